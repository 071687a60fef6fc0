/**
 * The editor's facts for each documented version, and the lookups that pages and tests make.
 *
 * `<version>.json` is written by `npm run facts` from the running editor, one per version that
 * `src/data/versions.json` lists; `desktopOnly.yaml` adds the desktop apps' commands, which the
 * browser edition (where the facts are read) does not have. Every file is checked against
 * ./schema.ts when it is first read. Build-time only: nothing here reaches the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CURRENT_DOCS_VERSION, isDocsVersion, type DocsVersion} from '../docsVersions';
import {desktopKeyVariants, desktopOnlyCommands, type DesktopOnlyCommand} from './desktopOnly';
import {KEY_DISPLAY_NAMES, splitKey} from '../../lib/keys';
import {menuExtras} from './menuExtras';
import {OSES, type Os} from './os';
import {
  moduleFactsSchema,
  parseFacts,
  versionFactsSchema,
  type MenuFact,
  type MenuItemFact,
  type ModuleFacts,
  type VersionFacts,
} from './schema';

export {CURRENT_DOCS_VERSION, DOCS_VERSIONS, OLDER_DOCS_VERSIONS, isDocsVersion, type DocsVersion} from '../docsVersions';
export {OSES, OS_NAMES, type Os} from './os';
export type {KeyFact, MenuFact, MenuItemFact, ModuleFacts, PreferenceFact, VersionFacts} from './schema';

/** This folder, where each version's `<version>.json` and `<version>.modules.json` are. */
export const FACTS_DIR = __dirname;

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(FACTS_DIR, file), 'utf8'));
}

const byVersion = new Map<DocsVersion, VersionFacts>();
const modulesByVersion = new Map<DocsVersion, ModuleFacts>();

export function factsFor(version: DocsVersion): VersionFacts {
  if (!isDocsVersion(version)) throw new Error(`no docs version ${version} in src/data/versions.json`);
  let facts = byVersion.get(version);
  if (!facts) {
    facts = parseFacts(versionFactsSchema, readJson(`${version}.json`), `src/data/facts/${version}.json`);
    if (facts.version !== version) throw new Error(`src/data/facts/${version}.json: version: says ${facts.version}`);
    byVersion.set(version, facts);
  }
  return facts;
}

/** What `brackets.getModule()` returns in a version's editor: every module with its exports. */
export function moduleFactsFor(version: DocsVersion): ModuleFacts {
  if (!isDocsVersion(version)) throw new Error(`no docs version ${version} in src/data/versions.json`);
  let facts = modulesByVersion.get(version);
  if (!facts) {
    facts = parseFacts(moduleFactsSchema, readJson(`${version}.modules.json`), `src/data/facts/${version}.modules.json`);
    modulesByVersion.set(version, facts);
  }
  return facts;
}

export function desktopOnlyFor(version: DocsVersion): readonly DesktopOnlyCommand[] {
  return desktopOnlyCommands.filter((command) => command.versions.includes(version));
}

/**
 * The docs version a content file documents, from where it lives: `versioned_docs/version-X/`
 * is X; `docs/`, `api/` and everything else is the current version.
 */
export function docsVersionOfFile(filePath: string): DocsVersion {
  const match = /(?:^|[\\/])versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(filePath);
  if (!match) return CURRENT_DOCS_VERSION;
  const version = match[1]!;
  if (!isDocsVersion(version)) throw new Error(`${filePath}: no editor facts for docs version ${version}`);
  return version;
}

const MAC_SYMBOLS: Record<string, string> = {Ctrl: '⌃', Alt: '⌥', Opt: '⌥', Shift: '⇧', Cmd: '⌘'};
const MAC_ORDER = ['Ctrl', 'Alt', 'Opt', 'Shift', 'Cmd'];

/**
 * A keymap binding (`Shift-Cmd-F`) the way the editor's menus show it on an OS: `Ctrl+Shift+F` on
 * Windows and Linux, `⇧⌘F` on macOS (modifiers as symbols, in the macOS order).
 */
