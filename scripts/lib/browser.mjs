// Shared by the benchmark scripts, the test runner and the editor driver (./editor.mjs): Debian's
// Chromium through playwright-core, Firefox's path, and the built site on a local port.
import {existsSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {createStaticServer} from './static-server.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (package `chromium-headless-shell`): the same Blink,
 * V8 and network stack as `chromium`, from the same source and version, without the browser's
 * window and profile machinery. It is what Playwright itself runs for headless tests. The browser
 * tests use it when it is installed: the same 388 Chromium tests took 330 s in it against 369 s in
 * the full browser, and a page load cost half the CPU time (BENCHMARKS.md, 2026-12-07). The
 * benchmarks keep the full browser, which is what readers run. CHROMIUM_PATH sets both.
 */
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launchBrowser() {
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
}

export async function serveBuild(dir = 'build') {
  const server = createStaticServer(dir);
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  // Listening on a TCP port, so the address is not a pipe's name.
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r))};
}

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox preferences on top of puppeteer's test profile, so that the browser itself asks no other
 * host for anything: no updates, telemetry, studies, remote settings, Safe Browsing lists, captive
 * portal or connectivity probes, DNS over HTTPS or speculative connections. Anything that still
 * tries goes to a proxy on a closed local port; the site on localhost is never proxied. Pages start
 * in the light colour mode whatever the desktop's.
 */
export const firefoxPrefs = {
  'app.update.enabled': false,
  'app.update.auto': false,
  'app.normandy.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'toolkit.telemetry.server': '',
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'browser.ping-centre.telemetry': false,
  'services.settings.server': 'data:,#remote-settings-disabled',
  'services.settings.poll_interval': 31536000,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.downloads.remote.enabled': false,
  'browser.safebrowsing.blockedURIs.enabled': false,
  'browser.safebrowsing.provider.google4.updateURL': '',
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.trr.mode': 5,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.predictor.enabled': false,
  'network.http.speculative-parallel-limit': 0,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'browser.search.geoSpecificDefaults': false,
  'browser.topsites.contile.enabled': false,
  'extensions.blocklist.enabled': false,
  'extensions.systemAddon.update.enabled': false,
  'media.gmp-manager.url': '',
  'media.gmp-gmpopenh264.enabled': false,
  'geo.provider.network.url': '',
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.share_proxy_settings': true,
  'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
  'layout.css.prefers-color-scheme.content-override': 1,
};

/**
 * Debian's Firefox ESR through WebDriver BiDi, with a fresh profile that puppeteer deletes on close.
 * `prefs` go on top of firefoxPrefs (a dark or reduced-motion desktop, say).
 * @param {Record<string, unknown>} [prefs]
 */
export async function launchFirefox(prefs = {}) {
  const {default: puppeteer} = await import('puppeteer-core');
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {...firefoxPrefs, ...prefs},
    defaultViewport: {width: 1280, height: 900},
  });
}
