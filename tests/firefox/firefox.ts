import type {Browser, BrowserContext, ElementHandle, Page} from 'puppeteer-core';
import {launchFirefox, serveBuild} from '../../scripts/lib/browser.mjs';

/**
 * The built site and one Firefox ESR for a test file. `npm test` serves the build once for every
 * engine and says where (SITE_ORIGIN); run alone, a file serves it on a free local port of its own.
 */
export type Site = {origin: string; browser: Browser; close: () => Promise<void>};

export async function openSite(prefs: Record<string, unknown> = {}): Promise<Site> {
  const server = process.env.SITE_ORIGIN ? null : await serveBuild('build');
  const browser = await launchFirefox(prefs);
  return {
    origin: process.env.SITE_ORIGIN ?? server!.origin,
    browser,
    close: async () => {
      await browser.close();
      await server?.close();
    },
  };
}

/**
 * What went wrong on a page: console errors and uncaught exceptions, requests that failed or
 * answered with an error status, and requests to any other host than the site's.
 */
export type Watched = {errors: string[]; failedRequests: string[]; foreignRequests: string[]};

export function watch(page: Page, origin: string): {watched: Watched; stop: () => void} {
  const errors: string[] = [];
  const failedRequests: string[] = [];
  const foreignRequests: string[] = [];
  // Requests the browser itself cancelled (NS_BINDING_ABORTED): a navigation or reload drops the
  // old page's prefetches still in flight. The server did not fail them, so they are no failure,
  // nor is the ChunkLoadError that the leaving page logs for one of them.
  const aborted: string[] = [];
  const causedByAbort = (error: string) => error.includes('ChunkLoadError') && aborted.some((url) => error.includes(url));
  const watched: Watched = {
    get errors() {
      return errors.filter((error) => !causedByAbort(error));
    },
    failedRequests,
    foreignRequests,
  };
  const {host} = new URL(origin);
  const onConsole = (message: {type: () => string; text: () => string}) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: unknown) => errors.push(String(error));
  const onRequest = (request: {url: () => string}) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:', 'about:'].includes(url.protocol) && url.host !== host) foreignRequests.push(request.url());
  };
  const onFailed = (request: {url: () => string; failure: () => {errorText: string} | null}) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason === 'NS_BINDING_ABORTED') aborted.push(request.url());
    else failedRequests.push(`${request.url()}: ${reason}`);
  };
  const onResponse = (response: {url: () => string; status: () => number}) => {
    if (response.status() >= 400) failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  return {
    watched,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
      page.off('requestfailed', onFailed);
      page.off('response', onResponse);
    },
  };
}

/**
 * Waits until a function run in the page returns a truthy value, and returns it. Puppeteer's own
 * waits (waitForFunction, waitForSelector) rebuild the function inside the page with `Function()`,
 * which the site's Content-Security-Policy forbids (no 'unsafe-eval'): Firefox ESR 140 enforces
 * that against them and fails the wait with an EvalError, later Firefox lets it through. Here the
 * function is handed to WebDriver BiDi's script.callFunction on each try, which runs it as the
 * browser's own code, so no engine version's CSP stands in the way.
 */
export async function waitFor<Args extends unknown[], T>(page: Page, fn: (...args: Args) => T, ...args: Args): Promise<Awaited<T>> {
  const timeout = 30_000;
  const end = Date.now() + timeout;
  for (;;) {
    let value: Awaited<T> | undefined;
    try {
      value = (await page.evaluate(fn as (...a: unknown[]) => T, ...args)) as Awaited<T>;
    } catch (error) {
      // A navigation under way destroys the context the function ran in: try again on the new page.
      if (!/context|navigat|detached/i.test(String(error))) throw error;
    }
    if (value) return value;
    if (Date.now() > end) throw new Error(`waitFor timed out after ${timeout} ms: ${fn.toString().slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until an element matches a CSS selector (without puppeteer's eval-based waitForSelector). */
export const waitForElement = (page: Page, selector: string) => waitFor(page, (s) => document.querySelector(s) !== null, selector);

/** Waits for the first element matching a selector whose text is `text`, for a real click on it. */
export async function elementWithText(page: Page, selector: string, text: string): Promise<ElementHandle<Element>> {
  await waitFor(page, (s, t) => Array.from(document.querySelectorAll(s)).some((el) => el.textContent?.trim() === t), selector, text);
  const handle = await page.evaluateHandle(
    (s, t) => Array.from(document.querySelectorAll(s)).find((el) => el.textContent?.trim() === t),
    selector,
    text,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`No ${selector} with the text "${text}"`);
  return element as ElementHandle<Element>;
}

/** The page has hydrated: before that, buttons do nothing. */
export const hydrated = (page: Page) => waitForElement(page, 'html[data-has-hydrated="true"]');

/** Opens a path of the site and waits until React has hydrated it. */
export async function gotoReady(page: Page, origin: string, path: string) {
  const response = await page.goto(origin + path.replace(/ /g, '%20'));
  await hydrated(page);
  return response;
}

/**
 * Sets the page's viewport. Puppeteer sends BiDi's browsingContext.setViewport together with
 * emulation.setScreenOrientationOverride, which Firefox ESR 140 does not know: there the size is
 * set and the orientation refused. The refusal is let through, and the size waited for instead.
 */
export async function setViewportSize(page: Page, width: number, height: number) {
  await page.setViewport({width, height}).catch((error: unknown) => {
    if (!/setScreenOrientationOverride/.test(String(error))) throw error;
  });
  // The refusal can come back before the size has been applied: wait for the size.
  const end = Date.now() + 5_000;
  for (;;) {
    const size = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
    if (size[0] === width && size[1] === height) return;
    if (Date.now() > end) throw new Error(`the viewport is ${size.join('x')}, not ${width}x${height}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A private context per test: its own storage, so no test sees another's stored choices. */
export async function freshPage(browser: Browser): Promise<{page: Page; context: BrowserContext}> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  return {page, context};
}
