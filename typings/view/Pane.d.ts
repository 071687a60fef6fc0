/**
 * Panes: the one or two side-by-side (or stacked) areas of the main window that show open files.
 *
 * Each pane owns a **working set** (the list of files shown for it in the sidebar, here called
 * the view list) and the **views** that display those files: text editors, image viewers, or views
 * that your extension creates. Most code never touches a `Pane` directly; `view/MainViewManager`
 * offers the same operations by pane id and keeps the panes consistent with each other. You get
 * a `Pane` object when the editor hands you one, chiefly in a view factory's `openFile(file, pane)`
 * (see `view/MainViewFactory`). Do not keep references to panes: a pane is destroyed when the
 * user goes back to a single-pane layout.
 *
 * ## Writing a custom view
 * A view is any object that implements the {@link View} interface. Build its DOM, add it with
 * `pane.addView(view, true)`, and the pane shows, hides, resizes and finally destroys it.
 *
 * A view that is shown with {@link Pane.showView} without being in the pane's view list is a
 * *temporary view*: it is destroyed as soon as another view is shown, and it is not restored when
 * the project reopens. (The editor's preview of a file single-clicked in the file tree works this
 * way until the file is edited.)
 *
 * To remember per-file state such as a zoom level across sessions, implement the optional
 * `getViewState()` and restore the state with `view/ViewStateManager` when you create the view.
 *
 * @example
 * ```js
 * const MainViewFactory = brackets.getModule("view/MainViewFactory");
 *
 * // The pane a factory receives keeps one view per file: reuse it, or add a new one.
 * MainViewFactory.registerViewFactory({
 *     canOpenFile: (fullPath) => fullPath.endsWith(".csv"),
 *     openFile(file, pane) {
 *         const view = pane.getViewForPath(file.fullPath);
 *         if (view) {
 *             pane.showView(view);
 *         } else {
 *             const $el = $("<table class='myext-csv-view'></table>");
 *             pane.addView({ $el, getFile: () => file, updateLayout: () => {}, destroy: () => $el.remove() }, true);
 *         }
 *         return $.Deferred().resolve().promise();
 *     }
 * });
 * ```
 * @module view/Pane
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type File = require('filesystem/File');
import type {Editor} from 'editor/Editor';

/**
 * The interface a view must implement to live in a {@link Pane}. Text editors implement it; so
 * must views created by your own view factory. Only `$el`, `getFile`, `updateLayout` and
 * `destroy` are required.
 */
export interface View {
  /** The view's root element. The pane moves, shows and hides it. */
  $el: JQuery<HTMLElement>;
  /**
   * Returns the file the view displays. Called often, so return a stored value.
   *
   * @returns The file shown by this view.
   */
  getFile(): File;
  /**
   * Resize the view to fit its container. Called when the pane's size changes; may be called
   * repeatedly.
   *
   * @param forceRefresh - Used by text editors to force a full re-layout; custom views can ignore
   *   it.
   */
  updateLayout(forceRefresh?: boolean): void;
  /**
   * Remove the view's DOM and release its resources. The view is already hidden when this is
   * called. At minimum, call `this.$el.remove()`.
   */
  destroy(): void;
  /**
   * Optional: return the current scroll position, in any format your view understands. The
   * editor caches it before a modal bar opens or closes.
   *
   * @returns Scroll data to pass back to `adjustScrollPos()`.
   */
  getScrollPos?(): unknown;
  /**
   * Optional: restore a scroll position from `getScrollPos()`, shifted by `heightDelta` pixels so
   * the content does not appear to jump. The delta is positive when a modal bar appears and
   * negative when it goes away.
   *
   * @param state - Data previously returned by `getScrollPos()`.
   * @param heightDelta - Vertical adjustment in pixels.
   */
  adjustScrollPos?(state: unknown, heightDelta: number): void;
  /**
   * Optional: return state worth keeping for this file (zoom, position...). It is stored by
   * `view/ViewStateManager` and saved with the project.
   *
   * @returns JSON-serializable state.
   */
  getViewState?(): unknown;
  /** Optional notification: the view's container element changed. */
  notifyContainerChange?(): void;
  /**
   * Optional notification: the view was shown or hidden.
   *
   * @param visible - `true` if the view is now visible.
   */
  notifyVisibilityChange?(visible: boolean): void;
  /** Optional: move keyboard focus into the view. */
  focus?(): void;
}

