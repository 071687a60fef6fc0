// The clips each docs version shows: entries of the shot list (shots.mjs) that have `steps`.
// A clip has
//   - `name`, `alt` (one line on what it shows: the video's accessible name) and `caption`: what
//     happens, step by step, for a reader who cannot watch;
//   - `setup(s)`: what to do before the recording starts (s is a Session, lib/session.mjs), and
//     `livePreview` like a picture;
//   - `region(s)`: the part of the window to record, measured after setup (the dark recording
//     reuses the light one's);
//   - `steps(s, theme)`: what is recorded, at a human pace, in the 'light' or 'dark' recording. Steps
//     end where they began (undo, close), so the clip loops without a jump.
// capture.mjs records each clip in the light and the dark theme; lib/clips.mjs encodes it.
import {inEditor, writeFiles} from './lib/editor.mjs';

const HINTS = '.codehint-menu.open .dropdown-menu';
/** The end of the last declaration of the .price rule in style.css. */
const PRICE_RULE = '.price {\n  font-weight: bold;\n  color: var(--clay);';

/**
 * Lines `from`..`to` of the editor (1-based), `width` CSS pixels wide from the left of the gutter.
 * The editor is scrolled so that `from` is the first line shown.
 */
const editorLines =
  (from, to, {width = 720, above = 0, below = 0} = {}) =>
  async (s) => {
    await s.scrollToLine(from);
    await s.wait(200);
    const box = await s.lines(from, to);
    return {x: box.x, y: box.y - above, width: Math.min(box.width, width), height: box.height + above + below};
  };

/** Presses the undo key `times` times, a beat apart, to walk back to where the clip started. */
async function undo(s, times = 1) {
  for (let i = 0; i < times; i++) {
    await s.press('Control+z');
    await s.wait(450);
  }
}

/** The text of the file in the active editor. */
function activeText(s) {
  return s.page.evaluate(() => window.brackets.getModule('editor/EditorManager').getCurrentFullEditor().document.getText());
}

/** Closes the panels below the editor, including the Tools launcher that shows when the last one closes. */
async function hideBottomPanels(s) {
  await s.page.evaluate(() => window.brackets.getModule('view/WorkspaceManager').hideAllOpenBottomPanels());
  await s.wait(300);
}

/** Undoes edits in the active file, one at a time, until its text is `text` again. */
async function undoUntilExactly(s, text) {
  for (let i = 0; i < 60; i++) {
    const done = await s.page.evaluate((text) => {
      const editor = window.brackets.getModule('editor/EditorManager').getCurrentFullEditor();
      if (editor.document.getText() === text) return true;
      editor._codeMirror.undo();
      return false;
    }, text);
    if (done) return;
    await s.wait(120);
  }
  throw new Error('undo did not bring back the text the clip began with');
}

/** Undoes edits in the active file, one at a time, until it contains `text` again. */
async function undoUntil(s, text) {
  for (let i = 0; i < 60; i++) {
    const done = await s.page.evaluate((text) => {
      const editor = window.brackets.getModule('editor/EditorManager').getCurrentFullEditor();
      if (editor.document.getText().includes(text)) return true;
      editor._codeMirror.undo();
      return false;
    }, text);
    if (done) return;
    await s.wait(40);
  }
  throw new Error(`undo did not bring back "${text}"`);
}

/** The .plant-card rule of the sample project's style.css, and the same rule on one line. */
const ROOMY_CARD =
  '.plant-card {\n  padding: 20px;\n  border-radius: var(--radius);\n  background: #ffffff;\n  box-shadow: 0 4px 12px rgba(35, 48, 42, 0.12);\n}';
const SQUEEZED_CARD = '.plant-card{padding:20px;border-radius:var(--radius);background:#ffffff;box-shadow:0 4px 12px rgba(35,48,42,.12)}';

/*
 * Not recorded, because the browser edition running here cannot show them (the picture or text on
 * the page covers them): Live Preview updating an HTML page as you type and highlighting the element
 * at the cursor (both need the editor's own preview host; with the custom development server the
 * preview neither reloads nor highlights), Live Preview Edit (a Phoenix Pro entitlement as well),
 * installing from the Extension Manager (the online registry), the rulers (drawn with no visible
 * line in this build) and indent guides (no visible change when toggled). The Markdown clip shows
 * the preview updating as you type.
 */
