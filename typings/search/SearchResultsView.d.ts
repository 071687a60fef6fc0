/**
 * The bottom panel that lists search results (Find in Files results, and other searches that
 * reuse the same panel). It draws from a {@link "search/SearchModel"}, lets the user expand and
 * collapse files, tick matches for replacement, page through long result lists, and jump to a
 * match by clicking it.
 *
 * The view is an event dispatcher: it triggers `replaceBatch` when the Replace button is pressed,
 * `close` when the panel closes, and `getNextPage` / `getLastPage` when the user pages past the
 * results loaded so far (see {@link SearchResultsViewEvents}).
 *
 * @module search/SearchResultsView
 */

import type {SearchModel} from 'search/SearchModel';
import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/** Events a {@link SearchResultsView} triggers. */
export interface SearchResultsViewEvents {
  /**
   * The user pressed the Replace button to replace the ticked matches.
   * @event
   */
  replaceBatch: (event: DispatcherEvent) => void;
  /**
   * The panel closed.
   * @event
   */
  close: (event: DispatcherEvent) => void;
  /**
   * The user moved past the last loaded page; the owner should load more results into the
   * model.
   * @event
   */
  getNextPage: (event: DispatcherEvent) => void;
  /**
   * The user asked for the last page; the owner should load all remaining results.
   * @event
   */
  getLastPage: (event: DispatcherEvent) => void;
}

/**
 * A results panel bound to a search model.
 */
export class SearchResultsView {
  /**
   * Creates the panel (hidden until {@link SearchResultsView.open} is called).
   *
   * @param model - The model to display.
   * @param panelID - CSS id for the panel element.
   * @param panelName - Panel name passed to `WorkspaceManager.createBottomPanel()`.
   * @param type - What kind of search this is, such as a plain text search or a reference
   *     search; it adjusts how results are presented.
   * @param title - Title shown on the panel's tab.
   * @since 5.1 (the `title` parameter)
   */
  constructor(model: SearchModel, panelID: string, panelName: string, type: string, title?: string);

  /** Shows the panel and renders the model's current results. */
  open(): void;

  /** Hides the panel and fires `close`. */
  close(): void;

  /**
   * Shows the panel with a "no results" message instead of closing it, so the user sees that
   * the search ran.
   *
   * @param message - The text to show; a standard "no results" text by default.
   * @since 5.1
   */
  showNoResults(message?: string): void;

  /** Opens the file of the selected result and selects the match in the editor. */
  OpenSelectedFile(): void;

  /**
   * Selects the next result and previews it, skipping collapsed files; at the end of the page
   * it fires `getNextPage` when more results exist.
   */
  selectNextResult(): void;

  /** Selects the previous result and previews it, going back a page when needed. */
  selectPrevResult(): void;

  /** Fires `getNextPage` when there are more results than the loaded ones. */
  selectNextPage(): void;

  /** Shows the previous page, if there is one. */
  selectPrevPage(): void;

  /** Selects the last result of the current page and previews it. */
  selectLastResultInPage(): void;

  /** Moves to the next page of results. */
  showNextPage(): void;

  /** Moves to the previous page of results. */
  showPreviousPage(): void;

  /** Moves to the last page of results. */
  showLastPage(): void;

  /**
   * Subscribes to `replaceBatch` or `close`.
   *
   * @param event - The event name, optionally with a `.namespace` suffix.
   * @param handler - Called when the event fires.
   * @returns The view.
   */
  on<K extends keyof SearchResultsViewEvents>(event: K | `${K}.${string}`, handler: SearchResultsViewEvents[K]): this;
  on(event: string, handler: EventHandler): this;

  /**
   * Like {@link SearchResultsView.on}, but the handler is removed after it runs once.
   *
   * @param event - The event name, optionally with a `.namespace` suffix.
   * @param handler - Called the next time the event fires.
   * @returns The view.
   */
  one<K extends keyof SearchResultsViewEvents>(event: K | `${K}.${string}`, handler: SearchResultsViewEvents[K]): this;
  one(event: string, handler: EventHandler): this;

  /**
   * Removes handlers added with {@link SearchResultsView.on}.
   *
   * @param event - The event name, namespaced name, or bare `".namespace"`.
   * @param handler - The handler to remove.
   * @returns The view.
   */
  off(event: string, handler?: EventHandler): this;

  /**
   * Fires one of the view's events. The view fires its own events as the user works with the
   * panel.
   *
   * @param eventName - The event to fire.
   * @param args - Values handed to each listener after the event object.
   */
  trigger<K extends keyof SearchResultsViewEvents>(eventName: K, ...args: EventArgs<SearchResultsViewEvents[K]>): void;
  trigger(eventName: string, ...args: unknown[]): void;
}
