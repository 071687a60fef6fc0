import type {BrowserContext, Page} from 'puppeteer-core';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {
  elementWithText,
  freshPage,
  gotoReady,
  hydrated,
  openSite,
  waitFor,
  waitForElement,
  watch,
  type Site,
  type Watched,
} from './firefox';

/**
 * What a Firefox reader does on the site: search in the modal and on /search, keep a colour mode
 * and an OS for the shortcuts across reloads, go through the navbar, the search and the sidebar
 * with the keyboard alone, and see the editor's pictures in both colour modes. Every test also
 * checks that nothing went wrong on the way (console, requests).
 */
let site: Site;
let page: Page;
let context: BrowserContext;
let watching: {watched: Watched; stop: () => void};

beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});
beforeEach(async () => {
  ({page, context} = await freshPage(site.browser));
  watching = watch(page, site.origin);
});
afterEach(async () => {
  watching.stop();
  await context.close();
});

const open = (path: string) => gotoReady(page, site.origin, path);
const attribute = (selector: string, name: string) => page.$eval(selector, (el, n) => el.getAttribute(n), name);
/** Waits until an element's attribute has a value (no fixed sleeps: the page tells when it is done). */
const waitForAttribute = (selector: string, name: string, value: string) =>
  waitFor(page, (s, n, v) => document.querySelector(s)?.getAttribute(n) === v, selector, name, value);
const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? '');
/**
 * Reloads once the page has no request in flight: a reload drops the prefetches still loading, and
 * Firefox has the leaving page log a ChunkLoadError for each, which is not the site's fault.
 */
const reloadSettled = async () => {
  await page.waitForNetworkIdle({idleTime: 300, timeout: 15_000});
  await page.reload();
};
const nothingWentWrong = () => expect(watching.watched).toEqual({errors: [], failedRequests: [], foreignRequests: []});

/** Presses Tab until the focused element matches a predicate run in the page. */
async function tabTo(predicate: string, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${predicate})(document.activeElement)`)) return;
  }
  throw new Error(`Tab never reached ${predicate}; focus is on ${await focused()}`);
}

const firstHitHref = () => page.$eval('.DocSearch-Hit a', (a) => a.getAttribute('href'));

/**
 * Waits until the hits answer the whole query: each key typed is a query answered in turn, and a
 * shorter one can rank another section of the same page first ("live preview settin" does), so a
 * hit read too early is not the one Enter opens. The answer counts once the input holds the whole
 * query and the hit list has not changed for 400 ms; the first hit must then match `expected`.
 */
async function answerTo(query: string, expected: RegExp): Promise<void> {
  const end = Date.now() + 30_000;
  let last = '';
  let since = Date.now();
  for (;;) {
    const hits = await page.evaluate(
      (q) =>
        (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === q
          ? Array.from(document.querySelectorAll('.DocSearch-Hit'))
              .map((hit) => `${hit.textContent} ${hit.querySelector('a')?.getAttribute('href')}`)
              .join('\n')
          : '',
      query,
    );
    if (hits !== last) [last, since] = [hits, Date.now()];
    if (expected.test(hits.split('\n')[0]!) && Date.now() - since >= 400) return;
    if (Date.now() > end) throw new Error(`No settled answer to "${query}"; the hits: ${hits || '(none)'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('search in Firefox', () => {
  it('the modal opens with Ctrl+K, answers, and opens the chosen page', async () => {
    await open('/docs/intro');
    await page.keyboard.down('Control');
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await waitForElement(page, '.DocSearch-Input');
    await waitFor(page, () => document.activeElement?.classList.contains('DocSearch-Input'));
    await page.keyboard.type('live preview settings');
    await answerTo('live preview settings', /live-preview-settings/);
    const sections = await page.$$eval('.DocSearch-Hit-source', (titles) => titles.map((t) => t.textContent?.trim()));
    for (const section of sections) expect(['Docs', 'API guides', 'API reference', 'Blog', 'Pages']).toContain(section);
    const chosen = await firstHitHref();
    await page.keyboard.press('Enter');
    await waitFor(page, () => !document.querySelector('.DocSearch-Modal'));
    await waitFor(page, (href) => decodeURI(location.pathname + location.hash) === decodeURI(href), chosen!);
    nothingWentWrong();
  });

  it('the search page keeps the query in the URL and shows 20 results at a time', async () => {
    await open('/search');
    await page.type('input[type="search"]', 'editor');
    await waitFor(page, () => location.search === '?q=editor');
    await waitFor(page, () => document.querySelectorAll('main ol > li').length === 20);
    await (await elementWithText(page, 'button', 'Show more results')).click();
    await waitFor(page, () => document.querySelectorAll('main ol > li').length === 40);
    await reloadSettled();
    await hydrated(page);
    await waitFor(page, () => document.querySelectorAll('main ol > li').length === 20);
    expect(await page.$eval('input[type="search"]', (box) => (box as HTMLInputElement).value)).toBe('editor');
    nothingWentWrong();
  });
});

describe('stored choices in Firefox', () => {
  it('the colour mode is kept across reloads', async () => {
    await open('/docs/intro');
    expect(await attribute('html', 'data-theme')).toBe('light');
    const toggle = '.navbar button[aria-label*="dark and light mode" i]';
    // The toggle cycles system, light, dark: click until the page is dark.
    for (let i = 0; i < 3 && (await attribute('html', 'data-theme')) !== 'dark'; i++) await page.click(toggle);
    expect(await attribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await reloadSettled();
    await hydrated(page);
    expect(await attribute('html', 'data-theme')).toBe('dark');
    nothingWentWrong();
  });

  it('the OS of the shortcuts is kept across reloads', async () => {
    // A page with many shortcuts and no clips: the clips' videos only slow the engine down here.
    await open('/docs/Features/terminal');
    const toggle = '.navbar button[aria-haspopup="true"]';
    await page.click(toggle);
    await waitForAttribute(toggle, 'aria-expanded', 'true');
    const others = await page.$$eval('.dropdown__menu button[aria-pressed="false"]', (buttons) =>
      buttons.map((b) => b.textContent?.trim()),
    );
    const chosen = others.find((name) => name === 'macOS') ?? others[0]!;
    await (await elementWithText(page, '.dropdown__menu button', chosen)).click();
    const os = await page.evaluate(() => document.documentElement.dataset.os);
    expect(await page.evaluate(() => localStorage.getItem('shortcut-os'))).toBe(os);
    expect(await page.$eval(`main .shortcut [data-os="${os}"]`, (el) => (el as HTMLElement).offsetParent !== null)).toBe(true);
    await reloadSettled();
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.dataset.os)).toBe(os);
    nothingWentWrong();
  });
});

