/**
 * Named key codes, so keyboard handlers can compare `event.keyCode` against readable names instead
 * of bare numbers.
 *
 * The module is a plain object of constants named after the classic `DOM_VK_*` key codes: letters,
 * digits, function keys F1-F24, arrows and navigation keys, modifiers, numeric keypad keys and
 * punctuation (US layout). The values are the numbers browsers put in `KeyboardEvent.keyCode`.
 *
 * `keyCode` describes the physical key, not the character typed: for text input, or for layouts
 * other than US English, prefer `KeyboardEvent.key`. To bind a shortcut to a command, use
 * `command/KeyBindingManager` rather than listening for keys yourself.
 *
 * @example
 * ```js
 * const KeyEvent = brackets.getModule("utils/KeyEvent");
 *
 * const $input = $("#my-search-input");
 * $input.on("keydown", function (event) {
 *     if (event.keyCode === KeyEvent.DOM_VK_RETURN) {
 *         console.log("search for", $input.val());
 *     } else if (event.keyCode === KeyEvent.DOM_VK_ESCAPE) {
 *         $input.val("");
 *     }
 * });
 * ```
 *
 * @module utils/KeyEvent
 */

/** Key code 3: Cancel. */
export const DOM_VK_CANCEL: 3;

/** Key code 6: Help. */
export const DOM_VK_HELP: 6;

/** Key code 8: Backspace. */
export const DOM_VK_BACK_SPACE: 8;

/** Key code 9: Tab. */
export const DOM_VK_TAB: 9;

/** Key code 12: Clear (numeric keypad 5 with Num Lock off). */
export const DOM_VK_CLEAR: 12;

/** Key code 13: Enter / Return. */
export const DOM_VK_RETURN: 13;

/** Key code 14: a legacy code kept for completeness; browsers report the Enter key as `DOM_VK_RETURN` (13). */
export const DOM_VK_ENTER: 14;

/** Key code 16: Shift. */
export const DOM_VK_SHIFT: 16;

/** Key code 17: Control. */
export const DOM_VK_CONTROL: 17;

/** Key code 18: Alt / Option. */
export const DOM_VK_ALT: 18;

/** Key code 19: Pause. */
export const DOM_VK_PAUSE: 19;

/** Key code 20: Caps Lock. */
export const DOM_VK_CAPS_LOCK: 20;

/** Key code 27: Escape. */
export const DOM_VK_ESCAPE: 27;

/** Key code 32: Space bar. */
export const DOM_VK_SPACE: 32;

/** Key code 33: Page Up. */
export const DOM_VK_PAGE_UP: 33;

/** Key code 34: Page Down. */
export const DOM_VK_PAGE_DOWN: 34;

/** Key code 35: End. */
export const DOM_VK_END: 35;

/** Key code 36: Home. */
export const DOM_VK_HOME: 36;

/** Key code 37: Left arrow. */
export const DOM_VK_LEFT: 37;

/** Key code 38: Up arrow. */
export const DOM_VK_UP: 38;

/** Key code 39: Right arrow. */
export const DOM_VK_RIGHT: 39;

/** Key code 40: Down arrow. */
export const DOM_VK_DOWN: 40;

/** Key code 44: Print Screen. */
export const DOM_VK_PRINTSCREEN: 44;

/** Key code 45: Insert. */
export const DOM_VK_INSERT: 45;

/** Key code 46: Delete. */
export const DOM_VK_DELETE: 46;

/** Key code 48: 0 on the main keyboard row. */
export const DOM_VK_0: 48;

/** Key code 49: 1 on the main keyboard row. */
export const DOM_VK_1: 49;

/** Key code 50: 2 on the main keyboard row. */
export const DOM_VK_2: 50;

/** Key code 51: 3 on the main keyboard row. */
export const DOM_VK_3: 51;

/** Key code 52: 4 on the main keyboard row. */
export const DOM_VK_4: 52;

/** Key code 53: 5 on the main keyboard row. */
export const DOM_VK_5: 53;

/** Key code 54: 6 on the main keyboard row. */
export const DOM_VK_6: 54;

/** Key code 55: 7 on the main keyboard row. */
export const DOM_VK_7: 55;

/** Key code 56: 8 on the main keyboard row. */
export const DOM_VK_8: 56;

/** Key code 57: 9 on the main keyboard row. */
export const DOM_VK_9: 57;

/** Key code 65: Letter A. */
export const DOM_VK_A: 65;

/** Key code 66: Letter B. */
export const DOM_VK_B: 66;

/** Key code 67: Letter C. */
export const DOM_VK_C: 67;

/** Key code 68: Letter D. */
export const DOM_VK_D: 68;

/** Key code 69: Letter E. */
export const DOM_VK_E: 69;

/** Key code 70: Letter F. */
export const DOM_VK_F: 70;

/** Key code 71: Letter G. */
export const DOM_VK_G: 71;

/** Key code 72: Letter H. */
export const DOM_VK_H: 72;

/** Key code 73: Letter I. */
export const DOM_VK_I: 73;

/** Key code 74: Letter J. */
export const DOM_VK_J: 74;

/** Key code 75: Letter K. */
export const DOM_VK_K: 75;

/** Key code 76: Letter L. */
export const DOM_VK_L: 76;

/** Key code 77: Letter M. */
export const DOM_VK_M: 77;

/** Key code 78: Letter N. */
export const DOM_VK_N: 78;

/** Key code 79: Letter O. */
export const DOM_VK_O: 79;

/** Key code 80: Letter P. */
export const DOM_VK_P: 80;

/** Key code 81: Letter Q. */
export const DOM_VK_Q: 81;

/** Key code 82: Letter R. */
export const DOM_VK_R: 82;

