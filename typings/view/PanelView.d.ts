/**
 * The bottom panel type: a resizable area between the editor and the status bar, like the
 * Problems panel or the Find in Files results.
 *
 * You do not construct these panels yourself. Call `WorkspaceManager.createBottomPanel()`, which
 * adds your element to the layout and returns a {@link Panel}; then show and hide it with the
 * methods below. The editor remembers each panel's size, and the workspace re-lays itself out
 * when a panel is shown, hidden or resized.
 *
 * The module also reports every bottom panel that is shown or hidden (see
 * {@link PanelViewEvents}); `view/WorkspaceManager` forwards the same notifications for all panel
 * types, which is usually the more convenient place to listen.
 *
 * @example
 * ```js
 * const WorkspaceManager = brackets.getModule("view/WorkspaceManager");
 *
 * const $html = $('<div id="myext-todo-panel" class="bottom-panel">' +
 *     '<div class="toolbar"><div class="title">notes</div></div>' +
 *     '<div class="resizable-content"></div></div>');
 * const panel = WorkspaceManager.createBottomPanel("myext.todo.panel", $html);
 * panel.registerCanBeShownHandler(() => !!currentProject);
 * panel.show();
 * ```
 * @module view/PanelView
 */

import type { DispatcherEvent, EventHandler } from "utils/EventDispatcher";

/** Event fired after a bottom panel becomes hidden. See {@link PanelViewEvents.panelHidden}. */
export const EVENT_PANEL_HIDDEN: "panelHidden";

/** Event fired after a bottom panel becomes visible. See {@link PanelViewEvents.panelShown}. */
export const EVENT_PANEL_SHOWN: "panelShown";

/** Value returned by {@link Panel.getPanelType} for bottom panels. */
export const PANEL_TYPE_BOTTOM_PANEL: "bottomPanel";

/** Events this module triggers. Listen with `PanelView.on(name, handler)`. */
export interface PanelViewEvents {
    /**
     * A bottom panel was hidden.
     *
     * @event
     * @param event - The event object.
     * @param panelID - Id the panel was created with.
     */
    panelHidden: (event: DispatcherEvent, panelID: string) => void;
    /**
     * A bottom panel was shown.
     *
     * @event
     * @param event - The event object.
     * @param panelID - Id the panel was created with.
     */
    panelShown: (event: DispatcherEvent, panelID: string) => void;
}

/**
 * A panel below the editor area. Obtain one from `WorkspaceManager.createBottomPanel()`.
 */
export class Panel {
    /**
     * Wraps an element as a bottom panel. Extensions should use
     * `WorkspaceManager.createBottomPanel()` instead, which also places the element in the layout
     * and registers the panel id.
     *
     * @param $panel - The panel's complete element, already in the page.
     */
    constructor($panel: JQuery<HTMLElement>);

    /** The panel's root element, as passed in at creation. Build and update your UI inside it. */
    $panel: JQuery<HTMLElement>;

    /**
     * Tells whether the panel is currently on screen.
     *
     * @returns `true` if visible.
     */
    isVisible(): boolean;

    /**
     * Installs a check that runs every time something asks the panel to show. If the check
     * returns `false`, the panel stays hidden. Use it for panels that only make sense in some
     * states, for example only while a project of a certain type is open. Registering a second
     * check replaces the first.
     *
     * @param canShowHandlerFn - Function returning `true` when the panel may be shown, or `null`
     *   to remove the check.
     */
    registerCanBeShownHandler(canShowHandlerFn: (() => boolean) | null): void;

    /**
     * Runs the check registered with {@link Panel.registerCanBeShownHandler}.
     *
     * @returns `true` if the panel may be shown (always `true` when no check is registered).
     */
    canBeShown(): boolean;

    /** Shows the panel, unless the registered can-be-shown check says no. */
    show(): void;

    /** Hides the panel. */
    hide(): void;

    /**
     * Shows or hides the panel.
     *
     * @param visible - `true` to show, `false` to hide.
     */
    setVisible(visible: boolean): void;

    /**
     * Tells what kind of panel this is, so code holding a panel from
     * `WorkspaceManager.getPanelForID()` can tell bottom panels from plugin side panels.
     *
     * @returns Always {@link PANEL_TYPE_BOTTOM_PANEL}.
     */
    getPanelType(): typeof PANEL_TYPE_BOTTOM_PANEL;
}

/**
 * Adds a listener for one of the {@link PanelViewEvents}. The event name may carry a
 * `.namespace` suffix.
 *
 * @param events - Event name, such as {@link EVENT_PANEL_SHOWN}.
 * @param handler - Listener; receives the event object followed by the panel id.
 * @returns The module, for chaining.
 */
export function on<K extends keyof PanelViewEvents>(events: K | `${K}.${string}`, handler: PanelViewEvents[K]): typeof import("view/PanelView");
export function on(events: string, handler: EventHandler): typeof import("view/PanelView");

/**
 * Adds a listener that runs only once.
 *
 * @param events - Event name.
 * @param handler - Listener; receives the event object followed by the panel id.
 * @returns The module, for chaining.
 */
export function one<K extends keyof PanelViewEvents>(events: K | `${K}.${string}`, handler: PanelViewEvents[K]): typeof import("view/PanelView");
export function one(events: string, handler: EventHandler): typeof import("view/PanelView");

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - Event name, `.namespace`, or both.
 * @param handler - Only remove this function; omit to remove every matching listener.
 * @returns The module, for chaining.
 */
export function off(events: string, handler?: EventHandler): typeof import("view/PanelView");
