import type {Page} from '@playwright/test';
import {test, expect, gotoReady} from './fixtures';

/** Whether the search hits stay the same over `ms`. */
async function hitsUnchangedFor(page: Page, ms: number): Promise<boolean> {
  const hits = () => page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')).join(' '));
  const before = await hits();
  await page.waitForTimeout(ms);
  return before !== '' && before === (await hits());
}

/** Presses Tab until the focused element matches, and returns how many presses it took. */
async function tabTo(page: Page, matches: (el: Element) => boolean, max = 80): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    // A string is evaluated by the test driver; `new Function` in the page is refused by its Content-Security-Policy.
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return i;
  }
  throw new Error('never reached the element with Tab');
}

test('a keyboard-only reader can use the navbar, search, sidebar and table of contents', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoReady(page, '/docs/intro');

  // Skip link first, then the navbar.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(/skip to main content/i);
  await tabTo(page, (el) => el.textContent?.trim() === 'Blog' && el.tagName === 'A');
  await expect(page.locator(':focus')).toBeVisible();

  // Search: reach the button, open with Enter, search, pick a result with the arrows and Enter.
  await tabTo(page, (el) => el.classList.contains('DocSearch-Button'));
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('emmet');
  // Each keystroke is a query answered in turn, and a shorter one can rank another hit first: the
  // answer to the whole word is in once the list has stayed the same for 400 ms.
  await expect(page.locator('.DocSearch-Input')).toHaveValue('emmet');
  await expect.poll(() => hitsUnchangedFor(page, 400), {timeout: 15_000}).toBe(true);
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/emmet/i);
  // The first result is active; the arrows move through the list and back.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const chosen = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expect(decodeURI(new URL(page.url()).pathname + new URL(page.url()).hash)).toBe(decodeURI(chosen!));

  // Sidebar: a link is reachable and Enter follows it.
  await gotoReady(page, '/docs/intro');
  await tabTo(page, (el) => el.closest('nav[aria-label="Docs sidebar"]') !== null && el.textContent?.trim() === 'Quick Start');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/quick-start-project$/);

  // Table of contents: Enter jumps to the heading.
  await gotoReady(page, '/docs/Features/git');
  await tabTo(page, (el) => el.classList.contains('table-of-contents__link'), 150);
  const href = await page.locator(':focus').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(`[id="${href!.slice(1)}"]`)).toBeInViewport();
});
