/**
 * The entry point for files and folders: turn paths into {@link "filesystem/File"} and
 * {@link "filesystem/Directory"} objects, show the native open and save dialogs, and hear about
 * changes made on disk.
 *
 * **Paths.** Use `/` as the separator on every platform. Paths start with `/` on macOS, Linux and
 * in the browser, and with a drive letter such as `c:/` on Windows. Paths handed back by the file
 * system are normalized: no `..` segments, no doubled slashes, and folder paths end with `/`.
 *
 * **Getting entries.**
 * - `getFileForPath()` / `getDirectoryForPath()` return an object immediately, whether or not
 *   anything exists there yet (use them before creating something).
 * - `resolve()` looks at the disk first and fails with `"NotFound"` if the path does not exist;
 *   it also tells you whether the path is a file or a folder.
 * - `Directory.getContents()` lists what a folder holds.
 *
 * **Events.** Subscribe with `FileSystem.on()`:
 * - `change` fires with the changed entry. For a folder, the second and third arguments list the
 *   children that were added and removed; if they are `null` assume the whole subtree may have
 *   changed. An entry of `null` means "anything may have changed". Changes made outside the
 *   editor can arrive after a noticeable delay.
 * - `rename` fires with the old and new paths after a rename made through the file system.
 *   External renames show up as a `change` on the parent folder instead.
 *
 * **Caching.** File contents and metadata are never served stale. Folder listings can be served
 * from a cache that may briefly miss changes made outside the editor; changes made through this
 * API are visible as soon as their callback runs.
 *
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * FileSystem.resolve("/project/package.json", (err, entry) => {
 *     if (err || !entry || !entry.isFile) {
 *         console.log("No package.json here");
 *         return;
 *     }
 *     FileSystem.getFileForPath(entry.fullPath).read({}, (readErr, text) => {
 *         if (!readErr && text) { console.log(JSON.parse(text).name); }
 *     });
 * });
 *
 * FileSystem.on("change", (event, entry, added, removed) => {
 *     if (entry && entry.isFile) { console.log("Changed:", entry.fullPath); }
 * });
 * ```
 * @module filesystem/FileSystem
 */

import type File = require('filesystem/File');
import type DirectoryClass = require('filesystem/Directory');
import type FileSystemEntry = require('filesystem/FileSystemEntry');
import type FileSystemStats = require('filesystem/FileSystemStats');
import type {FileSystemError} from 'filesystem/FileSystemError';
import type {DispatcherEvent, EventHandler} from 'utils/EventDispatcher';

/** The `FileSystem` module itself, for code that passes it around as a value. */
export type FileSystem = typeof import('filesystem/FileSystem');

/**
 * The events `FileSystem` triggers. Subscribe with {@link on}.
 */
export interface FileSystemEvents {
  /**
   * Something changed on disk.
   *
   * @event
   * @param event - The event object.
   * @param entry - The changed file or folder; `null` when anything may have changed.
   * @param added - For a folder, the children that appeared (`null` if unknown).
   * @param removed - For a folder, the children that disappeared (`null` if unknown).
   */
  change: (
    event: DispatcherEvent,
    entry: File | DirectoryClass | null,
    added?: FileSystemEntry[] | null,
    removed?: FileSystemEntry[] | null,
  ) => void;

  /**
   * A file or folder was renamed or moved through the file system. All entry objects already
   * carry their new paths when this fires.
   *
   * @event
   * @param event - The event object.
   * @param oldPath - The path before the rename.
   * @param newPath - The path after the rename.
   */
  rename: (event: DispatcherEvent, oldPath: string, newPath: string) => void;
}

/**
 * Describes a protocol adapter: an object that lets the file system open paths such as
 * `https://...` through a custom file implementation.
 */
export interface Adapter {
  /** Adapters with a higher number are asked first. Defaults to `0`. */
  priority?: number;
  /** The file class to instantiate for paths this adapter accepts, such as `RemoteFile`. */
  fileImpl: unknown;
  /**
   * Returns `true` if this adapter can read the given path.
   *
   * @param filePath - The full path or URL being opened.
   */
  canRead(filePath: string): boolean;
}

/**
 * Registers an adapter that handles paths starting with a URL scheme. When a path with that
 * scheme is requested, the adapters registered for it are asked in priority order and the first
 * whose `canRead()` accepts the path provides the file object.
 *
 * @param protocol - The scheme including the colon, for example `"https:"` or `"ftp:"`.
 * @param adapter - One or more adapters for that scheme.
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 * const RemoteFile = brackets.getModule("filesystem/RemoteFile");
 *
 * FileSystem.registerProtocolAdapter("https:", {
 *     priority: 1,
 *     fileImpl: RemoteFile,
 *     canRead: (url) => url.startsWith("https://cdn.example.com/")
 * });
 * ```
 */
