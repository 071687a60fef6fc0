// The pictures each docs version shows. A shot has a name (the file name and the key pages place it
// by), alt text (one description wherever the picture appears), and either
//   - `setup(s, theme)`: what to do in the editor before the picture (s is a Session, lib/session.mjs),
//     `livePreview`: whether the Live Preview panel is open, and `region(s)`: the part of the window
//     to keep (the whole window when absent), grown by `pad` CSS pixels; or
//   - `illustration`: the name of a drawing in illustrations.mjs, for what the browser edition lacks.
// Each shot starts from the plain editor (no dialog, panel or unsaved edit) with the sample project open.

import {V52_CLIPS} from './clip-steps.mjs';

/** @typedef {import('./lib/session.mjs').Session} Session */
/** @typedef {import('./lib/session.mjs').Box} Box */
/** @typedef {import('./lib/images.mjs').Theme} Theme */
/**
 * One entry of a version's list: a picture, or a clip when it has `steps` (clip-steps.mjs). Theme
 * is the editor's, 'light' or 'dark'; `holdStart`/`holdEnd` are the milliseconds a clip records
 * before and after its steps (700 when left out).
 * @typedef {object} Shot
 * @property {string} name
 * @property {string} alt
 * @property {string} [caption]
 * @property {string} [illustration]
 * @property {boolean} [livePreview]
 * @property {(s: Session, theme: Theme) => Promise<void>} [setup]
 * @property {(s: Session) => Promise<Box>} [region]
 * @property {number} [pad]
 * @property {(s: Session, theme: Theme) => Promise<void>} [steps]
 * @property {number} [holdStart]
 * @property {number} [holdEnd]
 * @property {number} [ladderStart] a clip's first step of the encoder's ladder (lib/clips.mjs), 0
 *   when left out: a later, smaller step for a clip whose files each fit at the first but which
 *   would take the version's clips over their budget together (CLIPS_MAX_BYTES_PER_VERSION)
 */

/** @param {string} selector */
const dialog = (selector) => /** @param {Session} s */ (s) => s.rect(selector);
const HINTS = '.codehint-menu.open .dropdown-menu';
/**
 * The middle column: menu bar, tabs, editor, bottom panels and status bar.
 * @param {Session} s
 */
const centre = (s) => s.rect('.content');
/**
 * Lines `from`..`to` of the editor (1-based), at most `width` CSS pixels wide from the left of the gutter.
 * @param {number} from
 * @param {number} to
 * @param {{width?: number, above?: number, below?: number}} [options] `above`/`below`: CSS pixels to add
 */
const editorLines =
  (from, to, {width = 820, above = 0, below = 0} = {}) =>
  /** @param {Session} s */
  async (s) => {
    const box = await s.lines(from, to);
    return {x: box.x, y: box.y - above, width: Math.min(box.width, width), height: box.height + above + below};
  };

