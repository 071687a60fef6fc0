import {request as httpRequest, createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {WebDriver} from 'selenium-webdriver';
import {inject} from 'vitest';
import {serveBuild} from '../../scripts/lib/browser.mjs';
import {launchWebKit} from '../../scripts/lib/webkit.mjs';

/**
 * WebKitGTK's WebDriver is classic WebDriver: it has no log endpoint and no BiDi events, so it
 * cannot tell about console messages or requests. A thin proxy in front of the site tells instead:
 * it records every request and its status, and puts one same-origin script (allowed by the
 * Content-Security-Policy's `script-src 'self'`, so the policy stays as served) first in every
 * page's <head>. That script, running before any of the site's, records console errors, uncaught
 * exceptions and rejections, resources that failed to load and CSP violations, for the test to read.
 */
export const WATCH_SCRIPT = '/__webkit-watch.js';
const watchScript = `(() => {
  const found = (window.__webkitWatch = {errors: [], failed: []});
  const error = console.error;
  console.error = function (...args) {
    found.errors.push(args.map(String).join(' '));
    return error.apply(this, args);
  };
  addEventListener('error', (event) => {
    const target = event.target;
    // A <source> the engine cannot play fires "error" and the next one is tried: not a failure.
    if (target && target !== window && target.tagName !== 'SOURCE') found.failed.push(target.tagName + ' ' + (target.currentSrc || target.src || target.href));
    else if (target === window || !target) found.errors.push(String(event.error || event.message));
  }, true);
  addEventListener('unhandledrejection', (event) => found.errors.push('unhandled rejection: ' + String(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) => found.errors.push('CSP: ' + event.violatedDirective + ' ' + event.blockedURI));
})();
`;

/** What went wrong on the pages opened since the last `reset`. */
export type Watched = {errors: string[]; failedRequests: string[]};

export type Site = {
  origin: string;
  driver: WebDriver;
  version: string;
  /** Requests whose response has not ended yet. */
  inFlight: () => number;
  /** Every path requested since the last reset. */
  requested: () => string[];
  /** Stops answering, as a network gone away would look to the browser. */
  stopServing: () => void;
  resumeServing: () => void;
  reset: () => void;
  /** The page's own record (read before leaving it) and the proxy's failed requests. */
  watched: () => Promise<Watched>;
  close: () => Promise<void>;
};

type Proxy = {server: Server; failed: string[]; requested: string[]; inFlight: number; serving: boolean};

function startProxy(upstream: string): Promise<{proxy: Proxy; origin: string}> {
  const target = new URL(upstream);
  const proxy: Proxy = {server: undefined as unknown as Server, failed: [], requested: [], inFlight: 0, serving: true};
  proxy.server = createServer((req, res) => {
    if (!proxy.serving) {
      req.socket.destroy();
      return;
    }
    const url = req.url ?? '/';
    if (url === WATCH_SCRIPT) {
      res.writeHead(200, {'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store'});
      res.end(watchScript);
      return;
    }
    proxy.inFlight++;
    proxy.requested.push(url);
    res.on('close', () => proxy.inFlight--);
    // The body is read as is (no compression) so the script tag can go into pages.
    const headers = {...req.headers, host: target.host, 'accept-encoding': 'identity'};
    // The shared server listens on 127.0.0.1 and is named localhost: ask the address itself.
    const host = target.hostname === 'localhost' ? '127.0.0.1' : target.hostname;
    const forward = httpRequest({host, port: target.port, path: url, method: req.method, headers}, (upstreamRes: IncomingMessage) => {
      const status = upstreamRes.statusCode ?? 502;
      if (status >= 400) proxy.failed.push(`${url}: HTTP ${status}`);
      const isPage = /^text\/html/.test(String(upstreamRes.headers['content-type'] ?? ''));
      if (!isPage) {
        res.writeHead(status, upstreamRes.headers);
        upstreamRes.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk));
      upstreamRes.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head[^>]*>/, (head) => `${head}<script src="${WATCH_SCRIPT}"></script>`);
        const {'content-length': _length, etag: _etag, ...rest} = upstreamRes.headers;
        res.writeHead(status, {...rest, 'content-length': Buffer.byteLength(html)});
        res.end(html);
      });
    });
    forward.on('error', (error) => {
      proxy.failed.push(`${url}: ${error.message}`);
      res.destroy();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    proxy.server.listen(0, '127.0.0.1', () => resolve({proxy, origin: `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`})),
  );
}

/**
 * The site as WebKit sees it: the shared server of `npm test` (SITE_ORIGIN), or a server of this
 * file's own, behind the watching proxy, and one MiniBrowser on the display the global setup started.
 * `upstream` gives a server of the test's own instead (the offline test stops it).
 */
export async function openSite(options: {dark?: boolean; reducedMotion?: boolean; height?: number; upstream?: string} = {}): Promise<Site> {
  const own = options.upstream || process.env.SITE_ORIGIN ? null : await serveBuild('build');
  const upstream = options.upstream ?? process.env.SITE_ORIGIN ?? own!.origin;
  const {proxy: proxied, origin} = await startProxy(upstream);
  const webkit = await launchWebKit({
    display: inject('display'),
    dark: options.dark,
    reducedMotion: options.reducedMotion,
    height: options.height,
  });
  const {driver} = webkit;
  return {
    origin,
    driver,
    version: webkit.version,
    inFlight: () => proxied.inFlight,
    requested: () => [...proxied.requested],
    stopServing: () => {
      proxied.serving = false;
      proxied.server.closeAllConnections();
    },
    resumeServing: () => {
      proxied.serving = true;
    },
    reset: () => {
      proxied.failed.length = 0;
      proxied.requested.length = 0;
    },
    watched: async () => {
      const page = (await driver.executeScript('return window.__webkitWatch || null')) as {errors: string[]; failed: string[]} | null;
      return {
        errors: page?.errors ?? ['the watch script did not run'],
        failedRequests: [...(page?.failed ?? []), ...proxied.failed],
      };
    },
    close: async () => {
      await webkit.close();
      proxied.server.closeAllConnections();
      await new Promise((resolve) => proxied.server.close(resolve));
      await own?.close();
    },
  };
}

/** Polls a condition until it holds (the page tells when it is done: no fixed sleeps). */
export async function until<T>(what: string, check: () => Promise<T>, timeout = 15_000): Promise<T> {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs a function in the page and returns its result (WebDriver's script body is a function body). */
export function inPage<T>(driver: WebDriver, body: string, ...args: unknown[]): Promise<T> {
  return driver.executeScript(body, ...args) as Promise<T>;
}

/** Opens a path and waits until React has hydrated it and the page's requests have settled. */
export async function gotoReady(site: Site, path: string): Promise<void> {
  await site.driver.get(site.origin + path.replace(/ /g, '%20'));
  await until(
    `${path} to hydrate`,
    () => inPage<boolean>(site.driver, `return document.documentElement.dataset.hasHydrated === 'true'`),
    30_000,
  );
  await settled(site);
}

/** Waits until no request has been in flight for 150 ms: lazy code and the idle prefetch have arrived. */
export async function settled(site: Site, quiet = 150): Promise<void> {
  let since = Date.now();
  await until('the network to settle', async () => {
    if (site.inFlight() > 0) since = Date.now();
    return Date.now() - since >= quiet;
  });
}
