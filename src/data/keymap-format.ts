/**
 * Pure helpers for the keyboard-shortcuts table: grouping by menu, filtering by a search query,
 * and turning key strings such as `Ctrl-Shift-F` into key caps. No React, no DOM: the unit tests
 * in `keymap-format.test.ts` run them directly.
 */
import {KEY_DISPLAY_NAMES, ARROW_SYMBOLS, splitKey} from '../lib/keys';
import type {KeymapEntry, MenuName} from './keymap';

/** The order of the menu bar; groups are returned in this order. */
export const MENU_ORDER: readonly MenuName[] = ['File', 'Edit', 'Find', 'View', 'Navigate', 'Debug', 'Help', 'Other'];

export type MenuGroup = {
  readonly menu: MenuName;
  readonly entries: readonly KeymapEntry[];
};

/**
 * Groups entries by menu, in menu-bar order. Menus without entries are left out; entries keep
 * their order from the data inside each group.
 */
export function groupByMenu(entries: readonly KeymapEntry[]): MenuGroup[] {
  const byMenu = new Map<MenuName, KeymapEntry[]>();
  for (const entry of entries) {
    const list = byMenu.get(entry.menu);
    if (list) {
      list.push(entry);
    } else {
      byMenu.set(entry.menu, [entry]);
    }
  }
  return MENU_ORDER.filter((menu) => byMenu.has(menu)).map((menu) => ({menu, entries: byMenu.get(menu)!}));
}

/** A key string's caps, ignoring blanks around it: ` Ctrl-K ` gives `['Ctrl', 'K']`. */
export function splitKeys(key: string): string[] {
  return splitKey(key.trim());
}

export type Platform = 'win' | 'mac';

/** The key of an entry on one platform (`win` covers Windows and Linux), or `null` if unbound. */
export function keyFor(entry: KeymapEntry, platform: Platform): string | null {
  return platform === 'mac' ? entry.macKey : entry.winKey;
}

export type KeyCap = {
  /** What the cap shows. */
  readonly text: string;
  /** What a screen reader should say when `text` is a symbol; equal to `text` otherwise. */
  readonly name: string;
};

/** What a screen reader says for a cap drawn as a symbol. */
const SPOKEN_ARROWS: Record<string, string> = {Up: 'Up arrow', Down: 'Down arrow', Left: 'Left arrow', Right: 'Right arrow'};

/** How one key cap is shown: arrows as symbols (with a spoken name), other keys as written. */
export function describeKeyCap(cap: string): KeyCap {
  const text = KEY_DISPLAY_NAMES[cap] ?? cap;
  return {text, name: cap in ARROW_SYMBOLS ? SPOKEN_ARROWS[cap]! : text};
}

/** Words people type for modifier keys, mapped to the names the data uses. */
const CAP_ALIASES: Record<string, string> = {
  control: 'ctrl',
  command: 'cmd',
  '⌘': 'cmd',
  option: 'opt',
  '⌥': 'opt',
  return: 'enter',
  '⇧': 'shift',
};

function normaliseCap(cap: string): string {
  const lower = cap.toLowerCase();
  return CAP_ALIASES[lower] ?? lower;
}

/**
 * Splits a query into search terms. Whitespace separates terms; inside a term `+` is read as the
 * key separator, so `ctrl+shift+f` and `Ctrl-Shift-F` search for the same thing.
 */
export function queryTerms(query: string): string[] {
  return query
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '')
    .map(plusToHyphen);
}

/** `ctrl+shift+f` → `ctrl-shift-f`; a `+` that is itself the key stays (`ctrl++` → `ctrl-+`). */
function plusToHyphen(term: string): string {
  return term.length < 2 ? term : splitKey(term, '+').join('-');
}

function termMatches(entry: KeymapEntry, term: string): boolean {
  const keys = [entry.winKey, entry.macKey].filter((key): key is string => key !== null);
  const names = `${entry.label}\n${entry.commandId}`.toLowerCase();
  if (names.includes(term)) {
    return true;
  }
  const wanted = splitKeys(term).map(normaliseCap);
  if (wanted.length < 2) {
    // One word: `f3`, `shift`, `command`... matches any key that contains it.
    const word = normaliseCap(term);
    return keys.some((key) => {
      const lower = key.toLowerCase();
      return lower.includes(term) || lower.includes(word);
    });
  }
  // A key combination matches a key holding all of its caps, in any order: `shift-ctrl-f` finds
  // Ctrl-Shift-F, while `ctrl-s` does not find Ctrl-Shift-F (no `S` cap there).
  return keys.some((key) => {
    const caps = splitKeys(key).map(normaliseCap);
    return wanted.every((cap) => caps.includes(cap));
  });
}

/**
 * Whether an entry matches a query. Matching is case-insensitive and looks at the label, the
 * command id and both keys; every term of the query must match. An empty query matches everything.
 */
export function matchesQuery(entry: KeymapEntry, query: string): boolean {
  return queryTerms(query).every((term) => termMatches(entry, term));
}

/** The entries that match a query, in their original order. */
export function filterKeymap(entries: readonly KeymapEntry[], query: string): KeymapEntry[] {
  return entries.filter((entry) => matchesQuery(entry, query));
}
