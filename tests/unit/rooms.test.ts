// Each folder holds what it says: production folders hold what the site runs, `tests/` what only
// the tests use. Which folder may import which is ESLint's `import-x/no-restricted-paths`
// (eslint.config.mjs), which resolves every import to its file.
import {readdirSync, readFileSync, existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '..', '..');
const isTest = (file: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || file.startsWith('tests/');

function listCode(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__fixtures__' ? [] : listCode(relative);
    return /\.(m?js|tsx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** Every relative or `@site/` path a file names in a string (imports, `new URL('./x', import.meta.url)`), resolved to a file. */
function localImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const found: string[] = [];
  for (const [, specifier] of text.matchAll(/['"]((?:\.{1,2}|@site)\/[^'"\n]+)['"]/g)) {
    const base = specifier!.startsWith('@site/')
      ? path.join(root, specifier!.slice('@site/'.length))
      : path.join(path.dirname(path.join(root, file)), specifier!);
    const candidates = [
      base,
      ...['.ts', '.tsx', '.mjs', '.js'].map((ext) => base + ext),
      ...['index.ts', 'index.tsx'].map((name) => path.join(base, name)),
    ];
    const hit = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (hit) found.push(path.relative(root, hit).split(path.sep).join('/'));
  }
  return found;
}

const code = [...['src', 'config', 'scripts', 'tests'].flatMap(listCode), 'docusaurus.config.ts', 'sidebars.ts', 'sidebarsApi.ts'];
const importsOf = new Map(code.map((file) => [file, localImports(file)]));
/**
 * The editor's facts stay together whoever reads them: a fact that only the docs' text checks
 * read (tests/unit/docs-facts.test.ts) is still a fact about the editor, kept with the others.
 */
const kept = (file: string) => file.startsWith('src/data/facts/');

describe('what a folder holds', () => {
  // Data, search and shared helpers have no entry point of their own: something the site runs must use each of them.
  it.each(['src/data', 'src/search', 'src/lib'])('every module in %s is used by the site, not only by tests', (dir) => {
    const usedBySite = new Set(code.filter((file) => !isTest(file)).flatMap((file) => importsOf.get(file)!));
    const onlyTests = code.filter((file) => file.startsWith(`${dir}/`) && !isTest(file) && !kept(file) && !usedBySite.has(file));
    expect(onlyTests, 'move these under tests/').toEqual([]);
  });

  it('no test needs a git checkout: a release tarball has no .git', () => {
    // A test may run git in a repository it makes itself (`git init` in a temporary folder), as
    // the claims drift and the release cut's tests do; never in this checkout.
    const callsGit = code.filter((file) => {
      if (!isTest(file)) return false;
      const text = readFileSync(path.join(root, file), 'utf8');
      return /\b(exec|execFile|spawn)(Sync)?\(\s*['"`]git\b/.test(text) && !/['"`]init['"`]/.test(text);
    });
    expect(callsGit).toEqual([]);
  });
});
