/**
 * The file system's internal lookup table from full path to {@link "filesystem/File"} or
 * {@link "filesystem/Directory"} object.
 *
 * This table is why `FileSystem.getFileForPath()` returns the very same object every time you ask
 * for a path: the first lookup stores the new entry here and later lookups find it. Renames update
 * every affected path in place, and unwatching a folder removes its entries.
 *
 * Only {@link "filesystem/FileSystem"} uses this class. Extensions should never need it; it is
 * described here so the identity and caching behaviour of entries is easy to understand.
 *
 * @module filesystem/FileIndex
 */

import type File = require('filesystem/File');
import type Directory = require('filesystem/Directory');
import type FileSystemEntry = require('filesystem/FileSystemEntry');

/**
 * Maps full paths to the single shared entry object for each path.
 */
declare class FileIndex {
  /** Creates an empty index. */
  constructor();

  /** Forgets every entry, for example when the whole file system cache is reset. */
  clear(): void;

  /**
   * Marks entries so that they stay in the index when their watched root is unwatched. The mark
   * is forgotten when the index is cleared.
   */
  doNotRemoveFromIndex(): void;

  /**
   * Calls `visitor` once for every entry in the index, in no particular order. There is no way
   * to stop early.
   *
   * @param visitor - Called with each entry and its full path.
   */
  visitAll(visitor: (entry: File | Directory, fullPath: string) => void): void;

  /**
   * Stores an entry under its `fullPath`.
   *
   * @param entry - The entry to add.
   */
  addEntry(entry: FileSystemEntry): void;

  /**
   * Removes an entry. Code that still holds the removed object gets a console warning whenever
   * it calls one of its methods.
   *
   * @param entry - The entry to remove.
   */
  removeEntry(entry: FileSystemEntry): void;

  /**
   * Updates the index after a rename or move. For a folder, every entry below it is re-keyed and
   * its path updated; a moved entry is also moved between the cached listings of the old and new
   * parent folders.
   *
   * @param oldPath - The path before the rename.
   * @param newPath - The path after the rename.
   * @param isDirectory - `true` when the renamed entry is a folder.
   */
  entryRenamed(oldPath: string, newPath: string, isDirectory: boolean): void;

  /**
   * Looks up the cached entry for a path.
   *
   * @param path - Full path to look up.
   * @returns The entry, or `undefined` if the path has not been seen yet.
   */
  getEntry(path: string): File | Directory | undefined;
}

export = FileIndex;
