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