const V52_CLIPS = [
  {
    name: 'emmet-html',
    alt: 'Emmet in HTML: the abbreviation ul.tips>li*3 typed in index.html expands into a list with three items.',
    caption: [
      'On an empty line of index.html, ul.tips>li*3 is typed one character at a time.',
      'A code hint marked Emmet offers the expansion.',
      'Enter accepts it: a <ul class="tips"> with three empty <li> items replaces the abbreviation, the cursor inside the first item.',
      'Undo takes the list away again.',
    ],
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('index.html', {at: '    </section>\n\n    <section id="care"', offset: 15, top: 8});
      await s.press('Enter');
      await s.type('    ', 0);
    },
    region: editorLines(44, 60),
    async steps(s) {
      await s.typeSlowly('ul.tips>li*3');
      await s.waitFor(HINTS);
      await s.wait(900);
      await s.press('Enter');
      await s.wait(1800);
      await undo(s, 2);
    },
  },
  {
    name: 'emmet-css',
    alt: 'Emmet in CSS: typing m0 inside a rule of style.css offers margin: 0; at the top of the hints, and Enter inserts it.',
    caption: [
      'The cursor is on a new line inside the .price rule of style.css.',
      'm0 is typed; the first code hint, marked Emmet, is the whole declaration margin: 0;.',
      'Enter inserts the declaration.',
      'Undo removes it again.',
    ],
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('css/style.css', {at: PRICE_RULE, offset: PRICE_RULE.length, top: 6});
      await s.press('Enter');
    },
    region: editorLines(114, 126, {width: 620}),
    async steps(s) {
      await s.typeSlowly('m0', 260);
      await s.waitFor(HINTS);
      await s.wait(1400);
      await s.press('Enter');
      await s.wait(1600);
      await undo(s, 2);
    },
  },
  {
    name: 'multiple-cursors',
    alt: 'Multiple cursors: four cursors added below the first one rename five custom properties of style.css at once.',
    caption: [
      'The cursor sits after the two dashes of --leaf in the :root rule of style.css.',
      'Add Cursor to Next Line, run four times, puts a cursor at the same column on each of the next four lines.',
      'shop- is typed once and appears in all five property names.',
      'Undo takes the five edits back together, and Escape leaves one cursor.',
    ],
    async setup(s) {
      await s.open('css/style.css', {at: '--leaf:', offset: 2, top: 0});
      await s.scrollToLine(1);
    },
    region: editorLines(1, 9, {width: 520}),
    async steps(s) {
      for (let i = 0; i < 4; i++) {
        await s.command('edit.addCursorToNextLine');
        await s.wait(450);
      }
      await s.wait(400);
      await s.typeSlowly('shop-', 180);
      await s.wait(1500);
      await undo(s, 1);
      await s.press('Escape');
      await s.cursorAt('--leaf:', 2, {top: 0});
      await s.scrollToLine(1);
    },
  },
  {
    name: 'auto-rename-tag',
    alt: 'Auto rename of HTML tags: changing <h2> to <h3> in index.html changes the closing </h2> with it.',
    caption: [
      'The cursor is right after <h2 in the heading of the plants section of index.html.',
      'Backspace deletes the 2 and 3 is typed: the opening tag becomes <h3>.',
      'At the end of the line, the closing tag follows and becomes </h3> as well.',
      'Undo puts both tags back to h2.',
    ],
    async setup(s) {
      await s.open('index.html', {at: "<h2>This week's plants", offset: 3, top: 4});
    },
    region: editorLines(28, 37, {width: 620}),
    async steps(s) {
      await s.press('Backspace');
      await s.wait(500);
      await s.typeSlowly('3', 200);
      await s.wait(1800);
      await undo(s, 2);
      await s.cursorAt("<h2>This week's plants", 3, {top: 4});
    },
  },
  {
    name: 'comment-lines',
    alt: 'Toggle Line Comment: three selected lines of main.js become comments and then code again.',
    caption: [
      'Lines 11 to 13 of main.js are selected.',
      'Toggle Line Comment puts // in front of each line; the lines turn comment-coloured.',
      'Running it again removes the slashes.',
    ],
    async setup(s) {
      await s.open('js/main.js', {at: 'function daysLeft', top: 9});
      await s.scrollToLine(1);
      await s.setCursor({line: 10, ch: 0, endLine: 13, endCh: 0});
    },
    region: editorLines(5, 17, {width: 640}),
    async steps(s) {
      await s.command('edit.lineComment');
      await s.wait(1800);
      await s.command('edit.lineComment');
      await s.wait(600);
    },
  },
  {
    name: 'auto-close-braces',
    alt: 'Auto Close Braces: typing an if statement in main.js, each opening parenthesis, quote and brace gets its closing partner.',
    caption: [
      'On a new line of main.js, if ( is typed: the closing parenthesis appears at once.',
      'The condition is typed between them, then { after the parenthesis brings its closing brace.',
      'Undo removes the statement.',
    ],
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('js/main.js', {at: 'showDaysLeft();\n});', offset: 'showDaysLeft();\n});'.length, top: 8});
      await s.press('Enter');
    },
    region: editorLines(18, 30, {width: 640}),
    async steps(s) {
      await s.typeSlowly('if (');
      await s.wait(400);
      await s.typeSlowly('daysLeft() === 0');
      await s.press('End');
      await s.typeSlowly(' {');
      await s.wait(1500);
      await undo(s, 3);
    },
  },
  {
    name: 'code-hints-css',
    alt: 'Code hints in CSS: typing text-d in style.css lists matching properties; Enter picks text-decoration and the value hints follow.',
    caption: [
      'On a new line inside the .price rule of style.css, text-d is typed.',
      'A list of properties that start that way appears; the first is text-decoration.',
      'Enter completes the property and adds a colon; a list of its values opens.',
      'Escape closes the list, and undo removes the line.',
    ],
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('css/style.css', {at: PRICE_RULE, offset: PRICE_RULE.length, top: 6});
      await s.press('Enter');
    },
    region: editorLines(114, 128, {width: 620}),
    async steps(s) {
      await s.typeSlowly('text-d', 160);
      await s.waitFor(HINTS);
      await s.wait(1000);
      await s.press('Enter');
      await s.wait(1600);
      await s.press('Escape');
      await s.wait(300);
      await undo(s, 2);
    },
  },
  {
    name: 'parameter-hints',
    alt: 'Parameter hints in JavaScript: typing a call to Math.max( in main.js shows what the function takes.',
    caption: [
      'On a new line of main.js, Math.max( is typed.',
      'A hint above the line shows the parameters of Math.max, the current one in bold.',
      'Numbers are typed as arguments; the hint follows the cursor from one argument to the next.',
      'Escape closes the hint and undo removes the line.',
    ],
    async setup(s) {
      await s.pref('linting.enabled', false);
      await s.open('js/main.js', {at: 'showDaysLeft();\n});', offset: 'showDaysLeft();\n});'.length, top: 8});
      await s.press('Enter');
    },
    region: editorLines(18, 30, {width: 640}),
    async steps(s) {
      await s.typeSlowly('Math.max(');
      await s.wait(1200);
      await s.typeSlowly('1, 2', 200);
      await s.wait(1400);
      await s.press('Escape');
      await undo(s, 2);
    },
  },
  {
    name: 'jump-to-definition',
    alt: 'Go to Definition in main.js: from a call to daysSince the cursor jumps to the function, and Navigate Backward returns.',
    caption: [
      'The cursor is on daysSince where daysLeft calls it in main.js.',
      'Go to Definition moves the cursor to the line where daysSince is declared.',
      'Navigate Backward takes it back to the call.',
    ],
    async setup(s) {
      await s.open('js/main.js', {at: 'daysSince(lastWatered)', offset: 3, top: 14});
      await s.scrollToLine(1);
    },
    region: editorLines(1, 18, {width: 700}),
    async steps(s) {
      await s.command('navigate.jumptoDefinition');
      await s.wait(1800);
      await s.command('navigation.jump.back');
      await s.wait(800);
    },
  },
  {
    name: 'beautify',
    alt: 'Beautify Code on a selection: a rule of style.css squeezed onto one line is laid out again, one declaration per line.',
    caption: [
      'The .plant-card rule of style.css is written on one line, and the whole line is selected.',
      'Beautify Code reformats the selection: the rule opens up into one declaration per line, indented, and the rest of the file stays as it was.',
      'Undo brings back the one-line version.',
    ],
    async setup(s) {
      await s.open('css/style.css', {at: '.plant-card {', top: 4});
      await s.replace(ROOMY_CARD, SQUEEZED_CARD);
      await s.cursorAt('.plant-card{', 0, {top: 4});
      await s.select(SQUEEZED_CARD);
    },
    region: editorLines(102, 114, {width: 780}),
    async steps(s) {
      await s.wait(700);
      // On a selection, only the selected text is replaced: the editor does not jump to the top.
      await s.command('edit.beautifyCode');
      await s.wait(2400);
      await undo(s, 1);
      await s.select(SQUEEZED_CARD);
      await s.wait(300);
    },
  },
  {
    name: 'inline-color-editor-drag',
    alt: 'The inline color editor on --leaf in style.css: dragging in the colour square turns the green darker, and the value in the code changes with it.',
    caption: [
      'Quick Edit on the colour #2f7d4f of --leaf opens the inline color editor below the line.',
      'The pointer drags the marker in the saturation square; the swatch and the hex value in the code change as it moves.',
      'Escape closes the color editor, and Undo puts the original colour back.',
    ],
    async setup(s) {
      await s.open('css/style.css', {at: '#2f7d4f', offset: 2, top: 0});
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const lines = await s.lines(1, 1);
      return {x: lines.x, y: lines.y, width: 640, height: 330};
    },
    async steps(s) {
      await s.command('navigate.toggleQuickEdit');
      await s.waitFor('.inline-widget .color-selection-field');
      await s.wait(900);
      const field = await s.boxOf('.inline-widget .color-selection-field');
      await s.drag(
        {x: field.x + field.width * 0.62, y: field.y + field.height * 0.5},
        {x: field.x + field.width * 0.75, y: field.y + field.height * 0.78},
        {steps: 25},
      );
      await s.wait(1200);
      await s.hidePointer();
      await s.press('Escape');
      await s.wait(400);
      // Dragging wrote many small edits; undo them all.
      await undoUntil(s, '--leaf: #2f7d4f;');
      await s.cursorAt('#2f7d4f', 2, {top: 0});
      await s.scrollToLine(1);
    },
  },
  {
    name: 'quick-edit',
    alt: 'Quick Edit from index.html: the CSS rule of the plant-card class opens inline, its padding is changed, and the inline editor closes.',
    caption: [
      'The cursor is on the class name plant-card in index.html.',
      'Quick Edit opens the .plant-card rule of style.css inside index.html, below the line.',
      'In the inline editor, the padding 20px is changed to 28px.',
      'Undo restores 20px and Escape closes the inline editor.',
    ],
    async setup(s) {
      await s.open('index.html', {at: 'plant-card"', offset: 3, top: 3});
    },
    region: editorLines(32, 46, {width: 760, below: 60}),
    async steps(s) {
      await s.command('navigate.toggleQuickEdit');
      await s.waitFor('.inline-widget');
      await s.wait(1000);
      // The click lands right after "20" of the inline editor's padding, measured by its CodeMirror:
      // a fixed offset into the line put the cursor in another column.
      const at = await s.page.evaluate(() => {
        const line = [...document.querySelectorAll('.inline-widget .CodeMirror-line')].find((l) => l.textContent.includes('padding: 20px'));
        const cm = line.closest('.CodeMirror').CodeMirror;
        const n = cm.lineAtHeight(line.getBoundingClientRect().top + 4, 'window');
        const ch = cm.getLine(n).indexOf('padding: 20') + 'padding: 20'.length;
        const c = cm.charCoords({line: n, ch}, 'window');
        return {x: c.left, y: (c.top + c.bottom) / 2};
      });
      await s.pointerTo(at.x, at.y);
      await s.wait(150);
      await s.page.mouse.down();
      await s.wait(90);
      await s.page.mouse.up();
      await s.wait(300);
      await s.press('Backspace');
      await s.press('Backspace');
      await s.typeSlowly('28', 220);
      await s.wait(1300);
      await s.hidePointer();
      await undo(s, 2);
      await s.press('Escape');
      await s.wait(300);
      await s.cursorAt('plant-card"', 3, {top: 3});
    },
  },
  {
    name: 'find-in-files',
    alt: 'Find in Files: the word plant is typed into the search bar and the Search Results panel lists every match in the project.',
    caption: [
      'Find in Files opens the search bar at the top of the editor.',
      'plant is typed; the results panel opens below the editor, with the matches grouped by file.',
      'A match is clicked; the panel shows it in its file, in the preview on the right of the results.',
      'The search bar and the panel are closed again.',
    ],
    async setup(s) {
      await s.open('index.html', {at: '<main>', top: 0});
    },
    region: async (s) => {
      const box = await s.rect('.content');
      return {x: box.x, y: box.y, width: Math.min(box.width, 860), height: box.height};
    },
    async steps(s) {
      await s.command('cmd.findInFiles', undefined, {wait: false});
      await s.waitFor('#find-what');
      await s.wait(500);
      await s.typeSlowly('plant', 170);
      await s.press('Enter');
      await s.waitFor('#find-in-files-results .file-section, #find-in-files-results table');
      await s.wait(1500);
      await s.clickOn('#find-in-files-results tr.file-search-item >> nth=3');
      await s.wait(1400);
      await s.hidePointer();
      await s.closePanels();
      await s.open('index.html', {at: '<main>', top: 0});
    },
  },
  {
    name: 'design-mode-toggle',
    alt: 'Design mode: the code editor is hidden and Live Preview fills the space beside the sidebar, then the editor comes back.',
    livePreview: true,
    caption: [
      'index.html is open beside Live Preview.',
      'Toggle Design Mode hides the code editor; Live Preview fills the space beside the sidebar.',
      'Toggling it again brings the editor back.',
    ],
    async setup(s) {
      await s.open('index.html', {at: '<h1>', top: 6});
    },
    region: async () => ({x: 0, y: 0, width: 1280, height: 800}),
    async steps(s) {
      await s.designMode(true);
      await s.wait(2500);
      await s.designMode(false);
      await s.wait(800);
    },
  },
  {
    name: 'markdown-preview-sync',
    alt: 'Markdown in Live Preview: a colour added to the list in README.md appears in the formatted document beside it as it is typed.',
    livePreview: true,
    caption: [
      'README.md is open beside Live Preview, which shows it as a formatted document.',
      'At the end of the Colors list, a new item is typed: - **Moss** `#6b8f47` for borders.',
      'The list in the preview gains the item while it is typed, with Moss in bold and the colour code as code.',
      'Undo removes it again.',
    ],
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
      const before = await activeText(s);
      await s.press('Enter');
      await s.typeSlowly('- **Moss** `#6b8f47` for borders', 110);
      await s.wait(1800);
      await undoUntilExactly(s, before);
      await s.wait(600);
    },
  },
  {
    name: 'tab-bar',
    alt: 'The file tab bar: clicking tabs switches files, a tab is closed with its close button and reopened.',
    caption: [
      'The tab bar above the editor shows the five open files; style.css is active.',
      'The main.js tab is clicked and its file shows, then index.html.',
      'The close button of the visit.html tab closes that file; Reopen Closed File brings its tab back.',
      'The style.css tab is clicked again.',
    ],
    async setup(s) {
      await s.open('css/style.css', {at: ':root', top: 0});
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const editor = await s.rect('#editor-holder');
      const bar = await s.rect('.tab-bar-container');
      return {x: editor.x, y: bar.y, width: Math.min(editor.width, 760), height: bar.height + 200};
    },
    async steps(s) {
      await s.clickOn('.tab-bar-container .tab:has-text("main.js")');
      await s.wait(1000);
      await s.clickOn('.tab-bar-container .tab:has-text("index.html")');
      await s.wait(1000);
      await s.pointerTo(...(await centerOf(s, '.tab-bar-container .tab:has-text("visit.html")')));
      await s.wait(400);
      await s.clickOn('.tab-bar-container .tab:has-text("visit.html") .tab-close');
      await s.wait(1000);
      await s.command('file.reopen_closed');
      await s.wait(900);
      await s.clickOn('.tab-bar-container .tab:has-text("style.css")');
      await s.wait(700);
      await s.hidePointer();
      await s.scrollToLine(1);
    },
  },
  {
    name: 'recent-files-switch',
    alt: 'Recent Files: the dialog lists the files opened last; one is picked with the arrow keys and opens.',
    caption: [
      'Recent Files opens a list of the files opened last, the current one first.',
      'The down arrow moves to main.js, and Enter opens it.',
      'Recent Files again, the down arrow and Enter go back to the file before.',
    ],
    async setup(s) {
      for (const file of ['visit.html', 'README.md', 'css/style.css', 'js/main.js', 'index.html']) await s.open(file);
      await s.scrollToLine(1);
    },
    region: async (s) => {
      const box = await s.rect('.content');
      return {x: box.x, y: box.y, width: Math.min(box.width, 860), height: 560};
    },
    async steps(s) {
      await s.command('recent-files.show', undefined, {wait: false});
      await s.waitFor('#mrof-list-wrapper');
      await s.wait(900);
      await s.press('ArrowDown');
      await s.wait(700);
      await s.press('Enter');
      await s.wait(1300);
      await s.command('recent-files.show', undefined, {wait: false});
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
    caption: [
      'Keyboard Shortcuts opens its panel below the editor, listing every command with its key.',
      'find is typed into the filter box; the table keeps only the rows that match.',
      'The filter is cleared and the panel closed.',
    ],
    async setup(s) {
      await s.open('index.html');
    },
    // The whole width: the filter box, where the typing happens, sits at the panel's right end.
    region: async (s) => {
      const box = await s.rect('.content');
      return {x: box.x, y: box.y + box.height - 300, width: box.width, height: 300};
    },
    async steps(s) {
      await s.command('help.toggleShortcuts', undefined, {wait: false});
      await s.waitFor('#bottom-panel-container input.filter');
      await s.wait(800);
      await s.click('#bottom-panel-container input.filter');
      await s.typeSlowly('find', 200);
      await s.wait(1800);
      await s.fill('#bottom-panel-container input.filter', '');
      await s.wait(300);
      await s.command('help.toggleShortcuts', undefined, {wait: false});
      await s.wait(600);
    },
  },
  {
    name: 'split-view',
    alt: 'Split view: the editor splits into two panes side by side, each with its own file, and joins again.',
    caption: [
      'index.html fills the editor.',
      'Vertical Split divides the editor into two panes side by side; the new right pane starts empty.',
      'style.css is opened in the right pane.',
      'No Split joins the panes again.',
    ],
    async setup(s) {
      await s.open('index.html', {at: '<main>', top: 0});
    },
    region: async (s) => {
      const box = await s.rect('.content');
      return {x: box.x, y: box.y, width: box.width, height: 460};
    },
    async steps(s) {
      await s.command('cmd.splitViewVertical');
      await s.wait(1200);
      await s.command('cmd.addToWorkingSetAndOpen', {fullPath: `${PROJECT}css/style.css`, paneId: 'second-pane'});
      await s.wait(1600);
      await s.command('cmd.splitViewNone');
      await s.wait(300);
      await s.open('index.html', {at: '<main>', top: 0});
      await s.wait(500);
    },
  },
  {
    name: 'word-wrap',
    alt: 'Word Wrap: a long comment in main.js that runs off the edge of its pane is wrapped onto the next lines, then unwrapped.',
    caption: [
      'The editor is split in two, main.js in the left pane. Line 1 is a comment longer than the pane is wide; its end is cut off.',
      'Word Wrap on: the comment continues on the lines below, without a new line number.',
      'Word Wrap off again: the line runs past the edge.',
    ],
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
    region: editorLines(1, 10),
    async steps(s) {
      await s.command('view.toggleWordWrap');
      await s.wait(2000);
      await s.command('view.toggleWordWrap');
      await s.wait(700);
    },
  },
  {
    name: 'zoom-font',
    alt: 'Font size: Increase Font Size makes the code in main.js larger step by step, and Restore Font Size brings it back.',
    caption: [
      'main.js at the default font size.',
      'Increase Font Size, three times: the code grows a step each time.',
      'Restore Font Size returns to the default.',
    ],
    async setup(s) {
      await s.open('js/main.js', {at: '// Remembers', top: 0});
      await s.scrollToLine(1);
    },
    region: editorLines(1, 12, {width: 640}),
    async steps(s) {
      for (let i = 0; i < 3; i++) {
        await s.command('view.increaseFontSize');
        await s.wait(700);
      }
      await s.wait(900);
      await s.command('view.restoreFontSize');
      await s.wait(800);
      await s.scrollToLine(1);
    },
  },
  {
    name: 'html-lint-save',
    alt: 'HTML problems on save: giving a second section the id plants and saving marks the line in the gutter as a duplicate id.',
    caption: [
      'In index.html, the id care of the second section is selected.',
      'plants is typed in its place; the page now has two elements with the id plants.',
      'The file is saved; the linter checks it and marks the line with a red circle with an X in the gutter.',
      'Undo restores care; saving again clears the mark.',
    ],
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
      await s.typeSlowly('plants', 170);
      await s.wait(400);
      await s.press('Control+s');
      await s.wait(2600);
      await undo(s, 1);
      await s.wait(300);
      await s.press('Control+s');
      await s.wait(1400);
    },
  },
  {
    name: 'snippet-create',
    alt: 'Custom Snippets: a new snippet named tipbox is added in the panel with its description, file type and template.',
    caption: [
      'The Custom Snippets panel is open below the editor with its list of snippets.',
      'Add opens the form; tipbox is typed as the abbreviation, then a description, .html as the file type and the template text.',
      'Save adds tipbox to the list.',
      'Its delete button removes it again.',
    ],
    async setup(s) {
      await s.open('index.html');
      await openSnippetsPanel(s, 450);
      await deleteSnippet(s, 'tipbox');
    },
    region: async (s) => s.rect('#bottom-panel-container'),
    async steps(s) {
      await s.clickOn('#bottom-panel-container button:has-text("Add")');
      await s.waitFor('#abbr-box');
      await s.hidePointer();
      await s.click('#abbr-box');
      await s.typeSlowly('tipbox', 90);
      await s.click('#desc-box');
      await s.typeSlowly('A care tip', 60);
      await s.click('#file-extn-box');
      await s.typeSlowly('.html', 90);
      await s.click('#template-text-box');
      await s.typeSlowly('<p class="tip">${1}</p>', 60);
      await s.wait(500);
      await s.clickOn('#save-custom-snippet-btn');
      await s.wait(1500);
      await s.clickOn('.snippet-item[data-abbr="tipbox"] .delete-snippet-btn');
      await s.wait(900);
      await s.hidePointer();
    },
  },
  {
    name: 'snippet-use',
    alt: 'Using a custom snippet: typing plantcard in index.html offers the snippet, and Enter inserts a whole plant card with a placeholder selected in its heading.',
    caption: [
      'On an empty line of the plant list in index.html, plantcard is typed.',
      'The code hints offer the custom snippet plantcard.',
      'Enter inserts its template, a list item with a heading and a paragraph, with the first placeholder in the heading selected.',
      'Fern is typed into the heading.',
      'Undo removes the card.',
    ],
    async setup(s) {
      await s.pref('linting.enabled', false);
      await ensurePlantcardSnippet(s);
      await s.reset();
      await s.pref('linting.enabled', false);
      await hideBottomPanels(s);
      await s.open('index.html', {at: '        </li>\n      </ul>', offset: '        </li>'.length, top: 8});
      await s.press('Enter');
    },
    region: editorLines(42, 58, {width: 720}),
    async steps(s) {
      const before = await activeText(s);
      await s.typeSlowly('plantcard', 110);
      await s.waitFor(HINTS);
      await s.wait(900);
      await s.press('Enter');
      await s.wait(900);
      await s.typeSlowly('Fern', 150);
      await s.wait(1500);
      // Back to the empty line the clip began on, however the edits were grouped for undo. (Not
      // with Escape: in 5.2 it also opens the panel of tools below the editor.)
      await undoUntilExactly(s, before);
      await s.wait(400);
    },
  },
  {
    name: 'extension-manager-search',
    alt: 'The Extension Manager: its Default tab lists the built-in extensions, and typing hints in the search box narrows the list to the code hint extensions.',
    caption: [
      'The Extension Manager is open on its Default tab.',
      'hints is typed into the search box; the list keeps only the extensions that match it in their name, title, description, author or keywords.',
      'The search box is cleared and the full list returns.',
    ],
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
      await s.click('.extension-manager-dialog .search');
      await s.typeSlowly('hints', 220);
      await s.wait(2000);
      await s.fill('.extension-manager-dialog .search', '');
      await s.page.locator('.extension-manager-dialog .search').dispatchEvent('input');
      await s.wait(1200);
    },
  },
  {
    name: 'file-tree',
    alt: 'The file tree: a new file is created and named, renamed, then the open folders are collapsed with Collapse All Folders.',
    caption: [
      'New File adds an untitled file to the project tree with its name ready to type; tips.html is typed and Enter creates it.',
      'Rename on the new file lets its name be edited: it becomes care-tips.html.',
      'Collapse All Folders closes the open css and js folders.',
      'The clip then resets to its start: the new file goes and the folders open again.',
    ],
    async setup(s) {
      await removeProjectFiles(s, ['tips.html', 'care-tips.html']);
      await expandFolders(s, ['css/style.css', 'js/main.js']);
      await s.open('index.html');
    },
    region: async (s) => {
      const box = await s.rect('#sidebar');
      return {x: box.x, y: box.y, width: box.width, height: 560};
    },
    async steps(s) {
      await s.command('file.newFile');
      await s.wait(700);
      await s.typeSlowly('tips.html', 130);
      await s.press('Enter');
      await s.wait(1200);
      await s.command('file.rename');
      await s.wait(600);
      await s.press('Home');
      await s.typeSlowly('care-', 160);
      await s.press('Enter');
      await s.wait(1200);
      await s.clickOn('#collapse-folders');
      await s.wait(1400);
      await s.hidePointer();
      // Closed before it is deleted (deleting an open file asks what to do with it), without the
      // question about saving that closing an untouched new file would ask.
      await s.command('file.close', {_forceClose: true});
      await removeProjectFiles(s, ['tips.html', 'care-tips.html']);
      await expandFolders(s, ['css/style.css', 'js/main.js']);
      await s.open('index.html');
      await s.wait(600);
    },
  },
  {
    name: 'start-project-dialog',
    alt: 'The Start Project dialog opens over the editor with its recent projects and project templates, and is closed again.',
    caption: [
      'Start Project opens its dialog over the editor.',
      'On the left are the recent projects, on the right the kinds of project it can start.',
      'The pointer moves to the close button and the dialog closes.',
    ],
    async setup(s) {
      await s.open('index.html');
    },
    region: async () => ({x: 140, y: 60, width: 1000, height: 680}),
    async steps(s) {
      await s.command('file.newProject', undefined, {wait: false});
      const frame = await s.page.waitForSelector('#newProjectFrame').then((el) => el.contentFrame());
      await frame.waitForSelector('#closeDialogueButton');
      await s.wait(2200);
      const close = await s.page.frameLocator('#newProjectFrame').locator('#closeDialogueButton').boundingBox();
      await s.pointerTo(close.x - 200, close.y + 160, {steps: 1});
      await s.pointerTo(close.x + close.width / 2, close.y + close.height / 2, {steps: 20});
      await s.wait(300);
      await frame.click('#closeDialogueButton');
      await s.hidePointer();
      await s.page.waitForSelector('.new-project-modal-dialog', {state: 'detached', timeout: 10_000}).catch(() => {});
      await s.wait(700);
    },
  },
  {
    name: 'live-preview-settings-server',
    alt: 'Live Preview Settings: the custom development server is switched on and its address typed, then the dialog is cancelled.',
    caption: [
      'Live Preview Settings opens its dialog.',
      'Use Custom Development Server for This Project is ticked; the address field below becomes editable.',
      'http://localhost:8000 is typed into it.',
      'Cancel closes the dialog without changing anything.',
    ],
    async setup(s) {
      await s.pref('livePreviewUseDevServer', false);
      await s.pref('livePreviewServerURL', '');
      await s.open('index.html');
    },
    region: async () => ({x: 240, y: 30, width: 800, height: 700}),
    async steps(s) {
      await s.command('file.liveFilePreviewSettings', undefined, {wait: false});
      await s.waitFor('.live-preview-settings #enableCustomServerChk');
      await s.wait(900);
      await s.clickOn('#enableCustomServerChk');
      await s.wait(500);
      await s.clickOn('#livePreviewServerURL');
      await s.typeSlowly('http://localhost:8000', 80);
      await s.wait(1200);
      await s.clickOn('.live-preview-settings .dialog-button:not(.primary)');
      await s.hidePointer();
      await s.wait(900);
    },
  },
  {
    name: 'problems-panel-jump',
    alt: 'The Problems panel: clicking a problem in the list moves the cursor to the line in index.html that has it.',
    caption: [
      'index.html has two sections with the id plants; the Problems panel below the editor lists the duplicate id.',
      'The problem is clicked in the panel: the editor jumps to line 53 and puts the cursor on it.',
      'The cursor goes back to the top of the file.',
    ],
    async setup(s) {
      await s.open('index.html', {at: '<main>', top: 0});
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
      await s.clickOn('#problems-panel tr:has-text("plants") td:nth-child(3), #problems-panel tr:has-text("plants")');
      await s.wait(2000);
      await s.hidePointer();
      await s.cursorAt('<main>', 0, {top: 0});
      await s.scrollToLine(1);
      await s.wait(600);
    },
  },
  {
    name: 'replace-in-files',
    alt: 'Replace in Files: plants is searched for with sprouts as the replacement, and the results panel lists every change for review before anything is replaced.',
    caption: [
      'Replace in Files opens the search bar with a second field for the replacement.',
      'plants is typed as the text to find and sprouts as its replacement; Enter searches.',
      'The results panel lists each match in the project, for review; nothing has been replaced yet.',
      'The bar and the panel are closed without replacing anything.',
    ],
    async setup(s) {
      await s.open('index.html', {at: '<main>', top: 0});
    },
    region: async (s) => {
      const box = await s.rect('.content');
      return {x: box.x, y: box.y, width: Math.min(box.width, 860), height: box.height};
    },
    async steps(s) {
      await s.command('cmd.replaceInFiles', undefined, {wait: false});
      await s.waitFor('#find-what');
      await s.wait(500);
      await s.typeSlowly('plants', 170);
      await s.click('#replace-with');
      await s.typeSlowly('sprouts', 150);
      await s.press('Enter');
      await s.waitFor('#find-in-files-results .file-section, #find-in-files-results table');
      await s.wait(2500);
      await s.closePanels();
      await s.open('index.html', {at: '<main>', top: 0});
      await s.wait(500);
    },
  },
  {
    name: 'media-preview',
    alt: 'Video and audio preview: a video and a sound file of the project are opened from the file tree and shown in the editor area with their players, then index.html is opened again.',
    caption: [
      'The media folder of the project is open in the file tree; index.html is in the editor.',
      'shop-tour.webm is clicked: the editor area shows the video with its player controls.',
      'watering-chime.mp3 is clicked: an audio player takes its place.',
      'index.html is clicked and its code comes back.',
    ],
    async setup(s) {
      await expandFolders(s, ['media/shop-tour.webm']);
      await s.open('index.html', {at: '<main>', top: 0});
    },
    region: async (s) => {
      const content = await s.rect('.content');
      return {x: 0, y: content.y, width: content.x + Math.min(content.width, 700), height: 560};
    },
    async steps(s) {
      await s.wait(600);
      await s.clickOn('#project-files-container a:has-text("shop-tour.webm")');
      await s.wait(3000);
      await s.clickOn('#project-files-container a:has-text("watering-chime.mp3")');
      await s.wait(2500);
      await s.clickOn('#project-files-container a:has-text("index.html")');
      await s.wait(900);
      await s.hidePointer();
      await s.open('index.html', {at: '<main>', top: 0});
    },
  },
  {
    name: 'theme-live-edit',
    alt: 'Editing a theme while it is the current theme: new colours for two variables of its LESS file recolour the editor at once, with the file unsaved.',
    caption: [
      'A theme under development is the current theme, and its LESS file is open: the palette variables at the top, the editor rules below.',
      'The value of @bg is selected and replaced with another colour: the background of the editor and its gutter change at once, with the file unsaved.',
      'The value of @muted is replaced the same way, and the comments and line numbers take the new colour.',
      'Undo twice puts both colours back, and the theme looks as it did.',
    ],
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
      await s.wait(500);
      await s.select(theme.palette.bg);
      await s.wait(700);
      await replaceSelection(s, theme.newBg);
      await s.wait(1600);
      await s.select(theme.palette.muted);
      await s.wait(700);
      await replaceSelection(s, theme.newMuted);
      await s.wait(1600);
      await undo(s, 2);
      await s.cursorAt('@bg:', 0, {top: 0});
      await s.scrollToLine(1);
      await s.wait(600);
    },
  },
];