export function registerProtocolAdapter(protocol: string, ...adapter: Adapter[]): void;

/**
 * Subscribes to a file system event. Append a namespace after a dot (for example
 * `"change.myExtension"`) so you can later remove only your own handlers.
 *
 * @param event - `"change"` or `"rename"`, optionally with a `.namespace` suffix.
 * @param handler - Called each time the event fires.
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * FileSystem.on("rename.myExtension", (event, oldPath, newPath) => {
 *     console.log(`${oldPath} is now ${newPath}`);
 * });
 * ```
 */
export function on<K extends keyof FileSystemEvents>(event: K | `${K}.${string}`, handler: FileSystemEvents[K]): void;
export function on(event: string, handler: EventHandler): void;

/**
 * Removes handlers added with {@link on}. Pass the same handler function to remove just that
 * one, or a `".namespace"` event to remove every handler added under that namespace.
 *
 * @param event - The event name, namespaced name, or bare `".namespace"`.
 * @param handler - The handler to remove.
 */
export function off<K extends keyof FileSystemEvents>(event: K | `${K}.${string}`, handler?: FileSystemEvents[K]): void;
export function off(event: string, handler?: EventHandler): void;

/**
 * Returns the file object for a path without touching the disk. Nothing needs to exist there
 * yet; writing to the returned file creates it. Asking twice for the same path returns the same
 * object.
 *
 * @param path - Full path of the file. A URL returns a read-only remote file when a protocol
 *     adapter handles it.
 * @returns The file object.
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 * const FileUtils = brackets.getModule("file/FileUtils");
 *
 * const file = FileSystem.getFileForPath("/project/NOTES.md");
 * FileUtils.writeText(file, "# Notes\n").done(() => console.log("Created NOTES.md"));
 * ```
 */
export function getFileForPath(path: string): File;

/**
 * Returns the folder object for a path without touching the disk. Nothing needs to exist there
 * yet; call `create()` on the result to make the folder.
 *
 * @param path - Full path of the folder (a trailing `/` is added if missing).
 * @returns The folder object.
 */
export function getDirectoryForPath(path: string): DirectoryClass;

/**
 * Looks up a path on disk and returns the matching file or folder object.
 *
 * @param path - Full path to look up.
 * @param callback - Receives an error code (`"NotFound"` if nothing is there, else `null`), the
 *     entry, and its stats.
 */
export function resolve(
  path: string,
  callback: (err: FileSystemError | null, entry?: File | DirectoryClass, stat?: FileSystemStats) => void,
): void;

/**
 * Promise version of {@link resolve}.
 *
 * @param path - Full path to look up.
 * @returns Resolves to an object whose `entry` is the file or folder; rejects with an error code
 *     (such as `"NotFound"`).
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const { entry } = await FileSystem.resolveAsync("/work/site/assets");
 * console.log(entry.isDirectory ? "folder" : "file");
 * ```
 */
export function resolveAsync(path: string): Promise<{entry: File | DirectoryClass}>;

/**
 * Checks whether anything exists at a path.
 *
 * @param path - Full path to check.
 * @returns Resolves to `true` or `false`.
 */
export function existsAsync(path: string): Promise<boolean>;

/**
 * Lists every file and folder below a folder, at any depth, in one go. Entries the file tree
 * hides (such as `.git` or `node_modules`) are left out unless `filterNothing` is `true`. The
 * folder itself is not in the list.
 *
 * @param directory - The folder to list.
 * @param filterNothing - `true` to include hidden and system entries too, for example when
 *     backing up a whole folder.
 * @returns Resolves to the files and folders found; rejects with an error code.
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const src = FileSystem.getDirectoryForPath("/project/src/");
 * const entries = await FileSystem.getAllDirectoryContents(src);
 * console.log(entries.filter((entry) => entry.isFile).length, "files under src");
 * ```
 */
export function getAllDirectoryContents(directory: DirectoryClass, filterNothing?: boolean): Promise<Array<File | DirectoryClass>>;

/**
 * Keeps a path's entry in the file system's index when it would otherwise be dropped (for example
 * after the file is deleted or its folder stops being watched), so that the same object keeps
 * being returned for that path. The protection lasts until the whole index is cleared.
 *
 * @param filePath - Full path of the file.
 */
export function alwaysIndex(filePath: string): void;

/**
 * Adds a file object to the file system's index if nothing is indexed at that path yet. The
 * editor uses it for in-memory files, such as untitled documents, that do not come from disk.
 *
 * @param fileEntry - The file object to index.
 * @param path - Its full path.
 */
export function addEntryForPathIfRequired(fileEntry: File, path: string): void;

