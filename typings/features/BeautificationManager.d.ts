/**
 * Code formatting ("beautify") for any language, through pluggable providers.
 *
 * When the user runs the Beautify Code command (Edit menu or the editor's context menu, default
 * shortcut Ctrl-B, Cmd-B on macOS), or saves a file with beautify-on-save switched on, this module
 * asks the providers registered for the file's language to format the code, in priority order,
 * and applies the first result. An extension adds support for a new language or formatter by
 * registering a provider.
 *
 * ## API
 * - {@link registerBeautificationProvider} / {@link removeBeautificationProvider}: add or remove a provider.
 * - A provider implements {@link BeautificationProvider.beautifyEditorProvider} (format what is in an
 *   editor, or its selection) and {@link BeautificationProvider.beautifyTextProvider} (format a
 *   string, given a file name to infer the language).
 * - {@link beautifyEditor} / {@link beautifyText}: run the registered providers from your own code.
 *
 * A provider resolves with the formatted text (see {@link BeautifyResult}) or rejects when it has
 * nothing to do. If it resolves with `null`, it has already changed the editor itself and the
 * manager does nothing more.
 *
 * @example
 * ```js
 * const BeautificationManager = brackets.getModule("features/BeautificationManager");
 *
 * // Formatting for .ini files: exactly one space around every "=".
 * const AROUND_EQUALS = /[ \t]{0,}=[ \t]{0,}/g;
 *
 * BeautificationManager.registerBeautificationProvider({
 *     beautifyEditorProvider(editor) {
 *         const text = editor.document.getText();
 *         return Promise.resolve({ originalText: text, changedText: text.replace(AROUND_EQUALS, " = ") });
 *     },
 *     beautifyTextProvider(textToBeautify) {
 *         return Promise.resolve({
 *             originalText: textToBeautify,
 *             changedText: textToBeautify.replace(AROUND_EQUALS, " = ")
 *         });
 *     }
 * }, ["ini"]);
 * ```
 *
 * @module features/BeautificationManager
 */

import type {Editor} from 'editor/Editor';

/** A position in a document: zero-based line and column. */
export interface BeautifyPosition {
  /** Zero-based line number. */
  line: number;
  /** Zero-based column. */
  ch: number;
}

/** The formatted code a provider (or {@link beautifyText}) produces. */
export interface BeautifyResult {
  /** The text that was given to the formatter. */
  originalText: string;
  /**
   * The formatted text: the whole of `originalText` reformatted, or, when `ranges` is set, only the
   * replacement for that range.
   */
  changedText: string;
  /**
   * The part of the original text that `changedText` replaces. Leave it out when `changedText` is
   * the complete formatted text.
   */
  ranges?: {
    /** Start of the range to replace. */
    replaceStart: BeautifyPosition;
    /** End of the range to replace. */
    replaceEnd: BeautifyPosition;
  };
}

/** What {@link BeautificationProvider.beautifyEditorProvider} resolves with. */
export interface BeautifyEditorResult extends BeautifyResult {
  /**
   * Where to put the cursor afterwards, as a character offset in the new text. Give either this or
   * `ranges`, not both.
   */
  cursorOffset?: number;
}

/** The object an extension registers to format code. */
export interface BeautificationProvider {
  /**
   * Formats the code in an editor: the selection if there is one, otherwise the whole document.
   *
   * @param editor The editor to format.
   * @returns A promise resolved with the formatted code, resolved with `null` if the provider
   *     already changed the editor itself, or rejected if it has nothing to format.
   */
  beautifyEditorProvider(editor: Editor): Promise<BeautifyEditorResult | null>;
  /**
   * Formats a piece of text that is not in an editor.
   *
   * @param textToBeautify The code to format.
   * @param filePathOrFileName A path or just a file name, used only to tell the language; the file
   *     need not exist.
   * @returns A promise resolved with the formatted code, or rejected if it has nothing to format.
   */
  beautifyTextProvider(textToBeautify: string, filePathOrFileName: string): Promise<BeautifyResult>;
}

/**
 * Registers a formatter for one or more languages.
 *
 * @param provider An object implementing {@link BeautificationProvider}.
 * @param supportedLanguages Language ids it handles, such as `["javascript", "html", "php"]`, or
 *     `["all"]` for every language.
 * @param priority Breaks ties when several providers handle a language: higher numbers are asked
 *     first. Defaults to 0.
 *
 * @example
 * ```js
 * const BeautificationManager = brackets.getModule("features/BeautificationManager");
 *
 * // Ask before the built-in formatter (priority 0) for JavaScript and CSS: upper-case hex colors.
 * const HEX = /#[0-9a-f]{3,8}\b/gi;
 * BeautificationManager.registerBeautificationProvider({
 *     beautifyEditorProvider: async (editor) => {
 *         const text = editor.document.getText();
 *         return { originalText: text, changedText: text.replace(HEX, (hex) => hex.toUpperCase()) };
 *     },
 *     beautifyTextProvider: async (text) => ({
 *         originalText: text,
 *         changedText: text.replace(HEX, (hex) => hex.toUpperCase())
 *     })
 * }, ["javascript", "css"], 1);
 * ```
 */
export function registerBeautificationProvider(provider: BeautificationProvider, supportedLanguages: string[], priority?: number): void;

/**
 * Unregisters a formatter.
 *
 * @param provider The provider object that was registered.
 * @param supportedLanguages The languages to remove it from; omit to remove it from all of them.
 *
 * @example
 * ```js
 * const BeautificationManager = brackets.getModule("features/BeautificationManager");
 *
 * const provider = {
 *     beautifyEditorProvider: () => Promise.reject(new Error("nothing to do")),
 *     beautifyTextProvider: () => Promise.reject(new Error("nothing to do"))
 * };
 * BeautificationManager.registerBeautificationProvider(provider, ["css", "less"]);
 * // Later, stop formatting CSS but keep LESS.
 * BeautificationManager.removeBeautificationProvider(provider, ["css"]);
 * ```
 */
export function removeBeautificationProvider(provider: BeautificationProvider, supportedLanguages?: string | string[]): void;

/**
 * Formats the code in an editor (its selection, or the whole document) with the providers for its
 * language, exactly like the Beautify Code command.
 *
 * @param editor The editor to format.
 * @returns A promise resolved once the editor has been updated, rejected if no provider could format it.
 *
 * @example
 * ```js
 * const BeautificationManager = brackets.getModule("features/BeautificationManager");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     BeautificationManager.beautifyEditor(editor)
 *         .catch(() => console.log("Nothing to beautify"));
 * }
 * ```
 */
export function beautifyEditor(editor: Editor): Promise<unknown>;

/**
 * Formats text with the providers for the language implied by a file name, without touching any
 * editor.
 *
 * @param textToBeautify The code to format.
 * @param filePathOrFileName A path or file name used only to pick the language (e.g. `"x.json"`);
 *     the file need not exist.
 * @returns A promise for the formatted code; when `ranges` is present, only that part of the text changed.
 *
 * @example
 * ```js
 * const BeautificationManager = brackets.getModule("features/BeautificationManager");
 * const { changedText } = await BeautificationManager.beautifyText('{"a":1,"b":[1,2]}', "data.json");
 * ```
 */
export function beautifyText(textToBeautify: string, filePathOrFileName: string): Promise<BeautifyResult>;
