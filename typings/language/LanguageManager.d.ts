/**
 * Knows which programming language every file is written in, and lets extensions teach the
 * editor new languages.
 *
 * Each language has an id (`"javascript"`, `"css"`, `"markdown"`, ...), a display name, the file
 * extensions and exact file names it claims, its comment syntax (used by the Toggle Line/Block
 * Comment commands) and the CodeMirror mode that highlights it. Other features key off the id:
 * code hints, linters (`CodeInspection.register`), Quick Open plug-ins and many preferences can
 * be scoped to a language.
 *
 * **Finding a file's language.** Use {@link getLanguageForPath}: exact file names win over
 * extensions, multi-part extensions such as `.min.js` are considered, and the user can override
 * the language of an open file from the status bar. Files nothing claims get a plain-text
 * fallback language (`isFallbackLanguage()` returns `true`).
 *
 * **Adding a language.** Call {@link defineLanguage} with an id and a definition. If the
 * CodeMirror mode is not bundled with the editor, load it before defining the language.
 *
 * **Events** (subscribe with `LanguageManager.on()`, see {@link LanguageManagerEvents}):
 * `languageAdded` when a language is defined and `languageModified` when a language's settings
 * or file mappings change.
 *
 * @example
 * ```js
 * const LanguageManager = brackets.getModule("language/LanguageManager");
 *
 * LanguageManager.defineLanguage("direnv", {
 *     name: "direnv",
 *     mode: "shell",
 *     fileNames: [".envrc"],
 *     lineComment: ["#"]
 * }).done((language) => {
 *     console.log("Defined", language.getName());
 * });
 *
 * const lang = LanguageManager.getLanguageForPath("/work/site/app.ts");
 * console.log(lang.getId(), lang.getFileExtensions());
 * ```
 * @module language/LanguageManager
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/**
 * A language known to the editor. Get instances from the functions of this module; create new
 * ones with {@link defineLanguage}. The module does not export the class itself.
 */
export interface Language {
  /**
   * @returns The language id, made of lowercase letters, digits and `_`, such as `"cpp"`.
   */
  getId(): string;

  /**
   * @returns The human-readable name, such as `"C++"`.
   */
  getName(): string;

  /**
   * @returns The CodeMirror mode (or MIME mode) used to highlight this language.
   */
  getMode(): string;

  /**
   * @returns The file extensions this language claims, without dots (they may contain dots
   *     themselves, as in `"coffee.md"`).
   */
  getFileExtensions(): string[];

  /**
   * @returns The exact file names this language claims, such as `"Makefile"`.
   */
  getFileNames(): string[];

  /**
   * Makes this language claim more file extensions. An extension already claimed by another
   * language is moved over to this one (with a console warning). Fires `languageModified`.
   *
   * @param extension - One extension or several, without the leading dot.
   * @example
   * ```js
   * const LanguageManager = brackets.getModule("language/LanguageManager");
   * // Treat Google Apps Script files (.gs) as JavaScript.
   * LanguageManager.getLanguage("javascript")?.addFileExtension("gs");
   * ```
   */
  addFileExtension(extension: string | string[]): void;

  /**
   * Stops this language from claiming the given extensions. Fires `languageModified`.
   *
   * @param extension - One extension or several, without the leading dot.
   */
  removeFileExtension(extension: string | string[]): void;

  /**
   * Makes this language claim files with these exact names (names win over extensions). Fires
   * `languageModified`.
   *
   * @param extension - One file name or several, such as `"Dockerfile"`.
   */
  addFileName(extension: string | string[]): void;

  /**
   * Stops this language from claiming the given file names. Fires `languageModified`.
   *
   * @param extension - One file name or several.
   */
  removeFileName(extension: string | string[]): void;

  /**
   * @returns `true` if the language has line comments, so Toggle Line Comment works for it.
   */
  hasLineCommentSyntax(): boolean;

  /**
   * @returns The line comment prefixes, such as `["//"]` or `["#", ";"]`.
   */
  getLineCommentPrefixes(): string[];

  /**
   * Sets the line comment prefix(es). The first prefix is used when commenting; all of them are
   * recognized when uncommenting.
   *
   * @param prefix - One prefix or several.
   * @returns `true` if the syntax was accepted, `false` if it was empty or invalid.
   */
  setLineCommentSyntax(prefix: string | string[]): boolean;

  /**
   * @returns `true` if the language has block comments, so Toggle Block Comment works for it.
   */
  hasBlockCommentSyntax(): boolean;

  /**
   * @returns The text that opens a block comment, such as `"/*"`.
   */
  getBlockCommentPrefix(): string;

  /**
   * @returns The text that closes a block comment, such as `"*\/"`.
   */
  getBlockCommentSuffix(): string;

  /**
   * Sets the block comment delimiters.
   *
   * @param prefix - Text that opens a block comment, such as `"<!--"`.
   * @param suffix - Text that closes it, such as `"-->"`.
   * @returns `true` if the syntax was accepted, `false` if either part was empty or invalid.
   */
  setBlockCommentSyntax(prefix: string, suffix: string): boolean;

  /**
   * For a language that embeds others (HTML embeds CSS and JavaScript), returns the language
   * used for text highlighted with the given CodeMirror mode. Returns this language for its own
   * mode.
   *
   * @param mode - A CodeMirror mode name, such as `"css"`.
   * @returns The matching language, or `null` if the mode is not known here.
   */
  getLanguageForMode(mode: string): Language | null;

  /**
   * @returns `true` for the plain-text language used when no other language claims a file.
   */
  isFallbackLanguage(): boolean;

  /**
   * @returns `true` for languages whose files are not text (images, audio, other binaries).
   *     Text features such as search skip such files.
   */
  isBinary(): boolean;
}

