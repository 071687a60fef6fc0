/**
 * Small string helpers used throughout the editor: fill placeholders in translatable messages,
 * escape text for regular expressions and jQuery selectors, work with lines and offsets, and format
 * paths, byte counts and random ids for display.
 *
 * The most common use in extensions is {@link format}, to build messages from localized templates
 * that contain `{0}`, `{1}` placeholders.
 *
 * @example
 * ```js
 * const StringUtils = brackets.getModule("utils/StringUtils");
 *
 * const msg = StringUtils.format("Deleted {0} of {1} files", 3, 10);
 * const size = StringUtils.prettyPrintBytes(1536, 1);
 * console.log(msg, size);
 * ```
 *
 * @module utils/StringUtils
 */

/**
 * Replaces numbered placeholders (`{0}`, `{1}`, ...) in a template with the matching arguments.
 * Placeholders without a matching argument are left as they are.
 *
 * @param str The template.
 * @param args The values for `{0}`, `{1}` and so on, in order.
 * @returns The filled-in string.
 *
 * @example
 * ```js
 * const StringUtils = brackets.getModule("utils/StringUtils");
 *
 * StringUtils.format("Hello {0}, you have {1} new messages", "Ada", 4);
 * // "Hello Ada, you have 4 new messages"
 * ```
 */
export function format(str: string, ...args: unknown[]): string;

/**
 * Escapes every character that has a special meaning in regular expressions, so the text can be
 * embedded in a `RegExp` and match itself literally.
 *
 * @param str The text to escape.
 * @returns The escaped text.
 *
 * @example
 * ```js
 * const StringUtils = brackets.getModule("utils/StringUtils");
 * const re = new RegExp("^" + StringUtils.regexEscape("file(1).txt") + "$");
 * ```
 */
export function regexEscape(str: string): string;

/**
 * Escapes the periods in an element id so it can be used in a jQuery selector. Dots are valid in
 * HTML ids, but jQuery would read them as the start of a class selector.
 *
 * @param str The id to escape.
 * @returns The id with each `.` escaped.
 *
 * @example
 * ```js
 * const StringUtils = brackets.getModule("utils/StringUtils");
 *
 * $("#" + StringUtils.jQueryIdEscape("panel.main")); // selects id="panel.main"
 * ```
 */
export function jQueryIdEscape(str: string): string;

/**
 * Splits text into lines at each `\n` character.
 *
 * @param text The text to split.
 * @returns The lines.
 */
export function getLines(text: string): string[];

/**
 * Finds which line a character offset falls on.
 *
 * Pass the text as an array of lines (from {@link getLines}) when you convert many offsets in the
 * same text: it avoids splitting the text again on every call.
 *
 * @param textOrLines The text, or its lines.
 * @param offset Zero-based character offset into the text.
 * @returns The zero-based line number.
 *
 * @example
 * ```js
 * const StringUtils = brackets.getModule("utils/StringUtils");
 * const source = "const a = 1;\nconst b = 2;\nconsole.log(a + b);\n";
 * const lines = StringUtils.getLines(source);
 * const matchOffsets = [...source.matchAll(/console\.log/g)].map((m) => m.index || 0);
 * const lineNumbers = matchOffsets.map((offset) => StringUtils.offsetToLineNum(lines, offset)); // [2]
 * ```
 */
export function offsetToLineNum(textOrLines: string | string[], offset: number): number;

/**
 * Tells whether a string begins with a prefix. Equivalent to the built-in
 * `String.prototype.startsWith`, which new code can use directly.
 *
 * @param str The string to test.
 * @param prefix The expected beginning.
 * @returns `true` if `str` starts with `prefix`.
 */
export function startsWith(str: string, prefix: string): boolean;

/**
 * Tells whether a string ends with a suffix. Equivalent to the built-in
 * `String.prototype.endsWith`, which new code can use directly.
 *
 * @param str The string to test.
 * @param suffix The expected ending.
 * @returns `true` if `str` ends with `suffix`.
 */
export function endsWith(str: string, suffix: string): boolean;

/**
 * Comparison function for sorting paths or URLs alphabetically, the way the editor's file lists do
 * (on Windows, folders come before files). Pass it to `Array.prototype.sort()`.
 *
 * @param a First path.
 * @param b Second path.
 * @returns A negative number if `a` sorts first, a positive number if `b` does, 0 if they are equal.
 *
 * @example
 * ```js
 * const StringUtils = brackets.getModule("utils/StringUtils");
 *
 * const paths = ["/project/src/b.js", "/project/a.js", "/project/src/a.js"];
 * paths.sort(StringUtils.urlSort);
 * ```
 */
export function urlSort(a: string, b: string): number;

/**
 * Prepares a long path or URL for display in HTML: the text is HTML-escaped and invisible break
 * opportunities are added near the path separators, so the browser can wrap it over several lines.
 *
 * @param url The path or URL.
 * @returns An HTML string.
 *
 * @example
 * ```js
 * const StringUtils = brackets.getModule("utils/StringUtils");
 *
 * $("#myext-path").html(StringUtils.breakableUrl("/project/src/components/very/deep/Button.jsx"));
 * ```
 */
export function breakableUrl(url: string): string;

/**
 * Formats a number of bytes for people to read, using the largest fitting unit (bytes, KB, MB, ...).
 * A negative number is returned unchanged.
 *
 * @param bytes The number of bytes.
 * @param precision Number of digits after the decimal point.
 * @returns The formatted size, such as `"1.5 KB"`.
 *
 * @example
 * ```js
 * const StringUtils = brackets.getModule("utils/StringUtils");
 *
 * StringUtils.prettyPrintBytes(1536, 1); // "1.5 KB"
 * ```
 */
export function prettyPrintBytes(bytes: number, precision: number): string;

/**
 * Shortens text to a maximum length.
 *
 * Note the unusual return value: the shortened text is returned only when the text was actually
 * longer than `len`; otherwise the result is `undefined`.
 *
 * @param str The text to shorten.
 * @param len The maximum length.
 * @returns The shortened text, or `undefined` if no shortening was needed.
 *
 * @example
 * ```js
 * const StringUtils = brackets.getModule("utils/StringUtils");
 * const commitMessage = "Fix the crash when a project folder is renamed while files are open";
 * const shown = StringUtils.truncate(commitMessage, 40) || commitMessage;
 * ```
 */
export function truncate(str: string, len: number): string | undefined;

/**
 * Computes a quick 32-bit integer hash of a string. Useful for cache keys or for telling whether
 * text changed; it is not a cryptographic hash.
 *
 * @param str The text to hash.
 * @returns The hash.
 */
export function hashCode(str: string): number;

/**
 * Generates a random string, for example for temporary ids or unique element names. Not suitable for
 * anything security-related such as tokens or passwords.
 *
 * @param stringLength Size of the random part. Defaults to 10.
 * @param prefix Text to put in front of the random part.
 * @returns The random string.
 *
 * @example
 * ```js
 * const StringUtils = brackets.getModule("utils/StringUtils");
 * const panelId = StringUtils.randomString(8, "myext-panel-");
 * ```
 */
export function randomString(stringLength?: number, prefix?: string): string;

/**
 * Tells whether a value is a valid number, for example to validate what the user typed in a field.
 *
 * @param value The value to check, typically text from an input.
 * @returns `true` if it represents a valid number.
 */
export function isNumber(value: string): boolean;
