import type {Locator, Page} from '@playwright/test';
import {docIdsIn} from '../lib/routes';
import {pagesWithoutPicture} from '../../src/data/screenshots/placements';
import {builtPages} from './builtRoutes';
import {test, expect, gotoReady} from './fixtures';

/**
 * Pictures of the editor (src/plugins/editor-media): each figure holds a light and a dark capture.
 * The reader sees the one of their colour mode from the first paint, the other one is neither
 * displayed nor downloaded, switching the mode swaps them, and nothing moves while they load.
 */
const PAGE = '/docs/Features/find-in-files';
const SHOT = 'find-in-files-results';

function watchPictures(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/img/screenshots/')) requested.push(url.pathname);
  });
  return requested;
}

async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {shifts: number};
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {value: number; hadRecentInput: boolean};
        if (!shift.hadRecentInput) w.shifts += shift.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

/** The toggle cycles system → light → dark; click until the page is dark. */
async function switchToDark(page: Page) {
  const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i++) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

test('light mode shows and downloads only the light picture; dark mode swaps it; nothing shifts', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  const requested = watchPictures(page);
  await countLayoutShifts(page);
  await gotoReady(page, PAGE);

  const figure = page.locator(`figure.editor-shot[data-shot="${SHOT}"]`);
  const light = figure.locator('.editor-shot__light img');
  const dark = figure.locator('.editor-shot__dark img');
  await light.scrollIntoViewIfNeeded();
  await expect(light).toBeVisible();
  await expect(dark).toBeHidden();
  await expect.poll(() => loaded(light)).toBe(true);

  // Width, height and alt text on both images: the space is reserved and the picture described.
  for (const img of [light, dark]) {
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
    expect((await img.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(20);
    await expect(img).toHaveAttribute('loading', 'lazy');
  }
  expect(await dark.getAttribute('alt')).toBe(await light.getAttribute('alt'));

  // One file for the light picture (the browser picks a single candidate), none for the dark one.
  const ofShot = () => requested.filter((p) => p.includes(`/${SHOT}-`));
  expect(ofShot()).toEqual([expect.stringMatching(new RegExp(`/${SHOT}-light\\.avif$`))]);
  expect(await dark.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(false);
  expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);

  await switchToDark(page);
  await expect(dark).toBeVisible();
  await expect(light).toBeHidden();
  await expect.poll(() => loaded(dark)).toBe(true);
  expect(ofShot()).toContainEqual(expect.stringMatching(new RegExp(`/${SHOT}-dark\\.avif$`)));
});

test('a reader in dark mode gets the dark picture from the first paint and never the light one', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  const requested = watchPictures(page);
  await countLayoutShifts(page);
  await gotoReady(page, PAGE);
  const figure = page.locator(`figure.editor-shot[data-shot="${SHOT}"]`);
  const dark = figure.locator('.editor-shot__dark img');
  await dark.scrollIntoViewIfNeeded();
  await expect(dark).toBeVisible();
  await expect(figure.locator('.editor-shot__light img')).toBeHidden();
  await expect.poll(() => loaded(dark)).toBe(true);
  expect(requested.filter((p) => p.includes(`/${SHOT}-light`))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
});

test('the server-rendered HTML already holds both pictures with their sources', async ({request}) => {
  const html = await (await request.get(PAGE)).text();
  const figure = new RegExp(`<figure[^>]*data-shot="?${SHOT}"?[\\s\\S]*?</figure>`, 'i').exec(html)?.[0] ?? '';
  expect(figure).not.toBe('');
  expect(figure).toMatch(/type="?image\/avif/i);
  expect(figure).toMatch(/type="?image\/webp/i);
  for (const theme of ['light', 'dark']) {
    expect(figure).toMatch(new RegExp(`srcset="[^"]*${SHOT}-${theme}\\.avif 1x, ?[^"]*${SHOT}-${theme}@2x\\.avif 2x"`, 'i'));
    expect(figure).toMatch(new RegExp(`srcset="[^"]*${SHOT}-${theme}\\.webp 1x, ?[^"]*${SHOT}-${theme}@2x\\.webp 2x"`, 'i'));
    expect(figure).toMatch(new RegExp(`src="?[^" >]*${SHOT}-${theme}\\.png`, 'i'));
  }
});

test('every page of the current docs, as built, holds a picture of the editor', async ({request}) => {
  const built = new Set(builtPages().map((route) => decodeURI(route)));
  const bare: string[] = [];
  for (const id of docIdsIn('docs')) {
    if (id in pagesWithoutPicture) continue;
    const route = `/docs/${id}`;
    expect(built.has(route), `${route} is not in the build`).toBe(true);
    const html = await (await request.get(encodeURI(route))).text();
    if (!/<figure[^>]*\beditor-shot\b/.test(html)) bare.push(route);
  }
  expect(bare).toEqual([]);
});
