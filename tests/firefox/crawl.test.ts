import type {Page} from 'puppeteer-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {builtPages} from '../e2e/builtRoutes';
import {samplePages} from '../lib/pageSample';
import {gotoReady, openSite, watch, type Site} from './firefox';

/**
 * Pages of every kind the build made, opened in Firefox: each answers 200, hydrates, and logs no
 * console error, has no failed request and asks no other host for anything. Chromium's crawl opens
 * every page; pages of one kind share their layout and code, so Firefox opens a fixed sample of
 * each kind (tests/lib/pageSample.ts), other pages than WebKit's. One browser, a few tabs in turn
 * (the config's maxConcurrency), so the cache works as a reader's does.
 */
const PER_KIND = 3;
const TABS = 3;
let site: Site;
const idle: Page[] = [];
const waiting: Array<(page: Page) => void> = [];

async function withTab<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const page = idle.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
  try {
    return await use(page);
  } finally {
    const next = waiting.shift();
    if (next) next(page);
    else idle.push(page);
  }
}

beforeAll(async () => {
  site = await openSite();
  for (let i = 0; i < TABS; i++) idle.push(await site.browser.newPage());
});

afterAll(async () => {
  await site?.close();
});

describe.concurrent('pages of every kind in Firefox', () => {
  it.each(samplePages(builtPages(), PER_KIND))('%s loads with no console error and no failed request', (path) =>
    withTab(async (page) => {
      const {watched, stop} = watch(page, site.origin);
      try {
        const response = await gotoReady(page, site.origin, path);
        expect(response?.status(), 'HTTP status').toBe(200);
        expect(await page.$eval('main h1, article h1, header h1', (h1) => h1.textContent?.trim() ?? ''), 'h1').not.toBe('');
        // Whatever the page loads after hydrating (lazy code, the idle prefetch) has arrived.
        await page.waitForNetworkIdle({idleTime: 100});
      } finally {
        stop();
      }
      expect(watched).toEqual({errors: [], failedRequests: [], foreignRequests: []});
    }),
  );
});
