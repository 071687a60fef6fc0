import {By} from 'selenium-webdriver';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {serveBuild} from '../../scripts/lib/browser.mjs';
import {gotoReady, inPage, openSite, until, type Site} from './webkit';

/**
 * Offline reading in WebKit (src/components/OfflineControl, the worker of src/plugins/offline): a
 * reader who opts in keeps the current docs, the API reference and search with no network. The
 * proxy in front of a server of this file's own stops answering, which to the browser is a network
 * gone away (WebDriver has no switch for the network itself).
 */
let server: {origin: string; close: () => Promise<unknown>};
let site: Site;

beforeAll(async () => {
  server = await serveBuild('build');
  site = await openSite({upstream: server.origin});
});
afterAll(async () => {
  await site?.close();
  await server?.close();
});

const js = <T>(body: string, ...args: unknown[]) => inPage<T>(site.driver, body, ...args);
const buttonNamed = (name: string) => By.xpath(`//section[@aria-label="Offline reading"]//button[normalize-space()="${name}"]`);

describe('offline reading in WebKit', () => {
  it('an ordinary visit registers no service worker', async () => {
    await gotoReady(site, '/docs/intro');
    expect(await js<boolean>(`return 'serviceWorker' in navigator && typeof caches !== 'undefined'`)).toBe(true);
    await until('the offline control', () => site.driver.findElement(buttonNamed('Keep docs offline')).isDisplayed());
    expect(await js<number>(`return navigator.serviceWorker.getRegistrations().then((list) => list.length)`)).toBe(0);
    expect(site.requested().filter((url) => /sw\.js|offline-manifest/.test(url))).toEqual([]);
  });

  it('once saved, the current docs, the API reference and search work with no network', async () => {
    await gotoReady(site, '/docs/intro');
    await site.driver.findElement(buttonNamed('Keep docs offline')).click();
    // Saving takes as long as the machine needs; the test's own timeout bounds it.
    await until(
      'the copy to be saved',
      () =>
        js<boolean>(
          `return /^Docs saved for offline reading \\(\\d+\\.\\d MB\\)\\.$/.test(document.querySelector('section[aria-label="Offline reading"] [role="status"]')?.textContent ?? '')`,
        ),
      150_000,
    );
    expect(await js<string>(`return localStorage.getItem('phoenix-docs-offline')`)).toBe('yes');

    site.stopServing();
    for (const path of ['/docs/intro', '/docs/editing-text', '/api/creating-extensions', '/api/API-Reference/command/CommandManager']) {
      await gotoReady(site, path);
      expect(await js<string>(`return document.querySelector('main h1')?.textContent.trim() ?? ''`), path).not.toBe('');
      // Answered by the worker, not by the browser's own cache.
      expect(await js<boolean>('return navigator.serviceWorker.controller !== null'), path).toBe(true);
    }
    // A clip's poster shows offline: the copy holds its pictures in the one format WebKit's
    // <picture> picks, the one the page named to the worker (src/components/OfflineControl).
    await gotoReady(site, '/docs/editing-text');
    const poster = `const img = [...document.querySelectorAll('figure.editor-clip .editor-clip__poster img')].find((i) => i.offsetParent)`;
    await js(`${poster}; img.scrollIntoView()`);
    await until('a clip poster offline', () => js<boolean>(`${poster}; return img.complete && img.naturalWidth > 0`));
    const [shown, asked] = await js<[string, string | null]>(
      `${poster}; return [img.currentSrc.split('.').pop(), new URL(navigator.serviceWorker.controller.scriptURL).searchParams.get('pictures')]`,
    );
    expect(asked).toBe(shown);
    await gotoReady(site, '/search?q=theme');
    await until('search results offline', () => js<boolean>(`return document.querySelectorAll('main ol > li').length > 0`));

    // Removing the copy unregisters the worker and empties the caches.
    site.resumeServing();
    await gotoReady(site, '/docs/intro');
    await until('the saved copy', () => site.driver.findElement(buttonNamed('Remove offline copy')).isDisplayed(), 150_000);
    await site.driver.findElement(buttonNamed('Remove offline copy')).click();
    await until('the offer again', () => site.driver.findElement(buttonNamed('Keep docs offline')).isDisplayed());
    expect(
      await js<number[]>(
        `return Promise.all([navigator.serviceWorker.getRegistrations(), caches.keys()]).then(([r, c]) => [r.length, c.length])`,
      ),
    ).toEqual([0, 0]);
  }, 240_000);
});
