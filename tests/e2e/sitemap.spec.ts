import {siteUrl} from '../../config/site';
import {builtPages} from './builtRoutes';
import {test, expect} from './fixtures';

const isTagPage = (path: string) => /^\/blog\/tags(\/|$)/.test(path);

test('sitemap.xml: weekly, priority 0.5, every page of the build but tag pages', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    changefreq: /<changefreq>(.*?)<\/changefreq>/.exec(body!)?.[1],
    priority: /<priority>(.*?)<\/priority>/.exec(body!)?.[1],
  }));
  for (const entry of entries) {
    expect(entry.changefreq, entry.loc).toBe('weekly');
    expect(entry.priority, entry.loc).toBe('0.5');
  }
  const pages = builtPages();
  expect(pages.some(isTagPage), 'the build has tag pages to leave out').toBe(true);
  const listed = entries.map((e) => decodeURI(e.loc.replace(siteUrl, '')) || '/').sort();
  expect(listed).toEqual(pages.filter((path) => !isTagPage(path)).sort());
});
