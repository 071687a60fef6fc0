/**
 * Color helpers for code hints and color tooling: the list of CSS color keywords, a regular
 * expression that finds color values in text, and a function that adds a color swatch to a hint.
 *
 * An extension that offers CSS-like completions or previews colors in a custom language can use
 * these instead of maintaining its own lists. (Older reference pages listed the two constants only
 * by their `@type`, as `Array` and `RegExp`; they are {@link COLOR_NAMES} and {@link COLOR_REGEX}.)
 *
 * @example
 * ```js
 * const ColorUtils = brackets.getModule("utils/ColorUtils");
 *
 * const line = "color: #ff8800; background: rgba(0, 0, 0, 0.5);";
 * const found = line.match(ColorUtils.COLOR_REGEX);
 * console.log(found); // ["#ff8800", "rgba(0, 0, 0, 0.5)"]
 * ```
 *
 * @module utils/ColorUtils
 */

/**
 * Every named color of CSS Color Module Level 3, plus `rebeccapurple` from Level 4, in lower case
 * and sorted alphabetically (`"aliceblue"`, `"antiquewhite"`, ... `"yellowgreen"`).
 *
 * @example
 * ```js
 * const ColorUtils = brackets.getModule("utils/ColorUtils");
 * const word = "Tomato";
 * const isNamedColor = ColorUtils.COLOR_NAMES.includes(word.toLowerCase()); // true
 * ```
 */
export const COLOR_NAMES: readonly string[];

/**
 * A global, case-insensitive regular expression (flags `gi`) that matches color values in text:
 * 3- or 6-digit hex colors (`#fff`, `#a0b1c2`), `0x` followed by 6 hex digits, `rgb()`/`rgba()` with
 * numbers or percentages, `hsl()`/`hsla()`, and every name in {@link COLOR_NAMES}.
 *
 * Because it has the `g` flag, it keeps state between `exec()` calls: reset `lastIndex` to 0 before
 * reusing it on a new string, or use `String.prototype.match()` / `matchAll()`.
 *
 * @example
 * ```js
 * const ColorUtils = brackets.getModule("utils/ColorUtils");
 *
 * const text = "a { color: #ff8800; background: rgba(0, 0, 0, 0.5); }";
 * for (const m of text.matchAll(ColorUtils.COLOR_REGEX)) {
 *     console.log(`color ${m[0]} at offset ${m.index}`);
 * }
 * ```
 */
export const COLOR_REGEX: RegExp;

/**
 * Decorates one code-hint list item with a color swatch.
 *
 * With a color, a small square filled with that color is inserted at the start of the item. With
 * `null`, the item only gets extra left margin so it lines up with neighbours that do have swatches.
 *
 * @param $hintObj The hint's list item.
 * @param color Any CSS color value, or `null` for no swatch.
 * @returns The same jQuery object, for chaining.
 *
 * @example
 * ```js
 * const ColorUtils = brackets.getModule("utils/ColorUtils");
 *
 * // Inside a CodeHintManager provider's getHints():
 * const colors = ["#ff8800", "teal", "rgb(10, 20, 30)"];
 * const hints = colors.map((color) =>
 *     ColorUtils.formatColorHint($("<span>").text(color), color));
 * ```
 */
export function formatColorHint($hintObj: JQuery<HTMLElement>, color: string | null): JQuery<HTMLElement>;
