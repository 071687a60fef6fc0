import {By} from 'selenium-webdriver';
import {afterAll, describe, expect, it} from 'vitest';
import {gotoReady, inPage, openSite, settled, until, type Site} from './webkit';

/**
 * The editor's clips in WebKit (src/clientModules/clipPlayer.ts): the poster shows before the clip
 * plays, the clip plays from the first source WebKit can play (WebKitGTK plays both the VP9 WebM
 * and the H.264 MP4 through GStreamer, so it takes the WebM, the first), only the clip of the
 * reader's colour mode plays, and under reduced motion nothing starts by itself.
 */
const PAGE = '/docs/Features/emmet';
const CLIP = 'emmet-html';
const FIGURE = `figure.editor-clip[data-clip="${CLIP}"]`;
const opened: Site[] = [];

afterAll(async () => {
  for (const site of opened) await site.close();
});

async function start(options: Parameters<typeof openSite>[0]) {
  const site = await openSite(options);
  opened.push(site);
  return site;
}

type VideoState = {paused: boolean; readyState: number; currentTime: number; currentSrc: string; poster: string; shown: boolean};
/** The state of a colour mode's video, or null while the player has not made it (src/clientModules/clipPlayer.ts). */
const video = (site: Site, theme: string) =>
  inPage<VideoState | null>(
    site.driver,
    `const v = document.querySelector(arguments[0]);
     if (!v) return null;
     return {paused: v.paused, readyState: v.readyState, currentTime: v.currentTime, currentSrc: v.currentSrc, poster: v.poster,
             shown: v.getClientRects().length > 0};`,
    `${FIGURE} .editor-clip__${theme} video`,
  );
/** Playing: not paused, frames decoded, and time moving. */
const playing = async (site: Site, theme: string) => {
  const before = await video(site, theme);
  if (!before || before.paused || before.readyState < 2) return false;
  await new Promise((resolve) => setTimeout(resolve, 200));
  return (await video(site, theme))!.currentTime > before.currentTime;
};
const clipRequests = (site: Site) => site.requested().filter((url) => /\/clips\/.*\.(webm|mp4)$/.test(url));
const posterShown = (site: Site, theme: string) =>
  inPage<boolean>(
    site.driver,
    `const img = document.querySelector(arguments[0]);
     return !!img && img.complete && img.naturalWidth > 0 && img.getClientRects().length > 0;`,
    `${FIGURE} .editor-clip__${theme} .editor-clip__poster img`,
  );

describe('clips in WebKit', () => {
  it('show the poster, then play the clip of the colour mode on screen from its first playable source', async () => {
    // A short window, so the clip starts far below the fold.
    const site = await start({height: 500});
    await gotoReady(site, PAGE);
    // Far below the fold: the poster waits there and no video byte is asked for.
    expect(clipRequests(site)).toEqual([]);
    await inPage(site.driver, `document.querySelector(arguments[0]).scrollIntoView({block: 'center'})`, FIGURE);
    await until('the light poster', () => posterShown(site, 'light'));
    await until('the light clip to play', () => playing(site, 'light'));
    const light = (await video(site, 'light'))!;
    // The first <source> is the WebM (VP9); WebKitGTK with GStreamer's libav plugins plays it.
    expect(light.currentSrc).toMatch(new RegExp(`/${CLIP}-light\\.webm$`));
    expect(light.poster).toMatch(new RegExp(`/${CLIP}-light\\.(avif|webp)$`));
    // The other mode's video is never made.
    expect(await video(site, 'dark')).toBeNull();
    expect(clipRequests(site).every((url) => url.includes(`/${CLIP}-light.`))).toBe(true);
    await settled(site);
    expect(await site.watched()).toEqual({errors: [], failedRequests: []});

    // The reader's stored dark mode: the dark clip plays, the light one never loads.
    await inPage(site.driver, `localStorage.setItem('theme', 'dark')`);
    site.reset();
    await gotoReady(site, PAGE);
    await inPage(site.driver, `document.querySelector(arguments[0]).scrollIntoView({block: 'center'})`, FIGURE);
    await until('the dark clip to play', () => playing(site, 'dark'));
    expect((await video(site, 'dark'))!.currentSrc).toMatch(new RegExp(`/${CLIP}-dark\\.webm$`));
    expect(await video(site, 'light')).toBeNull();
    expect(
      clipRequests(site)
        .filter((url) => url.includes(`/${CLIP}-`))
        .every((url) => url.includes(`/${CLIP}-dark.`)),
    ).toBe(true);
    await settled(site);
    expect(await site.watched()).toEqual({errors: [], failedRequests: []});
  });

  it('under reduced motion (and a dark desktop) nothing starts by itself; the button plays the dark clip', async () => {
    const site = await start({reducedMotion: true, dark: true, height: 500});
    await gotoReady(site, PAGE);
    expect(await inPage<boolean>(site.driver, `return matchMedia('(prefers-reduced-motion: reduce)').matches`)).toBe(true);
    expect(await inPage<string>(site.driver, 'return document.documentElement.dataset.theme')).toBe('dark');
    await inPage(site.driver, `document.querySelector(arguments[0]).scrollIntoView({block: 'center'})`, FIGURE);
    const toggle = await site.driver.findElement(By.css(`${FIGURE} .editor-clip__toggle`));
    await until('the play button', async () => (await toggle.isDisplayed()) && (await toggle.getText()) === 'Play clip');
    await until('the dark poster', () => posterShown(site, 'dark'));
    // The player decided when it showed the button: a clip it starts is no longer paused from that moment.
    expect((await video(site, 'dark'))!.paused).toBe(true);
    expect(clipRequests(site)).toEqual([]);

    await toggle.click();
    await until('the dark clip to play', () => playing(site, 'dark'));
    expect(await toggle.getText()).toBe('Pause clip');
    await toggle.click();
    await until('the clip to pause', async () => (await video(site, 'dark'))!.paused);
    expect(await toggle.getText()).toBe('Play clip');
    await settled(site);
    expect(await site.watched()).toEqual({errors: [], failedRequests: []});
  });
});
