import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {builtPages} from '../e2e/builtRoutes';
import {samplePages} from '../lib/pageSample';
import {gotoReady, inPage, openSite, type Site} from './webkit';

/**
 * Pages of every kind, opened in WebKit: each hydrates, shows its heading, and logs no console
 * error, has no failed request and breaks no rule of the Content-Security-Policy (which also keeps
 * any request to another host from leaving). Chromium opens every page; WebKit opens a fixed
 * sample of each kind (tests/lib/pageSample.ts), other pages than Firefox's.
 */
const PER_KIND = 2;
const SHIFT = 0.5;
let site: Site;

beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

describe('pages of every kind in WebKit', () => {
  it.each(samplePages(builtPages(), PER_KIND, SHIFT))('%s loads with no console error and no failed request', async (path) => {
    site.reset();
    await gotoReady(site, path);
    const h1 = await inPage<string>(
      site.driver,
      `return document.querySelector('main h1, article h1, header h1')?.textContent.trim() ?? ''`,
    );
    expect(h1, 'h1').not.toBe('');
    expect(await site.watched()).toEqual({errors: [], failedRequests: []});
  });
});

describe('the watch itself', () => {
  // WebDriver tells nothing here, so the proxy and its script are all that stand between an error
  // and a passing test: they must see one.
  it('records a console error, an uncaught error and a failed request', async () => {
    site.reset();
    await gotoReady(site, '/no-such-page');
    await inPage(site.driver, `console.error('on purpose'); setTimeout(() => { throw new Error('thrown on purpose'); });`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const watched = await site.watched();
    expect(watched.errors).toContain('on purpose');
    expect(watched.errors.some((error) => error.includes('thrown on purpose'))).toBe(true);
    expect(watched.failedRequests).toContain('/no-such-page: HTTP 404');
  });
});
