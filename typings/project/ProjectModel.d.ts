/**
 * The data behind the project tree: which items exist, which are selected, being renamed or
 * created, and the rules for which files are shown and indexed.
 *
 * `ProjectManager` owns the single model instance and is the module extensions should normally
 * use. This module is still useful for its helpers: validating file names before creating
 * files, applying the editor's show/index rules to your own file lists, and creating a file or
 * folder without any UI (`doCreate`). The constants name the model's events and errors.
 *
 * @example
 * ```js
 * const ProjectModel = brackets.getModule("project/ProjectModel");
 *
 * const name = "report:final.txt";
 * if (!ProjectModel.isValidFilename(name)) {
 *     console.log(`"${name}" is not allowed on every platform; pick another name`);
 * }
 * ```
 * @module project/ProjectModel
 */

import type File = require('filesystem/File');
import type Directory = require('filesystem/Directory');
import type FileSystemEntry = require('filesystem/FileSystemEntry');
import type {FileSystemError} from 'filesystem/FileSystemError';
import type {EventHandler} from 'utils/EventDispatcher';

/** Model event: something changed that the tree view should redraw. Value `"change"`. */
export const EVENT_CHANGE: 'change';

/**
 * Model event: an item was chosen in the tree and the matching file should be opened.
 * Value `"select"`.
 */
export const EVENT_SHOULD_SELECT: 'select';

/** Model event: the file tree should take the keyboard focus. Value `"focus"`. */
export const EVENT_SHOULD_FOCUS: 'focus';

/** Model event: a rename or move on disk has started. Value `"mvStart"`. */
export const EVENT_FS_RENAME_STARTED: 'mvStart';

/** Model event: a rename or move on disk has finished. Value `"mvEnd"`. */
export const EVENT_FS_RENAME_END: 'mvEnd';

/** Model event fired when creating a file or folder failed. Value `"creationError"`. */
export const ERROR_CREATION: 'creationError';

/**
 * Error code: a name contains characters or words not allowed in file names (see
 * {@link isValidFilename}). Value `"invalidFilename"`.
 */
export const ERROR_INVALID_FILENAME: 'invalidFilename';

/** Error code: the target of a rename or move is outside the project. Value `"notInProject"`. */
export const ERROR_NOT_IN_PROJECT: 'notInProject';

/**
 * Glob patterns the file watcher ignores, so that changes inside them do not trigger events:
 * dependency folders (`node_modules`, `bower_components`, `.npm`, `.yarn`), caches
 * (`__pycache__`, `.pyc`), version control folders (`.git`, `.svn`, `.hg`, `CVS`, ...), and
 * operating system or IDE clutter (`.DS_Store`, `Thumbs.db`, `.idea`, ...).
 */
export const defaultIgnoreGlobs: readonly string[];

/** Rename state: an existing item is being renamed. Value `0`. */
export const FILE_RENAMING: 0;

/** Rename state: a newly created item is being named. Value `1`. */
export const FILE_CREATING: 1;

/** Result of an inline rename that the user cancelled. Value `2`. */
export const RENAME_CANCELLED: 2;

/**
 * Checks that a name is safe to use as a file or folder name on every platform. Rejects
 * characters such as `? * | < > " :`, slashes, names ending in a dot, runs of dots, and reserved
 * Windows device names such as `con`, `nul`, `com1` or `lpt1`.
 *
 * @param filename - The name to check, without any folder part.
 * @returns `true` if the name is allowed.
 */
export function isValidFilename(filename: string): boolean;

/**
 * Checks a full path for characters that are never allowed (such as `? * | < > "`), doubled
 * slashes, two or more dots in a row, and a trailing dot.
 *
 * @param path - The full path to check.
 * @returns `true` if the path is allowed.
 */
export function isValidPath(path: string): boolean;

/**
 * Tells whether an item is normally shown in the file tree. Hidden items include `.git`, `.svn`,
 * `.hg`, `CVS`, `.DS_Store`, `Thumbs.db`, `.idea`, `*.pyc` and names ending in `~`.
 *
 * @param entry - The file or folder to test.
 * @returns `true` if the item is shown.
 * @example
 * ```js
 * const ProjectModel = brackets.getModule("project/ProjectModel");
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const folder = FileSystem.getDirectoryForPath("/project/src/");
 * const { entries } = await folder.getContentsAsync(true); // everything on disk
 * const visible = entries.filter(ProjectModel.shouldShow);
 * ```
 */
export function shouldShow(entry: FileSystemEntry): boolean;

/**
 * Tells whether an item should be indexed for search and code hints. In addition to the hidden
 * items of {@link shouldShow}, this skips dependency and cache folders such as `node_modules`,
 * `bower_components`, `.npm`, `.yarn` and `__pycache__`.
 *
 * @param entry - The file or folder to test.
 * @returns `true` if the item should be indexed.
 */
export function shouldIndex(entry: FileSystemEntry): boolean;