export function formatKey(key: string, os: Os): string {
  const parts = splitKey(key);
  const main = parts.pop()!;
  const mainName = KEY_DISPLAY_NAMES[main] ?? main;
  if (os !== 'mac') return [...parts, mainName].join('+');
  const modifiers = [...parts].sort((a, b) => MAC_ORDER.indexOf(a) - MAC_ORDER.indexOf(b));
  return modifiers.map((m) => MAC_SYMBOLS[m] ?? m).join('') + mainName;
}

export type CommandFacts = {
  commandId: string;
  label: string;
  /** Menu path per OS (`['File', 'Save File']`), or null where no menu has the command. */
  menuPath: Record<Os, readonly string[] | null>;
  /** Every default key per OS, formatted as the menus show keys; empty where unbound. */
  shortcuts: Record<Os, string[]>;
  /**
   * Where the desktop apps' key differs from the browser's: the desktop key per OS, null where the
   * desktop apps bind none, else absent.
   */
  desktopShortcuts: Partial<Record<Os, string | null>>;
  /** Where a desktop-only command's facts come from, else null. */
  desktopOnlySource: string | null;
};

function menuPathIn(menus: MenuFact[], commandId: string): string[] | null {
  for (const menu of menus) {
    const item = menu.items.find((entry) => 'commandId' in entry && entry.commandId === commandId);
    if (item && 'label' in item) return item.submenuOf ? [menu.label, item.submenuOf, item.label] : [menu.label, item.label];
  }
  return null;
}

/** What the docs may say about a command in a version, or null if the version has no such command. */
export function commandFacts(version: DocsVersion, commandId: string): CommandFacts | null {
  const facts = factsFor(version);
  const desktop = desktopOnlyFor(version).find((command) => command.commandId === commandId);
  if (desktop) {
    const perOs = <T>(pick: (os: Os) => T) => Object.fromEntries(OSES.map((os) => [os, pick(os)])) as Record<Os, T>;
    return {
      commandId,
      label: desktop.label,
      menuPath: perOs(() => desktop.menuPath ?? null),
      shortcuts: perOs((os) => (desktop.keys?.[os] ? [formatKey(desktop.keys[os]!, os)] : [])),
      desktopShortcuts: {},
      desktopOnlySource: desktop.source,
    };
  }
  const extra = menuExtras.find((item) => item.commandId === commandId && item.versions.includes(version));
  const label = facts.commands[commandId] ?? (extra?.extension ? extra.menuPath[extra.menuPath.length - 1] : undefined);
  if (label === undefined) return null;
  const result = {commandId, label, menuPath: {}, shortcuts: {}, desktopShortcuts: {}, desktopOnlySource: null} as CommandFacts;
  const variant = desktopKeyVariants.find((v) => v.commandId === commandId && v.versions.includes(version));
  for (const os of OSES) {
    result.menuPath[os] = menuPathIn(facts.menus[os], commandId) ?? extra?.menuPath ?? null;
    result.shortcuts[os] = [
      ...new Set(facts.keys[os].filter((binding) => binding.command === commandId).map((binding) => formatKey(binding.key, os))),
    ];
    const desktopKey = variant?.keys[os];
    if (desktopKey === null && result.shortcuts[os].length) result.desktopShortcuts[os] = null;
    else if (desktopKey && !result.shortcuts[os].includes(formatKey(desktopKey, os)))
      result.desktopShortcuts[os] = formatKey(desktopKey, os);
  }
  return result;
}

/** A right-click menu's items per OS, in order with its dividers, or null if the version's facts have no such menu. */
export function contextMenuFacts(version: DocsVersion, menuId: string): Record<Os, MenuItemFact[]> | null {
  const menus = factsFor(version).contextMenus;
  if (!menus) return null;
  const perOs = Object.fromEntries(OSES.map((os) => [os, menus[os].find((menu) => menu.id === menuId)?.items])) as Record<
    Os,
    MenuItemFact[] | undefined
  >;
  return OSES.every((os) => perOs[os]) ? (perOs as Record<Os, MenuItemFact[]>) : null;
}

/** The ids of a version's context menus (empty where its facts predate context menus). */
export function contextMenuIds(version: DocsVersion): string[] {
  return (factsFor(version).contextMenus?.[OSES[0]] ?? []).map((menu) => menu.id);
}
