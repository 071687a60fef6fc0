import {describe, expect, it} from 'vitest';
import {DOCS_VERSIONS} from '../docsVersions';
import {factsFor} from './index';
import {firstVersionWith} from './since';

describe('the first version with a command or preference', () => {
  it('is the oldest documented version for what every version has, and flags it', () => {
    expect(firstVersionWith('command', 'file.save')).toEqual({version: DOCS_VERSIONS[DOCS_VERSIONS.length - 1], oldest: true});
  });

  it('is the first version whose facts have it', () => {
    const first = firstVersionWith('command', 'edit.emmet')!;
    expect(first.oldest).toBe(false);
    const newerOrSame = DOCS_VERSIONS.slice(0, DOCS_VERSIONS.indexOf(first.version) + 1);
    expect(newerOrSame.every((v) => 'edit.emmet' in factsFor(v).commands)).toBe(true);
    expect(DOCS_VERSIONS.slice(DOCS_VERSIONS.indexOf(first.version) + 1).some((v) => 'edit.emmet' in factsFor(v).commands)).toBe(false);
    expect(firstVersionWith('preference', 'no.such.preference')).toBeNull();
  });
});
