/**
 * The keyboard navigation overlay: a way to move focus between editor panes and the menu bar
 * without a mouse.
 *
 * When the overlay starts, a highlight is drawn over the active editor pane. The arrow keys move
 * the highlight to the neighbouring pane of a split view; pressing Up from a top pane leaves the
 * overlay and opens the menu bar; Enter focuses the highlighted pane; Escape, any other key, or a
 * mouse click leaves the overlay and returns focus to the editor that had it.
 *
 * Users start it by pressing Ctrl three times quickly (this can be switched off with the
 * `tripleCtrlPalette` preference, on by default) or by running `Commands.CMD_KEYBOARD_NAV_UI_OVERLAY`.
 * While it is active, `KeyBindingManager` hands every key press to
 * {@link processOverlayKeyboardEvent} instead of running shortcuts.
 *
 * Extensions rarely need this module directly; running the command is the usual way to start the
 * overlay, and {@link isInOverlayMode} tells a keydown handler to stay out of the way.
 *
 * @example
 * ```js
 * const KeyboardOverlayMode = brackets.getModule("command/KeyboardOverlayMode");
 *
 * $("#jane-panel").on("keydown", function (event) {
 *     if (KeyboardOverlayMode.isInOverlayMode()) {
 *         return; // the overlay owns the keyboard right now
 *     }
 *     console.log("panel key:", event.key);
 * });
 * ```
 *
 * @module command/KeyboardOverlayMode
 */

/**
 * Shows the overlay over the active editor pane and closes any open menu. Remembers the active
 * editor so focus can return to it when the overlay exits.
 *
 * @example
 * ```js
 * const KeyboardOverlayMode = brackets.getModule("command/KeyboardOverlayMode");
 *
 * KeyboardOverlayMode.startOverlayMode();
 * ```
 */
export function startOverlayMode(): void;

/**
 * Hides the overlay and puts keyboard focus back: on the editor that was active when the overlay
 * started (or the pane chosen with Enter), otherwise on the first pane, or the second pane if the
 * first has no editor.
 */
export function exitOverlayMode(): void;

/**
 * Handles one key press while the overlay is showing: arrow keys move between panes (Up from a
 * top pane opens the menu bar), Enter or Return focuses the highlighted pane, and any other key
 * exits. Always stops the event from propagating and prevents its default action.
 *
 * The editor calls this for you while {@link isInOverlayMode} is `true`; extensions normally
 * don't need to.
 *
 * @param event - The keydown event.
 * @returns Always `true`, meaning the key press was consumed.
 */
export function processOverlayKeyboardEvent(event: KeyboardEvent): boolean;

/**
 * Tells whether the overlay is currently showing.
 *
 * @returns `true` while the overlay is active.
 */
export function isInOverlayMode(): boolean;
