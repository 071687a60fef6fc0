import {announcement} from '../../config/site';
import {test, expect} from './fixtures';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('colour mode', () => {
  test('defaults to light, is stored under "theme" and survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/intro');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference when nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('syncs across tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({colorScheme: 'light'});
    await second.emulateMedia({colorScheme: 'light'});
    await first.goto('/docs/intro');
    await second.goto('/blog');
    await expect(html(second)).toHaveAttribute('data-theme', 'light');
    await first.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(html(first)).toHaveAttribute('data-theme', 'dark');
    await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed, stays dismissed, and returns for a new id', async ({page}) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({hasText: 'Phoenix Code 4.0'}).or(page.locator('[class*="announcementBar"]')).first();
    await expect(bar).toBeVisible();
    await page.getByRole('button', {name: /close/i}).first().click();
    await expect(page.locator('[class*="announcementBar"]')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcement.id);
    await page.reload();
    await expect(page.locator('[class*="announcementBar"]')).toHaveCount(0);
    // A reader who dismissed an older announcement sees the current one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(page.locator('[class*="announcementBar"]')).toBeVisible();
  });
});

test('the chosen docs version is remembered', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/intro');
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: /^4\.0|3\.10/});
  await dropdown.first().hover();
  await page.locator('.dropdown__menu').getByRole('link', {name: '3.10'}).first().click();
  await expect(page).toHaveURL(/\/docs\/3\.10\/intro$/);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('3.10');
  await page.goto('/');
  await page.locator('.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/3\.10\/intro$/);
});

test('mobile menu opens at 390 px and closes when the window grows past 996 px', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/intro');
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await expect(toggle).toBeVisible();
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/navbar-sidebar--show|/);
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Blog'}).first()).toBeVisible();
  await page.setViewportSize({width: 1100, height: 844});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(toggle).toBeHidden();
});

test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 700});
  await page.goto('/docs/editing-text');
  const navbar = page.locator('nav.navbar');
  await page.mouse.wheel(0, 1500);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.mouse.wheel(0, -400);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('Tab sets the keyboard-navigation marker and a mouse press removes it', async ({page}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(html(page)).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.down();
  await page.mouse.up();
  await expect(html(page)).not.toHaveClass(/navigation-with-keyboard/);
});

test('a slow route change shows the progress bar', async ({page}) => {
  await page.goto('/docs/intro');
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 15_000});
});

test('the table of contents lists heading levels 2 and 3 only', async ({page}) => {
  await page.setViewportSize({width: 1400, height: 900});
  await page.goto('/api/API-Reference/editor/Editor');
  const tocLinks = page.locator('.table-of-contents a');
  await expect(tocLinks.first()).toBeVisible();
  const levels = await tocLinks.evaluateAll((links) =>
    links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName),
  );
  expect(levels.length).toBeGreaterThan(3);
  expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
  const h4Count = await page.locator('article h4[id]').count();
  expect(h4Count, 'the page has deeper headings that the TOC leaves out').toBeGreaterThan(0);
});

test('docs and API pages share a hideable sidebar and breadcrumbs', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  for (const path of ['/docs/Features/Live Preview/live-preview', '/api/How-To/Menus']) {
    await page.goto(encodeURI(path));
    await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toBeVisible();
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', {name: /collapse sidebar/i}).click();
    await expect(page.getByRole('button', {name: /expand sidebar/i})).toBeVisible();
    await page.getByRole('button', {name: /expand sidebar/i}).click();
    await expect(page.getByRole('button', {name: /collapse sidebar/i})).toBeVisible();
  }
});

test('the navbar has every item of the spec and the logo links home', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/intro');
  const navbar = page.locator('nav.navbar');
  for (const name of ['Docs', 'API', 'Blog', 'Download', 'GitHub']) {
    await expect(navbar.getByRole('link', {name, exact: true}).first()).toBeVisible();
  }
  await expect(navbar.locator('.dropdown').filter({hasText: 'English'})).toBeVisible();
  await expect(navbar.locator('.dropdown').filter({hasText: '4.0'})).toBeVisible();
  await expect(navbar.getByRole('button', {name: /search/i})).toBeVisible();
  await navbar.locator('a.navbar__brand').click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('the footer has Docs, API, Community and More columns', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const title of ['Docs', 'API', 'Community', 'More']) {
    await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
  }
  for (const name of [/discord/i, /forum/i, /follow on x/i, /youtube/i]) {
    await expect(footer.getByRole('link', {name})).toBeVisible();
  }
  await expect(footer).toContainText('2025');
});

test('the blog sidebar lists every post, grouped by year', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/blog/release-4.0');
  const sidebar = page.locator('aside nav').first();
  await expect(sidebar.locator('a')).toHaveCount(9);
  const years = await sidebar.locator('[class*="yearGroupHeading"]').allInnerTexts();
  expect(years.length).toBeGreaterThan(0);
  expect(years.every((y) => /^\d{4}$/.test(y.trim()))).toBe(true);
});

test('live code blocks render the playground below the code', async ({page, watched}) => {
  await page.goto('/markdown-page');
  const playground = page.locator('[class*="playgroundContainer"]').first();
  await expect(playground).toBeVisible();
  const editorBox = await playground.locator('[class*="playgroundEditor"]').first().boundingBox();
  const previewBox = await playground.locator('[class*="playgroundPreview"]').first().boundingBox();
  expect(editorBox && previewBox && previewBox.y > editorBox.y).toBe(true);
  expect(watched.errors).toEqual([]);
});
