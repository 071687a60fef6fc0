// The clips each docs version shows: entries of the shot list (shots.mjs) that have `steps`.
// A clip has
//   - `name` and `alt` (one line on what it shows: the video's accessible name);
//   - `setup(s)`: what to do before the recording starts (s is a Session, lib/session.mjs), and
//     `livePreview` like a picture;
//   - `region(s)`: the part of the window to record, measured after setup (the dark recording
//     reuses the light one's);
//   - `steps(s, theme)`: what is recorded, at a human pace, in the 'light' or 'dark' recording. Steps
//     end where they began (undo, close), so the clip loops without a jump. They do only what a
//     reader does: keys (`s.key(commandId)`, `s.press`), typing, the visible pointer, menus
//     (`s.menu(commandId)`, `s.contextMenu`); `s` is limited to RECORDED_ACTIONS (lib/session.mjs).
//     Each step first announces itself with `s.say(template)`: the cues of the captions tracks and
//     the figcaption's step list, for a reader who cannot watch. Keys and menus in a template are
//     placeholders rendered from the facts per OS ({menu:id}, {kbd:id}, {cmd:id}, {key:Ctrl-Z}, {label:KEY},
//     {item:menu-id/command}; src/data/editorMedia/cues.ts), never typed.
// capture.mjs records each clip in the light and the dark theme; lib/clips.mjs encodes it.
import {VIEWPORT, inEditor, writeFiles} from '../lib/editor.mjs';

/** @typedef {import('./lib/session.mjs').Session} Session */
/** @typedef {import('./lib/images.mjs').Theme} Theme */
/** @typedef {{x: number, y: number, width: number, height: number}} Box */
/** @typedef {(s: Session) => Promise<Box>} Region */
/**
 * A clip, as described above. `steps` gets the session behind recordedView (lib/session.mjs).
 * @typedef {object} Clip
 * @property {string} name
 * @property {string} alt
 * @property {boolean} [livePreview]
 * @property {(s: Session, theme: Theme) => Promise<void>} setup
 * @property {Region} region
 * @property {number} [pad] CSS pixels to grow the region by, as for a picture
 * @property {(s: Session, theme: Theme) => Promise<void>} steps
 * @property {number} [holdStart] milliseconds recorded before the steps (capture.mjs: 700 when absent)
 * @property {number} [holdEnd] milliseconds recorded after them (capture.mjs: 700 when absent)
 * @property {number} [ladderStart] the first step of the encoder's ladder to try (lib/clips.mjs: 0,
 *   the sharpest, when absent)
 */

/**
 * @typedef {{
 *   exists(callback: (err: unknown, exists?: boolean) => void): void,
 *   unlink(callback?: (err: unknown) => void): void,
 * }} EditorFile
 */
/**
 * The editor's modules that the callbacks run in the page use, each reduced to what they call
 * (typings/ has them in full, but resolves its imports with its own tsconfig).
 * @typedef {{
 *   'filesystem/FileSystem': {getFileForPath(path: string): EditorFile},
 *   'project/ProjectManager': {showInTree(entry: EditorFile): {always(callback: (...args: unknown[]) => void): unknown}},
 *   'view/ThemeManager': {getCurrentTheme(): {displayName: string} | null},
 *   'view/WorkspaceManager': {hideAllOpenBottomPanels(): string[]},
 * }} EditorModules
 */
/**
 * The editor's page, with its `brackets` global.
 * @typedef {typeof window & {brackets: {getModule<K extends keyof EditorModules>(path: K): EditorModules[K]}}} EditorWindow
 */

const HINTS = '.codehint-menu.open .dropdown-menu';
/** @param {string} name a file open in the tab bar */
const tabOf = (name) => `.tab-bar-container .tab:has-text("${name}")`;

/**
 * Drags the tab of `name` from its middle onto the tab of `onto`, at `across` of that tab's width
 * from its left (left of the middle lands before it, right of it after).
 * @param {Session} s
 * @param {string} name
 * @param {string} onto
 * @param {number} across
 */
async function dragTab(s, name, onto, across) {
  const from = await s.boxOf(tabOf(name));
  const to = await s.boxOf(tabOf(onto));
  await s.drag({x: from.x + from.width / 2, y: from.y + from.height / 2}, {x: to.x + to.width * across, y: to.y + to.height / 2});
}
/** @param {string} name a file of the working set, as the Working Files list shows it */
const workingFile = (name) => `.open-files-container li:has-text("${name}")`;
/** The end of the last declaration of the .price rule in style.css. */
const PRICE_RULE = '.price {\n  font-weight: bold;\n  color: var(--clay);';

/**
 * Lines `from`..`to` of the editor (1-based), `width` CSS pixels wide from the left of the gutter.
 * The editor is scrolled so that `from` is the first line shown.
 * @param {number} from
 * @param {number} to
 * @param {{width?: number, above?: number, below?: number}} [options]
 * @returns {Region}
 */
const editorLines =
  (from, to, {width = 720, above = 0, below = 0} = {}) =>
  async (s) => {
    await s.scrollToLine(from);
    await s.wait(200);
    const box = await s.lines(from, to);
    return {x: box.x, y: box.y - above, width: Math.min(box.width, width), height: box.height + above + below};
  };

/**
 * The region `region(s)` gives, grown up to the top of the window and left to the editor column:
 * for clips that use the menu bar, whose menus open there.
 * @param {Region} region
 * @param {{minHeight?: number}} [options]
 * @returns {Region}
 */
const withMenuBar =
  (region, {minHeight = 0} = {}) =>
  async (s) => {
    const box = await region(s);
    const content = await s.rect('.content');
    const x = Math.min(box.x, content.x);
    const bottom = Math.max(box.y + box.height, minHeight);
    return {x, y: 0, width: box.x + box.width - x, height: bottom};
  };

/**
 * Presses the undo key `times` times, a beat apart, to walk back to where the clip started.
 * @param {Session} s
 */
async function undo(s, times = 1) {
  await s.key('edit.undo', {times});
  await s.wait(450);
}

/**
 * Closes the panels below the editor, including the Tools launcher that shows when the last one closes.
 * @param {Session} s
 */
async function hideBottomPanels(s) {
  await s.page.evaluate(() => /** @type {EditorWindow} */ (window).brackets.getModule('view/WorkspaceManager').hideAllOpenBottomPanels());
  await s.wait(300);
}

/**
 * Presses the undo key until the active file's text is `text` again (`done(text)` when given), a
 * beat apart: how edits were grouped for undo varies with the typing speed.
 * @param {Session} s
 * @param {string} text
 * @param {{done?: (now: string) => boolean, gap?: number}} [options]
 */
async function undoUntilExactly(s, text, {done = (now) => now === text, gap = 120} = {}) {
  for (let i = 0; i < 60; i++) {
    if (done(await s.text())) return;
    await s.key('edit.undo');
    await s.wait(gap);
  }
  throw new Error('undo did not bring back the text the clip began with');
}

/**
 * Presses the undo key until the active file contains `text` again.
 * @param {Session} s
 * @param {string} text
 */
function undoUntil(s, text) {
  return undoUntilExactly(s, text, {done: (now) => now.includes(text), gap: 40});
}

/**
 * Double-clicks the middle of the first `text` in the active editor, as a reader selects a word.
 * @param {Session} s
 * @param {string} text
 */
async function selectWord(s, text) {
  const at = await s.charBox(text, Math.ceil(text.length / 2));
  await s.clickAt(at.x, at.y, {clickCount: 2});
}

/** The .plant-card rule of the sample project's style.css, and the same rule on one line. */
const ROOMY_CARD =
  '.plant-card {\n  padding: 20px;\n  border-radius: var(--radius);\n  background: #ffffff;\n  box-shadow: 0 4px 12px rgba(35, 48, 42, 0.12);\n}';
const SQUEEZED_CARD = '.plant-card{padding:20px;border-radius:var(--radius);background:#ffffff;box-shadow:0 4px 12px rgba(35,48,42,.12)}';

/*
 * Not recorded, because the browser edition running here cannot show them (the picture or text on
 * the page covers them): Live Preview Edit (closed Phoenix Pro code, and an entitlement), installing
 * from the Extension Manager (the online registry), the rulers (drawn with no visible line in this
 * build) and indent guides (no visible change when toggled). Live Preview following typing and the
 * cursor needs the editor's own preview host, which capture.mjs serves (--preview-host): those clips
 * call s.usePreviewHost() in their setup.
 */
