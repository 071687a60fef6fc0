import {siteRoutes} from '../../src/data/routes';
import {siteUrl} from '../../config/site';
import {test, expect} from './fixtures';

test('sitemap.xml: weekly, priority 0.5, every page but tag pages', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    changefreq: /<changefreq>(.*?)<\/changefreq>/.exec(body!)?.[1],
    priority: /<priority>(.*?)<\/priority>/.exec(body!)?.[1],
  }));
  expect(entries.length).toBeGreaterThan(100);
  for (const entry of entries) {
    expect(entry.changefreq, entry.loc).toBe('weekly');
    expect(entry.priority, entry.loc).toBe('0.5');
    expect(entry.loc, 'tag pages are excluded').not.toMatch(/\/blog\/tags(\/|$)/);
  }
  const listed = new Set(entries.map((e) => decodeURI(e.loc.replace(siteUrl, '')) || '/'));
  for (const {path, kind} of siteRoutes) {
    if (kind === 'blog-tag') expect(listed.has(path), path).toBe(false);
    else expect(listed.has(path), `${path} is in the sitemap`).toBe(true);
  }
});
