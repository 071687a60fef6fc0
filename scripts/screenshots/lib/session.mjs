// What a shot's `setup` can do to the editor, and how the script puts the editor back between shots.
// Everything goes through the editor's own modules or through the mouse and keyboard, as a reader would.
import {readFileSync} from 'node:fs';
import {PROJECT_DIR, VIEWPORT, closeNotices, command, inEditor, openFile, resetUi, setCursor, setPreference} from '../../lib/editor.mjs';
import {PREVIEW_HOST} from '../../lib/previewHost.mjs';

/** Where the pointer rests while a picture is taken: an empty part of the sidebar, which has no hover state. */
const POINTER_REST = {x: 140, y: VIEWPORT.height - 40};
/** Width of the Live Preview panel in CSS pixels: the page gets room and the editor keeps half the window. */
const LIVE_PREVIEW_WIDTH = 440;
/** The Live Preview panel's frames: the page from the development server, and the Markdown viewer. */
const PAGE_FRAME = '#panel-live-preview-frame';
const MARKDOWN_FRAME = '#panel-md-preview-frame';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('./images.mjs').Theme} Theme */
/** A rectangle of the window, in CSS pixels. @typedef {{x: number, y: number, width: number, height: number}} Box */
/** A point of the window, in CSS pixels. @typedef {{x: number, y: number}} Point */
/** A position in a file: 0-based line and character. @typedef {{line: number, ch: number}} Pos */
/** A cue a recording announced: `at` in wall-clock seconds, `text` a template. @typedef {{at: number, text: string}} Cue */
/** Which file the editor shows and how far it is scrolled. @typedef {{path: string, top: number}} ViewState */
/**
 * The editor's modules by path, as `inEditor` hands them to code it runs in the page. `any`: they
 * are the editor's own untyped JavaScript, used here through internals such as `_codeMirror`.
 * @typedef {Record<string, any>} EditorModules
 */
/** Turns the editor's jQuery promise into a real one; anything else comes back as it is. @typedef {(value: unknown) => unknown} Settle */
/**
 * The CodeMirror 5 instance behind one of the editor's text editors, as its wrapper element's
 * `CodeMirror` property: the calls made on it here.
 * @typedef {object} CodeMirror
 * @property {() => string} getValue
 * @property {(index: number) => Pos} posFromIndex
 * @property {(pos: Pos, mode: 'window') => {left: number, top: number, bottom: number}} charCoords
 */
/**
 * What the session reads of a facts file (src/data/facts/<version>.json). A menu's items include
 * its dividers, which have no `commandId`.
 * @typedef {object} SessionFacts
 * @property {import('../../../src/data/facts/schema').VersionFacts['keys']} keys
 * @property {Record<import('../../../src/data/facts/os').Os, {id: string, label: string, items: MenuEntry[]}[]>} menus
 */
/** A menu item or a divider. @typedef {{label?: string, commandId?: string, submenuOf?: string, divider?: true}} MenuEntry */

/**
 * What a clip's recorded `steps` may do: what a reader does (keys, typing, the pointer, menus) and
 * reading where things are on screen to aim the pointer. Everything else on Session drives the
 * editor's internals and is for `setup` and resets only; `recordedView` refuses it while a clip
 * records, and the clips test runs every clip's steps against the same list.
 */
export const RECORDED_ACTIONS = Object.freeze([
  // announcing the step (the captions' cues)
  'say',
  // keys and typing
  'press',
  'key',
  'type',
  'typeSlowly',
  // the visible pointer
  'pointerTo',
  'clickOn',
  'clickAt',
  'rightClickOn',
  'drag',
  'menu',
  'contextMenu',
  'hidePointer',
  // waiting and reading where things are
  'wait',
  'waitFor',
  'boxOf',
  'rect',
  'lines',
  'charBox',
  'text',
  'isVisible',
]);

/**
 * The session as a clip's recorded steps see it: only RECORDED_ACTIONS. Anything else (`command`,
 * `open`, `page`, …) throws with its name, so a step that would run the editor by script fails the
 * recording instead of ending up in a clip.
 * @template {object} T
 * @param {T} session
 * @returns {T}
 */
