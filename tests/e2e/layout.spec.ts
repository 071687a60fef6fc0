import {announcement} from '../../config/site';
import {blogPostSlugs, blogPostYears, docsVersions} from '../lib/routes';
import {DOCS_VERSIONS, OLDER_DOCS_VERSIONS} from '../../src/data/docsVersions';
import {test, expect, gotoReady} from './fixtures';

/** The oldest docs version still online. */
const OLDEST = DOCS_VERSIONS[DOCS_VERSIONS.length - 1]!;

/** The newest release with a post: the announcement bar must point at it. */
const newestRelease = blogPostSlugs
  .map((slug) => /^release-(\d+)\.(\d+)$/.exec(slug))
  .filter((match): match is RegExpExecArray => match !== null)
  .sort((a, b) => Number(a[1]) - Number(b[1]) || Number(a[2]) - Number(b[2]))
  .map((match) => `${match[1]}.${match[2]}`)
  .pop()!;

const html = (page: import('@playwright/test').Page) => page.locator('html');
const newestPostYear = Math.max(...blogPostYears);

/** The toggle cycles system → light → dark; click until the page is dark. */
async function switchToDark(page: import('@playwright/test').Page) {
  const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
  for (let i = 0; i < 3 && (await html(page).getAttribute('data-theme')) !== 'dark'; i++) {
    await toggle.click();
  }
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
}

test.describe('colour mode', () => {
  test('defaults to light, is stored under "theme" and survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoReady(page, '/docs/intro');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await switchToDark(page);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference when nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoReady(page, '/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('syncs across tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({colorScheme: 'light'});
    await second.emulateMedia({colorScheme: 'light'});
    await gotoReady(first, '/docs/intro');
    await gotoReady(second, '/blog');
    await expect(html(second)).toHaveAttribute('data-theme', 'light');
    await switchToDark(first);
    await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed, stays dismissed, and returns for a new id', async ({page}) => {
    await gotoReady(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    // It announces the newest release and links to its post.
    await expect(bar).toContainText(`Phoenix Code ${newestRelease}`);
    await expect(bar.getByRole('link')).toHaveAttribute('href', `/blog/release-${newestRelease}`);
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcement.id);
    await page.reload();
    await expect(bar).toHaveCount(0);
    // A reader who dismissed an older announcement sees the current one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(bar).toBeVisible();
  });
});

test('the chosen docs version is remembered', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoReady(page, '/docs/intro');
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: new RegExp(`^${docsVersions[0].name.replace('.', '\\.')}`)});
  await dropdown.first().hover();
  await page.locator('.dropdown__menu').getByRole('link', {name: OLDEST}).first().click();
  await expect(page).toHaveURL(new RegExp(`/docs/${OLDEST.replace('.', '\\.')}/intro$`));
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(OLDEST);
  await gotoReady(page, '/');
  await page.locator('.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/docs/${OLDEST.replace('.', '\\.')}/intro$`));
});

test('mobile menu opens at 390 px and closes when the window grows past 996 px', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoReady(page, '/docs/intro');
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await expect(toggle).toBeVisible();
  await toggle.click();
  const navbar = page.locator('nav.navbar');
  const sidebar = page.locator('.navbar-sidebar');
  // Docusaurus marks the open menu on the navbar itself; the regular expression below once ended
  // in "|" and matched any class list, so it could not fail.
  await expect(navbar).toHaveClass(/(^|\s)navbar-sidebar--show(\s|$)/);
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Blog'}).first()).toBeVisible();
  await page.setViewportSize({width: 1100, height: 844});
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar).toBeHidden();
  await expect(toggle).toBeHidden();
});

