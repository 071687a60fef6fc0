/**
 * Keys in the editor's keymap spelling (`Ctrl-Shift-F`, `Cmd-Alt-[`, `Ctrl--`), read the same way
 * by the page directives, the text checker and the shortcuts table. Pure and free of the facts JSON
 * on purpose: the shortcuts table runs in the browser, and importing `src/data/facts/` there would
 * put every facts file into the client bundle.
 */

/**
 * Splits a key string into its caps: `Ctrl-Shift-F` gives `['Ctrl', 'Shift', 'F']`. A separator
 * with nothing before it is a key of its own, so `Ctrl--` gives `['Ctrl', '-']` and `-` gives `['-']`.
 * The search box passes `+` to read `ctrl++` the same way.
 */
export function splitKey(key: string, separator = '-'): string[] {
  const parts: string[] = [];
  let current = '';
  for (const ch of key) {
    if (ch === separator && current !== '') {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (current !== '') parts.push(current);
  return parts;
}

/** The arrow keys as the editor's menus draw them. */
export const ARROW_SYMBOLS: Readonly<Record<string, string>> = {Up: '↑', Down: '↓', Left: '←', Right: '→'};

/** Keys whose keymap name is not what a reader sees on the key: arrows as symbols, `PageUp` in two words. */
export const KEY_DISPLAY_NAMES: Readonly<Record<string, string>> = {...ARROW_SYMBOLS, PageUp: 'Page Up', PageDown: 'Page Down'};

/**
 * The editor's rule for a binding without a macOS key of its own: `Ctrl` becomes `Cmd` and `Alt`
 * becomes `Opt`; every other cap stays as it is.
 */
export function toMacKey(key: string): string {
  const renamed: Record<string, string> = {Ctrl: 'Cmd', Alt: 'Opt'};
  return splitKey(key.trim())
    .map((cap) => renamed[cap] ?? cap)
    .join('-');
}
