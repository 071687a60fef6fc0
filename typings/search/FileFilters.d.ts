/**
 * File filters for Find in Files: the "Include"/"Exclude" picker next to the search field, and
 * the matching logic behind it.
 *
 * A filter is a comma-separated list of patterns typed by the user, such as `*.css, docs/`.
 * {@link compile} turns it into an object that tests project-relative paths. Patterns are
 * case-insensitive and are interpreted like this:
 * - `*.js` or `?.md` (starting with `*.` or `?.`) matches that name in any folder;
 * - anything with glob characters (`* ? [ ] \ !`) is a glob, matched anywhere in the project
 *   unless it already starts with `**\/`;
 * - `./pattern` anchors the glob at the project root;
 * - plain text without glob characters matches any path that *contains* it;
 * - write `\,` for a literal comma inside a pattern.
 *
 * The active filter has a type: {@link FILTER_TYPE_INCLUDE} searches only matching files,
 * {@link FILTER_TYPE_EXCLUDE} skips them, and {@link FILTER_TYPE_NO_FILTER} searches everything.
 * The filter functions apply the *current* type, and only ever keep paths inside the project.
 *
 * @example
 * ```js
 * const FileFilters = brackets.getModule("search/FileFilters");
 *
 * // Search only style sheets from now on.
 * FileFilters.setActiveFilter("*.css, *.scss", FileFilters.FILTER_TYPE_INCLUDE);
 * const filter = FileFilters.getActiveFilter();
 * console.log(FileFilters.filterPath(filter, "/work/site/css/main.css")); // true
 * ```
 * @module search/FileFilters
 */

import type File = require('filesystem/File');

/** Filter type: leave out files that match the filter. Value `"excludeFilter"`. */
export const FILTER_TYPE_EXCLUDE: 'excludeFilter';

/** Filter type: search only files that match the filter. Value `"includeFilter"`. */
export const FILTER_TYPE_INCLUDE: 'includeFilter';

/** Filter type: no filtering; the filter text is kept but ignored. Value `"noFilter"`. */
export const FILTER_TYPE_NO_FILTER: 'noFilter';

/** One of the `FILTER_TYPE_*` values. */
export type FilterType = typeof FILTER_TYPE_EXCLUDE | typeof FILTER_TYPE_INCLUDE | typeof FILTER_TYPE_NO_FILTER;

/** A compiled filter, as returned by {@link compile}. */
export interface CompiledFilter {
  /** The filter text it was compiled from. */
  pattern: string;
  /**
   * @returns `true` if the filter has at least one pattern.
   */
  isActive(): boolean;
  /**
   * Tests a path against the patterns.
   *
   * @param relativeOrFullPath - A project-relative or full path.
   * @returns `true` if any pattern matches the path.
   */
  ignores(relativeOrFullPath: string): boolean;
}

/**
 * Returns the filter currently chosen in the Find in Files bar.
 *
 * @returns The compiled active filter. With no filter type chosen, an inactive filter that
 *     matches nothing.
 */
export function getActiveFilter(): CompiledFilter;

/**
 * Sets the active filter (and remembers its text for next time), then notifies listeners that
 * the filters changed.
 *
 * @param filter - A compiled filter, or filter text to compile.
 * @param filterType - Optionally also switch the filter type; the picker updates to match.
 */
export function setActiveFilter(filter: CompiledFilter | string, filterType?: FilterType): void;

/**
 * Compiles filter text into a filter object that can test paths.
 *
 * @param userFilterString - Comma-separated patterns, as the user would type them.
 * @returns The compiled filter.
 * @example
 * ```js
 * const FileFilters = brackets.getModule("search/FileFilters");
 *
 * const filter = FileFilters.compile("node_modules, *.min.js");
 * filter.ignores("lib/jquery.min.js");       // true
 * filter.ignores("node_modules/x/index.js"); // true (plain text matches anywhere)
 * filter.ignores("src/app.js");              // false
 * ```
 */
export function compile(userFilterString: string): CompiledFilter;

/**
 * Decides whether one file passes a filter under the current filter type. For many files at
 * once, {@link filterFileList} is much faster.
 *
 * @param compiledFilter - A filter from {@link compile}, or `null` to let everything through.
 * @param fullPath - Full path of the file.
 * @returns `true` if the file should be searched. Files outside the project always give `false`
 *     (unless `compiledFilter` is `null`).
 */
export function filterPath(compiledFilter: CompiledFilter | null, fullPath: string): boolean;

/**
 * Returns the files from a list that pass a filter under the current filter type. Files outside
 * the project are dropped.
 *
 * @param compiledFilter - A filter from {@link compile}, or `null` to return the list unchanged.
 * @param files - The files to filter.
 * @returns A new array with the files to search.
 */
export function filterFileList(compiledFilter: CompiledFilter | null, files: File[]): File[];

/**
 * Same as {@link filterFileList}, but for full path strings.
 *
 * @param compiledFilter - A filter from {@link compile}, or `null` to return the list unchanged.
 * @param filePaths - Full paths to filter.
 * @returns A new array with the paths to search.
 */
export function getPathsMatchingFilter(compiledFilter: CompiledFilter | null, filePaths: string[]): string[];

/**
 * Creates the filter picker shown in the Find in Files bar: a dropdown button to choose the
 * filter type, and a text field for the patterns. Typing in the field updates the active filter.
 *
 * @returns The dropdown button and the text field container, ready to be appended together.
 */
export function createFilterPicker(): [JQuery<HTMLElement>, JQuery<HTMLElement>];

/** Opens the filter type dropdown of the picker, if one exists. Intended for tests. */
export function showDropdown(): void;

/** Closes the filter type dropdown of the picker, if one exists. Intended for tests. */
export function closeDropdown(): void;
