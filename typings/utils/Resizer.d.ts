/**
 * Makes a panel resizable by dragging one of its edges, optionally collapsible, and remembers its
 * size and visibility between sessions.
 *
 * Call {@link makeResizable} once on an element that has an `id`. A drag handle is added on the side
 * you choose; the element's size and whether it is shown are saved as view state under that id and
 * restored next time. Afterwards, use {@link show}, {@link hide} and {@link toggle} rather than
 * changing the element's visibility yourself, so the saved state and the handle stay in sync.
 *
 * Panels created with `view/WorkspaceManager` are already resizable; this module is for custom
 * layouts, such as a resizable area inside your own panel. Elements directly inside the editor area
 * must be created through `WorkspaceManager.createBottomPanel()` instead: `makeResizable()` refuses
 * them (it logs an error).
 *
 * Elements present when the editor starts can also opt in with CSS classes: `vert-resizable` or
 * `horz-resizable` for the direction, plus `top-resizer`, `bottom-resizer`, `left-resizer` or
 * `right-resizer` for the handle position.
 *
 * While the user drags, the element fires jQuery events with the size in pixels (see
 * {@link ResizerEvents}).
 *
 * @example
 * ```js
 * const Resizer = brackets.getModule("utils/Resizer");
 *
 * const $sidebar = $("<div id='myext-file-list'></div>").appendTo("#myext-panel");
 * Resizer.makeResizable($sidebar[0], Resizer.DIRECTION_HORIZONTAL, Resizer.POSITION_RIGHT, 150, true);
 *
 * $sidebar.on("panelResizeEnd", (event, width) => console.log("new width", width));
 * ```
 *
 * @module utils/Resizer
 */

import type {EventHandler} from 'utils/EventDispatcher';

/** An element accepted by the functions of this module: a DOM element or a jQuery object wrapping one. */
export type ResizableElement = HTMLElement | JQuery<HTMLElement>;

/**
 * jQuery events fired on a resizable element. Listen with `$(element).on(name, handler)`.
 */
export interface ResizerEvents {
  /**
   * The user started dragging the resize handle.
   *
   * @event
   * @param event The jQuery event.
   * @param size The element's size (height or width) in pixels.
   */
  panelResizeStart: (event: JQuery.TriggeredEvent, size: number) => void;
  /**
   * The size changed during a drag.
   *
   * @event
   * @param event The jQuery event.
   * @param size The new size in pixels.
   */
  panelResizeUpdate: (event: JQuery.TriggeredEvent, size: number) => void;
  /**
   * The drag finished.
   *
   * @event
   * @param event The jQuery event.
   * @param size The final size in pixels.
   */
  panelResizeEnd: (event: JQuery.TriggeredEvent, size: number) => void;
  /**
   * The element was collapsed or hidden. This can happen without any drag, for example through
   * {@link hide}.
   *
   * @event
   * @param event The jQuery event.
   * @param size The size it had before collapsing.
   */
  panelCollapsed: (event: JQuery.TriggeredEvent, size: number) => void;
  /**
   * The element was expanded or shown. This can happen without any drag, for example through
   * {@link show}.
   *
   * @event
   * @param event The jQuery event.
   * @param size The size it opens with.
   */
  panelExpanded: (event: JQuery.TriggeredEvent, size: number) => void;
}

/** Resize the element's height (the handle sits on its top or bottom edge). */
export const DIRECTION_VERTICAL: 'vert';
/** Resize the element's width (the handle sits on its left or right edge). */
export const DIRECTION_HORIZONTAL: 'horz';

/** Handle on the top edge; use with {@link DIRECTION_VERTICAL}. */
export const POSITION_TOP: 'top';
/** Handle on the bottom edge; use with {@link DIRECTION_VERTICAL}. */
export const POSITION_BOTTOM: 'bottom';
/** Handle on the left edge; use with {@link DIRECTION_HORIZONTAL}. */
export const POSITION_LEFT: 'left';
/** Handle on the right edge; use with {@link DIRECTION_HORIZONTAL}. */
export const POSITION_RIGHT: 'right';

/** Name of the event fired when a panel collapses; see {@link ResizerEvents.panelCollapsed}. */
export const EVENT_PANEL_COLLAPSED: 'panelCollapsed';
/** Name of the event fired when a panel expands; see {@link ResizerEvents.panelExpanded}. */
export const EVENT_PANEL_EXPANDED: 'panelExpanded';
/** Name of the event fired when a resize drag begins; see {@link ResizerEvents.panelResizeStart}. */
export const EVENT_PANEL_RESIZE_START: 'panelResizeStart';
/** Name of the event fired while a resize drag moves; see {@link ResizerEvents.panelResizeUpdate}. */
export const EVENT_PANEL_RESIZE_UPDATE: 'panelResizeUpdate';
/** Name of the event fired when a resize drag ends; see {@link ResizerEvents.panelResizeEnd}. */
export const EVENT_PANEL_RESIZE_END: 'panelResizeEnd';

