/**
 * A folder in the editor's file system: list what it contains, create it, or clean it up.
 *
 * Get one from `FileSystem.getDirectoryForPath()`, `FileSystem.resolve()`,
 * `ProjectManager.getProjectRoot()`, or among the children of another folder. A folder's
 * `fullPath` always ends with `/`.
 *
 * By default listings leave out the entries the file tree hides (such as `.git` or
 * `.DS_Store`); pass `filterNothing = true` to see everything on disk. Listings of folders inside
 * the open project are cached and kept up to date by file watchers.
 *
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const dir = FileSystem.getDirectoryForPath("/project/assets/");
 * const { entries } = await dir.getContentsAsync();
 * const images = entries.filter((e) => e.isFile && /\.(png|jpe?g|svg)$/i.test(e.name));
 * console.log(`${images.length} images in assets/`);
 * ```
 * @module filesystem/Directory
 */

import FileSystemEntry = require('filesystem/FileSystemEntry');
import type FileSystemStats = require('filesystem/FileSystemStats');
import type {FileSystemError} from 'filesystem/FileSystemError';
import type {FileSystem} from 'filesystem/FileSystem';

/**
 * A folder in the editor's file system.
 */
declare class Directory extends FileSystemEntry {
  /**
   * Creates a folder object. Do not call this directly; use `FileSystem.getDirectoryForPath()`.
   *
   * @param fullPath - Full path of the folder, ending with `/`.
   * @param fileSystem - The file system that owns the folder.
   */
  constructor(fullPath: string, fileSystem: FileSystem);

  /**
   * Checks whether the folder exists and has nothing in it (hidden entries are not counted).
   *
   * @returns Resolves to `true` for an existing empty folder; rejects with an error code if the
   *     folder cannot be read.
   */
  isEmptyAsync(): Promise<boolean>;

  /**
   * Deletes every subfolder that contains no files, however deeply nested, and then this folder
   * too if it ends up empty. Branches that hold at least one file are kept.
   *
   * @returns Resolves when the cleanup is finished; rejects with an error code.
   * @example
   * ```js
   * const FileSystem = brackets.getModule("filesystem/FileSystem");
   * // Remove the empty folder skeleton a generator left behind.
   * await FileSystem.getDirectoryForPath("/project/tmp-output/").unlinkEmptyDirectoryAsync();
   * ```
   */
  unlinkEmptyDirectoryAsync(): Promise<void>;

  /**
   * Promise version of {@link Directory.getContents}.
   *
   * @param filterNothing - `true` to include entries the file tree hides, listing the folder
   *     exactly as it is on disk (useful for backup or copy tools). Defaults to `false`.
   * @returns Resolves to the entries and their stats; rejects with an error code.
   */
  getContentsAsync(filterNothing?: boolean): Promise<Directory.DirectoryContents>;

  /**
   * Lists the folder's children. Several calls made while a listing is in progress share one
   * disk read.
   *
   * @param callback - Receives an error code (or `null`), the child entries, their stats in the
   *     same order, and a map of children whose stats could not be read (`undefined` if none).
   * @param filterNothing - `true` to include entries the file tree hides. Defaults to `false`.
   */
  getContents(
    callback: (
      err: FileSystemError | null,
      contents?: FileSystemEntry[],
      contentsStats?: FileSystemStats[],
      contentsStatsErrors?: Record<string, FileSystemError>,
    ) => void,
    filterNothing?: boolean,
  ): void;

  /**
   * Promise version of {@link Directory.create}.
   *
   * @returns Resolves to the new folder's stats; rejects with an error code such as
   *     `"AlreadyExists"`.
   */
  createAsync(): Promise<FileSystemStats>;

  /**
   * Creates the folder on disk. The parent folder must already exist.
   *
   * @param callback - Receives an error code (or `null`) and the new folder's stats.
   */
  create(callback?: (err: FileSystemError | null, stat?: FileSystemStats) => void): void;
}

declare namespace Directory {
  /** What {@link Directory.getContentsAsync} resolves to. */
  export interface DirectoryContents {
    /** The files and folders inside the folder. */
    entries: FileSystemEntry[];
    /** Stats for each entry, in the same order as `entries`. */
    entriesStats: FileSystemStats[];
    /**
     * Children that could not be stat'ed, as a map from full path to error code. `undefined`
     * when every child was read.
     */
    entriesStatsErrors?: Record<string, FileSystemError>;
  }
}

export = Directory;
