import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {createStaticServer} from '../../scripts/lib/static-server.mjs';
import {builtPageCandidates} from '../../src/lib/builtFile.mjs';
import {PICTURE_FORMATS, type PictureFormat} from '../../src/plugins/offline/names';
import type {FileSet, OfflineManifest} from '../../src/plugins/offline/select';
import {BUILD_DIR} from './builtRoutes';
import {cspViolations, recordCspViolations} from './cspViolations';
import {test, expect, gotoReady, startUpWorkDone} from './fixtures';

/** Offline reading: nothing for an ordinary visit; for a reader who asks, the docs with no network. */
const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as OfflineManifest;
const offlineUrls = (): string[] => readManifest(path.join(BUILD_DIR, 'offline-manifest.json')).urls;
/** The chunk of the control's service-worker code (src/components/OfflineControl/offline.ts). */
const OFFLINE_CHUNK = /\/offline-control\.[^/]+\.js$/;
const apiReferencePage = () => offlineUrls().find((url) => url.startsWith('/api/API-Reference/') && !url.includes('.'))!;

/**
 * A server of its own over a copy of the build (links, but the worker and the offline manifest are
 * copies, which a test can swap for a newer build's), which a test can also shut down. With
 * `everyNth`, the copy's manifest lists only every nth file of the build's (and their bytes): a
 * test of how saving works, not of what it saves, then saves a few hundred kilobytes instead of the
 * whole copy (33 MB with AVIF pictures).
 */
async function serveCopy({everyNth = 1} = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'offline-build-'));
  for (const name of readdirSync(BUILD_DIR)) {
    if (name === 'sw.js' || name === 'offline-manifest.json') cpSync(path.join(BUILD_DIR, name), path.join(root, name));
    else symlinkSync(path.join(BUILD_DIR, name), path.join(root, name));
  }
  if (everyNth > 1) {
    const file = path.join(root, 'offline-manifest.json');
    const manifest = readManifest(file);
    // A file's URL names it; a page's URL is its route, built as the route's .html or index.html.
    const size = (url: string) => {
      const named = decodeURI(url);
      for (const relative of [named.slice(1), ...builtPageCandidates(named)]) {
        const candidate = path.join(BUILD_DIR, relative);
        if (existsSync(candidate) && statSync(candidate).isFile()) return statSync(candidate).size;
      }
      throw new Error(`${url}: listed in the offline manifest, but not in the build`);
    };
    const thin = (set: FileSet): FileSet => {
      const urls = set.urls.filter((_, i) => i % everyNth === 0);
      return {urls, bytes: urls.reduce((sum, url) => sum + size(url), 0)};
    };
    const pictures = Object.fromEntries(PICTURE_FORMATS.map((format) => [format, thin(manifest.pictures[format])]));
    writeFileSync(file, JSON.stringify({...manifest, ...thin(manifest), pictures}));
  }
  const server = createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let open = true;
  const stop = () => {
    if (!open) return;
    open = false;
    server.close();
    server.closeAllConnections();
  };
  return {
    root,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop,
    dispose: () => {
      stop();
      rmSync(root, {recursive: true, force: true});
    },
  };
}

/** The URLs the page's offline copies hold, their completion markers aside. */
const savedUrls = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls.filter((url) => !url.includes('__offline-complete__'));
  });

/**
 * Checks that the copy holds the pictures offered in both formats in `format` alone, every other
 * file of the manifest, and nothing else, and that the size the control shows is theirs.
 */
async function expectCopyWith(page: Page, manifestFile: string, format: PictureFormat) {
  const manifest = readManifest(manifestFile);
  const saved = await savedUrls(page);
  expect(saved.sort()).toEqual(
    [...manifest.urls, ...manifest.pictures[format].urls].map((url) => new URL(url, 'http://any').pathname).sort(),
  );
  const other = PICTURE_FORMATS.find((f) => f !== format)!;
  expect(manifest.pictures[other].urls.length).toBeGreaterThan(0);
  const size = `${((manifest.bytes + manifest.pictures[format].bytes) / 1e6).toFixed(1)} MB`;
  await expect(page.getByText(`Docs saved for offline reading (${size}).`)).toBeVisible();
}

async function keepOffline(page: Page) {
  const control = page.getByRole('button', {name: 'Keep docs offline'});
  await control.focus();
  await page.keyboard.press('Enter');
  // Saving takes as long as the machine needs; the test's own timeout bounds it.
  await expect(page.getByText(/^Docs saved for offline reading \(\d+\.\d MB\)\.$/)).toBeVisible({timeout: 120_000});
}

