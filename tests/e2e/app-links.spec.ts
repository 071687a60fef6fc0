import {appLinks} from '../../src/data/appLinks';
import {test, expect, hashId} from './fixtures';

test.describe('in-app help links', () => {
  for (const {topic, to} of appLinks) {
    test(`/app-links/${topic} lands on ${to}`, async ({page}) => {
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
