import axe from 'axe-core';
import type {Page} from '@playwright/test';
import {builtPages} from './builtRoutes';
import {test, expect, gotoReady, watch} from './fixtures';

/**
 * Visits every page the build made, in a few long-lived pages so the browser cache works like a
 * reader's. Each page gets soft assertions, so one report lists every broken page at once.
 */
const SHARDS = 8;
const shards: string[][] = Array.from({length: SHARDS}, () => []);
builtPages().forEach((path, i) => shards[i % SHARDS]!.push(path));

type Violation = {id: string; impact: string | null; help: string; nodes: {target: string[]}[]};

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated by the test driver: the page's Content-Security-Policy refuses an injected inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run: (ctx: Document, opts: object) => Promise<{violations: unknown[]}>}}).axe;
    const result = await axe.run(document, {resultTypes: ['violations']});
    return result.violations;
  });
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
    test(`renders, makes no foreign request and passes axe in light and dark (part ${shard + 1} of ${SHARDS})`, async ({page}) => {
      test.setTimeout(routes.length * 15_000);
      for (const path of routes) {
        const watched = watch(page);
        const where = path;
        await page.emulateMedia({colorScheme: 'light'});
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        const response = await gotoReady(page, path);
        expect.soft(response?.status(), `${where}: HTTP status`).toBe(200);
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
        expect.soft(await seriousViolations(page), `${where}: axe, dark`).toEqual([]);
        expect.soft(watched.errors, `${where}: console errors`).toEqual([]);
        expect.soft(watched.foreignRequests, `${where}: requests to other origins`).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
        page.removeAllListeners('request');
      }
    });
  });
});
