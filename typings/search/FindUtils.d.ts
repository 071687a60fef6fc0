/**
 * Shared helpers for the search features: turn a query into a regular expression, expand `$1`
 * style references in replacement text, perform replacements across files, and track the state of
 * the background search worker (indexing, searches in flight).
 *
 * The module is an event dispatcher. It notifies listeners when the file filter or search scope
 * changes, when indexing starts and finishes, and when results should be collapsed; see
 * {@link FindUtilsEvents}. The `notify...` functions exist so that the search UI and worker can
 * report these changes; extensions normally only listen.
 *
 * Two preferences affect searching: `findInFiles.nodeSearch` (search in the background worker,
 * on by default) and `findInFiles.instantSearch` (search as you type, on by default).
 *
 * @example
 * ```js
 * const FindUtils = brackets.getModule("search/FindUtils");
 *
 * const myText = "The colour of the color picker";
 * const parsed = FindUtils.parseQueryInfo({ query: "colou?r", isRegexp: true });
 * if (parsed.valid && parsed.queryExpr) {
 *     console.log("Matches in text:", (myText.match(parsed.queryExpr) || []).length);
 * } else if (!parsed.empty) {
 *     console.error("Bad regular expression:", parsed.error);
 * }
 * ```
 * @module search/FindUtils
 */

import type FileSystemEntry = require('filesystem/FileSystemEntry');
import type {QueryInfo, FileSearchResult} from 'search/SearchModel';
import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/** Options for {@link performReplacements}. */
export interface ReplaceOptions {
  /**
   * `true` to open every affected file in an editor and replace there (so the user can undo),
   * instead of writing files on disk. Files already open are always changed in memory.
   */
  forceFilesOpen?: boolean;
  /** `true` if the query was a regular expression, so `$` references are expanded. */
  isRegexp?: boolean;
}

/** A file that could not be updated by {@link performReplacements}. */
export interface ReplaceError {
  /** Full path of the file. */
  item: string;
  /** A file system error code, or {@link ERROR_FILE_CHANGED}. */
  error: string;
}

/** The result of {@link parseQueryInfo}. */
export interface ParsedQuery {
  /** The query as a regular expression (flags `gm`, plus `i` when not case-sensitive). */
  queryExpr?: RegExp;
  /** `true` for a usable query. */
  valid?: boolean;
  /** `true` when the query was empty. */
  empty?: boolean;
  /** The regular expression error, when `valid` is `false`. */
  error?: string;
}

/**
 * Error reported for a file that changed on disk after it was searched, so it was not replaced
 * in. Value `"fileChanged"`.
 */
export const ERROR_FILE_CHANGED: 'fileChanged';

/** Event: the file filter changed. Value `"fileFiltersChanged"`. */
export const SEARCH_FILE_FILTERS_CHANGED: 'fileFiltersChanged';
/** Event: the search scope changed. Value `"searchScopeChanged"`. */
export const SEARCH_SCOPE_CHANGED: 'searchScopeChanged';
/** Event: the search worker started indexing the project. Value `"searchIndexingStarted"`. */
export const SEARCH_INDEXING_STARTED: 'searchIndexingStarted';

/** Event name: indexing made progress. Value `"searchIndexingProgress"`. */
export const SEARCH_INDEXING_PROGRESS: 'searchIndexingProgress';
/** Event: indexing finished. Value `"searchIndexingFinished"`. */
export const SEARCH_INDEXING_FINISHED: 'searchIndexingFinished';
/** Event: the "collapse results" setting changed. Value `"searchCollapseResults"`. */
export const SEARCH_COLLAPSE_RESULTS: 'searchCollapseResults';

/**
 * Handler signatures for the events `FindUtils` triggers.
 */
export interface FindUtilsEvents {
  /**
   * The file filter changed.
   * @event
   * @param event - The event object.
   */
  fileFiltersChanged: (event: DispatcherEvent) => void;
  /**
   * The search scope changed.
   * @event
   * @param event - The event object.
   */
  searchScopeChanged: (event: DispatcherEvent) => void;
  /**
   * Indexing of the project's files started.
   * @event
   * @param event - The event object.
   */
  searchIndexingStarted: (event: DispatcherEvent) => void;
  /**
   * Indexing made progress. The cache size argument was added in 5.1.
   * @event
   * @param event - The event object.
   * @param progress - How many files have been indexed so far.
   * @param total - How many files there are to index.
   * @param cacheSizeBytes - Size of the search cache so far, in bytes.
   */
  searchIndexingProgress: (event: DispatcherEvent, progress: number, total: number, cacheSizeBytes?: number) => void;
  /**
   * Indexing finished.
   * @event
   * @param event - The event object.
   */
  searchIndexingFinished: (event: DispatcherEvent) => void;
  /**
   * The "collapse results" setting changed; read it with {@link isCollapsedResults}.
   * @event
   * @param event - The event object.
   */
  searchCollapseResults: (event: DispatcherEvent) => void;
}

/**
 * Expands `$` references in replacement text using a regular expression match: `$1` to `$99`
 * become the captured groups, `$&` the whole match, and `$$` a literal `$`. (`$0` is left as is.)
 * Needed because matches are replaced one by one, outside of `String.prototype.replace()`.
 *
 * @param replaceWith - The replacement text containing `$` references.
 * @param match - The match array from `RegExp.exec()`.
 * @returns The replacement text with references filled in.
 * @example
 * ```js
 * const FindUtils = brackets.getModule("search/FindUtils");
 *
 * const match = /(\w+)@(\w+)/.exec("ann@example");
 * if (match) {
 *     FindUtils.parseDollars("$2: $1 ($$)", match); // "example: ann ($)"
 * }
 * ```
 */
export function parseDollars(replaceWith: string, match: RegExpExecArray | string[]): string;

