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
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 * panel.registerCanBeShownHandler(() => !!ProjectManager.getProjectRoot());
 * panel.show();
 * ```
 * @module view/PanelView
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/** Event fired after a bottom panel becomes hidden. See {@link PanelViewEvents.panelHidden}. */
export const EVENT_PANEL_HIDDEN: 'panelHidden';

/** Event fired after a bottom panel becomes visible. See {@link PanelViewEvents.panelShown}. */
export const EVENT_PANEL_SHOWN: 'panelShown';

/** Value returned by {@link Panel.getPanelType} for bottom panels. */
export const PANEL_TYPE_BOTTOM_PANEL: 'bottomPanel';

/**
 * How close, in pixels, the bottom panel area must come to full height while being dragged to
 * count as maximized: `2`.
 *
 * @since 5.1
 */
export const MAXIMIZE_THRESHOLD: number;

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
   * @param id - The panel id. Added with `title` and `options` in 5.1, when bottom panels
   *     became tabs.
   * @param title - The text of the panel's tab; by default the text of the panel's
   *     `.toolbar .title` element, else a name derived from the id.
   * @param options - `iconSvg`: path of an SVG icon for the tab.
   * @since 5.1 (the `id`, `title` and `options` parameters)
   */
  constructor($panel: JQuery<HTMLElement>, id: string, title?: string, options?: {iconSvg?: string});

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

  /**
   * Installs a check that runs when the user asks to close the panel's tab (for example with
   * its close button), so the panel can keep itself open, say to ask about unsaved work. The
   * check may be asynchronous. Registering a second check replaces the first.
   *
   * @param handler - Function resolving to `true` to allow closing or `false` to keep the tab
   *     open, or `null` to remove the check.
   * @since 5.1
   */
  registerOnCloseRequestedHandler(handler: (() => boolean | Promise<boolean>) | null): void;

  /**
   * Closes the panel's tab the way the user would: runs the check registered with
   * {@link Panel.registerOnCloseRequestedHandler} first, then {@link Panel.closeTab} if allowed.
   *
   * @returns Resolves to `true` if the tab closed, `false` if the check kept it open.
   * @since 5.1
   */
  requestClose(): Promise<boolean>;

  /**
   * Shows the panel as the active tab of the bottom panel area, opening the area if needed,
   * unless the registered can-be-shown check says no.
   */
  show(): void;

  /**
   * Hides the panel: removes its tab and, if it was the active tab, folds the bottom panel area
   * away. The panel stays registered; {@link Panel.show} brings it back.
   */
  hide(): void;

  /**
   * Adds the panel's tab to the tab bar without opening the bottom panel area, for example to
   * restore tabs at startup while the area stays folded.
   *
   * @since 5.1
   */
  addToTabBar(): void;

  /**
   * Closes the panel's tab like its close button does: if it was the active tab, the next tab
   * becomes active, and the area folds away only when no tab is left. The panel stays
   * registered.
   *
   * @since 5.1
   */
  closeTab(): void;

  /**
   * Asks the panel to take keyboard focus. Panels that can (such as a terminal) replace this
   * method; the default does nothing.
   *
   * @returns `true` if the panel took focus; `false` by default.
   * @since 5.1
   */
  focus(): boolean;

  /**
   * Changes the text of the panel's tab.
   *
   * @param newTitle - The new text.
   * @since 5.1
   */
  setTitle(newTitle: string): void;

  /**
   * Removes the panel for good: its tab, its registration and its element. Do not use the
   * object afterwards.
   *
   * @since 5.1
   */
  destroy(): void;

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
 * Connects the module to the bottom panel area of the page. The workspace calls it once at
 * startup; extensions must not.
 *
 * @param $container - The element that holds every bottom panel.
 * @param $tabBar - The tab bar inside it.
 * @param $tabsOverflow - The scrolling part of the tab bar.
 * @param $editorHolder - The editor area, used to compute the maximized height.
 * @param recomputeLayoutFn - Called to lay the workspace out again.
 * @param defaultPanelId - Id of the panel that is always the first tab.
 * @since 5.1
 */
export function init(
  $container: JQuery<HTMLElement>,
  $tabBar: JQuery<HTMLElement>,
  $tabsOverflow: JQuery<HTMLElement>,
  $editorHolder: JQuery<HTMLElement>,
  recomputeLayoutFn: () => void,
  defaultPanelId: string,
): void;

/**
 * Lists the ids of the bottom panels that have a tab open, in tab order.
 *
 * @returns A copy of the list.
 * @since 5.1
 */
export function getOpenBottomPanelIDs(): string[];

/**
 * Returns the bottom panel whose tab is active.
 *
 * @returns The panel, or `null` when none is.
 * @since 5.1
 */
export function getActiveBottomPanel(): Panel | null;

/**
 * Makes the next open tab active, going round. Does nothing while the area is folded or no tab is
 * open.
 *
 * @returns `true` if another panel became active.
 * @since 5.1
 */
export function showNextPanel(): boolean;

/**
 * Hides every open bottom panel at once.
 *
 * @returns The ids of the panels that were open, to show them again later.
 * @since 5.1
 * @example
 * ```js
 * const PanelView = brackets.getModule("view/PanelView");
 * const WorkspaceManager = brackets.getModule("view/WorkspaceManager");
 *
 * // Clear the bottom area for a presentation, then bring the panels back.
 * const hidden = PanelView.hideAllOpenPanels();
 * // ... later
 * hidden.forEach((id) => WorkspaceManager.getPanelForID(id)?.show());
 * ```
 */
export function hideAllOpenPanels(): string[];

/**
 * Tells whether the bottom panel area is maximized (the editor area folded to make room).
 *
 * @returns `true` when maximized.
 * @since 5.1
 */
export function isMaximized(): boolean;

/**
 * Leaves the maximized state without resizing; the resize handle calls it when the user drags
 * the area smaller.
 *
 * @since 5.1
 */
export function exitMaximizeOnResize(): void;

/**
 * Enters the maximized state when the user drags the area to full height.
 *
 * @since 5.1
 */
export function enterMaximizeOnResize(): void;

/**
 * Gives the area back the height it had before it was maximized (or a sensible height when that
 * is unknown) and leaves the maximized state. Does nothing when not maximized.
 *
 * @since 5.1
 */
export function restoreIfMaximized(): void;

/**
 * Folds the bottom panel area away without changing which tab is active, and fires
 * `panelHidden` (with the id of the always-present first panel) so buttons that mirror the area's
 * visibility update. Does nothing when already folded.
 *
 * @since 5.1
 */
export function collapseContainer(): void;

/**
 * Shows the bottom panel area again after {@link collapseContainer}, with the same tab active,
 * and fires `panelShown` for it. Does nothing when already shown or no tab is active.
 *
 * @since 5.1
 */
export function restoreContainer(): void;

/**
 * Listens for this module's events (see {@link PanelViewEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The PanelView module, so calls can be chained.
 *
 * @example
 * ```js
 * const PanelView = brackets.getModule("view/PanelView");
 *
 * PanelView.on(PanelView.EVENT_PANEL_SHOWN + ".myExt", function (event, panelID) {
 *     console.log("Bottom panel shown:", panelID);
 * });
 * ```
 */
export function on<K extends keyof PanelViewEvents>(
  events: K | `${K}.${string}`,
  handler: PanelViewEvents[K],
): typeof import('view/PanelView');
export function on(events: string, handler: EventHandler): typeof import('view/PanelView');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The PanelView module, so calls can be chained.
 */
export function one<K extends keyof PanelViewEvents>(
  events: K | `${K}.${string}`,
  handler: PanelViewEvents[K],
): typeof import('view/PanelView');
export function one(events: string, handler: EventHandler): typeof import('view/PanelView');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The PanelView module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('view/PanelView');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof PanelViewEvents>(eventName: K, ...args: EventArgs<PanelViewEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
