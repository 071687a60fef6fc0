import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {LOCAL_INDEX_NAME, MAX_QUERY_LENGTH} from '../../src/search/limits';
import {BUILD_DIR} from './builtRoutes';
import {test, expect, gotoReady, startUpWorkDone} from './fixtures';
import {DOCS_VERSIONS, OLDER_DOCS_VERSIONS} from '../../src/data/docsVersions';

/** The oldest docs version still online. */
const OLDEST = DOCS_VERSIONS[DOCS_VERSIONS.length - 1]!;
import type {Page, Route} from '@playwright/test';

/** The index files the page itself fetched: none when a worker does the searching. */
const indexFilesFetchedByPage = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('search-index')),
  );

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/**
 * Holds every script the page asks for from now on, so a route change waits with the old page on
 * screen. `held()` resolves once the next page has asked; `release()` lets everything through.
 */
async function holdNextPageCode(page: Page) {
  const heldCode: Route[] = [];
  await page.route('**/assets/js/**', (route) => void heldCode.push(route));
  return {
    held: () => expect.poll(() => heldCode.length).toBeGreaterThan(0),
    release: async () => {
      await page.route('**/assets/js/**', (route) => route.continue());
      await Promise.all(heldCode.map((route) => route.continue()));
    },
  };
}

async function openWithButton(page: Page) {
  await page.locator('.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
}

test.describe('search modal', () => {
  test('opens with Ctrl+K, Meta+K, the slash key and a click; Escape closes it', async ({page}) => {
    await gotoReady(page, '/docs/intro');
    for (const open of [
      () => page.keyboard.press('Control+k'),
      () => page.keyboard.press('Meta+k'),
      async () => {
        // The slash key is for readers who are not on a control (closing the modal focuses the button).
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.press('/');
      },
      () => page.locator('.DocSearch-Button').click(),
    ]) {
      await open();
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
      // No blur behind the modal: without GPU compositing, redrawing it kept a core busy while the
      // modal sat open (src/theme/SearchBar/styles.css).
      expect(await page.locator('.DocSearch-Container').evaluate((el) => getComputedStyle(el).backdropFilter)).toBe('none');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    }
  });

  test('a key typed on the focused search button opens the modal with that key', async ({page}) => {
    await gotoReady(page, '/docs/intro');
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('g');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('g');
  });

  test('the button shows the shortcut hint', async ({page}) => {
    await gotoReady(page, '/');
    // The browser runs on Linux: Ctrl, not ⌘.
    await expect(page.locator('.DocSearch-Button-Keys kbd')).toHaveText(['Ctrl', 'K']);
    await expect(page.locator('.DocSearch-Button')).toHaveAccessibleName('Search, Ctrl K');
  });

  test('loads the index, engine and modal styles only when a search starts, from this site', async ({page, watched}) => {
    const indexRequests: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (r) => r.url().includes('/search-index/') && indexRequests.push(r.url()));
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(r.url()));
    await gotoReady(page, '/docs/intro');
    // What the page loads on its own it asks for in its start-up work (the route prefetch waits
    // for idle); once that has run and every request it made has finished, the absence of index
    // and modal-style requests means the page did not ask for them, not that it had not yet.
    await startUpWorkDone(page);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    expect(stylesheets.filter((url) => url.includes('search-modal'))).toEqual([]);
    await openWithButton(page);
    await input(page).fill('live preview');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(stylesheets.filter((url) => url.includes('search-modal'))).toHaveLength(1);
    // The modal's own styles apply: the dialog is a positioned, bounded box, not unstyled markup.
    const modalBox = await page.locator('.DocSearch-Modal').boundingBox();
    expect(modalBox && modalBox.width).toBeLessThanOrEqual(900);
    for (const url of indexRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    expect(watched.foreignRequests).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  test('a first search downloads the index of the docs version being read, not of the others', async ({page}) => {
    const shardFiles: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/search-index/') && shardFiles.push(decodeURIComponent(r.url())));
    await gotoReady(page, '/docs/intro');
    await openWithButton(page);
    await input(page).fill('git');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(shardFiles.some((f) => f.includes('docs-default-current'))).toBe(true);
    expect(shardFiles.some((f) => OLDER_DOCS_VERSIONS.some((v) => f.includes(`docs-default-${v}.`)))).toBe(false);
    await page.keyboard.press('Escape');
    shardFiles.length = 0;
    await gotoReady(page, `/docs/${OLDEST}/intro`);
    await openWithButton(page);
    await input(page).fill('beautify');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(shardFiles.some((f) => f.includes(`docs-default-${OLDEST}.`))).toBe(true);
    expect(
      shardFiles.some((f) => ['current', ...OLDER_DOCS_VERSIONS.filter((v) => v !== OLDEST)].some((v) => f.includes(`docs-default-${v}.`))),
    ).toBe(false);
    const links = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links.filter((h) => h.startsWith('/docs/')).every((h) => h.startsWith(`/docs/${OLDEST}/`))).toBe(true);
  });

  // How long hosts cache them is the server's part: scripts/lib/static-server.test.ts.
  test('index files have content-hashed names under /assets/; the manifest, the one without a hash, does not', async ({page}) => {
    const shardFiles: string[] = [];
    page.on('request', (r) => r.url().includes('/search-index/') && shardFiles.push(r.url()));
    await gotoReady(page, '/');
    await openWithButton(page);
    await input(page).fill('theme');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const [manifest, ...shards] = shardFiles;
    expect(new URL(manifest!).pathname).toBe('/search-index/en.manifest.json');
    expect(shards.length).toBeGreaterThan(2);
    for (const url of shards) {
      expect(new URL(url).pathname).toMatch(/^\/assets\/search-index\/[^/]+\.[0-9a-f]{10}\.json$/);
    }
  });

  test('every index file of a kilobyte or more has its Brotli file, written after the index', () => {
    // The Brotli step runs after the search index's (src/plugins/postBuildOrder.ts); when the two
    // ran at once, it listed the assets before the shards were written and compressed none.
    const folder = path.join(BUILD_DIR, 'assets', 'search-index');
    const shards = readdirSync(folder).filter((name) => name.endsWith('.json') && statSync(path.join(folder, name)).size >= 1024);
    expect(shards.length).toBeGreaterThan(100);
    expect(shards.filter((name) => !existsSync(path.join(folder, `${name}.br`)))).toEqual([]);
  });

  test('searches in a worker: the page itself fetches no index file', async ({page}) => {
    await gotoReady(page, '/');
    await openWithButton(page);
    await input(page).fill('keyboard shortcuts');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const workers = page.workers().map((w) => new URL(w.url()).pathname);
    expect(workers.some((p) => /^\/assets\/js\/.+\.js$/.test(p))).toBe(true);
    const fetchedByPage = await indexFilesFetchedByPage(page);
    expect(fetchedByPage).toEqual([]);
  });

  test('without workers, the modal and the search page search on the main thread', async ({page, watched}) => {
    await page.addInitScript(() => {
      // As in a browser without workers, or a page whose policy forbids them.
      delete (window as {Worker?: unknown}).Worker;
    });
    await gotoReady(page, '/docs/intro');
    await openWithButton(page);
    await input(page).fill('live preview');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(page.workers()).toHaveLength(0);
    const fetchedByPage = await indexFilesFetchedByPage(page);
    expect(fetchedByPage.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await gotoReady(page, '/search?q=git');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    expect(watched.errors).toEqual([]);
  });

  for (const [why, replaceWorker] of [
    ['its script fails to load', 'missing'],
    ['the page forbids it', 'throws'],
  ] as const) {
    test(`when the worker cannot start (${why}), search still answers`, async ({page, watched}) => {
      await page.addInitScript((mode) => {
        const Real = window.Worker;
        (window as {Worker: unknown}).Worker = function (_url: URL | string, options?: WorkerOptions) {
          if (mode === 'throws') throw new DOMException('Workers are not allowed here', 'SecurityError');
          return new Real('/assets/js/no-such-worker.js', options);
        };
      }, replaceWorker);
      await gotoReady(page, '/');
      await openWithButton(page);
      await input(page).fill('git');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await input(page).fill('live preview');
      await expect(page.locator('.DocSearch-Hit').first()).toContainText(/live|preview/i);
      expect(watched.errors.filter((e) => !/no-such-worker|404/.test(e))).toEqual([]);
    });
  }

  test('groups results by top-level section and opens the chosen page', async ({page}) => {
    await gotoReady(page, '/');
    await openWithButton(page);
    await input(page).fill('extension');
    const sources = page.locator('.DocSearch-Hit-source');
    await expect(sources.first()).toBeVisible();
    const titles = await sources.allInnerTexts();
    expect(titles.length).toBeGreaterThan(1);
    for (const t of titles) expect(['Docs', 'API guides', 'API reference', 'Blog', 'Pages']).toContain(t.trim());
    expect(new Set(titles).size).toBe(titles.length);
    await input(page).fill('live preview settings');
    // Results arrive asynchronously: wait for the new query's, not the previous one's.
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /live-preview-settings/);
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/live-preview-settings/);
    await expect(modal(page)).toHaveCount(0);
  });

  test('shows recent searches on the start screen, 7 at most, 4 when there are favorites', async ({page}) => {
    await gotoReady(page, '/');
    const storedHit = (i: number) => ({
      objectID: `seed-${i}`,
      type: 'lvl1',
      url: `/docs/intro#seed-${i}`,
      url_without_anchor: '/docs/intro',
      anchor: `seed-${i}`,
      content: null,
      hierarchy: {lvl0: 'Docs', lvl1: `Seeded page ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      _highlightResult: {},
      _snippetResult: {},
    });
    await page.evaluate(({name, hits}) => localStorage.setItem(`__DOCSEARCH_RECENT_SEARCHES__${name}`, JSON.stringify(hits)), {
      name: LOCAL_INDEX_NAME,
      hits: Array.from({length: 10}, (_, i) => storedHit(i)),
    });
    await openWithButton(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await expect(page.locator('.DocSearch-Hits').first().locator('.DocSearch-Hit')).toHaveCount(7);
    await page.keyboard.press('Escape');
    await page.evaluate(({name, hit}) => localStorage.setItem(`__DOCSEARCH_FAVORITE_SEARCHES__${name}`, JSON.stringify([hit])), {
      name: LOCAL_INDEX_NAME,
      hit: storedHit(99),
    });
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await openWithButton(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    const recent = page.locator('section.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(4);
  });

  test('a selected result becomes a recent search, and can be saved as a favorite', async ({page}) => {
    await gotoReady(page, '/');
    await openWithButton(page);
    await input(page).fill('emmet');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/#/);
    await openWithButton(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await page.locator('.DocSearch-Hit').first().hover();
    await page
      .getByRole('button', {name: /save this search/i})
      .first()
      .click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
  });

  test('a search opened while the next page loads stays open, with its query, when that page appears', async ({page}) => {
    await gotoReady(page, '/');
    // The modal's own code is already here; only the next page's code is slow.
    await openWithButton(page);
    await page.keyboard.press('Escape');
    const nextPageCode = await holdNextPageCode(page);
    await page.locator('.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
    await nextPageCode.held();
    await openWithButton(page);
    await input(page).fill('emmet');
    // Still the home page: the docs page, with its own navbar, waits for its code.
    await expect(page.locator('article h1')).toHaveCount(0);
    await nextPageCode.release();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('emmet');
    await expect(input(page)).toBeFocused();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });

  test('closing a modal that outlived its page leaves the new page where it opened, not at the old scroll', async ({page}) => {
    await gotoReady(page, '/docs/editing-text');
    await openWithButton(page);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 1500));
    const nextPageCode = await holdNextPageCode(page);
    // The navbar hides while scrolling down; the link still follows a click through the router.
    await page.locator('.navbar a[href="/blog"]').first().dispatchEvent('click');
    await nextPageCode.held();
    await page.keyboard.press('Control+k');
    await input(page).fill('git');
    await expect(page.locator('.theme-doc-markdown')).toBeVisible();
    await nextPageCode.release();
    await expect(page.locator('.theme-doc-markdown')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('credits no hosted service when the site searches its own index', async ({page}) => {
    await gotoReady(page, '/docs/intro');
    await openWithButton(page);
    await expect(page.locator('.DocSearch-Commands')).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(modal(page).getByRole('link', {name: /algolia/i})).toBeHidden();
    await page.keyboard.press('Escape');
    // On a phone the logo is the footer's only content, and the footer goes with it.
    await page.setViewportSize({width: 390, height: 844});
    await openWithButton(page);
    await input(page).fill('git');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Footer')).toBeHidden();
  });

  test('never says "No results" for a query whose answer has not arrived', async ({page}) => {
    await gotoReady(page, '/docs/intro');
    // Two words, and a blog post found by a number: each key of each is a query of its own.
    for (const [query, target] of [
      ['live preview', 'live-preview'],
      ['release 5.2', 'release-5.2'],
    ] as const) {
      await openWithButton(page);
      // The modal may reopen with the last query; start from an empty box.
      await input(page).fill('');
      // Recorded from before the first key: every query that the no-results screen was shown for.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as {noResultsFor: string[]}).noResultsFor = seen;
        new MutationObserver(() => {
          const screen = document.querySelector('.DocSearch-NoResults');
          if (screen) seen.push(document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '');
        }).observe(document.querySelector('.DocSearch-Modal')!, {childList: true, subtree: true, characterData: true});
      });
      // Key by key, as a reader types: each key is a query, answered while the next ones arrive.
      await page.keyboard.type(query);
      // The whole query's answer is in: it holds the page this query is for.
      await expect(page.locator(`.DocSearch-Hit a[href*="${target}"]`).first()).toBeVisible();
      await expect(input(page)).toHaveValue(query);
      expect(await page.evaluate(() => (window as unknown as {noResultsFor: string[]}).noResultsFor), query).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    }
  });

  test('shows the no-results screen with the spec texts', async ({page}) => {
    await gotoReady(page, '/');
    await openWithButton(page);
    await input(page).fill('git');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('qqqzzzxxyy');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen).toContainText('qqqzzzxxyy');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toBeVisible();
  });

  for (const [what, blocked] of [
    // The manifest loads; the term chunks do not.
    ['a piece of the index', '**/assets/search-index/*.t*.json'],
    ['the index', '**/search-index/**'],
  ] as const) {
    test(`shows the error screen when ${what} cannot be loaded, never a blank modal`, async ({page}) => {
      await page.route(blocked, (route) => route.abort());
      await gotoReady(page, '/');
      await openWithButton(page);
      await input(page).fill('git');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen).toContainText('Unable to fetch results');
      await expect(screen).toContainText('You might want to check your network connection.');
    });
  }

  test('links to all results on the search page, with their count', async ({page}) => {
    // The search page's count first, then the modal's for the same query.
    await gotoReady(page, '/search?q=extension');
    const heading = page.getByText(/^\d+ results for “extension”$/);
    await expect(heading).toBeVisible();
    const count = Number((await heading.innerText()).match(/\d+/)![0]);
    expect(count).toBeGreaterThan(5);
    await openWithButton(page);
    await input(page).fill('');
    // Key by key, as a reader types, each prefix a query of its own: the count is the whole
    // query's, not a sum over the prefixes (DocSearch's own count added them up: 2,817).
    await page.keyboard.type('extension');
    await expect(input(page)).toHaveValue('extension');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toHaveText(`See all ${count} results`);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=extension$/);
    await expect(heading).toBeVisible();
  });

  test('says "See the 1 result" where one page section answers', async ({page}) => {
    await gotoReady(page, '/search?q=minimap');
    await expect(page.getByText('1 result for “minimap”')).toBeVisible();
    await openWithButton(page);
    await input(page).fill('minimap');
    await expect(page.getByRole('link', {name: 'See the 1 result'})).toBeVisible();
  });

  test('limits the query to 64 characters', async ({page}) => {
    await gotoReady(page, '/');
    await openWithButton(page);
    // Two keys past the limit: every key is a search, and more of them only take longer.
    await input(page).pressSequentially('a'.repeat(MAX_QUERY_LENGTH + 2), {delay: 0});
    expect((await input(page).inputValue()).length).toBe(MAX_QUERY_LENGTH);
  });

  test('shows at most 5 results per group on a narrow screen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoReady(page, '/');
    await page.locator('.DocSearch-Button').click();
    await input(page).fill('editor');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const groups = page.locator('section.DocSearch-Hits');
    const n = await groups.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) expect(await groups.nth(i).locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
  });
});

test.describe('search page', () => {
  test('keeps the query in the URL and shows 20 results at a time', async ({page, watched}) => {
    await gotoReady(page, '/search');
    const box = page.getByRole('searchbox', {name: 'Search docs'});
    await box.fill('editor');
    await expect(page).toHaveURL(/\/search\?q=editor$/);
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(20);
    await page.getByRole('button', {name: 'Show more results'}).click();
    await expect(results).toHaveCount(40);
    await page.reload();
    await expect(page.getByRole('searchbox', {name: 'Search docs'})).toHaveValue('editor');
    await expect(results).toHaveCount(20);
    expect(watched.errors).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
  });

  test('renders a hostile query as text', async ({page, watched}) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await gotoReady(page, `/search?q=${encodeURIComponent(hostile)}`);
    const box = page.getByRole('searchbox', {name: 'Search docs'});
    await expect(box).toHaveValue(hostile.slice(0, MAX_QUERY_LENGTH));
    await expect(page.locator('main [aria-live]')).toContainText(`for “${hostile.slice(0, MAX_QUERY_LENGTH)}”`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);
    expect(dialogs).toBe(0);
    expect(watched.errors).toEqual([]);
  });

  test('cuts a 200-character query to 64', async ({page}) => {
    await gotoReady(page, `/search?q=${'b'.repeat(200)}`);
    await expect(page.getByRole('searchbox', {name: 'Search docs'})).toHaveValue('b'.repeat(MAX_QUERY_LENGTH));
    await expect(page).toHaveURL(new RegExp(`q=b{${MAX_QUERY_LENGTH}}$`));
  });

  test('searches the docs version the reader uses', async ({page}) => {
    await gotoReady(page, '/search?q=git');
    const links = page.locator('main ol > li a');
    await expect(links.first()).toBeVisible();
    const latest = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(latest.some((h) => h.startsWith('/docs/Features/git'))).toBe(true);
    expect(latest.some((h) => h.startsWith(`/docs/${OLDEST}/`))).toBe(false);
    await page.evaluate((version) => localStorage.setItem('docs-preferred-version-default', version), OLDEST);
    await page.reload();
    await expect(links.first()).toBeVisible();
    const older = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(older.some((h) => h.startsWith(`/docs/${OLDEST}/`))).toBe(true);
    expect(older.some((h) => h.startsWith('/docs/') && !h.startsWith(`/docs/${OLDEST}/`))).toBe(false);
  });

  test('shows the error text and Retry when the index is blocked', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort());
    await gotoReady(page, '/search?q=git');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
    await page.unroute('**/search-index/**');
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });
});
