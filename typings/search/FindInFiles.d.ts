/**
 * The search engine behind Find in Files and Replace in Files, usable without the UI.
 *
 * Run a search with {@link doSearchInScope}; the matches land in {@link searchModel}. Large
 * searches run in a background worker over an index of the project's files and return results a
 * page at a time; call {@link getNextPageofSearchResults} or {@link getAllSearchResults} for more.
 * While a search is active, edits to documents and changes on disk update the results.
 * Replace the matches you want with {@link doReplace}.
 *
 * Binary files (as identified by `LanguageManager`) are never searched, and the active file
 * filter from {@link "search/FileFilters"} is applied when you pass it in.
 *
 * @example
 * ```js
 * const FindInFiles = brackets.getModule("search/FindInFiles");
 *
 * FindInFiles.doSearchInScope({ query: "console\\.log", isRegexp: true, isCaseSensitive: true }, null, null)
 *     .done((results) => {
 *         if (results === FindInFiles.ZERO_FILES_TO_SEARCH) {
 *             console.log("Nothing to search");
 *             return;
 *         }
 *         const { files, matches } = FindInFiles.searchModel.countFilesMatches();
 *         console.log(`${matches} console.log calls in ${files} files`);
 *     });
 * ```
 * @module search/FindInFiles
 */

import type File = require('filesystem/File');
import type FileSystemEntry = require('filesystem/FileSystemEntry');
import type {SearchModel, QueryInfo, FileSearchResult} from 'search/SearchModel';
import type {CompiledFilter} from 'search/FileFilters';
import type {ReplaceOptions, ReplaceError} from 'search/FindUtils';

/** The model holding the current Find in Files query and results. */
export const searchModel: SearchModel;

/**
 * Special value that {@link doSearchInScope} resolves with when there were no files to search at
 * all (for example everything was filtered out), as opposed to files without matches. Compare
 * with `===`. (Older reference pages showed this constant under the heading "@type", a fragment of
 * its source comment.)
 */
export const ZERO_FILES_TO_SEARCH: object;

/**
 * Lists the files a search in the given scope would look at: the scope's text files (binary files
 * are skipped), plus open files from outside the project when searching the whole project. The
 * file filter is *not* applied yet.
 *
 * @param scope - A folder or file to search in, or `null` for the whole project.
 * @returns A jQuery promise resolved with the files. It is never rejected.
 */
export function getCandidateFiles(scope?: FileSystemEntry | null): JQuery.Promise<File[]>;

/**
 * Starts a search, replacing any previous one, and stores the results in {@link searchModel}.
 *
 * @param queryInfo - What to search for.
 * @param scope - The file or folder to search in, or `null` for the whole project.
 * @param filter - A compiled file filter (see `FileFilters.compile()`), or `null` for none.
 * @param replaceText - For a Replace, the replacement text. It is only stored in the model; no
 *     replacing happens yet.
 * @param candidateFilesPromise - The result of an earlier {@link getCandidateFiles} call for the
 *     same scope, to avoid listing the files twice.
 * @returns A jQuery promise resolved with the results by file path, or with
 *     {@link ZERO_FILES_TO_SEARCH}. For an empty or invalid query nothing is searched.
 */
export function doSearchInScope(
  queryInfo: QueryInfo,
  scope: FileSystemEntry | null,
  filter: CompiledFilter | null,
  replaceText?: string,
  candidateFilesPromise?: JQuery.Promise<File[]>,
): JQuery.Promise<Record<string, FileSearchResult> | object>;

/**
 * Tells whether the background indexing of the project's files has finished. Searches started
 * with {@link doSearchInScope} before that find nothing in files not indexed yet, so check this
 * first (or wait for `FindUtils`' `searchIndexingFinished` event).
 *
 * @returns `true` once the project is indexed.
 * @example
 * ```js
 * const FindInFiles = brackets.getModule("search/FindInFiles");
 * const FindUtils = brackets.getModule("search/FindUtils");
 *
 * function searchConsoleLogs() {
 *     FindInFiles.doSearchInScope({ query: "console.log", isCaseSensitive: true, isRegexp: false }, null, null)
 *         .done((results) => console.log(Object.keys(results).length, "files still log to the console"));
 * }
 * if (FindInFiles.isProjectIndexingComplete()) {
 *     searchConsoleLogs();
 * } else {
 *     FindUtils.one(FindUtils.SEARCH_INDEXING_FINISHED, searchConsoleLogs);
 * }
 * ```
 */
export function isProjectIndexingComplete(): boolean;

/**
 * Replaces matches, in open documents (in memory) or directly on disk. Files that changed on disk
 * since they were searched are skipped and reported. Only matches whose `isChecked` is true are
 * replaced.
 *
 * @param results - Results by file path, usually `searchModel.results`.
 * @param replaceText - The replacement text. For regular expression searches, `$1`, `$&` and so
 *     on are expanded when `options.isRegexp` is set.
 * @param options - Whether to open the files in editors and whether the query was a regular
 *     expression.
 * @returns A jQuery promise resolved when done, or rejected with one `{item, error}` entry per
 *     file that could not be updated.
 */
export function doReplace(
  results: Record<string, FileSearchResult>,
  replaceText: string,
  options?: ReplaceOptions,
): JQuery.Promise<void, ReplaceError[]>;

/**
 * Fetches the next page of results from the background search and adds them to
 * {@link searchModel}, which then fires `change`.
 *
 * @returns A jQuery promise resolved when the page has been added (immediately if all results are
 *     already available), or rejected if the background search failed.
 */
export function getNextPageofSearchResults(): JQuery.Promise<void>;

/**
 * Fetches every remaining result of the current search into {@link searchModel}, for example
 * before replacing all matches.
 *
 * @returns A jQuery promise resolved when all results are in the model, or rejected if the
 *     background search failed.
 */
export function getAllSearchResults(): JQuery.Promise<void>;

/** Forgets the current search and empties {@link searchModel}. */
export function clearSearch(): void;
