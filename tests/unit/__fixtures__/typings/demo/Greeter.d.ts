/**
 * A tiny module used to test the reference generator.
 *
 * @example
 * ```js
 * const Greeter = brackets.getModule("demo/Greeter");
 * ```
 * @module demo/Greeter
 */

/**
 * Says hello to someone, optionally loudly.
 *
 * @param name - Who to greet. Values like <b> stay text.
 * @param loud - Shout it.
 * @returns The greeting, e.g. `"Hello, Ada"`.
 * @example
 * ```js
 * greet("Ada");
 * ```
 */
export function greet(name: string, loud?: boolean): string;

/** How many greetings were made. */
export const COUNT: number;

/** Keeps a list of names. */
export class Guestbook {
  /** Creates an empty book. */
  constructor();
  /**
   * Adds a name.
   * @param name - The name to add.
   */
  sign(name: string): void;
  /**
   * @deprecated Use `sign` instead.
   */
  add(name: string): void;
}
