/**
 * The framework behind linting and the Problems panel. Linters ("inspection providers") register
 * for a language; whenever a file of that language is opened, switched to or saved, every
 * provider for it runs and the results appear as underlines and gutter icons in the editor, in
 * the Problems panel, and in the status bar indicator.
 *
 * **Writing a linter.** Call {@link register} with a language id (or `"*"` for every language)
 * and a provider object with a `name` and either `scanFile(text, fullPath)` (synchronous) or
 * `scanFileAsync(text, fullPath)` (returns a promise). Return `{ errors: [...] }`, where each
 * problem follows {@link Error}, or `null` when the file is clean. The text you get includes
 * unsaved edits, and the file may not be open in any editor.
 *
 * **Preferences** (in the `linting` group): `linting.enabled` turns inspection on or off,
 * `linting.collapsed` keeps the panel closed, `linting.asyncTimeout` is how long an async
 * provider may take (10000 ms by default) before its run is reported as timed out,
 * `linting.prefer` lists provider names to run first, and `linting.usePreferredOnly` runs only
 * those.
 *
 * @example
 * ```js
 * const CodeInspection = brackets.getModule("language/CodeInspection");
 *
 * CodeInspection.register("markdown", {
 *     name: "Trailing spaces",
 *     scanFile(text) {
 *         const errors = text.split("\n").flatMap((line, lineNo) => {
 *             const match = /[ \t]+$/.exec(line);
 *             return match ? [{
 *                 pos: { line: lineNo, ch: match.index },
 *                 endPos: { line: lineNo, ch: line.length },
 *                 message: "Trailing whitespace",
 *                 type: CodeInspection.Type.WARNING
 *             }] : [];
 *         });
 *         return { errors };
 *     }
 * });
 * ```
 * @module language/CodeInspection
 */

import type File = require('filesystem/File');

/**
 * Id of the editor gutter where problem icons are drawn. Value `"code-inspection-gutter"`.
 */
export const CODE_INSPECTION_GUTTER: 'code-inspection-gutter';

/**
 * The severities a problem can have. Put one of these in each problem's `type`.
 */
export const Type: {
  /** A definite error, such as a syntax error. Value `"error"`. */
  readonly ERROR: 'error';
  /** A likely mistake or maintainability issue. This is the default. Value `"warning"`. */
  readonly WARNING: 'warning';
  /**
   * Information about the inspection itself (for example "file too complex to analyse"). Not
   * counted in the problem totals. Value `"meta"`.
   */
  readonly META: 'meta';
};

/** One of the {@link Type} values. */
export type ProblemType = (typeof Type)[keyof typeof Type];

/** A position in a document: zero-based line and character. */
export interface Position {
  /** Zero-based line number. */
  line: number;
  /** Zero-based character offset within the line. */
  ch: number;
}

/**
 * One problem reported by a provider.
 */
export interface Error {
  /** Where the problem starts. */
  pos: Position;
  /** Where it ends, if known; the underline then covers the whole range. */
  endPos?: Position;
  /** Description shown to the user, displayed as plain text. */
  message: string;
  /** Optional HTML version of the message, for providers that want formatting. */
  htmlMessage?: string;
  /** Severity. Defaults to {@link Type}.WARNING. */
  type?: ProblemType;
  /**
   * An automatic fix. When present, the Problems panel offers a button that replaces the text
   * between the two offsets with `replace`.
   */
  fix?: {
    /** Replacement text. */
    replace: string;
    /** Character offsets from the start of the file. */
    rangeOffset: {start: number; end: number};
  };
}

/** What a provider returns after scanning a file. */
export interface ScanResult {
  /** The problems found; an empty array means the file is clean. */
  errors: Error[];
  /** `true` if the provider stopped early; the totals are then shown with a `+`. */
  aborted?: boolean;
  /**
   * `true` to leave this result out entirely: the provider is not listed in the panel and the
   * file is not marked as problem-free.
   */
  isIgnored?: boolean;
}

/**
 * A linter or other inspection provider.
 */
