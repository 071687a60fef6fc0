import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {keymapEntries} from '../../src/data/facts/keymap';
import {DOCS_VERSIONS, docsPathOf} from '../../src/data/docsVersions';
import {test, expect, gotoReady} from './fixtures';

/**
 * Keys and menu paths rendered from the editor's facts: every OS's keys are in the static HTML,
 * the reader's OS is chosen before the first paint, and the choice can be changed and is kept.
 */
const PAGE = '/docs/editing-text';
const PLATFORMS = {win: 'Win32', mac: 'MacIntel', linux: 'Linux x86_64'} as const;

async function pretendPlatform(page: Page, platform: string) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'platform', {get: () => value});
    Object.defineProperty(Navigator.prototype, 'userAgentData', {get: () => undefined});
  }, platform);
}

const firstShortcut = (page: Page) => page.locator('main .shortcut').first();

test('the static HTML carries the keys of all three OSes', async ({request}) => {
  const $ = load(await (await request.get(PAGE)).text());
  const shortcut = $('main .shortcut').first();
  expect(shortcut.length, 'a rendered shortcut').toBe(1);
  expect(
    shortcut
      .children('[data-os]')
      .map((_, el) => $(el).attr('data-os'))
      .get(),
  ).toEqual(['win', 'mac', 'linux']);
  for (const os of ['win', 'mac', 'linux']) expect(shortcut.children(`[data-os="${os}"]`).text().trim()).not.toBe('');
});

for (const [os, platform] of Object.entries(PLATFORMS)) {
  test(`a reader on ${os} sees ${os} keys from the first paint, without layout shift`, async ({page, watched}) => {
    await pretendPlatform(page, platform);
    // Only shifts of the keys' own lines count: under load a late font or picture may move other
    // parts of the page, which says nothing about how the keys are chosen.
    await page.addInitScript(() => {
      const shifted: string[] = [];
      (window as unknown as {keyShifts: string[]}).keyShifts = shifted;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {value: number; sources?: {node?: Node}[]}[])
          for (const {node} of entry.sources ?? []) {
            const element = node instanceof Element ? node : node?.parentElement;
            const line = element?.closest('p, li, td, th, h1, h2, h3, h4, h5, h6, dt, dd');
            // <html> carries the reader's OS as data-os too: only the keys' own elements count.
            if (element?.closest(':not(html)[data-os]') || line?.querySelector('[data-os]'))
              shifted.push(`${entry.value.toFixed(4)}: ${element!.outerHTML.slice(0, 120)}`);
          }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await gotoReady(page, PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-os', os);
    const visible = firstShortcut(page).locator(`[data-os="${os}"]`);
    await expect(visible).toBeVisible();
    for (const other of Object.keys(PLATFORMS).filter((o) => o !== os)) {
      await expect(firstShortcut(page).locator(`[data-os="${other}"]`)).toBeHidden();
    }
    const text = await visible.innerText();
    if (os === 'mac') expect(text).toMatch(/[⌘⌥⇧⌃]|F\d/);
    else expect(text).not.toMatch(/[⌘⌥⇧⌃]/);
    expect(await page.evaluate(() => (window as unknown as {keyShifts: string[]}).keyShifts)).toEqual([]);
    expect(watched.errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });
}

test('the navbar switch changes the OS, and the choice is remembered', async ({page}) => {
  await pretendPlatform(page, PLATFORMS.win);
  await gotoReady(page, PAGE);
  const toggle = page.getByRole('button', {name: /keyboard shortcuts for/i});
  await expect(toggle).toContainText('Windows');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', {name: 'macOS'}).click();
  await expect(page.locator('html')).toHaveAttribute('data-os', 'mac');
  await expect(firstShortcut(page).locator('[data-os="mac"]')).toBeVisible();
  await expect(toggle).toContainText('macOS');
  expect(await page.evaluate(() => localStorage.getItem('shortcut-os'))).toBe('mac');
  await gotoReady(page, PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-os', 'mac');
});

test('the switch works from the keyboard', async ({page}) => {
  await pretendPlatform(page, PLATFORMS.mac);
  await gotoReady(page, PAGE);
  const toggle = page.getByRole('button', {name: /keyboard shortcuts for/i});
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  const linux = page.getByRole('button', {name: 'Linux'});
  await linux.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-os', 'linux');
});

test('menu paths render from the facts as text', async ({page}) => {
  await gotoReady(page, PAGE);
  await expect(page.locator('main .menu-path').filter({hasText: 'File > Open Preferences File'}).first()).toBeVisible();
});

for (const [version, path] of DOCS_VERSIONS.map((v) => [v, `${docsPathOf(v)}/Features/keyboard-shortcuts`] as const)) {
  test(`the ${version} keyboard shortcuts page lists every default binding of ${version}`, async ({page}) => {
    const rows = keymapEntries(version);
    await gotoReady(page, path);
    await expect(page.getByRole('status').filter({hasText: /Showing all/})).toHaveText(`Showing all ${rows.length} shortcuts.`);
    const commandIds = await page.locator('main table tbody th code').allInnerTexts();
    expect(commandIds.sort()).toEqual(rows.map((r) => r.commandId).sort());
  });
}
