/**
 * Tabs at the top of the sidebar, so that several tools can share it: the built-in Files tab
 * (the Open Files list and the project tree) and tabs that extensions add, such as an AI chat.
 * The tab bar only appears once there are at least two tabs.
 *
 * An extension registers a tab with {@link addTab}, then puts its own elements in it with
 * {@link addToTab}. Switching tabs only hides and shows elements with a CSS class; nothing is
 * moved in the page, so references you keep to your elements stay valid. Elements in the
 * sidebar that no tab claims belong to the Files tab, so older extensions that add to the
 * sidebar keep working unchanged.
 *
 * @example
 * ```js
 * const SidebarTabs = brackets.getModule("view/SidebarTabs");
 *
 * const TAB_ID = "myext-notes";
 * SidebarTabs.addTab(TAB_ID, "Notes", "fa-solid fa-note-sticky", { priority: 50 });
 * const $notes = $('<div class="myext-notes"><textarea></textarea></div>');
 * SidebarTabs.addToTab(TAB_ID, $notes);
 *
 * SidebarTabs.on(SidebarTabs.EVENT_TAB_CHANGED, function (event, newTabId) {
 *     if (newTabId === TAB_ID) {
 *         $notes.find("textarea").trigger("focus");
 *     }
 * });
 * ```
 * @since 5.1
 * @module view/SidebarTabs
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/**
 * Id of the built-in Files tab, which always exists and cannot be removed:
 * `"sidebar-tab-files"`.
 *
 * @since 5.1
 */
export const SIDEBAR_TAB_FILES: 'sidebar-tab-files';

/**
 * Event fired after a tab is registered: `"tabAdded"`. See {@link SidebarTabsEvents.tabAdded}.
 *
 * @since 5.1
 */
export const EVENT_TAB_ADDED: 'tabAdded';

/**
 * Event fired after a tab is removed: `"tabRemoved"`. See {@link SidebarTabsEvents.tabRemoved}.
 *
 * @since 5.1
 */
export const EVENT_TAB_REMOVED: 'tabRemoved';

/**
 * Event fired when another tab becomes active: `"tabChanged"`. See
 * {@link SidebarTabsEvents.tabChanged}.
 *
 * @since 5.1
 */
export const EVENT_TAB_CHANGED: 'tabChanged';

/** Events this module triggers. Listen with `SidebarTabs.on(name, handler)`. */
export interface SidebarTabsEvents {
  /**
   * A tab was registered.
   * @event
   * @param event - The event object.
   * @param tabId - The new tab's id.
   */
  tabAdded: (event: DispatcherEvent, tabId: string) => void;
  /**
   * A tab was removed.
   * @event
   * @param event - The event object.
   * @param tabId - The removed tab's id.
   */
  tabRemoved: (event: DispatcherEvent, tabId: string) => void;
  /**
   * Another tab became active, by a click or through {@link setActiveTab}.
   * @event
   * @param event - The event object.
   * @param tabId - The tab now active.
   * @param previousTabId - The tab active before.
   */
  tabChanged: (event: DispatcherEvent, tabId: string, previousTabId: string) => void;
}

/** A registered tab, as {@link getAllTabs} describes it. */
export interface SidebarTab {
  /** The tab's id. */
  id: string;
  /** The text shown on the tab. */
  label: string;
  /** The icon classes shown on the tab. */
  iconClass: string;
  /** Its place in the tab bar: lower numbers sit further left. */
  priority: number;
}

/**
 * Registers a tab. Registering an id a second time does nothing.
 *
 * @param id - A unique id for the tab.
 * @param label - The text shown on the tab. It is inserted as HTML, so escape text you do not
 *     control.
 * @param iconClass - Icon classes, such as Font Awesome's `"fa-solid fa-robot"`.
 * @param options - `priority`: the tab's place in the bar, lower numbers further left (100 by
 *     default; the Files tab has 0).
 * @since 5.1
 */
export function addTab(id: string, label: string, iconClass: string, options?: {priority?: number}): void;

/**
 * Puts an element in a tab. An element not yet in the sidebar is appended to it. The element is
 * hidden unless its tab is the active one. One element may belong to several tabs; it is shown
 * while any of them is active.
 *
 * @param tabId - The tab.
 * @param $content - The element, or a jQuery object wrapping it.
 * @since 5.1
 */
export function addToTab(tabId: string, $content: JQuery<HTMLElement> | Element): void;

/**
 * Takes an element out of a tab. An element that {@link addToTab} appended and that belongs to
 * no other tab is removed from the page; an element that was already in the sidebar goes back to
 * the Files tab.
 *
 * @param tabId - The tab.
 * @param $content - The element, or a jQuery object wrapping it.
 * @since 5.1
 */
export function removeFromTab(tabId: string, $content: JQuery<HTMLElement> | Element): void;

/**
 * Removes a tab. It must be empty: take its elements out with {@link removeFromTab} first. If the
 * tab was active, the Files tab becomes active. The Files tab cannot be removed.
 *
 * @param id - The tab to remove.
 * @returns `true` if removed; `false` if the tab still has elements, does not exist, or is the
 *     Files tab.
 * @since 5.1
 */
export function removeTab(id: string): boolean;

/**
 * Makes a tab the active one, showing its elements and hiding the others. Unknown ids are
 * ignored. The first time any tab other than Files becomes active, the sidebar is widened to
 * 450 pixels if it is narrower.
 *
 * @param id - The tab to activate.
 * @since 5.1
 */
export function setActiveTab(id: string): void;

/**
 * Returns the id of the active tab.
 *
 * @returns The tab id.
 * @since 5.1
 */
export function getActiveTab(): string;

/**
 * Lists the registered tabs in the order of the tab bar (by priority).
 *
 * @returns A copy of each tab's description.
 * @since 5.1
 */
export function getAllTabs(): SidebarTab[];

/**
 * Listens for this module's events (see {@link SidebarTabsEvents}). Add a `.namespace` suffix to
 * the event name (`"tabChanged.myExt"`) so that one {@link off} call can later remove all of your
 * listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The SidebarTabs module, so calls can be chained.
 * @since 5.1
 */
export function on<K extends keyof SidebarTabsEvents>(
  events: K | `${K}.${string}`,
  handler: SidebarTabsEvents[K],
): typeof import('view/SidebarTabs');
export function on(events: string, handler: EventHandler): typeof import('view/SidebarTabs');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The SidebarTabs module, so calls can be chained.
 * @since 5.1
 */
export function one<K extends keyof SidebarTabsEvents>(
  events: K | `${K}.${string}`,
  handler: SidebarTabsEvents[K],
): typeof import('view/SidebarTabs');
export function one(events: string, handler: EventHandler): typeof import('view/SidebarTabs');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The SidebarTabs module, so calls can be chained.
 * @since 5.1
 */
export function off(events: string, handler?: EventHandler): typeof import('view/SidebarTabs');

/**
 * Fires one of this module's events. The module fires its own events as tabs come and go;
 * calling this from an extension would make every listener believe that happened.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 * @since 5.1
 */
export function trigger<K extends keyof SidebarTabsEvents>(eventName: K, ...args: EventArgs<SidebarTabsEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
