import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import {load} from 'cheerio';
import matter from 'gray-matter';
import type {APIRequestContext, Page} from '@playwright/test';
import {siteUrl} from '../../config/site';
import {blogPostSlugs, docsVersions} from '../lib/routes';
import {DOCS_VERSIONS} from '../../src/data/docsVersions';
import {twinProblems} from '../../src/plugins/markdown-twins/check';
import {builtPages} from './builtRoutes';
import {test, expect, gotoReady} from './fixtures';

/** The oldest docs version still online. */
const OLDEST = DOCS_VERSIONS[DOCS_VERSIONS.length - 1]!;

/**
 * The site for machines: Markdown twins of every page, llms.txt and llms-full.txt, the alternate
 * links, the Copy page button and the pages' JSON-LD.
 */

/** The build's pages by kind: current docs, older docs, developer guides, API reference. */
const olderDocsPrefixes = docsVersions.slice(1).map((version) => `${version.path}/`);
const kindOf = (route: string) => {
  if (route.startsWith('/docs/')) return olderDocsPrefixes.some((prefix) => route.startsWith(prefix)) ? 'doc-version' : 'doc';
  if (route === '/api/API-Reference' || route.startsWith('/api/API-Reference/')) return 'api-reference';
  if (route.startsWith('/api/')) return 'api-guide';
  return 'other';
};
const siteRoutes = builtPages()
  .filter((route) => !/\/tags(\/|$)/.test(route))
  .map((path) => ({path, kind: kindOf(path)}));
const twinKinds = new Set(['doc', 'doc-version', 'api-guide', 'api-reference']);
const twinRoutes = [...siteRoutes.filter((r) => twinKinds.has(r.kind)).map((r) => r.path), ...blogPostSlugs.map((slug) => `/blog/${slug}`)];
const encoded = (route: string) => encodeURI(route);
/** The reference's landing page (api/API-Reference.md) is in both route lists; it belongs to the reference. */
const referenceRoutes = new Set(siteRoutes.filter((r) => r.kind === 'api-reference').map((r) => r.path));
const guideRoutes = siteRoutes.filter((r) => r.kind === 'api-guide' && !referenceRoutes.has(r.path)).map((r) => r.path);
/** A URL of the live site, as the local server serves it. */
const local = (url: string) => {
  expect(url.startsWith(`${siteUrl}/`), url).toBe(true);
  return url.slice(siteUrl.length);
};

async function getText(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  return {status: res.status(), type: res.headers()['content-type'] ?? '', text: res.status() === 200 ? await res.text() : ''};
}

test('every docs page of every version, guide, API page and blog post has a clean Markdown twin', async ({request}) => {
  expect(twinRoutes.length).toBeGreaterThan(200);
  for (const route of twinRoutes) {
    const {status, type, text} = await getText(request, `${encoded(route)}.md`);
    expect.soft(status, `${route}.md`).toBe(200);
    expect.soft(type, `${route}.md`).toBe('text/markdown; charset=utf-8');
    expect
      .soft(text, `${route}.md starts with its title and address`)
      .toMatch(new RegExp(`^# .+\\n\\nSource: \\[${(siteUrl + encoded(route)).replace(/[.?*+()[\]]/g, '\\$&')}\\]`));
    expect.soft(twinProblems(text), `${route}.md`).toEqual([]);
  }
});

