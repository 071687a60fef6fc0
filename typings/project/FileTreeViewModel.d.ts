/**
 * The state of the file tree as the view sees it: which folders are open, which item is
 * selected, being renamed or used as context, and the cached listing of each folder. The data is
 * kept in immutable maps (Immutable.js), so the view can cheaply tell what changed.
 *
 * `ProjectModel` owns the instance and updates it; the view ({@link "project/FileTreeView"})
 * reads it. Extensions do not normally touch it.
 *
 * @module project/FileTreeViewModel
 */

import type {EventHandler} from 'utils/EventDispatcher';
import type FileSystemEntry = require('filesystem/FileSystemEntry');

/** An entry of the tree data: an immutable map describing one file or folder. */
export type TreeDataEntry = {get(key: string): unknown};

/**
 * Event the view model triggers whenever something changed that the tree should redraw.
 * Value `"change"`.
 */
export const EVENT_CHANGE: 'change';

/**
 * Holds the tree data and the methods that update it. Instances trigger {@link EVENT_CHANGE}
 * after each update.
 */
export class FileTreeViewModel {
  /** Creates an empty view model. `ProjectModel` makes the one the file tree uses. */
  constructor();

  /** `true` when folders are listed before files. */
  sortDirectoriesFirst: boolean;

  /**
   * The tree data: an immutable map of the project root's contents, where each folder entry has
   * `children` (`null` until loaded) and `open`, and entries carry flags such as `selected`.
   */
  readonly treeData: TreeDataEntry;

  /**
   * How the selection bar is drawn: an immutable map with `width`, `scrollTop`, `scrollLeft`,
   * `offsetTop`, `hasSelection` and `hasContext`.
   */
  readonly selectionViewInfo: TreeDataEntry;

  /**
   * Tells whether a path is shown in the tree, that is, every folder above it is open.
   *
   * @param path - Project-relative path.
   * @returns `true` if visible, `false` if a parent is closed, `null` if the path is not in the
   *     tree data.
   */
  isFilePathVisible(path: string): boolean | null;

  /**
   * Tells whether the tree data holds a path, with a loaded listing if it is a folder.
   *
   * @param path - Project-relative path.
   * @returns `true` once loaded.
   */
  isPathLoaded(path: string): boolean;

  /**
   * Lists the open folders, grouped by depth, for saving in the project's view state.
   *
   * @param projectRootPath - Full path of the project root.
   * @returns One array of full folder paths per depth level.
   */
  getOpenNodes(projectRootPath: string): string[][];

  /**
   * Lists the sub-folders of a folder that the tree data holds.
   *
   * @param parent - Project-relative path of the folder (`""` for the root).
   * @returns The sub-folder names, each ending in `/`, or `undefined` if the folder is not in
   *     the tree data.
   */
  getChildDirectories(parent: string): string[] | undefined;

  /**
   * Moves a flag such as `"selected"` or `"context"` from one entry to another.
   *
   * @param markerName - The flag.
   * @param oldPath - Project-relative path that has it now, or `null`.
   * @param newPath - Project-relative path that gets it, or `null` to remove it.
   */
  moveMarker(markerName: string, oldPath: string | null, newPath: string | null): void;

  /**
   * Moves an entry to a new path in the tree data.
   *
   * @param oldPath - Project-relative current path.
   * @param newPath - Project-relative new path.
   */
  renameItem(oldPath: string, newPath: string): void;

  /**
   * Opens or closes a folder.
   *
   * @param path - Project-relative path of the folder.
   * @param open - `true` to open it.
   * @returns `true` when the folder's contents still have to be loaded.
   */
  setDirectoryOpen(path: string, open: boolean): boolean;

  /**
   * Closes a folder and every folder inside it.
   *
   * @param path - Project-relative path of the folder.
   */
  closeSubtree(path: string): void;

  /**
   * Stores a folder's listing, creating missing parent entries along the way.
   *
   * @param path - Project-relative path of the folder.
   * @param contents - The folder's entries.
   */
  setDirectoryContents(path: string, contents: FileSystemEntry[]): void;

  /**
   * Opens every folder along a path.
   *
   * @param path - Project-relative path.
   */
  openPath(path: string): void;

  /**
   * Adds a temporary entry in which the user types the name of a new file or folder.
   *
   * @param basedir - Project-relative folder that will contain it.
   * @param name - The name shown at first.
   * @param isFolder - `true` for a folder.
   */
  createPlaceholder(basedir: string, name: string, isFolder: boolean): void;

  /**
   * Removes an entry from the tree data.
   *
   * @param path - Project-relative path.
   */
  deleteAtPath(path: string): void;

  /**
   * Applies file system changes to the tree data.
   *
   * @param changes - Project-relative paths that `changed`, were `added` or `removed`.
   */
  processChanges(changes: {changed?: string[]; added?: string[]; removed?: string[]}): void;

  /**
   * Makes sure a folder has an entry (not loaded yet) in the tree data.
   *
   * @param path - Project-relative path of the folder.
   */
  ensureDirectoryExists(path: string): void;

  /**
   * Sets whether folders are listed before files.
   *
   * @param sortDirectoriesFirst - `true` to list folders first.
   */
  setSortDirectoriesFirst(sortDirectoriesFirst: boolean): void;

  /**
   * Sets the width of the selection bar.
   *
   * @param width - Width in pixels.
   */
  setSelectionWidth(width: number): void;

  /**
   * Records the tree's scroll position so the selection bar can follow it. Unlike the other
   * setters, it does not fire a change event.
   *
   * @param scrollWidth - Width of the tree content.
   * @param scrollTop - Vertical scroll position.
   * @param scrollLeft - Horizontal scroll position.
   * @param offsetTop - Top of the scrolling element.
   */
  setSelectionScrollerInfo(scrollWidth: number, scrollTop: number, scrollLeft?: number, offsetTop?: number): void;

  /**
   * Listens for the view model's {@link EVENT_CHANGE} event.
   *
   * @param events - `"change"`, optionally with a `.namespace` suffix.
   * @param handler - Called with the event object.
   */
  on(events: string, handler: EventHandler): this;

  /**
   * Removes listeners added with `on()` or `one()`.
   *
   * @param events - An event name, `name.namespace` or `.namespace`.
   * @param handler - The listener to remove; all matching ones when omitted.
   */
  off(events: string, handler?: EventHandler): this;

  /**
   * Like `on()`, but the handler runs once.
   *
   * @param events - The event name.
   * @param handler - The listener.
   */
  one(events: string, handler: EventHandler): this;

  /**
   * Fires an event. The view model fires {@link EVENT_CHANGE} itself after each update.
   *
   * @param eventName - The event name.
   * @param args - Values for the listeners.
   */
  trigger(eventName: string, ...args: unknown[]): void;
}

/**
 * Tells whether an entry of the tree data is a file. Folders are entries that have a
 * `children` value (which is `null` until the folder's contents are loaded).
 *
 * @param entry - An entry from the tree data.
 * @returns `true` for a file, `false` for a folder.
 */
export function isFile(entry: TreeDataEntry): boolean;
