/**
 * Sort orders for the working set (the Open Files list in the sidebar).
 *
 * The editor ships three orders, each tied to a command in the working set's context menu:
 * by the order files were added, by name, and by type (extension first). One order is current;
 * with "automatic sort" on, the list is re-sorted whenever files are added. The chosen order and
 * the automatic flag are remembered between sessions.
 *
 * Extensions can add their own order: register a command, then call {@link register} with the
 * command and a compare function.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const WorkingSetSort = brackets.getModule("project/WorkingSetSort");
 *
 * const CMD_SORT_BY_PATH = "myext.sortWorkingSetByPath";
 * CommandManager.register("Sort by Path", CMD_SORT_BY_PATH, () => WorkingSetSort.get(CMD_SORT_BY_PATH)?.execute());
 * WorkingSetSort.register(
 *     CMD_SORT_BY_PATH,
 *     (paneId, file1, file2) => file1.fullPath.localeCompare(file2.fullPath),
 *     "workingSetAdd workingSetAddList"
 * );
 * ```
 * @module project/WorkingSetSort
 */

import type File = require('filesystem/File');
import type {Command} from 'command/CommandManager';

/**
 * Compares two files of one pane's working set. Return a negative number to put `file1` first,
 * a positive number to put `file2` first, or `0` to keep their order.
 */
export type WorkingSetCompareFn = (paneId: string, file1: File, file2: File) => number;

/**
 * One registered sort order. {@link register} creates them and {@link get} finds them; the module
 * does not export the class itself.
 */
export interface Sort {
  /**
   * @returns The id of the command that applies this order.
   */
  getCommandID(): string;

  /**
   * @returns The compare function of this order.
   */
  getCompareFn(): WorkingSetCompareFn;

  /**
   * @returns The space-separated events that re-sort the list while automatic sort is on, or
   *     `undefined` if this order never re-sorts automatically.
   */
  getEvents(): string | undefined;

  /**
   * Shows or hides the check mark next to this order's command in the menu.
   *
   * @param value - `true` to show the check mark.
   */
  setChecked(value: boolean): void;

  /** Makes this the current order and sorts every pane's working set with it. */
  execute(): void;

  /** Sorts the working sets with this order, but only if it is the current order. */
  sort(): void;
}

/**
 * Finds a registered sort order.
 *
 * @param command - The command id, or the command object.
 * @returns The sort order, or `undefined` if none is registered for that command.
 */
export function get(command: string | Command): Sort | undefined;

/**
 * Tells whether automatic sorting is on.
 *
 * @returns `true` if the working set is re-sorted automatically when files are added.
 */
export function getAutomatic(): boolean;

/**
 * Turns automatic sorting on or off (the "Automatic Sort" menu item). Turning it on sorts the
 * list immediately with the current order. The setting is remembered.
 *
 * @param enable - `true` to turn automatic sorting on.
 */
export function setAutomatic(enable: boolean): void;

/**
 * Registers a new sort order for the working set.
 *
 * @param command - The command (id or object) that users pick to apply the order. Register the
 *     command with `CommandManager` yourself.
 * @param compareFn - Compares two files of a pane's working set, like an `Array.sort()` callback
 *     with the pane id first. It must be consistent for the same pair of files.
 * @param events - Space-separated working set events that should trigger a re-sort while
 *     automatic sort is on, such as `"workingSetAdd workingSetAddList"`. Omit to disable automatic
 *     sorting for this order.
 * @returns The new sort order, or `undefined` if an argument was missing or the command already
 *     has an order.
 */
export function register(command: string | Command, compareFn: WorkingSetCompareFn, events?: string): Sort | undefined;
