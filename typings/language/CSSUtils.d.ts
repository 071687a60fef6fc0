/**
 * Lightweight parsing of CSS, LESS and SCSS for editor features: find out what the cursor is on
 * inside a style sheet, list the selectors in a text, find the rules that match a selector
 * across the project, and add new rules to a document.
 *
 * These helpers power features such as CSS code hints and Quick Edit on a class or id. They work
 * on text and CodeMirror tokens, not on a full CSS object model, so they are fast but
 * approximate: selector matching only looks at the right-most simple selector.
 *
 * @example
 * ```js
 * const CSSUtils = brackets.getModule("language/CSSUtils");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const info = CSSUtils.getInfoAtPos(editor, editor.getCursorPos());
 *     if (info.context === CSSUtils.PROP_VALUE) {
 *         console.log(`Editing the value of "${info.name}"`);
 *     }
 * }
 * ```
 * @module language/CSSUtils
 */

import type {Editor} from 'editor/Editor';
import type {Document} from 'document/Document';
import type {TextRange} from 'document/TextRange';

/** A position in a document: zero-based line and character. */
export interface Position {
  /** Zero-based line number. */
  line: number;
  /** Zero-based character offset within the line. */
  ch: number;
}

/** Context value: the cursor is in a selector. Value `"selector"`. */
export const SELECTOR: 'selector';
/** Context value: the cursor is in a property name. Value `"prop.name"`. */
export const PROP_NAME: 'prop.name';
/** Context value: the cursor is in a property value. Value `"prop.value"`. */
export const PROP_VALUE: 'prop.value';
/** Context value: the cursor is in the URL of an `@import`. Value `"import.url"`. */
export const IMPORT_URL: 'import.url';

/** What {@link getInfoAtPos} reports about the cursor position. */
export interface CSSContextInfo {
  /**
   * What the cursor is on: {@link SELECTOR}, {@link PROP_NAME}, {@link PROP_VALUE},
   * {@link IMPORT_URL}, or `""` when none of these applies.
   */
  context: string;
  /** How far into the current name or value token the cursor is. */
  offset: number;
  /** The property name (or selector/URL text) at the cursor. */
  name: string;
  /** For a property value, which of the value's space-separated parts the cursor is in. */
  index: number;
  /** For a property value, the parts of the value. */
  values: string[];
  /** `true` when the cursor is where a new name or value part would be typed. */
  isNewItem: boolean;
  /** For a property value, the range the value covers. */
  range?: {start: Position; end: Position};
}

/**
 * Describes one selector found by {@link extractAllSelectors}. Lines and characters are
 * zero-based.
 */
export interface SelectorInfo {
  /** The selector text. Comma-separated groups such as `h1, h2` are split into one entry each. */
  selector: string;
  /** Line where the rule starts, including a comment right before it. */
  ruleStartLine: number;
  /** Character where the rule starts. */
  ruleStartChar: number;
  /** Line where this selector starts. */
  selectorStartLine: number;
  /** Character where this selector starts. */
  selectorStartChar: number;
  /** Line where this selector ends. */
  selectorEndLine: number;
  /** Character where this selector ends. */
  selectorEndChar: number;
  /** Line where the whole comma-separated group containing this selector starts. */
  selectorGroupStartLine: number;
  /** Character where that group starts. */
  selectorGroupStartChar: number;
  /** The whole selector group, or `undefined` when the rule has a single selector. */
  selectorGroup?: string;
  /** Line of the rule's opening `{`. */
  declListStartLine: number;
  /** Character of the rule's opening `{`. */
  declListStartChar: number;
  /** Line of the rule's closing `}`. */
  declListEndLine: number;
  /** Character of the rule's closing `}`. */
  declListEndChar: number;
  /**
   * Nesting depth, counting enclosing `@media` blocks. Meant for internal use: two siblings can
   * have different levels.
   */
  level: number;
  /** For nested (LESS/SCSS) selectors, all ancestor selectors joined with `/`. */
  parentSelectors?: string;
}

/** A rule found by {@link findMatchingRules}. */
export interface MatchingRule {
  /** The matching selector, or the rule's whole selector group after {@link consolidateRules}. */
  name: string;
  /** The document that contains the rule. */
  document: Document;
  /** Zero-based first line of the rule's declarations. */
  lineStart: number;
  /** Zero-based last line of the rule's declarations (inclusive). */
  lineEnd: number;
  /** The whole selector group of the rule, if it has several selectors. */
  selectorGroup?: string;
}

/**
 * Options for {@link getAllCssSelectorsInProject}. Omitting the whole object turns every flag on;
 * in an object you pass, any flag you leave out counts as off.
 */
export interface AllSelectorsOptions {
  /** Include class selectors (starting with `.`). */
  includeClasses?: boolean;
  /** Include id selectors (starting with `#`). */
  includeIDs?: boolean;
  /**
   * Also include selectors from `<style>` blocks and linked remote style sheets of the HTML
   * file open in the editor.
   */
  scanCurrentHtml?: boolean;
}

/**
 * Tells whether a file is a LESS or SCSS file (the preprocessors these helpers understand).
 *
 * @param filePath - Full path of the file.
 * @returns `true` if its language is `less` or `scss`.
 */
export function isCSSPreprocessorFile(filePath: string): boolean;

/**
 * Describes what the cursor is on in CSS text, including CSS inside an HTML `<style>` block or
 * `style` attribute.
 *
 * @param editor - The editor to look in.
 * @param constPos - The position to inspect, usually `editor.getCursorPos()`. Not modified.
 * @returns The context information.
 */
export function getInfoAtPos(editor: Editor, constPos: Position): CSSContextInfo;

