/**
 * Decides where the sidebar shows the current file's selection: in the working set (the Open
 * Files list) or in the project file tree. Only one of the two highlights the file at a time.
 *
 * The rules: choosing or adding a file in the working set selects it there; choosing a file in
 * the tree selects it in the tree; opening a file any other way selects it in the working set if
 * it is listed there, otherwise in the tree.
 *
 * Extensions mostly use this module to open a file and put it in the working set the way a
 * double-click in the tree does (`openFileAndAddToWorkingSet`), or to open a file with a given
 * selection focus (`openAndSelectDocument`).
 *
 * **Events** (subscribe with `FileViewController.on()`, see {@link FileViewControllerEvents}):
 * `documentSelectionFocusChange` when opening a file moved the selection between the two views,
 * `fileViewFocusChange` when only the focus moved, and `openWithExternalApplication` when a file
 * should be handed to another program.
 *
 * @example
 * ```js
 * const FileViewController = brackets.getModule("project/FileViewController");
 *
 * FileViewController.openFileAndAddToWorkingSet("/work/site/index.html")
 *     .done(() => console.log("index.html is open and pinned to Open Files"));
 * ```
 * @module project/FileViewController
 */

import type File = require('filesystem/File');
import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/** Selection focus value meaning "the working set shows the selection". Value `"WorkingSetView"`. */
export const WORKING_SET_VIEW: 'WorkingSetView';

/** Selection focus value meaning "the file tree shows the selection". Value `"ProjectManager"`. */
export const PROJECT_MANAGER: 'ProjectManager';

/** Either selection focus value. */
export type FileSelectionFocus = typeof WORKING_SET_VIEW | typeof PROJECT_MANAGER;

/**
 * Handler signatures for the events `FileViewController` triggers.
 */
export interface FileViewControllerEvents {
  /**
   * Opening or switching files moved the selection between the working set and the tree.
   * Call {@link getFileSelectionFocus} to see where it is now.
   * @event
   * @param event - The event object.
   */
  documentSelectionFocusChange: (event: DispatcherEvent) => void;
  /**
   * The selection focus moved between the working set and the tree, but the current file did not
   * change.
   * @event
   * @param event - The event object.
   */
  fileViewFocusChange: (event: DispatcherEvent) => void;
  /**
   * A file should be opened in its default external application.
   * @event
   * @param event - The event object.
   * @param fullPath - Full path of the file.
   */
  openWithExternalApplication: (event: DispatcherEvent, fullPath: string) => void;
}

/**
 * Moves the selection highlight to the working set or the file tree without opening anything.
 * Fires `fileViewFocusChange` if the focus actually changed. Any other value is rejected with a
 * console error.
 *
 * @param fileSelectionFocus - {@link PROJECT_MANAGER} or {@link WORKING_SET_VIEW}.
 */
export function setFileViewFocus(fileSelectionFocus: FileSelectionFocus): void;

/**
 * Opens a file (if it is not already shown) and selects it in the given view. If the file is
 * already the one shown in the pane, the pane is just activated. With no `paneId`, holding
 * Ctrl/Cmd while triggering the open targets the first pane, Ctrl/Cmd+Alt the second pane.
 *
 * @param fullPath - Full path of the file to open.
 * @param fileSelectionFocus - Where to show the selection: {@link PROJECT_MANAGER} or
 *     {@link WORKING_SET_VIEW}.
 * @param paneId - Pane to open the file in, such as `"first-pane"`. Defaults to the active pane.
 * @returns A jQuery promise resolved when the file is shown, or `undefined` if
 *     `fileSelectionFocus` was invalid.
 * @example
 * ```js
 * const FileViewController = brackets.getModule("project/FileViewController");
 *
 * FileViewController.openAndSelectDocument(
 *     "/work/site/README.md",
 *     FileViewController.PROJECT_MANAGER
 * );
 * ```
 */
export function openAndSelectDocument(
  fullPath: string,
  fileSelectionFocus: FileSelectionFocus,
  paneId?: string,
): JQuery.Promise<unknown> | undefined;

/**
 * Opens a file, adds it to the working set (Open Files) and selects it there, like a
 * double-click in the file tree.
 *
 * @param fullPath - Full path of the file.
 * @param paneId - Pane to add the file to. Defaults to the active pane.
 * @returns A jQuery promise resolved with the opened file, or rejected with the open error.
 */
export function openFileAndAddToWorkingSet(fullPath: string, paneId?: string): JQuery.Promise<File>;

/**
 * Asks for a file to be opened in the operating system's default application for its type, by
 * firing the `openWithExternalApplication` event.
 *
 * @param fullPath - Full path of the file.
 */
export function openWithExternalApplication(fullPath: string): void;

/**
 * Tells which view currently shows the selection.
 *
 * @returns {@link WORKING_SET_VIEW} or {@link PROJECT_MANAGER}.
 */
export function getFileSelectionFocus(): FileSelectionFocus;

/**
 * Opens a file, adds it to the working set and selects it there.
 *
 * @deprecated Use {@link openFileAndAddToWorkingSet} instead.
 * @param fullPath - Full path of the file.
 * @returns A jQuery promise resolved with the file's open document.
 */
export function addToWorkingSetAndSelect(fullPath: string): JQuery.Promise<unknown>;

/**
 * Listens for this module's events (see {@link FileViewControllerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The FileViewController module, so calls can be chained.
 *
 * @example
 * ```js
 * const FileViewController = brackets.getModule("project/FileViewController");
 *
 * FileViewController.on("documentSelectionFocusChange.myExt", function () {
 *     console.log("Selection is now in", FileViewController.getFileSelectionFocus());
 * });
 * ```
 */
export function on<K extends keyof FileViewControllerEvents>(
  events: K | `${K}.${string}`,
  handler: FileViewControllerEvents[K],
): typeof import('project/FileViewController');
export function on(events: string, handler: EventHandler): typeof import('project/FileViewController');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The FileViewController module, so calls can be chained.
 */
export function one<K extends keyof FileViewControllerEvents>(
  events: K | `${K}.${string}`,
  handler: FileViewControllerEvents[K],
): typeof import('project/FileViewController');
export function one(events: string, handler: EventHandler): typeof import('project/FileViewController');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The FileViewController module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('project/FileViewController');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof FileViewControllerEvents>(eventName: K, ...args: EventArgs<FileViewControllerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
