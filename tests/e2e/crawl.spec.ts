import axe from 'axe-core';
import type {Page} from '@playwright/test';
import {builtPages} from './builtRoutes';
import {pageKind, samplePages} from '../lib/pageSample';
import {cspViolations, recordCspViolations} from './cspViolations';
import {readingTest, expect, gotoReady, watch} from './fixtures';

/**
 * Visits every page the build made, one test per page named by its path, in one long-lived browser
 * page per worker so the browser cache works like a reader's, served with the build's `_headers`
 * as a host would serve it. Each page gets soft assertions, so its report lists everything wrong
 * with it at once. One visit checks everything a page must pass (status, heading, text, axe (see
 * COLOUR_RULES for the modes), console, requests, the Content-Security-Policy): this crawl is the costliest
 * part of the test run, so each page loads once.
 *
 * One page alone: `CRAWL_PAGE=/docs/intro npx playwright test tests/e2e/crawl.spec.ts` (or `-g`
 * with the page's path).
 */
const only = process.env.CRAWL_PAGE;
const pages = only === undefined ? builtPages() : builtPages().filter((path) => path === only);
if (only !== undefined && !pages.length) throw new Error(`CRAWL_PAGE=${only}: the build has no such page (a path such as /docs/intro)`);

/**
 * The worker's reading page (kept from one test to the next; a failed test gets the worker a new
 * one), recording every document's CSP violations.
 */
const crawl = readingTest.extend<object, {crawlPage: Page}>({
  crawlPage: [
    async ({readingPage}, use) => {
      await recordCspViolations(readingPage);
      await use(readingPage);
    },
    {scope: 'worker'},
  ],
});

type Violation = {id: string; impact: string | null; help: string; nodes: {target: string[]}[]};

/**
 * What axe runs where. Axe is most of the crawl's time (up to seven seconds on a long API page), and
 * most of that is the colour rules, so they do not run on every page in both modes:
 * - every page gets every rule but the colour ones (markup, names, roles, structure, which do not
 *   change with the mode), except the API reference, where a template writes every page from the
 *   typings: a spread of its pages gets them;
 * - the colour rules run in both modes on every page of the current docs, the guides and the single
 *   pages, which use every component the site has, and on a spread of each other kind (older docs,
 *   blog posts and lists, the API reference): their colours come from the same stylesheet and
 *   components.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const CHECKED_WHOLE = new Set(['home', 'docs', 'API guides', 'other pages']);
const SAMPLE_PER_KIND = 8;
const sampled = new Set([...pages.filter((path) => CHECKED_WHOLE.has(pageKind(path))), ...samplePages(pages, SAMPLE_PER_KIND)]);
const axeChecked = (path: string) => pageKind(path) !== 'API reference' || sampled.has(path);
const coloursChecked = (path: string) => sampled.has(path);

/** The page's serious and critical axe violations, of the colour rules only or of every other rule. */
async function seriousViolations(page: Page, rules: 'colour' | 'all but colour'): Promise<string[]> {
  // Evaluated by the test driver: the page's Content-Security-Policy refuses an injected inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options = {
    resultTypes: ['violations'],
    ...(rules === 'colour'
      ? {runOnly: {type: 'rule', values: COLOUR_RULES}}
      : {rules: Object.fromEntries(COLOUR_RULES.map((rule) => [rule, {enabled: false}]))}),
  };
  const violations = await page.evaluate(async (options) => {
    const axe = (window as unknown as {axe: {run: (ctx: Document, opts: object) => Promise<{violations: unknown[]}>}}).axe;
    const result = await axe.run(document, options);
    return result.violations;
  }, options);
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')})`,
    );
}

crawl.describe(
  'every page of the build renders, makes no foreign request, refuses nothing under its CSP and passes axe, its colours in light and dark',
  () => {
    // Two minutes a page: axe over the largest API reference pages (editor/Editor) took more than
    // the default minute on a loaded machine; the shards shared 15 s a page among their pages.
    crawl.describe.configure({mode: 'parallel', timeout: 120_000});
    for (const path of pages) {
      crawl(path, async ({crawlPage: page}) => {
        try {
          const watched = watch(page);
          const where = path;
          const html = page.locator('html');
          // Each page loads once, in dark mode from the system setting (the same first paint and
          // hydration as a stored choice), and then turns light the way it does when the reader's
          // system switches. Every other browser test and the Firefox crawl load pages in light.
          await page.emulateMedia({colorScheme: 'dark'});
          await page.evaluate(() => localStorage.clear()).catch(() => {});
          const response = await gotoReady(page, path);
          expect.soft(response?.status(), `${where}: HTTP status`).toBe(200);
          expect.soft(response?.headers()['content-security-policy'], `${where}: policy sent`).toContain("script-src 'self'");
          await expect.soft(html, `${where}: dark`).toHaveAttribute('data-theme', 'dark');
          const heading = page.locator('main h1, article h1, header h1').first();
          await expect.soft(heading, `${where}: h1`).toBeVisible();
          const main =
            (await page
              .locator('main')
              .first()
              .innerText()
              .catch(() => '')) ?? '';
          expect.soft(main, `${where}: filler text`).not.toMatch(/lorem ipsum|coming soon/i);
          expect.soft(main, `${where}: TODO`).not.toMatch(/\bTODO\b/);
          if (axeChecked(path)) expect.soft(await seriousViolations(page, 'all but colour'), `${where}: axe`).toEqual([]);
          const colours = coloursChecked(path);
          if (colours) expect.soft(await seriousViolations(page, 'colour'), `${where}: axe colours, dark`).toEqual([]);
          await page.emulateMedia({colorScheme: 'light'});
          await expect.soft(html, `${where}: light`).toHaveAttribute('data-theme', 'light');
          if (colours) {
            // Code blocks take their theme from React state, and links fade to their new colour:
            // let the switch render, then jump every transition to its end before measuring
            // colours (waiting them out took a fifth of a second on every page).
            await page.evaluate(async () => {
              await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
              // Transitions only: a looping animation has no end to jump to.
              for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
            });
            expect.soft(await seriousViolations(page, 'colour'), `${where}: axe colours, light`).toEqual([]);
          }
          expect.soft(await cspViolations(page), `${where}: CSP refusals`).toEqual([]);
          // Chromium logs each refusal as a console error too, so this also catches one that happened
          // on a page that redirected before it could be read.
          expect.soft(watched.errors, `${where}: console errors`).toEqual([]);
          expect.soft(watched.foreignRequests, `${where}: requests to other origins`).toEqual([]);
        } finally {
          page.removeAllListeners('console');
          page.removeAllListeners('pageerror');
          page.removeAllListeners('request');
        }
      });
    }
  },
);
