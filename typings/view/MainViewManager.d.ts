/**
 * Manages the panes of the main editor area and the files open in them: which pane is active,
 * which file each pane shows, each pane's working set (the list of open files in the sidebar),
 * and the split layout.
 *
 * The editor has one pane, or two when the user splits the view (side by side or one above the
 * other). Most functions take a `paneId`: a real pane id such as `"first-pane"` or
 * `"second-pane"`, or one of the shortcuts {@link ACTIVE_PANE} (the focused pane, accepted
 * everywhere) and {@link ALL_PANES} (accepted where noted).
 *
 * This module does not open files itself. To open or close files, run the `FILE_OPEN` /
 * `CMD_ADD_TO_WORKINGSET_AND_OPEN` / `FILE_CLOSE` commands through `command/CommandManager`; use
 * this module to inspect and arrange what is open, and to listen for changes
 * ({@link MainViewManagerEvents}). To follow working set changes reliably, listen to every
 * `workingSet*` event.
 *
 * @example
 * ```js
 * const MainViewManager = brackets.getModule("view/MainViewManager");
 *
 * MainViewManager.on("currentFileChange", (event, newFile, newPaneId) => {
 *     console.log("Now showing", newFile ? newFile.fullPath : "nothing", "in", newPaneId);
 * });
 *
 * const openCount = MainViewManager.getWorkingSetSize(MainViewManager.ALL_PANES);
 * ```
 * @module view/MainViewManager
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type File = require('filesystem/File');
import type {Editor} from 'editor/Editor';

/** Event fired when the file shown in the active pane changes. See {@link MainViewManagerEvents.currentFileChange}. */
export const EVENT_CURRENT_FILE_CHANGE: 'currentFileChange';

/**
 * Pane id shortcut meaning "every pane". Accepted by the functions whose documentation says so,
 * such as {@link getWorkingSet}, {@link getWorkingSetSize} and {@link findInWorkingSet}.
 */
export const ALL_PANES: 'ALL_PANES';

/** Pane id shortcut meaning "the active (focused) pane". Accepted by every function that takes a pane id. */
export const ACTIVE_PANE: 'ACTIVE_PANE';

/** Id of the first pane, the one that always exists: `"first-pane"`. */
export const FIRST_PANE: 'first-pane';

/** Id of the second pane, present while the editor is split: `"second-pane"`. */
export const SECOND_PANE: 'second-pane';

/** A pane id, or one of the {@link ALL_PANES} and {@link ACTIVE_PANE} shortcuts. */
export type PaneId = string;

