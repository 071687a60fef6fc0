import {test, expect, gotoReady} from './fixtures';

/**
 * What a first visit loads, and when (issue 6: defer what the first paint does not need). The
 * sizes themselves are benchmark figures (`npm run bench`, `npm run bench:bundle`); these tests
 * guard the mechanisms that keep them small.
 */
const scriptsOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));

test('the static HTML starts the scripts after the first frame, not from the head', async ({page, request, watched}) => {
  const html = await (await request.get('/docs/intro')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script[^>]+src=/);
  expect(html).toMatch(/requestAnimationFrame/);
  await gotoReady(page, '/docs/intro');
  // The scripts start once the stylesheet, the only thing the first paint waits for, is in: they
  // never share the connection with it.
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const css = resources.find((entry) => /\/styles\.[^/]+\.css$/.test(entry.name));
    const main = resources.find((entry) => /\/main\.[^/]+\.js$/.test(entry.name));
    return {cssEnd: css?.responseEnd ?? Infinity, mainStart: main?.startTime ?? -1};
  });
  expect(timing.mainStart).toBeGreaterThan(0);
  expect(timing.mainStart).toBeGreaterThanOrEqual(timing.cssEnd);
  expect(watched.errors).toEqual([]);
});

test('a page without code blocks does not load the highlighter or the live playground', async ({page, watched}) => {
  await gotoReady(page, '/docs/Features/Live Preview/live-preview');
  await page.waitForLoadState('networkidle');
  const scripts = await scriptsOf(page);
  expect(scripts.filter((name) => /highlighter|code-block-ui/.test(name))).toEqual([]);
  expect(await page.locator('.theme-code-block').count()).toBe(0);
  expect(watched.errors).toEqual([]);
});

test('a guide with code blocks brings the highlighter with its own chunks and hydrates them as they are', async ({page, watched}) => {
  await gotoReady(page, '/api/getting-started');
  const scripts = await scriptsOf(page);
  expect(scripts.some((name) => name.includes('highlighter'))).toBe(true);
  // Highlighted by Prism in the browser (the classic CodeBlock), with its title.
  const titled = page.locator('.theme-code-block', {has: page.getByText('main.js', {exact: true})}).first();
  await expect(titled.locator('.token.keyword').first()).toBeVisible();
  expect(watched.errors).toEqual([]);
});

test('client-side navigation to a page with code renders highlighted code', async ({page, watched}) => {
  await gotoReady(page, '/docs/intro');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/api/getting-started');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toContainText('Getting Started');
  await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
  expect(watched.errors).toEqual([]);
});

test('start-up work waits for later tasks: the bundle finishes loading before the app starts', async ({page, watched}) => {
  // Docusaurus's own entry evaluates the whole app and sets `window.docusaurus` while main.js
  // runs, so before the script's load event. The staged entry (src/plugins/staged-start) only
  // starts there: React DOM, the route table, the client modules and the app follow in later tasks.
  await page.addInitScript(() => {
    const seen: {startedWithinMainJs?: boolean} = {};
    (window as unknown as {startSeen: typeof seen}).startSeen = seen;
    document.addEventListener(
      'load',
      (event) => {
        const src = (event.target as HTMLScriptElement).src ?? '';
        if (/\/main\.[^/]+\.js$/.test(src)) seen.startedWithinMainJs = window.docusaurus !== undefined;
      },
      true,
    );
  });
  await gotoReady(page, '/docs/intro');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as {startSeen: {startedWithinMainJs?: boolean}}).startSeen)).toEqual({
    startedWithinMainJs: false,
  });
  expect(await page.evaluate(() => typeof window.docusaurus?.prefetch)).toBe('function');
  expect(watched.errors).toEqual([]);
});

test('the collation warm-up in the page loader survives minification', async ({request}) => {
  // The docs plugin's first locale-aware comparison sets up collation tables inside hydration; the
  // loader makes one earlier, in a task of its own (config/ssrTemplate.ts). A minifier that
  // proves the call unused would silently drop it.
  const html = await (await request.get('/docs/intro')).text();
  const loader = html.match(/<script>[^<]*requestAnimationFrame[^<]*<\/script>/)?.[0] ?? '';
  expect(loader).toMatch(/\.localeCompare\(/);
});
