/**
 * A read-only file fetched from a URL (for example `https://...`) rather than from disk.
 *
 * When the editor is asked to open a path that is really a web address, the file system uses a
 * protocol adapter (see `FileSystem.registerProtocolAdapter()`) that hands back a `RemoteFile`.
 * It behaves enough like a {@link "filesystem/File"} to be shown in an editor: it can be read and
 * reports that it exists, but every operation that would change it (write, rename, delete, move
 * to trash) fails with `"NotFound"`. Its stats report size `0` and the session start as the
 * modification time.
 *
 * You get these from `FileSystem.getFileForPath()` with a URL; do not create them directly.
 *
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const remote = FileSystem.getFileForPath("https://example.com/robots.txt");
 * remote.read({}, (err, text) => {
 *     if (!err) { console.log(text); }
 * });
 * ```
 * @module filesystem/RemoteFile
 */

import type FileSystemStats = require('filesystem/FileSystemStats');
import type {FileSystemError} from 'filesystem/FileSystemError';
import type {FileSystem} from 'filesystem/FileSystem';

/**
 * A file whose contents come from a URL. Always read-only.
 */
declare class RemoteFile {
  /**
   * Creates a remote file object. Use `FileSystem.getFileForPath()` instead of calling this.
   *
   * @param protocol - The URL scheme, such as `"https:"`.
   * @param fullPath - The URL of the file.
   * @param fileSystem - The file system that owns the object.
   */
  constructor(protocol: string, fullPath: string, fileSystem: FileSystem);

  /** The URL of the file. */
  readonly fullPath: string;
  /** Last segment of the URL path. */
  readonly name: string;
  /** Not set for remote files: always `undefined`, since a URL has no containing folder here. */
  readonly parentPath: undefined;
  /** The URL, used as the object's id. */
  readonly id: string;
  /** Always `true`. */
  readonly isFile: boolean;
  /** Always `false`. */
  readonly isDirectory: boolean;
  /** Always `true`: remote files cannot be changed. */
  readOnly: boolean;
  /** The URL scheme the file was opened with, such as `"https:"`. */
  protocol: string;

  /**
   * Describes the object for logs, for example `[RemoteFile https://example.com/a.css]`.
   *
   * @returns A short human-readable description.
   */
  toString(): string;

  /**
   * Returns placeholder stats: size `0`, the session start as modification time, and the URL
   * as `realPath`.
   *
   * @param callback - Receives `null` and the stats.
   */
  stat(callback: (err: FileSystemError | null, stat?: FileSystemStats) => void): void;

  /**
   * Downloads the file and decodes it as text. The result is cached for the rest of the session.
   *
   * @param options - Optional; `encoding` selects the text encoding (UTF-8 by default).
   * @param callback - Receives an error code (`"NotFound"` if the download failed, else `null`),
   *     the text, the encoding and the stats.
   */
  read(
    options: {encoding?: string},
    callback: (err: FileSystemError | null, data?: string, encoding?: string, stat?: FileSystemStats) => void,
  ): void;
  read(callback: (err: FileSystemError | null, data?: string, encoding?: string, stat?: FileSystemStats) => void): void;

  /**
   * Always fails: remote files cannot be written.
   *
   * @param data - Ignored.
   * @param options - Ignored.
   * @param callback - Receives `"NotFound"`.
   */
  write(data: string, options?: object, callback?: (err: FileSystemError | null) => void): void;

  /**
   * Always reports that the file exists, without contacting the server.
   *
   * @param callback - Receives `null` and `true`.
   */
  exists(callback: (err: FileSystemError | null, exists?: boolean) => void): void;

  /**
   * Always fails: remote files cannot be deleted.
   *
   * @param callback - Receives `"NotFound"`.
   */
  unlink(callback: (err: FileSystemError | null) => void): void;

  /**
   * Always fails: remote files cannot be renamed.
   *
   * @param newName - Ignored.
   * @param callback - Receives `"NotFound"`.
   */
  rename(newName: string, callback: (err: FileSystemError | null) => void): void;

  /**
   * Always fails: remote files cannot be moved to the trash.
   *
   * @param callback - Receives `"NotFound"`.
   */
  moveToTrash(callback: (err: FileSystemError | null) => void): void;
}

export = RemoteFile;
