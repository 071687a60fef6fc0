import {apiHome, docsHome} from '../../config/site';
import {appLinks} from '../../src/data/appLinks';
import {specAppLinkTopics, specHomes, specRoutes} from '../lib/spec';
import {builtPages} from './builtRoutes';
import {test, expect, gotoReady} from './fixtures';

test('every route the spec names is a page of the build and is served', async ({request}) => {
  const pages = new Set(builtPages());
  expect(specRoutes.filter((path) => !pages.has(path)), 'spec routes the build has no page for').toEqual([]);
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

test('app-link pages exist for every topic, the spec\'s included', async ({request}) => {
  const topics = appLinks.map((link) => link.topic);
  expect(specAppLinkTopics.filter((topic) => !topics.includes(topic))).toEqual([]);
  for (const topic of topics) {
    expect((await request.get(`/app-links/${topic}`)).status(), topic).toBe(200);
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