/** Key code 83: Letter S. */
export const DOM_VK_S: 83;

/** Key code 84: Letter T. */
export const DOM_VK_T: 84;

/** Key code 85: Letter U. */
export const DOM_VK_U: 85;

/** Key code 86: Letter V. */
export const DOM_VK_V: 86;

/** Key code 87: Letter W. */
export const DOM_VK_W: 87;

/** Key code 88: Letter X. */
export const DOM_VK_X: 88;

/** Key code 89: Letter Y. */
export const DOM_VK_Y: 89;

/** Key code 90: Letter Z. */
export const DOM_VK_Z: 90;

/** Key code 93: Context menu (application) key. */
export const DOM_VK_CONTEXT_MENU: 93;

/** Key code 96: 0 on the numeric keypad. */
export const DOM_VK_NUMPAD0: 96;

/** Key code 97: 1 on the numeric keypad. */
export const DOM_VK_NUMPAD1: 97;

/** Key code 98: 2 on the numeric keypad. */
export const DOM_VK_NUMPAD2: 98;

/** Key code 99: 3 on the numeric keypad. */
export const DOM_VK_NUMPAD3: 99;

/** Key code 100: 4 on the numeric keypad. */
export const DOM_VK_NUMPAD4: 100;

/** Key code 101: 5 on the numeric keypad. */
export const DOM_VK_NUMPAD5: 101;

/** Key code 102: 6 on the numeric keypad. */
export const DOM_VK_NUMPAD6: 102;

/** Key code 103: 7 on the numeric keypad. */
export const DOM_VK_NUMPAD7: 103;

/** Key code 104: 8 on the numeric keypad. */
export const DOM_VK_NUMPAD8: 104;

/** Key code 105: 9 on the numeric keypad. */
export const DOM_VK_NUMPAD9: 105;

/** Key code 106: `*` on the numeric keypad. */
export const DOM_VK_MULTIPLY: 106;

/** Key code 107: `+` on the numeric keypad. */
export const DOM_VK_ADD: 107;

/** Key code 108: Separator key on the numeric keypad. */
export const DOM_VK_SEPARATOR: 108;

/** Key code 109: `-` on the numeric keypad. */
export const DOM_VK_SUBTRACT: 109;

/** Key code 110: `.` on the numeric keypad. */
export const DOM_VK_DECIMAL: 110;

/** Key code 111: `/` on the numeric keypad. */
export const DOM_VK_DIVIDE: 111;

/** Key code 112: Function key F1. */
export const DOM_VK_F1: 112;

/** Key code 113: Function key F2. */
export const DOM_VK_F2: 113;

/** Key code 114: Function key F3. */
export const DOM_VK_F3: 114;

/** Key code 115: Function key F4. */
export const DOM_VK_F4: 115;

/** Key code 116: Function key F5. */
export const DOM_VK_F5: 116;

/** Key code 117: Function key F6. */
export const DOM_VK_F6: 117;

/** Key code 118: Function key F7. */
export const DOM_VK_F7: 118;

/** Key code 119: Function key F8. */
export const DOM_VK_F8: 119;

/** Key code 120: Function key F9. */
export const DOM_VK_F9: 120;

/** Key code 121: Function key F10. */
export const DOM_VK_F10: 121;

/** Key code 122: Function key F11. */
export const DOM_VK_F11: 122;

/** Key code 123: Function key F12. */
export const DOM_VK_F12: 123;

/** Key code 124: Function key F13. */
export const DOM_VK_F13: 124;

/** Key code 125: Function key F14. */
export const DOM_VK_F14: 125;

/** Key code 126: Function key F15. */
export const DOM_VK_F15: 126;

/** Key code 127: Function key F16. */
export const DOM_VK_F16: 127;

/** Key code 128: Function key F17. */
export const DOM_VK_F17: 128;

/** Key code 129: Function key F18. */
export const DOM_VK_F18: 129;

/** Key code 130: Function key F19. */
export const DOM_VK_F19: 130;

/** Key code 131: Function key F20. */
export const DOM_VK_F20: 131;

/** Key code 132: Function key F21. */
export const DOM_VK_F21: 132;

/** Key code 133: Function key F22. */
export const DOM_VK_F22: 133;

/** Key code 134: Function key F23. */
export const DOM_VK_F23: 134;

/** Key code 135: Function key F24. */
export const DOM_VK_F24: 135;

/** Key code 144: Num Lock. */
export const DOM_VK_NUM_LOCK: 144;

/** Key code 145: Scroll Lock. */
export const DOM_VK_SCROLL_LOCK: 145;

/** Key code 186: `;` key. */
export const DOM_VK_SEMICOLON: 186;

/** Key code 187: `=` key. */
export const DOM_VK_EQUALS: 187;

/** Key code 188: `,` key. */
export const DOM_VK_COMMA: 188;

/** Key code 189: `-` key. */
export const DOM_VK_DASH: 189;

/** Key code 190: `.` key. */
export const DOM_VK_PERIOD: 190;

/** Key code 191: `/` key. */
export const DOM_VK_SLASH: 191;

/** Key code 192: backtick (grave accent) key. */
export const DOM_VK_BACK_QUOTE: 192;

/** Key code 219: `[` key. */
export const DOM_VK_OPEN_BRACKET: 219;

/** Key code 220: backslash key. */
export const DOM_VK_BACK_SLASH: 220;

/** Key code 221: `]` key. */
export const DOM_VK_CLOSE_BRACKET: 221;

/** Key code 222: `'` key. */
export const DOM_VK_QUOTE: 222;

/** Key code 224: Meta key as reported by Firefox (Command on macOS); Chromium-based engines report 91/93 instead. */
export const DOM_VK_META: 224;
