/**
 * The state of the file tree as the view sees it: which folders are open, which item is
 * selected, being renamed or used as context, and the cached listing of each folder. The data is
 * kept in immutable maps (Immutable.js), so the view can cheaply tell what changed.
 *
 * `ProjectModel` owns the instance and updates it; the view ({@link "project/FileTreeView"})
 * reads it. Extensions do not normally touch it.
 *
 * Older reference pages also listed an `Immutable` entry; see {@link Immutable}.
 *
 * @module project/FileTreeViewModel
 */

/**
 * Not available on this module: reading it returns `undefined`. Older generated reference pages
 * listed `Immutable` (with a description of the view model) only because the source loads the
 * Immutable.js library internally.
 */
export const Immutable: undefined;

/** An entry of the tree data: an immutable map describing one file or folder. */
export type TreeDataEntry = { get(key: string): unknown };

/**
 * Event the view model triggers whenever something changed that the tree should redraw.
 * Value `"change"`.
 */
export const EVENT_CHANGE: "change";

/**
 * Holds the tree data and the methods that update it. Instances trigger {@link EVENT_CHANGE}
 * after each update.
 */
export class FileTreeViewModel {
    /** Creates an empty view model. `ProjectModel` makes the one the file tree uses. */
    constructor();
}

/**
 * Tells whether an entry of the tree data is a file. Folders are entries that have a
 * `children` value (which is `null` until the folder's contents are loaded).
 *
 * @param entry - An entry from the tree data.
 * @returns `true` for a file, `false` for a folder.
 */
export function isFile(entry: TreeDataEntry): boolean;