/** Events a {@link Pane} triggers. Listen with `pane.on(name, handler)`. */
export interface PaneEvents {
  /**
   * The view list changed because a file in it was renamed or deleted.
   *
   * @event
   * @param event - The event object.
   */
  viewListChange: (event: DispatcherEvent) => void;
  /**
   * A different view is now the pane's current view.
   *
   * @event
   * @param event - The event object.
   * @param newView - The view now shown, or `null` if none.
   * @param oldView - The view shown before, or `null`.
   */
  currentViewChange: (event: DispatcherEvent, newView: View | null, oldView: View | null) => void;
  /**
   * A view was destroyed.
   *
   * @event
   * @param event - The event object.
   * @param view - The destroyed view.
   */
  viewDestroy: (event: DispatcherEvent, view: View) => void;
}

/** Saved pane state, as produced by {@link Pane.saveState}. Treat it as opaque. */
export type PaneState = unknown;

/**
 * One pane of the main view. Created and destroyed by `view/MainViewManager`.
 */
export class Pane {
  /**
   * Creates a pane. Only `view/MainViewManager` does this; extensions receive existing panes.
   *
   * @param id - Id of the new pane.
   * @param $container - Element the pane is placed in.
   */
  constructor(id: string, $container: JQuery<HTMLElement>);

  /** The pane's id, for example `"first-pane"` or `"second-pane"`. */
  readonly id: string;
  /** The element that contains the pane. */
  readonly $container: JQuery<HTMLElement>;
  /** The pane's own root element. */
  readonly $el: JQuery<HTMLElement>;
  /**
   * The pane's header bar: the current file's name and the buttons to move it to the other pane
   * or close it, or a hint when nothing is open.
   */
  readonly $header: JQuery<HTMLElement>;
  /** The header element holding the current file's name (or the hint text). */
  readonly $headerText: JQuery<HTMLElement>;
  /** The header button that moves the current file to the other pane. */
  readonly $headerFlipViewBtn: JQuery<HTMLElement>;
  /** The header button that closes the pane. */
  readonly $headerCloseBtn: JQuery<HTMLElement>;
  /** The element that holds the pane's views. */
  readonly $content: JQuery<HTMLElement>;

  /** Result of {@link Pane.reorderItem}: the file is not in the view list. */
  readonly ITEM_NOT_FOUND: number;
  /** Result of {@link Pane.reorderItem}: the file was already where requested; no re-sort needed. */
  readonly ITEM_FOUND_NO_SORT: number;
  /** Result of {@link Pane.reorderItem}: the file was moved and the list should be re-sorted. */
  readonly ITEM_FOUND_NEEDS_SORT: number;

  /**
   * Moves the files and views of another pane into this one. Used when the layout goes back to
   * a single pane.
   *
   * @param other - The pane to take content from.
   */
  mergeFrom(other: Pane): void;

  /** Removes the pane's DOM, detaches its event handlers and clears its data. */
  destroy(): void;

  /**
   * Returns the files in the pane's view list (its working set).
   *
   * @returns A copy of the list, in display order.
   */
  getViewList(): File[];

  /**
   * Counts the files in the view list.
   *
   * @returns The number of files.
   */
  getViewListSize(): number;

  /**
   * Finds a file's position in the view list (display order).
   *
   * @param fullPath - Full path of the file.
   * @returns The index, or `-1` if the file is not in the list.
   */
  findInViewList(fullPath: string): number;

  /**
   * Finds a file's position in the order files were added to the pane.
   *
   * @param fullPath - Full path of the file.
   * @returns The index, or `-1` if the file is not in the list.
   */
  findInViewListAddedOrder(fullPath: string): number;

  /**
   * Finds a file's position in most-recently-used order.
   *
   * @param fullPath - Full path of the file.
   * @returns `0` for the most recently used file, `1` for the next, and so on; `-1` if not found.
   */
  findInViewListMRUOrder(fullPath: string): number;

