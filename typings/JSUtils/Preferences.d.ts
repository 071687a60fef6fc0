/**
 * Settings that limit which files the JavaScript code intelligence (hints, jump to definition,
 * parameter hints) analyses, read from a project's `.jscodehints` file.
 *
 * The file is JSON with these optional keys:
 * - `"excluded-directories"`: folders to skip, such as test fixtures.
 * - `"excluded-files"`: files to skip, such as large bundles.
 * - `"max-file-count"`: how many files to analyse at most (default 100).
 * - `"max-file-size"`: skip files larger than this many bytes (default 524288, i.e. 512 KB).
 *
 * Names may use the wildcards `*` and `?`; a name wrapped in slashes, such as `"/ex[\\w]*ed/"`, is
 * a regular expression (double the backslashes inside JSON). Unless you list excluded directories
 * yourself, `node_modules` is excluded. Files named `require*.js` and `jquery*.js` are always excluded, because the engine has
 * built-in knowledge of those libraries.
 *
 * This module exports the `Preferences` class itself.
 *
 * @example
 * ```js
 * const Preferences = brackets.getModule("JSUtils/Preferences");
 *
 * const prefs = new Preferences({
 *     "excluded-directories": ["test", "/^vendor-.*$/"],
 *     "excluded-files": ["*.min.js"],
 *     "max-file-count": 200
 * });
 * console.log(prefs.getExcludedFiles()?.test("app.min.js")); // true
 * ```
 * @module JSUtils/Preferences
 */

/**
 * Parsed JavaScript code-intelligence settings.
 */
declare class Preferences {
  /**
   * Parses settings. Missing, zero or negative limits fall back to the defaults.
   *
   * @param prefs - The parsed `.jscodehints` JSON; omit for the defaults.
   */
  constructor(prefs?: Preferences.JSCodeHintsSettings);

  /** The settings file name, `".jscodehints"`. */
  static FILE_NAME: string;

  /**
   * @returns A regular expression matching folders to skip, or `null` if none are excluded.
   */
  getExcludedDirectories(): RegExp | null;

  /**
   * @returns A regular expression matching files to skip, or `null` if none are excluded.
   */
  getExcludedFiles(): RegExp | null;

  /**
   * @returns The maximum number of files to analyse.
   */
  getMaxFileCount(): number;

  /**
   * @returns The size in bytes above which files are skipped.
   */
  getMaxFileSize(): number;
}

declare namespace Preferences {
  /** The contents of a `.jscodehints` file. */
  export interface JSCodeHintsSettings {
    /** Folder names, wildcard patterns or `/regex/` strings to exclude. */
    'excluded-directories'?: string[];
    /** File names, wildcard patterns or `/regex/` strings to exclude. */
    'excluded-files'?: string[];
    /** Maximum number of files to analyse. */
    'max-file-count'?: number;
    /** Maximum size in bytes of a file to analyse. */
    'max-file-size'?: number;
  }
}

export = Preferences;
