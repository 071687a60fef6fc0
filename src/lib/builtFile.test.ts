import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {builtPageCandidates, findBuiltPage, insideRoot} from './builtFile.mjs';

describe('builtPageCandidates', () => {
  it.each([
    ['/', ['index.html']],
    ['/docs/intro', ['docs/intro.html', 'docs/intro/index.html']],
    ['/blog', ['blog.html', 'blog/index.html']],
  ])('%s', (route, files) => expect(builtPageCandidates(route)).toEqual(files));
});

describe('findBuiltPage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'built-'));
  mkdirSync(path.join(root, 'docs/Features/Live Preview'), {recursive: true});
  mkdirSync(path.join(root, 'blog'), {recursive: true});
  writeFileSync(path.join(root, 'index.html'), '');
  writeFileSync(path.join(root, 'docs/intro.html'), '');
  writeFileSync(path.join(root, 'docs/Features/Live Preview/live-preview.html'), '');
  writeFileSync(path.join(root, 'blog/index.html'), '');
  writeFileSync(path.join(path.dirname(root), 'outside.html'), '');

  it.each([
    ['/', 'index.html'],
    ['/docs/intro', 'docs/intro.html'],
    ['/blog', 'blog/index.html'],
    ['/docs/Features/Live%20Preview/live-preview', 'docs/Features/Live Preview/live-preview.html'],
    ['/docs/Features/Live Preview/live-preview', 'docs/Features/Live Preview/live-preview.html'],
  ])('%s is %s', async (route, file) => expect(await findBuiltPage(root, route)).toBe(path.join(root, file)));

  it('answers null for a route without a page, and never leaves the build folder', async () => {
    expect(await findBuiltPage(root, '/docs/missing')).toBeNull();
    expect(await findBuiltPage(root, `/../${path.basename(root)}/../outside`)).toBeNull();
    expect(await findBuiltPage(root, '/%2E%2E/outside')).toBeNull();
    expect(insideRoot(root, '../outside.html')).toBeNull();
  });
});
