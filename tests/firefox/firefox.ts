import type {Browser, BrowserContext, Page} from 'puppeteer-core';
import {launchFirefox, serveBuild} from '../../scripts/lib/browser.mjs';

/**
 * The built site on a free local port and one Firefox ESR for a test file. Each file gets its own
 * pair, so files can run side by side.
 */
export type Site = {origin: string; browser: Browser; close: () => Promise<void>};

export async function openSite(): Promise<Site> {
  const server = await serveBuild('build');
  const browser = await launchFirefox();
  return {
    origin: server.origin,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
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

/** Opens a path of the site and waits until React has hydrated it (before that, buttons do nothing). */
export async function gotoReady(page: Page, origin: string, path: string) {
  const response = await page.goto(origin + path.replace(/ /g, '%20'));
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return response;
}

/** A private context per test: its own storage, so no test sees another's stored choices. */
export async function freshPage(browser: Browser): Promise<{page: Page; context: BrowserContext}> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  return {page, context};
}
