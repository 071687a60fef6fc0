import {load} from 'cheerio';
import {appLinks} from '../../src/data/appLinks';
import {inboundLinks} from '../../src/data/inboundLinks';
import type {Page} from '@playwright/test';
import {readingTest as test, expect, hashId} from './fixtures';

/**
 * The page is shared with the previous test, which may have left it on the same document: going
 * there again would only move to the anchor, with no response and no load to check.
 */
const leaveThePage = (page: Page) => page.goto('about:blank');

/**
 * Every in-app help link is a redirect page written from one template (src/plugins/redirect-pages)
 * to a heading the content test finds in the docs. Each is read over HTTP: its refresh goes to its
 * target, and the target page has that heading. A browser follows a spread of them to the heading,
 * on screen.
 */
const FOLLOWED_EVERY = 5;

test.describe('in-app help links', () => {
  test('every /app-links/ page points at its target, and the target has the heading', async ({request}) => {
    for (const {topic, to} of appLinks) {
      const response = await request.get(`/app-links/${topic}`);
      expect(response.status(), topic).toBe(200);
      const refresh = load(await response.text())('meta[http-equiv="refresh"]').attr('content');
      expect(decodeURI(refresh?.replace(/^0; url=/, '') ?? ''), `${topic}: where its refresh goes`).toBe(to);
      const target = new URL(to, 'http://x');
      const page = await request.get(target.pathname);
      expect(page.status(), `${topic}: ${target.pathname}`).toBe(200);
      const heading = load(await page.text())(`[id="${hashId(to)}"]`);
      expect(heading.prop('tagName'), `${topic}: a heading with the id ${hashId(to)}`).toMatch(/^H[1-6]$/);
    }
  });

  for (const {topic, to} of appLinks.filter((_, i) => i % FOLLOWED_EVERY === 0)) {
    test(`/app-links/${topic} lands on ${to}`, async ({readingPage: page}) => {
      await leaveThePage(page);
      await page.goto(`/app-links/${topic}`);
      const target = new URL(to, 'http://x');
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(target.pathname) && url.hash === target.hash);
      const heading = page.locator(`[id="${hashId(to)}"]`);
      await expect(heading).toHaveCount(1);
      expect(await heading.evaluate((el) => /^H[1-6]$/.test(el.tagName))).toBe(true);
      await expect(heading).toBeInViewport();
    });
  }
});

test.describe('links that released editors open straight into the docs', () => {
  for (const {href, to, foundIn} of inboundLinks) {
    test(`${href} lands on ${to} (${foundIn})`, async ({readingPage: page}) => {
      await leaveThePage(page);
      const response = await page.goto(href);
      expect(response?.status(), 'no not-found page on the way').toBeLessThan(400);
      const target = new URL(to, 'http://x');
      const wantedHash = href.includes('#') ? new URL(href, 'http://x').hash : target.hash;
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(target.pathname) && url.hash === wantedHash);
      await expect(page.locator('main h1, article h1').first()).toBeVisible();
      if (wantedHash) {
        const heading = page.locator(`[id="${wantedHash.slice(1)}"]`);
        await expect(heading).toHaveCount(1);
        await expect(heading).toBeInViewport();
      }
    });
  }
});
