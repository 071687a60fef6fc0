import type {Page} from '@playwright/test';
import {test, expect, gotoReady, startUpWorkDone} from './fixtures';

/**
 * Clips of the editor (src/plugins/editor-media, src/clientModules/clipPlayer.ts): a page downloads no
 * video bytes until a clip comes near the viewport or is played, a clip never plays by itself for a
 * reader who asks for reduced motion, its button works from the keyboard, and only the video of
 * the reader's colour mode is ever requested.
 */
const PAGE = '/docs/Features/emmet';
const CLIP = 'emmet-html';

function watchVideos(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/clips\/.*\.(mp4|webm)$/.test(url.pathname)) requested.push(url.pathname);
  });
  return requested;
}

const isPlaying = (page: Page, theme: 'light' | 'dark') =>
  page
    .locator(`figure.editor-clip[data-clip="${CLIP}"] .editor-clip__${theme} video`)
    .evaluate((video: HTMLVideoElement) => !video.paused && video.readyState >= 2);

/** The attributes of the video a colour mode's block holds in its template, as the player will make it. */
const videoMarkup = (page: Page, theme: 'light' | 'dark') =>
  page
    .locator(`figure.editor-clip[data-clip="${CLIP}"] .editor-clip__${theme} template.editor-clip__video-markup`)
    .evaluate((template: HTMLTemplateElement) => {
      const video = template.content.querySelector('video.editor-clip__video')!;
      return Object.fromEntries(
        ['preload', 'loop', 'controls', 'muted', 'autoplay', 'aria-describedby'].map((name) => [name, video.getAttribute(name)]),
      );
    });

test('the clip waits with preload="none" behind a sized poster, and nothing is made or downloaded before it is near', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 500});
  const requested = watchVideos(page);
  await gotoReady(page, PAGE);
  const figure = page.locator(`figure.editor-clip[data-clip="${CLIP}"]`);
  for (const theme of ['light', 'dark'] as const) {
    expect(await videoMarkup(page, theme)).toEqual({
      preload: 'none',
      loop: '',
      controls: '',
      muted: '',
      autoplay: null,
      'aria-describedby': `clip-${CLIP}-0`,
    });
    const poster = figure.locator(`.editor-clip__${theme} .editor-clip__poster img`);
    expect(Number(await poster.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await poster.getAttribute('height'))).toBeGreaterThan(0);
  }
  // The caption tells the steps; the video will point at it.
  expect(await figure.locator('figcaption li').count()).toBeGreaterThanOrEqual(2);
  await expect(page.locator(`[id="clip-${CLIP}-0"]`)).toContainText('Emmet');

  expect(await figure.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight + 300)).toBe(true);
  // Once the player has judged every clip, this one, far below, has neither a video nor a request.
  await expect(page.locator('html[data-clips-observed]')).toBeAttached();
  expect(requested).toEqual([]);
  // A page of clips starts without a single video element.
  expect(await page.locator('figure.editor-clip video').count()).toBe(0);

  // Near the viewport the clip of the reader's mode is made and plays by itself; the other mode's is never made.
  await figure.scrollIntoViewIfNeeded();
  const video = figure.locator('.editor-clip__light video');
  await expect(video).toHaveAttribute('preload', 'none');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  // The poster picture of the shown mode becomes the video's poster.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.poster)).toMatch(new RegExp(`/${CLIP}-light\\.(avif|webp)$`));
  await expect.poll(() => isPlaying(page, 'light')).toBe(true);
  expect(await figure.locator('.editor-clip__dark video').count()).toBe(0);
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.every((p) => p.includes(`/${CLIP}-light.`))).toBe(true);
  await expect(figure.locator('.editor-clip__toggle')).toHaveText('Pause clip');
});

test('with reduced motion nothing plays or downloads until the reader plays it from the keyboard', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce', colorScheme: 'light'});
  const requested = watchVideos(page);
  await gotoReady(page, PAGE);
  const figure = page.locator(`figure.editor-clip[data-clip="${CLIP}"]`);
  await figure.scrollIntoViewIfNeeded();
  const toggle = figure.locator('.editor-clip__toggle');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveText('Play clip');
  // The player decided when it showed the button: a clip it starts is no longer paused from that moment.
  expect(await figure.locator('.editor-clip__light video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  expect(requested).toEqual([]);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => isPlaying(page, 'light')).toBe(true);
  await expect(toggle).toHaveText('Pause clip');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveText('Play clip');
  expect(await isPlaying(page, 'light')).toBe(false);
  // The native controls are reachable too: the video takes focus.
  expect(await figure.locator('.editor-clip__light video').evaluate((v: HTMLVideoElement) => v.tabIndex >= 0 || v.controls)).toBe(true);
});

test('a reader in dark mode sees and downloads only the dark clip', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  const requested = watchVideos(page);
  await gotoReady(page, PAGE);
  const figure = page.locator(`figure.editor-clip[data-clip="${CLIP}"]`);
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('.editor-clip__dark video')).toBeVisible();
  await expect.poll(() => isPlaying(page, 'dark')).toBe(true);
  expect(requested.filter((p) => p.includes(`/${CLIP}-`)).every((p) => p.includes(`/${CLIP}-dark.`))).toBe(true);
  // The light mode's video was never made.
  expect(await figure.locator('.editor-clip__light video').count()).toBe(0);
});

