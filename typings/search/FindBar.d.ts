/**
 * The find/replace bar that slides in above the editor, used both for searching the current file
 * and for Find in Files.
 *
 * A `FindBar` is only UI: it shows the query field (with search history), the case-sensitive and
 * regular-expression toggles, optional replace controls, and for multi-file searches the scope
 * label and file filter picker. It does not search anything itself. Instead it triggers events
 * (see {@link FindBarEvents}) and the code that opened it performs the search and reports back
 * with {@link FindBar.showFindCount}, {@link FindBar.showNoResults} or {@link FindBar.showError}.
 *
 * Only one find bar is open at a time: opening one closes any other. The toggle states and the
 * search history (up to the `maxSearchHistory` preference, 50 by default) are remembered.
 *
 * @example
 * ```js
 * const FindBar = brackets.getModule("search/FindBar").FindBar;
 *
 * const bar = new FindBar({ queryPlaceholder: "Find a NOTE tag", initialQuery: "NOTE" });
 * bar.on("queryChange", () => {
 *     const { query, isCaseSensitive, isRegexp } = bar.getQueryInfo();
 *     const text = $("#my-notes").text();
 *     const flags = isCaseSensitive ? "g" : "gi";
 *     const pattern = isRegexp ? query : query.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
 *     const count = query ? (text.match(new RegExp(pattern, flags)) || []).length : 0;
 *     bar.showFindCount(count ? `${count} found` : "");
 *     bar.showNoResults(count === 0, false);
 * });
 * bar.on("close", () => console.log("Find bar closed"));
 * bar.open();
 * ```
 * @module search/FindBar
 */

import type {Editor} from 'editor/Editor';
import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/** Options for creating a {@link FindBar}. */
export interface FindBarOptions {
  /**
   * `true` for Find in Files: Enter starts a search instead of moving to the next match, the
   * previous/next buttons are hidden, the scope and filter controls are shown, and in replace
   * mode only "Replace All" is offered.
   */
  multifile?: boolean;
  /** `true` to show the replace controls. */
  replace?: boolean;
  /** Placeholder text in the query field. */
  queryPlaceholder?: string;
  /** Text to put in the query field when the bar opens. */
  initialQuery?: string;
  /** Text to put in the replace field when the bar opens. */
  initialReplaceText?: string;
  /** Already-escaped HTML describing where the search runs, shown for multi-file searches. */
  scopeLabel?: string;
}

/** The query state of a find bar. */
export interface FindBarQueryInfo {
  /** The text in the query field. */
  query: string;
  /** Whether the case-sensitive toggle is on. */
  isCaseSensitive: boolean;
  /** Whether the regular-expression toggle is on. */
  isRegexp: boolean;
}

/**
 * Handler signatures for the events a {@link FindBar} triggers.
 */
export interface FindBarEvents {
  /**
   * The query text or a toggle changed. Read the new state with {@link FindBar.getQueryInfo}.
   * @event
   * @param event - The event object.
   */
  queryChange: (event: DispatcherEvent) => void;
  /**
   * The user asked to find the next or previous match (Enter, arrows or the buttons). In a
   * multi-file bar this means "search now".
   * @event
   * @param event - The event object.
   * @param shiftKey - `true` for "find previous".
   */
  doFind: (event: DispatcherEvent, shiftKey?: boolean) => void;
  /**
   * The user asked to replace the current match. Read the text with {@link FindBar.getReplaceText}.
   * @event
   * @param event - The event object.
   */
  doReplace: (event: DispatcherEvent) => void;
  /**
   * The user asked to review replacements in a batch (the results panel opens with matches to
   * tick).
   * @event
   * @param event - The event object.
   */
  doReplaceBatch: (event: DispatcherEvent) => void;
  /**
   * The user asked to replace every match at once.
   * @event
   * @param event - The event object.
   */
  doReplaceAll: (event: DispatcherEvent) => void;
  /**
   * In a multi-file bar, Enter in the query field: open the selected result.
   * @event
   * @param event - The event object.
   */
  openSelectedFile: (event: DispatcherEvent) => void;
  /**
   * In a multi-file bar, Down arrow: select the next result.
   * @event
   * @param event - The event object.
   */
  selectNextResult: (event: DispatcherEvent) => void;
  /**
   * In a multi-file bar, Up arrow: select the previous result.
   * @event
   * @param event - The event object.
   */
  selectPrevResult: (event: DispatcherEvent) => void;
  /**
   * Page Down: show the next page of results.
   * @event
   * @param event - The event object.
   */
  selectNextPage: (event: DispatcherEvent) => void;
  /**
   * Page Up: show the previous page of results.
   * @event
   * @param event - The event object.
   */
  selectPrevPage: (event: DispatcherEvent) => void;
  /**
   * The bar closed.
   * @event
   * @param event - The event object.
   */
  close: (event: DispatcherEvent) => void;
}

/**
 * The find/replace bar. Creating one does not show it; call {@link FindBar.open}.
 */
export class FindBar {
  /**
   * @param options - What the bar shows; see {@link FindBarOptions}. All fields are optional.
   */
  constructor(options?: FindBarOptions);

  /**
   * Works out what to pre-fill a new find bar with: the query of a bar that is already open,
   * else the first line of the editor's selection, else the last query typed.
   *
   * @param currentFindBar - The find bar currently open, if any.
   * @param editor - The active editor, if any.
   * @returns The query and replace text to use.
   */
  static getInitialQuery(currentFindBar: FindBar | null, editor: Editor | null): {query: string; replaceText: string};

