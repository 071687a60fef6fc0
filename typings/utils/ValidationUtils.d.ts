/**
 * Checks for numeric input, typically used to validate preference values and numbers typed into
 * dialogs before using them.
 *
 * @example
 * ```js
 * const ValidationUtils = brackets.getModule("utils/ValidationUtils");
 *
 * const port = Number($("#myext-port").val());
 * if (!ValidationUtils.isIntegerInRange(port, 1, 65535)) {
 *     $("#myext-port-error").text("Enter a port between 1 and 65535").show();
 * }
 * ```
 *
 * @module utils/ValidationUtils
 */

/**
 * Tells whether a value is a finite whole number of type `number`. Strings such as `"5"`, `NaN`,
 * `Infinity` and fractions like `2.5` are rejected.
 *
 * @param value The value to check.
 * @returns `true` if `value` is a finite integer.
 *
 * @example
 * ```js
 * const ValidationUtils = brackets.getModule("utils/ValidationUtils");
 *
 * ValidationUtils.isInteger(42);   // true
 * ValidationUtils.isInteger("42"); // false
 * ValidationUtils.isInteger(4.2);  // false
 * ```
 */
export function isInteger(value: unknown): boolean;

/**
 * Tells whether a value is an integer (see {@link isInteger}) and, when limits are given, lies
 * within them. Both limits are inclusive, and either can be left out.
 *
 * @param value The value to check.
 * @param lowerLimit Smallest allowed value.
 * @param upperLimit Largest allowed value.
 * @returns `true` if `value` is an integer within the limits.
 *
 * @example
 * ```js
 * const ValidationUtils = brackets.getModule("utils/ValidationUtils");
 *
 * ValidationUtils.isIntegerInRange(8, 1, 10); // true
 * ValidationUtils.isIntegerInRange(0, 1);     // false
 * ```
 */
export function isIntegerInRange(value: unknown, lowerLimit?: number, upperLimit?: number): boolean;

/**
 * Tells whether a value is a finite number (decimals allowed) and, when limits are given, lies
 * between them, limits included.
 *
 * @param value - The value to check; any type.
 * @param lowerLimit - Smallest accepted number.
 * @param upperLimit - Largest accepted number.
 * @returns `true` for a finite number inside the limits.
 * @since 5.1
 * @example
 * ```js
 * const ValidationUtils = brackets.getModule("utils/ValidationUtils");
 *
 * ValidationUtils.isWithinRange(0.75, 0, 1); // true
 * ValidationUtils.isWithinRange("0.75", 0, 1); // false: a string, not a number
 * ```
 */
export function isWithinRange(value: unknown, lowerLimit?: number, upperLimit?: number): boolean;