/**
 * Decides, from an entry's name, whether it is shown in the file tree and included when a folder
 * is listed (for example `.git` is not). The project sets it with {@link setFileTreeFilter}.
 *
 * @param name - The file or folder name, without its path.
 * @returns `true` if the entry is shown.
 */
export function fileTreeFilter(name: string): boolean;

/**
 * Replaces {@link fileTreeFilter}. The project manager installs its own filter when the editor
 * starts, so an extension that calls this changes what every folder listing returns.
 *
 * @param filter - The new filter.
 */
export function setFileTreeFilter(filter: (name: string) => boolean): void;

/**
 * Connects the file system to its storage back end. The editor does this once while starting;
 * calling it again fails.
 *
 * @param impl - The back-end implementation.
 */
export function init(impl: unknown): void;

/**
 * Stops every file watcher and empties the file system's index. The editor itself has no reason
 * to call it while running; an extension calling it would leave the project unwatched.
 */
export function close(): void;

/**
 * Copies a file or folder, including a folder's contents. When `dst` is an existing folder the
 * item is copied into it; otherwise it is copied to the path `dst`.
 *
 * @param src - Full path of the file or folder to copy.
 * @param dst - Destination folder, or the full path the copy should get.
 * @param callback - Receives an error code (or `null`) and the stats of the copy; their
 *     `realPath` is where the copy ended up.
 */
export function copy(src: string, dst: string, callback: (err: FileSystemError | null, stat?: FileSystemStats) => void): void;

/**
 * Finds an unused path based on the given one, for example to name a duplicate of a file without
 * overwriting anything.
 *
 * @param path - The path you would like to use.
 * @param callback - Receives an error code (or `null`) and an unused path.
 */
export function getFreePath(path: string, callback: (err: FileSystemError | null, freePath?: string) => void): void;

/**
 * Shows the operating system's "open" dialog (or the browser's equivalent).
 *
 * @param allowMultipleSelection - `true` to let the user pick several items.
 * @param chooseDirectories - `true` to pick folders instead of files.
 * @param title - Dialog title.
 * @param initialPath - Folder the dialog starts in; `null` for the default.
 * @param fileTypes - Allowed file extensions (without dots), or `null` for all files.
 * @param callback - Receives an error code (or `null`) and the chosen full paths. Cancelling
 *     gives an empty array.
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * FileSystem.showOpenDialog(false, false, "Choose a data file", null, ["csv", "json"], (err, paths) => {
 *     if (!err && paths.length) { console.log("Picked", paths[0]); }
 * });
 * ```
 */
export function showOpenDialog(
  allowMultipleSelection: boolean,
  chooseDirectories: boolean,
  title: string,
  initialPath: string | null,
  fileTypes: string[] | null,
  callback: (err: FileSystemError | null, paths: string[]) => void,
): void;

/**
 * Shows the operating system's "save" dialog.
 *
 * @param title - Dialog title.
 * @param initialPath - Folder the dialog starts in.
 * @param proposedNewFilename - File name filled in for the user.
 * @param callback - Receives an error code (or `null`) and the chosen full path (empty if the
 *     user cancelled).
 */
export function showSaveDialog(
  title: string,
  initialPath: string,
  proposedNewFilename: string,
  callback: (err: FileSystemError | null, path: string) => void,
): void;

/**
 * Starts watching a file or folder tree for changes made outside the editor, so that `change`
 * events fire and folder listings can be cached. The editor already watches the open project;
 * watching a tree that overlaps an existing watched root fails.
 *
 * @param entry - The root of the tree to watch.
 * @param filter - Given a child's name and parent path, returns `true` if it should be watched.
 *     Skipped items are also left out of folder listings in this tree.
 * @param filterGlobs - Glob patterns the native watcher should ignore, such as `"node_modules/**"`.
 * @param callback - Receives an error code, or `null` once watching has started.
 */
export function watch(
  entry: FileSystemEntry,
  filter: (name: string, parentPath: string) => boolean,
  filterGlobs: string[] | null,
  callback?: (err: FileSystemError | string | null) => void,
): void;

/**
 * Stops watching a tree started with {@link watch} and drops its cached entries.
 *
 * @param entry - The root entry that was passed to `watch()`.
 * @param callback - Receives an error code (`"RootNotBeingWatched"` if it was not watched), or
 *     `null`.
 */
export function unwatch(entry: FileSystemEntry, callback?: (err: FileSystemError | null) => void): void;

/**
 * Throws away every cached listing, stat and file content and fires a `change` event with a
 * `null` entry. This is expensive: use it only when you suspect the watchers missed changes.
 */
export function clearAllCaches(): void;

/**
 * Tells whether a path is absolute (starts with `/` or a Windows drive letter).
 *
 * @param fullPath - The path to test.
 * @returns `true` for an absolute path.
 */
export function isAbsolutePath(fullPath: string): boolean;
