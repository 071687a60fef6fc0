// Timing queries on the /search page, shared by the search benchmarks.

/**
 * Types each query into the /search page's box (as React sees typing) and returns, per query, the
 * milliseconds until the page's live status reports that query's results.
 */
export async function timeSearchPageQueries(page, queries) {
  const times = [];
  for (const {q} of queries) {
    times.push(
      await page.evaluate(async (query) => {
        const input = document.querySelector('input[type="search"]');
        const status = document.querySelector('[aria-live="polite"]');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const started = performance.now();
        setter.call(input, query);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        await new Promise((resolve) => {
          const check = () =>
            /result|No results/.test(status.textContent) && !/Searching/.test(status.textContent) && status.textContent.includes(query)
              ? resolve()
              : requestAnimationFrame(check);
          check();
        });
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
 */
export async function timeColdModalOpen(page, url, query, {settled}) {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  if (settled) await page.waitForLoadState('networkidle');
  await page.evaluate((text) => {
    window.__coldOpen = new Promise((resolve) => {
      let started = null;
      let entered = false;
      document.addEventListener('keydown', (event) => {
        if (started === null && event.key.toLowerCase() === 'k') started = performance.now();
      });
      const observer = new MutationObserver(() => {
        const input = document.querySelector('.DocSearch-Input');
        if (input && !entered) {
          entered = true;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
          input.dispatchEvent(new Event('input', {bubbles: true}));
        }
        if (document.querySelector('.DocSearch-Hit')) {
          observer.disconnect();
          // The frame that paints the hit: rAF callbacks run just before it is drawn.
          requestAnimationFrame(() => resolve(Math.round(performance.now() - started)));
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
  }, query);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Hit').first().waitFor();
  return page.evaluate(() => window.__coldOpen);
}