/**
 * Builds a {@link CSSContextInfo} object from its parts, filling in defaults: `index` and
 * `values` are only kept for the {@link PROP_VALUE}, {@link SELECTOR} and {@link IMPORT_URL}
 * contexts. The module exposes it so tests can build the value they expect from
 * {@link getInfoAtPos}.
 *
 * @param context - One of the context constants, or `""`.
 * @param offset - Offset of the cursor in its token.
 * @param name - The property name or other text at the cursor.
 * @param index - Which value part the cursor is in.
 * @param values - The value parts.
 * @param isNewItem - `true` when `index` is where a new part would be inserted.
 * @param range - The range the value covers.
 * @returns The context information.
 */
export function createInfo(
  context?: string,
  offset?: number,
  name?: string,
  index?: number,
  values?: string[],
  isNewItem?: boolean,
  range?: {start: Position; end: Position},
): CSSContextInfo;

/**
 * Returns a selector together with its nesting ancestors, as it reads in the source. Useful for
 * LESS/SCSS, where `.child` nested inside `.parent` is really `.parent .child`.
 *
 * @param info - A selector from {@link extractAllSelectors}.
 * @param useGroup - `true` to use the whole selector group instead of the single selector.
 * @returns The selector with its parent hierarchy.
 */
export function getCompleteSelectors(info: SelectorInfo, useGroup?: boolean): string;

/**
 * Finds every selector in a style sheet's text.
 *
 * @param text - CSS, LESS or SCSS text.
 * @param documentMode - The text's language mode (such as `"text/x-scss"`); CSS if omitted.
 * @returns One entry per selector, with its position and its rule's extent.
 * @example
 * ```js
 * const CSSUtils = brackets.getModule("language/CSSUtils");
 *
 * const selectors = CSSUtils.extractAllSelectors(".a, .b { color: red } #main { margin: 0 }");
 * console.log(selectors.map((s) => s.selector)); // [".a", ".b", "#main"]
 * ```
 */
export function extractAllSelectors(text: string, documentMode?: string): SelectorInfo[];

/**
 * Finds the rules in the project's style sheets (and in the `<style>` blocks of an HTML
 * document) that target a selector. Only the right-most simple selector of each rule is compared,
 * so searching `.foo` matches `.foo`, `div .foo`, `div.foo` and `.foo:hover`, but not `.foobar`,
 * `.foo .bar` or `.foo.bar`.
 *
 * @param selector - A tag, class or id selector, such as `"h1"`, `".card"` or `"#main"`.
 * @param htmlDocument - An HTML document whose `<style>` blocks should be searched too.
 * @returns A jQuery promise resolved with the matching rules. The documents are not ref-counted
 *     for you.
 */
export function findMatchingRules(selector: string, htmlDocument?: Document): JQuery.Promise<MatchingRule[]>;

/**
 * Returns the selector of the rule that contains a position.
 *
 * @param editor - The editor to look in.
 * @param pos - The position.
 * @returns The rule's selector (comma-separated if it has several), or `""` if the position is
 *     not inside a rule.
 */
export function findSelectorAtDocumentPos(editor: Editor, pos: Position): string;

/**
 * Strips comments and string literals from style sheet text so that simple regular expressions
 * can scan what remains without false matches.
 *
 * @param content - The style sheet text.
 * @returns The reduced text.
 */
export function reduceStyleSheetForRegExParsing(content: string): string;

/**
 * Appends a new, empty rule to the end of a style sheet document.
 *
 * @param doc - The document to add the rule to.
 * @param selector - The new rule's selector.
 * @param useTabChar - `true` to indent the blank line inside the rule with a tab.
 * @param indentUnit - Number of spaces to indent with when not using a tab.
 * @returns The range of the new rule (blank lines added around it are not included) and the
 *     position of the indented empty line inside it, where the cursor should go.
 * @example
 * ```js
 * const CSSUtils = brackets.getModule("language/CSSUtils");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     // The active editor shows a style sheet: add a rule and put the cursor inside it.
 *     const { pos } = CSSUtils.addRuleToDocument(editor.document, ".card--highlighted", false, 4);
 *     editor.setCursorPos(pos.line, pos.ch);
 * }
 * ```
 */
export function addRuleToDocument(
  doc: Document,
  selector: string,
  useTabChar: boolean,
  indentUnit: number,
): {range: {from: Position; to: Position}; pos: Position};

/**
 * Cleans up a list from {@link findMatchingRules}: consecutive entries that point to the same
 * rule (because several of its selectors matched) are merged, and each entry's `name` becomes the
 * rule's full selector group when it has one.
 *
 * @param rules - Rules as returned by `findMatchingRules()`.
 * @returns The consolidated list.
 */
export function consolidateRules(rules: MatchingRule[]): MatchingRule[];

/**
 * Returns the selector of the rule inside a text range (the first rule, if the range holds
 * several).
 *
 * @param range - The range to look in.
 * @returns The rule's selector group or selector, or `""` if there is none.
 */
export function getRangeSelectors(range: TextRange): string;

/**
 * Collects the class and id selectors defined anywhere in the project's CSS, LESS and SCSS files
 * (and, optionally, in the HTML file open in the editor). Results are cached per file and
 * refreshed when files change, so repeated calls are cheap. Pseudo-classes and combinators are
 * cut off, so `.btn:hover > span` contributes `.btn`.
 *
 * @param options - What to include; omit to include everything.
 * @returns A promise resolved with the distinct selectors, such as `[".btn", "#header"]`.
 * @example
 * ```js
 * const CSSUtils = brackets.getModule("language/CSSUtils");
 *
 * const classes = await CSSUtils.getAllCssSelectorsInProject({ includeClasses: true, includeIDs: false });
 * console.log(`${classes.length} classes available for hints`);
 * ```
 */
export function getAllCssSelectorsInProject(options?: AllSelectorsOptions): Promise<string[]>;
