/**
 * Holds one search: the query, where it was run, and the matches found in each file.
 *
 * Find in Files keeps its current search in a `SearchModel` (available as
 * `FindInFiles.searchModel`), and the search results panel draws from it. Whoever changes the
 * model must call {@link SearchModel.fireChanged} afterwards; listeners then receive a `change`
 * event.
 *
 * @example
 * ```js
 * const FindInFiles = brackets.getModule("search/FindInFiles");
 *
 * const model = FindInFiles.searchModel;
 * model.on("change", () => {
 *     const { files, matches } = model.countFilesMatches();
 *     console.log(`${matches} matches in ${files} files`);
 * });
 * ```
 * @module search/SearchModel
 */

import type FileSystemEntry = require('filesystem/FileSystemEntry');
import type {CompiledFilter} from 'search/FileFilters';
import type {DispatcherEvent, EventHandler} from 'utils/EventDispatcher';

/** A position in a document: zero-based line and character. */
export interface Position {
  /** Zero-based line number. */
  line: number;
  /** Zero-based character offset within the line. */
  ch: number;
}

/** One match inside a file. */
export interface SearchMatch {
  /** Where the match starts. */
  start: Position;
  /** Where the match ends. */
  end: Position;
  /** Character offset of the start from the beginning of the file. */
  startOffset?: number;
  /** Character offset of the end from the beginning of the file. */
  endOffset?: number;
  /** The (possibly shortened) line of text containing the match, for display. */
  line: string;
  /** The regular expression match data. */
  result?: RegExpExecArray;
  /** Whether the match is ticked for replacement. */
  isChecked?: boolean;
}

/** All matches found in one file. */
export interface FileSearchResult {
  /** The matches, in document order. */
  matches: SearchMatch[];
  /** Whether the file's results are collapsed in the panel. */
  collapsed?: boolean;
  /** The file's modification time when it was searched. */
  timestamp?: Date;
}

/** What the user searched for. */
export interface QueryInfo {
  /** The text or regular expression typed. */
  query: string;
  /** `true` for a case-sensitive search. */
  isCaseSensitive?: boolean;
  /** `true` if `query` is a regular expression. */
  isRegexp?: boolean;
}

/**
 * The query and results of one search. Instances are event dispatchers that trigger `change`
 * (with a `quickChange` flag) when {@link SearchModel.fireChanged} is called.
 */
export class SearchModel {
  /** Creates an empty model. */
  constructor();

  /**
   * Soft limit on the number of matches collected: 100000. Searching stops adding files once it
   * is reached (the last file may push the total slightly past it).
   */
  static MAX_TOTAL_RESULTS: number;

  /** Matches by full file path. */
  results: Record<string, FileSearchResult>;
  /** The query that produced the results. */
  queryInfo: QueryInfo | null;
  /** The query compiled to a regular expression. */
  queryExpr: RegExp | null;
  /** `true` when the search is part of a Replace. */
  isReplace: boolean;
  /** The replacement text, for a Replace. */
  replaceText: string | null;
  /** The file or folder the search was limited to, or `null` for the whole project. */
  scope: FileSystemEntry | null;
  /** The file filter applied within the scope. */
  filter: CompiledFilter | null;
  /** Total number of matches. */
  numMatches: number;
  /** `true` once {@link SearchModel.MAX_TOTAL_RESULTS} was reached. */
  foundMaximum: boolean;
  /** `true` if more matches existed than were kept. */
  exceedsMaximum: boolean;

  /** Empties the model. Fires `change` if it held any matches. */
  clear(): void;

  /**
   * Stores a query and compiles it.
   *
   * @param queryInfo - The query.
   * @returns `true` if the query is valid and was stored; `false` if it is empty or an invalid
   *     regular expression.
   */
  setQueryInfo(queryInfo: QueryInfo): boolean;

  /**
   * Replaces the matches stored for a file and updates the total. Files without matches are not
   * stored.
   *
   * @param fullpath - Full path of the file.
   * @param resultInfo - The file's matches and timestamp.
   */
  setResults(fullpath: string, resultInfo: FileSearchResult): void;

  /**
   * Removes a file's matches and updates the total.
   *
   * @param fullpath - Full path of the file.
   */
  removeResults(fullpath: string): void;

  /**
   * @returns `true` if any file has matches.
   */
  hasResults(): boolean;

  /**
   * @returns The number of files with matches and the total number of matches.
   */
  countFilesMatches(): {files: number; matches: number};

  /**
   * Orders the result paths for display: a given file first, then files open in the working
   * set, then the rest.
   *
   * @param firstFile - Path of the file to put first, usually the current document.
   * @returns The full paths in display order.
   */
  prioritizeOpenFile(firstFile?: string): string[];

  /**
   * Tells listeners that the results changed.
   *
   * @param quickChange - `true` for changes that may come in rapid succession (such as while
   *     typing), so views can batch their updates.
   */
  fireChanged(quickChange?: boolean): void;

  /**
   * Subscribes to the model's `change` event.
   *
   * @param event - `"change"`, optionally with a `.namespace` suffix.
   * @param handler - Receives the event object and the `quickChange` flag.
   * @returns The model.
   */
  on(event: string, handler: (event: DispatcherEvent, quickChange?: boolean) => void): this;

  /**
   * Like {@link SearchModel.on}, but the handler is removed after it runs once.
   *
   * @param event - `"change"`, optionally with a `.namespace` suffix.
   * @param handler - Receives the event object and the `quickChange` flag.
   * @returns The model.
   */
  one(event: string, handler: (event: DispatcherEvent, quickChange?: boolean) => void): this;

  /**
   * Removes handlers added with {@link SearchModel.on}.
   *
   * @param event - The event name, namespaced name, or bare `".namespace"`.
   * @param handler - The handler to remove.
   * @returns The model.
   */
  off(event: string, handler?: EventHandler): this;

  /**
   * Fires one of the model's events, calling every listener. The model fires its own events when
   * something happens; calling this from an extension would make every listener believe it did.
   *
   * @param eventName - The event to fire, without a namespace.
   * @param args - Values handed to each listener after the event object.
   */
  trigger(eventName: string, ...args: unknown[]): void;
}