  /**
   * Moves a file to another position in the view list.
   *
   * @param file - The file to move.
   * @param index - The new position.
   * @param force - `true` to put the file exactly at `index` even if it is already in a valid
   *   position. Requires `index`.
   * @returns {@link Pane.ITEM_NOT_FOUND}, {@link Pane.ITEM_FOUND_NO_SORT} or
   *   {@link Pane.ITEM_FOUND_NEEDS_SORT}.
   */
  reorderItem(file: File, index?: number, force?: boolean): number;

  /**
   * Adds a file to the view list without opening it. Does nothing if the file is already listed.
   *
   * @param file - The file to add.
   * @param index - Position to insert at; defaults to the end.
   * @returns The position where the file now is.
   */
  addToViewList(file: File, index?: number): number;

  /**
   * Adds several files to the end of the view list, skipping files already listed.
   *
   * @param fileList - The files to add.
   * @returns The files that were actually added.
   */
  addListToViewList(fileList: File[]): File[];

  /**
   * Marks a file as the most recently used one in this pane.
   *
   * @param file - The file.
   */
  makeViewMostRecent(file: File): void;

  /**
   * Sorts the view list.
   *
   * @param compareFn - Comparison function, as for `Array.prototype.sort`.
   */
  sortViewList(compareFn: (a: File, b: File) => number): void;

  /**
   * Moves an entry of the working set to another position, shifting the entries between.
   *
   * @param fromIndex - Current position.
   * @param toIndex - New position.
   */
  moveWorkingSetItem(fromIndex: number, toIndex: number): void;

  /**
   * Moves a file's view to another pane, opening what should replace it here.
   *
   * @param file - The file to move.
   * @param destinationPane - The pane to move it to.
   * @param destinationIndex - Its position in the destination's working set.
   * @returns Resolves once moved and the replacement is open.
   */
  moveView(file: File, destinationPane: Pane, destinationIndex: number): JQuery.Promise<void>;

  /** Updates the icon in the pane header that flips a file to the other pane. */
  updateFlipViewIcon(): void;

  /** Updates the file name shown in the pane header. */
  updateHeaderText(): void;

  /**
   * Swaps two entries of the view list, as dragging in the working set does.
   *
   * @param index1 - Position of the first file.
   * @param index2 - Position of the second file.
   * @returns `true`.
   */
  swapViewListIndexes(index1: number, index2: number): boolean;

  /**
   * Finds the next or previous file in most-recently-used order, as Ctrl+Tab style navigation
   * does.
   *
   * @param direction - `1` to go forward, `-1` to go back.
   * @param current - Full path to start from. Defaults to the current view's file; if the current
   *   view is temporary, the first MRU entry is returned.
   * @returns The file, or `null` if there is none.
   */
  traverseViewListByMRU(direction: 1 | -1, current?: string): File | null;

  /**
   * Shows or hides the placeholder page the pane displays when no file is open in it.
   *
   * @param show - `true` to show the placeholder.
   */
  showInterstitial(show: boolean): void;

  /**
   * Looks up the view that displays a file in this pane. View factories use it to reuse an
   * existing view instead of creating a second one.
   *
   * @param path - Full path of the file.
   * @returns The view, or `undefined` if the pane has none for that file.
   */
  getViewForPath(path: string): View | undefined;

  /**
   * Registers a view with the pane, which then keeps it until its file is closed. A pane holds
   * one view per file. Adding a view does not put its file in the view list (working set); use
   * `MainViewManager.addToWorkingSet()` for that.
   *
   * @param view - The view to add.
   * @param show - `true` to make it the current view right away; `false` to add it hidden and
   *   show it later with {@link Pane.showView}.
   */
  addView(view: View, show: boolean): void;

  /**
   * Makes a view the pane's current view. Hides the placeholder page if it was shown, and
   * destroys the previous view if it was temporary.
   *
   * @param view - The view to show.
   */
  showView(view: View): void;

  /**
   * Resizes the pane's content to fit and asks the current view to lay itself out again.
   *
   * @param forceRefresh - `true` to force text editors to fully re-render.
   */
  updateLayout(forceRefresh?: boolean): void;

