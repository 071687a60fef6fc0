/**
 * Ready-made callbacks for Quick Open plug-ins that list symbols of the current document (the
 * `@` "Go to Definition" mode). Plug-ins for languages such as CSS or HTML can reuse them instead
 * of writing their own `match`, `itemFocus` and `itemSelect`.
 *
 * The results they work with must carry a `fileLocation` with `line`, `chFrom` and `chTo`
 * describing where the symbol is in the current document.
 *
 * @example
 * ```js
 * const QuickOpen = brackets.getModule("search/QuickOpen");
 * const QuickOpenHelper = brackets.getModule("search/QuickOpenHelper");
 *
 * QuickOpen.addQuickOpenPlugin({
 *     name: "YAML keys",
 *     languageIds: ["yaml"],
 *     // Each result carries a fileLocation, which the helper functions below use.
 *     search: () => [Object.assign(new QuickOpen.SearchResult("version"), {
 *         fileLocation: { fullPath: "/project/app.yaml", line: 0, chFrom: 0, chTo: 7 }
 *     })],
 *     match: QuickOpenHelper.match,
 *     itemFocus: QuickOpenHelper.itemFocus,
 *     itemSelect: QuickOpenHelper.itemSelect
 * });
 * ```
 * @module search/QuickOpenHelper
 */

import type {SearchResult} from 'utils/StringMatch';

/** A result that points at a symbol in the current document. */
export type SymbolSearchResult = SearchResult & {
  /** Where the symbol is: zero-based line and the character range of its name. */
  fileLocation: {line: number; chFrom: number; chTo: number};
};

/**
 * Accepts queries that start with `@`.
 *
 * @param query - What the user typed.
 * @returns `true` if the query starts with `@`.
 */
export function match(query: string): boolean;

/**
 * Selects the highlighted symbol in the editor and scrolls to it. Does nothing for the top result
 * of an almost empty query (`@` alone) unless the user moved the highlight.
 *
 * @param selectedItem - The highlighted result.
 * @param query - The current query.
 * @param explicit - `true` if the user moved the highlight with the arrow keys.
 */
export function itemFocus(selectedItem: SymbolSearchResult | null, query: string, explicit: boolean): void;

/**
 * Selects the chosen symbol in the editor (same as an explicit {@link itemFocus}).
 *
 * @param selectedItem - The chosen result.
 * @param query - The current query.
 */
export function itemSelect(selectedItem: SymbolSearchResult | null, query: string): void;
