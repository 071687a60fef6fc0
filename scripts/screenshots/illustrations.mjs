// Drawings for what the browser edition of the editor cannot show (Git, the terminal, Open In, ESLint,
// machine-wide settings, installing on Linux). They are schematic on purpose: flat shapes, no real
// window chrome, and a "Drawing" tag in the corner, so nobody takes them for screenshots. Each is one
// function of a palette, drawn in the docs' light and dark colours.
import sharp from 'sharp';
import {escapeHtml} from '../../src/lib/escapeHtml.mjs';

const PALETTES = {
  light: {
    bg: '#f4f6f9',
    card: '#ffffff',
    line: '#c9d1dc',
    soft: '#e7ebf1',
    ink: '#1f2933',
    muted: '#5b6776',
    accent: '#1a5fbf',
    accentInk: '#ffffff',
    green: '#2f7d4f',
    red: '#b93a2b',
    orange: '#b35309',
    code: '#eef2f7',
    tag: '#dde6f3',
  },
  dark: {
    bg: '#1b1f25',
    card: '#252b33',
    line: '#3b4552',
    soft: '#2e3540',
    ink: '#e6edf3',
    muted: '#a3aebb',
    accent: '#7ab8ff',
    accentInk: '#10243d',
    green: '#6cc48f',
    red: '#f28b7d',
    orange: '#f0a45a',
    code: '#1f252c',
    tag: '#2c3a4d',
  },
};

/** @typedef {typeof PALETTES.light} Palette */
/** @typedef {import('./lib/images.mjs').Theme} Theme */
/**
 * A drawing: its SVG in the colours of one palette.
 * @typedef {(p: Palette) => string} Drawing
 */

const FONT = 'DejaVu Sans, Verdana, sans-serif';
const MONO = 'DejaVu Sans Mono, Menlo, monospace';

/** @typedef {{fill?: string, stroke?: string, r?: number, dash?: string, sw?: number}} ShapeStyle */
/** @typedef {{size?: number, fill?: string, weight?: number, anchor?: 'start' | 'middle' | 'end', mono?: boolean}} TextStyle */

/** @type {(x: number, y: number, w: number, h: number, style?: ShapeStyle) => string} */
const rect = (x, y, w, h, {fill = 'none', stroke = 'none', r = 6, dash, sw = 1.5} = {}) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${stroke}" stroke-width="${sw}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
/** @type {(x: number, y: number, s: string, style?: TextStyle) => string} */
const text = (x, y, s, {size = 14, fill, weight = 400, anchor = 'start', mono = false} = {}) =>
  `<text xml:space="preserve" x="${x}" y="${y}" font-family="${mono ? MONO : FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeHtml(s)}</text>`;
/** @type {(x1: number, y1: number, x2: number, y2: number, stroke: string, sw?: number) => string} */
const line = (x1, y1, x2, y2, stroke, sw = 1.5) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round"/>`;
/** @type {(x1: number, y1: number, x2: number, y2: number, stroke: string) => string} */
const arrow = (x1, y1, x2, y2, stroke) => {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const head = (/** @type {number} */ da) => `${x2 - 11 * Math.cos(a + da)},${y2 - 11 * Math.sin(a + da)}`;
  return `${line(x1, y1, x2, y2, stroke, 2.5)}<polygon points="${x2},${y2} ${head(0.45)} ${head(-0.45)}" fill="${stroke}"/>`;
};
/** @type {(x: number, y: number, p: Palette, on?: boolean) => string} */
const check = (x, y, p, on = true) =>
  rect(x, y, 14, 14, {fill: on ? p.accent : p.card, stroke: on ? p.accent : p.line, r: 3}) +
  (on ? `<path d="M${x + 3} ${y + 7.5} l3 3 l5 -6" fill="none" stroke="${p.accentInk}" stroke-width="2" stroke-linecap="round"/>` : '');
/**
 * A short grey bar standing for a line of code or text that does not matter.
 * @type {(x: number, y: number, widths: number[], p: Palette, gap?: number, h?: number) => string}
 */
const bars = (x, y, widths, p, gap = 16, h = 6) => widths.map((w, i) => rect(x, y + i * gap, w, h, {fill: p.soft, r: 3})).join('');
/** @type {(n: string, x: number, y: number, p: Palette) => string} */
const badge = (n, x, y, p) =>
  `<circle cx="${x}" cy="${y}" r="12" fill="${p.accent}"/>${text(x, y + 5, n, {size: 13, fill: p.accentInk, weight: 700, anchor: 'middle'})}`;

/**
 * The canvas every drawing shares: a dashed frame and the tag that says what it is.
 * @param {number} width
 * @param {number} height
 * @param {Palette} p
 * @param {string} body
 */
