import axe from 'axe-core';
import {load} from 'cheerio';
import type {Page} from '@playwright/test';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {builtPageCandidates} from '../../src/lib/builtFile.mjs';
import {BUILD_DIR, builtPages} from './builtRoutes';
import {colourCover, mainFeatures, type Mode} from '../lib/colourCover';
import {pageKind, samplePages} from '../lib/pageSample';
import {cspViolations, recordCspViolations} from './cspViolations';
import {readingTest, expect, gotoReady, watch} from './fixtures';

/**
 * Visits every page the build made, one test per page named by its path, in one long-lived browser
 * page per worker so the browser cache works like a reader's, served with the build's `_headers`
 * as a host would serve it. Each page gets soft assertions, so its report lists everything wrong
 * with it at once. This crawl is the costliest part of the test run, so pages are opened two ways:
 * - a full load, with every check (status, policy, heading, text, console, requests, CSP refusals,
 *   axe in both colour modes: see COLOUR_RULES), for every hand-written page (the current docs, the
 *   guides, the single pages) and a spread of each other kind;
 * - the rest (the other API reference pages, older docs, blog posts and lists, written from the
 *   same templates and components as the pages of their kind that load fully) are opened as the
 *   browser's back button opens a page: the app renders it from its route without loading the
 *   document again. Their server's answer (status, policy, title and heading) is fetched on the
 *   side and the rendered page must show the same title and heading.
 *
 * One page alone: `CRAWL_PAGE=/docs/intro npx playwright test tests/e2e/crawl.spec.ts` (or `-g`
 * with the page's path).
 */
const only = process.env.CRAWL_PAGE;
const allPages = builtPages();
const pages = only === undefined ? allPages : allPages.filter((path) => path === only);
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
 * - the colour rules run in both modes on a spread of each kind, and on the fewest other
 *   hand-written pages (the current docs, the guides) that, with the spread, show every element and
 *   class those pages show (tests/lib/colourCover.ts): contrast comes from the stylesheet and what
 *   a page puts on it. The other kinds (older docs, blog posts and lists, the API reference) take
 *   their colours from the same stylesheet and components;
 * - on the spread axe reads the whole document; elsewhere only `main`, the page's own content. The
 *   navbar, sidebar and footer around it come from the theme's layout, the same on every page of a
 *   kind, and reading them again was half of axe's time on a docs page.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const CHECKED_WHOLE = new Set(['home', 'docs', 'API guides', 'other pages']);
// Three of each kind: every page of a template kind is one template over other data, and each
// page of the spread costs a full load and four axe runs.
const SAMPLE_PER_KIND = 3;
const spread = new Set(samplePages(allPages, SAMPLE_PER_KIND));
const handWritten = allPages.filter((path) => CHECKED_WHOLE.has(pageKind(path)));
const loadedFully = new Set([...handWritten, ...spread]);
const axeChecked = (path: string) => pageKind(path) !== 'API reference' || loadedFully.has(path);
/** What a built page shows inside `main`, from its HTML file. */
const featuresOf = (path: string) => {
  const file = builtPageCandidates(path)
    .map((candidate) => join(BUILD_DIR, candidate))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${path}: no built HTML file`);
  return mainFeatures(readFileSync(file, 'utf8'));
};
/** The colour modes a page's colours are measured in, the first being the one it loads in. */
const colourModes = new Map<string, Mode[]>();
for (const [path, modes] of colourCover(
  new Map(handWritten.filter((path) => !spread.has(path)).map((path) => [path, featuresOf(path)])),
  handWritten.filter((path) => spread.has(path)).map(featuresOf),
))
  colourModes.set(path, modes);
for (const path of spread) colourModes.set(path, ['dark', 'light']);
/** The mode a fully loaded page loads in: its first measured mode, or dark and light in turn down the list. */
const loadMode = (path: string): Mode =>
  colourModes.get(path)?.[0] ?? (handWritten.filter((other) => !colourModes.has(other)).indexOf(path) % 2 ? 'light' : 'dark');

/** Which of axe's rules a run reads: the colour rules, the others, or both. */
type AxeRules = {colour: boolean; other: boolean};

/**
 * The page's serious and critical axe violations, of the colour rules and of every other rule, each
 * as one readable line, in the whole page or in its `main` content. One run reads both sets when
 * both are asked for: each run builds axe's picture of the page again.
 */
async function seriousViolations(
  page: Page,
  {colour, other}: AxeRules,
  within: 'page' | 'main',
): Promise<{colour: string[]; other: string[]}> {
  // Evaluated by the test driver: the page's Content-Security-Policy refuses an injected inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options = {
    resultTypes: ['violations'],
    ...(!other
      ? {runOnly: {type: 'rule', values: COLOUR_RULES}}
      : !colour
        ? {rules: Object.fromEntries(COLOUR_RULES.map((rule) => [rule, {enabled: false}]))}
        : {}),
  };
  const violations = await page.evaluate(
    async ({options, within}) => {
      const axe = (window as unknown as {axe: {run: (ctx: Document | object, opts: object) => Promise<{violations: unknown[]}>}}).axe;
      const result = await axe.run(within === 'page' ? document : {include: [['main']]}, options);
      return result.violations;
    },
    {options, within},
  );
  const serious = (violations as Violation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lines = (list: Violation[]) =>
    list.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')})`,
    );
  return {
    colour: lines(serious.filter((v) => COLOUR_RULES.includes(v.id))),
    other: lines(serious.filter((v) => !COLOUR_RULES.includes(v.id))),
  };
}

