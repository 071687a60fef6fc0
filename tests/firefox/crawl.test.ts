import type {Page} from 'puppeteer-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {builtPages} from '../e2e/builtRoutes';
import {gotoReady, openSite, watch, type Site} from './firefox';

/**
 * Every page the build made, opened in Firefox: it answers 200, hydrates, and logs no console
 * error, has no failed request and asks no other host for anything. One browser, a few tabs in
 * turn (the config's maxConcurrency), so the cache works as a reader's does.
 */
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

describe.concurrent('every built page in Firefox', () => {
  it.each(builtPages())('%s loads with no console error and no failed request', (path) =>
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