function canvas(width, height, p, body, tag = 'Drawing · desktop app') {
  const tagWidth = tag.length * 7.4 + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${rect(0, 0, width, height, {fill: p.bg, r: 0})}
${rect(6, 6, width - 12, height - 12, {stroke: p.line, dash: '6 6', r: 12})}
${rect(width - tagWidth - 18, 16, tagWidth, 24, {fill: p.tag, r: 12})}
${text(width - 18 - tagWidth / 2, 33, tag, {size: 12, fill: p.muted, anchor: 'middle'})}
${body}
</svg>`;
}

/**
 * A plain editor window: sidebar, editor lines, optional bottom panel.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} p
 */
function appWindow(x, y, w, h, p, {sidebar = 150} = {}) {
  return (
    rect(x, y, w, h, {fill: p.card, stroke: p.line, r: 10}) +
    `<path d="M${x + 10} ${y} h${sidebar - 10} v${h} h-${sidebar - 10} a10 10 0 0 1 -10 -10 v-${h - 20} a10 10 0 0 1 10 -10 z" fill="${p.soft}"/>`
  );
}

/**
 * The Fernleaf sample page as Live Preview shows it, reduced to shapes: a header, the hero heading
 * and a row of plant cards. Returns the boxes of the parts a drawing points at.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {Palette} p
 */
function fernleafPage(x, y, w, h, p) {
  let svg = rect(x, y, w, h, {fill: p.card, stroke: p.line, r: 8});
  svg += rect(x, y, w, 30, {fill: p.soft, r: 8});
  svg += `<circle cx="${x + 18}" cy="${y + 15}" r="5" fill="${p.muted}"/>`;
  svg += rect(x + 32, y + 11, Math.min(260, w - 50), 8, {fill: p.line, r: 4});
  const page = {x: x + 14, y: y + 44, w: w - 28};
  svg += rect(page.x, page.y, page.w, 28, {fill: p.code, r: 4});
  svg += text(page.x + 10, page.y + 20, 'Fernleaf', {size: 15, weight: 700, fill: p.green});
  // A narrow page (a phone-sized preview) wraps the heading.
  const narrow = page.w < 300;
  const heading = {x: page.x + 10, y: page.y + 46, w: narrow ? page.w - 20 : 336, h: narrow ? 44 : 30};
  const headingLines = narrow ? ['Green friends for', 'every windowsill'] : ['Green friends for every windowsill'];
  headingLines.forEach((s, i) => {
    svg += text(heading.x + 4, heading.y + 20 + i * 18, s, {size: narrow ? 13 : 16, weight: 700, fill: p.green});
  });
  svg += bars(heading.x + 4, heading.y + heading.h + 14, [Math.min(page.w - 40, 250), Math.min(page.w - 60, 190)], p, 14, 6);
  const cardY = heading.y + heading.h + 52;
  const columns = narrow ? 1 : 3;
  const cardW = (page.w - 20 - (columns - 1) * 12) / columns;
  const cards = [...Array(columns).keys()].map((i) => ({x: page.x + 10 + i * (cardW + 12), y: cardY, w: cardW, h: 74}));
  for (const c of cards) {
    svg += rect(c.x, c.y, c.w, c.h, {fill: p.bg, stroke: p.line, r: 6});
    svg += rect(c.x + 10, c.y + 12, c.w * 0.55, 8, {fill: p.green, r: 4});
    svg += bars(c.x + 10, c.y + 30, [c.w * 0.75, c.w * 0.5], p, 12, 5);
    svg += rect(c.x + 10, c.y + 56, 30, 8, {fill: p.orange, r: 4});
  }
  return {svg, heading, cards};
}

/**
 * A menu as the editor draws it: items, `null` for a separator, `✓` marks, one row highlighted.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {(string | null)[]} items
 * @param {Palette} p
 * @param {{highlight?: string}} [options]
 */
function menu(x, y, w, items, p, {highlight} = {}) {
  const rows = items.reduce((sum, item) => sum + (item === null ? 10 : 26), 0);
  let svg = rect(x, y, w, rows + 12, {fill: p.card, stroke: p.line, r: 8});
  let ry = y + 6;
  for (const item of items) {
    if (item === null) {
      svg += line(x + 10, ry + 5, x + w - 10, ry + 5, p.line);
      ry += 10;
      continue;
    }
    const on = item === highlight;
    if (on) svg += rect(x + 4, ry, w - 8, 26, {fill: p.accent, r: 5});
    svg += text(x + 12, ry + 18, item, {size: 13, fill: on ? p.accentInk : p.ink});
    ry += 26;
  }
  return svg;
}

/**
 * By name. Partial: illustrationSvg takes any name a shot gives and throws on one with no drawing.
 * @type {Partial<Record<string, Drawing>>}
 */
const DRAWINGS = {
  // The Git panel lists the changes with a checkbox each and a Commit button in its toolbar; the
  // message is typed in the commit dialog that the button opens (Git/templates/git-panel.html,
  // git-panel-results.html and git-commit-dialog.html at v5.2.4; status words from strings.js).
  git(p) {
    const W = 760;
    const H = 440;
    const x = 30;
    const y = 56;
    let body = appWindow(x, y, 440, 340, p, {sidebar: 110});
    body += bars(x + 16, y + 30, [66, 80, 56, 72, 50], p, 22);
    body += bars(x + 130, y + 26, [200, 250, 170, 220], p, 18);
    const px = x + 110;
    const py = y + 112;
    body += line(px, py, x + 440, py, p.line);
    body += text(px + 168, py + 26, 'Git panel', {size: 12, fill: p.muted});
    body += check(px + 14, py + 14, p);
    body += rect(px + 38, py + 8, 86, 26, {fill: p.accent, r: 5});
    body += text(px + 81, py + 26, 'Commit', {size: 13, weight: 700, fill: p.accentInk, anchor: 'middle'});
    body += line(px + 8, py + 44, x + 432, py + 44, p.soft);
    const files = [
      ['Staged, Modified', 'index.html', p.orange],
      ['Staged, New file', 'js/reminder.js', p.green],
      ['Staged, Deleted', 'old-banner.png', p.red],
    ];
    files.forEach(([status, name, colour], i) => {
      const rowY = py + 58 + i * 34;
      body += check(px + 14, rowY, p);
      body += text(px + 38, rowY + 12, status, {size: 12, fill: colour});
      body += text(px + 160, rowY + 12, name, {size: 13, fill: p.ink, mono: true});
    });
    body += badge('1', px - 2, py + 65, p);
    body += badge('2', px + 138, py + 21, p);
    // The commit dialog, over the window as the editor shows it.
    const dx = 420;
    const dy = 118;
    body += rect(dx + 4, dy + 6, 310, 196, {fill: p.line, r: 10});
    body += rect(dx, dy, 310, 196, {fill: p.card, stroke: p.line, r: 10});
    body += text(dx + 18, dy + 30, 'Git commit…', {size: 15, weight: 700, fill: p.ink});
    body += line(dx + 12, dy + 44, dx + 298, dy + 44, p.line);
    // The staged changes, as diff lines.
    body += text(dx + 18, dy + 68, '+', {size: 13, weight: 700, fill: p.green, mono: true});
    body += text(dx + 18, dy + 88, '−', {size: 13, weight: 700, fill: p.red, mono: true});
    body += bars(dx + 34, dy + 60, [220, 170], p, 20, 6);
    body += rect(dx + 18, dy + 104, 274, 32, {fill: p.card, stroke: p.accent, r: 5, sw: 2});
    body += text(dx + 28, dy + 125, 'Add the watering reminder', {size: 14, fill: p.ink});
    body += rect(dx + 138, dy + 152, 70, 28, {stroke: p.line, r: 5});
    body += text(dx + 173, dy + 171, 'Cancel', {size: 13, fill: p.ink, anchor: 'middle'});
    body += rect(dx + 218, dy + 152, 74, 28, {fill: p.accent, r: 5});
    body += text(dx + 255, dy + 171, 'OK', {size: 13, weight: 700, fill: p.accentInk, anchor: 'middle'});
    body += badge('3', dx + 8, dy + 120, p);
    const steps = [
      ['1', 'Tick the files that belong together'],
      ['2', 'Click Commit'],
      ['3', 'Type the message, then click OK'],
    ];
    steps.forEach(([n, label], i) => {
      const sy = dy + 226 + i * 28;
      body += badge(n, dx + 12, sy, p);
      body += text(dx + 32, sy + 5, label, {size: 13, fill: p.ink});
    });
    return canvas(W, H, p, body);
  },

  // The terminal panel: the terminal on the left, and on the right the strip that lists the
  // terminals, each row named by its foreground program (the shell at the prompt) and its folder,
  // with New Terminal and the default-shell chevron at its foot
  // (Terminal/terminal-panel.html, main.js _updateFlyout and Extn-Terminal.less at v5.2.4).
  terminal(p) {
    const W = 760;
    const H = 420;
    const x = 30;
    const y = 56;
    let body = appWindow(x, y, 700, 340, p, {sidebar: 140});
    body += bars(x + 18, y + 28, [80, 96, 64, 88, 58], p, 22);
    body += bars(x + 166, y + 26, [260, 320, 210, 280, 190], p, 18);
    const py = y + 124;
    const bottom = y + 340;
    body += line(x + 140, py, x + 700, py, p.line);
    const lines = [
      ['~/fernleaf $ git status', p.ink],
      ['On branch main', p.muted],
      ['nothing to commit, working tree clean', p.muted],
      ['~/fernleaf $ ', p.ink],
    ];
    lines.forEach(([s, fill], i) => {
      body += text(x + 158, py + 34 + i * 24, s, {size: 14, fill, mono: true});
    });
    body += rect(x + 158 + 13 * 8.43, py + 21 + 3 * 24, 9, 16, {fill: p.ink, r: 1});
    // The strip on the right edge of the panel.
    const sx = x + 700 - 176;
    body += `<path d="M${sx} ${py} h176 v${bottom - py - 10} a10 10 0 0 1 -10 10 h-166 z" fill="${p.soft}"/>`;
    body += line(sx, py, sx, bottom, p.line);
    /** @type {[name: string, folder: string, active: boolean][]} */
    const rows = [
      ['zsh', 'fernleaf', true],
      ['zsh', 'css', false],
    ];
    rows.forEach(([name, folder, active], i) => {
      const ry = py + 10 + i * 32;
      if (active) body += rect(sx + 6, ry, 164, 28, {fill: p.tag, r: 5});
      body += text(sx + 16, ry + 19, '>_', {size: 12, weight: 700, fill: p.muted, mono: true});
      body += text(sx + 42, ry + 19, name, {size: 13, weight: active ? 700 : 400, fill: p.ink});
      body += text(sx + 160, ry + 19, folder, {size: 12, fill: p.muted, anchor: 'end'});
    });
    body += line(sx + 8, bottom - 44, sx + 168, bottom - 44, p.line);
    body += text(sx + 16, bottom - 17, '+ Terminal', {size: 13, weight: 700, fill: p.ink});
    body += line(sx + 136, bottom - 44, sx + 136, bottom - 4, p.line);
    body += `<path d="M${sx + 149} ${bottom - 19} l7 -7 l7 7" fill="none" stroke="${p.muted}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
    return canvas(W, H, p, body);
  },

  openIn(p) {
    const W = 720;
    const H = 400;
    const x = 30;
    const y = 56;
    let body = rect(x, y, 230, 320, {fill: p.soft, stroke: p.line, r: 10});
    /** @type {[name: string, depth: number, active: boolean][]} */
    const tree = [
      ['▾ fernleaf', 0, false],
      ['▸ css', 1, false],
      ['▸ images', 1, false],
      ['▸ js', 1, false],
      ['index.html', 1, true],
      ['README.md', 1, false],
      ['visit.html', 1, false],
    ];
    tree.forEach(([name, depth, active], i) => {
      const ty = y + 34 + i * 30;
      if (active) body += rect(x + 8, ty - 19, 214, 28, {fill: p.tag, r: 5});
      body += text(x + 18 + depth * 18, ty, name, {size: 14, fill: p.ink, weight: active ? 700 : 400});
    });
    const mx = x + 170;
    const my = y + 84;
    const menu = ['New File', 'New Folder', 'Open In', null, 'Cut', 'Copy', 'Rename', 'Delete'];
    body += rect(mx, my, 180, 214, {fill: p.card, stroke: p.line, r: 8});
    let ry = my + 10;
    for (const item of menu) {
      if (item === null) {
        body += line(mx + 10, ry + 4, mx + 170, ry + 4, p.line);
        ry += 10;
        continue;
      }
      if (item === 'Open In') body += rect(mx + 4, ry, 172, 26, {fill: p.accent, r: 5});
      const fill = item === 'Open In' ? p.accentInk : p.ink;
      body += text(mx + 16, ry + 18, item, {size: 14, fill});
      if (item === 'Open In') body += text(mx + 162, ry + 18, '▸', {size: 13, fill, anchor: 'end'});
      ry += 26;
    }
    const sx = mx + 186;
    const sy = my + 58;
    // DocumentCommandHandlers.js at v5.2.4: Windows renames both items, macOS the file manager only.
    body += text(sx, sy - 30, 'Linux labels; Windows names its own file', {size: 12, fill: p.muted});
    body += text(sx, sy - 14, 'manager and terminal, macOS its Finder.', {size: 12, fill: p.muted});
    const sub = ['File Manager', 'Terminal', 'Integrated Terminal', 'System Default App'];
    body += rect(sx, sy, 206, sub.length * 28 + 12, {fill: p.card, stroke: p.accent, r: 8, sw: 2});
    sub.forEach((item, i) => {
      body += text(sx + 16, sy + 26 + i * 28, item, {size: 14, fill: p.ink});
    });
    return canvas(W, H, p, body);
  },

  stylesBar(p) {
    const W = 760;
    const H = 450;
    const controls = [
      'Text color',
      'Background color',
      'Font family',
      'Font size',
      'Font weight',
      'Text alignment',
      'Text style',
      'Border',
      'Box model',
      'Layout',
    ];
    const page = fernleafPage(30, 56, 470, 370, p);
    let body = page.svg;
    const hd = page.heading;
    body += rect(hd.x - 4, hd.y, hd.w + 8, hd.h, {stroke: p.accent, r: 2, sw: 2});
    // the Font size panel, open above the bar
    const px = 60;
    const py = 236;
    body += rect(px, py, 300, 128, {fill: p.card, stroke: p.accent, r: 8, sw: 2});
    body += text(px + 14, py + 24, 'Font size', {size: 14, weight: 700, fill: p.ink});
    body += rect(px + 14, py + 36, 110, 28, {fill: p.code, stroke: p.line, r: 5});
    body += text(px + 24, py + 55, '2.4', {size: 14, fill: p.ink, mono: true});
    body += rect(px + 80, py + 40, 38, 20, {fill: p.tag, r: 4});
    body += text(px + 99, py + 55, 'rem', {size: 12, fill: p.ink, anchor: 'middle'});
    body += text(px + 14, py + 86, 'Save changes to', {size: 12, fill: p.muted});
    body += rect(px + 14, py + 94, 180, 24, {fill: p.code, stroke: p.line, r: 5});
    body += text(px + 22, py + 111, '.hero h1', {size: 13, fill: p.ink, mono: true});
    body += text(px + 186, py + 111, '▾', {size: 12, fill: p.muted, anchor: 'end'});
    body += rect(px + 214, py + 92, 72, 28, {fill: p.accent, r: 6});
    body += text(px + 250, py + 111, 'Done', {size: 13, weight: 700, fill: p.accentInk, anchor: 'middle'});
    // the bar along the bottom of the preview, one button per control
    const by = 380;
    body += rect(44, by, 442, 36, {fill: p.soft, stroke: p.line, r: 8});
    controls.forEach((_, i) => {
      const cx = 62 + i * 42;
      const on = i === 3;
      body += rect(cx - 14, by + 6, 28, 24, {fill: on ? p.accent : p.card, stroke: on ? p.accent : p.line, r: 5});
      body += text(cx, by + 23, String(i + 1), {size: 12, weight: 700, fill: on ? p.accentInk : p.muted, anchor: 'middle'});
    });
    body += text(530, 78, 'The controls of the bar', {size: 13, weight: 700, fill: p.muted});
    controls.forEach((name, i) => {
      const ly = 108 + i * 30;
      body += badge(String(i + 1), 542, ly - 5, p);
      body += text(564, ly, name, {size: 14, fill: p.ink, weight: i === 3 ? 700 : 400});
    });
    return canvas(W, H, p, body, 'Drawing · Phoenix Pro');
  },

  measurements(p) {
    const W = 760;
    const H = 430;
    const frame = {x: 30, y: 96, w: 500, h: 300};
    const page = fernleafPage(frame.x, frame.y, frame.w, frame.h, p);
    let body = rect(frame.x, 56, frame.w, 34, {fill: p.soft, stroke: p.line, r: 8});
    body += bars(frame.x + 14, 70, [240], p);
    body += page.svg;
    // the selected card: margin and padding shaded, then the guide lines out to the page edges
    const c = page.cards[1];
    body += rect(c.x - 8, c.y - 8, c.w + 16, c.h + 16, {fill: p.orange, r: 2}).replace('<rect', '<rect opacity="0.22"');
    body += rect(c.x, c.y, c.w, c.h, {stroke: p.accent, r: 2, sw: 2});
    const left = frame.x + 1;
    const right = frame.x + frame.w - 1;
    const top = frame.y + 31;
    /** @type {(x1: number, y1: number, x2: number, y2: number) => string} */
    const dash = (x1, y1, x2, y2) =>
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${p.accent}" stroke-width="1.5" stroke-dasharray="4 3"/>`;
    /** @type {(x: number, y: number, s: string) => string} */
    const label = (x, y, s) =>
      rect(x - 24, y - 13, 48, 18, {fill: p.accent, r: 4}) +
      text(x, y + 1, s, {size: 11, weight: 700, fill: p.accentInk, anchor: 'middle'});
    body += rect(c.x + 6, c.y + 6, c.w - 12, c.h - 12, {fill: p.green, r: 2}).replace('<rect', '<rect opacity="0.18"');
    body += dash(left, c.y + c.h + 14, c.x, c.y + c.h + 14) + label(left + 40, c.y + c.h + 14, '178px');
    body += dash(c.x + c.w, c.y + c.h + 14, right, c.y + c.h + 14) + label(right - 40, c.y + c.h + 14, '334px');
    body += dash(c.x + c.w / 2, top, c.x + c.w / 2, c.y) + label(c.x + c.w / 2, c.y - 16, '172px');
    // the mode menu, open from the arrow next to the pencil
    body += rect(frame.x + 300, 62, 22, 22, {fill: p.accent, r: 4});
    body += text(frame.x + 330, 80, '▾', {size: 13, fill: p.muted});
    body += menu(
      frame.x + 290,
      92,
      250,
      ['    Preview Mode', '    Highlight Mode', '✓ Edit Mode', null, '✓ Inspect Element on Hover', '✓ Show Measurements'],
      p,
      {highlight: '✓ Show Measurements'},
    );
    body += text(560, 290, 'The selected card:', {size: 13, weight: 700, fill: p.muted});
    body += text(560, 310, 'an outline, margin and', {size: 13, fill: p.muted});
    body += text(560, 328, 'padding in two shades,', {size: 13, fill: p.muted});
    body += text(560, 346, 'and its distance to the', {size: 13, fill: p.muted});
    body += text(560, 364, 'edges of the page.', {size: 13, fill: p.muted});
    return canvas(W, H, p, body, 'Drawing · Phoenix Pro');
  },

  devicePreview(p) {
    const W = 760;
    const H = 440;
    let body = '';
    // toolbar with the device button pair
    body += rect(30, 56, 700, 36, {fill: p.soft, stroke: p.line, r: 8});
    body += rect(92, 63, 26, 22, {fill: p.accent, r: 4});
    body += rect(100, 67, 10, 14, {stroke: p.accentInk, r: 2, sw: 1.5});
    body += rect(121, 63, 18, 22, {fill: p.card, stroke: p.line, r: 4});
    body += text(130, 79, '▾', {size: 12, fill: p.muted, anchor: 'middle'});
    body += rect(160, 66, 290, 16, {fill: p.card, stroke: p.line, r: 8});
    // the resize ruler across the toolbar while the panel border is dragged: a band per breakpoint range
    for (let i = 0; i <= 58; i++) body += line(466 + i * 4.4, 92, 466 + i * 4.4, i % 5 ? 86 : 80, p.muted, 1);
    body += rect(466, 62, 124, 14, {fill: p.green, r: 3}).replace('<rect', '<rect opacity="0.35"');
    body += rect(592, 62, 130, 14, {fill: p.orange, r: 3}).replace('<rect', '<rect opacity="0.25"');
    // what the two buttons say when the pointer rests on them
    body += arrow(70, 126, 98, 90, p.muted);
    body += text(30, 142, 'Switch between mobile,', {size: 12, fill: p.muted});
    body += text(30, 158, 'tablet, and desktop', {size: 12, fill: p.muted});
    body += arrow(176, 120, 136, 90, p.muted);
    body += text(182, 124, 'All device sizes', {size: 12, fill: p.muted});
    // the list behind the arrow
    const lx = 121;
    const ly = 176;
    body += rect(lx, ly, 220, 226, {fill: p.card, stroke: p.accent, r: 8, sw: 2});
    /** @type {[name: string, count: number][]} */
    const groups = [
      ['phones', 3],
      ['tablets', 2],
      ['desktops', 2],
    ];
    let gy = ly + 16;
    for (const [name, n] of groups) {
      for (let i = 0; i < n; i++) {
        body += rect(lx + 12, gy + i * 22, 120, 8, {fill: p.soft, r: 4});
        body += rect(lx + 160, gy + i * 22, 44, 8, {fill: p.soft, r: 4});
      }
      body += text(lx + 236, gy + 9, `${name}, with widths`, {size: 12, fill: p.muted});
      gy += n * 22 + 6;
      body += line(lx + 10, gy - 8, lx + 210, gy - 8, p.line, 1);
    }
    body += rect(lx + 6, gy - 2, 208, 26, {fill: p.accent, r: 5});
    body += rect(lx + 16, gy + 7, 90, 8, {fill: p.accentInk, r: 4});
    body += text(lx + 236, gy + 8, 'your CSS breakpoint:', {size: 12, fill: p.muted});
    body += text(lx + 236, gy + 24, '@media (max-width: 560px)', {size: 12, fill: p.ink, mono: true});
    // the page at that width
    body += fernleafPage(570, 120, 160, 282, p).svg;
    return canvas(W, H, p, body, 'Drawing · Phoenix Pro');
  },

  imageGallery(p) {
    const W = 760;
    const H = 450;
    const page = fernleafPage(30, 56, 520, 380, p);
    let body = page.svg;
    /** @type {(x: number, y: number, w: number, h: number, tone: string) => string} */
    const shape = (x, y, w, h, tone) => `<path d="M${x} ${y + h} q${w / 2} -${h * 1.6} ${w} 0 z" fill="${tone}" opacity="0.85"/>`;
    // the selected image shows the result under the pointer until the pointer leaves it
    const img = {x: 398, y: 96, w: 134, h: 110};
    body += rect(img.x, img.y, img.w, img.h, {fill: p.code, r: 4});
    body += shape(img.x + 27, img.y + 60, 80, 40, p.orange);
    body += rect(img.x - 3, img.y - 3, img.w + 6, img.h + 6, {stroke: p.accent, r: 3, sw: 2});
    // the gallery along the bottom of the preview
    const gy = 262;
    body += rect(44, gy, 492, 162, {fill: p.soft, stroke: p.accent, r: 10, sw: 2});
    body += rect(58, gy + 14, 150, 30, {fill: p.card, stroke: p.line, r: 6});
    body += text(70, gy + 34, 'fern', {size: 14, fill: p.ink});
    body += rect(214, gy + 14, 70, 30, {fill: p.accent, r: 6});
    body += text(249, gy + 34, 'Search', {size: 13, weight: 700, fill: p.accentInk, anchor: 'middle'});
    body += rect(290, gy + 14, 146, 30, {fill: p.card, stroke: p.line, r: 6});
    body += text(363, gy + 34, 'Select from device', {size: 13, fill: p.ink, anchor: 'middle'});
    body += badge('1', 466, gy + 29, p);
    body += badge('2', 500, gy + 29, p);
    body += text(60, gy + 108, '‹', {size: 26, fill: p.muted});
    body += text(522, gy + 108, '›', {size: 26, fill: p.muted, anchor: 'end'});
    [p.green, p.orange, p.accent].forEach((tone, i) => {
      const tx = 80 + i * 146;
      const ty = gy + 58;
      const hovered = i === 1;
      body += rect(tx, ty, 134, 88, {fill: p.card, stroke: hovered ? p.accent : p.line, r: 6, sw: hovered ? 2.5 : 1.5});
      body += shape(tx + 34, ty + 50, 66, 26, tone);
      body += bars(tx + 10, ty + 10, [56], p);
      if (hovered) {
        body += rect(tx + 6, ty + 56, 122, 24, {fill: p.accent, r: 5});
        body += text(tx + 67, ty + 73, 'Download image', {size: 12, weight: 700, fill: p.accentInk, anchor: 'middle'});
      }
    });
    body += arrow(572, 150, 542, 150, p.accent);
    body += text(582, 146, 'The result under the', {size: 13, fill: p.muted});
    body += text(582, 164, 'pointer, tried in place', {size: 13, fill: p.muted});
    body += badge('1', 590, 300, p);
    body += text(610, 305, 'Select image size', {size: 13, fill: p.ink});
    body += badge('2', 590, 340, p);
    body += text(610, 345, 'Choose image', {size: 13, fill: p.ink});
    body += text(610, 363, 'download folder', {size: 13, fill: p.ink});
    return canvas(W, H, p, body, 'Drawing · Phoenix Pro');
  },

  aiChat(p) {
    const W = 760;
    const H = 470;
    let body = appWindow(30, 56, 700, 390, p, {sidebar: 330});
    // the sidebar's tabs, the chat one active
    body += rect(44, 68, 70, 26, {stroke: p.line, r: 5});
    body += text(79, 86, 'Files', {size: 13, fill: p.muted, anchor: 'middle'});
    body += rect(120, 68, 70, 26, {fill: p.card, stroke: p.accent, r: 5, sw: 2});
    body += `<path d="M155 73 l3 6 l6 2 l-6 2 l-3 6 l-3 -6 l-6 -2 l6 -2 z" fill="${p.accent}"/>`;
    body += arrow(372, 81, 200, 81, p.accent);
    body += text(384, 86, 'The AI tab, next to Files', {size: 13, weight: 700, fill: p.ink});
    // header: model, New, history, settings
    body += rect(44, 104, 90, 22, {fill: p.card, stroke: p.line, r: 5});
    body += bars(54, 112, [56], p);
    body += text(124, 120, '▾', {size: 11, fill: p.muted, anchor: 'end'});
    body += rect(216, 104, 46, 22, {fill: p.card, stroke: p.line, r: 5});
    body += text(239, 120, 'New', {size: 12, fill: p.ink, anchor: 'middle'});
    body += `<circle cx="284" cy="115" r="9" fill="none" stroke="${p.muted}" stroke-width="1.5"/>`;
    body += `<circle cx="312" cy="115" r="9" fill="none" stroke="${p.muted}" stroke-width="1.5" stroke-dasharray="3 2"/>`;
    // the empty chat
    body += text(195, 156, 'Design, build, and fix faster with AI', {size: 13, weight: 700, fill: p.ink, anchor: 'middle'});
    body += text(195, 176, 'AI that works with your preview', {size: 12, fill: p.muted, anchor: 'middle'});
    const cards = [
      ['Generate Layout', 'Describe a section'],
      ['Fix Bugs', 'Scan for issues'],
      ['Suggest improvements', 'UX & performance tips'],
    ];
    cards.forEach(([title, desc], i) => {
      const cy = 192 + i * 52;
      body += rect(52, cy, 286, 44, {fill: p.card, stroke: p.line, r: 8});
      body += text(66, cy + 19, title, {size: 13, weight: 700, fill: p.ink});
      body += text(66, cy + 36, desc, {size: 12, fill: p.muted});
    });
    // context chips, message box, mode and send
    body += rect(52, 352, 74, 22, {fill: p.tag, r: 11});
    body += text(89, 367, 'Line 25', {size: 12, fill: p.ink, anchor: 'middle'});
    body += rect(132, 352, 96, 22, {fill: p.tag, r: 11});
    body += text(180, 367, 'Live Preview', {size: 12, fill: p.ink, anchor: 'middle'});
    body += rect(52, 380, 286, 56, {fill: p.card, stroke: p.accent, r: 8, sw: 2});
    body += text(64, 400, 'Ask Claude...', {size: 13, fill: p.muted});
    body += text(64, 426, 'AI Edit Mode', {size: 12, weight: 700, fill: p.green});
    body += `<circle cx="320" cy="420" r="11" fill="${p.accent}"/>`;
    body += `<path d="M315 420 h10 m-4 -4 l4 4 l-4 4" fill="none" stroke="${p.accentInk}" stroke-width="2" stroke-linecap="round"/>`;
    // the editor beside it
    body += bars(384, 110, [230, 300, 180, 260, 150, 280], p, 18);
    body += rect(380, 214, 330, 200, {fill: p.code, stroke: p.line, r: 8});
    body += text(396, 238, 'Live Preview', {size: 12, weight: 700, fill: p.muted});
    body += bars(396, 254, [200, 260, 140], p, 18);
    return canvas(W, H, p, body, 'Drawing · desktop app');
  },

  eslint(p) {
    const W = 760;
    const H = 370;
    let body = '';
    /** @type {(x: number, y: number, w: number, name: string, rows: [text: string, colour?: string][]) => string} */
    const file = (x, y, w, name, rows) => {
      let s = rect(x, y, w, 28 + rows.length * 22, {fill: p.card, stroke: p.line, r: 8});
      s += text(x + 14, y + 20, name, {size: 13, weight: 700, fill: p.muted, mono: true});
      rows.forEach(([t, c], i) => {
        s += text(x + 14, y + 46 + i * 22, t, {size: 13, fill: c ?? p.ink, mono: true});
      });
      return s;
    };
    body += file(30, 56, 300, 'package.json', [['"devDependencies": {'], ['  "eslint": "^9.0.0"', p.green], ['}']]);
    body += file(30, 176, 300, 'eslint.config.js', [
      ['export default ['],
      ['  { rules: {'],
      ['    "no-unused-vars": "warn",', p.orange],
      ['    "eqeqeq": "error"', p.red],
      ['  } }'],
      [']'],
    ]);
    body += arrow(342, 200, 402, 200, p.accent);
    const x = 414;
    const y = 110;
    body += rect(x, y, 316, 196, {fill: p.card, stroke: p.line, r: 10});
    body += rect(x + 12, y + 12, 90, 26, {fill: p.card, stroke: p.accent, r: 5});
    body += text(x + 57, y + 30, 'Problems', {size: 13, weight: 700, fill: p.ink, anchor: 'middle'});
    body += text(x + 16, y + 62, '2 ESLint Problems', {size: 14, weight: 700, fill: p.ink});
    const problems = [
      ['12', 'no-unused-vars', p.orange],
      ['27', 'eqeqeq', p.red],
    ];
    problems.forEach(([ln, rule, colour], i) => {
      const py = y + 96 + i * 34;
      body += text(x + 20, py, ln, {size: 13, fill: p.muted, mono: true});
      body += `<circle cx="${x + 56}" cy="${py - 5}" r="6" fill="${colour}"/>`;
      body += text(x + 72, py, rule, {size: 14, fill: p.ink, mono: true});
    });
    body += text(x + 16, y + 182, 'Runs on your computer: desktop app', {size: 12, fill: p.muted});
    return canvas(W, H, p, body);
  },

  aiControl(p) {
    const W = 760;
    const H = 420;
    let body = '';
    body += rect(30, 70, 250, 140, {fill: p.code, stroke: p.line, r: 8});
    body += text(46, 98, 'Administrator', {size: 13, weight: 700, fill: p.muted});
    body += text(46, 128, '$ sudo ./setup_phoenix_', {size: 13, fill: p.ink, mono: true});
    body += text(46, 148, '  ai_control_linux.sh', {size: 13, fill: p.ink, mono: true});
    body += text(46, 168, '  --disableAI', {size: 13, fill: p.orange, mono: true});
    body += text(46, 188, '  --allowedUsers "teacher"', {size: 13, fill: p.orange, mono: true});
    body += arrow(290, 130, 340, 130, p.accent);
    body += rect(350, 84, 150, 92, {fill: p.card, stroke: p.accent, r: 10, sw: 2});
    // a padlock
    body += `<path d="M410 118 v-10 a15 15 0 0 1 30 0 v10" fill="none" stroke="${p.accent}" stroke-width="4"/>`;
    body += rect(402, 116, 46, 34, {fill: p.accent, r: 5});
    body += text(425, 170, 'system-wide setting', {size: 11, fill: p.muted, anchor: 'middle'});
    const users = [
      ['student 1', 'AI off', p.red],
      ['student 2', 'AI off', p.red],
      ['teacher', 'AI allowed', p.green],
    ];
    users.forEach(([who, state, colour], i) => {
      const uy = 250;
      const ux = 60 + i * 230;
      body += arrow(425, 180, ux + 90, uy - 6, p.line);
      body += rect(ux, uy, 180, 110, {fill: p.card, stroke: p.line, r: 10});
      body += rect(ux + 14, uy + 14, 152, 50, {fill: p.soft, r: 5});
      body += bars(ux + 24, uy + 24, [90, 120, 70], p, 12, 5);
      body += text(ux + 14, uy + 84, who, {size: 13, fill: p.muted});
      body += text(ux + 14, uy + 102, state, {size: 14, weight: 700, fill: colour});
    });
    return canvas(W, H, p, body, 'Drawing · desktop installs');
  },

  linuxInstall(p) {
    const W = 760;
    const H = 380;
    let body = '';
    body += rect(30, 80, 290, 150, {fill: p.code, stroke: p.line, r: 8});
    body += text(46, 108, 'Terminal', {size: 13, weight: 700, fill: p.muted});
    body += text(46, 136, '$ wget -qO- https://updates.', {size: 12, fill: p.ink, mono: true});
    body += text(46, 154, '  phcode.io/linux/installer.sh', {size: 12, fill: p.ink, mono: true});
    body += text(46, 172, '  | bash', {size: 12, fill: p.ink, mono: true});
    body += bars(46, 186, [180, 130], p, 12, 5);
    body += rect(46, 210, 8, 14, {fill: p.ink, r: 1});
    body += arrow(330, 155, 386, 120, p.accent);
    body += arrow(330, 155, 386, 250, p.accent);
    // app menu
    body += rect(396, 60, 330, 116, {fill: p.card, stroke: p.line, r: 10});
    body += text(412, 84, 'Applications', {size: 13, weight: 700, fill: p.muted});
    ['Files', 'Phoenix Code', 'Settings'].forEach((name, i) => {
      const ix = 416 + i * 104;
      const hi = name === 'Phoenix Code';
      body += rect(ix + 22, 98, 44, 44, {fill: hi ? p.accent : p.soft, r: 10});
      body += text(ix + 44, 162, name, {size: 12, fill: hi ? p.ink : p.muted, anchor: 'middle', weight: hi ? 700 : 400});
    });
    // file manager right-click
    body += rect(396, 200, 330, 140, {fill: p.card, stroke: p.line, r: 10});
    body += text(412, 224, 'File manager', {size: 13, weight: 700, fill: p.muted});
    body += rect(412, 238, 120, 28, {fill: p.tag, r: 5});
    body += text(424, 257, 'index.html', {size: 13, fill: p.ink, mono: true});
    body += rect(520, 256, 190, 70, {fill: p.card, stroke: p.accent, r: 8, sw: 2});
    body += rect(526, 264, 178, 26, {fill: p.accent, r: 5});
    body += text(538, 282, 'Open with Phoenix Code', {size: 13, fill: p.accentInk});
    body += text(538, 312, 'Open with Text Editor', {size: 13, fill: p.muted});
    return canvas(W, H, p, body, 'Drawing · Linux desktop');
  },

  // The desktop updater on Windows and macOS, in its three visible steps; the texts are the
  // editor's UI strings (UPDATING_APP, UPDATE_DOWNLOADING, UPDATE_READY_RESTART_*, UPDATE_WHATS_NEW).
  appUpdate(p) {
    const W = 760;
    const H = 360;
    const y = 92;
    let body = '';
    /** @type {(x: number, w: number, h: number, title: string) => string} */
    const card = (x, w, h, title) =>
      rect(x, y, w, h, {fill: p.card, stroke: p.line, r: 10}) + text(x + 14, y + 26, title, {size: 13, weight: 700, fill: p.ink});
    // 1: downloading in the background
    body += badge('1', 42, y - 22, p);
    body += text(62, y - 17, 'While you work', {size: 13, weight: 700, fill: p.muted});
    body += card(30, 210, 150, 'Updating Phoenix Code');
    body += text(44, y + 52, 'Downloading Installer', {size: 13, fill: p.muted});
    body += rect(44, y + 68, 182, 10, {fill: p.soft, r: 5});
    body += rect(44, y + 68, 110, 10, {fill: p.accent, r: 5});
    body += bars(44, y + 100, [150, 120], p, 16);
    body += arrow(248, y + 75, 282, y + 75, p.accent);
    // 2: ready, waiting for the windows to close
    body += badge('2', 302, y - 22, p);
    body += text(322, y - 17, 'Ready', {size: 13, weight: 700, fill: p.muted});
    body += rect(290, y, 210, 150, {fill: p.card, stroke: p.green, r: 10, sw: 2});
    body += text(304, y + 26, 'Restart App to Update', {size: 13, weight: 700, fill: p.ink});
    ['Phoenix Code will be', 'updated automatically', 'when you close all', 'open windows.'].forEach((s, i) => {
      body += text(304, y + 54 + i * 20, s, {size: 13, fill: p.muted});
    });
    body += arrow(508, y + 75, 542, y + 75, p.accent);
    // 3: the next start
    body += badge('3', 562, y - 22, p);
    body += text(582, y - 17, 'Next start', {size: 13, weight: 700, fill: p.muted});
    body += card(550, 180, 150, "What's New in");
    body += text(564, y + 46, 'Phoenix Code', {size: 13, weight: 700, fill: p.ink});
    body += bars(564, y + 66, [140, 110, 150, 90], p, 16);
    body += text(W / 2, y + 200, 'Windows and macOS; on Linux the install script finishes the update in a terminal.', {
      size: 12,
      fill: p.muted,
      anchor: 'middle',
    });
    return canvas(W, H, p, body);
  },

  // The Manage Licenses dialog with an education volume key being entered. Its closed Pro code draws
  // the real dialog; the labels are its UI strings (MANAGE_LICENSE_DIALOG_TITLE, LICENSE_*).
  manageLicenses(p) {
    const W = 780;
    const H = 440;
    const x = 30;
    const y = 56;
    let body = rect(x, y, 470, 360, {fill: p.card, stroke: p.line, r: 10});
    body += text(x + 20, y + 32, 'Manage Licenses', {size: 16, weight: 700, fill: p.ink});
    body += line(x + 20, y + 46, x + 450, y + 46, p.line);
    body += text(x + 20, y + 74, 'Account License', {size: 14, weight: 700, fill: p.ink});
    body += bars(x + 20, y + 88, [220], p);
    body += rect(x + 20, y + 104, 140, 30, {stroke: p.line, r: 6});
    body += text(x + 90, y + 124, 'Get Phoenix Pro', {size: 13, fill: p.ink, anchor: 'middle'});
    body += rect(x + 170, y + 104, 90, 30, {stroke: p.accent, r: 6, sw: 2});
    body += text(x + 215, y + 124, 'Sign In', {size: 13, fill: p.ink, anchor: 'middle'});
    body += line(x + 20, y + 154, x + 450, y + 154, p.line);
    body += text(x + 20, y + 182, 'Device License', {size: 14, weight: 700, fill: p.ink});
    body += text(x + 20, y + 210, 'Have a device license key?', {size: 13, fill: p.muted});
    body += rect(x + 20, y + 222, 300, 34, {fill: p.code, stroke: p.accent, r: 6, sw: 2});
    body += text(x + 32, y + 244, '••••-••••-••••-••••', {size: 13, fill: p.ink, mono: true});
    body += rect(x + 332, y + 222, 100, 34, {fill: p.accent, r: 6});
    body += text(x + 382, y + 244, 'Activate', {size: 14, weight: 700, fill: p.accentInk, anchor: 'middle'});
    body += rect(x + 20, y + 276, 412, 60, {fill: p.soft, r: 6});
    body += text(x + 34, y + 300, 'License activated system-wide.', {size: 13, weight: 700, fill: p.green});
    body += text(x + 34, y + 322, 'Please restart Phoenix Code.', {size: 13, fill: p.ink});
    // Two ways to Pro: a student signs in (A), IT activates the computer with a key (B).
    /** @type {[badge: string, first: string, second: string, y: number, to: number][]} */
    const notes = [
      ['A', 'Students: Sign In', 'with a school address', y + 119, x + 268],
      ['B', 'IT: paste the volume', 'key, then Activate', y + 239, x + 440],
      ['', 'Restart: Pro for', 'every user account', y + 306, x + 440],
    ];
    for (const [n, a, b2, sy, to] of notes) {
      body += arrow(546, sy, to, sy, p.accent);
      if (n) body += badge(n, 566, sy, p);
      body += text(586, sy - 2, a, {size: 14, weight: 700, fill: p.ink});
      body += text(586, sy + 16, b2, {size: 13, fill: p.muted});
    }
    return canvas(W, H, p, body);
  },
};

export const ILLUSTRATIONS = Object.keys(DRAWINGS);

/**
 * @param {string} name
 * @param {Theme} theme
 */
export function illustrationSvg(name, theme) {
  const draw = DRAWINGS[name];
  if (!draw) throw new Error(`no drawing named ${name} in illustrations.mjs`);
  return draw(PALETTES[theme]);
}

/**
 * The drawing as a PNG at `scale` times its CSS size, for the same pipeline as the screenshots.
 * @param {string} name
 * @param {Theme} theme
 * @param {number} scale
 */
export function renderIllustration(name, theme, scale) {
  return sharp(Buffer.from(illustrationSvg(name, theme)), {density: 72 * scale})
    .png()
    .toBuffer();
}
