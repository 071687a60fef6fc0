/**
 * A file on disk (or in the browser's virtual file system) that you can read and write.
 *
 * Get a `File` from `FileSystem.getFileForPath()` or `FileSystem.resolve()`, or find one among
 * the children returned by `Directory.getContents()`. The object works even if nothing exists at
 * that path yet: writing to it creates the file.
 *
 * For plain UTF-8 text, `FileUtils.readAsText()` and `FileUtils.writeText()` wrap these methods in
 * jQuery promises. If the file is open in an editor, change it through its `Document` instead, so
 * the user's unsaved edits and undo history are respected.
 *
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const file = FileSystem.getFileForPath("/project/build-info.json");
 * file.write(JSON.stringify({ built: Date.now() }, null, 2), {}, (err) => {
 *     if (err) { console.error("Could not save build info:", err); }
 * });
 * ```
 * @module filesystem/File
 */

import FileSystemEntry = require('filesystem/FileSystemEntry');
import type FileSystemStats = require('filesystem/FileSystemStats');
import type {FileSystemError} from 'filesystem/FileSystemError';
import type {FileSystem} from 'filesystem/FileSystem';

/**
 * A file in the editor's file system.
 */
declare class File extends FileSystemEntry {
  /**
   * Creates a file object. Do not call this directly; use `FileSystem.getFileForPath()` so the
   * path maps to a single shared object.
   *
   * @param fullPath - Full path of the file.
   * @param fileSystem - The file system that owns the file.
   */
  constructor(fullPath: string, fileSystem: FileSystem);

  /**
   * Reads the file's contents as text. Watched files (those inside the open project) answer
   * from a cache while it is known to be current.
   *
   * @param options - Encoding and caching options. May be omitted, passing the callback first.
   * @param callback - Receives an error code (or `null`), the text, the encoding that was used
   *     and the file's stats.
   * @example
   * ```js
   * const FileSystem = brackets.getModule("filesystem/FileSystem");
   *
   * FileSystem.getFileForPath("/project/legacy.txt").read({ encoding: "windows-1252" }, (err, text) => {
   *     if (!err && text !== undefined) { console.log(text.split("\n").length, "lines"); }
   * });
   * ```
   */
  read(
    options: File.FileReadOptions,
    callback: (err: FileSystemError | null, data?: string, encoding?: string, stat?: FileSystemStats) => void,
  ): void;
  read(callback: (err: FileSystemError | null, data?: string, encoding?: string, stat?: FileSystemStats) => void): void;

  /**
   * Writes text to the file, creating it if needed. Unless `options.blind` is set, the write is
   * refused with `"ContentsModified"` when the file changed on disk after it was last read.
   * Creating a new file inside a watched folder triggers the file system's `change` event.
   *
   * @param data - The complete new contents.
   * @param options - Encoding and overwrite options. May be omitted, passing the callback second.
   * @param callback - Receives an error code (or `null`) and the new stats.
   */
  write(data: string, options?: File.FileWriteOptions, callback?: (err: FileSystemError | null, stat?: FileSystemStats) => void): void;
  write(data: string, callback?: (err: FileSystemError | null, stat?: FileSystemStats) => void): void;
}

declare namespace File {
  /** Options for {@link File.read}. */
  export interface FileReadOptions {
    /**
     * Text encoding to decode with, any label `TextDecoder` accepts (for example `"utf8"` or
     * `"windows-1252"`). Defaults to the encoding detected on the last read, else UTF-8.
     */
    encoding?: string;
    /** Read from disk even if cached contents are available. */
    bypassCache?: boolean;
    /** Open files larger than the usual size limit. */
    ignoreFileSizeLimits?: boolean;
    /** Do not store what was read in the file's cache. */
    doNotCache?: boolean;
  }

  /** Options for {@link File.write}. */
  export interface FileWriteOptions {
    /** Text encoding to save with. Defaults to the file's current encoding, else UTF-8. */
    encoding?: string;
    /**
     * Write even if the file changed on disk since it was last read. Without this, such a write
     * fails with `"ContentsModified"`.
     */
    blind?: boolean;
  }
}

export = File;
