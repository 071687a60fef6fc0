#!/usr/bin/env node
/**
 * Reads a docs version's facts from a running browser edition of the editor and writes them into
 * src/data/facts/<version>.json and <version>.modules.json (checked against src/data/facts/schema.ts).
 *
 *   npm run facts -- --editor http://127.0.0.1:8000/src/index.html --version <docs version> [--tag <editor tag>] [--out raw.json]
 *
 * The editor is started once per OS (win, mac, linux) in Debian's Chromium, with every request to
 * another host aborted and `navigator.platform` set so the editor detects that OS. The raw facts
 * (shape: README "Facts about the editor") go to --out (default: a file in the system temp folder),
 * then scripts/refresh-facts.mjs turns them into the project's files.
 *
 * Needs an editor running at the URL, so it is not run in CI; its pure parts (scripts/facts/read.mjs)
 * are unit-tested in tests/unit/facts-script.test.ts.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {launch, openEditor} from './lib/editor.mjs';
import {
  OSES,
  parseArgs,
  tagFor,
  platformScript,
  describeMember,
  describeFunction,
  describeValue,
  describeModule,
  isLabel,
  isEditorModule,
  compareKeys,
} from './facts/read.mjs';
import {writeFacts} from './refresh-facts.mjs';

/** @typedef {import('../src/lib/os').Os} Os */
/** @typedef {import('./lib/editor.mjs').EditorWindow} EditorWindow */
/**
 * The raw facts (README "Facts about the editor"), as read and as scripts/refresh-facts.mjs takes them.
 * A menu item is an item or a divider.
 * @typedef {{label: string, shortcut: string | null, commandId: string, submenuOf: string | null, divider?: undefined} | {divider: true, label?: undefined}} RawMenuItem
 * @typedef {{label: string, items: RawMenuItem[]}} RawMenu
 * @typedef {{items: RawMenuItem[]}} RawContextMenu
 * @typedef {{key: string, command: string, label: string | null}} RawKey
 * @typedef {{type: string, default: unknown, values?: unknown[]}} RawPreference
 * @typedef {import('./facts/read.mjs').ModuleFact} ModuleFact
 * @typedef {{platform: string, menus: Record<string, RawMenu>, contextMenus: Record<string, RawContextMenu>, keys: RawKey[]}} OsRead
 * @typedef {OsRead & {
 *   modules: Record<string, ModuleFact>,
 *   commands: Record<string, string | null>,
 *   preferences: Record<string, RawPreference>,
 *   labels: Record<string, string>,
 *   apiVersion: string,
 *   appVersion: string,
 * }} FullRead the first OS's read (`full`), which also has what is the same on every OS
 * @typedef {{
 *   about: string,
 *   tag: string,
 *   appVersionInSource: string,
 *   apiVersion: string,
 *   modules: Record<string, ModuleFact>,
 *   commands: Record<string, string | null>,
 *   menus: Record<Os, Record<string, RawMenu>>,
 *   contextMenus?: Record<Os, Record<string, RawContextMenu>>,
 *   keys: Record<Os, RawKey[]>,
 *   preferences: Record<string, RawPreference>,
 *   labels: Record<string, string>,
 * }} RawFacts the file; `contextMenus` since 5.2's docs
 */
/** RequireJS, the editor's loader: the modules it has defined, and where it fetches each from. @typedef {{s: {contexts: {_: {defined: Record<string, unknown>, nameToUrl(name: string): string}}}}} RequireJs */
/** A NodeList, iterable in the browser (the tsconfig's lib has no DOM.Iterable to say so). @typedef {NodeListOf<Element> & Iterable<Element>} ElementList */

// The describe functions run in the page too: sent as source, with the constants they close over.
const DESCRIBE_SOURCE = `
const FUNCTION_OWN = new Set(['length', 'name', 'prototype', 'arguments', 'caller']);
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
${describeMember.toString()}
${describeFunction.toString()}
${describeValue.toString()}
${describeModule.toString()}
${isLabel.toString()}
${isEditorModule.toString()}
${compareKeys.toString()}
`;

/**
 * Everything the editor tells about itself on one OS; modules, commands and the rest only once (`full`).
 * @param {{source: string, full: boolean}} read
 */
