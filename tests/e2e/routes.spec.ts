import {siteFiles, appLinkRoutes} from '../../src/data/routes';
import {test, expect} from './fixtures';

test('files beside the pages are served', async ({request}) => {
  for (const file of siteFiles) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
  }
  const rss = await (await request.get('/blog/rss.xml')).text();
  expect(rss).toContain('<rss');
  expect(rss).toContain('/blog/release-4.0');
  const atom = await (await request.get('/blog/atom.xml')).text();
  expect(atom).toContain('<feed');
});

test('app-link pages exist for every topic', async ({request}) => {
  for (const path of appLinkRoutes) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('an unknown path gets the not-found page with status 404', async ({page, watched}) => {
  const response = await page.goto('/docs/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
  await expect(page.getByRole('link', {name: /docs home|documentation/i}).first()).toBeVisible();
  expect(watched.foreignRequests).toEqual([]);
});

test('paths ending in .html or index.html are normalised', async ({page}) => {
  for (const variant of ['/docs/intro.html', '/docs/intro/index.html', '/blog/index.html']) {
    const response = await page.goto(variant);
    expect(response?.status(), variant).toBe(200);
    expect(new URL(page.url()).pathname, variant).toBe(variant.replace(/(\/index)?\.html$/, ''));
    await expect(page.locator('h1').first()).toBeVisible();
  }
});
