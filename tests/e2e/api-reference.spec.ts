import path from 'node:path';
import {apiGroups, apiModules, typingsDir} from '../lib/apiModules';
import {declaredNames} from '../lib/declaredNames';
import {test, expect} from './fixtures';

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    // Code is highlighted token by token: dropping tags without adding spaces keeps it readable.
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

test('every API module has a page in the build that shows every name its declaration file declares', async ({request}) => {
  const missing: string[] = [];
  for (const modulePath of apiModules) {
    const members = declaredNames(path.join(typingsDir, `${modulePath}.d.ts`));
    const response = await request.get(`/api/API-Reference/${modulePath}`);
    expect(response.status(), modulePath).toBe(200);
    const page = text(await response.text());
    expect(page, modulePath).toContain(`brackets.getModule("${modulePath}")`);
    for (const member of members) if (!page.includes(member)) missing.push(`${modulePath}: ${member}`);
  }
  expect(missing).toEqual([]);
});

test("the API Reference page links every module once, in its group's row, in the static HTML", async ({page}) => {
  // Read without JavaScript: the links must be in the HTML the server sends.
  await page.context().route('**/*.js', (route) => route.abort());
  await page.goto('/api/API-Reference');
  const rows = await page
    .locator('h2#groups ~ table')
    .first()
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => ({
        group: tr.querySelector('td code')?.textContent ?? '',
        modules: Array.from(tr.querySelectorAll('td:last-child a')).map((a) =>
          (a.getAttribute('href') ?? '').replace('/api/API-Reference/', ''),
        ),
      })),
    );
  expect(rows.map((row) => row.group)).toEqual([...apiGroups]);
  for (const {group, modules} of rows) for (const modulePath of modules) expect(modulePath.split('/')[0], modulePath).toBe(group);
  expect(rows.flatMap((row) => row.modules).sort()).toEqual([...apiModules].sort());
});

test('the typings bundle is published beside the site and linked from the getting-started guide', async ({request, page}) => {
  const bundle = await request.get('/phoenix-code-api.d.ts');
  expect(bundle.status()).toBe(200);
  const body = await bundle.text();
  // One ambient module per declaration file, and the map that types getModule() for each.
  const declared = [...body.matchAll(/^declare module "([^"]+)"/gm)].map((m) => m[1]);
  const mapped = [...body.matchAll(/^ {2}"([^"]+)": typeof import\("\1"\);$/gm)].map((m) => m[1]);
  expect(declared.sort()).toEqual([...apiModules].sort());
  expect(mapped.sort()).toEqual([...apiModules].sort());
  await page.goto('/api/getting-started');
  await expect(page.locator('a[href="/phoenix-code-api.d.ts"]').first()).toBeVisible();
});

test('reference code is highlighted at build time, follows the colour mode and can be copied', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const response = await page.request.get('/api/API-Reference/command/CommandManager');
  // The static HTML already holds the token markup: no highlighter has to run in the browser.
  expect(await response.text()).toMatch(
    /class="?prism-code static-code language-js[^>]*><code[^>]*><span class="?token-line"?><span class="token keyword">const<\/span>/,
  );
  await page.goto('/api/API-Reference/command/CommandManager');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const keyword = page.locator('.static-code .token.keyword').first();
  const lightColor = await keyword.evaluate((el) => getComputedStyle(el).color);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const darkColor = await keyword.evaluate((el) => getComputedStyle(el).color);
  expect(lightColor).not.toBe(darkColor);
  expect(lightColor).not.toBe('rgb(0, 0, 0)');
  // No script asked for the highlighter on this page.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('highlighter')),
  );
  expect(scripts).toEqual([]);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'const CommandManager = brackets.getModule("command/CommandManager");',
  );
});
