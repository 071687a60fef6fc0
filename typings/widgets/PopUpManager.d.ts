/**
 * Keeps track of the editor's transient pop-ups (dropdowns, context menus, hint lists, custom
 * floating panels) so they close consistently.
 *
 * Register a pop-up with {@link addPopUp} and the manager takes care of the common dismissal
 * rules for you:
 *
 * - **Esc** (and, on Windows, a lone **Alt** press) closes the most recently added visible pop-up.
 * - Running any command closes the open pop-up.
 * - Opening a context menu closes the open pop-up.
 * - While a pop-up is visible, Esc does not toggle the bottom panels.
 *
 * Before closing a pop-up, the manager triggers a `popUpClose` jQuery event on its element;
 * call `preventDefault()` on that event to keep the pop-up open. Unless the pop-up manages focus
 * itself, focus goes back to the active editor pane afterwards.
 *
 * For list-style pop-ups, {@link handleSelectionEvents} adds arrow-key navigation, Enter to
 * choose, and optional type-to-filter.
 *
 * @example
 * ```js
 * const PopUpManager = brackets.getModule("widgets/PopUpManager");
 *
 * const $menu = $('<ul class="dropdown-menu myext-menu"><li><a>Copy as HTML</a></li></ul>')
 *     .appendTo("body");
 * PopUpManager.addPopUp($menu, () => $menu.hide(), true);
 * ```
 * @module widgets/PopUpManager
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

import type {ContextMenu} from 'command/Menus';

/** Options for {@link addPopUp}. */
export interface AddPopUpOptions {
  /**
   * Set to `true` if the pop-up restores focus itself when it closes. Otherwise the manager
   * focuses the active editor pane after removing it.
   */
  popupManagesFocus?: boolean;
  /**
   * Set to `true` to close any pop-up that is already open before this one is registered, so
   * that only this pop-up is visible.
   */
  closeCurrentPopups?: boolean;
}

/**
 * Registers a pop-up so that Esc, command execution and context menus close it.
 *
 * @param $popUp - The pop-up's element. It should already be in the page.
 * @param removeHandler - Called when the pop-up must close; hide or detach your element here.
 * @param autoRemove - `true` to have the manager also remove the element from the DOM and forget
 *   it after it closes (right for pop-ups you create each time). `false` (the default) keeps the
 *   registration, for a persistent element that you only show and hide.
 * @param options - Focus and exclusivity options.
 * @example
 * ```js
 * const PopUpManager = brackets.getModule("widgets/PopUpManager");
 * const $tip = $('<div class="myext-tip">Press Tab to accept</div>').appendTo("body");
 * PopUpManager.addPopUp($tip, () => $tip.remove(), true, { closeCurrentPopups: true });
 * ```
 */
export function addPopUp($popUp: JQuery<HTMLElement>, removeHandler: () => void, autoRemove?: boolean, options?: AddPopUpOptions): void;

/**
 * Closes a registered pop-up now: runs its remove handler if the pop-up is visible, stops any
 * keyboard handling added by {@link handleSelectionEvents}, and, for pop-ups added with
 * `autoRemove`, removes the element from the DOM and unregisters it.
 *
 * @param $popUp - The element passed to {@link addPopUp}.
 */
export function removePopUp($popUp: JQuery<HTMLElement>): void;

/** Options for {@link handleSelectionEvents}. */
export interface SelectionEventOptions {
  /**
   * Called first for every key press while the pop-up is active. Return `true` when you handled
   * the key yourself to stop the default handling.
   */
  keyboardEventHandler?: (event: KeyboardEvent, $popUp: JQuery<HTMLElement>) => boolean;
  /**
   * `true` to let the user filter the list by typing: items whose text does not contain the
   * typed string are hidden, and the search text is shown at the top of the list.
   */
  enableSearchFilter?: boolean;
}

/**
 * Adds keyboard and mouse selection to a list-style pop-up (a `<ul>` of `<li><a>` items): Up and
 * Down move the highlighted item (the `selected` class), Enter clicks it, hovering highlights an
 * item, and with `enableSearchFilter` typing filters the list. The pop-up element receives focus.
 * Call {@link removePopUp} when the pop-up closes to detach the handlers.
 *
 * @param $popUp - The list element.
 * @param options - Extra key handling and filtering.
 * @example
 * ```js
 * const PopUpManager = brackets.getModule("widgets/PopUpManager");
 *
 * const $list = $("<ul class='dropdown-menu'><li><a>One</a></li><li><a>Two</a></li></ul>").appendTo("body");
 * PopUpManager.addPopUp($list, () => $list.remove(), true);
 * PopUpManager.handleSelectionEvents($list, { enableSearchFilter: true });
 * ```
 */
export function handleSelectionEvents($popUp: JQuery<HTMLElement>, options?: SelectionEventOptions): void;

/**
 * Moves the highlight in a list pop-up to the next or previous visible item, wrapping around at
 * the end of the list. When nothing is highlighted, it starts from the first item (or the last
 * one when moving backwards). {@link handleSelectionEvents} calls this for the arrow keys; call
 * it yourself for custom shortcuts.
 *
 * @param direction - `+1` for the next item, `-1` for the previous one.
 * @param $popUp - The list element.
 */
export function selectNextItem(direction: 1 | -1, $popUp: JQuery<HTMLElement>): void;

/**
 * Closes the open pop-up (the most recently added one that is visible), if there is one, as if
 * the user had pressed Esc.
 */
export function closeAllPopups(): void;

/**
 * Makes the manager close the open pop-up whenever the given context menu is about to open, so a
 * floating pop-up never stays on screen underneath a context menu.
 *
 * @param contextMenu - The context menu to watch.
 */
export function listenToContextMenu(contextMenu: ContextMenu): void;

/** Events the PopUpManager module receives. */
export interface PopUpManagerEvents {
  /**
   * A native menu is about to open; the module closes the current pop-up in response. The
   * editor fires it on the module (with `trigger`) when the desktop app reports that a menu is
   * opening.
   * @event
   */
  beforeMenuPopup: (event: DispatcherEvent) => void;
}

/**
 * Listens for this module's events (see {@link PopUpManagerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The PopUpManager module, so calls can be chained.
 */
export function on<K extends keyof PopUpManagerEvents>(
  events: K | `${K}.${string}`,
  handler: PopUpManagerEvents[K],
): typeof import('widgets/PopUpManager');
export function on(events: string, handler: EventHandler): typeof import('widgets/PopUpManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The PopUpManager module, so calls can be chained.
 */
export function one<K extends keyof PopUpManagerEvents>(
  events: K | `${K}.${string}`,
  handler: PopUpManagerEvents[K],
): typeof import('widgets/PopUpManager');
export function one(events: string, handler: EventHandler): typeof import('widgets/PopUpManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The PopUpManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('widgets/PopUpManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof PopUpManagerEvents>(eventName: K, ...args: EventArgs<PopUpManagerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
