/**
 * A per-file store for view state (scroll position, selection, zoom level...) that survives
 * closing a file and restarting the editor.
 *
 * The editor records the state of a view when it is hidden or destroyed, by calling the view's
 * optional `getViewState()` method, and saves the whole store with the project. When a view for
 * the same file is created again, restoring is up to the view or its factory: look the state up
 * with {@link getViewState} and apply it. Text editors do this already; custom views created
 * through `view/MainViewFactory` should do it themselves if they have state worth keeping. What
 * the state contains is entirely up to the view, as long as it can be saved as JSON.
 *
 * @example
 * ```js
 * const ViewStateManager = brackets.getModule("view/ViewStateManager");
 *
 * const MainViewFactory = brackets.getModule("view/MainViewFactory");
 *
 * MainViewFactory.registerViewFactory({
 *     canOpenFile: (fullPath) => fullPath.endsWith(".svg"),
 *     openFile(file, pane) {
 *         let zoom = 1;
 *         const saved = ViewStateManager.getViewState(file); // what getViewState() returned last time
 *         if (saved && typeof saved === "object" && "zoom" in saved && typeof saved.zoom === "number") {
 *             zoom = saved.zoom;
 *         }
 *         const $el = $("<div class='myext-svg-view'></div>").css("zoom", zoom);
 *         pane.addView({
 *             $el,
 *             getFile: () => file,
 *             getViewState: () => ({ zoom }),
 *             updateLayout: () => {},
 *             destroy: () => $el.remove()
 *         }, true);
 *         return $.Deferred().resolve().promise();
 *     }
 * });
 * ```
 * @module view/ViewStateManager
 */

import type File = require('filesystem/File');

/** Empties the store, forgetting the saved state of every file. */
export function reset(): void;

/**
 * Records the current state of a view, keyed by the view's file. Nothing happens if the view has
 * no `getViewState()` method. The editor calls this itself before hiding or destroying views;
 * call it when your view's state changes in a way you want remembered immediately.
 *
 * @param view - The view. Its `getFile()` names the file and `getViewState()` supplies the data.
 * @param viewState - Ignored: the state is always read from `view.getViewState()`.
 */
export function updateViewState(view: {getFile(): File; getViewState?(): unknown}, viewState?: unknown): void;

/**
 * Returns the state last recorded for a file.
 *
 * @typeParam T - The shape your view stores, for TypeScript callers that know it.
 * @param file - The file whose view state you want.
 * @returns Whatever the view's `getViewState()` returned, or `undefined` if nothing was stored
 *   for this file.
 */
export function getViewState<T = unknown>(file: File): T | undefined;

/**
 * Merges a batch of states into the store, replacing entries for the same paths. The editor
 * uses it to load the states saved with a project.
 *
 * @param viewStates - Object mapping full file paths to view states.
 */
export function addViewStates(viewStates: Record<string, unknown>): void;
