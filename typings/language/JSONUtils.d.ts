/**
 * Helpers for JSON code hints: find out whether the cursor is on a key or a value, and which key,
 * value and parent key surround it.
 *
 * Use these when your extension offers completions in JSON files, for example suggesting known
 * settings in a configuration file.
 *
 * @example
 * ```js
 * const JSONUtils = brackets.getModule("language/JSONUtils");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const ctx = JSONUtils.getContextInfo(editor, editor.getCursorPos(), true);
 *     if (ctx && ctx.tokenType === JSONUtils.TOKEN_VALUE) {
 *         console.log(`Typing the value of "${ctx.keyName}" inside "${ctx.parentKeyName}"`);
 *     }
 * }
 * ```
 * @module language/JSONUtils
 */

import type {Editor} from 'editor/Editor';

/** A position in a document: zero-based line and character. */
export interface Position {
  /** Zero-based line number. */
  line: number;
  /** Zero-based character offset within the line. */
  ch: number;
}

/**
 * Matches the punctuation and white space that can sit between JSON tokens: colons, commas, the
 * opening bracket of an array, and white space.
 */
export const regexAllowedChars: RegExp;

/** Token type: the cursor is on a key. */
export const TOKEN_KEY: number;

/** Token type: the cursor is on a value. */
export const TOKEN_VALUE: number;

/** What {@link getContextInfo} reports. */
export interface JSONContextInfo {
  /** The CodeMirror token at the position. */
  token: unknown;
  /** {@link TOKEN_KEY} or {@link TOKEN_VALUE}. */
  tokenType: number;
  /** How many characters into the token the cursor is. */
  offset: number;
  /** The key the cursor is on, or the key whose value it is in. */
  keyName: string | null;
  /** The value the cursor is on, if any. */
  valueName: string | null;
  /** The key of the enclosing object (only when `requireParent` was set). */
  parentKeyName: string | null;
  /** `true` when the value is inside an array. */
  isArray: boolean;
  /** Keys already present in the enclosing object, so hints can skip them. */
  exclusionList: string[];
  /** `true` when accepting a hint should replace the current token rather than insert. */
  shouldReplace: boolean;
}

/**
 * Removes the surrounding quotes from a string, if present.
 *
 * @param string - A quoted or unquoted string.
 * @returns The string without its quotes.
 */
export function stripQuotes(string: string): string;

/**
 * Describes the JSON around a position: whether it is a key or a value, the key's name, and
 * optionally the parent key.
 *
 * @param editor - The editor containing JSON.
 * @param constPos - The position to inspect. Not modified.
 * @param requireParent - `true` to also find the enclosing object's key.
 * @param requireNextToken - `true` if accepting a hint may replace the token after the cursor.
 * @returns The context, or `null` when the position is not on a key or value.
 */
export function getContextInfo(
  editor: Editor,
  constPos: Position,
  requireParent?: boolean,
  requireNextToken?: boolean,
): JSONContextInfo | null;
