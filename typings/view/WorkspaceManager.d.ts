/**
 * Lays out the editor window around the main editor area: the bottom panels between the editor
 * and the status bar, and the plugin side panels on the right. It resizes the editor area when
 * panels open, close or are dragged, and when the window is resized.
 *
 * Extensions use it to:
 * - create panels: {@link createBottomPanel} for a panel under the editor, {@link createPluginPanel}
 *   for a side panel opened from a toolbar icon;
 * - look panels up by id and check whether they are visible;
 * - react to layout changes ({@link WorkspaceManagerEvents}), for example to reposition a floating
 *   widget;
 * - take part in Esc key handling. When the editor has focus, Esc normally toggles the bottom
 *   panels; a widget that needs Esc for itself registers a handler with
 *   {@link addEscapeKeyEventHandler}.
 *
 * Each panel's size and visibility are remembered between sessions, keyed by the panel id.
 *
 * @example
 * ```js
 * const WorkspaceManager = brackets.getModule("view/WorkspaceManager");
 *
 * const $panel = $('<div id="myext-log-panel" class="bottom-panel">' +
 *     '<div class="toolbar"><div class="title">Build log</div></div>' +
 *     '<pre class="resizable-content myext-log"></pre></div>');
 * const panel = WorkspaceManager.createBottomPanel("myext.buildlog", $panel);
 * panel.show();
 *
 * WorkspaceManager.on(WorkspaceManager.EVENT_WORKSPACE_UPDATE_LAYOUT, (event, editorAreaHeight) => {
 *     console.log("Editor area is now", editorAreaHeight, "px tall");
 * });
 * ```
 * @module view/WorkspaceManager
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type {Panel as BottomPanel} from 'view/PanelView';
import type {Panel as PluginPanel} from 'view/PluginPanelView';

/**
 * Value of `getPanelType()` on bottom panels, to tell them apart from plugin panels returned by
 * {@link getPanelForID}.
 */
export const PANEL_TYPE_BOTTOM_PANEL: 'bottomPanel';

/** Value of `getPanelType()` on plugin side panels. */
export const PANEL_TYPE_PLUGIN_PANEL: 'pluginPanel';

/**
 * Event fired whenever the space for the editor area changes: a panel was shown, hidden or
 * resized, the status bar toggled, or the window resized. See
 * {@link WorkspaceManagerEvents.workspaceUpdateLayout}.
 */
export const EVENT_WORKSPACE_UPDATE_LAYOUT: 'workspaceUpdateLayout';

/** Event fired after any bottom or plugin panel is shown. See {@link WorkspaceManagerEvents.panelShown}. */
export const EVENT_WORKSPACE_PANEL_SHOWN: 'panelShown';

/** Event fired after any bottom or plugin panel is hidden. See {@link WorkspaceManagerEvents.panelHidden}. */
export const EVENT_WORKSPACE_PANEL_HIDDEN: 'panelHidden';

/**
 * Event fired when design mode is switched on or off. Value `"workspaceDesignModeChange"`; see
 * {@link WorkspaceManagerEvents.workspaceDesignModeChange}.
 *
 * @since 5.1
 */
export const EVENT_WORKSPACE_DESIGN_MODE_CHANGE: 'workspaceDesignModeChange';

/**
 * Id of the bottom panel that is always the first tab of the bottom panel area and is shown when
 * no other panel is open: `"workspace.defaultPanel"`.
 *
 * @since 5.1
 */
export const DEFAULT_PANEL_ID: 'workspace.defaultPanel';

/** Events this module triggers. Listen with `WorkspaceManager.on(name, handler)`. */
export interface WorkspaceManagerEvents {
  /**
   * The editor area was resized.
   *
   * @event
   * @param event - The event object.
   * @param editorAreaHeight - Height in pixels now available to the editor area.
   * @param refreshHint - Internal hint that editors should fully refresh; usually `undefined`.
   */
  workspaceUpdateLayout: (event: DispatcherEvent, editorAreaHeight: number, refreshHint?: boolean) => void;
  /**
   * A bottom panel or plugin panel was shown.
   *
   * @event
   * @param event - The event object.
   * @param panelID - Id of the panel.
   */
  panelShown: (event: DispatcherEvent, panelID: string) => void;
  /**
   * A bottom panel or plugin panel was hidden.
   *
   * @event
   * @param event - The event object.
   * @param panelID - Id of the panel.
   */
  panelHidden: (event: DispatcherEvent, panelID: string) => void;
  /**
   * Design mode was switched on or off.
   *
   * @event
   * @param event - The event object.
   * @param active - `true` when design mode is now on.
   */
  workspaceDesignModeChange: (event: DispatcherEvent, active: boolean) => void;
}

