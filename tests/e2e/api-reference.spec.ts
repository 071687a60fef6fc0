import fixture from '../fixtures/api-members.json';
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

test('every API module has a page in the build that documents each of its members', async ({request}) => {
  const missing: string[] = [];
  for (const [modulePath, members] of Object.entries(fixture.modules)) {
    const response = await request.get(`/api/API-Reference/${modulePath}`);
    expect(response.status(), modulePath).toBe(200);
    const page = text(await response.text());
    expect(page, modulePath).toContain(`brackets.getModule("${modulePath}")`);
    for (const member of members) if (!page.includes(member)) missing.push(`${modulePath}: ${member}`);
  }
  expect(missing).toEqual([]);
});

test('the typings bundle is published beside the site and linked from the getting-started guide', async ({request, page}) => {
  const bundle = await request.get('/phoenix-code-api.d.ts');
  expect(bundle.status()).toBe(200);
  const body = await bundle.text();
  expect(body).toContain('declare module "command/CommandManager"');
  expect(body.match(/^declare module "/gm)?.length).toBe(Object.keys(fixture.modules).length);
  await page.goto('/api/getting-started');
  await expect(page.locator('a[href="/phoenix-code-api.d.ts"]').first()).toBeVisible();
});

test('reference code is highlighted at build time, follows the colour mode and can be copied', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const response = await page.request.get('/api/API-Reference/command/CommandManager');
  // The static HTML already holds the token markup: no highlighter has to run in the browser.
  expect(await response.text()).toMatch(/class="?prism-code static-code language-js[^>]*><code[^>]*><span class="?token-line"?><span class="token keyword">const<\/span>/);
  await page.goto('/api/API-Reference/command/CommandManager');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const keyword = page.locator('.static-code .token.keyword').first();
  const lightColor = await keyword.evaluate((el) => getComputedStyle(el).color);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const darkColor = await keyword.evaluate((el) => getComputedStyle(el).color);
  expect(lightColor).not.toBe(darkColor);
  expect(lightColor).not.toBe('rgb(0, 0, 0)');
  // No script asked for the highlighter on this page.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('highlighter')));
  expect(scripts).toEqual([]);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const CommandManager = brackets.getModule("command/CommandManager");');
});