test('a twin keeps what the page shows: menu paths, keys per OS, code with its language, tables', async ({request}) => {
  const {text} = await getText(request, '/docs/editing-text.md');
  expect(text).toContain('**File > Open Preferences File**');
  expect(text).toMatch(/\*\*Edit > Duplicate\*\* \(`Ctrl\+D`; macOS: `Cmd\+D`\)/);
  expect(text).toMatch(/^```json\n\{\n {2}"editor\.indentGuides": true,/m);
  expect(text).toMatch(/^\| Preference \| Default \| Effect \|$/m);
  const reference = (await getText(request, '/api/API-Reference/command/Commands.md')).text;
  expect(reference).toContain('const Commands = brackets.getModule("command/Commands");');
});

/** `- [Title](url): description` lines of llms.txt, by section. */
function llmsSections(text: string): Map<string, {title: string; url: string; description: string}[]> {
  const sections = new Map<string, {title: string; url: string; description: string}[]>();
  let current: string | null = null;
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections.set((current = heading[1]!), []);
    const link = /^- \[(.+?)\]\((\S+?)\)(?:: (.+))?$/.exec(line);
    if (link && current) sections.get(current)!.push({title: link[1]!, url: link[2]!, description: link[3] ?? ''});
  }
  return sections;
}

test('llms.txt lists every current docs page, guide and API module, and every link resolves', async ({request}) => {
  const {status, type, text} = await getText(request, '/llms.txt');
  expect(status).toBe(200);
  expect(type).toContain('text/plain');
  expect(text).toMatch(/^# Phoenix Code Docs\n\n> .{40,}\n/);
  const sections = llmsSections(text);
  expect([...sections.keys()]).toEqual(['Docs', 'Developer guides', 'API reference', 'Optional']);
  const urls = (section: string) => new Set(sections.get(section)!.map((e) => e.url));
  const twin = (route: string) => `${siteUrl}${encoded(route)}.md`;
  const expected = {
    Docs: siteRoutes.filter((r) => r.kind === 'doc').map((r) => r.path),
    'Developer guides': guideRoutes,
    'API reference': [...referenceRoutes],
  };
  for (const [section, routes] of Object.entries(expected)) {
    for (const route of routes) expect.soft(urls(section).has(twin(route)), `${route} in ${section}`).toBe(true);
    expect.soft(urls(section).size, `${section}: nothing else`).toBe(routes.length);
  }
  // Only the current version: older versions are named in the text, not listed.
  const older = docsVersions.slice(1).map((v) => `${siteUrl}${v.path}/`);
  const all = [...sections.values()].flat();
  expect(all.filter((e) => older.some((prefix) => e.url.startsWith(prefix)))).toEqual([]);
  for (const entry of [...sections.get('Docs')!, ...sections.get('Developer guides')!, ...sections.get('API reference')!]) {
    expect.soft(entry.description.length, `${entry.url}: a description`).toBeGreaterThan(15);
  }
  for (const entry of all) {
    const res = await request.get(local(entry.url));
    expect.soft(res.status(), entry.url).toBe(200);
  }
});

test('llms-full.txt holds the current docs and guides, in sidebar order, each with its title and address', async ({request}) => {
  const {status, text} = await getText(request, '/llms-full.txt');
  expect(status).toBe(200);
  expect(text).toMatch(/^# Phoenix Code Docs\n\n> /);
  const sources = [...text.matchAll(/^Source: \[(\S+)\]/gm)].map((m) => m[1]!);
  const expected = [...siteRoutes.filter((r) => r.kind === 'doc').map((r) => r.path), ...guideRoutes].map(
    (route) => `${siteUrl}${encoded(route)}`,
  );
  expect(new Set(sources)).toEqual(new Set(expected));
  expect(sources.length).toBe(expected.length);
  // Sidebar order: the introduction comes first, and the guides follow every user page.
  expect(sources[0]).toBe(`${siteUrl}/docs/intro`);
  const firstGuide = sources.findIndex((s) => s.startsWith(`${siteUrl}/api/`));
  expect(sources.slice(firstGuide).every((s) => s.startsWith(`${siteUrl}/api/`))).toBe(true);
  expect(twinProblems(text)).toEqual([]);
});

test('pages link their twin in the head, already in the server-rendered HTML', async ({request, page}) => {
  for (const route of [
    '/docs/Features/Live Preview/live-preview',
    `/docs/${OLDEST}/intro`,
    '/api/getting-started',
    '/api/API-Reference/command/Menus',
    '/blog/release-5.2',
  ]) {
    const $ = load(await (await request.get(encoded(route))).text());
    const links = $('head link[rel="alternate"][type="text/markdown"]');
    expect(links, route).toHaveLength(1);
    const href = links.attr('href');
    expect(href, route).toBe(`${encoded(route)}.md`);
    const twin = await request.get(href!);
    expect(twin.status(), route).toBe(200);
    expect(twin.headers()['content-type'], route).toBe('text/markdown; charset=utf-8');
  }
  // After hydration, and after moving to another page in the browser, the link follows the page.
  await gotoReady(page, '/docs/intro');
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/docs/intro.md');
  await page.locator('nav[aria-label="Docs sidebar"] a', {hasText: 'Quick Start'}).first().click();
  await expect(page).toHaveURL(/quick-start-project$/);
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/docs/quick-start-project.md');
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveCount(1);
});

/** The release date each docs version's pages are published with: its release notes' date. */
function releaseDate(version: string): string {
  const file = readdirSync(path.join(__dirname, '../../blog')).find(
    (f) => matter(readFileSync(path.join(__dirname, '../../blog', f), 'utf8')).data.slug === `release-${version}`,
  )!;
  const {date} = matter(readFileSync(path.join(__dirname, '../../blog', file), 'utf8')).data as {date: Date | string};
  return new Date(date).toISOString().slice(0, 10);
}

test('docs and guide pages carry JSON-LD: a TechArticle and its breadcrumbs', async ({request}) => {
  const cases = [
    {route: '/docs/Features/Live Preview/live-preview', version: docsVersions[0].name, crumbs: 1},
    {route: `/docs/${OLDEST}/Features/git`, version: OLDEST, crumbs: 1},
    {route: '/api/How-To/Menus', version: docsVersions[0].name, crumbs: 1},
    {route: '/api/API-Reference/command/Menus', version: docsVersions[0].name, crumbs: 2},
  ];
  for (const {route, version, crumbs} of cases) {
    const $ = load(await (await request.get(encoded(route))).text());
    const scripts = $('script[type="application/ld+json"]')
      .toArray()
      .map((script) => JSON.parse($(script).text()) as Record<string, unknown>);
    const graphs = scripts.filter((s) => Array.isArray(s['@graph']));
    expect(graphs, route).toHaveLength(1);
    expect(
      scripts.filter((s) => s['@type'] === 'BreadcrumbList'),
      `${route}: the theme's own breadcrumbs script is gone`,
    ).toEqual([]);
    const [article, breadcrumbs] = graphs[0]!['@graph'] as Record<string, unknown>[];
    const title = $('article h1').first().text();
    const description = $('meta[name="description"]').attr('content');
    expect(graphs[0]!['@context'], route).toBe('https://schema.org');
    expect(article, route).toMatchObject({
      '@type': 'TechArticle',
      headline: title,
      description,
      url: `${siteUrl}${encoded(route)}`,
      datePublished: releaseDate(version),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      version,
    });
    expect(breadcrumbs!['@type'], route).toBe('BreadcrumbList');
    const items = breadcrumbs!.itemListElement as {position: number; name: string; item: string}[];
    expect(items.length, `${route}: breadcrumbs`).toBeGreaterThanOrEqual(crumbs);
    items.forEach((item, i) => {
      expect(item.position).toBe(i + 1);
      expect(item.item, route).toMatch(new RegExp(`^${siteUrl}/\\S+$`));
    });
    expect(items.at(-1)!.item, route).toBe(`${siteUrl}${encoded(route)}`);
  }
});