/**
 * Creates a resizable panel between the editor and the status bar. The panel starts hidden; call
 * `show()` on it. Its size and visibility are saved and restored with the id as key.
 *
 * @param id - Unique id in package style, for example `"myextension.feature.panelname"`.
 * @param $panel - The panel's element. It does not need to be in the page yet, but it must have
 *   an `id` attribute.
 * Since 5.1 bottom panels are tabs in one shared area, and `title` and `options` choose what the
 * panel's tab shows.
 *
 * @param id - Unique id in package style, for example `"myextension.feature.panelname"`.
 * @param $panel - The panel's element. It does not need to be in the page yet, but it must have
 *   an `id` attribute.
 * @param minSize - No longer used since 5.1; pass `undefined`.
 * @param title - The text of the panel's tab.
 * @param options - `iconSvg`: path of an SVG icon for the tab; a generic icon is used otherwise.
 * @returns The new panel.
 * @since 5.1 (the `title` and `options` parameters)
 * @example
 * ```js
 * const WorkspaceManager = brackets.getModule("view/WorkspaceManager");
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const $results = $('<div id="myext-results" class="bottom-panel"></div>');
 * const panel = WorkspaceManager.createBottomPanel("myext.results", $results, undefined, "My Results");
 * CommandManager.register("Show My Results", "myext.showResults", () => panel.show());
 * ```
 */
export function createBottomPanel(
  id: string,
  $panel: JQuery<HTMLElement>,
  minSize?: number,
  title?: string,
  options?: {iconSvg?: string},
): BottomPanel;

/**
 * Removes a bottom panel for good: its tab, its registration and its element. The id can then be
 * used again, and the old panel object must not be.
 *
 * @param id - The id the panel was created with.
 * @since 5.1
 */
export function destroyBottomPanel(id: string): void;

/**
 * Lists the ids of the bottom panels that have a tab open, in tab order; the same function as
 * `PanelView.getOpenBottomPanelIDs()`.
 *
 * @returns The ids.
 * @since 5.1
 */
export function getOpenBottomPanelIDs(): string[];

/**
 * Hides every open bottom panel at once; the same function as `PanelView.hideAllOpenPanels()`.
 *
 * @returns The ids of the panels that were open, to show them again later.
 * @since 5.1
 */
export function hideAllOpenBottomPanels(): string[];

/**
 * Sets the width of the side panel area on the right (plugin panels), shrinking or folding the
 * sidebar when there is not enough room. Does nothing while no plugin panel is showing.
 *
 * @param width - The width in pixels.
 * @since 5.1
 */
export function setPluginPanelWidth(width: number): void;

/**
 * Tells whether the workspace is in design mode: the editor folded away and Live Preview filling
 * its place. Also available as `Phoenix.isInDesignMode()`.
 *
 * @returns `true` in design mode.
 * @since 5.1
 */
export function isInDesignMode(): boolean;

/**
 * Switches design mode on or off and fires {@link EVENT_WORKSPACE_DESIGN_MODE_CHANGE} when the
 * state changes. This only records the state; to switch the layout as the user would, run the
 * `Commands.VIEW_TOGGLE_DESIGN_MODE` command instead.
 *
 * @param active - `true` for design mode.
 * @since 5.1
 */
export function setDesignMode(active: boolean): void;

/**
 * Creates a resizable side panel tied to a toolbar icon. The panel starts hidden. One icon can
 * belong to only one panel; creating a panel with an id that is already used replaces the old
 * registration.
 *
 * @param id - Unique id in package style, for example `"myextension.panelname"`.
 * @param $panel - The panel's element. It must have an `id` attribute.
 * @param minSize - Narrowest width, in pixels, the user can drag the panel to.
 * @param $toolbarIcon - An icon in the main toolbar that the panel belongs to. Required; an
 *   error is thrown without it.
 * @param initialSize - Width in pixels the first time the panel opens. Defaults to the minimum
 *   size or the current size.
 * @returns The new panel.
 * @example
 * ```js
 * const WorkspaceManager = brackets.getModule("view/WorkspaceManager");
 * const $icon = $('<a href="#" id="myext-chart-icon" title="Charts"></a>').appendTo("#plugin-icons-bar");
 * const chartPanel = WorkspaceManager.createPluginPanel("myext.charts", $("<div id='myext-charts'></div>"),
 *     300, $icon, 500);
 * $icon.on("click", () => chartPanel.setVisible(!chartPanel.isVisible()));
 * ```
 */
