import {readFileSync} from 'node:fs';
import {builtPages} from './builtRoutes';
import {test, expect, gotoReady} from './fixtures';

test('the site works when localStorage and sessionStorage throw, and logs the failure', async ({page}) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    }
  });
  const logged: string[] = [];
  const crashes: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  page.on('pageerror', (e) => crashes.push(String(e)));
  await gotoReady(page, '/docs/intro');
  await expect(page.locator('article h1')).toBeVisible();
  // Colour mode still switches, in memory.
  const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i++) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Client-side navigation and search still work.
  await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('git');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(crashes).toEqual([]);
  expect(logged.some((t) => /storage/i.test(t))).toBe(true);
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});
  test('pages are readable and their links work from the static HTML', async ({page}) => {
    for (const path of [
      '/',
      '/docs/intro',
      '/docs/Features/Live Preview/live-preview',
      '/api/getting-started',
      '/api/API-Reference/command/CommandManager',
      '/blog/release-4.0',
      '/search',
    ]) {
      await page.goto(encodeURI(path));
      await expect(page.locator('h1').first(), path).toBeVisible();
      const links = await page.locator('main a[href^="/"]').count();
      expect(links, `${path} has links`).toBeGreaterThan(0);
    }
    await page.goto('/docs/intro');
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', {name: /quick start/i})
      .first()
      .click();
    await expect(page).toHaveURL(/quick-start-project$/);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test('every page has its heading and content in the static HTML', async ({request}) => {
  for (const path of builtPages()) {
    const html = await (await request.get(encodeURI(path))).text();
    expect(html, path).toMatch(/<h1[^>]*>/);
    expect(
      html
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/).length,
      path,
    ).toBeGreaterThan(40);
  }
});

test('a page chunk that fails to load makes the link a full page load of the requested page', async ({page}) => {
  await gotoReady(page, '/docs/intro');
  const loaded = new Set<string>(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)));
  await page.route('**/assets/js/*.js', (route) => (loaded.has(route.request().url()) ? route.continue() : route.abort()));
  // A mark that only this document has: gone once the browser loads a new one.
  await page.evaluate(() => ((window as unknown as {beforeTheLink: boolean}).beforeTheLink = true));
  await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  // Docusaurus preloads a route's chunks before it shows the route; when that fails (a deployment
  // removed them), it reloads the page, which is the requested one by then. The reload is what is
  // right: the static HTML shows the page, and new chunk names come with it. No Retry button.
  await page.waitForFunction(() => !(window as unknown as {beforeTheLink?: boolean}).beforeTheLink && location.pathname === '/blog');
  await expect(page.locator('.theme-layout-main h1').first()).toBeVisible();
  await expect(page.getByRole('button', {name: /^(Retry|Try again)$/})).toHaveCount(0);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('a component that throws shows "This page crashed." and Try again', async ({page}) => {
  // Make the intro page's first section heading throw while rendering, as a broken component would.
  const marker = /^## (.+?)\s*\\?\{#/m.exec(readFileSync('docs/intro.md', 'utf8'))![1]!;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.body()).toString('utf8');
    const rendered = `children:${JSON.stringify(marker)}`;
    if (!body.includes(rendered)) return route.fulfill({response, body});
    return route.fulfill({response, body: body.replace(rendered, 'children:(()=>{throw new Error("Simulated component failure")})()')});
  });
  await page.goto('/docs/intro');
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.locator('body')).toContainText('Simulated component failure');
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('reduced motion skips the collapse animation', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.setViewportSize({width: 1280, height: 900});
  await gotoReady(page, '/docs/intro');
  const category = page.locator('.theme-doc-sidebar-item-category').filter({hasText: 'Problems Panel'}).first();
  await category.locator('.menu__link--sublist-caret, .menu__caret').first().click();
  const list = category.locator('ul.menu__list').first();
  const transition = await list.evaluate((el) => (el as HTMLElement).style.transition || getComputedStyle(el).transitionDuration);
  expect(transition).toMatch(/\b1ms\b|0\.001s|^0s$/);
});