  /** Shows the bar, closing any other open find bar, and focuses the query field. */
  open(): void;

  /**
   * Closes the bar. Does nothing if it is already closed.
   *
   * @param suppressAnimation - `true` to close without the slide-out animation.
   */
  close(suppressAnimation?: boolean): void;

  /**
   * @returns `true` once the bar has been closed.
   */
  isClosed(): boolean;

  /**
   * @returns The options the bar was created with, with defaults filled in.
   */
  getOptions(): FindBarOptions;

  /**
   * Returns what the user is searching for.
   *
   * @returns The query text and toggle states.
   */
  getQueryInfo(): FindBarQueryInfo;

  /**
   * Shows an error under the bar, or hides it.
   *
   * @param error - The message, or `null` to hide the error.
   * @param isHTML - `true` if the message is HTML to insert as is.
   * @param isFilterError - `true` to show it under the file filter field instead of the query field.
   */
  showError(error: string | null, isHTML?: boolean, isFilterError?: boolean): void;

  /**
   * Shows a short result summary next to the query, such as "3 of 12".
   *
   * @param count - The text to show, or `""` to hide it.
   */
  showFindCount(count: string): void;

  /**
   * Marks the query field (or the filter field, if it has focus) as having no results, and
   * optionally shows the "No results" message. Also used for invalid regular expressions.
   *
   * @param showIndicator - `true` to add the no-results style.
   * @param showMessage - `true` to show the message.
   */
  showNoResults(showIndicator: boolean, showMessage: boolean): void;

  /**
   * @returns The text in the replace field, or `""`.
   */
  getReplaceText(): string;

  /**
   * Enables or disables all the bar's controls. Enabling re-enables *every* control, so restore
   * navigation and replace states afterwards if you had disabled them.
   *
   * @param enable - `true` to enable.
   */
  enable(enable: boolean): void;

  /**
   * @returns `true` unless the bar was disabled with {@link FindBar.enable}.
   */
  isEnabled(): boolean;

  /**
   * Puts keyboard focus in the search field, unless the file-filter field of a multi-file bar
   * already has it.
   */
  focus(): void;

  /**
   * Finds elements inside this bar, like jQuery's `$()` limited to the bar.
   *
   * @param selector - A jQuery selector.
   * @returns The matching elements; empty when the bar is not open.
   */
  $(selector: string): JQuery<HTMLElement>;

  /**
   * Opens the drop-down of earlier searches under the search field.
   *
   * @param dontFilterHistory - `true` to list every earlier search instead of only those that
   *     match what is typed.
   */
  showSearchHints(dontFilterHistory?: boolean): void;

  /**
   * Opens the drop-down of earlier file filters under the filter field of a multi-file bar.
   *
   * @param dontFilterHistory - `true` to list every earlier filter instead of only those that
   *     match what is typed.
   */
  showFilterHints(dontFilterHistory?: boolean): void;

  /**
   * @returns `true` if the Replace button is enabled.
   */
  isReplaceEnabled(): boolean;

  /**
   * Enables or disables the previous/next buttons. Has no effect while the whole bar is disabled.
   *
   * @param enable - `true` to enable.
   */
  enableNavigation(enable: boolean): void;

  /**
   * Enables or disables the replace buttons.
   *
   * @param enable - `true` to enable.
   */
  enableReplace(enable: boolean): void;

  /** Focuses the query field and selects its text. */
  focusQuery(): void;

  /** Focuses the replace field and selects its text. */
  focusReplace(): void;

  /** Shows the spinner that tells the user files are still being indexed for searching. */
  showIndexingSpinner(): void;

  /** Hides the indexing spinner. */
  hideIndexingSpinner(): void;

  /**
   * Changes the text next to the indexing spinner.
   *
   * @param message - The text to show.
   */
  setIndexingMessage(message: string): void;

  /** Runs the search again with the current query (triggers `doFind`). */
  redoInstantSearch(): void;

  /**
   * Subscribes to one of the bar's events.
   *
   * @param event - An event name from {@link FindBarEvents}, optionally with a `.namespace` suffix.
   * @param handler - Called each time the event fires.
   * @returns The bar.
   */
  on<K extends keyof FindBarEvents>(event: K | `${K}.${string}`, handler: FindBarEvents[K]): this;

  /**
   * Like {@link FindBar.on}, but the handler is removed after it runs once.
   *
   * @param event - An event name from {@link FindBarEvents}, optionally with a `.namespace` suffix.
   * @param handler - Called the next time the event fires.
   * @returns The bar.
   */
  one<K extends keyof FindBarEvents>(event: K | `${K}.${string}`, handler: FindBarEvents[K]): this;

  /**
   * Removes handlers added with {@link FindBar.on}.
   *
   * @param event - The event name, namespaced name, or bare `".namespace"`.
   * @param handler - The handler to remove.
   * @returns The bar.
   */
  off(event: string, handler?: EventHandler): this;

  /**
   * Fires one of the bar's events, calling every listener. The bar fires its own events when
   * something happens; calling this from an extension would make every listener believe it did.
   *
   * @param eventName - The event to fire, without a namespace.
   * @param args - Values handed to each listener after the event object.
   */
  trigger<K extends keyof FindBarEvents>(eventName: K, ...args: EventArgs<FindBarEvents[K]>): void;
  trigger(eventName: string, ...args: unknown[]): void;
}
