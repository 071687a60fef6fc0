// Drives the editor's browser edition for the facts reader (scripts/facts.mjs) and the screenshot
// script (scripts/screenshots): a fresh browser that never leaves the machine, the first-run
// dialogs out of the way, the sample project in the editor's own file system, and small helpers
// that go through the editor's modules (`brackets.getModule`).
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath} from './browser.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * The editor's globals that the scripts use in its page. The editor is plain JavaScript with no
 * declarations on this side (typings/ describes the extension API and is checked on its own), so
 * its modules are `any`.
 * @typedef {{
 *   getModule(name: string): any,
 *   platform: string,
 *   metadata: {apiVersion: string, version: string},
 * }} Brackets
 * @typedef {Window & typeof globalThis & {
 *   brackets: Brackets,
 *   PhStore: {setItem(key: string, value: unknown): void},
 *   Phoenix: {VFS: {ensureExistsDirAsync(path: string): Promise<unknown>}},
 *   fs: {
 *     writeFile(path: string, data: Uint8Array, options: {encoding: unknown}, callback: (error: unknown) => void): void,
 *     BYTE_ARRAY_ENCODING: unknown,
 *   },
 *   Filer: {Buffer: {from(bytes: Uint8Array): Uint8Array}},
 * }} EditorWindow
 */

/** Where to put the cursor, 0-based; `endLine`/`endCh` make it a selection. @typedef {{line: number, ch?: number, endLine?: number, endCh?: number}} Cursor */

/** CSS size of the editor window in every shot. Shots crop from it; the scale factor doubles it. */
export const VIEWPORT = {width: 1280, height: 800};
export const SCALE = 2;

/** Where the sample project lives inside the editor's virtual file system. */
export const PROJECT_DIR = '/fs/local/fernleaf/';

/** @param {string} url */
const isLoopback = (url) => {
  try {
    const {protocol, hostname} = new URL(url);
    if (!protocol.startsWith('http') && !protocol.startsWith('ws')) return true; // data:, blob:, about:
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  } catch {
    return true;
  }
};

/**
 * A browser with a fresh profile (a new folder each run), every request to another host aborted,
 * except the hosts of the Live Preview host served here (lib/previewHost.mjs), when one is given.
 * The editor asks a few services on start-up (update checks, analytics); it boots without them.
 * The profile is an ordinary one, not the private kind a new browser context is: the browser
 * edition's Live Preview host is a frame of another site, whose service worker Chromium refuses
 * where third-party cookies are blocked, as they are in a private context. The profile allows
 * them, as Chromium's own default profile does.
 * @param {{previewHost?: {hosts: string[], chromiumSwitches: string[]}}} [options]
 */
export async function launch({previewHost} = {}) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'phcode-docs-profile-'));
  mkdirSync(path.join(profile, 'Default'));
  writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify({profile: {cookie_controls_mode: 0}}));
  // The same Debian Chromium and flags as the benchmarks (CHROMIUM_PATH to change it).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...(previewHost?.chromiumSwitches ?? [])],
    viewport: VIEWPORT,
    deviceScaleFactor: SCALE,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const served = new Set(previewHost?.hosts ?? []);
  /** @type {Set<string>} */
  const blocked = new Set();
  await context.route(
    (url) => !isLoopback(url.href) && !served.has(url.hostname),
    (route) => {
      blocked.add(new URL(route.request().url()).hostname);
      return route.abort('blockedbyclient');
    },
  );
  const page = context.pages()[0] ?? (await context.newPage());
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error).slice(0, 300)));
  const browser = {
    close: async () => {
      await context.close();
      rmSync(profile, {recursive: true, force: true});
    },
  };
  return {browser, context, page, blocked, errors};
}

/**
 * A jQuery promise of the editor's API, as far as `settle` uses it.
 * @template T
 * @typedef {{done(fn: (value: T) => void): unknown, fail(fn: (error: unknown) => void): unknown}} EditorPromise
 */
/** A jQuery promise as a real one; any other value as it is. @typedef {{<T>(value: EditorPromise<T>): Promise<T>, <T>(value: T): T}} Settle */

/**
 * Runs `fn(modules, arg)` in the editor, where `modules` maps each name to `brackets.getModule(name)`.
 * `fn` goes as source, so it closes over nothing. `modules` is `any`: the editor's modules have no
 * types here, and a caller may declare the ones it uses.
 * @template A, R
 * @param {Page} page
 * @param {string[]} names
 * @param {(modules: any, arg: A, settle: Settle) => R} fn
 * @param {A} [arg]
 * @returns {Promise<Awaited<R>>}
 */
