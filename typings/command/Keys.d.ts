/**
 * Names for the keyboard keys the editor's own UI code reacts to.
 *
 * The values are the strings browsers put in `KeyboardEvent.key`, so an extension can compare
 * `event.key === Keys.KEY.ESCAPE` instead of typing `"Escape"` by hand. Reach for this module
 * when you handle raw key events yourself, for example in a keydown hook added with
 * `KeyBindingManager.addGlobalKeydownHook` or in a custom popup. To react to a key *combination*
 * such as Ctrl-Shift-K, register a command and bind a shortcut with `command/KeyBindingManager`
 * instead.
 *
 * The same object is also available as `KeyBindingManager.KEY`.
 *
 * @example
 * ```js
 * const Keys = brackets.getModule("command/Keys");
 *
 * const $input = $("#my-panel input");
 * $input.on("keydown", function (event) {
 *     if (event.key === Keys.KEY.ENTER) {
 *         console.log("search for", $input.val());
 *     } else if (event.key === Keys.KEY.ESCAPE) {
 *         $("#my-panel").hide();
 *     }
 * });
 * ```
 *
 * @module command/Keys
 */

/**
 * Key names, each mapped to the matching `KeyboardEvent.key` value.
 *
 * Note that `SPACE` is a single space character (`" "`), which is what browsers report for the
 * space bar, and that `META` is the Command key on macOS and the Windows key on Windows.
 */
export const KEY: {
  /** The Enter key: `"Enter"`. */
  readonly ENTER: 'Enter';
  /** `"Return"`. The editor's own key handlers treat it exactly like `ENTER`, testing for both. */
  readonly RETURN: 'Return';
  /** The Esc key: `"Escape"`. */
  readonly ESCAPE: 'Escape';
  /** Left arrow: `"ArrowLeft"`. */
  readonly ARROW_LEFT: 'ArrowLeft';
  /** Right arrow: `"ArrowRight"`. */
  readonly ARROW_RIGHT: 'ArrowRight';
  /** Up arrow: `"ArrowUp"`. */
  readonly ARROW_UP: 'ArrowUp';
  /** Down arrow: `"ArrowDown"`. */
  readonly ARROW_DOWN: 'ArrowDown';
  /** The space bar: a single space, `" "`. */
  readonly SPACE: ' ';
  /** The Tab key: `"Tab"`. */
  readonly TAB: 'Tab';
  /** The Backspace key: `"Backspace"`. */
  readonly BACKSPACE: 'Backspace';
  /** The Delete key: `"Delete"`. */
  readonly DELETE: 'Delete';
  /** The Home key: `"Home"`. */
  readonly HOME: 'Home';
  /** The End key: `"End"`. */
  readonly END: 'End';
  /** The Page Up key: `"PageUp"`. */
  readonly PAGE_UP: 'PageUp';
  /** The Page Down key: `"PageDown"`. */
  readonly PAGE_DOWN: 'PageDown';
  /** Either Shift key: `"Shift"`. */
  readonly SHIFT: 'Shift';
  /** Either Control key: `"Control"`. */
  readonly CONTROL: 'Control';
  /** Either Alt (Option on macOS) key: `"Alt"`. */
  readonly ALT: 'Alt';
  /** The Command key on macOS or the Windows key on Windows: `"Meta"`. */
  readonly META: 'Meta';
  /** Function key F1. */
  readonly F1: 'F1';
  /** Function key F2. */
  readonly F2: 'F2';
  /** Function key F3. */
  readonly F3: 'F3';
  /** Function key F4. */
  readonly F4: 'F4';
  /** Function key F5. */
  readonly F5: 'F5';
  /** Function key F6. */
  readonly F6: 'F6';
  /** Function key F7. */
  readonly F7: 'F7';
  /** Function key F8. */
  readonly F8: 'F8';
  /** Function key F9. */
  readonly F9: 'F9';
  /** Function key F10. */
  readonly F10: 'F10';
  /** Function key F11. */
  readonly F11: 'F11';
  /** Function key F12. */
  readonly F12: 'F12';
  /** The Insert key: `"Insert"`. */
  readonly INSERT: 'Insert';
  /** The context-menu (application) key found on many PC keyboards: `"ContextMenu"`. */
  readonly CONTEXT_MENU: 'ContextMenu';
  /** The Num Lock key: `"NumLock"`. */
  readonly NUM_LOCK: 'NumLock';
  /** The Scroll Lock key: `"ScrollLock"`. */
  readonly SCROLL_LOCK: 'ScrollLock';
  /** The Caps Lock key: `"CapsLock"`. */
  readonly CAPS_LOCK: 'CapsLock';
};