/**
 * Creates an empty file or a folder at a path, without any UI. Fails if the name is invalid or
 * something already exists there.
 *
 * @param path - Full path of the item to create.
 * @param isFolder - `true` to create a folder, `false` for an empty file.
 * @returns A jQuery promise resolved with the new file or folder, or rejected with
 *     {@link ERROR_INVALID_FILENAME}, `"AlreadyExists"` or another file system error code.
 * @example
 * ```js
 * const ProjectModel = brackets.getModule("project/ProjectModel");
 *
 * ProjectModel.doCreate("/work/site/css/", true)
 *     .then(() => ProjectModel.doCreate("/work/site/css/theme.css", false))
 *     .fail((err) => console.error("Could not create:", err));
 * ```
 */
export function doCreate(path: string, isFolder: boolean): JQuery.Promise<File | Directory, FileSystemError | string>;

/**
 * The state behind one project tree: its root folder, selection, context item, pending rename or
 * creation, and which folders are open. `ProjectManager` creates and drives the instance the
 * sidebar shows; extensions normally call `ProjectManager` instead of using this class.
 *
 * Instances are event dispatchers and fire the events named by the `EVENT_*` and `ERROR_*`
 * constants of this module.
 */
export class ProjectModel {
  /**
   * Creates a model.
   *
   * @param initial - Optional starting values: the project root and whether the tree has focus.
   */
  constructor(initial?: {projectRoot?: Directory; focused?: boolean});

  /** The project's root folder, or `null` before a project is set. */
  projectRoot: Directory | null;

  /**
   * Records whether the file tree has keyboard focus; losing focus clears the selection.
   *
   * @param focused - `true` when the tree has focus.
   */
  setFocused(focused: boolean): void;

  /**
   * Sets the width of the tree's selection bar.
   *
   * @param width - Width in pixels.
   */
  setSelectionWidth(width: number): void;

  /**
   * Records the tree's scroll position so the selection bar can follow it.
   *
   * @param scrollWidth - Width of the tree container.
   * @param scrollTop - Vertical scroll position.
   * @param scrollLeft - Horizontal scroll position.
   * @param offsetTop - Top of the scrolling element.
   */
  setScrollerInfo(scrollWidth: number, scrollTop: number, scrollLeft: number, offsetTop: number): void;

  /**
   * Returns the base URL set for the project, used when serving it.
   *
   * @returns The URL, or `""` if none is set.
   */
  getBaseUrl(): string;

  /**
   * Sets the project's base URL, adding a trailing `/` when missing.
   *
   * @param projectBaseUrl - The URL.
   * @returns The URL as stored.
   */
  setBaseUrl(projectBaseUrl: string): string;

  /**
   * Tells whether a path or entry is inside the project. Paths containing `..` are not
   * supported.
   *
   * @param absPathOrEntry - A full path or a file system entry.
   * @returns `true` when inside the project.
   */
  isWithinProject(absPathOrEntry: string | FileSystemEntry): boolean;

  /**
   * Turns a full path inside the project into a project-relative one; other paths come back
   * unchanged.
   *
   * @param absPath - A full path.
   * @returns The relative or unchanged path.
   */
  makeProjectRelativeIfPossible(absPath: string): string;

  /**
   * Returns the given folder if it lies inside the project, otherwise the project root.
   *
   * @param path - A folder path or folder object.
   * @returns A full folder path ending in `/`.
   */
  getDirectoryInProject(path: string | Directory | null): string;

  /**
   * Reads every `.gitignore` in the project and builds the filters they define.
   *
   * @returns Resolves with one entry per `.gitignore` file: the folder it applies to, a filter
   *     whose `ignores(relativePath)` tells whether a path is ignored, and the file's text.
   */
  computeProjectGitIgnoreAsync(): Promise<
    Array<{basePath: string; gitIgnore: {ignores(relativePath: string): boolean}; gitIgnoreContent: string}>
  >;

  /**
   * Lists every file of the project that the tree would show.
   *
   * @param filter - Keeps only the files for which it returns `true`.
   * @param additionalFiles - Files outside the project to add, such as open untitled documents.
   * @param sort - `true` to sort by path.
   * @param options - `scope`: a folder inside the project to limit the listing to.
   * @returns A jQuery promise resolved with the files.
   */
  getAllFiles(
    filter?: (file: File, index: number) => boolean,
    additionalFiles?: File[],
    sort?: boolean,
    options?: {scope?: FileSystemEntry},
  ): JQuery.Promise<File[]>;

  /**
   * Switches the model to another root folder, resetting its state.
   *
   * @param projectRoot - The new root folder.
   * @returns Resolves when the root's contents have been read.
   */
  setProjectRoot(projectRoot: Directory): JQuery.Promise<void>;

  /**
   * Opens or closes a folder in the tree.
   *
   * @param path - Full path of the folder.
   * @param open - `true` to open it.
   * @returns Resolves once done.
   */
  setDirectoryOpen(path: string, open: boolean): JQuery.Promise<void>;

