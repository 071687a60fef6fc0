import {test as base, expect, type Page} from '@playwright/test';

/**
 * A page that records console errors, uncaught exceptions and every request that leaves the
 * site's origin, so any test can assert that nothing went wrong while it ran.
 */
export type Watched = {errors: string[]; foreignRequests: string[]};

export function watch(page: Page): Watched {
  const watched: Watched = {errors: [], foreignRequests: []};
  page.on('console', (msg) => {
    if (msg.type() === 'error') watched.errors.push(msg.text());
  });
  page.on('pageerror', (err) => watched.errors.push(String(err)));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
      watched.foreignRequests.push(req.url());
    }
  });
  return watched;
}

export const test = base.extend<{watched: Watched}>({
  watched: async ({page}, use) => {
    await use(watch(page));
  },
});

/**
 * For tests that only open pages and read them: one browser page per worker, kept from one test to
 * the next, so the browser cache is warm as a returning reader's. A cold load costs a second of
 * parsing and compiling the site's code, which adds up over dozens of such tests.
 */
export const readingTest = test.extend<object, {readingPage: Page}>({
  readingPage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});

export {expect};

/** The id of the heading a URL's hash points at, decoded. */
export function hashId(url: string): string {
  return decodeURIComponent(new URL(url, 'http://x').hash.slice(1));
}

/**
 * Opens a page and waits until React has hydrated it: before that, the server-rendered HTML is
 * visible but buttons do nothing.
 */
export async function gotoReady(page: Page, path: string) {
  // Paths in the manifest are written as readers see them ("Live Preview"); queries arrive encoded.
  const response = await page.goto(path.replace(/ /g, '%20'));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return response;
}

/**
 * Resolves once the page's start-up work (src/plugins/start-up/afterStartUp.ts: a frame, then an
 * idle callback) has run. Idle callbacks run in the order they were asked for, and this one is
 * asked for two frames after hydration, after every task the page queued on its way to hydrate.
 * A test that checks that something was NOT done waits for this instead of a fixed time.
 */
export async function startUpWorkDone(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))),
  );
}
