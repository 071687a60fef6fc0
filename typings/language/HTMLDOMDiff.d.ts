/**
 * Computes the edits that turn one simple DOM tree (from {@link "language/HTMLSimpleDOM"}) into
 * another.
 *
 * Live Preview uses this to update the page in the browser while you type: it rebuilds the tree
 * for the edited HTML, diffs it against the previous tree and sends only the resulting edits to
 * the page, so scroll position and script state survive most edits. Elements are matched by their
 * `tagID`.
 *
 * @example
 * ```js
 * // HTMLSimpleDOM is not loaded at startup, so ask for both modules with the callback form.
 * brackets.getModule(["language/HTMLSimpleDOM", "language/HTMLDOMDiff"], function (HTMLSimpleDOM, HTMLDOMDiff) {
 *     const before = HTMLSimpleDOM.build("<p>Hello</p>", true);
 *     const after = HTMLSimpleDOM.build("<p>Hello there</p>", true);
 *     if (before && after) {
 *         for (const edit of HTMLDOMDiff.domdiff(before, after)) {
 *             console.log(edit.type);
 *         }
 *     }
 * });
 * ```
 * @module language/HTMLDOMDiff
 */

import type {SimpleNode} from 'language/HTMLSimpleDOM';

/** The kinds of edit {@link domdiff} can produce. */
export type DOMEditType =
  | 'elementInsert'
  | 'elementDelete'
  | 'elementMove'
  | 'textInsert'
  | 'textDelete'
  | 'textReplace'
  | 'attrDelete'
  | 'attrChange'
  | 'attrAdd'
  | 'rememberNodes';

/**
 * One edit. Apart from `type`, which properties are present depends on the kind of edit (for
 * example the element's `tagID`, its `parentID`, the attribute name and value, or the text).
 * `rememberNodes` tells the receiver to keep nodes that are about to move.
 */
export interface DOMEdit {
  /** What kind of change this is. */
  type: DOMEditType;
  /** Other details of the edit. */
  [key: string]: unknown;
}

/**
 * Lists the edits that change `oldNode`'s tree into `newNode`'s tree: element inserts, deletes
 * and moves, text inserts, deletes and replacements, attribute adds, changes and deletes, plus
 * `rememberNodes` markers for nodes that must be kept for a later move.
 *
 * @param oldNode - Root of the tree before the change.
 * @param newNode - Root of the tree after the change.
 * @returns The edits, in the order they must be applied.
 */
export function domdiff(oldNode: SimpleNode, newNode: SimpleNode): DOMEdit[];