async function copyButtonAxe(page: Page): Promise<string[]> {
  // Evaluated by the test driver: the page's Content-Security-Policy refuses an injected inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    type Violation = {id: string; nodes: {target: string[]; failureSummary?: string}[]};
    const run = (window as unknown as {axe: {run: (ctx: unknown, opts: object) => Promise<{violations: Violation[]}>}}).axe.run;
    const result = await run({include: [['[data-copy-page]']]}, {resultTypes: ['violations']});
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
  });
}

test.describe('Copy page', () => {
  test('copies the Markdown twin with the keyboard and says so to screen readers', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width: 1280, height: 900});
    await gotoReady(page, '/docs/Features/Live Preview/live-preview');
    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    const status = page.locator('[data-copy-page] [role="status"]');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeEmpty();
    // Keyboard: Tab reaches the button, with a visible focus ring, and Enter copies.
    for (let i = 0; i < 60 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Copied the page as Markdown.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await page.request.get('/docs/Features/Live%20Preview/live-preview.md')).text();
    expect(copied).toBe(twin);
    expect(copied).toMatch(/^# Live Preview\n/);
    expect(await copyButtonAxe(page)).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`says what went wrong when the Markdown cannot be loaded, and offers it as a link (${scheme})`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.emulateMedia({colorScheme: scheme});
      await gotoReady(page, '/api/getting-started');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.route('**/*.md', (route) => route.abort());
      // Clicked with the mouse, which stays over the button: its hover colours are checked too.
      await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
      const status = page.locator('[data-copy-page] [role="status"]');
      await expect(status).toContainText('Could not load this page as Markdown');
      await expect(status.getByRole('link', {name: 'Open the Markdown'})).toHaveAttribute('href', '/api/getting-started.md');
      expect(await copyButtonAxe(page)).toEqual([]);
    });
  }

  test('says so when the browser refuses the clipboard', async ({page}) => {
    await gotoReady(page, '/docs/intro');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {value: undefined, configurable: true});
    });
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.locator('[data-copy-page] [role="status"]')).toContainText('did not allow copying');
  });

  for (const [width, scheme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [375, 'light'],
    [375, 'dark'],
  ] as const) {
    test(`fits beside the breadcrumbs at ${width}px in ${scheme} mode`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({width, height: 800});
      await page.emulateMedia({colorScheme: scheme});
      await gotoReady(page, '/docs/Features/Live Preview/live-preview');
      const button = page.getByRole('button', {name: 'Copy page as Markdown'});
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      const title = (await page.locator('article h1').first().boundingBox())!;
      expect(box.x + box.width, 'inside the viewport').toBeLessThanOrEqual(width);
      expect(box.y + box.height, 'above the title').toBeLessThanOrEqual(title.y);
      expect(box.height, 'one line').toBeLessThan(48);
      expect(await copyButtonAxe(page)).toEqual([]);
      // The confirmation appears under the button without moving it.
      await button.click();
      await expect(page.locator('[data-copy-page] [role="status"]')).toHaveText('Copied the page as Markdown.');
      expect(await button.boundingBox()).toEqual(box);
      expect(await copyButtonAxe(page)).toEqual([]);
    });
  }
});
