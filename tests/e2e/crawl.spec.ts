import axe from 'axe-core';
import type {Page} from '@playwright/test';
import {builtPages} from './builtRoutes';
import {cspViolations, recordCspViolations} from './cspViolations';
import {test, expect, gotoReady, watch} from './fixtures';

/**
 * Visits every page the build made, in a few long-lived pages so the browser cache works like a
 * reader's, served with the build's `_headers` as a host would serve it. Each page gets soft
 * assertions, so one report lists every broken page at once. One visit checks everything a page
 * must pass (status, heading, text, axe, console, requests, the Content-Security-Policy): loading
 * all pages is the costliest part of the test run, so it happens once per colour mode.
 */
const SHARDS = 8;
const shards: string[][] = Array.from({length: SHARDS}, () => []);
builtPages().forEach((path, i) => shards[i % SHARDS]!.push(path));

type Violation = {id: string; impact: string | null; help: string; nodes: {target: string[]}[]};

/**
 * The rules whose outcome depends on colours. The dark pass runs only these: the page's markup,
 * names, roles and structure are the same in both modes (the light pass checks them), and only
 * colours change.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, only?: string[]): Promise<string[]> {
  // Evaluated by the test driver: the page's Content-Security-Policy refuses an injected inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options = {resultTypes: ['violations'], ...(only && {runOnly: {type: 'rule', values: only}})};
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

test.describe('every page of the build', () => {
  test.describe.configure({mode: 'parallel'});
  shards.forEach((routes, shard) => {
    test(`renders, makes no foreign request, refuses nothing under its CSP and passes axe in light and dark (part ${shard + 1} of ${SHARDS})`, async ({
      page,
    }) => {
      test.setTimeout(routes.length * 15_000);
      await recordCspViolations(page);
      for (const path of routes) {
        const watched = watch(page);
        const where = path;
        await page.emulateMedia({colorScheme: 'light'});
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        const response = await gotoReady(page, path);
        expect.soft(response?.status(), `${where}: HTTP status`).toBe(200);
        expect.soft(response?.headers()['content-security-policy'], `${where}: policy sent`).toContain("script-src 'self'");
        expect.soft(await cspViolations(page), `${where}: CSP refusals, light`).toEqual([]);
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
        expect.soft(await seriousViolations(page), `${where}: axe, light`).toEqual([]);
        // Dark mode the way a reader gets it: stored choice, fresh load (code themes follow React state).
        await page.evaluate(() => localStorage.setItem('theme', 'dark'));
        await gotoReady(page, path);
        await expect.soft(page.locator('html'), `${where}: dark`).toHaveAttribute('data-theme', 'dark');
        expect.soft(await seriousViolations(page, COLOUR_RULES), `${where}: axe, dark`).toEqual([]);
        expect.soft(await cspViolations(page), `${where}: CSP refusals, dark`).toEqual([]);
        // Chromium logs each refusal as a console error too, so this also catches one that happened
        // on a page that redirected before it could be read.
        expect.soft(watched.errors, `${where}: console errors`).toEqual([]);
        expect.soft(watched.foreignRequests, `${where}: requests to other origins`).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
        page.removeAllListeners('request');
      }
    });
  });
});