/** What the server sends for a page: its status, policy, and the title and first heading of its HTML. */
async function served(page: Page, path: string) {
  const response = await page.request.get(path.replace(/ /g, '%20'));
  const $ = load(await response.text());
  // A heading's anchor link holds a zero-width space, which the rendered heading's text leaves out.
  const text = (selector: string) =>
    $(selector)
      .first()
      .text()
      .replace(/\u200b/g, '')
      .trim();
  return {
    status: response.status(),
    policy: response.headers()['content-security-policy'],
    title: text('title'),
    heading: text('h1'),
  };
}

/** The server answered the page with 200 and the site's policy. */
function expectServed(where: string, status: number | undefined, policy: string | undefined) {
  expect.soft(status, `${where}: HTTP status`).toBe(200);
  expect.soft(policy, `${where}: policy sent`).toContain("script-src 'self'");
}

/** The page as a full load leaves it: in the colour mode of the reader's system, hydrated. */
async function loadFully(page: Page, path: string, where: string, mode: Mode) {
  await page.emulateMedia({colorScheme: mode});
  await page.evaluate(() => localStorage.clear()).catch(() => {});
  const response = await gotoReady(page, path);
  expectServed(where, response?.status(), response?.headers()['content-security-policy']);
  await expect.soft(page.locator('html'), `${where}: ${mode}`).toHaveAttribute('data-theme', mode);
}

/**
 * The page opened by the app's router, as the back button opens it: the address changes and the app
 * renders the page's route in the document already open (loaded fully first if none is). The
 * server's answer is fetched beside it, and the page the app renders must carry the server's title
 * and heading.
 */
async function openByRoute(page: Page, path: string, where: string) {
  const answer = await served(page, path);
  expectServed(where, answer.status, answer.policy);
  if (!(await page.locator('html[data-has-hydrated="true"]').count())) await gotoReady(page, '/');
  await page.evaluate(() => (window.__cspViolations = []));
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page
    .waitForFunction(
      ({path, title}) => decodeURI(location.pathname) === path && document.title === title,
      {path, title: answer.title},
      {timeout: 10_000},
    )
    .catch(() => {});
  expect.soft(decodeURI(await page.evaluate(() => location.pathname)), `${where}: the router's address`).toBe(path);
  expect.soft(await page.title(), `${where}: the title the app renders, as the server's`).toBe(answer.title);
  await expect
    .soft(page.locator('main h1, article h1, header h1').first(), `${where}: the heading the app renders, as the server's`)
    .toHaveText(answer.heading);
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
          const modes = colourModes.get(path) ?? [];
          // A full load comes in the mode of the reader's system (the same first paint and hydration
          // as a stored choice); a page measured in both then turns light the way it does when the
          // system switches. Every other browser test and the Firefox crawl load pages in light.
          if (loadedFully.has(path)) await loadFully(page, path, where, loadMode(path));
          else await openByRoute(page, path, where);
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
          const within = spread.has(path) ? 'page' : 'main';
          // The first colour mode's colours are read with the other rules, in one run.
          const first: AxeRules = {colour: modes.length > 0, other: axeChecked(path)};
          if (first.colour || first.other) {
            const found = await seriousViolations(page, first, within);
            if (first.other) expect.soft(found.other, `${where}: axe`).toEqual([]);
            if (first.colour) expect.soft(found.colour, `${where}: axe colours, ${modes[0]}`).toEqual([]);
          }
          for (const [i, mode] of modes.entries()) {
            if (i > 0) {
              await page.emulateMedia({colorScheme: mode});
              await expect.soft(page.locator('html'), `${where}: ${mode}`).toHaveAttribute('data-theme', mode);
              // Code blocks take their theme from React state, and links fade to their new colour:
              // let the switch render, then jump every transition to its end before measuring
              // colours (waiting them out took a fifth of a second on every page).
              await page.evaluate(async () => {
                await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                // Transitions only: a looping animation has no end to jump to.
                for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
              });
              expect
                .soft((await seriousViolations(page, {colour: true, other: false}, within)).colour, `${where}: axe colours, ${mode}`)
                .toEqual([]);
            }
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