const PROJECT = '/fs/local/fernleaf/';

/** Selects the word care in `<section id="care"` (line 53 of index.html); an earlier link also says care. */
function selectCareId(s) {
  return s.setCursor({line: 52, ch: 17, endLine: 52, endCh: 21});
}

async function centerOf(s, selector) {
  const box = await s.boxOf(selector);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

async function openSnippetsPanel(s, height = 260) {
  await s.command('custom_snippets', undefined, {wait: false});
  await s.wait(800);
  // The panel reopens where it was left; the list is where the clips start.
  if (await s.page.locator('#abbr-box').isVisible()) await s.click('#bottom-panel-container button:has-text("Back")');
  await s.wait(400);
  await s.bottomPanelHeight(height);
}

async function deleteSnippet(s, abbr) {
  const button = s.page.locator(`.snippet-item[data-abbr="${abbr}"] .delete-snippet-btn`);
  if (await button.count()) {
    await button.first().click();
    await s.wait(500);
  }
}

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

/** Deletes files of the sample project if a clip left them, through the editor's file system. */
async function removeProjectFiles(s, names) {
  await s.page.evaluate(
    async ({dir, names}) => {
      const FS = window.brackets.getModule('filesystem/FileSystem');
      for (const name of names) {
        const file = FS.getFileForPath(dir + name);
        await new Promise((resolve) => file.exists((err, exists) => (exists ? file.unlink(() => resolve()) : resolve())));
      }
    },
    {dir: PROJECT, names},
  );
  await s.wait(400);
}

/** Opens the folders of the given files in the project tree. */
async function expandFolders(s, files) {
  await s.page.evaluate(
    async ({dir, files}) => {
      const PM = window.brackets.getModule('project/ProjectManager');
      const FS = window.brackets.getModule('filesystem/FileSystem');
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

/** The stylesheet of a developed theme: the palette, then the rules that use it. */
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

/** Writes the theme's package into the editor's file system and makes it the current theme. */
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
      const loaded = await settle(TM.loadPackage({path: dir.replace(/\/$/, ''), metadata}));
      if (!TM.setCurrentTheme(loaded.name)) throw new Error(`the theme ${loaded.name} did not load`);
    },
    {dir: theme.dir, metadata},
  );
  await s.page.waitForFunction(
    (title) => window.brackets.getModule('view/ThemeManager').getCurrentTheme()?.displayName === title,
    theme.title,
  );
  await s.wait(600);
}

/** Opens a file that is not in the project, as File > Open would. */
function openOutsideProject(s, fullPath) {
  return s.command('cmd.addToWorkingSetAndOpen', {fullPath});
}

/** Replaces the selection in one edit, as a paste does: the editor sees the new value whole. */
function replaceSelection(s, text) {
  return s.page.evaluate(
    (text) => window.brackets.getModule('editor/EditorManager').getCurrentFullEditor()._codeMirror.replaceSelection(text),
    text,
  );
}

export {V52_CLIPS};