export function recordedView(session) {
  const allowed = new Set(RECORDED_ACTIONS);
  return new Proxy(session, {
    get(target, prop) {
      if (typeof prop !== 'string' || prop === 'then') return undefined;
      if (!allowed.has(prop))
        throw new Error(`a recorded step calls s.${prop}, which drives the editor's internals; do it in setup, or as a reader would`);
      const value = /** @type {Record<string, unknown>} */ (target)[prop];
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A key of the editor's keymap (`Ctrl-Shift-F`, `Alt-Shift-Down`) as Playwright presses it.
 * @param {string} key
 * @returns {string}
 */
export function playwrightKey(key) {
  const caps = [];
  let current = '';
  for (const ch of key) {
    if (ch === '-' && current !== '') {
      caps.push(current);
      current = '';
    } else current += ch;
  }
  if (current !== '') caps.push(current);
  /** @type {Record<string, string>} */
  const names = {
    Ctrl: 'Control',
    Cmd: 'Meta',
    Alt: 'Alt',
    Opt: 'Alt',
    Shift: 'Shift',
    Up: 'ArrowUp',
    Down: 'ArrowDown',
    Left: 'ArrowLeft',
    Right: 'ArrowRight',
    '↑': 'ArrowUp',
    '↓': 'ArrowDown',
    '←': 'ArrowLeft',
    '→': 'ArrowRight',
    Esc: 'Escape',
  };
  return caps.map((cap) => names[cap] ?? cap).join('+');
}

export class Session {
  /**
   * @param {Page} page the editor's window
   * @param {{previewUrl: string, version: import('../../../src/data/docsVersions').DocsVersion}} options
   *   `previewUrl`: where the sample project is served for Live Preview; `version`: the docs version
   */
  constructor(page, {previewUrl, version}) {
    this.page = page;
    this.previewUrl = previewUrl;
    this.version = version;
    this.trusted = false;
    /** @type {SessionFacts | undefined} read on first use (facts) */
    this.factsCache = undefined;
    /** @type {Map<string, unknown>} preference → its value before this shot changed it */
    this.changedPrefs = new Map();
    /** @type {Cue[]} The cues of the clip being recorded. */
    this.cues = [];
  }

  /**
   * Announces the step that follows, for the clip's captions: `text` is a template whose
   * placeholders the site renders from the facts per OS (src/data/editorMedia/cues.ts), never a key or menu
   * label typed by hand. The cue starts now; it lasts until the next one.
   * @param {string} text
   * @returns {Promise<void>}
   */
  async say(text) {
    if (typeof text !== 'string' || text.trim().length < 4) throw new Error(`a cue needs words: ${JSON.stringify(text)}`);
    this.cues.push({at: Date.now() / 1000, text});
  }

  /**
   * The facts of the docs version the clips document (src/data/facts/<version>.json).
   * @returns {SessionFacts}
   */
  facts() {
    this.factsCache ??= /** @type {SessionFacts} */ (
      JSON.parse(readFileSync(new URL(`../../../src/data/facts/${this.version}.json`, import.meta.url), 'utf8'))
    );
    return this.factsCache;
  }

  /**
   * Presses the key the editor binds to command `id` (the browser edition's Windows/Linux key, as
   * the clips are recorded), `times` times a beat apart. The caption names it per OS with {kbd:id}.
   * @param {string} id
   * @param {{times?: number, gap?: number}} [options] `gap` in milliseconds
   * @returns {Promise<void>}
   */
  async key(id, {times = 1, gap = 450} = {}) {
    const binding = this.facts().keys.linux.find((k) => k.command === id);
    if (!binding) throw new Error(`the editor binds no key to ${id}`);
    for (let i = 0; i < times; i++) {
      if (i) await this.wait(gap);
      await this.page.keyboard.press(playwrightKey(binding.key));
    }
  }

  /**
   * Runs command `id` from the menu bar as a reader does: the pointer goes to the menu's name and
   * clicks, goes down to the item (through its submenu) and clicks it. The menu is the one the
   * facts list the command in.
   * @param {string} id
   * @returns {Promise<void>}
   */
  async menu(id) {
    const menus = this.facts().menus.linux;
    const menu = menus.find((m) => m.items.some((item) => item.commandId === id));
    if (!menu) throw new Error(`no menu of the menu bar has ${id}`);
    // Found: the menu was picked for having it.
    const item = /** @type {MenuEntry} */ (menu.items.find((i) => i.commandId === id));
    await this.clickOn(`[id="${menu.id}-dropdown-toggle"]`);
    await this.wait(500);
    if (item.submenuOf) {
      // The submenu opens when the pointer rests on its entry.
      const entry = this.page.locator(`#${menu.id} a.sub-menu-item`, {hasText: item.submenuOf}).first();
      const box = await entry.boundingBox();
      if (!box) throw new Error(`the submenu ${item.submenuOf} is not in the ${menu.label} menu`);
      await this.pointerTo(box.x + box.width / 2, box.y + box.height / 2);
      await this.wait(600);
    }
    await this.clickOn(`a.menuAnchor[id$="-${id}"]:visible`);
  }

  /**
   * Right-clicks `selector` with the visible pointer, then clicks the item of command `id` in the menu that opens.
   * @param {string} selector
   * @param {string} id
   * @param {{offset?: Point}} [options] where to right-click, from the element's top left (its middle when left out)
   * @returns {Promise<void>}
   */
  async contextMenu(selector, id, {offset} = {}) {
    await this.rightClickOn(selector, {offset});
    await this.wait(600);
    await this.clickOn(`.dropdown.open a.menuAnchor[id$="-${id}"]:visible`);
  }

  /**
   * Clicks where the pointer is moved to: (x, y) of the window.
   * @param {number} x
   * @param {number} y
   * @param {{steps?: number, button?: 'left' | 'right' | 'middle', clickCount?: number}} [options]
   * @returns {Promise<void>}
   */
  async clickAt(x, y, {steps, button = 'left', clickCount = 1} = {}) {
    await this.pointerTo(x, y, {steps});
    await this.wait(150);
    for (let i = 1; i <= clickCount; i++) {
      await this.page.mouse.down({button, clickCount: i});
      await this.wait(60);
      await this.page.mouse.up({button, clickCount: i});
    }
  }

  /**
   * Moves the visible pointer to `selector` and clicks the right button.
   * @param {string} selector
   * @param {{frame?: string, offset?: Point}} [options] `frame` as for boxOf
   * @returns {Promise<void>}
   */
  async rightClickOn(selector, {frame, offset} = {}) {
    const box = await this.boxOf(selector, frame);
    await this.clickAt(box.x + (offset?.x ?? box.width / 2), box.y + (offset?.y ?? box.height / 2), {button: 'right'});
  }

  /**
   * Whether `selector` is on screen now (read-only).
   * @param {string} selector
   * @returns {Promise<boolean>}
   */
  isVisible(selector) {
    return this.page.locator(selector).first().isVisible();
  }

  /**
   * The text of the file in the active editor (read-only).
   * @returns {Promise<string>}
   */
  text() {
    return inEditor(this.page, ['editor/EditorManager'], (/** @type {EditorModules} */ m) =>
      m['editor/EditorManager'].getCurrentFullEditor().document.getText(),
    );
  }

  /**
   * Where the character `offset` places after the first `find` sits on screen (read-only): the
   * point to click to put the cursor there. `within` narrows to an inline editor's CodeMirror.
   * @param {string} find
   * @param {number} [offset]
   * @param {{within?: string}} [options] `within`: the selector of an inline editor
   * @returns {Promise<Point & {top: number, bottom: number}>}
   */
  charBox(find, offset = 0, {within} = {}) {
    return this.page.evaluate(
      ({find, offset, within}) => {
        // NodeList is iterable in the browser; the casts because the root tsconfig's lib lacks DOM.Iterable.
        const wrappers = [
          .../** @type {Iterable<Element & {CodeMirror?: CodeMirror}>} */ (
            /** @type {unknown} */ (document.querySelectorAll(within ? `${within} .CodeMirror` : '#editor-holder .CodeMirror'))
          ),
        ];
        for (const wrapper of wrappers) {
          const cm = wrapper.CodeMirror;
          if (!cm || !wrapper.getClientRects().length) continue;
          const index = cm.getValue().indexOf(find);
          if (index < 0) continue;
          const c = cm.charCoords(cm.posFromIndex(index + offset), 'window');
          return {x: c.left, y: (c.top + c.bottom) / 2, top: c.top, bottom: c.bottom};
        }
        throw new Error(`"${find}" is in no editor on screen`);
      },
      {find, offset, within: within ?? null},
    );
  }

  /**
   * @param {number} ms
   * @returns {Promise<void>}
   */
  wait(ms) {
    return this.page.waitForTimeout(ms);
  }

  /**
   * Runs command `id` by script (lib/editor.mjs's `command`).
   * @param {string} id
   * @param {unknown} [args] the command's arguments
   * @param {{wait?: boolean}} [options] `{wait: false}` for a command that opens a dialog
   */
  command(id, args, options) {
    return command(this.page, id, args, options);
  }

  /**
   * Opens a project file; `at` is text to put the cursor in front of (plus `offset` characters),
   * with `top` lines shown above it (cursorAt's default when left out).
   * @param {string} relPath
   * @param {{at?: string, offset?: number, top?: number}} [options]
   * @returns {Promise<void>}
   */
  async open(relPath, {at, offset = 0, top} = {}) {
    await openFile(this.page, relPath);
    if (at) await this.cursorAt(at, offset, top === undefined ? {} : {top});
  }

  /**
   * Puts the cursor before the first `text` in the active file and scrolls it into view.
   * @param {string} text
   * @param {number} [offset] characters after the start of `text`
   * @param {{top?: number}} [options] `top`: lines to show above the cursor
   * @returns {Promise<Pos>}
   */
  async cursorAt(text, offset = 0, {top = 6} = {}) {
    const pos = await inEditor(
      this.page,
      ['editor/EditorManager'],
      /**
       * @param {EditorModules} m
       * @param {{text: string, offset: number, top: number}} arg
       */
      (m, {text, offset, top}) => {
        const editor = m['editor/EditorManager'].getCurrentFullEditor();
        const cm = editor._codeMirror;
        const index = cm.getValue().indexOf(text);
        if (index < 0) throw new Error(`"${text}" is not in ${editor.document.file.fullPath}`);
        const pos = cm.posFromIndex(index + offset);
        cm.scrollTo(null, cm.heightAtLine(Math.max(0, pos.line - top), 'local'));
        editor.setCursorPos(pos.line, pos.ch);
        editor.focus();
        return pos;
      },
      {text, offset, top},
    );
    return pos;
  }

  /**
   * Selects the first `text` in the active file.
   * @param {string} text
   * @returns {Promise<void>}
   */
  async select(text) {
    await inEditor(
      this.page,
      ['editor/EditorManager'],
      /**
       * @param {EditorModules} m
       * @param {string} text
       */
      (m, text) => {
        const editor = m['editor/EditorManager'].getCurrentFullEditor();
        const cm = editor._codeMirror;
        const index = cm.getValue().indexOf(text);
        if (index < 0) throw new Error(`"${text}" is not in ${editor.document.file.fullPath}`);
        cm.setSelection(cm.posFromIndex(index), cm.posFromIndex(index + text.length));
        editor.focus();
      },
      text,
    );
  }

  /**
   * Scrolls the active editor so that 1-based `line` is the first one shown.
   * @param {number} line
   * @returns {Promise<void>}
   */
  scrollToLine(line) {
    return inEditor(
      this.page,
      ['editor/EditorManager'],
      /**
       * @param {EditorModules} m
       * @param {number} line
       */
      (m, line) => {
        const cm = m['editor/EditorManager'].getCurrentFullEditor()._codeMirror;
        cm.scrollTo(null, cm.heightAtLine(line - 1, 'local'));
      },
      line,
    );
  }

  /**
   * Changes text in the active file without saving it; the reset between shots reverts it.
   * @param {string} find
   * @param {string} replacement
   * @returns {Promise<void>}
   */
  replace(find, replacement) {
    return inEditor(
      this.page,
      ['editor/EditorManager'],
      /**
       * @param {EditorModules} m
       * @param {{find: string, replacement: string}} arg
       */
      (m, {find, replacement}) => {
        const cm = m['editor/EditorManager'].getCurrentFullEditor()._codeMirror;
        const index = cm.getValue().indexOf(find);
        if (index < 0) throw new Error(`"${find}" is not in the active file`);
        cm.replaceRange(replacement, cm.posFromIndex(index), cm.posFromIndex(index + find.length));
      },
      {find, replacement},
    );
  }

  /**
   * @param {string} text
   * @param {number} [delay] milliseconds between keys
   * @returns {Promise<void>}
   */
  async type(text, delay = 60) {
    await this.page.keyboard.type(text, {delay});
  }

  /**
   * @param {string} key as Playwright names it (`Enter`, `Control+Z`)
   * @returns {Promise<void>}
   */
  press(key) {
    return this.page.keyboard.press(key);
  }

  /**
   * @param {string} selector
   * @param {Parameters<Page['click']>[1]} [options]
   * @returns {Promise<void>}
   */
  click(selector, options) {
    return this.page.click(selector, options);
  }

  /**
   * @param {string} selector
   * @param {string} value
   * @returns {Promise<void>}
   */
  fill(selector, value) {
    return this.page.fill(selector, value);
  }

  /**
   * @param {string} selector
   * @returns {Promise<void>}
   */
  hover(selector) {
    return this.page.hover(selector);
  }

  /**
   * Waits until `selector` is visible, for at most 15 s (`options` may change either).
   * @param {string} selector
   * @param {Parameters<Page['waitForSelector']>[1]} [options]
   */
  waitFor(selector, options) {
    return this.page.waitForSelector(selector, {state: 'visible', timeout: 15_000, ...options});
  }

  /**
   * Sets a user preference for this shot; the reset between shots puts the old value back.
   * @param {string} key
   * @param {unknown} value
   * @returns {Promise<void>}
   */
  async pref(key, value) {
    if (!this.changedPrefs.has(key)) {
      const old = await inEditor(
        this.page,
        ['preferences/PreferencesManager'],
        /**
         * @param {EditorModules} m
         * @param {string} key
         */
        (m, key) => m['preferences/PreferencesManager'].get(key) ?? null,
        key,
      );
      this.changedPrefs.set(key, old);
    }
    await setPreference(this.page, key, value);
  }

  /** Runs the linters on the active file now instead of waiting for a save. */
  lint() {
    return inEditor(this.page, ['language/CodeInspection'], (/** @type {EditorModules} */ m) => m['language/CodeInspection'].requestRun());
  }

  /**
   * Resizes the bottom panel by dragging its top edge, as a reader would.
   * @param {number} height CSS pixels from the panel's top edge to the status bar
   * @returns {Promise<void>}
   */
  async bottomPanelHeight(height) {
    const box = await this.page.locator('#bottom-panel-container').boundingBox();
    if (!box) throw new Error('no bottom panel is open');
    const statusBar = await this.page.locator('#status-bar').boundingBox();
    const targetTop = (statusBar?.y ?? VIEWPORT.height) - height;
    await this.page.mouse.move(box.x + box.width / 2, box.y + 1);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width / 2, targetTop, {steps: 8});
    await this.page.mouse.up();
    await this.wait(300);
  }

  /** @returns {Promise<boolean>} */
  async isLivePreviewOpen() {
    return inEditor(this.page, ['view/WorkspaceManager'], (/** @type {EditorModules} */ m) =>
      Boolean(m['view/WorkspaceManager'].getPanelForID('live-preview-panel')?.isVisible()),
    );
  }

  /**
   * Opens or closes the Live Preview panel. The preview comes from the project's own development
   * server setting (see capture.mjs), or, where a shot's setup turns that setting off, from the
   * browser edition's own preview host, served here (lib/previewHost.mjs).
   * @param {boolean} open
   * @param {{banner?: boolean}} [options] `banner`: keep the custom server's banner
   * @returns {Promise<void>}
   */
  async livePreview(open, {banner = false} = {}) {
    if ((await this.isLivePreviewOpen()) !== open) await this.command('file.liveFilePreview');
    if (!open) return;
    // A Markdown file is shown by the editor's own Markdown viewer, in a frame of its own.
    const shown = await this.page.waitForFunction(
      (frames) => frames.find((selector) => document.querySelector(selector)?.checkVisibility()),
      [MARKDOWN_FRAME, PAGE_FRAME],
      {timeout: 15_000},
    );
    if ((await shown.jsonValue()) === MARKDOWN_FRAME) {
      await this.fitLivePreview();
      return;
    }
    if (!this.trusted) {
      const trust = this.page.frames().find((frame) => frame.url() === 'about:srcdoc');
      if (trust) {
        await trust.click('button', {timeout: 10_000}).catch(() => {});
        this.trusted = true;
      }
    }
    await this.page.waitForFunction(
      (prefixes) => {
        const src = /** @type {HTMLIFrameElement | null} */ (document.querySelector('#panel-live-preview-frame'))?.src;
        return src && prefixes.some((prefix) => src.startsWith(prefix));
      },
      this.previewPrefixes(),
      {timeout: 15_000},
    );
    const frame = this.findPreviewFrame();
    await frame?.waitForLoadState('load').catch(() => {});
    if (!banner)
      await this.page.evaluate(() =>
        /** @type {HTMLElement | null} */ (document.querySelector('.custom-server-banner-close-icon'))?.click(),
      );
    await this.fitLivePreview();
  }

  /**
   * Shows Live Preview from the browser edition's own preview host instead of the sample project's
   * server (capture.mjs sets that server as the custom one): the host follows edits as they are
   * typed. The setting comes back at the next shot's reset, like any preference set here.
   * @returns {Promise<void>}
   */
  async usePreviewHost() {
    await this.pref('livePreviewUseDevServer', false);
    await this.showPreviewFrom(`https://${PREVIEW_HOST}/vfs/`);
    await this.fitLivePreview();
  }

  /**
   * Reloads Live Preview (the panel keeps its page when the server setting changes) and waits for
   * its page from `prefix`.
   * @param {string} prefix
   * @returns {Promise<void>}
   */
  async showPreviewFrom(prefix) {
    await this.command('file.reloadLivePreview');
    await this.page
      .waitForFunction(
        (prefix) => /** @type {HTMLIFrameElement | null} */ (document.querySelector('#panel-live-preview-frame'))?.src.startsWith(prefix),
        prefix,
        {timeout: 30_000},
      )
      .catch(async (error) => {
        const src = await this.page.evaluate(
          () => /** @type {HTMLIFrameElement | null} */ (document.querySelector('#panel-live-preview-frame'))?.src,
        );
        throw new Error(`Live Preview shows ${src ?? 'no page'}, not a page from ${prefix}: ${error}`);
      });
    // The frame's own document follows its address a moment later, and the editor may replace the
    // frame while it loads: wait for one that finishes loading a page from `prefix`.
    for (let tries = 0; ; tries++) {
      const frame = this.findPreviewFrame();
      if (frame?.url().startsWith(prefix)) {
        const loaded = await frame.waitForLoadState('load').then(
          () => frame.waitForSelector('body', {timeout: 10_000}),
          () => null,
        );
        if (loaded && !frame.isDetached()) return;
      }
      if (tries === 100) throw new Error(`Live Preview's frame never loaded a page from ${prefix}`);
      await this.wait(150);
    }
  }

  /** @returns {Promise<void>} */
  async fitLivePreview() {
    await inEditor(
      this.page,
      ['view/WorkspaceManager'],
      /**
       * @param {EditorModules} m
       * @param {number} width
       */
      (m, width) => m['view/WorkspaceManager'].setPluginPanelWidth(width),
      LIVE_PREVIEW_WIDTH,
    );
    await this.wait(500);
  }

  /**
   * The Markdown viewer's frame once it shows the active Markdown file, in the light or dark look
   * (its own sun / moon button, which the editor remembers in the `mdViewerTheme` preference).
   * @param {Theme} [look] the look it has already when left out
   * @returns {Promise<import('playwright-core').Frame>}
   */
  async markdownPreview(look) {
    await this.page.waitForSelector(MARKDOWN_FRAME, {state: 'visible', timeout: 15_000});
    const frame = this.page.frames().find((f) => new URL(f.url(), 'http://x').pathname.endsWith('/mdViewer/index.html'));
    if (!frame) throw new Error('the Markdown viewer is not loaded');
    await frame.waitForSelector('h1', {timeout: 15_000});
    if (look && (await frame.evaluate(() => document.documentElement.dataset.theme)) !== look) {
      await frame.click('#emb-theme-toggle');
      await frame.waitForFunction((look) => document.documentElement.dataset.theme === look, look);
      // The button's tooltip stays while it has the pointer or the focus.
      await frame.hover('h1');
      await frame.evaluate(() => /** @type {HTMLElement | null} */ (document.activeElement)?.blur());
    }
    return frame;
  }

  /**
   * Turns the editor's design mode (Live Preview over the whole window) on or off.
   * @param {boolean} on
   */
  designMode(on) {
    return inEditor(
      this.page,
      ['view/WorkspaceManager', 'command/CommandManager'],
      /**
       * @param {EditorModules} m
       * @param {boolean} on
       * @param {Settle} settle
       */
      (m, on, settle) =>
        m['view/WorkspaceManager'].isInDesignMode() !== on ? settle(m['command/CommandManager'].execute('view.toggleDesignMode')) : null,
      on,
    );
  }

  /**
   * The bounding box of one element, or of several together.
   * @param {...string} selectors
   * @returns {Promise<Box>}
   */
  async rect(...selectors) {
    const boxes = [];
    for (const selector of selectors) {
      const box = await this.page.locator(selector).first().boundingBox();
      if (!box) throw new Error(`${selector} is not on screen`);
      boxes.push(box);
    }
    const x = Math.min(...boxes.map((b) => b.x));
    const y = Math.min(...boxes.map((b) => b.y));
    return {x, y, width: Math.max(...boxes.map((b) => b.x + b.width)) - x, height: Math.max(...boxes.map((b) => b.y + b.height)) - y};
  }

  /**
   * The screen rectangle of 1-based lines `from`..`to` of the active editor, full editor width.
   * @param {number} from
   * @param {number} to
   * @returns {Promise<Box>}
   */
  async lines(from, to) {
    const box = await inEditor(
      this.page,
      ['editor/EditorManager'],
      /**
       * @param {EditorModules} m
       * @param {{from: number, to: number}} lines
       */
      (m, {from, to}) => {
        const cm = m['editor/EditorManager'].getCurrentFullEditor()._codeMirror;
        const top = cm.charCoords({line: from - 1, ch: 0}, 'window').top;
        const bottom = cm.charCoords({line: to - 1, ch: 0}, 'window').bottom;
        const wrapper = cm.getWrapperElement().getBoundingClientRect();
        return {x: wrapper.left, y: top, width: wrapper.width, height: bottom - top};
      },
      {from, to},
    );
    return box;
  }

  /**
   * Makes the editor look still: no blinking cursor, the pointer parked where it changes nothing.
   * @returns {Promise<void>}
   */
  async settle() {
    await inEditor(this.page, ['editor/EditorManager'], (/** @type {EditorModules} */ m) => {
      const editor = m['editor/EditorManager'].getCurrentFullEditor();
      editor?._codeMirror.setOption('cursorBlinkRate', 0);
    }).catch(() => {});
    await this.page.mouse.move(POINTER_REST.x, POINTER_REST.y);
    await this.wait(700);
  }

  /**
   * Remembers the open files every shot starts with; the reset closes the ones a shot opened.
   * @returns {Promise<void>}
   */
  async keepWorkingSet() {
    /** @type {string[] | undefined} full paths */
    this.workingSet = await inEditor(this.page, ['view/MainViewManager'], (/** @type {EditorModules} */ m) => {
      const MVM = m['view/MainViewManager'];
      return MVM.getWorkingSet(MVM.ALL_PANES).map(/** @param {{fullPath: string}} file */ (file) => file.fullPath);
    });
  }

  /**
   * Back to the plain editor: no dialog, panel, menu or inline editor; unsaved edits dropped.
   * @returns {Promise<void>}
   */
  async reset() {
    await this.hidePointer().catch(() => {});
    await this.page.mouse.click(POINTER_REST.x, POINTER_REST.y).catch(() => {});
    await resetUi(this.page);
    // One pane again, after a clip that split the editor (a no-op when it is not split).
    await this.command('cmd.splitViewNone');
    await this.designMode(false);
    await inEditor(this.page, ['document/DocumentManager'], async (/** @type {EditorModules} */ m) => {
      for (const doc of m['document/DocumentManager'].getAllOpenDocuments()) {
        if (!doc.isDirty) continue;
        // With the file's own time: a later one makes the editor think the file changed on disk
        // since, and it asks what to keep as soon as the document is edited again.
        /** @type {[string, Date]} */
        const [text, mtime] = await new Promise((resolve, reject) =>
          doc.file.read(
            {},
            /**
             * @param {unknown} err
             * @param {string} content
             * @param {unknown} _encoding
             * @param {{mtime?: Date} | undefined} stat
             */
            (err, content, _encoding, stat) => (err ? reject(err) : resolve([content, stat?.mtime ?? new Date()])),
          ),
        );
        doc.refreshText(text, mtime);
      }
    });
    if (this.workingSet) {
      await inEditor(
        this.page,
        ['view/MainViewManager', 'command/CommandManager'],
        /**
         * @param {EditorModules} m
         * @param {string[]} keep
         * @param {Settle} settle
         */
        async (m, keep, settle) => {
          const MVM = m['view/MainViewManager'];
          for (const file of MVM.getWorkingSet(MVM.ALL_PANES)) {
            if (!keep.includes(file.fullPath)) await settle(m['command/CommandManager'].execute('file.close', {file, _forceClose: true}));
          }
        },
        this.workingSet,
      );
    }
    // Folders a shot opened in the file tree close again (the tree's own Collapse All button).
    await this.page.evaluate(() => /** @type {HTMLElement | null} */ (document.querySelector('#collapse-folders'))?.click());
    const fromPreviewHost = this.changedPrefs.has('livePreviewUseDevServer');
    for (const [key, value] of this.changedPrefs) await setPreference(this.page, key, value);
    this.changedPrefs.clear();
    // The panel keeps its page when the server setting changes: reloaded, it shows the sample
    // project's server again, as every other shot expects.
    if (fromPreviewHost && (await this.isLivePreviewOpen())) await this.showPreviewFrom(this.previewUrl);
    await closeNotices(this.page);
  }

  /**
   * Moves the mouse to (x, y) in `steps` even moves, and a drawn pointer with it: the screencast
   * records the page, not the system pointer, so a clip would otherwise show things move by
   * themselves.
   * @param {number} x
   * @param {number} y
   * @param {{steps?: number}} [options]
   * @returns {Promise<void>}
   */
  async pointerTo(x, y, {steps = 15} = {}) {
    const from = this.pointer ?? {x, y};
    // The drawn pointer follows the page's own mousemove events (see drawPointer), so a move costs
    // one input event per step: on a busy machine a round trip per step made the clips drag.
    await drawPointer(this.page, from.x, from.y);
    await this.page.mouse.move(x, y, {steps});
    // Over a frame (the Start Project dialog) the window sees no mousemove: put it there anyway.
    await drawPointer(this.page, x, y);
    this.pointer = {x, y};
  }

  /**
   * Moves the drawn pointer to the middle of `selector` and clicks. `frame` is 'preview' (the Live
   * Preview page) or the selector of an iframe of the window.
   * @param {string} selector
   * @param {{frame?: string, steps?: number, offset?: Point, clickCount?: number}} [options] `offset`: where to
   *   click, from the element's top left (its middle when left out)
   * @returns {Promise<void>}
   */
  async clickOn(selector, {frame, steps, offset, clickCount} = {}) {
    const box = await this.boxOf(selector, frame);
    await this.clickAt(box.x + (offset?.x ?? box.width / 2), box.y + (offset?.y ?? box.height / 2), {steps, clickCount});
  }

  /**
   * Presses at `from`, drags to `to` at a hand's pace, and releases.
   * @param {Point} from
   * @param {Point} to
   * @param {{steps?: number}} [options]
   * @returns {Promise<void>}
   */
  async drag(from, to, {steps = 30} = {}) {
    await this.pointerTo(from.x, from.y);
    await this.wait(200);
    await this.page.mouse.down();
    await this.pointerTo(to.x, to.y, {steps});
    await this.wait(200);
    await this.page.mouse.up();
  }

  /**
   * A window rectangle of an element, which may sit in the Live Preview frame.
   * @param {string} selector
   * @param {string} [frame] 'preview' (the Live Preview page) or the selector of an iframe of the window
   * @returns {Promise<Box>}
   */
  async boxOf(selector, frame) {
    const target = frame === 'preview' ? this.previewFrame() : frame ? this.page.frameLocator(frame) : this.page;
    const element = target.locator(selector).first();
    await element.scrollIntoViewIfNeeded({timeout: 10_000});
    const box = await element.boundingBox({timeout: 10_000});
    if (!box) throw new Error(`${selector} is not visible`);
    return box;
  }

  previewFrame() {
    const frame = this.findPreviewFrame();
    if (!frame) throw new Error('Live Preview shows no page of the sample project');
    return frame;
  }

  /**
   * Where Live Preview pages come from: the sample project's server, set as the custom server, or
   * the browser edition's own preview host (lib/previewHost.mjs), where that setting is off.
   */
  previewPrefixes() {
    return [this.previewUrl, `https://${PREVIEW_HOST}/vfs/`];
  }

  findPreviewFrame() {
    const prefixes = this.previewPrefixes();
    return this.page.frames().find((f) => prefixes.some((prefix) => f.url().startsWith(prefix)));
  }

  /** Removes the drawn pointer (pointerTo draws it again). */
  hidePointer() {
    this.pointer = undefined;
    return this.page.evaluate(() => document.getElementById('docs-clip-pointer')?.remove());
  }

  /**
   * Types like a person: one key at a time, at a steady pace a reader can follow.
   * @param {string} text
   * @param {number} [delay] milliseconds between keys
   * @returns {Promise<void>}
   */
  typeSlowly(text, delay = 110) {
    return this.page.keyboard.type(text, {delay});
  }

  /**
   * Which file the editor shows and how far it is scrolled: clips end where they began.
   * @returns {Promise<ViewState | null>} null when no file is open
   */
  viewState() {
    return inEditor(this.page, ['editor/EditorManager'], (/** @type {EditorModules} */ m) => {
      const editor = m['editor/EditorManager'].getCurrentFullEditor();
      return editor ? {path: editor.document.file.fullPath, top: editor._codeMirror.getScrollInfo().top} : null;
    });
  }

  /**
   * Scrolls back to what viewState read, when the editor shows the same file.
   * @param {ViewState | null | undefined} state
   * @returns {Promise<void>}
   */
  async restoreViewState(state) {
    if (!state) return;
    await inEditor(
      this.page,
      ['editor/EditorManager'],
      /**
       * @param {EditorModules} m
       * @param {ViewState} state
       */
      (m, state) => {
        const editor = m['editor/EditorManager'].getCurrentFullEditor();
        if (editor?.document.file.fullPath === state.path) editor._codeMirror.scrollTo(null, state.top);
      },
      state,
    );
  }

  /** Closes dialogs, the find bar and bottom panels, as between shots, but keeps unsaved edits. */
  closePanels() {
    return resetUi(this.page);
  }

  /**
   * Puts the cursor at `line`/`ch` (0-based), or selects up to `endLine`/`endCh`.
   * @param {{line: number, ch?: number, endLine?: number, endCh?: number}} pos
   * @returns {Promise<void>}
   */
  async setCursor(pos) {
    await setCursor(this.page, pos);
  }
}

export {PROJECT_DIR};

/**
 * Draws an arrow pointer at (x, y) above everything, ignored by the mouse, and from then on moves
 * it with every mousemove the window gets, until hidePointer removes it.
 * @param {Page} page
 * @param {number} x
 * @param {number} y
 * @returns {Promise<void>}
 */
function drawPointer(page, x, y) {
  return page.evaluate(
    ({x, y}) => {
      let el = document.getElementById('docs-clip-pointer');
      if (!el) {
        el = document.createElement('div');
        el.id = 'docs-clip-pointer';
        el.style.cssText = 'position:fixed;left:0;top:0;width:20px;height:24px;z-index:2147483647;pointer-events:none';
        el.innerHTML =
          '<svg width="20" height="24" viewBox="0 0 20 24"><path d="M2 2v17l4.5-4.2 3 6.8 3-1.3-3-6.6H16z" fill="#111" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/></svg>';
        document.body.append(el);
        // The casts: `el` is set by now, which TypeScript does not carry into the listener.
        /** @param {MouseEvent} event */
        const follow = (event) => {
          if (!(/** @type {HTMLElement} */ (el).isConnected)) return document.removeEventListener('mousemove', follow, true);
          /** @type {HTMLElement} */ (el).style.transform = `translate(${event.clientX - 2}px, ${event.clientY - 2}px)`;
        };
        document.addEventListener('mousemove', follow, true);
      }
      el.style.transform = `translate(${x - 2}px, ${y - 2}px)`;
    },
    {x, y},
  );
}