/** Events this module triggers. Listen with `MainViewManager.on(name, handler)`. */
export interface MainViewManagerEvents {
  /**
   * Another pane became active. There is always an active pane.
   *
   * @event
   * @param event - The event object.
   * @param newPaneId - Id of the pane that is now active.
   * @param oldPaneId - Id of the previously active pane.
   */
  activePaneChange: (event: DispatcherEvent, newPaneId: string, oldPaneId: string) => void;
  /**
   * The file in front changed: the user switched files or panes, or closed the last view (the new
   * file is then `null`).
   *
   * @event
   * @param event - The event object.
   * @param newFile - File now shown, or `null`.
   * @param newPaneId - Pane it is shown in.
   * @param oldFile - File shown before, or `null`.
   * @param oldPaneId - Pane it was shown in.
   */
  currentFileChange: (event: DispatcherEvent, newFile: File | null, newPaneId: string, oldFile: File | null, oldPaneId: string) => void;
  /**
   * The split orientation changed.
   *
   * @event
   * @param event - The event object.
   * @param orientation - `"VERTICAL"` (side by side), `"HORIZONTAL"` (stacked) or `null` (no split).
   */
  paneLayoutChange: (event: DispatcherEvent, orientation: 'VERTICAL' | 'HORIZONTAL' | null) => void;
  /**
   * A pane was created.
   *
   * @event
   * @param event - The event object.
   * @param paneId - Id of the new pane.
   */
  paneCreate: (event: DispatcherEvent, paneId: string) => void;
  /**
   * A pane was destroyed.
   *
   * @event
   * @param event - The event object.
   * @param paneId - Id of the removed pane.
   */
  paneDestroy: (event: DispatcherEvent, paneId: string) => void;
  /**
   * A file was added to a working set.
   *
   * @event
   * @param event - The event object.
   * @param fileAdded - The file.
   * @param index - Its position in the working set.
   * @param paneId - The pane whose working set changed.
   */
  workingSetAdd: (event: DispatcherEvent, fileAdded: File, index: number, paneId: string) => void;
  /**
   * Several files were added to a working set at once.
   *
   * @event
   * @param event - The event object.
   * @param filesAdded - The files.
   * @param paneId - The pane whose working set changed.
   */
  workingSetAddList: (event: DispatcherEvent, filesAdded: File[], paneId: string) => void;
  /**
   * A file moved from one pane's working set to the other's.
   *
   * @event
   * @param event - The event object.
   * @param file - The file.
   * @param sourcePaneId - Pane it left.
   * @param destinationPaneId - Pane it joined.
   */
  workingSetMove: (event: DispatcherEvent, file: File, sourcePaneId: string, destinationPaneId: string) => void;
  /**
   * A file was removed from a working set.
   *
   * @event
   * @param event - The event object.
   * @param fileRemoved - The file.
   * @param suppressRedraw - `true` if the working set view should not redraw yet.
   * @param paneId - The pane whose working set changed.
   */
  workingSetRemove: (event: DispatcherEvent, fileRemoved: File, suppressRedraw: boolean, paneId: string) => void;
  /**
   * Several files were removed from a working set at once.
   *
   * @event
   * @param event - The event object.
   * @param filesRemoved - The files.
   * @param paneId - The pane whose working set changed.
   */
  workingSetRemoveList: (event: DispatcherEvent, filesRemoved: File[], paneId: string) => void;
  /**
   * A working set was reordered without files being added or removed.
   *
   * @event
   * @param event - The event object.
   * @param paneId - The pane whose working set changed.
   */
  workingSetSort: (event: DispatcherEvent, paneId: string) => void;
  /**
   * A working set changed because of an outside event, such as a file being deleted. Discard
   * anything you cached and read the list again with {@link getWorkingSet}.
   *
   * @event
   * @param event - The event object.
   * @param paneId - The pane whose working set changed.
   */
  workingSetUpdate: (event: DispatcherEvent, paneId: string) => void;
}

/**
 * Tells whether a file is open only in the given pane, and not in the other one.
 *
 * @param File - The file to check.
 * @param paneId - The pane to test, or {@link ACTIVE_PANE}.
 * @returns `true` if no other pane has the file open.
 */
export function isExclusiveToPane(File: File, paneId?: PaneId): boolean;

/**
 * Returns the id of the active (focused) pane.
 *
 * @returns The pane id, such as `"first-pane"`.
 */
export function getActivePaneId(): string;

/**
 * Puts keyboard focus back into the active pane, and into its current view if it has one. Call it
 * after your UI (a panel, a pop-up) took focus and is done with it.
 */
export function focusActivePane(): void;

/**
 * Makes another pane active. Fires `activePaneChange` and `currentFileChange`. Passing
 * {@link ACTIVE_PANE} or {@link ALL_PANES} does nothing; an unknown id throws an error.
 *
 * @param paneId - Id of the pane to activate.
 */
export function setActivePaneId(paneId: string): void;

/**
 * Returns the file shown in a pane.
 *
 * @param paneId - The pane; defaults to the active pane.
 * @returns The file, or `null` if the pane shows nothing or does not exist.
 * @example
 * ```js
 * const MainViewManager = brackets.getModule("view/MainViewManager");
 * const file = MainViewManager.getCurrentlyViewedFile(MainViewManager.ACTIVE_PANE);
 * ```
 */
export function getCurrentlyViewedFile(paneId?: PaneId): File | null;

/**
 * Returns the text editor shown in a pane.
 *
 * @param paneId - The pane; defaults to the active pane.
 * @returns The editor, or `null` if the pane shows no text editor or does not exist.
 */
export function getCurrentlyViewedEditor(paneId?: PaneId): Editor | null;

/**
 * Lists the text editors currently shown, one per pane that shows a text editor.
 *
 * @returns Entries pairing each editor with its pane id; empty if no editor is shown.
 * @example
 * ```js
 * const MainViewManager = brackets.getModule("view/MainViewManager");
 *
 * MainViewManager.getAllViewedEditors().forEach(({ editor, paneId }) => {
 *     console.log(paneId, editor.document.file.fullPath);
 * });
 * ```
 */
export function getAllViewedEditors(): Array<{editor: Editor; paneId: string}>;

