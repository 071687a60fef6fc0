import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION, docsDirOf, type DocsVersion} from '../../src/data/docsVersions';
import {ledgerOf, versionsWithLedger, type Claim} from '../../src/data/claims';
import {mediaPageOfFile, placementsOf, projectPlacements} from '../../src/data/editorMedia';
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
 * `/docs/<version>/<page>`. The guides (`/api/`) and the blog's posts are not versioned, so only
 * the current ledger answers for them: a guide follows the current release, and a post describes
 * its own release with evidence read at that release's tag.
 */
function ledgerPages(version: DocsVersion): SitePage[] {
  const docs = pagesIn(root, docsDirOf(version), '/docs');
  return version === CURRENT_DOCS_VERSION ? [...docs, ...pagesIn(root, 'api', '/api'), ...pagesIn(root, 'blog', '/blog')] : docs;
}

const claimsOn = (version: DocsVersion) => ledgerOf(version).filter((c) => version === CURRENT_DOCS_VERSION || c.page.startsWith('/docs/'));

/** A page's text as a reader sees it, and without its clips, as a release cut leaves the page. */
export type PageTexts = {withClips: string; withoutClips: string};

/**
 * The entries whose words the page no longer shows. An entry naming a clip may find them in the
 * clips' captions; any other must find them in the page's own text, since a release cut leaves the
 * clips behind and carries the entry over.
 */
export function staleClaims(claims: readonly Claim[], text: PageTexts): string[] {
  return claims.flatMap((c) => {
    const words = collapse(c.claim);
    if ((c.clip ? text.withClips : text.withoutClips).includes(words)) return [];
    if (text.withClips.includes(words))
      return [
        `${c.page}: "${c.claim}" is only in a clip's captions: name the clip (clip: <name>), since a release cut leaves clips behind`,
      ];
    return [`${c.page}: "${c.claim}" is not on the page`];
  });
}

/** The entries naming a clip that their page does not place (`clipsOnPage`: the names it does). */
export function claimsWithStrayClip(claims: readonly Claim[], clipsOnPage: readonly string[]): string[] {
  return claims
    .filter((c) => c.clip && !clipsOnPage.includes(c.clip))
    .map((c) => `${c.page}: "${c.claim}" names clip ${c.clip}, which the page does not place`);
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

/** The page's texts; `clips`, the clips it places (clipsOn). */
async function textsOf(page: SitePage, clips: readonly string[]): Promise<PageTexts> {
  const source = readFileSync(path.join(root, page.file), 'utf8');
  const withClips = await renderedPageText(source, page.file);
  // Most pages place no clip: their text is the same either way.
  const withoutClips = clips.length ? await renderedPageText(source, page.file, {withClips: false}) : withClips;
  return {withClips, withoutClips};
}

/** The clips a page places. */
function clipsOn(page: SitePage): string[] {
  const where = mediaPageOfFile(page.file);
  return where ? placementsOf(where.section, projectPlacements, where.page).flatMap((p) => (p.kind === 'clip' ? [p.name] : [])) : [];
}

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
      const clips = clipsOn(page);
      expect(staleClaims(ofPage, await textsOf(page, clips))).toEqual([]);
      expect(claimsWithStrayClip(ofPage, clips)).toEqual([]);
    });
  });
}

describe(`every current docs page and guide has claims ledger entries (src/data/claims/${CURRENT_DOCS_VERSION}.yaml)`, () => {
  // A post may have entries (its corrected sentences do); the docs pages and guides must.
  const pages = ledgerPages(CURRENT_DOCS_VERSION).filter((p) => !p.route.startsWith('/blog/'));
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

  const fixtureTexts = async (): Promise<PageTexts> => {
    const text = await renderedPageText(page, 'docs/fixture.md');
    return {withClips: text, withoutClips: text};
  };

  it('catches a claim whose words are no longer on the page', async () => {
    const text = await fixtureTexts();
    const stale = claim('/docs/fixture', 'A double-click opens a file without adding it to Working Files');
    expect(staleClaims([stale], text)).toEqual([
      '/docs/fixture: "A double-click opens a file without adding it to Working Files" is not on the page',
    ]);
  });

  it('compares with the rendered text: markup dropped, directives rendered from the facts, whitespace collapsed', async () => {
    const text = await fixtureTexts();
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

  it("tells words only a clip's captions hold from the page's own, and checks the clip an entry names", () => {
    const text = {withClips: 'Open the bar. Type a word, then press Enter.', withoutClips: 'Open the bar.'};
    const fromCaptions = {...claim('/docs/fixture', 'then press Enter'), clip: 'find-in-files'};
    expect(staleClaims([fromCaptions, claim('/docs/fixture', 'Open the bar')], text)).toEqual([]);
    expect(staleClaims([claim('/docs/fixture', 'then press Enter')], text)).toEqual([
      `/docs/fixture: "then press Enter" is only in a clip's captions: name the clip (clip: <name>), since a release cut leaves clips behind`,
    ]);
    expect(staleClaims([{...fromCaptions, claim: 'then press Escape'}], text)).toEqual([
      '/docs/fixture: "then press Escape" is not on the page',
    ]);
    expect(claimsWithStrayClip([fromCaptions], ['find-in-files'])).toEqual([]);
    expect(claimsWithStrayClip([fromCaptions], ['split-view'])).toEqual([
      '/docs/fixture: "then press Enter" names clip find-in-files, which the page does not place',
    ]);
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
