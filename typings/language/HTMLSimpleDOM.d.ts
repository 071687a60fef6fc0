/**
 * Builds a small, simplified DOM tree from HTML text, keeping for every node where it sits in the
 * text. Comments and other unimportant content are left out.
 *
 * Such trees are what Live Preview compares to follow edits: each time the HTML changes, a new
 * tree is built and diffed against the previous one (see {@link "language/HTMLDOMDiff"}) so that
 * only the changed parts of the page are updated. Elements get a numeric `tagID` that stays stable
 * across edits.
 *
 * In 5.2 nothing in the editor loads this module at startup (Live Preview uses its own copy,
 * `LiveDevelopment/MultiBrowserImpl/language/HTMLSimpleDOM`), so the one-argument
 * `brackets.getModule("language/HTMLSimpleDOM")` fails; load it with the callback form, which
 * fetches the file first.
 *
 * @example
 * ```js
 * brackets.getModule(["language/HTMLSimpleDOM"], function (HTMLSimpleDOM) {
 *     const root = HTMLSimpleDOM.build("<html><body><ul><li>One</li><li>Two</li></ul></body></html>", false);
 *     let elements = 0;
 *     const stack = root ? [root] : [];
 *     while (stack.length) {
 *         const node = stack.pop();
 *         if (node && node.isElement()) {
 *             elements++;
 *             stack.push(...(node.children || []));
 *         }
 *     }
 *     console.log(elements, "elements");
 * });
 * ```
 * @module language/HTMLSimpleDOM
 */

/** A line/character position in the text. */
export interface Position {
  /** Zero-based line number. */
  line: number;
  /** Zero-based character offset within the line. */
  ch: number;
}

/**
 * One node of a simple DOM tree: an element (with `tag`, `attributes` and `children`) or a text
 * node (with `content`).
 */
export class SimpleNode {
  /**
   * Creates a node and copies every given property onto it.
   *
   * @param properties - Initial properties, such as `tag`, `attributes`, `children`, `content`.
   */
  constructor(properties: object);

  /** Tag name of an element. */
  tag?: string;
  /** Attributes of an element, by name. */
  attributes?: Record<string, string>;
  /** Child nodes of an element. */
  children?: SimpleNode[];
  /** Text of a text node. */
  content?: string;
  /** Parent node. */
  parent?: SimpleNode;
  /** Numeric id of an element, stable across rebuilds of the same document. */
  tagID?: number;
  /** Offset in the text where the node starts. */
  start?: number;
  /** Offset in the text where the node ends. */
  end?: number;

  /**
   * Recomputes the signatures used to speed up diffing. Call it after changing this node's
   * children, a child's attributes, a text node's content, or a child's text.
   */
  update(): void;

  /** Recomputes the signature of this node's attributes. Call it after changing attributes. */
  updateAttributeSignature(): void;

  /**
   * @returns `true` if this node is an element.
   */
  isElement(): boolean;

  /**
   * @returns `true` if this node is a text node.
   */
  isText(): boolean;
}

/**
 * Parses HTML text into a tree of {@link SimpleNode}s. Subclass it and override
 * {@link Builder.getID} to control how element ids are assigned.
 */
export class Builder {
  /**
   * @param text - The HTML to parse.
   * @param startOffset - Offset in the full document where `text` begins (for partial parses).
   * @param startOffsetPos - Line/character position matching `startOffset`.
   */
  constructor(text: string, startOffset?: number, startOffsetPos?: Position);

  /** Problems found while parsing, if any. */
  errors?: unknown[];

  /**
   * Chooses the id for a newly parsed element. The default gives every element a new unique id
   * with {@link Builder.getNewID}; Live Preview overrides it to reuse ids of unchanged elements.
   *
   * @param newTag - The element being created.
   * @param markCache - The cache passed to {@link Builder.build}.
   * @returns The id to use.
   */
  getID(newTag: SimpleNode, markCache?: object): number;

  /**
   * Parses the text.
   *
   * @param strict - `true` to stop and return `null` at the first error.
   * @param markCache - Optional cache handed to {@link Builder.getID}.
   * @returns The root node, or `null` if parsing failed.
   */
  build(strict: boolean, markCache?: object): SimpleNode | null;

  /**
   * @returns A new unique element id.
   */
  getNewID(): number;
}

/**
 * Parses HTML text into a simple DOM tree.
 *
 * @param text - The HTML document to parse.
 * @param strict - `true` to give up and return `null` at the first error (for example an
 *     unclosed tag); `false` to recover as well as possible.
 * @returns The root node, or `null` if strict parsing failed.
 */
export function build(text: string, strict: boolean): SimpleNode | null;
