/**
 * The data behind the project tree: which items exist, which are selected, being renamed or
 * created, and the rules for which files are shown and indexed.
 *
 * `ProjectManager` owns the single model instance and is the module extensions should normally
 * use. This module is still useful for its helpers: validating file names before creating
 * files, applying the editor's show/index rules to your own file lists, and creating a file or
 * folder without any UI (`doCreate`). The constants name the model's events and errors.
 *
 * Older reference pages also listed an `InMemoryFile` entry here; see {@link InMemoryFile}.
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

import type File = require("filesystem/File");
import type Directory = require("filesystem/Directory");
import type FileSystemEntry = require("filesystem/FileSystemEntry");
import type { FileSystemError } from "filesystem/FileSystemError";

/**
 * Not available on this module: reading it returns `undefined`. Older generated reference pages
 * listed this name only because the source loads the in-memory file class (the kind of file
 * behind untitled documents that were never saved) internally.
 */
export const InMemoryFile: undefined;

/** Model event: something changed that the tree view should redraw. Value `"change"`. */
export const EVENT_CHANGE: "change";

/**
 * Model event: an item was chosen in the tree and the matching file should be opened.
 * Value `"select"`.
 */
export const EVENT_SHOULD_SELECT: "select";

/** Model event: the file tree should take the keyboard focus. Value `"focus"`. */
export const EVENT_SHOULD_FOCUS: "focus";

/** Model event: a rename or move on disk has started. Value `"mvStart"`. */
export const EVENT_FS_RENAME_STARTED: "mvStart";

/** Model event: a rename or move on disk has finished. Value `"mvEnd"`. */
export const EVENT_FS_RENAME_END: "mvEnd";

/** Model event fired when creating a file or folder failed. Value `"creationError"`. */
export const ERROR_CREATION: "creationError";

/**
 * Error code: a name contains characters or words not allowed in file names (see
 * {@link isValidFilename}). Value `"invalidFilename"`.
 */
export const ERROR_INVALID_FILENAME: "invalidFilename";

/** Error code: the target of a rename or move is outside the project. Value `"notInProject"`. */
export const ERROR_NOT_IN_PROJECT: "notInProject";

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
 *
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
