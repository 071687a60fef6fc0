/**
 * Helpers for XML code hints: find out whether the cursor is on a tag name, an attribute name or
 * an attribute value, and what has been typed so far.
 *
 * Use these when your extension completes tags or attributes in XML-based formats such as SVG or
 * configuration files.
 *
 * @example
 * ```js
 * const XMLUtils = brackets.getModule("language/XMLUtils");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const tagInfo = XMLUtils.getTagInfo(editor, editor.getCursorPos());
 *     if (tagInfo.tokenType === XMLUtils.TOKEN_VALUE) {
 *         console.log(`Value typed so far for ${tagInfo.attrName}:`, XMLUtils.getValueQuery(tagInfo));
 *     }
 * }
 * ```
 * @module language/XMLUtils
 */

import type {Editor} from 'editor/Editor';

/** A position in a document: zero-based line and character. */
export interface Position {
  /** Zero-based line number. */
  line: number;
  /** Zero-based character offset within the line. */
  ch: number;
}

/** Matches text that is only white space. */
export const regexWhitespace: RegExp;

/** Token type: the cursor is on a tag name. */
export const TOKEN_TAG: number;

/** Token type: the cursor is on an attribute name. */
export const TOKEN_ATTR: number;

/** Token type: the cursor is on an attribute value. */
export const TOKEN_VALUE: number;

/** What {@link getTagInfo} reports. */
export interface XMLTagInfo {
  /** The CodeMirror token at the position. */
  token?: unknown;
  /** {@link TOKEN_TAG}, {@link TOKEN_ATTR} or {@link TOKEN_VALUE}; missing when the cursor is none of these. */
  tokenType?: number;
  /** How many characters into the token the cursor is. */
  offset?: number;
  /** Names already used in the tag (attributes), so hints can skip them. */
  exclusionList?: string[];
  /** Name of the tag. */
  tagName?: string;
  /** Name of the attribute the cursor is on or in. */
  attrName?: string;
  /** `true` when accepting a hint should replace the current token rather than insert. */
  shouldReplace?: boolean;
}

/**
 * Describes the XML tag around a position.
 *
 * @param editor - The editor containing XML.
 * @param pos - The position to inspect.
 * @returns Tag information; `tokenType` tells which part of the tag the cursor is on.
 */
export function getTagInfo(editor: Editor, pos: Position): XMLTagInfo;

/**
 * Returns the part of an attribute value typed before the cursor, without the opening quote. Use
 * it as the query for filtering value hints.
 *
 * @param tagInfo - Information from {@link getTagInfo}.
 * @returns The text to match hints against.
 */
export function getValueQuery(tagInfo: XMLTagInfo): string;
