/**
 * Fuzzy matching and ranking, as used by Quick Open and code hints: find where the letters of a
 * query appear, in order, inside a string, score how good the match is, and sort results.
 *
 * The matcher prefers "special" characters: the first character, characters after `/`, `_`, `.` or
 * `-`, and the uppercase letter of a camelCase word. So `"pm"` matches `ProjectManager.js` strongly
 * and `"smjs"` finds `StringMatch.js`. For paths, matches in the last segment (the file name) rank
 * higher. Matching ignores case, though exact-case matches rank a little better.
 *
 * Use {@link stringMatch} for one-off checks, a {@link StringMatcher} when you run many queries
 * against the same list (it caches work between keystrokes), and {@link codeHintsSort} to filter and
 * order plain hint strings.
 *
 * @example
 * ```js
 * const StringMatch = brackets.getModule("utils/StringMatch");
 *
 * const matcher = new StringMatch.StringMatcher({ segmentedSearch: true });
 * const results = ["src/main.js", "src/utils/StringMatch.js", "README.md"]
 *     .flatMap((path) => matcher.match(path, "strm") || []);
 * StringMatch.basicMatchSort(results);
 * console.log(results[0]?.label); // "src/utils/StringMatch.js"
 * ```
 *
 * @module utils/StringMatch
 */

/** One piece of a matched string, in order; together the pieces spell out the whole string. */
export interface StringRange {
  /** The characters of this piece. */
  text: string;
  /** `true` if these characters matched the query (highlight them). */
  matched: boolean;
  /** `true` if this piece lies in the last path segment (usually the file name). */
  includesLastSegment: boolean;
}

/** Options that change how a string is matched. */
export interface StringMatchOptions {
  /**
   * Put a case-insensitive prefix match ahead of every other kind of match, skipping the fuzzy
   * search when the string starts with the query. Implies `segmentedSearch: false`.
   */
  preferPrefixMatches?: boolean;
  /**
   * Split the string at `/` and search the last segment first, scoring matches there higher.
   * Suited to file paths.
   */
  segmentedSearch?: boolean;
}

/**
 * A search result: the matched string plus whatever the matcher and your own code attach to it.
 */
export class SearchResult {
  /**
   * Creates a result for a string.
   *
   * @param label The string that was searched.
   */
  constructor(label: string);
  /** The string that was searched. */
  label: string;
  /**
   * Score of the match: the lower (more negative) the number, the better the match. Set by
   * {@link stringMatch}.
   */
  matchGoodness?: number;
  /** The string split into matched and unmatched pieces, for highlighting. Set by {@link stringMatch}. */
  stringRanges?: StringRange[];
  /** Breakdown of the score, present only when the matcher's score debugging is switched on. */
  scoreDebug?: Record<string, number>;
  /** Any other fields a caller adds, such as the full path or the original item. */
  [extra: string]: unknown;
}

/**
 * Matches a query against one string and scores the result.
 *
 * The result's `stringRanges` tells you which characters to highlight and `matchGoodness` lets you
 * rank it against other results. Matching ignores case.
 *
 * @param str The string to search, for example a file path.
 * @param query What the user typed.
 * @param options How to match; see {@link StringMatchOptions}.
 * @param special Pre-computed special-character data for `str`; {@link StringMatcher} passes this to
 *     avoid recomputing it. Leave it out.
 * @returns The match, or a falsy value if the query's letters do not all appear in order in `str`.
 *
 * @example
 * ```js
 * const StringMatch = brackets.getModule("utils/StringMatch");
 * const result = StringMatch.stringMatch("src/editor/Editor.js", "edjs", { segmentedSearch: true });
 * if (result) {
 *     const html = (result.stringRanges || [])
 *         .map((r) => r.matched ? `<b>${r.text}</b>` : r.text).join("");
 * }
 * ```
 */
export function stringMatch(str: string, query: string, options?: StringMatchOptions, special?: object): SearchResult | null | undefined;

/**
 * Sorts results in place by several fields: by the first field, then by the second one among
 * results that tie, and so on. String fields are compared without regard to case. Instead of a field
 * name you can give a comparison function like the ones `Array.prototype.sort()` takes.
 *
 * Every result must have every field you sort on.
 *
 * @param searchResults The results to sort; the array itself is reordered.
 * @param fieldSpec Field names and/or comparison functions, most important first.
 *
 * @example
 * ```js
 * const StringMatch = brackets.getModule("utils/StringMatch");
 *
 * const results = ["zebra.js", "zeal.css", "maze.md"]
 *     .flatMap((name) => StringMatch.stringMatch(name, "ze") || []);
 * // Best matches first; among equal scores, alphabetical.
 * StringMatch.multiFieldSort(results, ["matchGoodness", "label"]);
 * ```
 */
export function multiFieldSort(
  searchResults: SearchResult[],
  fieldSpec: Array<string | ((a: SearchResult, b: SearchResult) => number)>,
): void;

/**
 * The standard ordering for results of {@link stringMatch}: groups results by how well they
 * matched, then sorts each group alphabetically by label. Sorts the array in place.
 *
 * @param searchResults The results to sort.
 */
export function basicMatchSort(searchResults: SearchResult[]): void;

/**
 * Filters and orders a list of code-hint strings for what the user has typed so far.
 *
 * @param query The text typed so far.
 * @param choices Every possible hint.
 * @param options Extra controls:
 *     `limit` caps the number of results;
 *     `boostPrefixList` lists hints to move to the top when they start with the query (for example
 *     passing `["background-color"]` so that typing `b` suggests it first);
 *     `onlyContiguous` keeps only hints that contain the query as one unbroken run of characters.
 * @returns The matching hints, best first.
 *
 * @example
 * ```js
 * const StringMatch = brackets.getModule("utils/StringMatch");
 * const cssProperties = ["background", "background-color", "border", "bottom", "box-shadow"];
 * const hints = StringMatch.codeHintsSort("bg", cssProperties, {
 *     limit: 50,
 *     boostPrefixList: ["background", "background-color"]
 * });
 * ```
 */
export function codeHintsSort(
  query: string,
  choices: string[],
  options?: {limit?: number; boostPrefixList?: string[]; onlyContiguous?: boolean},
): string[];

/**
 * A reusable matcher for searching one list many times, typically once per keystroke in a search
 * field. It caches work between queries, which makes incremental typing fast.
 *
 * Create one per data set and keep it while the user types; call {@link StringMatcher.reset | reset()}
 * if the underlying strings change. You may store your own data on the object; its caches live in
 * properties whose names start with `_`.
 */
export class StringMatcher {
  /**
   * Creates a matcher.
   *
   * @param options How to match; see {@link StringMatchOptions}.
   */
  constructor(options?: StringMatchOptions);
  /**
   * Empties the caches. Call it when the strings being searched have changed.
   */
  reset(): void;
  /**
   * Matches `query` against `str` like {@link stringMatch}, reusing cached work.
   *
   * @param str The string to search.
   * @param query What the user typed.
   * @returns The match, or a falsy value if there is none.
   */
  match(str: string, query: string): SearchResult | null | undefined;
}
