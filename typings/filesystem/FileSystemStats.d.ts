/**
 * Metadata about one file or folder: whether it is a file or a folder, its size, when it was last
 * modified and, for symbolic links, the path it points to.
 *
 * You rarely create these yourself. They arrive from `entry.stat()`, `entry.statAsync()`, from
 * `Directory.getContents()` (one per child) and from `File.read()` and `File.write()` callbacks.
 * All properties are read-only; assigning to them throws.
 *
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const stats = await FileSystem.getFileForPath("/project/index.html").statAsync();
 * console.log(`${stats.size} bytes, last changed ${stats.mtime.toLocaleString()}`);
 * ```
 * @module filesystem/FileSystemStats
 */

/**
 * A read-only snapshot of a file's or folder's metadata.
 */
declare class FileSystemStats {
  /**
   * Builds a stats object. Extensions normally receive instances from the file system instead of
   * creating them.
   *
   * @param options - The metadata to store. A folder's `realPath` gets a trailing `/` added.
   */
  constructor(options: FileSystemStats.FileSystemStatsOptions);

  /** `true` when these stats describe a file. */
  readonly isFile: boolean;

  /** `true` when these stats describe a folder. */
  readonly isDirectory: boolean;

  /** When the entry was last modified. */
  readonly mtime: Date;

  /** Size of the file in bytes. */
  readonly size: number;

  /**
   * For a symbolic link, the canonical path of what it points to (folders end with `/`).
   * `undefined` or `null` for ordinary entries.
   */
  readonly realPath: string | null | undefined;
}

declare namespace FileSystemStats {
  /** The values a {@link FileSystemStats} object is built from. */
  export interface FileSystemStatsOptions {
    /** `true` for a file, `false` for a folder. */
    isFile: boolean;
    /** Last modification time. A date string or number is converted to a `Date`. */
    mtime: Date | string | number;
    /** Size in bytes. */
    size: number;
    /** Target path when the entry is a symbolic link. */
    realPath?: string | null;
    /** Consistency hash; defaults to the modification time. */
    hash?: unknown;
  }
}

export = FileSystemStats;