/** @type {Clip[]} */
const V52_CLIPS = [
  {
    name: 'emmet-html',
    alt: 'Emmet in HTML: the abbreviation ul.tips>li*3 typed in index.html expands into a list with three items.',
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('index.html', {at: '    </section>\n\n    <section id="care"', offset: 15, top: 8});
      await s.press('Enter');
      await s.type('    ', 0);
    },
    region: editorLines(44, 60),
    async steps(s) {
      await s.say('On an empty line of index.html, ul.tips>li*3 is typed one character at a time.');
      await s.typeSlowly('ul.tips>li*3');
      await s.waitFor(HINTS);
      await s.say('A code hint marked Emmet offers the expansion.');
      await s.wait(900);
      await s.say(
        '{key:Enter} accepts it: a <ul class="tips"> with three empty <li> items replaces the abbreviation, the cursor inside the first item.',
      );
      await s.press('Enter');
      await s.wait(1800);
      await s.say('{kbd:edit.undo}, twice, takes the list away again.');
      await undo(s, 2);
    },
  },
  {
    name: 'emmet-css',
    alt: 'Emmet in CSS: typing m0 inside a rule of style.css offers margin: 0; at the top of the hints, and Enter inserts it.',
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('css/style.css', {at: PRICE_RULE, offset: PRICE_RULE.length, top: 6});
      await s.press('Enter');
    },
    region: editorLines(114, 126, {width: 620}),
    async steps(s) {
      await s.say('The cursor is on a new line inside the .price rule of style.css.');
      await s.wait(500);
      await s.say('m0 is typed; the first code hint, marked Emmet, is the whole declaration margin: 0;.');
      await s.typeSlowly('m0', 260);
      await s.waitFor(HINTS);
      await s.wait(1400);
      await s.say('{key:Enter} inserts the declaration.');
      await s.press('Enter');
      await s.wait(1600);
      await s.say('{kbd:edit.undo}, twice, removes it again.');
      await undo(s, 2);
    },
  },
  {
    name: 'multiple-cursors',
    alt: 'Multiple cursors: four cursors added below the first one rename five custom properties of style.css at once.',
    async setup(s) {
      await s.open('css/style.css', {at: '--leaf:', offset: 2, top: 0});
      await s.scrollToLine(1);
    },
    region: editorLines(1, 9, {width: 520}),
    async steps(s) {
      await s.say('The cursor sits after the two dashes of --leaf in the :root rule of style.css.');
      await s.wait(500);
      await s.say('{cmd:edit.addCursorToNextLine}, pressed four times, puts a cursor at the same column on each of the next four lines.');
      await s.key('edit.addCursorToNextLine', {times: 4});
      await s.wait(800);
      await s.say('shop- is typed once and appears in all five property names.');
      await s.typeSlowly('shop-', 180);
      await s.wait(1500);
      await s.say('{kbd:edit.undo} takes the five edits back together; {key:Escape} and a click leave one cursor where it began.');
      await undo(s, 1);
      await s.press('Escape');
      const start = await s.charBox('--leaf:', 2);
      await s.clickAt(start.x, start.y);
      await s.wait(300);
      await s.hidePointer();
    },
  },
  {
    name: 'auto-rename-tag',
    alt: 'Auto rename of HTML tags: changing <h2> to <h3> in index.html changes the closing </h2> with it.',
    async setup(s) {
      await s.open('index.html', {at: "<h2>This week's plants", offset: 3, top: 4});
    },
    region: editorLines(28, 37, {width: 620}),
    async steps(s) {
      await s.say('The cursor is right after <h2 in the heading of the plants section of index.html.');
      await s.wait(500);
      await s.say(
        '{key:Backspace} deletes the 2 and 3 is typed: the opening tag becomes <h3>, and the closing tag at the end of the line becomes </h3> with it.',
      );
      await s.press('Backspace');
      await s.wait(500);
      await s.typeSlowly('3', 200);
      await s.wait(1800);
      await s.say('{kbd:edit.undo}, twice, puts both tags back to h2.');
      await undo(s, 2);
    },
  },
  {
    name: 'auto-rename-tag-off',
    alt: 'Auto rename turned off for a moment: from the Edit menu, then h2 changed to h3 in index.html changes only the opening tag; undone, and the menu item turns it back on.',
    async setup(s) {
      await s.open('index.html', {at: "<h2>This week's plants", offset: 3, top: 4});
    },
    region: async () => ({x: 0, y: 0, width: 1000, height: 420}),
    async steps(s) {
      await s.say('The cursor is right after <h2 in the heading of the plants section of index.html.');
      await s.wait(600);
      await s.say('{menu:edit.autoRenameTags} turns auto rename off.');
      await s.menu('edit.autoRenameTags');
      await s.hidePointer();
      await s.wait(700);
      await s.say('{key:Backspace} deletes the 2 and 3 is typed: only the opening tag becomes <h3>; the closing tag stays </h2>.');
      await s.press('Backspace');
      await s.wait(400);
      await s.typeSlowly('3', 200);
      await s.wait(1800);
      await s.say('{kbd:edit.undo}, twice, puts the 2 back, and the same menu item turns auto rename on again.');
      await undo(s, 2);
      await s.wait(500);
      await s.menu('edit.autoRenameTags');
      await s.hidePointer();
      await s.wait(700);
    },
  },
  {
    name: 'comment-lines',
    alt: 'Toggle Line Comment: three selected lines of main.js become comments and then code again.',
    async setup(s) {
      await s.open('js/main.js', {at: 'function daysLeft', top: 9});
      await s.scrollToLine(1);
      await s.setCursor({line: 10, ch: 0, endLine: 13, endCh: 0});
    },
    region: editorLines(5, 17, {width: 640}),
    async steps(s) {
      await s.say('Lines 11 to 13 of main.js are selected.');
      await s.wait(500);
      await s.say('{cmd:edit.lineComment} puts // in front of each line; the lines turn comment-coloured.');
      await s.key('edit.lineComment');
      await s.wait(1800);
      await s.say('The same key again removes the slashes.');
      await s.key('edit.lineComment');
      await s.wait(600);
    },
  },
  {
    name: 'auto-close-braces',
    alt: 'Auto Close Braces: typing an if statement in main.js, each opening parenthesis and brace gets its closing partner.',
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('js/main.js', {at: 'showDaysLeft();\n});', offset: 'showDaysLeft();\n});'.length, top: 8});
      await s.press('Enter');
    },
    region: editorLines(18, 30, {width: 640}),
    async steps(s) {
      await s.say('On a new line of main.js, if ( is typed: the closing parenthesis appears at once.');
      await s.typeSlowly('if (');
      await s.wait(400);
      await s.say(
        'The condition is typed between them; {key:End} moves past the parenthesis, and an opening brace brings its closing one.',
      );
      await s.typeSlowly('daysLeft() === 0');
      await s.press('End');
      await s.typeSlowly(' {');
      await s.wait(1500);
      await s.say('{kbd:edit.undo}, three times, removes the statement.');
      await undo(s, 3);
    },
  },
  {
    name: 'code-hints-css',
    alt: 'Code hints in CSS: typing text-d in style.css lists matching properties; Enter picks text-decoration and the value hints follow.',
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('css/style.css', {at: PRICE_RULE, offset: PRICE_RULE.length, top: 6});
      await s.press('Enter');
    },
    region: editorLines(114, 128, {width: 620}),
    async steps(s) {
      await s.say('On a new line inside the .price rule of style.css, text-d is typed.');
      await s.typeSlowly('text-d', 160);
      await s.waitFor(HINTS);
      await s.say('A list of properties that start that way appears; the first is text-decoration.');
      await s.wait(1000);
      await s.say('{key:Enter} completes the property and adds a colon; a list of its values opens.');
      await s.press('Enter');
      await s.wait(1600);
      await s.say('{key:Escape} closes the list, and {kbd:edit.undo}, twice, removes the line.');
      await s.press('Escape');
      await s.wait(300);
      await undo(s, 2);
    },
  },
  {
    name: 'parameter-hints',
    alt: 'Parameter hints in JavaScript: typing a call to Math.max( in main.js shows what the function takes.',
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('js/main.js', {at: 'showDaysLeft();\n});', offset: 'showDaysLeft();\n});'.length, top: 8});
      await s.press('Enter');
    },
    region: editorLines(18, 30, {width: 640}),
    async steps(s) {
      await s.say('On a new line of main.js, Math.max( is typed.');
      await s.typeSlowly('Math.max(');
      await s.say('A hint above the line shows the parameters of Math.max, the current one in bold.');
      await s.wait(2200);
      // Typing an argument opens the code hint list, which closes this hint: the clip stops before.
      await s.say('{key:Escape} closes the hint, and {kbd:edit.undo}, twice, removes the call again.');
      await s.press('Escape');
      await s.wait(600);
      await undo(s, 2);
    },
  },
  {
    name: 'jump-to-definition',
    alt: 'Go to Definition in main.js: from a call to daysSince the cursor jumps to the function, and Navigate Backward returns.',
    async setup(s) {
      await s.open('js/main.js', {at: 'daysSince(lastWatered)', offset: 3, top: 14});
      await s.scrollToLine(1);
    },
    region: withMenuBar(editorLines(1, 18, {width: 700})),
    async steps(s) {
      await s.say('The cursor is on daysSince where daysLeft calls it in main.js.');
      await s.wait(500);
      await s.say('{cmd:navigate.jumptoDefinition} moves the cursor to the line where daysSince is declared.');
      await s.key('navigate.jumptoDefinition');
      await s.wait(1800);
      await s.say('{menu:navigation.jump.back} takes it back to the call.');
      await s.menu('navigation.jump.back');
      await s.hidePointer();
      await s.wait(800);
    },
  },
  {
    name: 'beautify',
    alt: 'Beautify Code on a selection: a rule of style.css squeezed onto one line is laid out again, one declaration per line.',
    async setup(s) {
      await s.open('css/style.css', {at: '.plant-card {', top: 4});
      await s.replace(ROOMY_CARD, SQUEEZED_CARD);
      await s.cursorAt('.plant-card{', 0, {top: 4});
      await s.select(SQUEEZED_CARD);
    },
    region: editorLines(102, 114, {width: 780}),
    async steps(s) {
      await s.say('The .plant-card rule of style.css is written on one line, and the whole line is selected.');
      await s.wait(700);
      // On a selection, only the selected text is replaced: the editor does not jump to the top.
      await s.say(
        '{cmd:edit.beautifyCode} reformats the selection: the rule opens up into one declaration per line, indented, and the rest of the file stays as it was.',
      );
      await s.key('edit.beautifyCode');
      await s.wait(2400);
      await s.say('{kbd:edit.undo} brings back the one-line version.');
      await undo(s, 1);
      await s.wait(300);
    },
  },
  {
    name: 'inline-color-editor-drag',
    alt: 'The inline color editor on --leaf in style.css: dragging in the colour square turns the green darker, and the value in the code changes with it.',
    async setup(s) {
      await s.open('css/style.css', {at: '#2f7d4f', offset: 2, top: 0});
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const lines = await s.lines(1, 1);
      return {x: lines.x, y: lines.y, width: 640, height: 330};
    },
    async steps(s) {
      await s.say('The cursor is on the colour #2f7d4f of --leaf in style.css.');
      await s.wait(400);
      await s.say('{cmd:navigate.toggleQuickEdit} opens the inline color editor below the line.');
      await s.key('navigate.toggleQuickEdit');
      await s.waitFor('.inline-widget .color-selection-field');
      await s.wait(900);
      await s.say('The pointer drags the marker in the saturation square; the swatch and the hex value in the code change as it moves.');
      const field = await s.boxOf('.inline-widget .color-selection-field');
      await s.drag(
        {x: field.x + field.width * 0.62, y: field.y + field.height * 0.5},
        {x: field.x + field.width * 0.75, y: field.y + field.height * 0.78},
        {steps: 25},
      );
      await s.wait(1200);
      await s.hidePointer();
      await s.say('{key:Escape} closes the color editor, and {kbd:edit.undo} puts the original colour back.');
      await s.press('Escape');
      await s.wait(400);
      // Dragging wrote many small edits; undo them all.
      await undoUntil(s, '--leaf: #2f7d4f;');
    },
  },
  {
    name: 'quick-edit',
    alt: 'Quick Edit from index.html: the CSS rule of the plant-card class opens inline, its padding is changed, and the inline editor closes.',
    async setup(s) {
      await s.open('index.html', {at: 'plant-card"', offset: 3, top: 3});
    },
    region: editorLines(32, 46, {width: 760, below: 60}),
    async steps(s) {
      await s.say('The cursor is on the class name plant-card in index.html.');
      await s.wait(400);
      await s.say('{cmd:navigate.toggleQuickEdit} opens the .plant-card rule of style.css inside index.html, below the line.');
      await s.key('navigate.toggleQuickEdit');
      await s.waitFor('.inline-widget');
      await s.wait(1000);
      await s.say('In the inline editor, a click after the padding 20px, two Backspaces and 28 change it to 28px.');
      // Right after "20" of the inline editor's padding, measured by its own CodeMirror.
      const at = await s.charBox('padding: 20', 'padding: 20'.length, {within: '.inline-widget'});
      await s.clickAt(at.x, at.y);
      await s.wait(300);
      await s.press('Backspace');
      await s.press('Backspace');
      await s.typeSlowly('28', 220);
      await s.wait(1300);
      await s.hidePointer();
      await s.say('{kbd:edit.undo}, twice, restores 20px and {key:Escape} closes the inline editor.');
      await undo(s, 2);
      await s.press('Escape');
      await s.wait(300);
    },
  },
  {
    name: 'find-in-files',
    alt: 'Find in Files: the word plant is typed into the search bar and the Search Results panel lists every match in the project.',
    async setup(s) {
      // A reader's first search opens an empty bar, but the bar opens with the query it was closed
      // with (FindBar.getInitialQuery): close it empty, so this session's earlier searches (the
      // pictures) do not fill it and run before the query is typed.
      await s.open('index.html');
      await s.command('cmd.findInFiles');
      await s.waitFor('#find-what');
      await s.fill('#find-what', '');
      await s.press('Escape');
      // At the top of the file, where the editor is when the search has run.
      await s.setCursor({line: 0, ch: 0});
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const box = await s.rect('.content');
      return {x: box.x, y: box.y, width: Math.min(box.width, 860), height: box.height};
    },
    async steps(s) {
      await s.say('index.html is open in the editor.');
      await s.wait(500);
      await s.say('{menu:cmd.findInFiles} opens the search bar at the top of the editor.');
      await s.menu('cmd.findInFiles');
      await s.waitFor('#find-what');
      await s.hidePointer();
      await s.wait(500);
      await s.say(
        'plant is typed: the results panel opens below the editor as the letters arrive, the matches grouped by file, and {key:Enter} selects the first match in the editor.',
      );
      await s.typeSlowly('plant', 170);
      await s.press('Enter');
      await s.waitFor('#find-in-files-results .file-section, #find-in-files-results table');
      await s.wait(1500);
      await s.say('A match is clicked: the panel shows it in its file, in the preview on the right of the results.');
      await s.clickOn('#find-in-files-results tr.file-search-item >> nth=3');
      await s.wait(1400);
      // Enter in the search field opened the selected first match and selected it in the editor (a
      // click on a match only previews it): there, Escape clears a selection before it hides the
      // bottom panels (Editor.canConsumeEscapeKeyEvent, WorkspaceManager._handleKeydown).
      await s.say(
        '{key:Escape} closes the search bar; pressed again in the editor it clears the selected match, and once more it hides the results panel.',
      );
      await s.clickOn('#find-what');
      await s.hidePointer();
      await s.press('Escape');
      await s.wait(600);
      await s.press('Escape');
      await s.wait(600);
      await s.press('Escape');
      await s.wait(700);
    },
  },
  {
    name: 'live-preview-typing',
    alt: 'Live Preview follows typing: words added to the heading in index.html appear in the page beside it key by key, then a colour typed into style.css turns the heading clay-coloured at once.',
    livePreview: true,
    async setup(s) {
      await s.usePreviewHost();
      // style.css shows the heading's rule when it is chosen in Working Files: the editor keeps each file's place.
      await s.open('css/style.css', {at: '.hero h1 {', top: 12});
      await s.open('index.html', {at: 'windowsill</h1>', offset: 'windowsill'.length, top: 14});
    },
    region: async () => ({x: 0, y: 0, width: 1280, height: 800}),
    async steps(s) {
      const page = await s.text();
      await s.say('index.html is open beside Live Preview; the cursor is at the end of the heading.');
      await s.wait(1200);
      await s.say('" and doorstep" is typed: the heading in the preview changes with each key, with nothing saved.');
      await s.typeSlowly(' and doorstep', 130);
      await s.wait(1500);
      await s.say('{kbd:edit.undo}, pressed a few times, takes the words out again.');
      await undoUntilExactly(s, page);
      await s.wait(600);
      await s.say('style.css is chosen in Working Files. The preview keeps showing the page.');
      await s.clickOn(workingFile('style.css'));
      await s.wait(900);
      const styles = await s.text();
      await s.say(
        'Below the colour of .hero h1, color: #d9825b; is typed: the heading in the preview turns clay-coloured, with nothing saved.',
      );
      const end = await s.charBox('2.4rem);\n  color: var(--leaf-dark);', '2.4rem);\n  color: var(--leaf-dark);'.length);
      await s.clickAt(end.x, end.y);
      await s.hidePointer();
      await s.press('Enter');
      await s.typeSlowly('color: #d9825b;', 130);
      await s.wait(1800);
      await s.say('{kbd:edit.undo} takes the line out, and index.html is chosen in Working Files again.');
      await undoUntilExactly(s, styles);
      await s.wait(500);
      await s.clickOn(workingFile('index.html'));
      await s.hidePointer();
      await s.wait(800);
    },
  },
  {
    name: 'live-preview-highlight',
    alt: 'Highlight Mode: as the cursor moves down the hero section of index.html, the preview outlines each element in turn; a click on the picture in the preview puts the cursor on its tag, and a click on the heading brings it back.',
    livePreview: true,
    async setup(s) {
      await s.usePreviewHost();
      await s.open('index.html', {at: '<h1>', top: 14});
    },
    region: async (s) => {
      const content = await s.rect('.content');
      const panel = await s.rect('#main-plugin-panel');
      return {x: content.x, y: content.y, width: panel.x + panel.width - content.x, height: 740};
    },
    async steps(s) {
      await s.say('index.html is open beside Live Preview in Highlight Mode, with the cursor at the start of the heading.');
      await s.wait(1500);
      await s.say(
        '{key:Down}, pressed three times: the outline follows the cursor to the paragraph, the button and the end of the text block.',
      );
      for (let i = 0; i < 3; i++) {
        await s.press('ArrowDown');
        await s.wait(1100);
      }
      await s.say('A click on the picture of the plants in the preview moves the cursor to its img tag in the HTML.');
      await s.clickOn('.hero-art', {frame: 'preview'});
      await s.hidePointer();
      await s.wait(1800);
      await s.say('A click on the heading in the preview brings the cursor back to the heading.');
      await s.clickOn('.hero h1', {frame: 'preview'});
      await s.hidePointer();
      await s.wait(1200);
    },
  },
  {
    name: 'overwrite-mode',
    alt: 'Insert and overwrite: after the Insert key, Fresh typed at the start of the heading in index.html replaces Green instead of pushing it along; the status bar shows OVR until a click switches it back to INS.',
    async setup(s) {
      // The heading low in the editor, in the part of it kept with the status bar below.
      await s.open('index.html', {at: 'Green friends', top: 20});
    },
    region: async (s) => {
      const content = await s.rect('.content');
      return {x: content.x, y: content.y + content.height - 460, width: content.width, height: 460};
    },
    async steps(s) {
      await s.say('The cursor is before Green in the heading of index.html; the status bar shows {label:STATUSBAR_INSERT}.');
      await s.wait(1200);
      await s.say('{key:Insert} switches to overwriting, and the status bar shows {label:STATUSBAR_OVERWRITE}.');
      await s.press('Insert');
      await s.wait(1200);
      await s.say('Fresh is typed: each letter replaces the one after the cursor, so Green becomes Fresh.');
      await s.typeSlowly('Fresh', 220);
      await s.wait(1300);
      await s.say('{kbd:edit.undo} brings Green back, and a click on {label:STATUSBAR_OVERWRITE} switches back to inserting.');
      await undo(s, 1);
      await s.wait(500);
      await s.clickOn('#status-overwrite');
      await s.hidePointer();
      await s.wait(900);
    },
  },
  {
    name: 'collapse-all-folders',
    alt: 'Collapse All Folders: the open css, images, js and media folders of the file tree close with one click on the chevrons in its header, and open again one by one.',
    async setup(s) {
      await expandFolders(s, ['css/style.css', 'images/hero.svg', 'js/main.js', 'media/shop-tour.webm']);
      await s.open('index.html');
    },
    region: async (s) => {
      const box = await s.rect('#sidebar');
      return {x: box.x, y: 0, width: box.width, height: 420};
    },
    async steps(s) {
      await s.say('The css, images, js and media folders are open in the file tree.');
      await s.wait(1200);
      await s.say(
        '{label:COLLAPSE_ALL_FOLDERS}, the pair of chevrons in the header of the file tree, closes every folder; Working Files keeps its files.',
      );
      await s.clickOn('#collapse-folders');
      await s.hidePointer();
      await s.wait(1500);
      await s.say('A click on a folder opens it again.');
      for (const folder of ['css', 'images', 'js', 'media']) {
        await s.clickOn(`#project-files-container li.jstree-closed > a:has-text("${folder}")`);
        await s.wait(500);
      }
      await s.hidePointer();
      await s.wait(800);
    },
  },
  {
    name: 'design-mode-toggle',
    alt: 'Design mode: the code editor is hidden and Live Preview fills the space beside the sidebar, then the editor comes back.',
    livePreview: true,
    async setup(s) {
      await s.open('index.html', {at: '<h1>', top: 6});
    },
    region: async () => ({x: 0, y: 0, width: 1280, height: 800}),
    async steps(s) {
      await s.say('index.html is open beside Live Preview.');
      await s.wait(400);
      await s.say('{menu:view.toggleDesignMode} hides the code editor; Live Preview fills the space beside the sidebar.');
      await s.menu('view.toggleDesignMode');
      await s.hidePointer();
      await s.wait(2200);
      // In design mode the menu bar is hidden with the editor; the bar beside the sidebar has the way back.
      await s.say('{label:CCB_SWITCH_TO_CODE_EDITOR}, the top button of the bar beside the sidebar, brings the editor back.');
      await s.clickOn('#ccbCollapseEditorBtn');
      await s.hidePointer();
      await s.wait(800);
    },
  },
  {
    name: 'markdown-preview-sync',
    alt: 'Markdown in Live Preview: a colour added to the list in README.md appears in the formatted document beside it as it is typed.',
    livePreview: true,
    async setup(s) {
      await s.pref('linting.enabled', false);
      const cream = '- **Cream** `#fbf6ec` for the page background';
      await s.open('README.md', {at: cream, offset: cream.length, top: 12});
    },
    region: async (s) => {
      const content = await s.rect('.content');
      const panel = await s.rect('#main-plugin-panel');
      return {x: content.x, y: content.y, width: panel.x + panel.width - content.x, height: 740};
    },
    async steps(s) {
      const before = await s.text();
      await s.say('README.md is open beside Live Preview, which shows it as a formatted document.');
      await s.wait(1800);
      await s.say(
        'At the end of the Colors list, a new item is typed: - **Moss** `#6b8f47` for borders. The list in the preview gains the item as it is typed, Moss in bold and the colour code as code.',
      );
      await s.press('Enter');
      await s.typeSlowly('- **Moss** `#6b8f47` for borders', 110);
      await s.wait(1800);
      await s.say('{kbd:edit.undo}, pressed a few times, removes it again.');
      await undoUntilExactly(s, before);
      await s.wait(600);
    },
  },
  {
    name: 'tab-bar',
    alt: 'The file tab bar: clicking tabs switches files, a tab is closed with its close button and reopened.',
    async setup(s) {
      await s.open('css/style.css', {at: ':root', top: 0});
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const editor = await s.rect('#editor-holder');
      const bar = await s.rect('.tab-bar-container');
      // From the top of the window: Reopen Closed File is in the File menu.
      return {x: editor.x, y: 0, width: Math.min(editor.width, 760), height: bar.y + bar.height + 200};
    },
    async steps(s) {
      await s.say('The tab bar above the editor shows the five open files; style.css is active.');
      await s.wait(300);
      await s.say('The main.js tab is clicked and its file shows, then index.html.');
      await s.clickOn('.tab-bar-container .tab:has-text("main.js")');
      await s.wait(1000);
      await s.clickOn('.tab-bar-container .tab:has-text("index.html")');
      await s.wait(1000);
      await s.say('The close button of the visit.html tab closes that file.');
      await s.pointerTo(...(await centerOf(s, '.tab-bar-container .tab:has-text("visit.html")')));
      await s.wait(400);
      await s.clickOn('.tab-bar-container .tab:has-text("visit.html") .tab-close');
      await s.wait(1000);
      await s.say('{menu:file.reopen_closed} brings its tab back.');
      await s.menu('file.reopen_closed');
      await s.wait(900);
      await s.say('The style.css tab is clicked again.');
      await s.clickOn('.tab-bar-container .tab:has-text("style.css")');
      await s.wait(700);
      await s.hidePointer();
    },
  },
  {
    name: 'tab-bar-reorder',
    alt: 'Reordering tabs: the visit.html tab is dragged from the end of the tab bar to the left of index.html, and Working Files takes the same order; dragged back, it returns to the end of both, and index.html is shown again.',
    async setup(s) {
      await s.open('index.html', {at: '<h1>', top: 6});
    },
    region: async (s) => {
      // The tab bar and, on the left, Working Files, which follows its order.
      const list = await s.rect('.open-files-container');
      return {x: 0, y: 0, width: 1000, height: list.y + list.height + 12};
    },
    async steps(s) {
      await s.say('The tab bar shows the five open files in the order of Working Files, visit.html last.');
      await s.wait(1200);
      await s.say(
        'The visit.html tab is dragged onto the left half of the index.html tab: pressing it shows visit.html, and it lands before index.html; Working Files lists visit.html second too.',
      );
      await dragTab(s, 'visit.html', 'index.html', 1 / 4);
      await s.hidePointer();
      await s.wait(1600);
      await s.say('Dragged onto the right half of the main.js tab, it goes back to the end of both lists.');
      await dragTab(s, 'visit.html', 'main.js', 3 / 4);
      await s.wait(900);
      await s.say('A click on the index.html tab shows that file again.');
      await s.clickOn(tabOf('index.html'));
      await s.hidePointer();
      await s.wait(900);
    },
  },
  {
    name: 'recent-files-switch',
    alt: 'Recent Files: the dialog lists the files opened last; one is picked with the arrow keys and opens.',
    async setup(s) {
      for (const file of ['visit.html', 'README.md', 'css/style.css', 'js/main.js', 'index.html']) await s.open(file);
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const box = await s.rect('.content');
      return {x: box.x, y: box.y, width: Math.min(box.width, 860), height: 560};
    },
    async steps(s) {
      await s.say('{menu:recent-files.show} opens a list of the files opened last, the current one first.');
      await s.menu('recent-files.show');
      await s.waitFor('#mrof-list-wrapper');
      await s.hidePointer();
      await s.wait(900);
      await s.say('{key:Down} moves to main.js, and {key:Enter} opens it.');
      await s.press('ArrowDown');
      await s.wait(700);
      await s.press('Enter');
      await s.wait(1300);
      await s.say('{kbd:recent-files.show} opens the list again; {key:Down} and {key:Enter} go back to the file before.');
      await s.key('recent-files.show');
      await s.waitFor('#mrof-list-wrapper');
      await s.wait(700);
      await s.press('ArrowDown');
      await s.wait(500);
      await s.press('Enter');
      await s.wait(800);
    },
  },
  {
    name: 'keyboard-shortcuts-filter',
    alt: 'The Keyboard Shortcuts panel: typing find in its filter box narrows the table to the search commands and their keys.',
    // A smaller step of the encoder (a panel of small text across the window): at the first,
    // the clips of 5.2 came to 22 MB together, over the 20 MB a version could hold then.
    ladderStart: 3,
    async setup(s) {
      await s.open('index.html');
    },
    // The whole editor column: the menu that opens the panel at the top, the panel at the bottom,
    // and the filter box, where the typing happens, at the panel's right end.
    region: async (s) => {
      const box = await s.rect('.content');
      return {x: box.x, y: box.y, width: box.width, height: box.height};
    },
    async steps(s) {
      await s.say('{menu:help.toggleShortcuts} opens its panel below the editor, listing every command with its key.');
      await s.menu('help.toggleShortcuts');
      await s.waitFor('#bottom-panel-container input.filter');
      await s.wait(800);
      await s.say('find is typed into the filter box; the table keeps only the rows that match.');
      await s.clickOn('#bottom-panel-container input.filter');
      await s.typeSlowly('find', 200);
      await s.wait(1800);
      await s.say('{key:Ctrl-A} and {key:Backspace} clear the filter, and the menu item closes the panel again.');
      await s.press('Control+a');
      await s.press('Backspace');
      await s.wait(300);
      await s.menu('help.toggleShortcuts');
      await s.hidePointer();
      await s.wait(600);
    },
  },
  {
    name: 'split-view',
    alt: 'Split view: the editor splits into two panes side by side, each with its own file, and joins again.',
    // A smaller step of the encoder (the whole window): at the first, the clips of 5.2 came
    // to 22 MB together, over the 20 MB a version could hold then.
    ladderStart: 3,
    async setup(s) {
      await expandFolders(s, ['css/style.css']);
      await s.open('index.html', {at: '<main>', top: 0});
    },
    region: async (s) => {
      const box = await s.rect('.content');
      // With the file tree, where style.css is clicked.
      return {x: 0, y: box.y, width: box.x + box.width, height: 460};
    },
    async steps(s) {
      await s.say('index.html fills the editor.');
      await s.wait(300);
      await s.say('{menu:cmd.splitViewVertical} divides the editor into two panes side by side; the new right pane starts empty.');
      await s.menu('cmd.splitViewVertical');
      await s.wait(1200);
      await s.say('A click in the right pane, then on style.css in the file tree, opens style.css there.');
      await s.clickOn('#second-pane', {offset: {x: 200, y: 200}});
      await s.wait(300);
      await s.clickOn('#project-files-container a:has-text("style.css")');
      await s.wait(1600);
      await s.say('{menu:cmd.splitViewNone} joins the panes again, and the index.html tab brings back the file the clip began with.');
      await s.menu('cmd.splitViewNone');
      await s.wait(300);
      await s.clickOn('.tab-bar-container .tab:has-text("index.html")');
      await s.hidePointer();
      await s.wait(500);
    },
  },
  {
    name: 'word-wrap',
    alt: 'Word Wrap: a long comment in main.js that runs off the edge of its pane is wrapped onto the next lines, then unwrapped.',
    // A smaller step of the encoder (two panes of text): at the first, the clips of 5.2 came
    // to 22 MB together, over the 20 MB a version could hold then.
    ladderStart: 3,
    async setup(s) {
      await s.open('js/main.js', {at: '// Remembers', top: 0});
      await s.replace(
        '// Remembers when the plants were last watered and counts the days until they need water again.',
        '// Remembers when the plants were last watered and counts the days until they need water again, so the shop knows which shelf to water first when it opens in the morning.',
      );
      // Half the editor's width, so that the whole wrapped line fits in a clip of readable size.
      await s.command('cmd.splitViewVertical');
      await s.wait(600);
      await s.open('js/main.js', {at: '// Remembers', top: 0});
      await s.scrollToLine(1);
    },
    region: withMenuBar(editorLines(1, 10), {minHeight: 330}),
    async steps(s) {
      await s.say(
        'The editor is split in two, main.js in the left pane. Line 1 is a comment longer than the pane is wide; its end is cut off.',
      );
      await s.wait(400);
      await s.say('{menu:view.toggleWordWrap} on: the comment continues on the lines below, without a new line number.');
      await s.menu('view.toggleWordWrap');
      await s.hidePointer();
      await s.wait(2000);
      await s.say('{menu:view.toggleWordWrap} off again: the line runs past the edge.');
      await s.menu('view.toggleWordWrap');
      await s.hidePointer();
      await s.wait(700);
    },
  },
  {
    name: 'zoom-font',
    alt: 'Font size: Increase Font Size makes the code in main.js larger step by step, and Restore Font Size brings it back.',
    async setup(s) {
      await s.open('js/main.js', {at: '// Remembers', top: 0});
      await s.scrollToLine(1);
    },
    region: withMenuBar(editorLines(1, 12, {width: 680}), {minHeight: 420}),
    async steps(s) {
      await s.say('main.js at the default font size.');
      await s.wait(400);
      await s.say('{cmd:view.increaseFontSize}, three times: the code grows a step each time.');
      await s.key('view.increaseFontSize', {times: 3, gap: 700});
      await s.wait(1200);
      // Its key, as the pages give it: the command's menu entry is in the View menu's Zoom UI and
      // Fonts submenu, which the facts list apart from the menu bar.
      await s.say('{kbd:view.restoreFontSize} returns to the default.');
      await s.key('view.restoreFontSize');
      await s.wait(1200);
    },
  },
  {
    name: 'html-lint-save',
    alt: 'HTML problems on save: giving a second section the id plants and saving marks the line in the gutter as a duplicate id.',
    async setup(s) {
      await s.open('index.html', {at: '<section id="care"', top: 6});
      await selectCareId(s);
    },
    region: async (s) => {
      const lines = await s.lines(46, 60);
      const status = await s.rect('#status-bar');
      return {x: lines.x, y: lines.y, width: 760, height: status.y + status.height - lines.y};
    },
    // Keys only: the linter runs when the file is saved (CodeInspection listens for documentSaved),
    // not as you type, so the clip saves where a reader would.
    async steps(s) {
      await s.say('In index.html, the id care of the second section is selected.');
      await s.wait(600);
      await s.say('plants is typed in its place: the page now has two elements with the id plants.');
      await s.typeSlowly('plants', 170);
      await s.wait(400);
      await s.say('{kbd:file.save} saves the file; the linter checks it and marks the line with a red circle with an X in the gutter.');
      await s.key('file.save');
      await s.wait(2600);
      await s.say('{kbd:edit.undo} brings back care, and saving again clears the mark.');
      await s.key('edit.undo');
      await s.wait(300);
      await s.key('file.save');
      await s.wait(1400);
    },
  },
  {
    name: 'snippet-create',
    alt: 'Custom Snippets: a new snippet named tipbox is added in the panel with its description, file type and template.',
    async setup(s) {
      await s.open('index.html');
      await openSnippetsPanel(s, 450);
      await deleteSnippet(s, 'tipbox');
    },
    region: async (s) => s.rect('#bottom-panel-container'),
    async steps(s) {
      await s.say('The Custom Snippets panel is open below the editor with its list of snippets.');
      await s.wait(300);
      await s.say(
        'Add opens the form; tipbox is typed as the abbreviation, then a description, .html as the file type and the template text.',
      );
      await s.clickOn('#bottom-panel-container button:has-text("Add")');
      await s.waitFor('#abbr-box');
      await s.clickOn('#abbr-box', {steps: 6});
      await s.typeSlowly('tipbox', 90);
      await s.clickOn('#desc-box', {steps: 6});
      await s.typeSlowly('A care tip', 60);
      await s.clickOn('#file-extn-box', {steps: 6});
      await s.typeSlowly('.html', 90);
      await s.clickOn('#template-text-box', {steps: 6});
      await s.typeSlowly('<p class="tip">${1}</p>', 60);
      await s.wait(500);
      await s.say('Save adds tipbox to the list.');
      await s.clickOn('#save-custom-snippet-btn');
      await s.wait(1500);
      await s.say('Its delete button removes it again.');
      await s.clickOn('.snippet-item[data-abbr="tipbox"] .delete-snippet-btn');
      await s.wait(900);
      await s.hidePointer();
    },
  },
  {
    name: 'snippet-use',
    alt: 'Using a custom snippet: typing plantcard in index.html offers the snippet, and Enter inserts a whole plant card with a placeholder selected in its heading.',
    setup: onEmptyPlantListLine,
    region: editorLines(42, 58, {width: 720}),
    async steps(s) {
      const before = await s.text();
      await s.say('On an empty line of the plant list in index.html, plantcard is typed.');
      await s.typeSlowly('plantcard', 110);
      await s.waitFor(HINTS);
      await s.say('The code hints offer the custom snippet plantcard.');
      await s.wait(900);
      await s.say(
        '{key:Enter} inserts its template, a list item with a heading and a paragraph, with the first placeholder in the heading selected.',
      );
      await s.press('Enter');
      await s.wait(900);
      await s.say('Fern is typed into the heading.');
      await s.typeSlowly('Fern', 150);
      await s.wait(1500);
      // Back to the empty line the clip began on, however the edits were grouped for undo. (Not
      // with Escape: in 5.2 it also opens the panel of tools below the editor.)
      await s.say('{kbd:edit.undo}, pressed a few times, removes the card.');
      await undoUntilExactly(s, before);
      await s.wait(400);
    },
  },
  {
    name: 'snippet-stops',
    alt: 'Cursor stops of a custom snippet: after plantcard is inserted in index.html, Fern is typed at the stop in its heading, and Tab moves to the stop in its paragraph, where a description is typed.',
    setup: onEmptyPlantListLine,
    region: editorLines(42, 58, {width: 720}),
    async steps(s) {
      const before = await s.text();
      await s.say(
        'On an empty line of the plant list in index.html, plantcard is typed and {key:Enter} inserts the snippet: its first stop, in the heading, is selected.',
      );
      await s.typeSlowly('plantcard', 110);
      await s.waitFor(HINTS);
      await s.wait(500);
      await s.press('Enter');
      await s.wait(1000);
      await s.say('Fern is typed there, and {key:Tab} moves to the next stop, in the paragraph.');
      await s.typeSlowly('Fern', 150);
      await s.wait(500);
      await s.press('Tab');
      await s.wait(900);
      await s.say('Feathery fronds for a shady corner. is typed at that stop.');
      await s.typeSlowly('Feathery fronds for a shady corner.', 90);
      await s.wait(1500);
      await s.say('{kbd:edit.undo}, pressed a few times, removes the card.');
      await undoUntilExactly(s, before);
      await s.wait(400);
    },
  },
  {
    name: 'extension-manager-search',
    alt: 'The Extension Manager: its Default tab lists the built-in extensions, and typing hints in the search box narrows the list to the code hint extensions.',
    async setup(s) {
      await s.command('file.extensionManager', undefined, {wait: false});
      await s.waitFor('.extension-manager-dialog');
      await s.click('.extension-manager-dialog a[href="#default"]');
      await s.wait(1200);
    },
    region: async (s) => {
      const box = await s.rect('.extension-manager-dialog');
      return {x: box.x - 8, y: box.y - 8, width: box.width + 16, height: Math.min(box.height + 16, 560)};
    },
    async steps(s) {
      await s.say('The Extension Manager is open on its Default tab.');
      await s.wait(300);
      await s.say(
        'hints is typed into the search box; the list keeps only the extensions that match it in their name, title, description, author or keywords.',
      );
      await s.clickOn('.extension-manager-dialog .search');
      await s.typeSlowly('hints', 220);
      await s.wait(2000);
      await s.say('{key:Ctrl-A} and {key:Backspace} clear the search box, and the full list returns.');
      await s.press('Control+a');
      await s.press('Backspace');
      await s.hidePointer();
      await s.wait(1200);
    },
  },
  {
    name: 'file-tree',
    alt: 'The file tree: a new file is created at the top of the project and named, saved, renamed in place, and deleted again.',
    async setup(s) {
      await removeProjectFiles(s, ['tips.html', 'care-tips.html']);
      await expandFolders(s, ['css/style.css', 'js/main.js']);
      await s.open('index.html');
    },
    region: async (s) => {
      const box = await s.rect('#sidebar');
      // From the sidebar to the right end of the delete confirmation, which the editor centres in
      // the window at 600 px wide (its Delete button is the last click), and down to the bottom of
      // the right-click menus of the files low in the tree.
      return {x: box.x, y: 0, width: VIEWPORT.width / 2 + 310 - box.x, height: 760};
    },
    async steps(s) {
      await s.say(
        '{menu:file.newFile} adds an untitled file to the top folder of the project, its name ready to type; tips.html is typed and {key:Enter} creates it.',
      );
      await fromTopOfFileMenu(s, 'file.newFile');
      await s.hidePointer();
      await s.wait(500);
      await s.typeSlowly('tips.html', 110);
      await s.press('Enter');
      await s.wait(700);
      await s.say('It opens with the start of an HTML page in it, not yet saved; {kbd:file.save} saves it.');
      await s.wait(700);
      await s.key('file.save');
      await s.wait(1900);
      await s.say('{item:project-context-menu/file.rename} in its right-click menu lets its name be edited: it becomes care-tips.html.');
      await s.contextMenu('#project-files-container a:has-text("tips.html")', 'file.rename');
      await s.hidePointer();
      await s.wait(600);
      await s.press('Home');
      await s.typeSlowly('care-', 160);
      await s.press('Enter');
      await s.wait(800);
      await s.say('{item:project-context-menu/file.delete} and its confirmation remove the file again.');
      await s.contextMenu('#project-files-container a:has-text("care-tips.html")', 'file.delete');
      await s.wait(600);
      await s.clickOn('.modal.instance .dialog-button.primary');
      await s.wait(700);
      await s.hidePointer();
    },
  },
  {
    name: 'start-project-dialog',
    alt: 'The Start Project dialog opens over the editor with its recent projects and project templates, and is closed again.',
    async setup(s) {
      await s.open('index.html');
    },
    region: async () => ({x: 0, y: 0, width: 1140, height: 740}),
    async steps(s) {
      await s.say('{menu:file.newProject} opens its dialog over the editor.');
      await fromTopOfFileMenu(s, 'file.newProject');
      await s.hidePointer();
      await s.boxOf('#closeDialogueButton', '#newProjectFrame');
      await s.say('On the left are the recent projects, on the right the kinds of project it can start.');
      await s.wait(2200);
      await s.say('The pointer moves to the close button and the dialog closes.');
      await s.clickOn('#closeDialogueButton', {frame: '#newProjectFrame', steps: 20});
      await s.hidePointer();
      await s.waitFor('.new-project-modal-dialog', {state: 'detached', timeout: 10_000});
      await s.wait(700);
    },
  },
  {
    name: 'live-preview-settings-server',
    alt: 'Live Preview Settings: the custom development server is switched on and its address typed, then the dialog is cancelled.',
    async setup(s) {
      await s.pref('livePreviewUseDevServer', false);
      await s.pref('livePreviewServerURL', '');
      await s.open('index.html');
    },
    region: async () => ({x: 240, y: 0, width: 800, height: 730}),
    async steps(s) {
      await s.say('{menu:file.liveFilePreviewSettings} opens its dialog.');
      await s.menu('file.liveFilePreviewSettings');
      await s.waitFor('.live-preview-settings #enableCustomServerChk');
      await s.wait(900);
      await s.say('Use Custom Development Server for This Project is ticked; the address field below becomes editable.');
      await s.clickOn('#enableCustomServerChk');
      await s.wait(500);
      await s.say('http://localhost:8000 is typed into it.');
      await s.clickOn('#livePreviewServerURL');
      await s.typeSlowly('http://localhost:8000', 80);
      await s.wait(1200);
      await s.say('Cancel closes the dialog without changing anything.');
      await s.clickOn('.live-preview-settings .dialog-button:not(.primary)');
      await s.hidePointer();
      await s.wait(900);
    },
  },
  {
    name: 'problems-panel-jump',
    alt: 'The Problems panel: clicking a problem in the list moves the cursor to the line in index.html that has it.',
    async setup(s) {
      await s.open('index.html', {at: '<main>', top: 0});
      // At the very start, where Ctrl+Home brings the cursor back at the end of the clip.
      await s.setCursor({line: 0, ch: 0});
      await s.replace('<section id="care"', '<section id="plants"');
      await s.lint();
      await s.wait(1500);
      await s.command('view.toggleProblems');
      await s.waitFor('#problems-panel');
      await s.bottomPanelHeight(180);
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const box = await s.rect('.content');
      return {x: box.x, y: box.y, width: Math.min(box.width, 860), height: box.height};
    },
    async steps(s) {
      await s.say('index.html has two sections with the id plants; the Problems panel below the editor lists the duplicate id.');
      await s.wait(400);
      await s.say('The problem is clicked in the panel: the editor jumps to line 53 and puts the cursor on it.');
      await s.clickOn('#problems-panel tr:has-text("plants") td:nth-child(3), #problems-panel tr:has-text("plants")');
      await s.wait(2000);
      await s.hidePointer();
      await s.say('{key:Ctrl-Home} takes the cursor back to the top of the file.');
      await s.press('Control+Home');
      await s.wait(600);
    },
  },
  {
    name: 'replace-in-files',
    alt: 'Replace in Files: plants is searched for with sprouts as the replacement, and the results panel lists every change for review before anything is replaced.',
    async setup(s) {
      await s.open('index.html');
      await s.setCursor({line: 0, ch: 0});
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const box = await s.rect('.content');
      return {x: box.x, y: box.y, width: Math.min(box.width, 860), height: box.height};
    },
    async steps(s) {
      await s.say('{menu:cmd.replaceInFiles} opens the search bar with a second field for the replacement.');
      await s.menu('cmd.replaceInFiles');
      await s.waitFor('#find-what');
      await s.hidePointer();
      await s.wait(500);
      await s.say('plants is typed as the text to find and sprouts as its replacement; {key:Enter} searches.');
      await s.typeSlowly('plants', 170);
      await s.clickOn('#replace-with', {steps: 8});
      await s.typeSlowly('sprouts', 150);
      await s.press('Enter');
      await s.waitFor('#find-in-files-results .file-section, #find-in-files-results table');
      await s.say('The results panel lists each match in the project, for review; nothing has been replaced yet.');
      await s.wait(2500);
      await s.say('{key:Escape} closes the bar, and pressed again in the editor hides the panel, without replacing anything.');
      await s.clickOn('#find-what', {steps: 8});
      await s.hidePointer();
      await s.press('Escape');
      await s.wait(500);
      await s.press('Escape');
      await s.wait(500);
    },
  },
  {
    name: 'media-preview',
    alt: 'Video and audio preview: a video and a sound file of the project are opened from the file tree and shown in the editor area with their players, then index.html is opened again.',
    async setup(s) {
      await expandFolders(s, ['media/shop-tour.webm']);
      await s.open('index.html', {at: '<main>', top: 0});
    },
    region: async (s) => {
      const content = await s.rect('.content');
      return {x: 0, y: content.y, width: content.x + Math.min(content.width, 700), height: 560};
    },
    async steps(s) {
      await s.say('The media folder of the project is open in the file tree; index.html is in the editor.');
      await s.wait(600);
      await s.say('shop-tour.webm is clicked: the editor area shows the video with its player controls.');
      await s.clickOn('#project-files-container a:has-text("shop-tour.webm")');
      await s.wait(3000);
      await s.say('watering-chime.mp3 is clicked: an audio player takes its place.');
      await s.clickOn('#project-files-container a:has-text("watering-chime.mp3")');
      await s.wait(2500);
      await s.say('index.html is clicked and its code comes back.');
      await s.clickOn('#project-files-container a:has-text("index.html")');
      await s.wait(900);
      await s.hidePointer();
    },
  },
  {
    name: 'theme-live-edit',
    alt: 'Editing a theme while it is the current theme: new colours for two variables of its LESS file recolour the editor at once, with the file unsaved.',
    async setup(s, mode) {
      // Debug > Load Project As Extension would reload the editor mid-run; loading the package
      // through the theme manager is what the extension loader does with a theme after the reload.
      const theme = DEVELOPED_THEMES[mode];
      await loadThemeUnderDevelopment(s, theme);
      await openOutsideProject(s, `${theme.dir}${theme.lessFile}`);
      await s.cursorAt('@bg:', 0, {top: 0});
      await s.scrollToLine(1);
    },
    region: editorLines(1, 22, {width: 620}),
    async steps(s, mode) {
      const theme = DEVELOPED_THEMES[mode];
      const before = await s.text();
      await s.say(
        'A theme under development is the current theme, and its LESS file is open: the palette variables at the top, the editor rules below.',
      );
      await s.wait(500);
      await s.say(
        'The value of @bg is selected with a double click and another colour typed over it: the background of the editor and its gutter change at once, with the file unsaved.',
      );
      await selectWord(s, theme.palette.bg);
      await s.wait(500);
      await s.type(theme.newBg.slice(1), 70);
      await s.wait(1600);
      await s.say('The value of @muted is replaced the same way, and the comments and line numbers take the new colour.');
      await selectWord(s, theme.palette.muted);
      await s.wait(500);
      await s.type(theme.newMuted.slice(1), 70);
      await s.wait(1600);
      await s.hidePointer();
      await s.say('{kbd:edit.undo}, pressed a few times, puts both colours back, and the theme looks as it did.');
      await undoUntilExactly(s, before, {gap: 400});
      await s.wait(600);
    },
  },
];

