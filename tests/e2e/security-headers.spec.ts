import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {IMMUTABLE, REVALIDATE} from '../../config/headers';
import {headersForPath, parseHeadersFile} from '../../scripts/lib/headers-file.mjs';
import {readmeNginxBlock} from '../lib/readmeNginx';
import {BUILD_DIR} from './builtRoutes';
import {cspViolations, recordCspViolations} from './cspViolations';
import {test, expect, gotoReady} from './fixtures';

/**
 * The build's `_headers` as the site is served with it (scripts/serve.mjs applies it): the
 * Content-Security-Policy holds on every page, and the cache rules cover every file.
 */
const rules = () => parseHeadersFile(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'));

/** Chromium also logs each refusal; the log outlives a navigation (a redirect page's, say). */
function cspConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (msg) => /Content Security Policy/i.test(msg.text()) && messages.push(msg.text()));
  return messages;
}

// That every built page loads without a refusal is checked by the crawl (crawl.spec.ts), which
// visits every page anyway; the tests here cover what a plain page load does not exercise.
test.describe('the Content-Security-Policy', () => {
  test('lets the live code block run its code', async ({page, watched}) => {
    await recordCspViolations(page);
    const logged = cspConsole(page);
    await gotoReady(page, '/markdown-page');
    const block = page.locator('[class*="playgroundContainer"]').first();
    await page.locator('#live-code-blocks').scrollIntoViewIfNeeded();
    await expect(block.locator('[class*="playgroundPreview"] code')).toHaveText('#1a5fbf');
    // An edit runs again, through the same interpreter.
    const editor = block.locator('[contenteditable]');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type("<code>{['a', 'b'].map((x) => x + 1).join(' ')}</code>");
    await expect(block.locator('[class*="playgroundPreview"] code')).toHaveText('a1 b1');
    expect(await cspViolations(page)).toEqual([]);
    expect(logged).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  test('lets the search worker load and answer', async ({page, watched}) => {
    await recordCspViolations(page);
    const logged = cspConsole(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await gotoReady(page, '/docs/intro');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('live preview');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(workers.some((url) => new URL(url).pathname.startsWith('/assets/js/'))).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(logged).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  test('lets a redirect page for the editor redirect by script', async ({page}) => {
    const logged = cspConsole(page);
    await page.goto('/app-links/live-preview');
    await expect(page).toHaveURL(/\/docs\/Features\/Live%20Preview\/live-preview#start-live-preview$/);
    expect(logged).toEqual([]);
  });
});

test.describe('the headers', () => {
  test('of a page: a strict policy for scripts, the security headers, and revalidation', async ({request}) => {
    const response = await request.get('/docs/intro');
    const headers = response.headers();
    const policy = headers['content-security-policy']!;
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "connect-src 'self'", "worker-src 'self'"])
      expect(policy.split('; ')).toContain(directive);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    expect(headers['cache-control']).toBe(REVALIDATE);
  });

  test('of hashed files: immutable for a year; of the search manifest: revalidated', async ({page, request}) => {
    await gotoReady(page, '/docs/intro');
    const script = await page.evaluate(() =>
      Array.from(document.scripts, (s) => s.src).find((src) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(src)),
    );
    expect(script).toBeTruthy();
    const asset = await request.get(new URL(script!).pathname);
    expect(asset.headers()['cache-control']).toBe(IMMUTABLE);
    expect(asset.headers()['content-security-policy']).toContain("default-src 'self'");
    const manifest = await request.get('/search-index/en.manifest.json');
    expect(manifest.headers()['cache-control']).toBe(REVALIDATE);
    const chunk = readdirSync(path.join(BUILD_DIR, 'assets/search-index')).find((name) => name.endsWith('.json'))!;
    expect((await request.get(`/assets/search-index/${chunk}`)).headers()['cache-control']).toBe(IMMUTABLE);
  });

  test('give every file of the build its cache rule from exactly one rule', () => {
    const parsed = rules();
    const files = (readdirSync(BUILD_DIR, {recursive: true, withFileTypes: true}) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => file !== '_headers');
    const wrong = files
      .map((file) => ({file, cache: headersForPath(parsed, `/${encodeURI(file)}`).get('cache-control')}))
      .filter(({file, cache}) => cache !== (file.startsWith('assets/') ? IMMUTABLE : REVALIDATE));
    expect(wrong).toEqual([]);
  });

  test("match the README's nginx rules, whose script hashes are the build's", () => {
    const policy = headersForPath(rules(), '/').get('content-security-policy')!;
    expect(readmeNginxBlock()).toContain(`add_header Content-Security-Policy "${policy}" always;`);
  });
});