test('a docs version chosen in the mobile menu opens its page and closes the menu', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoReady(page, '/docs/Features/keyboard-shortcuts');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toHaveClass(/(^|\s)navbar-sidebar--show(\s|$)/);
  // On a docs page the drawer opens on the page's sidebar; the navbar's menus are one step back.
  await page.getByRole('button', {name: /back to main menu/i}).click();
  const drawer = page.locator('.navbar-sidebar');
  // The versions entry: its label, then the caret that opens and closes its list. The list starts
  // open where it holds the page's own version, so the caret is clicked only if it is closed.
  const caret = drawer.getByRole('button', {name: 'Versions', exact: true}).locator('xpath=following-sibling::button[1]');
  if ((await caret.getAttribute('aria-expanded')) === 'false') await caret.click();
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  await drawer.getByRole('link', {name: OLDEST, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/docs/${OLDEST.replace('.', '\\.')}/Features/keyboard-shortcuts$`));
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  await expect(drawer).toBeHidden();
});

test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 700});
  await gotoReady(page, '/docs/editing-text');
  const navbar = page.locator('nav.navbar');
  await page.mouse.move(640, 400);
  // Two steps: the navbar compares each scroll position with the one before.
  // The navbar's listener, added first, has seen the first scroll once this one has.
  await page.evaluate(() => {
    const w = window as unknown as {scrolled: Promise<unknown>};
    w.scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, {once: true}));
  });
  await page.mouse.wheel(0, 300);
  await page.evaluate(() => (window as unknown as {scrolled: Promise<unknown>}).scrolled.then(() => undefined));
  await page.mouse.wheel(0, 1200);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.mouse.wheel(0, -400);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('Tab sets the keyboard-navigation marker and a mouse press removes it', async ({page}) => {
  await gotoReady(page, '/');
  await page.keyboard.press('Tab');
  await expect(html(page)).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.down();
  await page.mouse.up();
  await expect(html(page)).not.toHaveClass(/navigation-with-keyboard/);
});

test('a slow route change shows the progress bar, hidden from assistive technology', async ({page}) => {
  await gotoReady(page, '/docs/intro');
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  // Record when the bar appears, measured from the click, in the page's own clock.
  await page.evaluate(() => {
    const w = window as unknown as {clickAt?: number; barAt?: number};
    document.addEventListener('click', () => (w.clickAt = performance.now()), {capture: true, once: true});
    new MutationObserver((_, observer) => {
      if (document.getElementById('nprogress')) {
        w.barAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, {childList: true});
  });
  await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  // Decoration only: nprogress's own `role="bar"` is no ARIA role (src/clientModules/progressBar.ts).
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(bar).not.toHaveAttribute('role');
  // A route change that finishes within 200 ms shows nothing: the bar waits that long.
  const delay = await page.evaluate(() => {
    const w = window as unknown as {clickAt?: number; barAt?: number};
    return (w.barAt ?? 0) - (w.clickAt ?? Infinity);
  });
  expect(delay).toBeGreaterThanOrEqual(195);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 15_000});
});

test('the table of contents lists heading levels 2 and 3 only', async ({page}) => {
  await page.setViewportSize({width: 1400, height: 900});
  await gotoReady(page, '/api/API-Reference/editor/Editor');
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
    await gotoReady(page, path);
    await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toBeVisible();
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
    await sidebar.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(sidebar).toHaveClass(/docSidebarContainerHidden/);
    await sidebar.locator('[role="button"][aria-label="Expand sidebar"]').click();
    await expect(sidebar).not.toHaveClass(/docSidebarContainerHidden/);
  }
});

test('API reference titles fit the screen and keep their size while the page hydrates', async ({page}) => {
  const titleSize = () => page.locator('article h1').evaluate((h1) => getComputedStyle(h1).fontSize);
  await page.setViewportSize({width: 1350, height: 900});
  await gotoReady(page, '/docs/intro');
  const docsTitleSize = await titleSize();
  await gotoReady(page, '/api/API-Reference/command/CommandManager');
  const apiTitleSize = await titleSize();
  expect(parseFloat(apiTitleSize)).toBeLessThan(parseFloat(docsTitleSize));
  // During hydration React Helmet rewrites <html class> piece by piece; the title must not follow it.
  await page.evaluate(() => (document.documentElement.className = ''));
  expect(await titleSize()).toBe(apiTitleSize);
  await page.setViewportSize({width: 390, height: 844});
  const overflow = await page.locator('article h1').evaluate((h1) => h1.scrollWidth - h1.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the navbar has every item of the spec and the logo links home', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoReady(page, '/docs/intro');
  const navbar = page.locator('nav.navbar');
  for (const name of ['Docs', 'API', 'Blog', 'Download', 'GitHub']) {
    await expect(navbar.getByRole('link', {name: new RegExp(`\\b${name}\\b`)}).first()).toBeVisible();
  }
  await expect(navbar.locator('.dropdown').filter({hasText: 'English'})).toBeVisible();
  await expect(navbar.locator('.dropdown').filter({hasText: OLDER_DOCS_VERSIONS[0]})).toBeVisible();
  await expect(navbar.getByRole('button', {name: /search/i})).toBeVisible();
  await navbar.locator('a.navbar__brand').click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('the footer has Docs, API, Community and More columns', async ({page}) => {
  await gotoReady(page, '/');
  const footer = page.locator('footer');
  for (const title of ['Docs', 'API', 'Community', 'More']) {
    await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
  }
  for (const name of [/discord/i, /forum/i, /follow on x/i, /youtube/i]) {
    await expect(footer.getByRole('link', {name})).toBeVisible();
  }
  // The year the site was built: never older than its newest post.
  const year = Number((await footer.innerText()).match(/Copyright © (\d{4})/)?.[1]);
  expect(year).toBeGreaterThanOrEqual(newestPostYear);
});

test('the blog archive lists the years, and the posts of each, newest first', async ({page}) => {
  await gotoReady(page, '/blog/archive');
  const dates: string[] = [];
  for (const heading of await page.locator('main h2').all()) {
    // The heading's text also holds its anchor link.
    const year = (await heading.innerText()).match(/\d{4}/)![0];
    const posts = await heading.locator('xpath=following-sibling::ul[1]/li').allInnerTexts();
    expect(posts.length, year).toBeGreaterThan(0);
    // "August 8 - Phoenix Code 5.2: …": the post's day in its year.
    for (const post of posts) dates.push(new Date(`${post.split(' - ')[0]} ${year} UTC`).toISOString());
  }
  expect(dates).toHaveLength(blogPostSlugs.length);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('the blog sidebar lists every post, grouped by year', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoReady(page, `/blog/release-${newestRelease}`);
  const sidebar = page.locator('aside nav').first();
  await expect(sidebar.locator('a')).toHaveCount(blogPostSlugs.length);
  const years = await sidebar.locator('[class*="yearGroupHeading"]').allInnerTexts();
  expect(years.length).toBeGreaterThan(0);
  expect(years.every((y) => /^\d{4}$/.test(y.trim()))).toBe(true);
});

test('live code blocks render the playground below the code', async ({page, watched}) => {
  await gotoReady(page, '/markdown-page');
  const playground = page.locator('[class*="playgroundContainer"]').first();
  await expect(playground).toBeVisible();
  const editorBox = await playground.locator('[class*="playgroundEditor"]').first().boundingBox();
  const previewBox = await playground.locator('[class*="playgroundPreview"]').first().boundingBox();
  expect(editorBox && previewBox && previewBox.y > editorBox.y).toBe(true);
  expect(watched.errors).toEqual([]);
});