export function inEditor(page, names, fn, arg) {
  return page.evaluate(
    async ({names, source, arg}) => {
      const modules = Object.fromEntries(names.map((name) => [name, /** @type {EditorWindow} */ (window).brackets.getModule(name)]));
      // jQuery promises from the editor's API become real promises, so errors reach the script.
      /** @param {any} value whatever the editor's API returned */
      const settle = (value) =>
        value && typeof value.then === 'function' && typeof value.fail === 'function'
          ? new Promise((resolve, reject) => value.done(resolve).fail((/** @type {unknown} */ e) => reject(new Error(String(e)))))
          : value;
      const run = new Function('modules', 'arg', 'settle', `return (${source})(modules, arg, settle);`);
      return settle(await run(modules, arg, settle));
    },
    {names, source: fn.toString(), arg},
  );
}

/**
 * Runs a command by id, as a menu item or key would. Commands that open a dialog settle only when
 * the dialog closes: pass `{wait: false}` for those.
 * @param {Page} page
 * @param {string} id
 * @param {unknown} [args]
 * @param {{wait?: boolean}} [options]
 */
export function command(page, id, args, {wait = true} = {}) {
  return inEditor(
    page,
    ['command/CommandManager'],
    ({'command/CommandManager': CM}, {id, args, wait}, settle) => {
      const result = CM.execute(id, args);
      if (!result) throw new Error(`no command ${id}`);
      return wait ? settle(result) : true;
    },
    {id, args, wait},
  );
}

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {Page} page */
async function waitForBoot(page) {
  await page.waitForFunction(
    () => {
      try {
        const PM = /** @type {EditorWindow} */ (window).brackets.getModule('project/ProjectManager');
        return Boolean(PM.getProjectRoot && PM.getProjectRoot());
      } catch {
        return false;
      }
    },
    null,
    {timeout: 90_000},
  );
}

/**
 * Opens the editor and clears what a first start shows: the Start Project dialog (with its hint),
 * the privacy notice, and the four-step tour that follows the dialog. The tour is walked to its
 * end because it switches projects and panels on its own timers.
 * @param {Page} page
 * @param {string} editorUrl
 */
export async function openEditor(page, editorUrl) {
  await page.goto(editorUrl, {waitUntil: 'load', timeout: 90_000});
  await waitForBoot(page);
  // #newProjectFrame is the dialog's iframe, so it has a frame.
  const dialogFrame = /** @type {import('playwright-core').Frame} */ (
    await page.waitForSelector('#newProjectFrame', {timeout: 60_000}).then((el) => el.contentFrame())
  );
  await dialogFrame.waitForSelector('#closeDialogueButton', {timeout: 30_000});
  await page.waitForTimeout(1500);
  await closeNotices(page);
  await dialogFrame.click('#closeDialogueButton');
  await page.waitForSelector('.new-project-modal-dialog', {state: 'detached', timeout: 10_000}).catch(() => {});
  await finishTour(page);
  await closeNotices(page);
}

/**
 * Closes toasts (privacy notice, hints) and hint bubbles.
 * @param {Page} page
 */
export async function closeNotices(page) {
  await page.evaluate(() => {
    /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.notification-popup-close-button')).forEach((button) =>
      button.click(),
    );
    document.querySelectorAll('.notification-ui-tooltip').forEach((tip) => tip.remove());
  });
  for (const frame of page.frames()) {
    await frame.evaluate(() => document.querySelectorAll('.notification-ui-tooltip').forEach((tip) => tip.remove())).catch(() => {});
  }
}

/** @param {Page} page */
async function finishTour(page) {
  const deadline = Date.now() + 60_000;
  let sawTour = false;
  while (Date.now() < deadline) {
    const state = await page.evaluate(() => {
      const overlay = document.querySelector('.phoenix-tour-overlay');
      if (!overlay) return 'none';
      const button = /** @type {HTMLButtonElement | null} */ (overlay.querySelector('.phoenix-tour-actions button'));
      if (!button) return 'waiting';
      button.click();
      return 'clicked';
    });
    if (state !== 'none') sawTour = true;
    if (state === 'none' && sawTour) return;
    if (state === 'none' && Date.now() > deadline - 45_000) return; // no tour within 15 s: this build has none
    await wait(state === 'clicked' ? 1500 : 500);
  }
}

/**
 * Trusts the sample project for Live Preview before it is opened, as the browser edition's "trust
 * this project" button would (it stores the same key). On a project's first opening the editor
 * previews its README.md at once, and the Markdown viewer's frame, made then, stays empty for good
 * if the project is not trusted yet.
 * @param {Page} page
 */
export function trustProject(page) {
  return page.evaluate((dir) => /** @type {EditorWindow} */ (window).PhStore.setItem(`preview_trusted-${dir}`, true), PROJECT_DIR);
}

/**
 * Writes the files (relative path → text or bytes) into the editor's file system below `dir`.
 * @param {Page} page
 * @param {string} dir
 * @param {Record<string, string | Uint8Array>} files
 */