const PROJECT = '/fs/local/fernleaf/';

/**
 * Selects the word care in `<section id="care"` (line 53 of index.html); an earlier link also says care.
 * @param {Session} s
 */
function selectCareId(s) {
  return s.setCursor({line: 52, ch: 17, endLine: 52, endCh: 21});
}

/**
 * @param {Session} s
 * @param {string} selector
 * @returns {Promise<[x: number, y: number]>}
 */
async function centerOf(s, selector) {
  const box = await s.boxOf(selector);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** @param {Session} s */
async function openSnippetsPanel(s, height = 260) {
  await s.command('custom_snippets', undefined, {wait: false});
  await s.wait(800);
  // The panel reopens where it was left; the list is where the clips start.
  if (await s.page.locator('#abbr-box').isVisible()) await s.click('#bottom-panel-container button:has-text("Back")');
  await s.wait(400);
  await s.bottomPanelHeight(height);
}

/**
 * @param {Session} s
 * @param {string} abbr
 */
async function deleteSnippet(s, abbr) {
  const button = s.page.locator(`.snippet-item[data-abbr="${abbr}"] .delete-snippet-btn`);
  if (await button.count()) {
    await button.first().click();
    await s.wait(500);
  }
}

/**
 * The scene of the snippet clips: the plantcard snippet defined, no panel below the editor, and the
 * cursor on a new empty line at the end of the plant list in index.html.
 * @param {Session} s
 */
async function onEmptyPlantListLine(s) {
  await s.pref('linting.enabled', false);
  await ensurePlantcardSnippet(s);
  await s.reset();
  await s.pref('linting.enabled', false);
  await hideBottomPanels(s);
  await s.open('index.html', {at: '        </li>\n      </ul>', offset: '        </li>'.length, top: 8});
  await s.press('Enter');
}

/** @param {Session} s */
async function ensurePlantcardSnippet(s) {
  await openSnippetsPanel(s);
  if (await s.page.locator('.snippet-item[data-abbr="plantcard"]').count()) return;
  await s.click('#bottom-panel-container button:has-text("Add")');
  await s.fill('#abbr-box', 'plantcard');
  await s.fill('#desc-box', 'Card for one plant in the shop list');
  await s.fill('#file-extn-box', '.html');
  await s.fill('#template-text-box', '<li class="plant-card">\n  <h3>${1}</h3>\n  <p>${2}</p>\n</li>');
  await s.click('#save-custom-snippet-btn');
  await s.wait(600);
}

/**
 * Deletes files of the sample project if a clip left them, through the editor's file system.
 * @param {Session} s
 * @param {string[]} names
 */
async function removeProjectFiles(s, names) {
  await s.page.evaluate(
    async ({dir, names}) => {
      const FS = /** @type {EditorWindow} */ (window).brackets.getModule('filesystem/FileSystem');
      for (const name of names) {
        const file = FS.getFileForPath(dir + name);
        await /** @type {Promise<void>} */ (
          new Promise((resolve) => file.exists((err, exists) => (exists ? file.unlink(() => resolve()) : resolve())))
        );
      }
    },
    {dir: PROJECT, names},
  );
  await s.wait(400);
}

/**
 * Runs one of the first commands of the File menu from the menu, as a reader does. Once a menu is
 * open the editor opens any other menu the pointer passes over, and the straight path from File to
 * an entry near the top of its menu crosses Edit: so the pointer goes down from File into the menu
 * first, then to the entry.
 * @param {Session} s
 * @param {string} id the command
 */
async function fromTopOfFileMenu(s, id) {
  const item = `#file-menu a.menuAnchor[id$="-${id}"]:visible`;
  const title = await s.rect('[id="file-menu-dropdown-toggle"]');
  await s.clickOn('[id="file-menu-dropdown-toggle"]');
  await s.wait(500);
  const entry = await s.rect(item);
  await s.pointerTo(title.x + title.width / 2, entry.y + entry.height / 2);
  await s.clickOn(item);
}

/**
 * Opens the folders of the given files in the project tree.
 * @param {Session} s
 * @param {string[]} files
 */
async function expandFolders(s, files) {
  await s.page.evaluate(
    async ({dir, files}) => {
      const PM = /** @type {EditorWindow} */ (window).brackets.getModule('project/ProjectManager');
      const FS = /** @type {EditorWindow} */ (window).brackets.getModule('filesystem/FileSystem');
      for (const file of files) await new Promise((resolve) => PM.showInTree(FS.getFileForPath(dir + file)).always(resolve));
    },
    {dir: PROJECT, files},
  );
  await s.wait(400);
}

/**
 * The theme that the developer guide builds (api/creating-themes.md), for the dark clip, and a
 * light sibling for the light clip, so that each clip matches the site's colour mode. Each lives
 * in its own folder beside the sample project.
 */
const DEVELOPED_THEMES = {
  dark: {
    dir: '/fs/local/midnight-mint/',
    lessFile: 'midnight-mint.less',
    title: 'Midnight Mint',
    dark: true,
    palette: {bg: '#0f1720', raised: '#16212c', text: '#d3dde6', muted: '#6b7f91', accent: '#5fe0b7', warm: '#f2b880', cool: '#8ab4f8'},
    newBg: '#3a2550',
    newMuted: '#e0a45f',
  },
  light: {
    dir: '/fs/local/morning-mint/',
    lessFile: 'morning-mint.less',
    title: 'Morning Mint',
    dark: false,
    palette: {bg: '#f5fbf8', raised: '#e6f2ec', text: '#1d2b33', muted: '#7d8f99', accent: '#0e7c5a', warm: '#a4531a', cool: '#2f5fa8'},
    newBg: '#f1d9bd',
    newMuted: '#c2410c',
  },
};
/** @typedef {(typeof DEVELOPED_THEMES)[Theme]} DevelopedTheme */

/**
 * The stylesheet of a developed theme: the palette, then the rules that use it.
 * @param {DevelopedTheme} theme
 */
function themeStylesheet({palette: p}) {
  return [
    '// Palette',
    `@bg: ${p.bg};`,
    `@bg-raised: ${p.raised};`,
    `@text: ${p.text};`,
    `@muted: ${p.muted};`,
    `@accent: ${p.accent};`,
    `@warm: ${p.warm};`,
    `@cool: ${p.cool};`,
    '',
    '// Editor surface',
    '.CodeMirror,',
    '.CodeMirror-scroll {',
    '    background-color: @bg;',
    '    color: @text;',
    '}',
    '',
    '.CodeMirror .CodeMirror-gutters {',
    '    background-color: @bg;',
    '    border-right: 0;',
    '}',
    '',
    '.CodeMirror-linenumber,',
    '.CodeMirror-gutter-elt {',
    '    color: @muted !important;',
    '}',
    '',
    '.CodeMirror-activeline-background {',
    '    background-color: @bg-raised !important;',
    '}',
    '',
    '.CodeMirror .CodeMirror-cursor {',
    '    border-left: 2px solid @accent !important;',
    '}',
    '',
    '// Syntax highlighting',
    '.cm-comment   { color: @muted; font-style: italic; }',
    '.cm-keyword   { color: @accent; }',
    '.cm-string    { color: @warm; }',
    '.cm-number,',
    '.cm-atom      { color: @cool; }',
    '.cm-def,',
    '.cm-property  { color: @cool; }',
    '.cm-variable-2 { color: @accent; }',
    '',
  ].join('\n');
}

/**
 * Writes the theme's package into the editor's file system and makes it the current theme.
 * @param {Session} s
 * @param {DevelopedTheme} theme
 */
async function loadThemeUnderDevelopment(s, theme) {
  const metadata = {
    name: theme.lessFile.replace('.less', ''),
    title: theme.title,
    version: '0.0.1',
    theme: {file: theme.lessFile, dark: theme.dark},
  };
  await writeFiles(s.page, theme.dir, {'package.json': JSON.stringify(metadata, null, 4), [theme.lessFile]: themeStylesheet(theme)});
  await inEditor(
    s.page,
    ['view/ThemeManager'],
    async ({'view/ThemeManager': TM}, {dir, metadata}, settle) => {
      const loaded = /** @type {{name: string}} */ (await settle(TM.loadPackage({path: dir.replace(/\/$/, ''), metadata})));
      if (!TM.setCurrentTheme(loaded.name)) throw new Error(`the theme ${loaded.name} did not load`);
    },
    {dir: theme.dir, metadata},
  );
  await s.page.waitForFunction(
    (title) => /** @type {EditorWindow} */ (window).brackets.getModule('view/ThemeManager').getCurrentTheme()?.displayName === title,
    theme.title,
  );
  await s.wait(600);
}

/**
 * Opens a file that is not in the project, as File > Open would.
 * @param {Session} s
 * @param {string} fullPath
 */
function openOutsideProject(s, fullPath) {
  return s.command('cmd.addToWorkingSetAndOpen', {fullPath});
}

export {V52_CLIPS};
