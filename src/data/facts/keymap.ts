import type {KeymapEntry, MenuName} from '../keymap';
import {factsFor, type DocsVersion} from './index';
import {desktopKeyVariants, type DesktopKeyVariant} from './desktopOnly';

/** How the keymap labels a row of the desktop apps' keys: added to the browser's key, or bound in its place. */
export const DESKTOP_ADDS = '(desktop app)';
export const DESKTOP_REPLACES = "(desktop app, in place of the browser's key)";

/** Whether a variant binds a key of its own (one column serves Windows and Linux), rather than only taking the browser's away. */
export const bindsDesktopKey = (variant: DesktopKeyVariant): boolean => Boolean(variant.keys.win || variant.keys.mac);

const MENU_NAMES: Record<string, MenuName> = {
  'file-menu': 'File',
  'edit-menu': 'Edit',
  'find-menu': 'Find',
  'view-menu': 'View',
  'navigate-menu': 'Navigate',
  'debug-menu': 'Debug',
  'help-menu': 'Help',
};

/**
 * Every default key binding of a docs version, one row per binding: the keymap of Windows (which
 * the facts show equal to Linux's) beside the macOS keymap, paired per command in keymap order.
 */
export function keymapEntries(version: DocsVersion): KeymapEntry[] {
  const facts = factsFor(version);
  const menuOf = new Map<string, MenuName>();
  for (const menu of facts.menus.win) {
    for (const item of menu.items)
      if ('commandId' in item && !menuOf.has(item.commandId)) menuOf.set(item.commandId, MENU_NAMES[menu.id] ?? 'Other');
  }
  // The facts list a key twice where the editor binds two keys that it displays alike (`Ctrl-=`
  // and `Ctrl-+` both show as `Ctrl-+`); a reader sees one.
  const keysOf = (os: 'win' | 'mac', command: string) => [
    ...new Set(facts.keys[os].filter((k) => k.command === command).map((k) => k.key)),
  ];
  const commands = [...new Set([...facts.keys.win, ...facts.keys.mac].map((k) => k.command))];
  const browserRows: KeymapEntry[] = commands.flatMap((commandId) => {
    const win = keysOf('win', commandId);
    const mac = keysOf('mac', commandId);
    return Array.from({length: Math.max(win.length, mac.length)}, (_, i) => ({
      commandId,
      label: facts.commands[commandId] ?? commandId,
      menu: menuOf.get(commandId) ?? 'Other',
      winKey: win[i] ?? null,
      macKey: mac[i] ?? null,
    }));
  });
  // Keys that only the desktop apps bind get rows of their own, labelled as such, and saying so
  // where the desktop apps bind them in place of the browser's key.
  // A variant that only takes the browser's key away gets no row: the page says which (Open Folder).
  const desktopRows: KeymapEntry[] = desktopKeyVariants
    .filter((variant) => variant.versions.includes(version) && bindsDesktopKey(variant))
    .map((variant) => ({
      commandId: variant.commandId,
      label: `${facts.commands[variant.commandId] ?? variant.commandId} ${variant.replaces ? DESKTOP_REPLACES : DESKTOP_ADDS}`,
      menu: menuOf.get(variant.commandId) ?? 'Other',
      winKey: variant.keys.win ?? null,
      macKey: variant.keys.mac ?? null,
    }));
  return [...browserRows, ...desktopRows];
}
