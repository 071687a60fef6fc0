/**
 * Helpers for understanding HTML around the cursor: which tag and attribute the cursor is in,
 * which attributes a tag already has, and where the embedded `<style>` and `<script>` blocks are.
 *
 * HTML code hints are built on these helpers; use them when your extension offers tag or
 * attribute completions, or needs the CSS or JavaScript embedded in an HTML file.
 *
 * @example
 * ```js
 * const HTMLUtils = brackets.getModule("language/HTMLUtils");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const tagInfo = HTMLUtils.getTagInfo(editor, editor.getCursorPos());
 *     if (tagInfo.position.tokenType === HTMLUtils.ATTR_VALUE && tagInfo.attr.name === "class") {
 *         console.log(`Cursor is in the class list of <${tagInfo.tagName}>`);
 *     }
 * }
 * ```
 * @module language/HTMLUtils
 */

import type {Editor} from 'editor/Editor';

/** A position in a document: zero-based line and character. */
export interface Position {
  /** Zero-based line number. */
  line: number;
  /** Zero-based character offset within the line. */
  ch: number;
}

/** Token type: the cursor is in a tag name. Value `"tagName"`. */
export const TAG_NAME: 'tagName';
/** Token type: the cursor is in a closing tag. Value `"closingTag"`. */
export const CLOSING_TAG: 'closingTag';
/** Token type: the cursor is in an attribute name. Value `"attr.name"`. */
export const ATTR_NAME: 'attr.name';
/** Token type: the cursor is in an attribute value. Value `"attr.value"`. */
export const ATTR_VALUE: 'attr.value';

/** Describes the tag at a position, as returned by {@link getTagInfo}. */
export interface TagInfo {
  /** Name of the tag, or `""`. */
  tagName: string;
  /** The attribute at the position, if any. */
  attr: {
    /** Attribute name, or `""`. */
    name: string;
    /** Attribute value without quotes, or `""`. */
    value: string;
    /** `true` if the attribute already has an `=`. */
    valueAssigned: boolean;
    /** The quote character around the value (`"` or `'`), or `""`. */
    quoteChar: string;
    /** `true` if the value's closing quote is present. */
    hasEndQuote: boolean;
  };
  /** Where the cursor is inside the tag. */
  position: {
    /** What is being edited: {@link TAG_NAME}, {@link CLOSING_TAG}, {@link ATTR_NAME}, {@link ATTR_VALUE}, or `""`. */
    tokenType: string;
    /** How many characters into that token the cursor is. */
    offset: number;
  };
}

/** An embedded block found by {@link findBlocks}. */
export interface HTMLBlock {
  /** Start of the block's content. */
  start: Position;
  /** End of the block's content. */
  end: Position;
  /** The block's text. */
  text: string;
}

/**
 * Lists the attributes already written in the tag at a position, so hints can skip them.
 *
 * @param editor - The CodeMirror instance of the editor (not the editor wrapper).
 * @param pos - A position inside the tag.
 * @returns Attribute names, such as `["href", "class"]`.
 */
export function getTagAttributes(editor: unknown, pos: Position): string[];

/**
 * Builds a tag information object, filling anything not given with empty values.
 *
 * @param tokenType - What is being edited ({@link TAG_NAME}, {@link ATTR_NAME}, ...).
 * @param offset - Cursor offset within that token.
 * @param tagName - Name of the tag.
 * @param attrName - Name of the attribute.
 * @param attrValue - Value of the attribute.
 * @returns A tag information object.
 */
export function createTagInfo(tokenType?: string, offset?: number, tagName?: string, attrName?: string, attrValue?: string): TagInfo;

/**
 * Works out whether a position is inside an HTML tag and, if so, which tag, attribute and part of
 * it.
 *
 * @param editor - The editor containing HTML.
 * @param constPos - The position to inspect, usually `editor.getCursorPos()`. Not modified.
 * @param isHtmlMode - `true` if the caller already knows the position is in HTML mode.
 * @returns Tag information; `tagName` is `""` when the position is not in a tag.
 */
export function getTagInfo(editor: Editor, constPos: Position, isHtmlMode?: boolean): TagInfo;

/**
 * Finds every block of an HTML document that is highlighted with a given mode, for example all
 * JavaScript inside `<script>` tags.
 *
 * @param editor - An editor containing HTML.
 * @param modeName - The inner mode to look for, such as `"javascript"` or `"css"`.
 * @returns One entry per block, in document order.
 * @example
 * ```js
 * const HTMLUtils = brackets.getModule("language/HTMLUtils");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const scripts = HTMLUtils.findBlocks(editor, "javascript");
 *     console.log(`${scripts.length} inline scripts`);
 * }
 * ```
 */
export function findBlocks(editor: Editor, modeName: string): HTMLBlock[];

/**
 * Finds every `<style>` block of an HTML document.
 *
 * @param editor - An editor containing HTML.
 * @returns One entry per block, in document order.
 */
export function findStyleBlocks(editor: Editor): HTMLBlock[];