export interface InspectionProvider {
  /** Name shown in the Problems panel. Registering another provider with the same name for the same language replaces it. */
  name: string;
  /**
   * Optional quick check whether this provider can inspect a file at all.
   *
   * @param fullPath - Full path of the file.
   */
  canInspect?(fullPath: string): boolean;
  /**
   * Scans a file synchronously.
   *
   * @param text - The file's current text, including unsaved changes.
   * @param fullPath - Full path of the file.
   * @returns The result, or `null` when there is nothing to report.
   */
  scanFile?(text: string, fullPath: string): ScanResult | null;
  /**
   * Scans a file asynchronously. If both scan functions exist, this one is used. A rejected
   * promise is shown as an error of the provider.
   *
   * @param text - The file's current text, including unsaved changes.
   * @param fullPath - Full path of the file.
   * @returns A promise for the result.
   */
  scanFileAsync?(text: string, fullPath: string): Promise<ScanResult | null> | JQuery.Promise<ScanResult | null>;
}

/** The outcome of one provider in {@link inspectFile}. */
export interface ProviderResult {
  /** The provider that ran. */
  provider: InspectionProvider;
  /** What it returned (`null` if nothing to report). */
  result: ScanResult | null;
}

/**
 * Registers an inspection provider for a language. Providers for `"*"` run for every language.
 * If a file of that language is open, inspection runs again right away.
 *
 * @param languageId - A language id such as `"javascript"`, or `"*"`.
 * @param provider - The provider.
 */
export function register(languageId: string, provider: InspectionProvider): void;

/**
 * Lists the providers that will run for a file, based on its language and honouring the
 * `linting.prefer` and `linting.usePreferredOnly` preferences.
 *
 * @param filePath - Full path of the file.
 * @returns The providers in the order they run.
 */
export function getProvidersForPath(filePath: string): InspectionProvider[];

/**
 * Lists the names of providers registered for a language (not counting `"*"` providers).
 *
 * @param languageId - The language id.
 * @returns Provider names.
 */
export function getProviderIDsForLanguage(languageId: string): string[];

/**
 * Runs inspection on a file and hands back the results without touching the editor UI. Useful
 * to lint files that are not open, for example before a commit.
 *
 * @param file - The file to inspect. If it is open, its unsaved text is used.
 * @param providerList - Providers to run; defaults to those returned by {@link getProvidersForPath}.
 * @returns A jQuery promise resolved with one result per provider, in provider order, or with
 *     `null` if no provider applies. A provider that throws, rejects or times out contributes a
 *     single error describing that.
 * @example
 * ```js
 * const CodeInspection = brackets.getModule("language/CodeInspection");
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * CodeInspection.inspectFile(FileSystem.getFileForPath("/work/site/js/app.js"))
 *     .done((results) => {
 *         const count = (results || []).reduce((n, r) => n + (r.result ? r.result.errors.length : 0), 0);
 *         console.log(`${count} problems`);
 *     });
 * ```
 */
export function inspectFile(file: File, providerList?: InspectionProvider[]): JQuery.Promise<ProviderResult[] | null>;

/**
 * Scrolls the Problems panel to the problem reported on a line.
 *
 * @param lineNumber - Zero-based line number.
 * @returns The panel row for that line as a jQuery object, or `null` if there is none.
 */
export function scrollToProblem(lineNumber: number): JQuery<HTMLElement> | null;

/**
 * Runs the inspection of the current document again and refreshes the Problems panel, gutter
 * marks and status bar, for example after your provider's configuration changed. Does nothing
 * while inspection is disabled.
 *
 * @param providerName - Name of the provider asking for the run.
 */
export function requestRun(providerName?: string): void;

/**
 * Turns all inspection on or off, like the editor's lint toggle command. When off, the panel closes and the
 * status bar icon shows that linting is disabled.
 *
 * @param enabled - The new state; omit to toggle.
 * @param doNotSave - `true` to change the state without saving the `linting.enabled` preference.
 */
export function toggleEnabled(enabled?: boolean, doNotSave?: boolean): void;
