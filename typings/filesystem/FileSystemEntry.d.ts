/**
 * The common base of {@link "filesystem/File"} and {@link "filesystem/Directory"}.
 *
 * Everything you can do to a path regardless of whether it is a file or a folder lives here:
 * check that it exists, read its metadata, rename or move it, delete it, move it to the trash,
 * and walk a whole folder tree. Each entry also exposes its `fullPath`, `name` and `parentPath`.
 *
 * Never construct entries yourself. Ask {@link "filesystem/FileSystem"} for them
 * (`getFileForPath()`, `getDirectoryForPath()`, `resolve()`), or list a folder with
 * `Directory.getContents()`. The file system keeps one object per path, so two lookups of the same
 * path return the same object and you can compare entries with `===`.
 *
 * Callback-style methods report failure through their first argument, a
 * {@link "filesystem/FileSystemError"} code (falsy on success). The `...Async` variants return
 * native promises that reject with the same codes.
 *
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const entry = FileSystem.getFileForPath("/project/old-name.txt");
 * if (await entry.existsAsync()) {
 *     entry.rename("/project/new-name.txt", (err) => {
 *         if (err) { console.error("Rename failed:", err); }
 *     });
 * }
 * ```
 * @module filesystem/FileSystemEntry
 */

import type FileSystemStats = require('filesystem/FileSystemStats');
import type {FileSystemError} from 'filesystem/FileSystemError';
import type {FileSystem} from 'filesystem/FileSystem';

/**
 * One file or folder path in the editor's file system.
 */
declare class FileSystemEntry {
  /**
   * Creates an entry object. Extensions should get entries from `FileSystem` instead, so that
   * each path has a single shared object.
   *
   * @param path - Full path of the entry. Folder paths end with `/`.
   * @param fileSystem - The file system that owns the entry.
   */
  constructor(path: string, fileSystem: FileSystem);

  /** Full, normalized path. Folder paths always end with `/`. */
  readonly fullPath: string;

  /** Last segment of the path, for example `app.js` or `src`. */
  readonly name: string;

  /** Path of the containing folder (ending with `/`), or `null` for a root folder. */
  readonly parentPath: string | null;

  /** A number unique to this entry object during the session. */
  readonly id: number | string;

  /** `true` when this entry is a file. */
  readonly isFile: boolean;

  /** `true` when this entry is a folder. */
  readonly isDirectory: boolean;

  /**
   * Describes the entry for logs, for example `[File /project/app.js]`.
   *
   * @returns A short human-readable description.
   */
  toString(): string;

  /**
   * Checks whether the entry is present on disk. A missing entry is *not* an error: the callback
   * gets `null` and `false`. An error code only appears when the check itself failed, in which
   * case the entry's state is unknown.
   *
   * @param callback - Receives an error code (or `null`) and whether the entry exists.
   */
  exists(callback: (err: FileSystemError | null, exists?: boolean) => void): void;

  /**
   * Promise version of {@link FileSystemEntry.exists}.
   *
   * @returns Resolves to `true` or `false`; rejects with an error code if the check failed.
   * @example
   * ```js
   * const FileSystem = brackets.getModule("filesystem/FileSystem");
   * if (!(await FileSystem.getDirectoryForPath("/project/dist/").existsAsync())) {
   *     console.log("Nothing has been built yet");
   * }
   * ```
   */
  existsAsync(): Promise<boolean>;

  /**
   * Reads the entry's metadata. Watched entries answer from a cache that change events keep
   * current.
   *
   * @param callback - Receives an error code (or `null`) and the stats on success.
   */
  stat(callback: (err: FileSystemError | null, stat?: FileSystemStats) => void): void;

  /**
   * Promise version of {@link FileSystemEntry.stat}.
   *
   * @returns Resolves to the entry's stats; rejects with an error code.
   */
  statAsync(): Promise<FileSystemStats>;

  /**
   * Renames or moves the entry. Pass the complete new path, not just the new name. Every cached
   * entry below a renamed folder is updated, and the file system then fires its `rename` event.
   *
   * @param newFullPath - The new full path. For a folder a trailing `/` is added if missing.
   * @param callback - Receives an error code, or `null` on success. `"AlreadyExists"` means
   *     something is already at the new path.
   */
  rename(newFullPath: string, callback?: (err: FileSystemError | null) => void): void;

  /**
   * Promise version of {@link FileSystemEntry.unlink}: permanently deletes the entry, including
   * everything inside a folder.
   *
   * @returns Resolves once deleted; rejects with an error code.
   */
  unlinkAsync(): Promise<void>;

  /**
   * Permanently deletes the entry. A folder is deleted with all of its contents. Prefer
   * {@link FileSystemEntry.moveToTrash} for anything the user might want back.
   *
   * @param callback - Receives an error code, or `null` on success.
   */
  unlink(callback?: (err: FileSystemError | null) => void): void;

  /**
   * Moves the entry to the operating system's trash or recycle bin. Where the storage has no
   * trash (for example the browser's virtual file system) the entry is deleted permanently.
   *
   * @param callback - Receives an error code, or `null` on success.
   */
  moveToTrash(callback?: (err: FileSystemError | null) => void): void;

  /**
   * Walks this entry and everything below it, calling `visitor` for each entry. Symbolic link
   * loops are detected, and the walk is bounded by `options.maxDepth` and `options.maxEntries`.
   * The order of visits is not guaranteed: collect what you need, then sort it. Entries hidden
   * from the file tree are skipped unless `visitHiddenTree` is set.
   *
   * @param visitor - Called with each entry and the array of its siblings. Return `false` (or
   *     a promise resolving to `false`) for a folder to skip that folder's contents.
   * @param options - Limits for the walk.
   * @param callback - Called once the walk ends, with an error code or `null`.
   *     `"TooManyEntries"` means the walk stopped at `maxEntries`.
   * @example
   * ```js
   * const ProjectManager = brackets.getModule("project/ProjectManager");
   *
   * const markdownFiles = new Set();
   * ProjectManager.getProjectRoot()?.visit((entry) => {
   *     if (entry.isDirectory) {
   *         return entry.name !== "node_modules"; // do not descend into dependencies
   *     }
   *     if (entry.name.endsWith(".md")) {
   *         markdownFiles.add(entry.fullPath);
   *     }
   *     return true;
   * }, { maxDepth: 10 }, (err) => {
   *     if (!err) { console.log([...markdownFiles].sort()); }
   * });
   * ```
   */
  visit(
    visitor: (entry: FileSystemEntry, siblings?: FileSystemEntry[]) => boolean | Promise<boolean>,
    options?: FileSystemEntry.VisitOptions,
    callback?: (err: FileSystemError | null) => void,
  ): void;
  visit(
    visitor: (entry: FileSystemEntry, siblings?: FileSystemEntry[]) => boolean | Promise<boolean>,
    callback?: (err: FileSystemError | null) => void,
  ): void;
}

declare namespace FileSystemEntry {
  /** Options for {@link FileSystemEntry.visit}. */
  export interface VisitOptions {
    /** How many folder levels below the starting entry to descend. Defaults to 100. */
    maxDepth?: number;
    /**
     * Stop after visiting this many entries; the callback then receives `"TooManyEntries"`.
     * Defaults to 30000.
     */
    maxEntries?: number;
    /** Visit children of each folder in case-insensitive name order. */
    sortList?: boolean;
    /** Also visit entries that the file tree normally hides (such as `.git`). */
    visitHiddenTree?: boolean;
  }
}

export = FileSystemEntry;
