/**
 * src/data/versions.json is the only place that names the docs versions: these tests hold the
 * rest of the repository to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CURRENT_DOCS_VERSION,
  DOCS_VERSIONS,
  OLDER_DOCS_VERSIONS,
  compareVersions,
  docsDirOf,
  editorTagOf,
} from '../../src/data/docsVersions';
import {parseVersions} from '../../src/data/versionsSchema';
import {factsFor, moduleFactsFor} from '../../src/data/facts';

const siteDir = path.resolve(__dirname, '../..');

/** Content and data that belong to one version (or list versions by design) may name it. */
const EXEMPT = [
  /^(docs|versioned_docs|versioned_sidebars|blog|static|api)\//,
  /^versions\.json$/,
  /^src\/data\/versions\.json$/,
  /^src\/data\/facts\/[^/]+\.(json|yaml)$/,
  /^src\/data\/screenshots\/[^/]+\.json$/,
  // Per-version data: which picture goes on which page, and what each version's pictures show.
  /^src\/data\/screenshots\/placements\.ts$/,
  /^scripts\/screenshots\/shots\.mjs$/,
  // The links older editors open, exactly as each release wrote them.
  /^src\/data\/inboundLinks\.ts$/,
  /^(package|package-lock)\.json$/,
  // The spec's routes and the search relevance set name blog posts about releases: content.
  /^tests\/lib\/spec\.ts$/,
  /^tests\/search\/relevance\.json$/,
  // The search tokenizer's examples are version-shaped words, not docs versions.
  /^src\/search\/engine(\.test)?\.ts$/,
  // Per-version data: which clip goes on which page, and what each version's clips show.
  /^src\/data\/clips\/placements\.ts$/,
  /^src\/data\/clips\/[^/]+\.json$/,
  // The API reference's source: each member says since which release it exists.
  /^typings\//,
  /^(BENCHMARKS|UPGRADING)\.md$/,
];
const CODE = /\.(ts|tsx|mts|mjs|js|json|yaml|yml|md|mdx|css)$/;

function trackedFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true})) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'API-Reference'].includes(entry.name))
        continue;
      if (entry.isDirectory()) walk(rel);
      else if (CODE.test(entry.name) && !EXEMPT.some((re) => re.test(rel))) files.push(rel);
    }
  };
  walk('');
  return files;
}

/**
 * A docs version named as a value: quoted (`'9.2'`), in a docs path or file name (`/docs/9.0/`,
 * `version-9.0`, `9.2.json`), a search tag (`docs-default-8.10`), a CLI argument
 * (`--version 9.2`) or an object key (`{9.2: …}`). Prose such as "Docusaurus 3.10" is not one.
 */
export function versionLiterals(text: string, versions: readonly string[]): string[] {
  const found: string[] = [];
  for (const version of versions) {
    const v = version.replace('.', '\\.');
    const re = new RegExp(`(?:['"\`/{]|version-|default-|--version )${v}(?![\\d])(?!\\.\\d)`, 'gm');
    for (const match of text.matchAll(re)) found.push(match[0]);
    // The same inside a regular expression: /screenshots\/9\.2\//.
    const escaped = new RegExp(`(?:\\/|-)${version.replace('.', '\\\\\\.')}(?![\\d])`, 'gm');
    for (const match of text.matchAll(escaped)) found.push(match[0]);
  }
  return found;
}

describe('the versions file', () => {
  it('is what Docusaurus reads: versions.json lists the older versions in its order', () => {
    expect(JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'))).toEqual([...OLDER_DOCS_VERSIONS]);
  });

  it.each(DOCS_VERSIONS)('%s has its pages, its facts read at its tag, and its release notes', (version) => {
    expect(fs.existsSync(path.join(siteDir, docsDirOf(version)))).toBe(true);
    expect(factsFor(version).tag).toBe(editorTagOf(version));
    expect(moduleFactsFor(version).tag).toBe(editorTagOf(version));
    const posts = fs
      .readdirSync(path.join(siteDir, 'blog'))
      .filter((name) => name.endsWith(`-release-${version}.md`) || name.endsWith(`-release-${version}.mdx`));
    expect(posts).toHaveLength(1);
  });

  it('rejects a malformed file with the path of the bad field', () => {
    const good = {
      versions: [
        {name: '9.1', editorTag: 'v9.1.0', highlights: 'things'},
        {name: '9.0', editorTag: 'v9.0.2'},
      ],
    };
    expect(parseVersions(good).versions).toHaveLength(2);
    expect(() => parseVersions({versions: [good.versions[0], {name: '9.0', editorTag: '9.0.2'}]})).toThrow(
      /versions\.1\.editorTag: an editor tag is/,
    );
    expect(() => parseVersions({versions: [good.versions[1], good.versions[0]]})).toThrow(/newest first/);
    expect(() => parseVersions({versions: [{name: '9.1', editorTag: 'v9.1.0'}]})).toThrow(/versions\.0\.highlights/);
  });
});

describe('no other file names a docs version', () => {
  it('finds the literals it is looking for', () => {
    const sample = `import f from './9.1.json'; const v = '9.1'; go('/docs/9.0/intro'); tag('docs-default-9.0'); x = {9.1: V}; // Docusaurus 9.1 prose`;
    expect(versionLiterals(sample, ['9.1', '9.0'])).toEqual(['/9.1', "'9.1", '{9.1', '/9.0', 'default-9.0']);
    expect(versionLiterals('capture.mjs --version 9.1 and version-9.0/, not 9.10 or 19.1', ['9.1', '9.0'])).toEqual([
      '--version 9.1',
      'version-9.0',
    ]);
  });

  it('finds a version escaped in a regular expression', () => {
    expect(versionLiterals(String.raw`match(/shots\/9\.1\/demo/)`, ['9.1'])).toEqual([String.raw`/9\.1`]);
  });

  it('in the code, config, scripts, tests and README', () => {
    const offenders = trackedFiles().flatMap((file) => {
      const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
      return text
        .split('\n')
        .flatMap((line, i) => (versionLiterals(line, DOCS_VERSIONS).length ? [`${file}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(offenders, 'read versions from src/data/docsVersions.ts instead').toEqual([]);
  });

  it('the current version is the newest and the only one with highlights, and docs/ documents it', () => {
    // docsVersions.ts reads the file unchecked (it reaches the browser); the schema is what puts
    // the newest first, so that CURRENT_DOCS_VERSION, the first, is the newest.
    const file = parseVersions(JSON.parse(fs.readFileSync(path.join(siteDir, 'src/data/versions.json'), 'utf8')));
    expect(file.versions.map((v) => v.name)).toEqual([...DOCS_VERSIONS]);
    expect(DOCS_VERSIONS.every((v) => v === CURRENT_DOCS_VERSION || compareVersions(CURRENT_DOCS_VERSION, v) < 0)).toBe(true);
    expect(file.versions.filter((v) => v.highlights).map((v) => v.name)).toEqual([CURRENT_DOCS_VERSION]);
    // docs/ documents it: there is no frozen copy of it.
    expect(fs.readdirSync(path.join(siteDir, 'versioned_docs'))).not.toContain(`version-${CURRENT_DOCS_VERSION}`);
  });
});
