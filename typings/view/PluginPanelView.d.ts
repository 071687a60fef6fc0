/**
 * The plugin side panel type: a resizable panel on the right-hand side of the window, opened
 * from an icon in the vertical toolbar at the window's right edge. Live Preview uses this kind of
 * panel.
 *
 * Create one with `WorkspaceManager.createPluginPanel()`, passing the toolbar icon that opens it;
 * you get back a {@link Panel}. Only one plugin panel is open at a time: showing one hides the
 * one that was open. While a panel is shown, its toolbar icon gets the `selected-button` class.
 * Opening the panel when its icon is clicked is up to you.
 *
 * @example
 * ```js
 * const WorkspaceManager = brackets.getModule("view/WorkspaceManager");
 *
 * const $icon = $('<a href="#" id="myext-notes-icon" title="Notes"></a>')
 *     .appendTo("#plugin-icons-bar");
 * const $panel = $('<div id="myext-notes-panel"><textarea></textarea></div>');
 * const panel = WorkspaceManager.createPluginPanel("myext.notes", $panel, 250, $icon, 400);
 * $icon.on("click", () => panel.setVisible(!panel.isVisible()));
 * ```
 * @module view/PluginPanelView
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/** Event fired after a plugin panel is hidden. See {@link PluginPanelViewEvents.panelHidden}. */
export const EVENT_PANEL_HIDDEN: 'panelHidden';

/** Event fired after a plugin panel is shown. See {@link PluginPanelViewEvents.panelShown}. */
export const EVENT_PANEL_SHOWN: 'panelShown';

/** Value returned by {@link Panel.getPanelType} for plugin side panels. */
export const PANEL_TYPE_PLUGIN_PANEL: 'pluginPanel';

/** Events this module triggers. Listen with `PluginPanelView.on(name, handler)`. */
export interface PluginPanelViewEvents {
  /**
   * A plugin panel was hidden.
   *
   * @event
   * @param event - The event object.
   * @param panelID - Id the panel was created with.
   */
  panelHidden: (event: DispatcherEvent, panelID: string) => void;
  /**
   * A plugin panel was shown.
   *
   * @event
   * @param event - The event object.
   * @param panelID - Id the panel was created with.
   */
  panelShown: (event: DispatcherEvent, panelID: string) => void;
}

/**
 * A side panel tied to a toolbar icon. Obtain one from `WorkspaceManager.createPluginPanel()`.
 */
export class Panel {
  /**
   * Wraps an element as a plugin panel. Extensions should use
   * `WorkspaceManager.createPluginPanel()` instead, which also places the element in the layout
   * and registers the panel id.
   *
   * @param $panel - The panel's complete element.
   * @param id - Unique panel id in package style, for example `"myextension.panelname"`.
   * @param $toolbarIcon - The toolbar icon that belongs to this panel.
   * @param minWidth - Narrowest width, in pixels, the user can drag the panel to.
   * @param initialSize - Width in pixels the first time the panel opens. Later the panel keeps
   *   whatever width the user gave it.
   */
  constructor($panel: JQuery<HTMLElement>, id: string, $toolbarIcon: JQuery<HTMLElement>, minWidth?: number, initialSize?: number);

  /** The panel's root element, as passed in at creation. Build and update your UI inside it. */
  $panel: JQuery<HTMLElement>;

  /**
   * Tells whether the panel is currently on screen.
   *
   * @returns `true` if visible.
   */
  isVisible(): boolean;

  /**
   * Installs a check that runs every time something asks the panel to show. If it returns
   * `false`, the panel stays hidden. Registering a second check replaces the first.
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

  /**
   * Installs a check that runs when something asks the panel to close through
   * {@link Panel.requestClose}, so the panel can keep itself open, for example to ask about
   * unsaved work. The check may be asynchronous. A second check replaces the first (with a
   * console warning).
   *
   * @param handler - Function resolving to `true` to allow closing or `false` to stay open, or
   *     `null` to remove the check.
   * @since 5.1
   */
  registerOnCloseRequestedHandler(handler: (() => boolean | Promise<boolean>) | null): void;

  /**
   * Hides the panel after the check registered with
   * {@link Panel.registerOnCloseRequestedHandler} allows it.
   *
   * @returns Resolves to `true` if the panel was hidden, `false` if the check kept it open.
   * @since 5.1
   */
  requestClose(): Promise<boolean>;

  /** Shows the panel, hiding any other plugin panel, and marks its toolbar icon as selected. */
  show(): void;

  /** Hides the panel and clears the selected state of its toolbar icon. */
  hide(): void;

  /**
   * Shows or hides the panel.
   *
   * @param visible - `true` to show, `false` to hide.
   */
  setVisible(visible: boolean): void;

  /**
   * Tells what kind of panel this is, so code holding a panel from
   * `WorkspaceManager.getPanelForID()` can tell plugin side panels from bottom panels.
   *
   * @returns Always {@link PANEL_TYPE_PLUGIN_PANEL}.
   */
  getPanelType(): typeof PANEL_TYPE_PLUGIN_PANEL;
}

/**
 * Listens for this module's events (see {@link PluginPanelViewEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The PluginPanelView module, so calls can be chained.
 *
 * @example
 * ```js
 * const PluginPanelView = brackets.getModule("view/PluginPanelView");
 *
 * PluginPanelView.on("panelShown.myExt", function (event, panelID) {
 *     console.log("Side panel shown:", panelID);
 * });
 * ```
 */
export function on<K extends keyof PluginPanelViewEvents>(
  events: K | `${K}.${string}`,
  handler: PluginPanelViewEvents[K],
): typeof import('view/PluginPanelView');
export function on(events: string, handler: EventHandler): typeof import('view/PluginPanelView');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The PluginPanelView module, so calls can be chained.
 */
export function one<K extends keyof PluginPanelViewEvents>(
  events: K | `${K}.${string}`,
  handler: PluginPanelViewEvents[K],
): typeof import('view/PluginPanelView');
export function one(events: string, handler: EventHandler): typeof import('view/PluginPanelView');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The PluginPanelView module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('view/PluginPanelView');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof PluginPanelViewEvents>(eventName: K, ...args: EventArgs<PluginPanelViewEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