/**
 * Replaces the ticked matches of a set of search results, in open documents or on disk. Files
 * that changed on disk since the search are refused with {@link ERROR_FILE_CHANGED}; edits made
 * in open documents since the search are *not* detected, so make sure results are current.
 * Replacements in documents that are already open happen synchronously.
 *
 * @param results - Results by full path, such as `FindInFiles.searchModel.results`.
 * @param replaceText - The replacement text.
 * @param options - How to replace.
 * @returns A jQuery promise resolved when done, or rejected with the files that failed.
 */
export function performReplacements(
  results: Record<string, FileSearchResult>,
  replaceText: string,
  options?: ReplaceOptions,
): JQuery.Promise<void, ReplaceError[]>;

/**
 * Returns the label that describes where a search runs: a generic one for the whole project, or
 * one that names the scope's project-relative path.
 *
 * @param scope - The file or folder searched, or `null` for the whole project.
 * @returns An HTML-escaped label.
 */
export function labelForScope(scope: FileSystemEntry | null): string;

/**
 * Turns a query into a regular expression and checks it.
 *
 * @param queryInfo - The query text and flags.
 * @returns `{empty: true}` for an empty query, `{valid: false, error}` for a broken regular
 *     expression, or `{valid: true, queryExpr}`.
 */
export function parseQueryInfo(queryInfo: QueryInfo): ParsedQuery;

/**
 * Reorders a list of paths so that a given file comes first, followed by the other files open in
 * the working set, then the rest.
 *
 * @param files - Full paths to order.
 * @param firstFile - The path to put first, usually the current document.
 * @returns A new, reordered array.
 */
export function prioritizeOpenFile(files: string[], firstFile?: string | null): string[];

/**
 * @returns The full path of the document shown in the editor, or `null` if none.
 */
export function getOpenFilePath(): string | null;

/**
 * Switches search-as-you-type off or on for the session (for example while the project is still
 * being indexed).
 *
 * @param disable - `true` to disable instant search.
 */
export function setInstantSearchDisabled(disable: boolean): void;

/**
 * Tells whether search-as-you-type is off, because of a preference or because it was disabled
 * with {@link setInstantSearchDisabled}.
 *
 * @returns `true` if instant search is disabled.
 */
export function isInstantSearchDisabled(): boolean;

/**
 * @returns `true` while a search is running in the background worker.
 */
export function isWorkerSearchInProgress(): boolean;

/** Triggers the `fileFiltersChanged` event. */
export function notifyFileFiltersChanged(): void;

/** Triggers the `searchScopeChanged` event (for example when searching a subfolder). */
export function notifySearchScopeChanged(): void;

/** Records that a background search started, so {@link isWorkerSearchInProgress} returns `true`. */
export function notifyWorkerSearchStarted(): void;

/** Records that a background search finished. */
export function notifyWorkerSearchFinished(): void;

/** Records that the worker started indexing files and triggers `searchIndexingStarted`. */
export function notifyIndexingStarted(): void;

/**
 * Triggers `searchIndexingProgress`, so the UI can update its progress message.
 *
 * @param progress - How many files have been indexed so far.
 * @param total - How many files there are to index.
 * @param cacheSizeBytes - Size of the search cache so far, in bytes.
 * @since 5.1 (the `cacheSizeBytes` argument)
 */
export function notifyIndexingProgress(progress: number, total: number, cacheSizeBytes?: number): void;

/** Records that indexing finished and triggers `searchIndexingFinished`. */
export function notifyIndexingFinished(): void;

/**
 * Records whether indexing stopped because the search cache grew too large. While it is
 * suspended, Find in Files does not search.
 *
 * @param suspended - `true` when indexing has been suspended.
 * @since 5.1
 */
export function setIndexingSuspended(suspended: boolean): void;

/**
 * Tells whether indexing stopped because the search cache grew too large; see
 * {@link setIndexingSuspended}.
 *
 * @returns `true` while suspended.
 * @since 5.1
 */
export function isIndexingSuspended(): boolean;

/**
 * Tells whether at least one match of a file's results is ticked for replacement.
 *
 * @param result - One file's results.
 * @returns `true` if any match is ticked.
 */
export function hasCheckedMatches(result: FileSearchResult): boolean;

/**
 * @returns `true` while the worker is indexing the project's files.
 */
export function isIndexingInProgress(): boolean;

/**
 * Sets whether all files in the results panel should be shown collapsed, and triggers
 * `searchCollapseResults`.
 *
 * @param collapse - `true` to collapse results.
 */
export function setCollapseResults(collapse: boolean): void;

/**
 * @returns `true` if results should be shown collapsed.
 */
export function isCollapsedResults(): boolean;

/**
 * Listens for this module's events (see {@link FindUtilsEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The FindUtils module, so calls can be chained.
 *
 * @example
 * ```js
 * const FindUtils = brackets.getModule("search/FindUtils");
 *
 * FindUtils.on(FindUtils.SEARCH_INDEXING_FINISHED + ".myExt", function () {
 *     console.log("Project search index is ready");
 * });
 * ```
 */
export function on<K extends keyof FindUtilsEvents>(
  events: K | `${K}.${string}`,
  handler: FindUtilsEvents[K],
): typeof import('search/FindUtils');
export function on(events: string, handler: EventHandler): typeof import('search/FindUtils');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The FindUtils module, so calls can be chained.
 */
export function one<K extends keyof FindUtilsEvents>(
  events: K | `${K}.${string}`,
  handler: FindUtilsEvents[K],
): typeof import('search/FindUtils');
export function one(events: string, handler: EventHandler): typeof import('search/FindUtils');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The FindUtils module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('search/FindUtils');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof FindUtilsEvents>(eventName: K, ...args: EventArgs<FindUtilsEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