/** What {@link defineLanguage} needs to know about a new language. */
export interface LanguageDefinition {
  /** Human-readable name, such as `"C++"`. */
  name: string;
  /** File extensions the language claims, without dots. May contain dots, as in `"coffee.md"`. */
  fileExtensions?: string[];
  /** Exact file names the language claims, such as `["Makefile"]`. Win over extensions. */
  fileNames?: string[];
  /** Block comment delimiters as `[prefix, suffix]`, such as `["<!--", "-->"]`. */
  blockComment?: [string, string];
  /** Line comment prefix(es), such as `"//"` or `["#", ";"]`. */
  lineComment?: string | string[];
  /**
   * CodeMirror mode, such as `"htmlmixed"`, or `[mode, mimeMode]` such as
   * `["clike", "text/x-c++src"]`. Modes not bundled with the editor must be loaded first.
   */
  mode?: string | [string, string];
}

/**
 * Handler signatures for the events `LanguageManager` triggers.
 */
export interface LanguageManagerEvents {
  /**
   * A new language was defined.
   * @event
   * @param event - The event object.
   * @param language - The new language.
   */
  languageAdded: (event: DispatcherEvent, language: Language) => void;
  /**
   * A language's settings changed, or it gained or lost file extensions or file names.
   * @event
   * @param event - The event object.
   * @param language - The changed language.
   */
  languageModified: (event: DispatcherEvent, language: Language) => void;
}

/**
 * Looks up a language by id.
 *
 * @param id - The language id, such as `"javascript"`.
 * @returns The language, or `undefined` if no language has that id.
 */
export function getLanguage(id: string): Language | undefined;

/**
 * Looks up the language that claims a file extension. Prefer {@link getLanguageForPath}
 * whenever you have a path, because file names and overrides can change the answer.
 *
 * @param extension - The extension without the dot, such as `"scss"`.
 * @returns The language, or nothing if no language claims the extension.
 */
export function getLanguageForExtension(extension: string): Language | null | undefined;

/**
 * Works out the language of a file from its path: a user override for that file comes first,
 * then exact file names, then extensions (longest compound extension first). Never returns
 * nothing: unclaimed files get the plain-text fallback language.
 *
 * @param path - Full path or file name.
 * @param ignoreOverride - `true` to ignore a language the user picked for this file and return
 *     the default mapping.
 * @returns The file's language.
 * @example
 * ```js
 * const LanguageManager = brackets.getModule("language/LanguageManager");
 *
 * if (LanguageManager.getLanguageForPath("/project/README.md").getId() === "markdown") {
 *     console.log("Markdown: show the formatting toolbar");
 * }
 * ```
 */
export function getLanguageForPath(path: string, ignoreOverride?: boolean): Language;

/**
 * Returns every defined language.
 *
 * @returns An object mapping language ids to languages.
 */
export function getLanguages(): Record<string, Language>;

/**
 * Forces a specific file to be treated as a given language for the rest of the session (this is
 * what the language picker in the status bar does). The override is not saved.
 *
 * @param fullPath - Full path of the file.
 * @param language - The language to use, or `null` to remove the override.
 */
export function setLanguageOverrideForPath(fullPath: string, language: Language | null): void;

/**
 * Returns a file's extension, taking into account extensions that contain dots and that some
 * language claims (for example `min.js` or `coffee.md`). A name whose only dot is its first
 * character (such as `.bashrc`) has no extension.
 *
 * @param fullPath - Full path or file name.
 * @returns The extension without the leading dot, or `""`.
 */
export function getCompoundFileExtension(fullPath: string): string;

/**
 * Defines a new language. The id must be unique and use lowercase letters, digits and `_`.
 * Fires `languageAdded` once the language (and its CodeMirror mode) is ready.
 *
 * @param id - Unique id, such as `"cpp"`, `"foo_bar"` or `"c99"`.
 * @param definition - Name, file mappings, comment syntax and highlighting mode.
 * @returns A jQuery promise resolved with the new language, or rejected if the definition is
 *     invalid (for example the id is taken) or the mode could not be loaded.
 */
export function defineLanguage(id: string, definition: LanguageDefinition): JQuery.Promise<Language>;

/**
 * Settles once the built-in languages have been defined. Code that runs early and needs a
 * built-in language should wait for it; by the time extensions load it has normally settled.
 *
 * @example
 * ```js
 * const LanguageManager = brackets.getModule("language/LanguageManager");
 *
 * LanguageManager.ready.always(function () {
 *     console.log("Languages known:", Object.keys(LanguageManager.getLanguages()).length);
 * });
 * ```
 */
export const ready: JQuery.Promise<unknown>;

/**
 * Listens for this module's events (see {@link LanguageManagerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The LanguageManager module, so calls can be chained.
 *
 * @example
 * ```js
 * const LanguageManager = brackets.getModule("language/LanguageManager");
 *
 * LanguageManager.on("languageAdded.myExt", function (event, language) {
 *     console.log("New language:", language.getName());
 * });
 * ```
 */
export function on<K extends keyof LanguageManagerEvents>(
  events: K | `${K}.${string}`,
  handler: LanguageManagerEvents[K],
): typeof import('language/LanguageManager');
export function on(events: string, handler: EventHandler): typeof import('language/LanguageManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The LanguageManager module, so calls can be chained.
 */
export function one<K extends keyof LanguageManagerEvents>(
  events: K | `${K}.${string}`,
  handler: LanguageManagerEvents[K],
): typeof import('language/LanguageManager');
export function one(events: string, handler: EventHandler): typeof import('language/LanguageManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The LanguageManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('language/LanguageManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof LanguageManagerEvents>(eventName: K, ...args: EventArgs<LanguageManagerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
