import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION} from '../../src/data/docsVersions';
import {loadDesktopOnly} from '../../src/data/facts/desktopOnly';
import {ledgerOf} from '../../src/data/claims';
import {parseLedger} from '../../src/data/claims/schema';
import {load as parseYaml} from 'js-yaml';
import {carriedOverLedger, carryOverDesktopOnly, claimsCarryOver, cutRelease} from './release';

const siteDir = path.resolve(__dirname, '../..');

// Each cut test makes a git repository and copies files: seconds on a busy machine, not milliseconds.
describe('docs:release', {timeout: 30_000}, () => {
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

  it("starts the new version's claims ledger from the old one's, and never overwrites one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-carry-'));
    expect(claimsCarryOver(dir, '9.2', '9.3')).toBeNull();
    fs.writeFileSync(path.join(dir, '9.2.yaml'), '- page: /docs/a\n');
    expect(claimsCarryOver(dir, '9.2', '9.3')).toEqual({from: path.join(dir, '9.2.yaml'), to: path.join(dir, '9.3.yaml')});
    fs.writeFileSync(path.join(dir, '9.3.yaml'), '- page: /docs/b\n');
    expect(claimsCarryOver(dir, '9.2', '9.3')).toBeNull();
  });

  it("carries every entry over as it was, except those on a clip's captions", () => {
    const entry = (page: string, extra = '') =>
      `- page: ${page}\n  claim: words\n${extra}  evidence:\n    - repo: phcode-dev/phoenix\n      path: src/a.js # read at the tag\n      lines: 1-2\n      tag: v5.2.4\n`;
    const head = '# The ledger of 9.2\n\n';
    const ledger = `${head}${entry('/docs/a')}\n${entry('/docs/b', '  clip: find-in-files\n')}${entry('/docs/c')}`;
    expect(carriedOverLedger(ledger)).toEqual({text: `${head}${entry('/docs/a')}\n${entry('/docs/c')}`, leftOut: 1});
    expect(carriedOverLedger(`${head}${entry('/docs/a')}`)).toEqual({text: `${head}${entry('/docs/a')}`, leftOut: 0});
    const real = fs.readFileSync(path.join(siteDir, `src/data/claims/${CURRENT_DOCS_VERSION}.yaml`), 'utf8');
    const carried = carriedOverLedger(real);
    const before = ledgerOf(CURRENT_DOCS_VERSION);
    expect(carried.leftOut).toBe(before.filter((c) => c.clip).length);
    const after = parseLedger(parseYaml(carried.text), 'carried').claims;
    expect(after).toEqual(before.filter((c) => !c.clip));
  });

  /** A git repository with what a cut reads and writes (not the site: docs:version is stood in for). */
  function scratchSite() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-site-'));
    for (const file of [
      'src/data/versions.json',
      'src/data/facts/desktopOnly.yaml',
      `src/data/claims/${CURRENT_DOCS_VERSION}.yaml`,
      'versions.json',
      'docs/intro.md',
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.copyFileSync(path.join(siteDir, file), path.join(dir, file));
    }
    const git = (...args: string[]) => execFileSync('git', args, {cwd: dir, encoding: 'utf8'});
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'before the cut');
    const status = () => git('status', '--porcelain', '--untracked-files=all');
    return {dir, status};
  }
  /** What `docusaurus docs:version <old>` writes, or part of it and a failure. */
  const docsVersion =
    (failAfter = false) =>
    (dir: string, old: string) => {
      fs.cpSync(path.join(dir, 'docs'), path.join(dir, `versioned_docs/version-${old}`), {recursive: true});
      if (failAfter) throw new Error('docs:version stopped half-way');
      fs.mkdirSync(path.join(dir, 'versioned_sidebars'), {recursive: true});
      fs.writeFileSync(path.join(dir, `versioned_sidebars/version-${old}-sidebars.json`), '{}');
      const list = JSON.parse(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8')) as string[];
      fs.writeFileSync(path.join(dir, 'versions.json'), JSON.stringify([old, ...list]));
    };
  /** The current version's facts relabelled as `version`, outside the site, as the facts reader leaves them. */
  function factsOf(version: string, tag = `v${version}.0`) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-facts-'));
    const read = (name: string) => JSON.parse(fs.readFileSync(path.join(siteDir, `src/data/facts/${CURRENT_DOCS_VERSION}${name}`), 'utf8'));
    const factsFile = path.join(dir, 'next.json');
    fs.writeFileSync(factsFile, JSON.stringify({...read('.json'), version, tag}));
    fs.writeFileSync(path.join(dir, 'next.modules.json'), JSON.stringify({...read('.modules.json'), version, tag}));
    return factsFile;
  }
  const [major, minor] = CURRENT_DOCS_VERSION.split('.').map(Number) as [number, number];
  const next = `${major}.${minor + 1}`;

  it('refuses a version that is not newer, facts of another version or tag, and malformed facts, before writing anything', () => {
    const site = scratchSite();
    const factsFile = factsOf(next);
    const options = {siteDir: site.dir, factsFile, highlights: 'new things', log: () => {}, docsVersion: docsVersion()};
    expect(() => cutRelease({...options, version: CURRENT_DOCS_VERSION})).toThrow(/not newer than the current docs version/);
    expect(() => cutRelease({...options, version: '99.0'})).toThrow(/version: the facts are for .*, not 99\.0/);
    expect(() => cutRelease({...options, version: next, highlights: ' '})).toThrow(/--highlights/);
    expect(() => cutRelease({...options, version: next, tag: 'v1.0.0'})).toThrow(/--tag v1\.0\.0: .* was read at v/);
    const facts = JSON.parse(fs.readFileSync(factsFile, 'utf8'));
    fs.writeFileSync(factsFile, JSON.stringify({...facts, keys: {}}));
    expect(() => cutRelease({...options, version: next})).toThrow(/next\.json: keys\.win/);
    expect(site.status()).toBe('');
  });

  it('cuts: the facts, the frozen docs, both versions files, the desktop-only facts and the claims ledger', () => {
    const site = scratchSite();
    const lines: string[] = [];
    cutRelease({
      siteDir: site.dir,
      version: next,
      tag: `v${next}.0`,
      factsFile: factsOf(next),
      highlights: 'new things',
      log: (line) => lines.push(line),
      docsVersion: docsVersion(),
    });
    expect(site.status().split('\n').filter(Boolean).sort()).toEqual(
      [
        ' M src/data/facts/desktopOnly.yaml',
        ' M src/data/versions.json',
        ' M versions.json',
        `?? src/data/claims/${next}.yaml`,
        `?? src/data/facts/${next}.json`,
        `?? src/data/facts/${next}.modules.json`,
        `?? versioned_docs/version-${CURRENT_DOCS_VERSION}/intro.md`,
        `?? versioned_sidebars/version-${CURRENT_DOCS_VERSION}-sidebars.json`,
      ].sort(),
    );
    const versions = JSON.parse(fs.readFileSync(path.join(site.dir, 'src/data/versions.json'), 'utf8'));
    expect(versions.versions[0]).toEqual({name: next, editorTag: `v${next}.0`, highlights: 'new things'});
    const ledger = (version: string) => fs.readFileSync(path.join(site.dir, `src/data/claims/${version}.yaml`), 'utf8');
    expect(ledger(next)).toBe(carriedOverLedger(ledger(CURRENT_DOCS_VERSION)).text);
    expect(lines.at(-1)).toMatch(/^Next: RELEASING\.md step 4/);
  });

  it.each([
    [
      'its last step',
      {
        log: (line: string) => {
          if (line.startsWith('Next:')) throw new Error('the last step failed');
        },
        docsVersion: docsVersion(),
      },
      /the last step failed/,
    ],
    ['docs:version', {log: () => {}, docsVersion: docsVersion(true)}, /docs:version stopped half-way/],
  ])('leaves git status clean when %s fails', (_, failing, message) => {
    const site = scratchSite();
    expect(() => cutRelease({siteDir: site.dir, version: next, factsFile: factsOf(next), highlights: 'new things', ...failing})).toThrow(
      message,
    );
    expect(site.status()).toBe('');
    expect(fs.existsSync(path.join(site.dir, 'versioned_docs'))).toBe(false);
  });
});
