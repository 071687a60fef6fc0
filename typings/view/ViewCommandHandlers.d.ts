/**
 * Controls the code editor's font: its size (what View > Increase Font Size, Decrease Font Size
 * and Restore Font Size change) and its font family.
 *
 * The values are stored in the `fonts.fontSize` and `fonts.fontFamily` preferences and apply to
 * every editor. Sizes are CSS strings in `px` or `em`, such as `"14px"`. The menu commands change
 * the size one step at a time (1px or 0.1em) and stay between 1px and 72px (0.1em and 7.2em).
 *
 * Listen to the module's events ({@link ViewCommandHandlersEvents}) to keep custom UI, such as
 * a panel that mirrors the editor text, in step with the editor font.
 *
 * @example
 * ```js
 * const ViewCommandHandlers = brackets.getModule("view/ViewCommandHandlers");
 *
 * $("#myext-preview").css("font-size", ViewCommandHandlers.getFontSize());
 * ViewCommandHandlers.on("fontSizeChange", (event, newSize) => {
 *     $("#myext-preview").css("font-size", newSize);
 * });
 * ```
 * @module view/ViewCommandHandlers
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/** Events this module triggers. Listen with `ViewCommandHandlers.on(name, handler)`. */
export interface ViewCommandHandlersEvents {
  /**
   * The editor font size changed, from a menu command or a call to {@link setFontSize}.
   *
   * @event
   * @param event - The event object.
   * @param newFontSize - The new size, for example `"15px"`.
   * @param oldFontSize - The previous size.
   */
  fontSizeChange: (event: DispatcherEvent, newFontSize: string, oldFontSize: string) => void;
  /**
   * The editor font family changed.
   *
   * @event
   * @param event - The event object.
   * @param newFontFamily - The new CSS `font-family` value.
   * @param oldFontFamily - The previous value.
   */
  fontFamilyChange: (event: DispatcherEvent, newFontFamily: string, oldFontFamily: string) => void;
}

/**
 * Sets the editor font size, saves it in the `fonts.fontSize` preference and keeps the visible
 * code in place while the editors re-render.
 *
 * @param fontSize - CSS size in `px` or `em`, for example `"14px"`.
 * @example
 * ```js
 * const ViewCommandHandlers = brackets.getModule("view/ViewCommandHandlers");
 *
 * ViewCommandHandlers.setFontSize("16px");
 * ```
 */
export function setFontSize(fontSize: string): void;

/**
 * Returns the editor font size.
 *
 * @returns The size with its unit, for example `"14px"`.
 */
export function getFontSize(): string;

/**
 * Sets the editor font family and saves it in the `fonts.fontFamily` preference.
 *
 * @param fontFamily - A CSS `font-family` value; list fallbacks separated by commas.
 * @example
 * ```js
 * const ViewCommandHandlers = brackets.getModule("view/ViewCommandHandlers");
 *
 * ViewCommandHandlers.setFontFamily("'Fira Code', 'SourceCodePro-Medium', monospace");
 * ```
 */
export function setFontFamily(fontFamily: string): void;

/**
 * Returns the editor font family.
 *
 * @returns The CSS `font-family` value in use.
 */
export function getFontFamily(): string;

/**
 * Re-applies the saved font size. It also converts the font size adjustment stored by very old
 * versions into the current preference. The editor calls it at start-up.
 */
export function restoreFontSize(): void;

/**
 * Resets both the editor font size and the font family to the editor's factory defaults, as if
 * the user had never changed them.
 */
export function restoreFonts(): void;

/**
 * The pattern a font size must match to be accepted, as a string to pass to `new RegExp()`:
 * digits with an optional decimal part, followed by `px` or `em` (such as `"13px"` or `"1.1em"`).
 * Despite its name, the module exports the string, not a `RegExp`.
 *
 * @example
 * ```js
 * const ViewCommandHandlers = brackets.getModule("view/ViewCommandHandlers");
 *
 * const sizeOk = new RegExp(ViewCommandHandlers.validFontSizeRegExp).test("14px"); // true
 * ```
 */
export const validFontSizeRegExp: string;

/**
 * Listens for this module's events (see {@link ViewCommandHandlersEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The ViewCommandHandlers module, so calls can be chained.
 *
 * @example
 * ```js
 * const ViewCommandHandlers = brackets.getModule("view/ViewCommandHandlers");
 *
 * ViewCommandHandlers.on("fontSizeChange.myExt", function (event, newFontSize) {
 *     $("#my-panel").css("font-size", newFontSize);
 * });
 * ```
 */
export function on<K extends keyof ViewCommandHandlersEvents>(
  events: K | `${K}.${string}`,
  handler: ViewCommandHandlersEvents[K],
): typeof import('view/ViewCommandHandlers');
export function on(events: string, handler: EventHandler): typeof import('view/ViewCommandHandlers');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The ViewCommandHandlers module, so calls can be chained.
 */
export function one<K extends keyof ViewCommandHandlersEvents>(
  events: K | `${K}.${string}`,
  handler: ViewCommandHandlersEvents[K],
): typeof import('view/ViewCommandHandlers');
export function one(events: string, handler: EventHandler): typeof import('view/ViewCommandHandlers');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The ViewCommandHandlers module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('view/ViewCommandHandlers');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof ViewCommandHandlersEvents>(eventName: K, ...args: EventArgs<ViewCommandHandlersEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
