/**
 * UI helpers for scrolling containers and file lists: scroll shadows, scrolling an item into view,
 * the sidebar's selection highlight, file names formatted for display, and showing or hiding the
 * main toolbar.
 *
 * They keep an extension's panels consistent with the look and behaviour of the editor's own lists.
 *
 * @example
 * ```js
 * const ViewUtils = brackets.getModule("utils/ViewUtils");
 *
 * const $results = $("#myext-results");
 * // Keep the keyboard-selected row visible while the user arrows through the list.
 * ViewUtils.scrollElementIntoView($results, $results.find("li.selected"), false);
 * ```
 *
 * @module utils/ViewUtils
 */

import type File = require('filesystem/File');

/**
 * Adds shadows at the top (and optionally the bottom) edge of a scrolling area that appear when
 * there is hidden content in that direction, hinting that the area can scroll.
 *
 * @param displayElement The element that shows the shadow. It must fire `contentChanged` events when
 *     it is resized or moved.
 * @param scrollElement The element that scrolls (it must fire `scroll` events). `null` means
 *     `displayElement` itself.
 * @param showBottom Also show a shadow at the bottom edge.
 *
 * @example
 * ```js
 * const ViewUtils = brackets.getModule("utils/ViewUtils");
 *
 * ViewUtils.addScrollerShadow($("#myext-list"), null, true);
 * ```
 */
export function addScrollerShadow(
  displayElement: HTMLElement | JQuery<HTMLElement>,
  scrollElement: HTMLElement | JQuery<HTMLElement> | null,
  showBottom?: boolean,
): void;

/**
 * Removes the scroll shadows added by {@link addScrollerShadow}.
 *
 * @param displayElement The element that shows the shadow.
 * @param scrollElement The scrolling element, or `null` if it is `displayElement` itself.
 */
export function removeScrollerShadow(
  displayElement: HTMLElement | JQuery<HTMLElement>,
  scrollElement: HTMLElement | JQuery<HTMLElement> | null,
): void;

/**
 * Height in pixels of the shadow that {@link addScrollerShadow} draws at a scrolled edge: `5`.
 */
export const SCROLL_SHADOW_HEIGHT: number;

/**
 * Adds or removes CSS classes depending on a condition. Unlike jQuery's `toggleClass(name, state)`,
 * any truthy or falsy value works as the condition, not only real booleans.
 *
 * @param $domElement The element(s) to change.
 * @param className One class name, or several separated by spaces.
 * @param addClass Truthy to add the classes, falsy to remove them.
 *
 * @example
 * ```js
 * const ViewUtils = brackets.getModule("utils/ViewUtils");
 *
 * const errors = ["missing semicolon"];
 * ViewUtils.toggleClass($("#myext-row-3"), "has-errors", errors.length);
 * ```
 */
export function toggleClass($domElement: JQuery<HTMLElement>, className: string, addClass: unknown): void;

/**
 * Draws the sidebar-style selection highlight behind the selected item of a list inside a scrolling
 * container, and keeps it aligned while the list scrolls.
 *
 * The container is expected to sit inside the editor's sidebar (`#sidebar`), and the list must fire
 * a `selectionChanged` event after moving `selectedClassName` to another item.
 *
 * @param scrollElement The scrolling container that holds a `<ul>`.
 * @param selectedClassName The class that marks the selected `<li>` (at most one).
 */
export function sidebarList(scrollElement: JQuery<HTMLElement>, selectedClassName: string): void;

/**
 * Works out how much of a rectangle is hidden outside a scrolling container's visible area.
 *
 * @param $view The scrolling container.
 * @param elementRect The rectangle to test, in page coordinates (like jQuery's `offset()` plus the element's size).
 * @returns How many pixels are clipped on each side.
 */
export function getElementClipSize(
  $view: JQuery<HTMLElement>,
  elementRect: {top: number; left: number; height: number; width: number},
): {top: number; right: number; bottom: number; left: number};

/**
 * Scrolls a container the least amount needed to show an element completely. An element that is
 * already visible causes no scrolling; one above the view ends up at the top, one below at the
 * bottom (and likewise left and right when horizontal scrolling is on).
 *
 * @param $view The scrolling container.
 * @param $element The element to reveal.
 * @param scrollHorizontal Also scroll sideways if needed.
 *
 * @example
 * ```js
 * const ViewUtils = brackets.getModule("utils/ViewUtils");
 *
 * ViewUtils.scrollElementIntoView($("#myext-list"), $("#myext-list li").eq(25), false);
 * ```
 */
export function scrollElementIntoView($view: JQuery<HTMLElement>, $element: JQuery<HTMLElement>, scrollHorizontal: boolean): void;

/**
 * Returns a file's name formatted as HTML the way the sidebar shows it, with the extension styled
 * separately from the base name.
 *
 * @param entry The file.
 * @returns An HTML string; insert it with `.html()`.
 */
export function getFileEntryDisplay(entry: File): string;

/**
 * For files that share the same name (say two `index.js` files), finds the shortest part of each
 * one's folder path that tells them apart. The working set uses it to label duplicate names.
 *
 * @param files Files that all have the same name.
 * @returns One distinguishing folder path per file, in the same order.
 *
 * @example
 * ```js
 * const ViewUtils = brackets.getModule("utils/ViewUtils");
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const fileA = FileSystem.getFileForPath("/project/src/index.js");
 * const fileB = FileSystem.getFileForPath("/project/test/index.js");
 * const labels = ViewUtils.getDirNamesForDuplicateFiles([fileA, fileB]); // e.g. ["src", "test"]
 * ```
 */
export function getDirNamesForDuplicateFiles(files: File[]): string[];

/**
 * Picks the next or previous item of a list, wrapping around at either end. This is how the
 * editor steps through recently used files.
 *
 * @param viewArray - The list.
 * @param startIndex - Index of the current item, or `-1` when none is current (the first item is
 *     returned then).
 * @param direction - `1` for the next item, `-1` for the previous one; anything else logs an
 *     error and returns `null`.
 * @returns The item, or `null` when the list is empty or has only the current item.
 * @example
 * ```js
 * const ViewUtils = brackets.getModule("utils/ViewUtils");
 *
 * const tabs = ["a.js", "b.js", "c.js"];
 * ViewUtils.traverseViewArray(tabs, 2, 1); // "a.js": wraps to the start
 * ```
 */
export function traverseViewArray<T>(viewArray: T[], startIndex: number, direction: 1 | -1): T | null;

/**
 * Hides the editor's main toolbar, for example to give a full-screen tool more room.
 */
export function hideMainToolBar(): void;

/**
 * Shows the editor's main toolbar again after {@link hideMainToolBar}.
 */
export function showMainToolBar(): void;
