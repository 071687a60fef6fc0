import type {Page} from 'puppeteer-core';
import {afterAll, describe, expect, it} from 'vitest';
import {freshPage, gotoReady, openSite, setViewportSize, waitFor, watch, type Site} from './firefox';

/**
 * The editor's clips in Firefox (src/clientModules/clipPlayer.ts): the poster shows before the clip
 * plays, the clip plays from the first source Firefox can play (the VP9 WebM, Firefox's own
 * decoder), only the clip of the reader's colour mode plays, and under reduced motion nothing
 * starts by itself. Chromium's are in tests/e2e/clips.spec.ts, WebKit's in tests/webkit.
 */
const PAGE = '/docs/Features/emmet';
const CLIP = 'emmet-html';
const FIGURE = `figure.editor-clip[data-clip="${CLIP}"]`;
const opened: Site[] = [];

afterAll(async () => {
  for (const site of opened) await site.close();
});

async function start(prefs: Record<string, unknown> = {}) {
  const site = await openSite(prefs);
  opened.push(site);
  const {page} = await freshPage(site.browser);
  // A short window, so the clip starts far below the fold.
  await setViewportSize(page, 1280, 500);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/clips\/.*\.(webm|mp4)$/.test(new URL(request.url()).pathname)) requested.push(new URL(request.url()).pathname);
  });
  return {site, page, requested, watching: watch(page, site.origin)};
}

/** The state of a colour mode's video, or null while the player has not made it (src/clientModules/clipPlayer.ts). */
const video = (page: Page, theme: string) =>
  page.evaluate((selector) => {
    const el = document.querySelector<HTMLVideoElement>(selector);
    if (!el) return null;
    return {
      paused: el.paused,
      readyState: el.readyState,
      currentSrc: el.currentSrc,
      poster: el.poster,
      shown: el.getClientRects().length > 0,
    };
  }, `${FIGURE} .editor-clip__${theme} video`);
/** Playing: not paused, frames decoded, and time moving. */
const playing = (page: Page, theme: string) =>
  waitFor(
    page,
    async (selector) => {
      const el = document.querySelector<HTMLVideoElement>(selector);
      if (!el || el.paused || el.readyState < 2) return false;
      const at = el.currentTime;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return el.currentTime > at;
    },
    `${FIGURE} .editor-clip__${theme} video`,
  );
const posterShown = (page: Page, theme: string) =>
  waitFor(
    page,
    (selector) => {
      const img = document.querySelector<HTMLImageElement>(selector);
      return !!img && img.complete && img.naturalWidth > 0 && img.getClientRects().length > 0;
    },
    `${FIGURE} .editor-clip__${theme} .editor-clip__poster img`,
  );

describe('clips in Firefox', () => {
  it('show the poster, then play the clip of the colour mode on screen from its first playable source', async () => {
    const {site, page, requested, watching} = await start();
    await gotoReady(page, site.origin, PAGE);
    expect(requested).toEqual([]);
    await page.$eval(FIGURE, (el) => el.scrollIntoView({block: 'center'}));
    await posterShown(page, 'light');
    await playing(page, 'light');
    const light = (await video(page, 'light'))!;
    expect(light.currentSrc).toMatch(new RegExp(`/${CLIP}-light\\.webm$`));
    expect(light.poster).toMatch(new RegExp(`/${CLIP}-light\\.(avif|webp)$`));
    // The other mode's video is never made.
    expect(await video(page, 'dark')).toBeNull();
    expect(requested.every((url) => url.includes(`/${CLIP}-light.`))).toBe(true);
    await page.waitForNetworkIdle({idleTime: 100});
    watching.stop();
    expect(watching.watched).toEqual({errors: [], failedRequests: [], foreignRequests: []});
  });

  it('under reduced motion (and a dark desktop) nothing starts by itself; the button plays the dark clip', async () => {
    const {site, page, requested, watching} = await start({
      'ui.prefersReducedMotion': 1,
      'layout.css.prefers-color-scheme.content-override': 0,
    });
    await gotoReady(page, site.origin, PAGE);
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.$eval(FIGURE, (el) => el.scrollIntoView({block: 'center'}));
    await posterShown(page, 'dark');
    const toggle = `${FIGURE} .editor-clip__toggle`;
    await waitFor(page, (s) => document.querySelector(s)?.textContent === 'Play clip', toggle);
    // The player decided when it showed the button: a clip it starts is no longer paused from that moment.
    expect((await video(page, 'dark'))!.paused).toBe(true);
    expect(requested).toEqual([]);
    await page.click(toggle);
    await playing(page, 'dark');
    expect((await video(page, 'dark'))!.currentSrc).toMatch(new RegExp(`/${CLIP}-dark\\.webm$`));
    expect(await page.$eval(toggle, (b) => b.textContent)).toBe('Pause clip');
    await page.waitForNetworkIdle({idleTime: 100});
    watching.stop();
    expect(watching.watched).toEqual({errors: [], failedRequests: [], foreignRequests: []});
  });
});
