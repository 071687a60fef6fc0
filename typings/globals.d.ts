/**
 * Globals that Phoenix Code gives every extension's code.
 */

/** The AMD module shape that extension files use. */
type PhoenixRequire = {
  /** Loads another file of the same extension, relative to the calling file. */
  (modulePath: string): unknown;
  /** Resolves a path inside the extension to a full URL. */
  toUrl(modulePath: string): string;
};

/** Describes the running editor and hands out its modules. */
interface PhoenixBrackets {
  /**
   * Returns one of the editor's modules, typed by its path.
   *
   * @example
   * ```js
   * const CommandManager = brackets.getModule("command/CommandManager");
   * ```
   */
  getModule<K extends keyof PhoenixModuleMap>(modulePath: K): PhoenixModuleMap[K];
  /** The operating system the editor runs on. */
  platform: "win" | "mac" | "linux";
  /** `true` when the editor runs in a browser tab instead of the desktop app. */
  inBrowser: boolean;
}

declare const brackets: PhoenixBrackets;

/**
 * Declares an extension file as an AMD module. Phoenix Code calls the factory once, when the
 * extension loads.
 */
declare function define(
  factory: (require: PhoenixRequire, exports: Record<string, unknown>, module: { id: string; uri: string; exports: unknown }) => void,
): void;
