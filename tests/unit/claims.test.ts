import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION, docsDirOf, type DocsVersion} from '../../src/data/docsVersions';
import {ledgerOf, versionsWithLedger, type Claim} from '../../src/data/claims';
import {collapse, pagesIn, renderedPageText, routeOf, type SitePage} from '../lib/pageText';

/**
 * The claims ledger against the pages (README.md, "Claims ledger"), without a build: every entry's
 * words are still on its page as a reader sees it, every entry names a page, and every current docs
 * page and developer guide has entries. Bad entries (no evidence, no tag...) fail the build and
 * src/plugins/claims/claims.test.ts.
 */
const root = path.join(__dirname, '..', '..');

/**
 * The pages a version's ledger speaks of. Its routes are the ones the version had while it was
 * current (`/docs/<page>`), so a ledger needs no rewriting when a release moves its pages to
 * `/docs/<version>/<page>`. The guides (`/api/`) are not versioned: they follow the current
 * release, so only the current ledger answers for them.
 */
function ledgerPages(version: DocsVersion): SitePage[] {
  const docs = pagesIn(root, docsDirOf(version), '/docs');
  return version === CURRENT_DOCS_VERSION ? [...docs, ...pagesIn(root, 'api', '/api')] : docs;
}

const claimsOn = (version: DocsVersion) => ledgerOf(version).filter((c) => version === CURRENT_DOCS_VERSION || c.page.startsWith('/docs/'));

/** The entries whose words a page's rendered text no longer holds. */
export function staleClaims(claims: readonly Claim[], pageText: string): string[] {
  return claims.filter((c) => !pageText.includes(collapse(c.claim))).map((c) => `${c.page}: "${c.claim}" is not on the page`);
}

/** The pages no entry speaks of. */
export function pagesWithoutClaims(pages: readonly SitePage[], claims: readonly Claim[]): string[] {
  const covered = new Set(claims.map((c) => c.page));
  return pages.filter((p) => !covered.has(p.route)).map((p) => p.route);
}

/** The entries whose page is not one of `pages`. */
export function claimsWithoutPage(claims: readonly Claim[], pages: readonly SitePage[]): string[] {
  const routes = new Set(pages.map((p) => p.route));
  return [...new Set(claims.filter((c) => !routes.has(c.page)).map((c) => c.page))].map((route) => `${route} is no page of this version`);
}

const textOf = (page: SitePage) => renderedPageText(readFileSync(path.join(root, page.file), 'utf8'), page.file);

for (const version of versionsWithLedger()) {
  const pages = ledgerPages(version);
  const claims = claimsOn(version);
  describe(`the ${version} claims ledger (src/data/claims/${version}.yaml) against its pages`, () => {
    it('names only pages that exist', () => {
      expect(claimsWithoutPage(claims, pages)).toEqual([]);
    });

    const withClaims = pages.filter((p) => claims.some((c) => c.page === p.route));
    it.each(withClaims.map((p) => [p.route, p]))("%s still says each entry's words", async (_route, page) => {
      const ofPage = claims.filter((c) => c.page === page.route);
      expect(staleClaims(ofPage, await textOf(page))).toEqual([]);
    });
  });
}

describe(`every current docs page and guide has claims ledger entries (src/data/claims/${CURRENT_DOCS_VERSION}.yaml)`, () => {
  const pages = ledgerPages(CURRENT_DOCS_VERSION);
  const claims = ledgerOf(CURRENT_DOCS_VERSION);
  it('finds the pages from the folders', () => {
    expect(pages.map((p) => p.route)).toContain('/docs/file-management');
    expect(pages.map((p) => p.route)).toContain('/docs/Features/Live Preview/live-preview');
    expect(pages.some((p) => p.route.startsWith('/api/How-To/'))).toBe(true);
    // The generated reference is no guide; its hand-written index, api/API-Reference.mdx, is one.
    expect(pages.filter((p) => p.file.startsWith('api/API-Reference')).map((p) => p.file)).toEqual(['api/API-Reference.mdx']);
  });
  it.each(pages.map((p) => [p.route]))('%s', (route) => {
    expect(pagesWithoutClaims([{route, file: ''}], claims)).toEqual([]);
  });
});

describe('the checks fail where they should (fixtures)', () => {
  const claim = (page: string, words: string): Claim => ({
    page,
    claim: words,
    evidence: [{kind: 'source', repo: 'phcode-dev/phoenix', path: 'src/x.js', lines: {start: 1, end: 2}, tag: 'v5.2.4'}],
  });
  const page = `---\ntitle: A page\n---\n\nA single **click** opens a file\nwithout adding it to Working Files.\n\n## Keys {#keys}\n\nPress :kbd[file.save] to save; :menu[file.save] does the same.\n\n| Item | What it does |\n| --- | --- |\n| **Duplicate** | Makes a copy of the file next to it |\n\n:::note[Desktop app only]\nThe trash is used <kbd>always</kbd>.\n:::\n`;

  it('catches a claim whose words are no longer on the page', async () => {
    const text = await renderedPageText(page, 'docs/fixture.md');
    const stale = claim('/docs/fixture', 'A double-click opens a file without adding it to Working Files');
    expect(staleClaims([stale], text)).toEqual([
      '/docs/fixture: "A double-click opens a file without adding it to Working Files" is not on the page',
    ]);
  });

  it('compares with the rendered text: markup dropped, directives rendered from the facts, whitespace collapsed', async () => {
    const text = await renderedPageText(page, 'docs/fixture.md');
    const onPage = [
      'A single click opens a file without adding it to Working Files.',
      'does the same',
      'File > Save File does the same.',
      'Makes a copy of the file next to it',
      'Desktop app only The trash is used always.',
    ].map((words) => claim('/docs/fixture', words));
    expect(staleClaims(onPage, text)).toEqual([]);
    const asSource = ['A single **click** opens', ':menu[file.save] does the same', 'Keys {#keys}', '| Makes a copy', 'title: A page'];
    expect(
      staleClaims(
        asSource.map((words) => claim('/docs/fixture', words)),
        text,
      ),
    ).toHaveLength(asSource.length);
  });

  it('catches a page without entries, and an entry for no page', () => {
    const pages = [
      {route: '/docs/a', file: 'docs/a.md'},
      {route: '/docs/b', file: 'docs/b.md'},
    ];
    expect(pagesWithoutClaims(pages, [claim('/docs/a', 'x')])).toEqual(['/docs/b']);
    expect(claimsWithoutPage([claim('/docs/a', 'x'), claim('/docs/gone', 'y')], pages)).toEqual(['/docs/gone is no page of this version']);
  });

  it('derives routes from file paths as Docusaurus does', () => {
    expect(routeOf('Features/Live Preview/live-preview.md', '/docs')).toBe('/docs/Features/Live Preview/live-preview');
    expect(routeOf('intro.md', '/docs')).toBe('/docs/intro');
    expect(routeOf('How-To/Menus.md', '/api')).toBe('/api/How-To/Menus');
    expect(routeOf('Guides/index.md', '/docs')).toBe('/docs/Guides');
    expect(routeOf('Guides/guides.mdx', '/docs')).toBe('/docs/Guides');
    expect(routeOf('Guides/a.md', '/docs', {id: 'b'})).toBe('/docs/Guides/b');
    expect(routeOf('Guides/a.md', '/docs', {slug: '/start'})).toBe('/docs/start');
    expect(routeOf('Guides/a.md', '/docs', {slug: 'c'})).toBe('/docs/Guides/c');
  });
});
