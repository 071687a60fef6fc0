/**
 * The bridge between the JavaScript code hints and Tern, the analysis engine that understands
 * JavaScript scopes and types. It runs Tern in the background, keeps it supplied with the text of
 * the current file and related project files, and turns hinting requests (completions, guesses,
 * parameter hints, jump to definition) into promises.
 *
 * Which files Tern reads is governed by a project's `.jscodehints` file (see
 * {@link "JSUtils/Preferences"}). Files that are excluded, or too large, are not analysed, and
 * requests for them are rejected.
 *
 * This is the engine room of the built-in JavaScript hints. Extensions rarely call it directly;
 * it is documented for those building on the same engine. Requests are normally made with a
 * {@link "JSUtils/Session"} for the active editor.
 *
 * @example
 * ```js
 * const ScopeManager = brackets.getModule("JSUtils/ScopeManager");
 * const Session = brackets.getModule("JSUtils/Session");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const session = new Session(editor);
 *     ScopeManager.requestJumptoDef(session, editor.document, session.getOffset())
 *         .done((result) => console.log("Definition found", result));
 * }
 * ```
 * @module JSUtils/ScopeManager
 */

import type {Document} from 'document/Document';
import type Session = require('JSUtils/Session');

/** A position in a document: zero-based line and character. */
export interface Position {
  /** Zero-based line number. */
  line: number;
  /** Zero-based character offset within the line. */
  ch: number;
}

/** Where in a file a request applies: a character offset or a line/character position. */
export type FileOffset = number | Position;

/** Describes the text sent to Tern with a request. */
export interface TernFileInfo {
  /**
   * `"full"` when `text` is the whole file, `"part"` when it is only the changed region, and
   * `"empty"` when the file is unchanged and no text is sent.
   */
  type: 'full' | 'part' | 'empty';
  /** Name of the file. */
  name: string;
  /** The text, according to `type`. */
  text: string;
}

/**
 * Lists the library definition files that give Tern its knowledge of built-in objects (such as
 * the browser and ECMAScript globals). Hints whose origin is one of these are treated as
 * built-ins.
 *
 * @returns Library file names.
 */
export function getBuiltins(): string[];

/**
 * Sends a message to Tern. If Tern is still starting, the message is sent once it is ready.
 *
 * @param msg - The message to send.
 */
export function postMessage(msg: object): void;

/**
 * Registers a request that is waiting for Tern's answer. The request is rejected straight away
 * when the file is excluded from analysis.
 *
 * @param file - Name of the file the request is about.
 * @param offset - Where in the file the request applies.
 * @param type - The kind of request, such as completions or definition.
 * @returns A jQuery promise that settles when Tern answers.
 */
export function addPendingRequest(file: string, offset: FileOffset, type: string): JQuery.Promise<unknown>;

/**
 * @param file - A path relative to the project.
 * @returns The full path Tern resolved it to when parsing, or `undefined`.
 */
export function getResolvedPath(file: string): string | undefined;

/**
 * Guards against sending Tern text that is too large to analyse.
 *
 * @param text - The text to check.
 * @returns The text, or `""` if it was too long.
 */
export function filterText(text: string): string;

/**
 * Asks Tern where the symbol at an offset is defined.
 *
 * @param session - The hinting session.
 * @param document - The document.
 * @param offset - Where the symbol is.
 * @returns A jQuery promise that settles when Tern has answered.
 */
export function requestJumptoDef(session: Session, document: Document, offset: FileOffset): JQuery.Promise<unknown>;

/**
 * Asks Tern for completions at an offset.
 *
 * @param fileInfo - The text to send with the request.
 * @param offset - Where completions are wanted.
 * @param isProperty - `true` for property completions (after a `.`), `false` for identifiers.
 * @returns A jQuery promise resolved with the completions.
 */
export function getTernHints(fileInfo: TernFileInfo, offset: FileOffset, isProperty: boolean): JQuery.Promise<unknown[]>;

/**
 * Asks Tern for every property name it knows of in the file's folder and the file, to use as
 * guesses when it cannot infer an object's type.
 *
 * @param session - The hinting session.
 * @param document - The document.
 * @returns A jQuery promise that settles when Tern has answered.
 */
export function requestGuesses(session: Session, document: Document): JQuery.Promise<unknown>;

/**
 * Asks Tern for the parameters of the function being called, for the parameter hint popup.
 *
 * @param session - The hinting session.
 * @param functionOffset - Where the function call is.
 * @returns A jQuery promise that settles with the function's type information.
 */
export function requestParameterHint(session: Session, functionOffset: FileOffset): JQuery.Promise<unknown>;

/**
 * Asks Tern for hints for the session's current position. The answers may be shared objects:
 * copy them before modifying (as `Session.getHints()` does).
 *
 * @param session - The hinting session.
 * @param document - The document.
 * @returns A jQuery promise that settles when Tern has answered.
 */
export function requestHints(session: Session, document: Document): JQuery.Promise<unknown>;

/**
 * Marks the active file as changed so that Tern gets its new text with the next request.
 *
 * @param changeList - The changed range, with `from` and `to` positions.
 */
export function handleFileChange(changeList: {from: Position; to: Position}): void;

/**
 * Tells the engine that another editor became active.
 *
 * @param session - The active hinting session.
 * @param document - The newly active document.
 * @param previousDocument - The previously active document.
 */
export function handleEditorChange(session: Session, document: Document, previousDocument: Document | null): void;

/** Cleans up after a project closes, discarding the analysis of its files. */
export function handleProjectClose(): void;

/**
 * Reads the new project's `.jscodehints` settings when a project opens.
 *
 * @param projectRootPath - Root of the new project. Only needed in tests; normally the open
 *     project is used.
 */
export function handleProjectOpen(projectRootPath?: string): void;