describe('the keyboard in Firefox', () => {
  it('reaches the navbar, opens search, picks a result, and follows a sidebar link', async () => {
    await open('/docs/intro');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/skip to main content/i);
    await tabTo(`(el) => el.tagName === 'A' && el.textContent.trim() === 'Blog'`);
    await tabTo(`(el) => el.classList.contains('DocSearch-Button')`);
    await page.keyboard.press('Enter');
    await waitFor(page, () => document.activeElement?.classList.contains('DocSearch-Input'));
    await page.keyboard.type('emmet');
    await answerTo('emmet', /emmet/i);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const chosen = await attribute('.DocSearch-Hit[aria-selected="true"] a', 'href');
    await page.keyboard.press('Enter');
    await waitFor(page, (href) => decodeURI(location.pathname + location.hash) === decodeURI(href), chosen!);
    // The chosen page's code is still arriving; a new navigation now would cut it off.
    await page.waitForNetworkIdle({idleTime: 100});

    await open('/docs/intro');
    await tabTo(`(el) => el.closest('nav[aria-label="Docs sidebar"]') !== null && el.textContent.trim() === 'Quick Start'`);
    await page.keyboard.press('Enter');
    await waitFor(page, () => location.pathname.endsWith('/quick-start-project'));
    nothingWentWrong();
  });
});

describe('pictures in Firefox', () => {
  const figure = 'figure.editor-shot[data-shot="find-in-files-results"]';
  const shown = (mode: string) =>
    waitFor(
      page,
      (selector) => {
        const img = document.querySelector<HTMLImageElement>(selector);
        return !!img && img.offsetParent !== null && img.complete && img.naturalWidth > 0;
      },
      `${figure} .editor-shot__${mode} img`,
    );
  const hidden = (mode: string) => page.$eval(`${figure} .editor-shot__${mode} img`, (img) => (img as HTMLElement).offsetParent === null);

  it('show the light capture in light mode and the dark one in dark mode', async () => {
    await open('/docs/Features/find-in-files');
    await page.$eval(figure, (el) => el.scrollIntoView());
    await shown('light');
    expect(await hidden('dark')).toBe(true);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await open('/docs/Features/find-in-files');
    await page.$eval(figure, (el) => el.scrollIntoView());
    await shown('dark');
    expect(await hidden('light')).toBe(true);
    nothingWentWrong();
  });
});

describe("the harness's waits in Firefox", () => {
  // Firefox ESR 140 holds code that WebDriver evaluates in the page to the site's
  // Content-Security-Policy, which forbids Function(); later versions do not. With Function()
  // taken away in the page, the harness's waits must still work, while puppeteer's own
  // waitForFunction, which rebuilds its predicate with Function(), must fail: the waits depend on
  // no engine version.
  it('need no Function() in the page', async () => {
    await open('/docs/intro');
    await page.evaluate(() => {
      const blocked = function () {
        throw new EvalError('call to Function() blocked by CSP');
      };
      Object.defineProperty(window, 'Function', {value: blocked});
    });
    expect(await waitFor(page, () => document.title.length > 0)).toBe(true);
    await waitForElement(page, 'html[data-has-hydrated="true"]');
    await expect(page.waitForFunction(() => true, {timeout: 5_000})).rejects.toThrow();
  });
});
