/**
 * The working set view: the "Open Files" list at the top of the sidebar. When the editor is split
 * into two panes, each pane gets its own list.
 *
 * Extensions use this module to decorate list items with icons or CSS classes, to find which
 * item the list's context menu applies to, and to redraw the lists. To decorate both the list and
 * the project tree at once, use `ProjectManager.addIconProvider()` and
 * `ProjectManager.addClassesProvider()` instead.
 *
 * @example
 * ```js
 * const WorkingSetView = brackets.getModule("project/WorkingSetView");
 *
 * // Mark files that live outside the project in the Open Files list.
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 * WorkingSetView.addClassProvider((item) =>
 *     ProjectManager.isWithinProject(item.fullPath) ? undefined : "my-ext-external-file");
 * WorkingSetView.refresh();
 * ```
 * @module project/WorkingSetView
 */

import type File = require('filesystem/File');
import type {IconProvider, ClassesProvider, ProjectItemInfo} from 'project/ProjectManager';

/**
 * Redraws the Open Files list of every pane, keeping each list's scroll position.
 *
 * @param rebuild - `true` to rebuild the lists from scratch rather than update them.
 */
export function refresh(rebuild?: boolean): void;

/**
 * Recomputes where the selection highlight of every list belongs and scrolls the selected file
 * into view. Call it after the lists were hidden and shown again, since positions measured while
 * hidden are all zero.
 *
 * @since 5.2
 */
export function refreshSelection(): void;

/**
 * Moves the selection highlight of every list to match the selected file. Call it after changing
 * the layout of the sidebar.
 */
export function syncSelectionIndicator(): void;

/**
 * Creates the Open Files list for a pane. The sidebar does this itself whenever a pane is
 * created.
 *
 * @param $container - The element the list is added to.
 * @param paneId - The id of the pane the list belongs to, such as `"first-pane"`.
 */
export function createWorkingSetViewForPane($container: JQuery<HTMLElement>, paneId: string): void;

/**
 * Adds an icon provider for the Open Files list only. It is asked before each item is created;
 * when several answer, the highest priority wins, and among equal priorities the first answer.
 *
 * @param callback - Returns the icon (HTML string, jQuery object or DOM node) for an item, or
 *     `undefined` to pass.
 * @param priority - Higher numbers win. Defaults to `0`.
 */
export function addIconProvider(callback: IconProvider, priority?: number): void;

/**
 * Adds a CSS class provider for the Open Files list only. It is asked each time an item is
 * created or updated (earlier classes are removed first). Equal priorities all contribute;
 * otherwise the highest priority wins.
 *
 * @param callback - Returns space-separated class names for an item, or `undefined`.
 * @param priority - Higher numbers win. Defaults to `0`.
 */
export function addClassProvider(callback: ClassesProvider, priority?: number): void;

/**
 * Returns the file that the Open Files list's context menu applies to (the item the user
 * right-clicked).
 *
 * @returns The file, or `null`/`undefined` when there is none.
 */
export function getContext(): File | null | undefined;

/**
 * Adds the icon the registered icon providers give for a file to an element, the way the Open
 * Files list does; the first provider that returns an icon wins. Meant for the editor's own
 * built-in extensions that show file lists of their own.
 *
 * @param data - The file: `fullPath`, `name` and `isFile`.
 * @param $element - The element to prepend the icon to.
 */
export function useIconProviders(data: ProjectItemInfo, $element: JQuery<HTMLElement>): void;

/**
 * Adds the CSS classes the registered class providers give for a file to an element, the way the
 * Open Files list does: every provider of the highest priority that answers contributes. Meant for
 * the editor's own built-in extensions that show file lists of their own.
 *
 * @param data - The file: `fullPath`, `name` and `isFile`.
 * @param $element - The element to add the classes to.
 */
export function useClassProviders(data: ProjectItemInfo, $element: JQuery<HTMLElement>): void;
