import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION} from '../../src/data/docsVersions';
import {loadDesktopOnly} from '../../src/data/facts/desktopOnly';
import {carryOverClaims, carryOverDesktopOnly, cutRelease} from './release';

const siteDir = path.resolve(__dirname, '../..');

describe('docs:release', () => {
  it('carries the desktop-only facts of the old current version over to the new one', () => {
    const yaml = "  - commandId: a\n    versions: ['9.2', '9.0']\n  - commandId: b\n    versions: ['9.0']\n";
    expect(carryOverDesktopOnly(yaml, '9.2', '9.3')).toBe(
      "  - commandId: a\n    versions: ['9.3', '9.2', '9.0']\n  - commandId: b\n    versions: ['9.0']\n",
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carry-'));
    const file = path.join(dir, 'desktopOnly.yaml');
    const real = fs.readFileSync(path.join(siteDir, 'src/data/facts/desktopOnly.yaml'), 'utf8');
    fs.writeFileSync(file, carryOverDesktopOnly(real, CURRENT_DOCS_VERSION, '99.0'));
    const carried = loadDesktopOnly(file);
    const before = loadDesktopOnly();
    expect(carried.commands.filter((c) => c.versions.includes('99.0'))).toHaveLength(
      before.commands.filter((c) => c.versions.includes(CURRENT_DOCS_VERSION)).length,
    );
    expect(carried.keyVariants.every((v) => v.versions.includes('99.0') === v.versions.includes(CURRENT_DOCS_VERSION))).toBe(true);
  });

  it("starts the new version's claims ledger as a copy of the old one's, and never overwrites one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-carry-'));
    expect(carryOverClaims(dir, '9.2', '9.3')).toBeNull();
    fs.writeFileSync(path.join(dir, '9.2.yaml'), '- page: /docs/a\n');
    expect(carryOverClaims(dir, '9.2', '9.3')).toMatch(/9\.3\.yaml: 9\.2's claims ledger carried over/);
    expect(fs.readFileSync(path.join(dir, '9.3.yaml'), 'utf8')).toBe('- page: /docs/a\n');
    fs.writeFileSync(path.join(dir, '9.3.yaml'), '- page: /docs/b\n');
    expect(carryOverClaims(dir, '9.2', '9.3')).toBeNull();
    expect(fs.readFileSync(path.join(dir, '9.3.yaml'), 'utf8')).toBe('- page: /docs/b\n');
  });

  it('refuses a version that is not newer, and facts labelled for another version, before touching anything', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    const facts = JSON.parse(fs.readFileSync(path.join(siteDir, `src/data/facts/${CURRENT_DOCS_VERSION}.json`), 'utf8'));
    const factsFile = path.join(dir, 'next.json');
    fs.writeFileSync(factsFile, JSON.stringify(facts));
    fs.copyFileSync(path.join(siteDir, `src/data/facts/${CURRENT_DOCS_VERSION}.modules.json`), path.join(dir, 'next.modules.json'));
    const options = {siteDir, factsFile, highlights: 'new things', log: () => {}};
    expect(() => cutRelease({...options, version: CURRENT_DOCS_VERSION})).toThrow(/not newer than the current docs version/);
    expect(() => cutRelease({...options, version: '99.0'})).toThrow(/version: the facts are for .*, not 99\.0/);
    expect(() => cutRelease({...options, version: '99.0', highlights: ' '})).toThrow(/--highlights/);
    fs.writeFileSync(factsFile, JSON.stringify({...facts, version: '99.0', keys: {}}));
    expect(() => cutRelease({...options, version: '99.0'})).toThrow(/next\.json: keys\.win/);
  });
});
