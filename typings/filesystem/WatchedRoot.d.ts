/**
 * Bookkeeping record for a file or folder that the file system is watching for outside changes.
 *
 * `FileSystem.watch()` creates one `WatchedRoot` per watched tree (the editor watches the open
 * project this way). It stores the root entry, the filter that decides which children are
 * watched, and a status that moves from `INACTIVE` to `STARTING` to `ACTIVE` and back to
 * `INACTIVE` when the watch ends. Entries inside an active root may cache their contents,
 * because change events keep those caches fresh.
 *
 * Extensions do not normally create or read these objects; they are documented so that the
 * file system's caching rules can be understood.
 *
 * @module filesystem/WatchedRoot
 */

import type File = require('filesystem/File');
import type Directory = require('filesystem/Directory');

/**
 * A watched file or folder tree and the state of its watchers.
 */
declare class WatchedRoot {
  /**
   * @param entry - The file or folder at the top of the watched tree.
   * @param filter - Called with a child's name and its parent path; return `true` to watch it.
   * @param filterGitIgnore - Glob pattern(s) for paths that the native watcher should ignore
   *     (for example `node_modules/**`).
   */
  constructor(entry: File | Directory, filter: (name: string, parentPath: string) => boolean, filterGitIgnore: string | string[]);

  /** The file or folder at the top of the watched tree. */
  entry: File | Directory;

  /** Decides, from a child's name and parent path, whether that child is watched. */
  filter: (name: string, parentPath: string) => boolean;

  /** Glob pattern(s) of paths that the native watcher skips. */
  filterGitIgnore: string | string[];

  /** Current state: one of {@link WatchedRoot.INACTIVE}, {@link WatchedRoot.STARTING} or {@link WatchedRoot.ACTIVE}. */
  status: number;

  /** Not watching: the watch has not started yet, or it has been stopped. Value `0`. */
  static readonly INACTIVE: 0;

  /** Watchers are being set up. Entries may already cache their contents. Value `1`. */
  static readonly STARTING: 1;

  /** Watchers are running and change events are flowing. Value `2`. */
  static readonly ACTIVE: 2;
}

export = WatchedRoot;
