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