export function createPluginPanel(
  id: string,
  $panel: JQuery<HTMLElement>,
  minSize: number | undefined,
  $toolbarIcon: JQuery<HTMLElement>,
  initialSize?: number,
): PluginPanel;

/**
 * Lists the ids of every panel created so far, bottom and plugin panels alike, visible or not.
 *
 * @returns The panel ids.
 */
export function getAllPanelIDs(): string[];

/**
 * Looks a panel up by its id. Call `getPanelType()` on the result to know which kind it is.
 *
 * @param panelID - Id the panel was created with.
 * @returns The panel, or `undefined` if no panel has that id.
 * @example
 * ```js
 * const WorkspaceManager = brackets.getModule("view/WorkspaceManager");
 * const panel = WorkspaceManager.getPanelForID("myext.results");
 * if (panel && panel.getPanelType() === WorkspaceManager.PANEL_TYPE_BOTTOM_PANEL) {
 *     panel.hide();
 * }
 * ```
 */
export function getPanelForID(panelID: string): BottomPanel | PluginPanel | undefined;

/**
 * Recomputes the size of the editor area and the panels' resize limits, then fires
 * {@link EVENT_WORKSPACE_UPDATE_LAYOUT}. Call it after your extension changes the size of
 * something around the editor area outside the panel API (for example showing a custom bar).
 *
 * @param refreshHint - `true` to also make the editors fully refresh.
 */
export function recomputeLayout(refreshHint?: boolean): void;

/**
 * Tells whether the panel with the given id exists and is visible.
 *
 * @param panelID - Id the panel was created with.
 * @returns `true` if the panel is visible; `false` if it is hidden or unknown.
 */
export function isPanelVisible(panelID: string): boolean;

/**
 * Lets a widget claim the Esc key. Registered handlers run (in registration order) when Esc is
 * pressed; if one returns `true`, the default Esc behaviour of toggling the bottom panels does
 * not happen. Returning `true` does not stop the key event from propagating; use the event
 * object for that.
 *
 * @param consumerName - Unique name for your handler, used to remove it later.
 * @param eventHandler - Receives the keyboard event; return `true` if you handled Esc.
 * @returns `true` if added; `false` if the name is taken or the handler is not a function.
 * @example
 * ```js
 * const WorkspaceManager = brackets.getModule("view/WorkspaceManager");
 *
 * const $overlay = $("#myext-overlay");
 * WorkspaceManager.addEscapeKeyEventHandler("myext.overlay", () => {
 *     if (!$overlay.is(":visible")) {
 *         return false; // not ours: let Escape do its usual job
 *     }
 *     $overlay.hide();
 *     return true;
 * });
 * ```
 */
export function addEscapeKeyEventHandler(consumerName: string, eventHandler: (event: KeyboardEvent) => boolean): boolean;

/**
 * Removes an Esc handler added with {@link addEscapeKeyEventHandler}.
 *
 * @param consumerName - The name the handler was registered with.
 * @returns `true` if a handler was removed; `false` if none had that name.
 */
export function removeEscapeKeyEventHandler(consumerName: string): boolean;

/**
 * Listens for this module's events (see {@link WorkspaceManagerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The WorkspaceManager module, so calls can be chained.
 *
 * @example
 * ```js
 * const WorkspaceManager = brackets.getModule("view/WorkspaceManager");
 *
 * WorkspaceManager.on(WorkspaceManager.EVENT_WORKSPACE_DESIGN_MODE_CHANGE, function (event, active) {
 *     console.log("Design mode", active ? "on" : "off");
 * });
 * ```
 */
export function on<K extends keyof WorkspaceManagerEvents>(
  events: K | `${K}.${string}`,
  handler: WorkspaceManagerEvents[K],
): typeof import('view/WorkspaceManager');
export function on(events: string, handler: EventHandler): typeof import('view/WorkspaceManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The WorkspaceManager module, so calls can be chained.
 */
export function one<K extends keyof WorkspaceManagerEvents>(
  events: K | `${K}.${string}`,
  handler: WorkspaceManagerEvents[K],
): typeof import('view/WorkspaceManager');
export function one(events: string, handler: EventHandler): typeof import('view/WorkspaceManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The WorkspaceManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('view/WorkspaceManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof WorkspaceManagerEvents>(eventName: K, ...args: EventArgs<WorkspaceManagerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