function readInPage({source, full}) {
  /** @type {Pick<typeof import('./facts/read.mjs'), 'describeModule' | 'isLabel' | 'isEditorModule' | 'compareKeys'>} */
  const lib = new Function(`${source}; return {describeModule, isLabel, isEditorModule, compareKeys};`)();
  /** @param {string} name */
  const get = (name) => /** @type {EditorWindow} */ (window).brackets.getModule(name);
  const CommandManager = get('command/CommandManager');
  const Menus = get('command/Menus');
  const KeyBindingManager = get('command/KeyBindingManager');
  /** @param {string} id */
  const label = (id) => {
    const command = CommandManager.get(id);
    return command ? command.getName() : null;
  };
  // A menu's items as the editor renders them: main menus in the menu bar, context menus in the
  // hidden #context-menu-bar, both as <li id=menu> > ul.dropdown-menu > li > a.menuAnchor.
  /** @param {string} id */
  const readItems = (id) => {
    const root = document.getElementById(id);
    /** @type {RawMenuItem[]} */
    const items = [];
    for (const anchor of root ? /** @type {ElementList} */ (root.querySelectorAll(':scope > ul.dropdown-menu > li')) : []) {
      if (anchor.querySelector(':scope > hr.divider')) {
        items.push({divider: true});
        continue;
      }
      const link = anchor.querySelector(':scope > a.menuAnchor');
      const item = link && Menus.getMenuItem(link.id);
      if (!item) continue;
      const shortcut = link.querySelector('.menu-shortcut');
      items.push({
        // Every menu anchor has its name.
        label: /** @type {Element} */ (link.querySelector('.menu-name')).textContent.trim(),
        shortcut: shortcut && shortcut.textContent.trim() ? shortcut.textContent.trim() : null,
        // A submenu's opener has no command: its id is the submenu's, after the menu's id.
        commandId: item._command ? item._command.getID() : link.id.slice(id.length + 1),
        submenuOf: null,
      });
    }
    return {root, items};
  };
  /** @type {Record<string, RawMenu>} */
  const menus = {};
  for (const id of Object.keys(Menus.getAllMenus())) {
    const {root, items} = readItems(id);
    const toggle = root && root.querySelector(':scope > a.dropdown-toggle');
    menus[id] = {label: toggle ? toggle.textContent.trim() : id, items: items.filter((item) => !item.divider)};
  }
  // Every context menu registered so far (the editor's own and its integrated extensions', such as
  // the tab bar's), with dividers, since a page's list of a context menu follows its groups.
  /** @type {Record<string, RawContextMenu>} */
  const contextMenus = {};
  for (const li of /** @type {ElementList} */ (document.querySelectorAll('#context-menu-bar > ul > li.context-menu'))) {
    if (Menus.getContextMenu(li.id)) contextMenus[li.id] = {items: readItems(li.id).items};
  }
  const keymap = KeyBindingManager.getKeymap();
  const keys = Object.keys(keymap)
    // displayKey: the key as the editor shows it (arrows as ↑ ↓), which is how the facts spell them.
    .map((key) => ({key: keymap[key].displayKey || key, command: keymap[key].commandID, label: label(keymap[key].commandID)}))
    .sort(lib.compareKeys);
  /** @type {OsRead & Partial<FullRead>} */
  const out = {platform: /** @type {EditorWindow} */ (window).brackets.platform, menus, contextMenus, keys};
  if (!full) return out;

  /** @param {string[]} names */
  const sorted = (names) => names.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // In the page, `require` is RequireJS, not Node's.
  const context = /** @type {RequireJs} */ (/** @type {unknown} */ (window.require)).s.contexts._;
  const defined = context.defined;
  out.modules = {};
  for (const name of sorted(Object.keys(defined))) {
    if (!lib.isEditorModule(name, context.nameToUrl(name))) continue;
    const described = lib.describeModule(defined[name]);
    if (described) out.modules[name] = described;
  }
  out.commands = Object.fromEntries(sorted(CommandManager.getAll()).map((id) => [id, label(id)]));
  const prefs = get('preferences/PreferencesManager').getAllPreferences();
  out.preferences = {};
  for (const id of sorted(Object.keys(prefs))) {
    const pref = prefs[id];
    out.preferences[id] = {type: pref.type, default: pref.initial === undefined ? null : pref.initial};
    if (Array.isArray(pref.values)) out.preferences[id].values = pref.values;
  }
  const strings = get('strings');
  out.labels = Object.fromEntries(
    sorted(Object.keys(strings))
      .filter((k) => lib.isLabel(strings[k]))
      .map((k) => [k, strings[k]]),
  );
  out.apiVersion = /** @type {EditorWindow} */ (window).brackets.metadata.apiVersion;
  out.appVersion = /** @type {EditorWindow} */ (window).brackets.metadata.version;
  return out;
}

