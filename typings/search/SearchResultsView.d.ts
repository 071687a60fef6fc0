/**
 * The bottom panel that lists search results (Find in Files results, and other searches that
 * reuse the same panel). It draws from a {@link "search/SearchModel"}, lets the user expand and
 * collapse files, tick matches for replacement, page through long result lists, and jump to a
 * match by clicking it.
 *
 * The view is an event dispatcher: it triggers `replaceBatch` when the Replace button is pressed
 * and `close` when the panel closes.
 *
 * @module search/SearchResultsView
 */

import type { SearchModel } from "search/SearchModel";
import type { DispatcherEvent, EventHandler } from "utils/EventDispatcher";

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
     */
    constructor(model: SearchModel, panelID: string, panelName: string, type: string, title?: string);

    /** Shows the panel and renders the model's current results. */
    open(): void;

    /** Hides the panel and fires `close`. */
    close(): void;

    /**
     * Subscribes to `replaceBatch` or `close`.
     *
     * @param event - The event name, optionally with a `.namespace` suffix.
     * @param handler - Called when the event fires.
     * @returns The view.
     */
    on(event: string, handler: (event: DispatcherEvent) => void): this;

    /**
     * Like {@link SearchResultsView.on}, but the handler is removed after it runs once.
     *
     * @param event - The event name, optionally with a `.namespace` suffix.
     * @param handler - Called the next time the event fires.
     * @returns The view.
     */
    one(event: string, handler: (event: DispatcherEvent) => void): this;

    /**
     * Removes handlers added with {@link SearchResultsView.on}.
     *
     * @param event - The event name, namespaced name, or bare `".namespace"`.
     * @param handler - The handler to remove.
     * @returns The view.
     */
    off(event: string, handler?: EventHandler): this;
}