test.describe('offline reading', () => {
  test.describe.configure({timeout: 180_000});

  test('an ordinary visit registers no service worker and asks for no offline file', async ({page, watched}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoReady(page, '/docs/intro');
    await expect(page.getByRole('button', {name: 'Keep docs offline'})).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(requested.filter((p) => /sw\.js|offline-manifest/.test(p))).toEqual([]);
    // Nor the control's service-worker code (issue 32): it loads when the reader uses the control.
    await startUpWorkDone(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => OFFLINE_CHUNK.test(p))).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  test('once saved, the current docs, a guide, the API reference and search work with no network', async ({browser}) => {
    const site = await serveCopy();
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await recordCspViolations(page);
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (OFFLINE_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
      });
      await gotoReady(page, `${site.origin}/docs/intro`);
      await page.waitForLoadState('networkidle');
      expect(chunks).toEqual([]);
      await keepOffline(page);
      expect(chunks).toHaveLength(1);
      // Chromium reads AVIF: the copy leaves out the WebP twin of every picture.
      await expectCopyWith(page, path.join(site.root, 'offline-manifest.json'), 'avif');
      expect(await page.evaluate(() => localStorage.getItem('phoenix-docs-offline'))).toBe('yes');
      // No network, and no server either.
      await context.setOffline(true);
      site.stop();
      for (const url of ['/docs/intro', '/docs/editing-text', '/api/creating-extensions', apiReferencePage()]) {
        await gotoReady(page, `${site.origin}${url}`);
        await expect(page.locator('main h1').first(), url).not.toBeEmpty();
        expect.soft(await cspViolations(page), url).toEqual([]);
      }
      // Its pictures come from the copy too: the navbar's logo, and a clip's poster (the clip's
      // video stays online).
      await gotoReady(page, `${site.origin}/docs/editing-text`);
      const poster = page.locator('figure.editor-clip .editor-clip__poster img').filter({visible: true}).first();
      await poster.scrollIntoViewIfNeeded();
      for (const picture of [page.locator('.navbar__logo img').filter({visible: true}).first(), poster])
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await gotoReady(page, `${site.origin}/search?q=theme`);
      await expect(page.locator('main ol > li').first()).toBeVisible();
      expect.soft(await cspViolations(page)).toEqual([]);

      await gotoReady(page, `${site.origin}/docs/intro`);
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('live preview');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.press('Escape');

      // Removing the copy unregisters the worker and empties the caches.
      await page.getByRole('button', {name: 'Remove offline copy'}).click();
      await expect(page.getByRole('button', {name: 'Keep docs offline'})).toBeVisible();
      expect(
        await page.evaluate(async () => [(await navigator.serviceWorker.getRegistrations()).length, (await caches.keys()).length]),
      ).toEqual([0, 0]);
    } finally {
      await context.close();
      site.dispose();
    }
  });

  test('a browser that reads no AVIF saves the WebP pictures instead', async ({browser}) => {
    const site = await serveCopy({everyNth: 40});
    const context = await browser.newContext();
    // As a browser without an AVIF decoder: the page's check, decoding an AVIF picture, fails.
    await context.addInitScript(() => {
      const decode = HTMLImageElement.prototype.decode;
      HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
        return this.src.startsWith('data:image/avif') ? Promise.reject(new DOMException('no AVIF', 'EncodingError')) : decode.call(this);
      };
    });
    const page = await context.newPage();
    try {
      await gotoReady(page, `${site.origin}/docs/intro`);
      await keepOffline(page);
      await expectCopyWith(page, path.join(site.root, 'offline-manifest.json'), 'webp');
    } finally {
      await context.close();
      site.dispose();
    }
  });

  test('a save that fails says why, and leaves neither a worker nor files behind', async ({browser}) => {
    const site = await serveCopy({everyNth: 50});
    const file = path.join(site.root, 'offline-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {urls: string[]};
    writeFileSync(file, JSON.stringify({...manifest, urls: [...manifest.urls, '/assets/gone-since-the-build.js']}));
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await gotoReady(page, `${site.origin}/docs/intro`);
      await page.getByRole('button', {name: 'Keep docs offline'}).click();
      await expect(page.getByRole('region', {name: 'Offline reading'}).getByRole('status').first()).toHaveText(
        'The docs could not be saved for offline reading: /assets/gone-since-the-build.js: HTTP 404',
        {timeout: 60_000},
      );
      // The reader can try again, and nothing of the failed save is kept or remembered.
      await expect(page.getByRole('button', {name: 'Keep docs offline'})).toBeVisible();
      expect(
        await page.evaluate(async () => [
          (await navigator.serviceWorker.getRegistrations()).length,
          (await caches.keys()).length,
          localStorage.getItem('phoenix-docs-offline'),
        ]),
      ).toEqual([0, 0, null]);
    } finally {
      await context.close();
      site.dispose();
    }
  });

  test('a newer build is saved on the next visit, with a notice', async ({browser}) => {
    // What is saved is the test above's; this one is about noticing a newer build.
    const site = await serveCopy({everyNth: 25});
    const {root, origin} = site;
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await gotoReady(page, `${origin}/docs/intro`);
      await keepOffline(page);
      await expect(page.locator('[data-offline-notice]')).toHaveCount(0);

      const manifest = JSON.parse(readFileSync(path.join(root, 'offline-manifest.json'), 'utf8')) as {buildId: string};
      const newer = manifest.buildId.replace(/^./, (c) => (c === 'f' ? '0' : 'f'));
      for (const name of ['sw.js', 'offline-manifest.json'])
        writeFileSync(path.join(root, name), readFileSync(path.join(root, name), 'utf8').replaceAll(manifest.buildId, newer));

      await gotoReady(page, `${origin}/docs/intro`);
      // The save first, then its notice: a failure says which of the two did not happen.
      await expect(page.getByRole('region', {name: 'Offline reading'}).getByRole('status').first()).toHaveText(
        /^Docs saved for offline reading/,
        {timeout: 120_000},
      );
      await expect(page.locator('[data-offline-notice]')).toHaveText(/newer version of these docs was saved for offline reading/);
      expect(await page.evaluate(() => caches.keys())).toEqual([`phoenix-docs-offline-${newer}`]);
    } finally {
      await context.close();
      site.dispose();
    }
  });
});