/**
 * @param {string} editorUrl
 * @param {Os} osName
 * @param {boolean} full
 */
async function readOs(editorUrl, osName, full) {
  const session = await launch();
  try {
    await session.page.addInitScript({content: platformScript(osName)});
    await openEditor(session.page, editorUrl);
    // The editor's own ready signal: AppInit's appReady fires once the project is open and every
    // default extension has loaded, and so has registered its commands, menus and keys. (It has
    // fired already by the time openEditor returns; a handler added late runs at once.)
    await session.page.evaluate(
      () =>
        new Promise((resolve) => /** @type {EditorWindow} */ (window).brackets.getModule('utils/AppInit').appReady(() => resolve(true))),
    );
    const facts = await session.page.evaluate(readInPage, {source: DESCRIBE_SOURCE, full});
    if (facts.platform !== osName)
      throw new Error(`the editor detected ${facts.platform}, not ${osName}: the platform override did not take`);
    console.log(
      `${osName}: ${Object.keys(facts.menus).length} menus, ${facts.keys.length} keys${full ? `, ${Object.keys(/** @type {FullRead} */ (facts).modules).length} modules, ${Object.keys(/** @type {FullRead} */ (facts).commands).length} commands` : ''}`,
    );
    return facts;
  } finally {
    await session.browser.close();
  }
}

/**
 * The raw facts file (README "Facts about the editor") from one read per OS.
 * @param {Record<Os, OsRead>} byOs
 * @param {string} tag
 * @returns {RawFacts}
 */
export function assembleRaw(byOs, tag) {
  // The first OS is read in full.
  const first = /** @type {FullRead} */ (byOs[OSES[0]]);
  return {
    about:
      'Read by scripts/facts.mjs from the browser edition running in Chromium, navigator.platform set for each OS. Labels are UI strings of six words or fewer.',
    tag,
    appVersionInSource: first.appVersion,
    apiVersion: first.apiVersion,
    modules: first.modules,
    commands: first.commands,
    // One entry per OS, which fromEntries' type does not keep.
    menus: /** @type {RawFacts['menus']} */ (Object.fromEntries(OSES.map((o) => [o, byOs[o].menus]))),
    contextMenus: /** @type {RawFacts['contextMenus']} */ (Object.fromEntries(OSES.map((o) => [o, byOs[o].contextMenus]))),
    keys: /** @type {RawFacts['keys']} */ (Object.fromEntries(OSES.map((o) => [o, byOs[o].keys]))),
    preferences: first.preferences,
    labels: first.labels,
  };
}

async function main() {
  let args, tag;
  try {
    args = parseArgs(process.argv.slice(2));
    const versionsFile = new URL('../src/data/versions.json', import.meta.url);
    tag = tagFor(args, JSON.parse(readFileSync(versionsFile, 'utf8')).versions);
  } catch (error) {
    // An Error from the command line or the versions file.
    console.error(/** @type {Error} */ (error).message);
    process.exit(2);
  }
  // Filled just below, one read per OS.
  const byOs = /** @type {Record<Os, OsRead>} */ ({});
  for (const [i, osName] of OSES.entries()) byOs[osName] = await readOs(args.editor, osName, i === 0);
  const raw = assembleRaw(byOs, tag);
  const out = args.out ?? path.join(os.tmpdir(), `phoenix-facts-${args.version}.json`);
  writeFileSync(out, `${JSON.stringify(raw, null, 1)}\n`);
  console.log(`wrote ${out}`);
  await writeFacts(raw, args.version);
}

// Compared as paths: import.meta.url is percent-encoded, so a folder with a space would never match.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