  /**
   * Returns the file of the current view.
   *
   * @returns The file, or `null` when the pane shows no file.
   */
  getCurrentlyViewedFile(): File | null;

  /**
   * Returns the text editor currently shown in the pane.
   *
   * @returns The editor, or `null` when the current view is not a text editor or there is none.
   */
  getCurrentlyViewedEditor(): Editor | null;

  /**
   * Returns the full path of the current view's file.
   *
   * @returns The path, or `null` when the pane shows no file.
   */
  getCurrentlyViewedPath(): string | null;

  /**
   * Destroys a view unless it still belongs to the view list or is the current view.
   *
   * @param view - The view to check.
   */
  destroyViewIfNotNeeded(view: View): void;

  /**
   * Closes a file in this pane: removes it from the view list, destroys its view and normally
   * opens the next file in MRU order.
   *
   * @param file - The file to close.
   * @param suppressOpenNextFile - `true` to not open another file afterwards.
   * @param preventViewChange - With `suppressOpenNextFile`, `true` keeps the current view from
   *   being destroyed. Ignored otherwise.
   * @returns `true` if the file was in the view list. Closing a temporary view returns `false`.
   */
  removeView(file: File, suppressOpenNextFile?: boolean, preventViewChange?: boolean): boolean;

  /**
   * Closes several files: removes them from all lists, destroys their views and shows the
   * placeholder page if the current view was among them.
   *
   * @param list - The files to close.
   * @returns The files that were removed from the view list (temporary views are not reported).
   */
  removeViews(list: File[]): File[];

  /** Focuses whatever last had focus in the pane, else the current view, else the pane itself. */
  focus(): void;

  /**
   * Restores the pane's view list from saved state.
   *
   * @param state - State saved by {@link Pane.saveState}.
   * @returns A promise resolved with the file to open next, in the form the File Open command
   *   accepts.
   */
  loadState(state: PaneState): JQuery.Promise<{fullPath: string; paneId: string}>;

  /**
   * Produces JSON-serializable state describing the view list, for saving with the project.
   *
   * @returns The state.
   */
  saveState(): PaneState;

  /**
   * Returns the current view's scroll data (from its `getScrollPos()`).
   *
   * @returns Scroll data, or `undefined` if the view does not report one.
   */
  getScrollState(): unknown;

  /**
   * Tells the current view to restore a cached scroll state, shifted by `heightDelta`.
   *
   * @param state - Data from {@link Pane.getScrollState}.
   * @param heightDelta - Vertical adjustment in pixels.
   */
  restoreAndAdjustScrollState(state?: unknown, heightDelta?: number): void;

  /**
   * Adds a listener for one of the {@link PaneEvents}. The event name may carry a `.namespace`
   * suffix.
   *
   * @param events - Event name, such as `"currentViewChange"`.
   * @param handler - Listener; receives the event object followed by the event's arguments.
   * @returns The pane, for chaining.
   */
  on<K extends keyof PaneEvents>(events: K | `${K}.${string}`, handler: PaneEvents[K]): this;
  on(events: string, handler: EventHandler): this;
  /**
   * Adds a listener that runs only once.
   *
   * @param events - Event name.
   * @param handler - Listener; receives the event object followed by the event's arguments.
   * @returns The pane, for chaining.
   */
  one<K extends keyof PaneEvents>(events: K | `${K}.${string}`, handler: PaneEvents[K]): this;
  one(events: string, handler: EventHandler): this;
  /**
   * Removes listeners.
   *
   * @param events - Event name, `.namespace`, or both.
   * @param handler - Only remove this function; omit to remove every matching listener.
   * @returns The pane, for chaining.
   */
  off(events: string, handler?: EventHandler): this;

  /**
   * Fires one of the pane's events, calling every listener. The pane fires its own events when
   * something happens; calling this from an extension would make every listener believe it did.
   *
   * @param eventName - The event to fire, without a namespace.
   * @param args - Values handed to each listener after the event object.
   */
  trigger<K extends keyof PaneEvents>(eventName: K, ...args: EventArgs<PaneEvents[K]>): void;
  trigger(eventName: string, ...args: unknown[]): void;
}
