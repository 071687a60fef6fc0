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

import type { DispatcherEvent, EventHandler } from "utils/EventDispatcher";

/**
 * Not available on this module: reading it returns `undefined`. Older generated reference pages
 * listed this name (along with a note on the module's events, now described in
 * {@link ViewCommandHandlersEvents}) only because the source loads `command/Commands` internally.
 * Get the real module with `brackets.getModule("command/Commands")`.
 */
export const Commands: undefined;

/**
 * Not available on this module: reading it returns `undefined`. It is an internal pattern for
 * validating font sizes. Accept sizes that are a number followed by `px` or `em`, such as
 * `"13px"` or `"1.1em"`.
 */
export const validFontSizeRegExpStr: undefined;

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
 * Adds a listener for one of the {@link ViewCommandHandlersEvents}. The event name may carry a
 * `.namespace` suffix.
 *
 * @param events - Event name, such as `"fontSizeChange"`.
 * @param handler - Listener; receives the event object followed by the event's arguments.
 * @returns The module, for chaining.
 */
export function on<K extends keyof ViewCommandHandlersEvents>(
    events: K | `${K}.${string}`,
    handler: ViewCommandHandlersEvents[K],
): typeof import("view/ViewCommandHandlers");
export function on(events: string, handler: EventHandler): typeof import("view/ViewCommandHandlers");

/**
 * Adds a listener that runs only once.
 *
 * @param events - Event name.
 * @param handler - Listener; receives the event object followed by the event's arguments.
 * @returns The module, for chaining.
 */
export function one<K extends keyof ViewCommandHandlersEvents>(
    events: K | `${K}.${string}`,
    handler: ViewCommandHandlersEvents[K],
): typeof import("view/ViewCommandHandlers");
export function one(events: string, handler: EventHandler): typeof import("view/ViewCommandHandlers");

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - Event name, `.namespace`, or both.
 * @param handler - Only remove this function; omit to remove every matching listener.
 * @returns The module, for chaining.
 */
export function off(events: string, handler?: EventHandler): typeof import("view/ViewCommandHandlers");