/** @type {Shot[]} */
const V52 = [
  {
    name: 'editor-overview',
    alt: 'The Phoenix Code window: the sidebar with Working Files and the project tree on the left, index.html of the Fernleaf sample site open in the editor in the middle, and Live Preview showing the rendered page on the right.',
    livePreview: true,
    async setup(s) {
      await s.open('index.html', {at: '<h1>', offset: 4});
    },
  },
  {
    name: 'live-preview',
    alt: 'style.css open on the .hero h1 rule beside Live Preview, which keeps showing index.html, the last page previewed: the Fernleaf page with its green heading, a plant illustration and a green button.',
    livePreview: true,
    async setup(s) {
      await s.open('index.html');
      await s.wait(500);
      await s.open('css/style.css', {at: '.hero h1', top: 3});
    },
    region: (s) => s.rect('.content', '#main-plugin-panel'),
  },
  {
    name: 'live-preview-toolbar',
    alt: 'The Live Preview toolbar with its mode menu open, listing Preview Mode, Highlight Mode (checked) and Edit Mode marked Pro; reload, design mode, pin, page address and pop-out buttons sit along the bar.',
    livePreview: true,
    async setup(s) {
      await s.open('index.html');
      await s.click('#livePreviewModeBtn');
      await s.waitFor('.mode-context-menu');
    },
    region: async (s) => {
      const panel = await s.rect('#main-plugin-panel');
      const menu = await s.rect('.mode-context-menu');
      return {x: panel.x, y: panel.y, width: panel.width, height: menu.y + menu.height + 60 - panel.y};
    },
  },
  {
    name: 'live-preview-settings',
    alt: 'The Live Preview Settings dialog as it first opens: "Show Live Preview Panel at Startup" ticked, "Use Custom Development Server for This Project" unticked with a greyed-out address field below it whose hint says the built-in server is in use, and Cancel and Done buttons.',
    async setup(s) {
      // As a project without a development server has it (the sample project uses one for its previews).
      await s.pref('livePreviewUseDevServer', false);
      await s.pref('livePreviewServerURL', '');
      await s.command('file.liveFilePreviewSettings', undefined, {wait: false});
      await s.waitFor('.live-preview-settings #enableCustomServerChk');
      await s.page.focus('.live-preview-settings .dialog-button.primary').catch(() => {});
    },
    region: dialog('.live-preview-settings'),
    pad: 12,
  },
  {
    name: 'live-preview-custom-server',
    alt: 'Live Preview Settings filled in for a local PHP server: custom development server ticked, server URL http://localhost:8000, serving folder "/", framework Custom, hot reload unticked.',
    async setup(s) {
      await s.pref('livePreviewUseDevServer', false);
      await s.pref('livePreviewServerURL', '');
      await s.command('file.liveFilePreviewSettings', undefined, {wait: false});
      await s.waitFor('.live-preview-settings #enableCustomServerChk');
      await s.click('#enableCustomServerChk');
      await s.click('#livePreviewServerURL');
      await s.type('http://localhost:8000', 30);
      await s.wait(400);
    },
    region: dialog('.live-preview-settings'),
    pad: 12,
  },
  {
    name: 'live-preview-custom-server-banner',
    alt: 'The Live Preview panel loading index.html from http://localhost:8088, with a blue bar that reads "Getting preview from your custom server http://localhost:8088" and a Live Preview Settings button, above the Fernleaf page.',
    livePreview: true,
    async setup(s) {
      await s.open('index.html');
      // The bar shows once per server: entering the address again, without the slash, brings it back.
      await s.pref('livePreviewServerURL', s.previewUrl.replace(/\/$/, ''));
      await s.waitFor('.live-preview-custom-banner');
      await s.wait(1000);
    },
    region: async (s) => {
      const panel = await s.rect('#main-plugin-panel');
      return {...panel, height: 420};
    },
  },
  {
    name: 'design-mode',
    alt: 'Design mode: the editor is folded away to a narrow strip labelled index.html and Live Preview fills the rest of the editor area, beside the sidebar, with the Fernleaf page, its plant cards and prices.',
    livePreview: true,
    async setup(s) {
      await s.open('index.html');
      await s.designMode(true);
      await s.wait(800);
    },
  },
  {
    name: 'quick-edit-css',
    alt: 'Quick Edit open inside index.html below the line <li class="plant-card">: an inline editor from style.css, line 106, shows the .plant-card rule with its padding, border-radius, background and box-shadow, and a New Rule button.',
    async setup(s) {
      await s.open('index.html', {at: 'plant-card"', offset: 3});
      await s.command('navigate.toggleQuickEdit');
      await s.waitFor('.inline-widget');
    },
    region: editorLines(31, 40, {above: 4, below: 16}),
  },
  {
    name: 'find-in-files-results',
    alt: 'Find in Files searching the project for "plant": the search bar at the top with the match-case and regular-expression buttons, and the Search Results panel reporting 23 matches in 4 files, grouped by file with line numbers and a preview of the selected match.',
    async setup(s) {
      await s.open('index.html');
      await s.command('cmd.findInFiles', undefined, {wait: false});
      await s.waitFor('#find-what');
      await s.fill('#find-what', 'plant');
      await s.press('Enter');
      await s.waitFor('#find-in-files-results .file-section, #find-in-files-results table');
      await s.bottomPanelHeight(330);
    },
    region: centre,
  },
  {
    name: 'problems-panel-html',
    alt: 'An HTML problem in index.html: a red marker in the gutter at line 53 where a second section also has id="plants", and the Problems panel listing "Duplicate ID "plants" (no-dup-id)" with the offending tag.',
    async setup(s) {
      await s.open('index.html', {at: '<section id="care"'});
      await s.replace('<section id="care"', '<section id="plants"');
      await s.lint();
      await s.wait(1500);
      await s.command('view.toggleProblems');
      await s.waitFor('#problems-panel');
      await s.bottomPanelHeight(200);
    },
    region: centre,
  },
  {
    name: 'beautify-menu',
    alt: 'The Edit menu open: near the bottom, Beautify Code with its key Ctrl+B and Beautify Code After Save, just below Auto Close Braces, Auto Rename HTML Tags and Emmet, which are ticked.',
    async setup(s) {
      await s.open('css/style.css');
      await s.click('#edit-menu > a');
      await s.waitFor('#edit-menu .dropdown-menu');
    },
    region: async (s) => {
      const bar = await s.rect('#edit-menu > a');
      const menu = await s.rect('#edit-menu .dropdown-menu');
      const last = await s.rect('#edit-menu li:has(a[id$="edit.beautifyOnSave"])');
      return {x: bar.x - 40, y: 0, width: menu.x + menu.width + 40 - (bar.x - 40), height: last.y + last.height + 24};
    },
  },
  {
    name: 'editor-rulers',
    alt: 'main.js with two rulers: a green line at column 80 and a translucent red line at column 100, with the first comment line reaching past the green ruler.',
    async setup(s) {
      await s.pref('editor.rulers', [80, 100]);
      await s.pref('editor.rulerColors', ['#4caf50', 'rgba(244, 67, 54, 0.6)']);
      await s.open('js/main.js', {at: 'const WATER'});
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const editor = await s.rect('#editor-holder');
      return {x: editor.x, y: editor.y, width: Math.min(editor.width, 860), height: 440};
    },
  },
  {
    name: 'recent-files',
    alt: 'The Recent Files dialog over the editor, listing index.html, main.js, style.css, README.md and visit.html with their file-type icons; the full path of the selected file and a Clear button are at the bottom.',
    async setup(s) {
      // The list holds every file this session has opened, the media of the pictures taken before
      // this one too. Its Clear button keeps the files of the working set, the five this picture
      // shows (NavigationAndHistory/main.js:420-426 at v5.2.4).
      await s.command('recent-files.show', undefined, {wait: false});
      await s.waitFor('#mrof-list-wrapper');
      await s.click('#clear-mrof-list');
      await s.press('Escape');
      for (const file of ['visit.html', 'README.md', 'css/style.css', 'js/main.js', 'index.html']) await s.open(file);
      await s.command('recent-files.show', undefined, {wait: false});
      await s.waitFor('#mrof-list-wrapper');
    },
    region: dialog('#mrof-list-wrapper'),
    pad: 16,
  },
  {
    name: 'themes-dialog',
    alt: 'The Themes Settings dialog: Current Theme set to the built-in Phoenix Neo theme of the same colour mode as this page, a Get More button, Use Theme Scrollbars ticked, Font Size 12px, a Font Family list starting with SourceCodePro-Medium, and sliders for Line Height (1.5) and Scroll Sensitivity (1).',
    async setup(s) {
      await s.command('view.themesOpenSetting', undefined, {wait: false});
      await s.waitFor('.theme-settings');
      // This machine has no Japanese font for the default list's full-width name, so the field shows
      // the start of the list the way a reader sees it: the fonts the editor actually uses.
      await s.fill('.theme-settings input[data-target="fontFamily"]', "'SourceCodePro-Medium', 'MS Gothic', monospace");
      await s.page.focus('.theme-settings .dialog-button.primary').catch(() => {});
    },
    region: dialog('.theme-settings'),
    pad: 12,
  },
  {
    name: 'keyboard-shortcuts-panel',
    alt: 'The Keyboard Shortcuts panel filtered to "find": a table of base key, shortcut, command and origin, with rows such as Ctrl+F Find, Ctrl+Shift+F Find in Files, Ctrl+T Quick Find Definition and F3 Find Next, and a Reset button.',
    async setup(s) {
      await s.open('index.html');
      await s.command('help.toggleShortcuts', undefined, {wait: false});
      await s.waitFor('#keyboard-shortcuts-panel, .keyboard-shortcuts-panel, input.filter');
      await s.bottomPanelHeight(340);
      await s.click('#bottom-panel-container input.filter');
      await s.type('find', 80);
      await s.wait(600);
    },
    region: (s) => s.rect('#bottom-panel-container'),
  },
  {
    name: 'code-hints',
    alt: 'Code hints in style.css: after typing "text-d" inside the .price rule, a list offers text-decoration, text-decoration-color, text-decoration-line and property values, the first entry highlighted.',
    async setup(s) {
      // Linting off for this picture: a half-typed property is an error until a hint completes it.
      await s.pref('linting.enabled', false);
      await s.open('css/style.css', {
        at: '  font-weight: bold;\n  color: var(--clay);',
        offset: '  font-weight: bold;\n  color: var(--clay);'.length,
      });
      await s.press('Enter');
      await s.type('text-d', 90);
      await s.waitFor(HINTS);
    },
    region: async (s) => {
      const hints = await s.rect(HINTS);
      const editor = await s.rect('#editor-holder');
      return {
        x: editor.x,
        y: hints.y - 170,
        width: Math.min(editor.width, hints.x + hints.width + 120 - editor.x),
        height: hints.height + 200,
      };
    },
  },
  {
    name: 'color-preview',
    alt: 'The top of style.css with Color Preview: in the gutter next to the :root custom properties, small squares show each color: green, dark green, clay orange, cream and near-black.',
    async setup(s) {
      await s.open('css/style.css', {at: ':root', top: 0});
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const lines = await s.lines(1, 8);
      return {x: lines.x, y: lines.y, width: 440, height: lines.height + 2};
    },
  },
  {
    name: 'inline-color-editor',
    alt: 'The inline color editor opened on --leaf: #2f7d4f in style.css: a saturation square, hue and opacity sliders, the value in a text field with RGBa, Hex and HSLa buttons, and a swatch list of the colors used in the file.',
    async setup(s) {
      await s.open('css/style.css', {at: '#2f7d4f', offset: 2, top: 0});
      await s.scrollToLine(1);
      await s.command('navigate.toggleQuickEdit');
      await s.waitFor('.inline-widget');
    },
    region: async (s) => {
      const widget = await s.rect('.inline-widget');
      const editor = await s.rect('#editor-holder');
      return {x: editor.x, y: editor.y, width: Math.min(editor.width, 700), height: widget.y + widget.height + 90 - editor.y};
    },
  },
  {
    name: 'extension-manager',
    alt: 'The Extension Manager on its Default tab: tabs for Available, Themes, Installed and Default, a sort menu and a search box, and a list of built-in extensions such as Code Folding and CSSCodeHints, each with a Disable button.',
    async setup(s) {
      await s.command('file.extensionManager', undefined, {wait: false});
      await s.waitFor('.extension-manager-dialog');
      await s.click('.extension-manager-dialog a[href="#default"]');
      await s.wait(1200);
    },
    region: dialog('.extension-manager-dialog'),
    pad: 12,
  },
  {
    name: 'file-tab-bar',
    alt: 'The file tab bar above the editor with tabs for README.md, index.html, style.css, main.js and visit.html, each with its file-type icon; style.css is the active tab, marked by a line along its top, with a close button.',
    async setup(s) {
      await s.open('css/style.css', {at: ':root', top: 0});
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const editor = await s.rect('#editor-holder');
      const bar = await s.rect('.tab-bar-container');
      return {x: editor.x, y: bar.y, width: Math.min(editor.width, 760), height: bar.height + 130};
    },
  },
  {
    name: 'custom-snippets-panel',
    alt: 'The Custom Snippets panel listing two snippets: "plantcard" for .html files, which expands to a plant-card list item, and "logv" for .js files, which logs a value with its name; an Add button and a filter box are at the top.',
    async setup(s) {
      await s.open('index.html');
      await s.command('custom_snippets', undefined, {wait: false});
      await s.wait(800);
      // The panel reopens where it was left; the list is what the picture shows.
      if (await s.page.locator('#abbr-box').isVisible()) await s.click('#bottom-panel-container button:has-text("Back")');
      await s.wait(500);
      const rows = await s.page.locator('#bottom-panel-container').getByText('plantcard', {exact: true}).count();
      if (!rows) {
        for (const [abbr, desc, ext, tpl] of [
          ['plantcard', 'Card for one plant in the shop list', '.html', '<li class="plant-card">\n  <h3>${1}</h3>\n  <p>${2}</p>\n</li>'],
          ['logv', 'Log a value with its name', '.js', 'console.log("${1}:", ${1});'],
        ]) {
          if (!(await s.page.locator('#abbr-box').isVisible())) await s.click('#bottom-panel-container button:has-text("Add")');
          await s.fill('#abbr-box', abbr);
          await s.fill('#desc-box', desc);
          await s.fill('#file-extn-box', ext);
          await s.fill('#template-text-box', tpl);
          await s.click('#save-custom-snippet-btn');
          await s.wait(600);
        }
      }
      await s.waitFor('#bottom-panel-container >> text="logv"');
      await s.bottomPanelHeight(220);
    },
    region: (s) => s.rect('#bottom-panel-container'),
  },
  {
    name: 'markdown-file',
    alt: "README.md of the sample project open in the code editor beside Live Preview, which shows it as a formatted document: the heading Fernleaf Plant Shop, a table of the site's pages, a bulleted list of colors with bold names, a numbered to-do list and a quote. The viewer's toolbar holds theme, print and cursor-sync buttons and an Edit button.",
    livePreview: true,
    async setup(s, theme) {
      await s.open('README.md', {at: '# Fernleaf', top: 0});
      await s.markdownPreview(theme);
    },
    region: (s) => s.rect('.content', '#main-plugin-panel'),
  },
  {
    name: 'syntax-highlighting',
    alt: 'main.js with JavaScript syntax highlighting: the comment, keywords such as const and function, the string "fernleaf-last-watered", numbers and method names each in a different color.',
    async setup(s) {
      await s.open('js/main.js', {at: '// Remembers', top: 0});
      await s.scrollToLine(1);
    },
    region: editorLines(1, 27, {width: 760, above: 6, below: 6}),
  },
  {
    name: 'emmet-hint',
    alt: 'Emmet in index.html: typing ul.tips>li*3 below the list of plants shows a hint marked Emmet; accepting it expands the abbreviation into a list with three items.',
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('index.html', {at: '    </section>\n\n    <section id="care"', offset: 0});
      await s.press('Enter');
      await s.press('ArrowUp');
      await s.type('    ul.tips>li*3', 90);
      await s.waitFor(HINTS);
    },
    region: async (s) => {
      const hints = await s.rect(HINTS);
      const editor = await s.rect('#editor-holder');
      return {x: editor.x, y: hints.y - 160, width: Math.min(editor.width, 720), height: hints.height + 200};
    },
  },
  {
    name: 'video-preview',
    alt: 'shop-tour.webm open from the media folder of the file tree: above the video, the header reads "640 × 360 pixels — 0:04 — 72.83 KB" and the path media/shop-tour.webm; the player shows two potted plants with play, time, volume, full-screen and more-options controls along its bottom edge.',
    async setup(s) {
      await s.open('media/shop-tour.webm');
      await s.command('navigate.showInFileTree');
      // The cast makes `readyState` a number to TypeScript; before the player is there, `?.` gives
      // undefined, `undefined >= 3` is false, and the wait goes on.
      await s.page.waitForFunction(
        () =>
          document.querySelector('.media-data')?.textContent &&
          /** @type {HTMLVideoElement} */ (document.querySelector('video.media-preview'))?.readyState >= 3,
      );
      // The player's loading spinner fades out after the first frame is ready.
      await s.wait(1500);
    },
    region: async (s) => {
      const player = await s.rect('video.media-preview');
      const content = await s.rect('.content');
      return {x: 0, y: 0, width: content.x + content.width, height: player.y + player.height + 32};
    },
  },
  {
    name: 'audio-preview',
    alt: 'watering-chime.mp3 open in the audio player: the header reads "0:02 — 16.17 KB" above the path media/watering-chime.mp3, and the player below it has play, time, a seek bar, volume and more-options controls; the file tree has the media folder open with the file selected.',
    async setup(s) {
      await s.open('media/watering-chime.mp3');
      await s.command('navigate.showInFileTree');
      // The cast makes `readyState` a number to TypeScript; before the player is there, `?.` gives
      // undefined, `undefined >= 3` is false, and the wait goes on.
      await s.page.waitForFunction(
        () =>
          document.querySelector('.media-data')?.textContent &&
          /** @type {HTMLAudioElement} */ (document.querySelector('audio.media-preview'))?.readyState >= 3,
      );
    },
    region: async (s) => {
      const player = await s.rect('audio.media-preview');
      const tree = await s.rect('#project-files-container li.jstree-leaf:has-text("watering-chime.mp3")');
      const content = await s.rect('.content');
      return {x: 0, y: 0, width: content.x + content.width, height: Math.max(player.y + player.height, tree.y + tree.height) + 40};
    },
  },
  {
    name: 'file-tree-context-menu',
    alt: 'The project tree with index.html right-clicked: a menu lists New File (Ctrl+1) and New Folder (Ctrl+3); Cut, Copy, Copy Path, Duplicate, Paste and Download; Rename (Shift+F2) and Delete; Find in… and Replace in…; and Refresh File Tree.',
    async setup(s) {
      await s.open('index.html');
      const file = s.page.locator('#project-files-container li.jstree-leaf', {hasText: 'index.html'}).first();
      await file.locator('a').first().click({button: 'right'});
      await s.waitFor('#project-context-menu .dropdown-menu');
    },
    region: async (s) => {
      const header = await s.rect('#project-files-header');
      const menu = await s.rect('#project-context-menu .dropdown-menu');
      const sidebar = await s.rect('#sidebar');
      return {
        x: 0,
        y: header.y - 8,
        width: Math.max(sidebar.width, menu.x + menu.width) + 24,
        height: menu.y + menu.height + 20 - (header.y - 8),
      };
    },
  },
  {
    name: 'quick-start-dialog',
    alt: 'The Start Project dialog: the Phoenix Code title with links, Recent Projects listing fernleaf and default project (both stored in the browser), and Start Project choices Default Project, HTML5, HTML Games, Open Folder and Get from Git, with a Download Desktop App button.',
    async setup(s) {
      await s.command('file.newProject', undefined, {wait: false});
      // An iframe's handle always has its frame.
      const frame = /** @type {import('playwright-core').Frame} */ (
        await s.page.waitForSelector('#newProjectFrame').then((el) => el.contentFrame())
      );
      await frame.waitForSelector('#closeDialogueButton');
      await s.wait(1500);
    },
    region: dialog('.new-project-modal-dialog'),
    pad: 16,
  },
  {
    name: 'git-illustration',
    illustration: 'git',
    caption: 'A drawing: Git is part of the desktop app, not the browser version.',
    alt: 'Drawing, not a screenshot: the Git panel of the desktop app, whose toolbar has a Commit button, lists three changed files, each ticked (Staged, Modified index.html; Staged, New file js/reminder.js; Staged, Deleted old-banner.png). Beside it, the Git commit dialog shows added and removed lines and the message "Add the watering reminder" above Cancel and OK. Numbered steps: tick the files, click Commit, type the message and click OK.',
  },
  {
    name: 'terminal-illustration',
    illustration: 'terminal',
    caption: 'A drawing: the terminal is part of the desktop app, not the browser version.',
    alt: 'Drawing, not a screenshot: the desktop app with the terminal in the bottom panel, below the editor. On the left, the shell has printed the output of git status and waits at a new prompt; on the right, a strip lists two terminals, each named zsh, after its shell, with its folder (fernleaf, css), above a + Terminal button and a chevron.',
  },
  {
    name: 'open-in-illustration',
    illustration: 'openIn',
    caption: 'A drawing: Open In is part of the desktop app, not the browser version.',
    alt: 'Drawing, not a screenshot: the file tree of the desktop app with index.html right-clicked and the Open In submenu listing the system file manager, a terminal and the default app.',
  },
  {
    name: 'eslint-illustration',
    illustration: 'eslint',
    caption: 'A drawing: ESLint runs in the desktop app, not the browser version.',
    alt: 'Drawing, not a screenshot: a project whose package.json lists eslint and which has an eslint.config.js; in the desktop app the Problems panel shows ESLint findings such as "no-unused-vars" with their line numbers.',
  },
  {
    name: 'styles-bar-illustration',
    illustration: 'stylesBar',
    caption: 'A drawing: the Styles Bar is part of Phoenix Pro, which the browser version used for these pictures does not include.',
    alt: 'Drawing, not a screenshot: Live Preview of the Fernleaf page with its heading selected; along the bottom of the preview, the Styles Bar has ten numbered buttons, and the fourth, Font size, has opened a panel with the value 2.4 rem, "Save changes to" set to .hero h1, and a Done button. A legend names the buttons: Text color, Background color, Font family, Font size, Font weight, Text alignment, Text style, Border, Box model and Layout.',
  },
  {
    name: 'measurements-illustration',
    illustration: 'measurements',
    caption:
      'A drawing: Show Measurements works in Edit Mode, part of Phoenix Pro, which the browser version used for these pictures does not include.',
    alt: 'Drawing, not a screenshot: the Live Preview mode menu open with Preview Mode, Highlight Mode, Edit Mode (ticked), then Inspect Element on Hover and Show Measurements, both ticked. Below it, a selected plant card has an outline, its margin and padding shaded in two tones, and dashed guide lines out to the top, left and right edges of the page, each labelled with a distance in pixels.',
  },
  {
    name: 'device-preview-illustration',
    illustration: 'devicePreview',
    caption: 'A drawing: Device Preview is part of Phoenix Pro, which the browser version used for these pictures does not include.',
    alt: 'Drawing, not a screenshot: the Live Preview toolbar with the device button, whose tooltip reads "Switch between mobile, tablet, and desktop", and the arrow beside it, "All device sizes". The open list holds phones, tablets and desktops with their widths and, last and highlighted, the breakpoint of the page\'s @media (max-width: 560px) rule. A ruler with colored bands runs across the toolbar, and the page is shown at phone width.',
  },
  {
    name: 'image-gallery-illustration',
    illustration: 'imageGallery',
    caption: 'A drawing: the Image Gallery is part of Phoenix Pro, which the browser version used for these pictures does not include.',
    alt: 'Drawing, not a screenshot: an image selected in Live Preview and the Image Gallery along the bottom of the preview, with a search box reading "fern", a Search button, a Select from device button and two icon buttons, Select image size and Choose image download folder. Three results sit in a row between arrows; the one under the pointer shows a Download image button, and the selected image in the page shows that result.',
  },
  {
    name: 'ai-chat-illustration',
    illustration: 'aiChat',
    caption: 'A drawing: AI chat runs in the desktop app only.',
    alt: 'Drawing, not a screenshot: the desktop app with the AI tab open in the sidebar next to Files. The chat header has a model menu, a New button and two icon buttons; the empty chat reads "Design, build, and fix faster with AI" above three starters, Generate Layout, Fix Bugs and Suggest improvements. Chips for Line 25 and Live Preview sit above the message box, which shows "Ask Claude...", the mode AI Edit Mode and a send button.',
  },
  {
    name: 'ai-control-illustration',
    illustration: 'aiControl',
    caption: 'A drawing of the AI control script at work on a shared computer.',
    alt: 'Drawing, not a screenshot: an administrator runs the AI control script once; it writes a locked system-wide setting, and every Phoenix Code user on that machine starts with AI turned off except the allowed teachers.',
  },
  {
    name: 'linux-install-illustration',
    illustration: 'linuxInstall',
    caption: 'A drawing of what the Linux installer sets up.',
    alt: 'Drawing, not a screenshot: a Linux terminal running the install script, an arrow to the desktop app menu where Phoenix Code now appears, and a file manager offering "Open with Phoenix Code" for an HTML file.',
  },
  {
    name: 'app-update-illustration',
    illustration: 'appUpdate',
    caption: 'A drawing: how the desktop app updates itself on Windows and macOS.',
    alt: 'Drawing, not a screenshot: three steps of a desktop update. First an "Updating Phoenix Code" task downloads the installer while you work; then a "Restart App to Update" notice says the app updates when all windows are closed; at the next start a "What\'s New in Phoenix Code" dialog lists the changes.',
  },
  {
    name: 'manage-licenses-illustration',
    illustration: 'manageLicenses',
    caption: 'A drawing of the Manage Licenses dialog; the real one comes with the Phoenix Pro code of the desktop app.',
    alt: 'Drawing, not a screenshot: the Manage Licenses dialog. Under Account License, students use Sign In with a school address; under Device License, IT staff paste a volume licence key and click Activate, and the dialog reports "License activated system-wide" and asks for a restart, after which every user account has Phoenix Pro.',
  },
];

/** @type {Record<import('../../src/data/docsVersions').DocsVersion, Shot[]>} */
export const SHOTS = {5.2: [...V52, ...V52_CLIPS]};
