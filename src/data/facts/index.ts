/**
 * The editor's facts for each documented version, and the lookups that pages and tests make.
 *
 * `<version>.json` is written by `scripts/refresh-facts.mjs` from a facts file read off the
 * running editor; `desktopOnly.ts` adds the desktop apps' commands, which the browser edition
 * (where the facts are read) does not have. Build-time only: nothing here reaches the browser.
 */
import facts310 from './3.10.json';
import facts40 from './4.0.json';
import facts52 from './5.2.json';
import {desktopKeyVariants, desktopOnlyCommands, type DesktopOnlyCommand} from './desktopOnly';
import {menuExtras} from './menuExtras';

export const OSES = ['win', 'mac', 'linux'] as const;
export type Os = (typeof OSES)[number];
export const OS_NAMES: Record<Os, string> = {win: 'Windows', mac: 'macOS', linux: 'Linux'};

/** Docs versions with facts, newest first. The first is the one `docs/` documents. */
export const DOCS_VERSIONS = ['5.2', '4.0', '3.10'] as const;
export type DocsVersion = (typeof DOCS_VERSIONS)[number];
export const CURRENT_DOCS_VERSION: DocsVersion = DOCS_VERSIONS[0];

export type MenuItemFact = {label: string; commandId: string; shortcut: string | null; submenuOf?: string} | {divider: true};
export type MenuFact = {id: string; label: string; items: MenuItemFact[]};
export type KeyFact = {key: string; command: string};
export type PreferenceFact = {type: string; default: unknown; values?: unknown[]};

export type VersionFacts = {
  version: string;
  tag: string;
  apiVersion: string;
  commands: Record<string, string>;
  menus: Record<Os, MenuFact[]>;
  keys: Record<Os, KeyFact[]>;
  preferences: Record<string, PreferenceFact>;
  labels: Record<string, string>;
};

const byVersion: Record<DocsVersion, VersionFacts> = {
  '5.2': facts52 as VersionFacts,
  '4.0': facts40 as VersionFacts,
  '3.10': facts310 as VersionFacts,
};

export function isDocsVersion(value: string): value is DocsVersion {
  return (DOCS_VERSIONS as readonly string[]).includes(value);
}

export function factsFor(version: DocsVersion): VersionFacts {
  return byVersion[version];
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
const KEY_NAMES: Record<string, string> = {PageUp: 'Page Up', PageDown: 'Page Down', Up: '↑', Down: '↓', Left: '←', Right: '→'};

/** Splits `Ctrl-Shift--` into `['Ctrl', 'Shift', '-']`: a hyphen with nothing before it is the key. */
export function keyParts(key: string): string[] {
  const parts: string[] = [];
  for (const part of key.split('-')) {
    if (part === '' && (parts.length === 0 || parts[parts.length - 1] !== '-')) parts.push('-');
    else if (part !== '') parts.push(part);
  }
  return parts;
}

/**
 * A keymap binding (`Shift-Cmd-F`) the way the editor's menus show it on an OS: `Ctrl+Shift+F` on
 * Windows and Linux, `⇧⌘F` on macOS (modifiers as symbols, in the macOS order).
 */
export function formatKey(key: string, os: Os): string {
  const parts = keyParts(key);
  const main = parts.pop()!;
  const mainName = KEY_NAMES[main] ?? main;
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
  /** Where the desktop apps' key differs from the browser's: the desktop key per OS, else absent. */
  desktopShortcuts: Partial<Record<Os, string>>;
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
    if (desktopKey && !result.shortcuts[os].includes(formatKey(desktopKey, os))) result.desktopShortcuts[os] = formatKey(desktopKey, os);
  }
  return result;
}