/**
 * Returns the full path of the file shown in a pane.
 *
 * @param paneId - The pane; defaults to the active pane.
 * @returns The path, or `null` if the pane shows nothing.
 */
export function getCurrentlyViewedPath(paneId?: PaneId): string | null;

/**
 * Remembers the scroll position of a pane's current view, replacing anything cached before. Used
 * with {@link restoreAdjustedScrollState} around layout changes such as a modal bar appearing.
 *
 * @param paneId - The pane, {@link ALL_PANES} or {@link ACTIVE_PANE}.
 */
export function cacheScrollState(paneId: PaneId): void;

/**
 * Restores the scroll position cached by {@link cacheScrollState}, shifted by `heightDelta` so the
 * content does not appear to jump, then clears the cache. Each view decides how to apply the
 * delta.
 *
 * @param paneId - The pane, {@link ALL_PANES} or {@link ACTIVE_PANE}.
 * @param heightDelta - Vertical adjustment in pixels.
 */
export function restoreAdjustedScrollState(paneId: PaneId, heightDelta: number): void;

/**
 * Returns the files in a working set, without temporary (preview) views.
 *
 * @param paneId - The pane, {@link ALL_PANES} or {@link ACTIVE_PANE}.
 * @returns The files, in display order.
 * @example
 * ```js
 * const MainViewManager = brackets.getModule("view/MainViewManager");
 * const openPaths = MainViewManager.getWorkingSet(MainViewManager.ALL_PANES).map((f) => f.fullPath);
 * ```
 */
export function getWorkingSet(paneId: PaneId): File[];

/**
 * Returns every open file in every pane, including files shown only in a temporary view.
 *
 * @returns The files.
 */
export function getAllOpenFiles(): File[];

/**
 * Lists the ids of the existing panes.
 *
 * @returns The pane ids.
 */
export function getPaneIdList(): string[];

/**
 * Counts the files in a working set.
 *
 * @param paneId - The pane, {@link ALL_PANES} or {@link ACTIVE_PANE}.
 * @returns The number of files.
 */
export function getWorkingSetSize(paneId: PaneId): number;

/**
 * Returns the title of a pane as shown above its working set, which depends on the layout (for
 * example "Left"/"Right" or "Top"/"Bottom", localized).
 *
 * @param paneId - The pane.
 * @returns The title.
 */
export function getPaneTitle(paneId: string): string;

/**
 * Counts the panes.
 *
 * @returns `1`, or `2` when the view is split.
 */
export function getPaneCount(): number;

/**
 * Finds a file in every working set. Temporary views are not included.
 *
 * @param fullPath - Full path of the file.
 * @returns One entry for each pane whose working set contains the file.
 */
export function findInAllWorkingSets(fullPath: string): Array<{paneId: string; index: number}>;

/**
 * Finds the panes that currently show a file, whether or not it is in their working set.
 *
 * @param fullPath - Full path of the file.
 * @returns One entry per pane showing the file, with the pane's text editor for it when there is
 *   one; empty if no pane shows the file.
 */
export function findInOpenPane(fullPath: string): Array<{paneId: string; editor: Editor | null}>;

/**
 * Finds a file's position in a working set (display order).
 *
 * @param paneId - The pane, {@link ALL_PANES} or {@link ACTIVE_PANE}.
 * @param fullPath - Full path of the file.
 * @returns The index, or `-1` if not found.
 */
export function findInWorkingSet(paneId: PaneId, fullPath: string): number;

/**
 * Finds a file's position in the order files were added to a working set.
 *
 * @param paneId - The pane, {@link ALL_PANES} or {@link ACTIVE_PANE}.
 * @param fullPath - Full path of the file.
 * @returns The index, or `-1` if not found.
 */
export function findInWorkingSetByAddedOrder(paneId: PaneId, fullPath: string): number;

/**
 * Finds a file's position in most-recently-used order.
 *
 * @param paneId - The pane, {@link ALL_PANES} or {@link ACTIVE_PANE}.
 * @param fullPath - Full path of the file.
 * @returns The index (`0` is the most recent), or `-1` if not found.
 */
export function findInWorkingSetByMRUOrder(paneId: PaneId, fullPath: string): number;

/**
 * Finds where a file stands, for one pane, in the editor-wide list of recently used files.
 *
 * @param paneId - The pane id (not a shortcut).
 * @param file - The file.
 * @returns Its index in that list, or `-1`.
 */
