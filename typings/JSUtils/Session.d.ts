/**
 * The state of one JavaScript code-hinting session in an editor, with helpers to read the code
 * around the cursor: the token under it, the partial identifier being typed, whether it follows a
 * `.` (property lookup) and of what, and whether it is inside a function call's arguments.
 *
 * The built-in JavaScript code hints create a session for the active editor and use it together
 * with {@link "JSUtils/ScopeManager"}, which asks the Tern analysis engine for completions. The
 * module exports the `Session` class itself. In HTML files, only the text of `<script>` blocks is
 * treated as JavaScript.
 *
 * @example
 * ```js
 * const Session = brackets.getModule("JSUtils/Session");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const session = new Session(editor);
 *     const type = session.getType();
 *     if (type.property) {
 *         console.log(`Completing a property of ${type.context}, typed so far: "${session.getQuery()}"`);
 *     }
 * }
 * ```
 * @module JSUtils/Session
 */

import type {Editor} from 'editor/Editor';
import type {StringMatcher} from 'utils/StringMatch';

/**
 * A hinting session bound to one editor.
 */
declare class Session {
  /**
   * Starts a session for an editor.
   *
   * @param editor - The editor to hint in.
   */
  constructor(editor: Editor);

  /**
   * @returns Full path of the session's file.
   */
  getPath(): string;

  /**
   * @returns The cursor position.
   */
  getCursor(): Session.Position;

  /**
   * @param line - Zero-based line number.
   * @returns The text of that line.
   */
  getLine(line: number): string;

  /**
   * @returns The cursor's character offset from the start of the document.
   */
  getOffset(): number;

  /**
   * Converts a position into a character offset from the start of the document.
   *
   * @param cursor - The position.
   * @returns The offset.
   */
  getOffsetFromCursor(cursor: Session.Position): number;

  /**
   * Returns the token at a position, or at the cursor.
   *
   * @param cursor - The position; omit for the cursor.
   * @returns The token.
   */
  getToken(cursor?: Session.Position): Session.Token;

  /**
   * Returns the token one character to the right of a position on the same line.
   *
   * @param cursor - The position.
   * @returns The token, or `null` at the end of the line.
   */
  getNextTokenOnLine(cursor: Session.Position): Session.Token | null;

  /**
   * Returns the position one character to the right, if the line continues.
   *
   * @param cursor - The position to start from.
   * @returns The next position, or `null` at the end of the line.
   */
  getNextCursorOnLine(cursor: Session.Position): Session.Position | null;

  /**
   * Returns the token after the one at a position, moving to following lines if needed.
   *
   * @param cursor - The position. It is moved forward as tokens are passed.
   * @param skipWhitespace - `true` to skip whitespace-only tokens.
   * @returns The next token, or `null` at the end of the document.
   */
  getNextToken(cursor: Session.Position, skipWhitespace: boolean): Session.Token | null;

  /**
   * Returns the part of the identifier typed before the cursor: for `identi|fier`, `"identi"`.
   *
   * @returns The query text, possibly `""`.
   */
  getQuery(): string;

  /**
   * Finds the object whose property is being looked up. For `foo(bar, baz(quux)).prop` the
   * context is `foo`.
   *
   * @param cursor - Session.Position to start from (moved as tokens are passed).
   * @param depth - Current parenthesis depth; leave it out.
   * @returns The context's name.
   */
  getContext(cursor: Session.Position, depth?: number): string;

  /**
   * Looks for the `.` of a property lookup just before the cursor (right before it, or before
   * the partially typed property name).
   *
   * @returns The position to use as the lookup's position, or `undefined` if there is no dot.
   */
  findPreviousDot(): Session.Position | undefined;

  /**
   * Tells whether the cursor is inside a function call's argument list, or on the called
   * function's name.
   *
   * @returns Whether it is, and if so where the call's `(` is.
   */
  getFunctionInfo(): {inFunctionCall: boolean; functionCallPos?: Session.Position};

  /**
   * Tells whether the cursor is completing a property (after a `.`) and of what.
   *
   * @returns `property` is `true` for a property lookup; `context` names the object, or is
   *     `null`.
   */
  getType(): {property: boolean; context: string | null};

  /**
   * Filters and sorts the hints Tern returned for this session against the query. For property
   * lookups with no hints, it asks for guesses instead.
   *
   * @param query - The text typed so far.
   * @param matcher - Matcher used to score and highlight hints.
   * @returns The matching hints (at most 500), and whether guesses must be requested before
   *     calling again.
   */
  getHints(query: string, matcher: StringMatcher): {hints: unknown[]; needGuesses: boolean};

  /**
   * Stores the property or identifier hints the analysis engine returned, which
   * {@link Session.getHints} then filters and sorts.
   *
   * @param newHints - The hint objects from the engine.
   */
  setTernHints(newHints: unknown[]): void;

  /**
   * Stores guessed property hints, used by {@link Session.getHints} when the engine knows no
   * real properties for the current object.
   *
   * @param newGuesses - The guessed hint objects.
   */
  setGuesses(newGuesses: unknown[]): void;

  /**
   * Stores the parameter list of the function being called, for parameter hints.
   *
   * @param newFnType - The parameters.
   */
  setFnType(newFnType: Session.ParameterInfo[]): void;

  /**
   * Stores where the call that the parameter hint belongs to starts.
   *
   * @param functionCallPos - Session.Position of the call's `(`.
   */
  setFunctionCallPos(functionCallPos: Session.Position): void;

  /**
   * Returns the stored parameter list and which parameter the cursor is in.
   *
   * @returns The parameters, and the index of the current one (`-1` when the cursor is on the
   *     function name).
   */
  getParameterHint(): {parameters: Session.ParameterInfo[]; currentIndex: number};

  /**
   * Returns the JavaScript to analyse. For an HTML file, everything outside `<script>` blocks is
   * replaced with spaces (keeping line breaks), so positions still line up with the document.
   *
   * @returns The JavaScript text.
   */
  getJavascriptText(): string;

  /**
   * @returns `true` if the cursor is in the name of a function declaration, where hints are not
   *     wanted.
   */
  isFunctionName(): boolean;
}

declare namespace Session {
  /** A position in a document: zero-based line and character. */
  export interface Position {
    /** Zero-based line number. */
    line: number;
    /** Zero-based character offset within the line. */
    ch: number;
  }

  /** A CodeMirror token, as returned by the session's token helpers. */
  export interface Token {
    /** Text of the token. */
    string: string;
    /** Token type, such as `"variable"` or `"property"`, or `null`. */
    type: string | null;
    /** Start character of the token on its line. */
    start: number;
    /** End character of the token on its line. */
    end: number;
    /** The mode's state at the token. */
    state: unknown;
  }

  /** One parameter in a function type hint. */
  export interface ParameterInfo {
    /** Parameter name. */
    name: string;
    /** Parameter type, as a string. */
    type: string;
    /** `true` if the parameter is optional. */
    isOptional: boolean;
  }
}

export = Session;
