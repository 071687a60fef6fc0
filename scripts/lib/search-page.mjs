// Timing queries on the /search page, shared by the search benchmarks.

/**
 * A query of tests/search/relevance.json and the page expected among its first `top` (3) results.
 * @typedef {{q: string, expect: string, top?: number}} RelevanceQuery
 */

/**
 * The value setter of every text input: React reads typing through it, so a value set with it is
 * seen as typed.
 * @typedef {{set: (this: HTMLInputElement, value: string) => void}} ValueAccessor
 */

/** @typedef {typeof window & {__coldOpen: Promise<number>}} ColdOpenWindow the page of timeColdModalOpen */

/**
 * Types each query into the /search page's box (as React sees typing) and returns, per query, the
 * milliseconds until the page's live status reports that query's results.
 * @param {import('playwright-core').Page} page
 * @param {readonly {q: string}[]} queries
 * @returns {Promise<number[]>}
 */
export async function timeSearchPageQueries(page, queries) {
  const times = [];
  for (const {q} of queries) {
    times.push(
      await page.evaluate(async (query) => {
        // The page's search box and live status; the benchmark runs on /search, which has both.
        const input = /** @type {HTMLInputElement} */ (document.querySelector('input[type="search"]'));
        const status = /** @type {Element} */ (document.querySelector('[aria-live="polite"]'));
        const setter = /** @type {ValueAccessor} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')).set;
        const started = performance.now();
        setter.call(input, query);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        await /** @type {Promise<void>} */ (
          new Promise((resolve) => {
            const check = () =>
              /result|No results/.test(status.textContent) && !/Searching/.test(status.textContent) && status.textContent.includes(query)
                ? resolve()
                : requestAnimationFrame(check);
            check();
          })
        );
        return performance.now() - started;
      }, q),
    );
  }
  return times;
}

/**
 * Opens the search modal cold on a page just loaded in a fresh browser context (no modal code, no
 * engine, no index in memory or cache) and returns the milliseconds from Ctrl+K to the frame that
 * shows the first hit of `query`.
 *
 * The time is taken in the page, and the query is entered the moment the modal's input exists, as
 * a paste would enter it: so the figure is the site's work, without the round trips between the
 * benchmark and the browser that Playwright's fill and waitFor add (40 to 100 ms on a 2-core
 * machine).
 *
 * `settled: false` presses Ctrl+K the moment the page has hydrated, while the page still prefetches
 * the routes its links point to: the worst case. `settled: true` waits until the network has been
 * quiet for half a second first, as it is by the time a reader has looked at the page.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {string} query
 * @param {{settled: boolean}} options
 * @returns {Promise<number>}
 */
export async function timeColdModalOpen(page, url, query, {settled}) {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  if (settled) await page.waitForLoadState('networkidle');
  await page.evaluate((text) => {
    /** @type {ColdOpenWindow} */ (window).__coldOpen = new Promise((resolve) => {
      /** @type {number | null} */
      let started = null;
      let entered = false;
      document.addEventListener('keydown', (event) => {
        if (started === null && event.key.toLowerCase() === 'k') started = performance.now();
      });
      const observer = new MutationObserver(() => {
        const input = /** @type {HTMLInputElement | null} */ (document.querySelector('.DocSearch-Input'));
        if (input && !entered) {
          entered = true;
          /** @type {ValueAccessor} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')).set.call(input, text);
          input.dispatchEvent(new Event('input', {bubbles: true}));
        }
        if (document.querySelector('.DocSearch-Hit')) {
          observer.disconnect();
          // The frame that paints the hit: rAF callbacks run just before it is drawn.
          // `started` is set by then: the Ctrl+K that opens the modal comes after this listener.
          requestAnimationFrame(() => resolve(Math.round(performance.now() - /** @type {number} */ (started))));
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
  }, query);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Hit').first().waitFor();
  return page.evaluate(() => /** @type {ColdOpenWindow} */ (window).__coldOpen);
}