/**
 * Shows a resizable element and records that it is visible.
 *
 * @param element An element previously passed to {@link makeResizable}.
 */
export function show(element: ResizableElement): void;

/**
 * Hides a resizable element and records that it is hidden.
 *
 * @param element An element previously passed to {@link makeResizable}.
 */
export function hide(element: ResizableElement): void;

/**
 * Shows the element if it is hidden, hides it if it is shown.
 *
 * @param element An element previously passed to {@link makeResizable}.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const Resizer = brackets.getModule("utils/Resizer");
 *
 * CommandManager.register("Toggle File List", "myext.toggleList", () => Resizer.toggle($("#myext-file-list")));
 * ```
 */
export function toggle(element: ResizableElement): void;

/**
 * Removes the resize handle and resizing behaviour from an element, if it has them.
 *
 * @param element The element to turn back into a normal element.
 */
export function removeSizable(element: ResizableElement): void;

/**
 * Moves the resize handle back onto the element's edge. Call it after you change the element's
 * size from code.
 *
 * @param element The resizable element whose size you changed.
 */
export function resyncSizer(element: ResizableElement): void;

/**
 * Tells whether a resizable element is currently shown.
 *
 * @param element An element previously passed to {@link makeResizable}.
 * @returns `true` if it is visible.
 */
export function isVisible(element: ResizableElement): boolean;

/**
 * Adds a drag handle to one edge of an element so the user can resize it, optionally allows
 * collapsing it by double-clicking the handle, and saves its size and visibility as view state
 * under the element's `id`, restoring them the next time.
 *
 * @param element The element to make resizable. It must have an `id`; without one, an error is
 *     logged and nothing happens.
 * @param direction {@link DIRECTION_VERTICAL} to resize the height or {@link DIRECTION_HORIZONTAL} for the width.
 * @param position The edge with the handle: `POSITION_TOP`/`POSITION_BOTTOM` for vertical resizing,
 *     `POSITION_LEFT`/`POSITION_RIGHT` for horizontal.
 * @param minSize Smallest allowed outer size (border and padding included) in pixels. Defaults to 100.
 * @param collapsible Allow collapsing with a double-click on the handle. Defaults to `false`.
 * @param forceLeft CSS selector of a sibling (inside the element's parent) whose `left` should follow
 *     the element's size; useful for content laid out to the element's right.
 * @param createdByWorkspaceManager For the editor's internal use; leave `false`.
 * @param usePercentages Keep the size as a percentage of the parent instead of in pixels.
 * @param forceRight CSS selector of a sibling (inside the element's parent) whose `right` should
 *     follow the element's size; useful for content laid out to the element's left.
 * @param _attachToParent For the editor's internal use: puts the handle on the parent element,
 *     which only works when the element and its parent share the same position.
 * @param initialSize Starting size in pixels when nothing has been saved yet. Without it, the minimum
 *     size or the current size is used.
 *
 * @example
 * ```js
 * const Resizer = brackets.getModule("utils/Resizer");
 *
 * // A details pane at the bottom of the extension's panel, at least 80 px tall, collapsible.
 * Resizer.makeResizable($("#myext-details"), Resizer.DIRECTION_VERTICAL, Resizer.POSITION_TOP, 80, true);
 * ```
 */
export function makeResizable(
  element: ResizableElement,
  direction: 'vert' | 'horz',
  position: 'top' | 'bottom' | 'left' | 'right',
  minSize?: number,
  collapsible?: boolean,
  forceLeft?: string,
  createdByWorkspaceManager?: boolean,
  usePercentages?: boolean,
  forceRight?: string,
  _attachToParent?: boolean,
  initialSize?: number,
): void;

/**
 * Listens for events of the Resizer module object itself. In 5.2 the module fires none there: the
 * resize events of {@link ResizerEvents} are jQuery events on each resizable element, so listen
 * with `$(element).on(...)` instead. Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The Resizer module, so calls can be chained.
 */
export function on(events: string, handler: EventHandler): typeof import('utils/Resizer');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The Resizer module, so calls can be chained.
 */
export function one(events: string, handler: EventHandler): typeof import('utils/Resizer');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The Resizer module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('utils/Resizer');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger(eventName: string, ...args: unknown[]): void;
