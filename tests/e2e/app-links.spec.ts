import {appLinks} from '../../src/data/appLinks';
import {inboundLinks} from '../../src/data/inboundLinks';
import type {Page} from '@playwright/test';
import {readingTest as test, expect, hashId} from './fixtures';

/**
 * The page is shared with the previous test, which may have left it on the same document: going
 * there again would only move to the anchor, with no response and no load to check.
 */
const leaveThePage = (page: Page) => page.goto('about:blank');

test.describe('in-app help links', () => {
  for (const {topic, to} of appLinks) {
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
