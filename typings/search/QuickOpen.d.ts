/**
 * Quick Open: the search bar for jumping to a file by typing part of its name, to a line with
 * `:`, or to a definition in the current file with `@`. Extensions can add their own modes as
 * plug-ins.
 *
 * **Adding a mode.** Call {@link addQuickOpenPlugin} with a definition. When the user types, each
 * plug-in's `match(query)` is asked whether it wants the query (usually by checking a prefix
 * character); the first plug-in that does provides the results with `search()`. Highlighting a
 * result calls `itemFocus()`, choosing one calls `itemSelect()`. If `itemFocus()` moved the cursor
 * or changed the view and the user presses Escape, those changes are undone automatically.
 *
 * For scoring and sorting results, the module also hands out the fuzzy-matching helpers of
 * `utils/StringMatch`: `stringMatch`, `SearchResult`, `basicMatchSort` and `multiFieldSort` are
 * the same functions under the same names.
 *
 * @example
 * ```js
 * const QuickOpen = brackets.getModule("search/QuickOpen");
 *
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * const bookmarks = new Map([["Header", 3], ["Footer", 120]]); // label -> line
 * QuickOpen.addQuickOpenPlugin({
 *     name: "My bookmarks",
 *     languageIds: [],
 *     label: "Bookmarks",
 *     match: (query) => query.startsWith("!"),
 *     search: (query, matcher) => [...bookmarks.keys()]
 *         .flatMap((label) => matcher.match(label, query.slice(1)) || []),
 *     itemSelect: (item) => {
 *         const editor = EditorManager.getActiveEditor();
 *         const line = item && typeof item !== "string" ? bookmarks.get(item.label) : undefined;
 *         if (editor && line !== undefined) {
 *             editor.setCursorPos(line, 0, true);
 *         }
 *     }
 * });
 * QuickOpen.beginSearch("!");
 * ```
 * @module search/QuickOpen
 */

import type {SearchResult, StringMatcher} from 'utils/StringMatch';

/**
 * Names of symbol kinds by number, following the numbering used by the Language Server Protocol:
 * `1` File, `2` Module, `3` Namespace, `4` Package, `5` Class, `6` Method, `7` Property, `8` Field,
 * `9` Constructor, `10` Enum, `11` Interface, `12` Function, `13` Variable, `14` Constant,
 * `15` String, `16` Number, `17` Boolean, `18` Array, `19` Object, `20` Key, `21` Null,
 * `22` EnumMember, `23` Struct, `24` Event, `25` Operator, `26` TypeParameter. Useful for labelling
 * symbols a language server returns.
 */
export const SymbolKind: Readonly<Record<string, string>>;

/** What {@link addQuickOpenPlugin} needs to know about a plug-in. */
export interface QuickOpenPluginDef {
  /** Unique name of the plug-in. */
  name: string;
  /** Language ids of the documents this plug-in works in, such as `["css", "less"]`; `[]` for all. */
  languageIds: string[];
  /**
   * Return `true` if this plug-in should handle the query (typically by checking its first
   * character).
   *
   * @param query - What the user typed.
   */
  match(query: string): boolean;
  /**
   * Returns the results for a query, or a promise for them. Use `matcher` (optional, but it
   * caches work between keystrokes) to score and highlight matches.
   *
   * @param query - What the user typed, including any prefix character.
   * @param matcher - A string matcher for this plug-in.
   */
  search(query: string, matcher: StringMatcher): Array<SearchResult | string> | JQuery.Promise<Array<SearchResult | string>>;
  /**
   * Called when a result is chosen.
   *
   * @param item - The chosen result.
   * @param query - The current query.
   */
  itemSelect(item: SearchResult | string | null, query: string): void;
  /**
   * Called when a result is highlighted, by the arrow keys (`explicit` is `true`) or by being
   * at the top of a new result list.
   *
   * @param item - The highlighted result.
   * @param query - The current query.
   * @param explicit - `true` if the user moved the highlight.
   */
  itemFocus?(item: SearchResult | string | null, query: string, explicit: boolean): void;
  /** Called when Quick Open closes; clear any state the plug-in kept. */
  done?(): void;
  /**
   * Turns a result into the `<li>` HTML shown in the list. Defaults to the result's label with
   * matched characters highlighted.
   *
   * @param item - The result.
   * @param query - The current query.
   */
  resultsFormatter?(item: SearchResult | string, query: string): string;
  /** Options for the `StringMatcher` handed to `search()`. */
  matcherOptions?: object;
  /** Text shown in front of the query field while this plug-in is active. */
  label?: string;
  /** Plug-ins with a higher priority are asked first. Defaults to `0`. */
  priority?: number;
}

/**
 * Registers a new Quick Open mode.
 *
 * @param pluginDef - The plug-in definition.
 */
export function addQuickOpenPlugin(pluginDef: QuickOpenPluginDef): void;

/**
 * Formats a result's label as escaped HTML, wrapping the parts that matched the query in a
 * highlight. Plain strings are returned escaped, without highlighting.
 *
 * @param item - A plain string, or a `SearchResult` produced by a string matcher.
 * @param matchClass - CSS class for the highlighted parts.
 * @param rangeFilter - Optional; decides which matched ranges to highlight.
 * @returns The HTML.
 * @example
 * ```js
 * const QuickOpen = brackets.getModule("search/QuickOpen");
 *
 * QuickOpen.addQuickOpenPlugin({
 *     name: "Colors",
 *     languageIds: ["css"],
 *     match: (query) => query.startsWith("#"),
 *     search: (query, matcher) => ["red", "green", "blue"].flatMap((c) => matcher.match(c, query.slice(1)) || []),
 *     itemSelect: (item) => console.log("picked", item),
 *     // Highlight the matched letters, with a swatch in front.
 *     resultsFormatter: (item) => {
 *         const name = typeof item === "string" ? item : item.label;
 *         return `<li><span style="color:${name}">&#9632;</span> ${QuickOpen.highlightMatch(item)}</li>`;
 *     }
 * });
 * ```
 */
export function highlightMatch(item: string | SearchResult, matchClass?: string, rangeFilter?: (range: unknown) => boolean): string;

/**
 * Opens Quick Open with a prefix that selects a mode (for example `":"` for Go to Line or `"@"`
 * for Go to Definition), optionally followed by query text. If Quick Open is already open, its
 * text is replaced.
 *
 * @param prefix - The mode prefix, or `""` for file search.
 * @param initialString - Query text to put after the prefix.
 */
export function beginSearch(prefix: string, initialString?: string): void;

/**
 * The fuzzy matcher behind Quick Open, the same function as `utils/StringMatch`'s `stringMatch`,
 * exposed here for plug-ins. See `utils/StringMatch` for its documentation.
 */
export {stringMatch} from 'utils/StringMatch';

/**
 * The result type of the fuzzy matcher, the same class as `utils/StringMatch`'s `SearchResult`.
 * Plug-ins whose `search` returns plain strings can wrap them with `new SearchResult(label)`.
 */
export {SearchResult} from 'utils/StringMatch';

/**
 * Sorts matches by score and then alphabetically; the same function as `utils/StringMatch`'s
 * `basicMatchSort`.
 */
export {basicMatchSort} from 'utils/StringMatch';

/**
 * Sorts matches by several fields in turn; the same function as `utils/StringMatch`'s
 * `multiFieldSort`.
 */
export {multiFieldSort} from 'utils/StringMatch';