test("switching the colour mode while a clip plays pauses it and plays the other mode's, made only then", async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoReady(page, PAGE);
  const figure = page.locator(`figure.editor-clip[data-clip="${CLIP}"]`);
  await figure.scrollIntoViewIfNeeded();
  await expect.poll(() => isPlaying(page, 'light')).toBe(true);
  expect(await figure.locator('.editor-clip__dark video').count()).toBe(0);
  // The navbar's own switch (it stays on screen), as a reader uses it: it cycles system, light, dark.
  const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i++) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => isPlaying(page, 'dark')).toBe(true);
  expect(await figure.locator('.editor-clip__light video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

/**
 * What clips cost (issue 32): a page without clips loads no clip code, the player of a page with
 * clips comes in idle time after the page has started and sets up a clip only when it nears the
 * viewport, and a route change takes the previous page's observer away.
 */
const playerRequests = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/clip-player\.[^/]+\.js$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
};

test('pages without clips load no clip code, and a page with clips loads the player after it has started', async ({page, watched}) => {
  const requested = playerRequests(page);
  for (const path of ['/docs/intro', '/api/API-Reference/command/CommandManager', '/']) {
    await gotoReady(page, path);
    await startUpWorkDone(page);
    await page.waitForLoadState('networkidle');
    expect(requested, path).toEqual([]);
  }
  const hydratedBeforePlayer = page
    .waitForRequest(/\/clip-player\.[^/]+\.js$/)
    .then(() => page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true'));
  await gotoReady(page, PAGE);
  expect(await hydratedBeforePlayer).toBe(true);
  expect(requested).toHaveLength(1);
  expect(watched.errors).toEqual([]);
});

test('a clip far below the screen is not set up until the reader nears it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 500});
  const requested = playerRequests(page);
  await gotoReady(page, PAGE);
  await expect(page.locator('html[data-clips-observed]')).toBeAttached();
  expect(requested).toHaveLength(1);
  const figure = page.locator(`figure.editor-clip[data-clip="${CLIP}"]`);
  // The player takes away its button's `hidden` when it sets the clip up.
  const toggle = figure.locator('.editor-clip__toggle');
  await expect(toggle).toHaveAttribute('hidden', '');
  expect(await figure.locator('video').count()).toBe(0);
  await figure.scrollIntoViewIfNeeded();
  await expect(toggle).not.toHaveAttribute('hidden');
  await expect(figure.locator('.editor-clip__light video')).toHaveCount(1);
});

test('route changes leave one clip observer, not one per visit of a page', async ({page, watched}) => {
  // Counts the IntersectionObservers that watch a clip figure and are still connected.
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver;
    const live = new Set<IntersectionObserver>();
    (window as unknown as {clipObservers: () => number}).clipObservers = () => live.size;
    window.IntersectionObserver = class extends Native {
      observe(target: Element) {
        if (target.matches('figure.editor-clip')) live.add(this);
        super.observe(target);
      }
      disconnect() {
        live.delete(this);
        super.disconnect();
      }
    };
  });
  const clipObservers = () => page.evaluate(() => (window as unknown as {clipObservers: () => number}).clipObservers());
  await gotoReady(page, PAGE);
  await expect.poll(clipObservers).toBe(1);
  for (let i = 0; i < 3; i++) {
    // Client-side navigation through the sidebar and back, as a reader moves through the docs.
    await page.locator('nav.menu a[href="/docs/intro"]').first().click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect.poll(clipObservers).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect.poll(clipObservers).toBe(1);
  }
  // The clip still plays after all that.
  await page.locator(`figure.editor-clip[data-clip="${CLIP}"]`).scrollIntoViewIfNeeded();
  await expect.poll(() => isPlaying(page, 'light')).toBe(true);
  expect(watched.errors).toEqual([]);
});
