/**
 * Opening files and folders by dragging them from the operating system onto the editor.
 *
 * The editor wires this up itself at start-up: dropping files opens each one in the working set,
 * and dropping exactly one folder opens it as the project. Mixing folders with other items is
 * refused with an error dialog, and nothing can be dropped while a modal dialog is open. Dragging a
 * URL or text is left to the editor pane and never replaces the app window.
 *
 * Extensions mostly use {@link openDroppedFiles} to reuse that behaviour, for example from their own
 * drop zone, and {@link isValidDrop} to decide whether to show a "drop here" highlight.
 *
 * @example
 * ```js
 * const DragAndDrop = brackets.getModule("utils/DragAndDrop");
 *
 * $("#my-panel").on("dragover", function (e) {
 *     const items = e.originalEvent?.dataTransfer?.items;
 *     $(this).toggleClass("drop-ok", !!items && DragAndDrop.isValidDrop(items));
 * });
 * ```
 *
 * @module utils/DragAndDrop
 */

/**
 * Tells whether a drag carries something the editor can open: at least one file, or exactly one
 * folder on its own.
 *
 * @param items The `dataTransfer.items` of a drag event (or an array of its entries).
 * @returns `true` if dropping these items would open something.
 *
 * @example
 * ```js
 * const DragAndDrop = brackets.getModule("utils/DragAndDrop");
 *
 * const panel = document.createElement("div");
 * panel.addEventListener("dragover", (event) => {
 *     if (event.dataTransfer && DragAndDrop.isValidDrop(event.dataTransfer.items)) {
 *         event.preventDefault(); // allow the drop
 *     }
 * });
 * ```
 */
export function isValidDrop(items: ArrayLike<DataTransferItem>): boolean;

/**
 * Opens dropped paths the same way a drop on the editor does.
 *
 * Each file is added to the working set and opened; a file already in the working set is skipped
 * unless it is the last path, which is always opened so that it ends up selected. If the only path
 * is a folder, that folder is opened as the project. When anything cannot be opened, one error dialog
 * lists every failing path with the reason.
 *
 * @param paths Full paths of the dropped files or folder.
 * @returns A jQuery promise resolved when everything was opened, rejected if anything failed.
 *
 * @example
 * ```js
 * const DragAndDrop = brackets.getModule("utils/DragAndDrop");
 *
 * DragAndDrop.openDroppedFiles(["/project/index.html", "/project/style.css"])
 *     .done(() => console.log("opened"));
 * ```
 */
export function openDroppedFiles(paths: string[]): JQuery.Promise<void>;

/**
 * Installs the editor's window-wide drag-and-drop handlers: file drops open files, and drags of
 * URLs or other content are stopped from replacing the app page. The editor calls this once during
 * start-up; extensions do not need to call it.
 */
export function attachHandlers(): void;
