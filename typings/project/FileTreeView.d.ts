/**
 * Draws the project file tree in the sidebar from a {@link "project/FileTreeViewModel"}, using
 * Preact components, and reports what the user does (clicks, renames, drags) back to
 * `ProjectManager`.
 *
 * The editor renders the tree itself. Extensions use this module only indirectly, through
 * `ProjectManager.addIconProvider()`, `ProjectManager.addClassesProvider()` and
 * `ProjectManager.rerenderTree()`, which forward to the functions here and also cover the
 * working set. Call the functions here directly only if you want to decorate the tree but *not*
 * the Open Files list.
 *
 * @example
 * ```js
 * const FileTreeView = brackets.getModule("project/FileTreeView");
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 *
 * // Grey out generated files in the tree only.
 * FileTreeView.addClassesProvider((item) => (item.name.endsWith(".min.js") ? "my-ext-generated" : undefined));
 * ProjectManager.rerenderTree();
 * ```
 * @module project/FileTreeView
 */

import type Directory = require('filesystem/Directory');
import type {IconProvider, ClassesProvider} from 'project/ProjectManager';
import type {FileTreeViewModel} from 'project/FileTreeViewModel';

/**
 * Object the tree calls to report user actions (select, rename, move, expand and so on). The
 * editor supplies it; its methods are internal.
 */
export type ActionCreator = object;

/**
 * Draws (or updates) the file tree inside an element. Only parts whose data changed are redrawn
 * unless `forceRender` is set.
 *
 * @param element - The element to draw into.
 * @param viewModel - The tree data.
 * @param projectRoot - The project's root folder.
 * @param actions - Receives user actions from the tree.
 * @param forceRender - `true` to redraw every node (needed when providers changed their answers).
 * @param platform - `"mac"`, `"win"` or `"linux"`; affects keyboard and mouse behaviour.
 */
export function render(
  element: HTMLElement | JQuery<HTMLElement>,
  viewModel: FileTreeViewModel,
  projectRoot: Directory,
  actions: ActionCreator,
  forceRender: boolean,
  platform: string,
): void;

/**
 * Adds an icon provider for the file tree only. See `ProjectManager.addIconProvider()` for the
 * version that also covers the working set.
 *
 * @param callback - Returns the icon (HTML string, jQuery object or DOM node) for an item, or
 *     `undefined` to pass.
 * @param priority - Higher numbers win when several providers answer. Defaults to `0`.
 */
export function addIconProvider(callback: IconProvider, priority?: number): void;

/**
 * Adds a CSS class provider for the file tree only. See `ProjectManager.addClassesProvider()`
 * for the version that also covers the working set.
 *
 * @param callback - Returns space-separated class names for an item, or `undefined`.
 * @param priority - Higher numbers win; providers of equal priority all contribute. Defaults to `0`.
 */
export function addClassesProvider(callback: ClassesProvider, priority?: number): void;