export function findInGlobalMRUList(paneId: string, file: File): number;

/**
 * Adds a file to a working set without opening it. Does nothing if it is already there. (To open
 * a file and add it, run the `CMD_ADD_TO_WORKINGSET_AND_OPEN` command instead.)
 *
 * @param paneId - The pane, or {@link ACTIVE_PANE}.
 * @param file - The file to add.
 * @param index - Position in the list; defaults to the end. `-1` is ignored.
 * @param forceRedraw - `true` to always send a working set change notification, for example after
 *   an earlier removal suppressed the redraw.
 * @example
 * ```js
 * const MainViewManager = brackets.getModule("view/MainViewManager");
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 * MainViewManager.addToWorkingSet(MainViewManager.ACTIVE_PANE,
 *     FileSystem.getFileForPath("/project/README.md"));
 * ```
 */
export function addToWorkingSet(paneId: PaneId, file: File, index?: number, forceRedraw?: boolean): void;

/**
 * Adds several files to the end of a working set.
 *
 * @param paneId - The pane, or {@link ACTIVE_PANE}.
 * @param fileList - The files to add.
 */
export function addListToWorkingSet(paneId: PaneId, fileList: File[]): void;

/** Moves focus to the other pane when the view is split. */
export function switchPaneFocus(): void;

/**
 * Finds the next or previous file in most-recently-used order across panes, as the Next/Previous
 * Document commands do.
 *
 * @param direction - `1` to go forward, `-1` to go back.
 * @returns The file and its pane, or `null` if there are no files. May return the current file
 *   when there is nothing else.
 */
export function traverseToNextViewByMRU(direction: 1 | -1): {file: File; paneId: string} | null;

/**
 * Finds the next or previous file in working-set display order across panes, as the Next/Previous
 * Document in List Order commands (Alt+PageDown / Alt+PageUp) do.
 *
 * @param direction - `1` to go forward, `-1` to go back.
 * @returns An entry holding the file, or `null` if there are no files. May return the current
 *   file when there is nothing else.
 */
export function traverseToNextViewInListOrder(direction: 1 | -1): ({file: File} & Record<string, unknown>) | null;

/**
 * Starts a traversal: while it lasts, showing files does not reorder the MRU list, so that cycling
 * through recent documents visits them in a stable order. May be called several times.
 */
export function beginTraversal(): void;

/**
 * Ends a traversal started with {@link beginTraversal} and moves the file now shown to the front of
 * the MRU list.
 */
export function endTraversal(): void;

/**
 * Changes the split layout. Valid combinations are 1×1 (no split), 1×2 (two columns, side by side)
 * and 2×1 (two rows, stacked); 2×2 is not supported.
 *
 * @param rows - `1` or `2`.
 * @param columns - `1` or `2`.
 * @example
 * ```js
 * const MainViewManager = brackets.getModule("view/MainViewManager");
 *
 * MainViewManager.setLayoutScheme(1, 2); // split vertically: two panes side by side
 * ```
 */
export function setLayoutScheme(rows: 1 | 2, columns: 1 | 2): void;

/**
 * Returns the current split layout.
 *
 * @returns The number of rows and columns of panes.
 */
export function getLayoutScheme(): {rows: number; columns: number};

/**
 * Listens for this module's events (see {@link MainViewManagerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The MainViewManager module, so calls can be chained.
 *
 * @example
 * ```js
 * const MainViewManager = brackets.getModule("view/MainViewManager");
 *
 * MainViewManager.on("currentFileChange.myExt", function (event, newFile) {
 *     console.log("Now showing", newFile ? newFile.fullPath : "nothing");
 * });
 * ```
 */
export function on<K extends keyof MainViewManagerEvents>(
  events: K | `${K}.${string}`,
  handler: MainViewManagerEvents[K],
): typeof import('view/MainViewManager');
export function on(events: string, handler: EventHandler): typeof import('view/MainViewManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The MainViewManager module, so calls can be chained.
 */
export function one<K extends keyof MainViewManagerEvents>(
  events: K | `${K}.${string}`,
  handler: MainViewManagerEvents[K],
): typeof import('view/MainViewManager');
export function one(events: string, handler: EventHandler): typeof import('view/MainViewManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The MainViewManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('view/MainViewManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof MainViewManagerEvents>(eventName: K, ...args: EventArgs<MainViewManagerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