export async function writeFiles(page, dir, files) {
  const payload = Object.entries(files).map(([path, bytes]) => ({path, b64: Buffer.from(bytes).toString('base64')}));
  await page.evaluate(
    async ({dir, payload}) => {
      const vfs = /** @type {EditorWindow} */ (window).Phoenix.VFS;
      for (const {path, b64} of payload) {
        const full = dir + path;
        await vfs.ensureExistsDirAsync(full.slice(0, full.lastIndexOf('/') + 1));
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        await /** @type {Promise<void>} */ (
          new Promise((resolve, reject) =>
            /** @type {EditorWindow} */ (window).fs.writeFile(
              full,
              /** @type {EditorWindow} */ (window).Filer.Buffer.from(bytes),
              {encoding: /** @type {EditorWindow} */ (window).fs.BYTE_ARRAY_ENCODING},
              (e) => (e ? reject(e) : resolve()),
            ),
          )
        );
      }
    },
    {dir, payload},
  );
}

/**
 * Writes the files (relative path → bytes) into the editor's file system and opens them as a project.
 * @param {Page} page
 * @param {Record<string, string | Uint8Array>} files
 */
export async function loadProject(page, files) {
  await writeFiles(page, PROJECT_DIR, files);
  await inEditor(
    page,
    ['project/ProjectManager'],
    ({'project/ProjectManager': PM}, dir, settle) => settle(PM.openProject(dir)),
    PROJECT_DIR,
  );
}

/**
 * Switches the editor's theme through its theme manager, and the page's colour scheme with it.
 * @param {Page} page
 * @param {'light' | 'dark'} mode
 */
export async function setTheme(page, mode) {
  await page.emulateMedia({colorScheme: mode});
  const applied = await inEditor(page, ['view/ThemeManager'], ({'view/ThemeManager': TM}, id) => TM.setCurrentTheme(id), `${mode}-theme`);
  if (!applied) throw new Error(`the editor has no theme "${mode}-theme"`);
  await page.waitForFunction(
    (id) => /** @type {EditorWindow} */ (window).brackets.getModule('view/ThemeManager').getCurrentTheme()?.name === id,
    `${mode}-theme`,
  );
  await page.waitForTimeout(600);
}

/**
 * Sets a preference; `scope` is 'user' or 'project'.
 * @param {Page} page
 * @param {string} key
 * @param {unknown} value
 * @param {'user' | 'project'} [scope]
 */
export function setPreference(page, key, value, scope = 'user') {
  return inEditor(
    page,
    ['preferences/PreferencesManager'],
    ({'preferences/PreferencesManager': PM}, {key, value, scope}) => PM.set(key, value, scope === 'project' ? PM.PROJECT_SCOPE : undefined),
    {key, value, scope},
  );
}

/**
 * Opens a project file in the editor (and the working set); `line`/`ch` place the cursor.
 * @param {Page} page
 * @param {string} relPath
 * @param {Cursor} [cursor]
 */
export async function openFile(page, relPath, cursor) {
  await command(page, 'cmd.addToWorkingSetAndOpen', {fullPath: PROJECT_DIR + relPath});
  if (cursor) await setCursor(page, cursor);
}

/**
 * @param {Page} page
 * @param {Cursor} cursor
 */
export function setCursor(page, {line, ch = 0, endLine, endCh}) {
  return inEditor(
    page,
    ['editor/EditorManager'],
    ({'editor/EditorManager': EM}, pos) => {
      const editor = EM.getCurrentFullEditor();
      if (pos.endLine !== undefined) editor.setSelection({line: pos.line, ch: pos.ch}, {line: pos.endLine, ch: pos.endCh ?? 0}, true);
      else editor.setCursorPos(pos.line, pos.ch, true);
      editor.focus();
    },
    {line, ch, endLine, endCh},
  );
}

/**
 * Closes modal dialogs, inline editors, panels and popups, so the next shot starts from the plain editor.
 * @param {Page} page
 */
export async function resetUi(page) {
  for (let i = 0; i < 4; i++) {
    // The Recent Files list (#mrof-container) is no modal: it closes on Escape's keyup
    // (src/extensionsIntegrated/NavigationAndHistory/main.js:401-403, 436 at v5.2.4). Left open, it
    // showed in the next shot of an `--only` run.
    const open = await page.evaluate(
      () =>
        document.querySelectorAll('.modal.instance, .dropdown-menu.open, .codehint-menu.open, .inlinemenu-menu, #mrof-container').length,
    );
    if (!open) break;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
  }
  await page.evaluate(() => document.querySelectorAll('.modal.instance, .modal-backdrop').forEach((el) => el.remove()));
  await inEditor(page, ['view/WorkspaceManager', 'editor/EditorManager', 'search/FindBar'], (m) => {
    m['search/FindBar'].FindBar._closeFindBars();
    const WM = m['view/WorkspaceManager'];
    for (const id of WM.getOpenBottomPanelIDs()) {
      const panel = WM.getPanelForID(id);
      if (panel?.closeTab) panel.closeTab();
      else panel?.hide();
    }
    WM.hideAllOpenBottomPanels();
    const editor = m['editor/EditorManager'].getCurrentFullEditor();
    editor?.getInlineWidgets?.().forEach((/** @type {unknown} */ widget) => editor.removeInlineWidget(widget));
  });
  await page.waitForTimeout(400);
}

export {wait};