  /**
   * Opens the folders leading to a path and selects it when it is a file.
   *
   * @param path - A full path, file or folder.
   * @returns Resolves once the path is visible.
   */
  showInTree(path: string | File | Directory): JQuery.Promise<void>;

  /**
   * Selects a file in the tree and opens it, finishing any rename in progress. Folders are not
   * selected.
   *
   * @param path - Full path of the file, or `null` to clear the selection.
   * @param doNotOpen - `true` to select without opening.
   */
  setSelected(path: string | null, doNotOpen?: boolean): void;

  /**
   * Returns the selected item.
   *
   * @returns The selected file or folder, if any.
   */
  getSelected(): File | Directory | null | undefined;

  /**
   * Records which file is being edited, so the tree can show it.
   *
   * @param curFile - The file or its full path.
   */
  setCurrentFile(curFile: File | string): void;

  /**
   * Adds a file to the working set and selects it there.
   *
   * @param path - Full path of the file.
   */
  selectInWorkingSet(path: string): void;

  /**
   * Marks the item a context-menu action applies to. It is separate from the selection.
   *
   * @param path - Full path of the file or folder, or `null` to clear it.
   */
  setContext(path: string | null): void;

  /** Goes back to the last context item that was set, as the project context menu needs. */
  restoreContext(): void;

  /**
   * Returns the context item.
   *
   * @returns The file or folder context actions apply to, if any.
   */
  getContext(): File | Directory | null | undefined;

  /**
   * Starts an inline rename in the tree, of the given path or else the context item. A rename
   * already in progress is completed first.
   *
   * @param path - Full path to rename.
   * @param isMoved - `true` when the item is being moved rather than renamed.
   * @returns Resolves with `{ newPath }` when done, or with {@link RENAME_CANCELLED}.
   */
  startRename(path?: string, isMoved?: boolean): JQuery.Promise<{newPath: string} | typeof RENAME_CANCELLED>;

  /**
   * Updates the name typed so far in the rename in progress.
   *
   * @param newPath - The new path.
   */
  setRenameValue(newPath: string): void;

  /** Cancels the rename in progress, which resolves its promise with {@link RENAME_CANCELLED}. */
  cancelRename(): void;

  /** Completes the rename in progress. */
  performRename(): void;

  /**
   * Creates a file, or a folder when the path ends with `/`. Fires {@link ERROR_CREATION} on
   * failure.
   *
   * @param path - Full path of the item.
   * @returns Resolves when created.
   */
  createAtPath(path: string): JQuery.Promise<File | Directory>;

  /**
   * Adds an entry to the tree in which the user types the name of a new file or folder.
   *
   * @param basedir - Folder that will contain it.
   * @param newName - The name shown at first.
   * @param isFolder - `true` for a folder.
   * @returns Resolves with `{ newPath }` when done, or with {@link RENAME_CANCELLED}.
   */
  startCreating(basedir: string, newName: string, isFolder: boolean): JQuery.Promise<{newPath: string} | typeof RENAME_CANCELLED>;

  /**
   * Sets whether folders are listed before files.
   *
   * @param sortDirectoriesFirst - `true` to list folders first.
   */
  setSortDirectoriesFirst(sortDirectoriesFirst: boolean): void;

  /**
   * Lists the open folders, grouped by depth.
   *
   * @returns One array of full folder paths per depth level.
   */
  getOpenNodes(): string[][];

  /**
   * Opens folders again, for example the ones saved with {@link ProjectModel.getOpenNodes}.
   *
   * @param nodesByDepth - One array of full folder paths per depth level, shallowest first.
   * @returns Resolves when every folder is open.
   */
  reopenNodes(nodesByDepth: string[][]): JQuery.Promise<unknown>;

  /**
   * Clears cached listings and reads the tree again, keeping open folders open.
   *
   * @returns Resolves when the tree has been refreshed.
   */
  refresh(): JQuery.Promise<void>;

  /**
   * Applies a file system change to the tree.
   *
   * @param entry - The changed file or folder, or `null` when anything may have changed.
   * @param added - For a folder, the children that appeared.
   * @param removed - For a folder, the children that disappeared.
   */
  handleFSEvent(entry: File | Directory | null, added?: FileSystemEntry[], removed?: FileSystemEntry[]): void;

  /**
   * Closes a folder and every folder inside it.
   *
   * @param path - Full path of the folder.
   */
  closeSubtree(path: string): void;

  /**
   * Opens or closes every direct sub-folder of a folder.
   *
   * @param path - Full path of the parent folder.
   * @param openOrClose - `true` to open, `false` to close.
   * @returns Resolves when done.
   */
  toggleSubdirectories(path: string, openOrClose: boolean): JQuery.Promise<unknown>;

  /**
   * Listens for the model's events.
   *
   * @param events - An event name such as {@link EVENT_CHANGE}, optionally with a `.namespace`.
   * @param handler - Called with the event object and the event's arguments.
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
   * Fires an event. The model fires its own events as its state changes.
   *
   * @param eventName - The event name.
   * @param args - Values for the listeners.
   */
  trigger(eventName: string, ...args: unknown[]): void;
}
