import {apiHome, docsHome, siteUrl} from '../../config/site';
import {appLinks} from '../../src/data/appLinks';
import {specAppLinkTopics, specHomes, specRoutes} from '../lib/spec';
import {builtPages} from './builtRoutes';
import {test, expect, gotoReady} from './fixtures';

test('every route the spec names is a page of the build and is served', async ({request}) => {
  const pages = new Set(builtPages());
  expect(
    specRoutes.filter((path) => !pages.has(path)),
    'spec routes the build has no page for',
  ).toEqual([]);
  for (const path of specRoutes) expect((await request.get(encodeURI(path))).status(), path).toBe(200);
});

test('the docs and API homes are where the spec puts them, and the navbar leads there', async ({page}) => {
  expect({docs: docsHome, api: apiHome}).toEqual(specHomes);
  await page.setViewportSize({width: 1280, height: 900});
  await gotoReady(page, '/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', specHomes.docs);
  await expect(navbar.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', specHomes.api);
});

test('files beside the pages are served', async ({request}) => {
  for (const file of ['/blog/rss.xml', '/blog/atom.xml', '/sitemap.xml', '/robots.txt']) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
  }
  const rss = await (await request.get('/blog/rss.xml')).text();
  expect(rss).toContain('<rss');
  expect(rss).toContain('/blog/release-4.0');
  const atom = await (await request.get('/blog/atom.xml')).text();
  expect(atom).toContain('<feed');
});

test("app-link pages exist for every topic, the spec's included", async ({request}) => {
  const topics = appLinks.map((link) => link.topic);
  expect(specAppLinkTopics.filter((topic) => !topics.includes(topic))).toEqual([]);
  for (const topic of topics) {
    expect((await request.get(`/app-links/${topic}`)).status(), topic).toBe(200);
  }
});

test('an unknown path gets the not-found page with status 404', async ({page, watched}) => {
  // Chromium reports the document's own 404 as a failed resource: that one is the point here.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/docs/no-such-page-here')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const response = await gotoReady(page, '/docs/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
  // The reader's path and a search for its last word, once the page is live; the title survives.
  await expect(page.getByText('There is no page at /docs/no-such-page-here.')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Search the docs for “no such page here”'})).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Phoenix Code Docs');
  await expect(page.getByRole('link', {name: /docs home|documentation/i}).first()).toBeVisible();
  // One 404.html answers every path: the HTML names none, so hydrating it meets no other path.
  expect(errors).toEqual([]);
  expect(watched.foreignRequests).toEqual([]);
});

test('pages in a folder with a space: encoded links that the router still follows', async ({page, watched}) => {
  const livePreview = '/docs/Features/Live%20Preview/live-preview';
  // A page of the Features folder, so the sidebar shows the Live Preview folder.
  await gotoReady(page, '/docs/Features/git');
  expect(await page.locator('[href*=" "]').count(), 'hrefs with raw spaces').toBe(0);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  // Set on this document only: still there after the click means the router navigated, no page load.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await sidebar.getByRole('button', {name: 'Live Preview', exact: true}).click();
  await sidebar.locator(`a.menu__link[href="${livePreview}"]`).click();
  await page.waitForURL((url) => url.pathname === livePreview);
  await expect(page.locator('article h1')).toHaveText('Live Preview');
  expect(await page.evaluate(() => 'sameDocument' in window), 'client-side navigation').toBe(true);
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', livePreview);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${livePreview}`);
  expect(await page.locator('[href*=" "]').count(), 'hrefs with raw spaces').toBe(0);
  // On to the next page of the folder through the pagination link, still without a page load.
  const next = page.locator('a.pagination-nav__link--next');
  const nextHref = (await next.getAttribute('href'))!;
  expect(nextHref).toMatch(/^\/docs\/Features\/Live%20Preview\//);
  await next.click();
  await page.waitForURL((url) => url.pathname === nextHref);
  expect(await page.evaluate(() => 'sameDocument' in window), 'client-side navigation').toBe(true);
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', nextHref);
  expect(watched.errors).toEqual([]);
});
