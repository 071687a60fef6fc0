/**
 * Lets an extension teach the editor to open new kinds of files in its main area, with a view of
 * its own instead of a text editor (an image viewer, a font previewer, a database browser...).
 *
 * You register a **view factory**: an object that says which files it can open
 * ({@link Factory.canOpenFile}) and builds a view for a file inside a pane
 * ({@link Factory.openFile}). When the user opens a file, the editor asks the registered
 * factories in registration order and uses the first one that accepts the path; when none does,
 * the file opens in a text editor as usual.
 *
 * The view you build must follow the view interface described in `view/Pane` (`$el`,
 * `getFile()`, `updateLayout()`, `destroy()`, plus optional hooks). Add it to the pane with
 * `pane.addView(view, true)`. A pane shows a single view per file, so check
 * `pane.getViewForPath()` first and reuse an existing view.
 *
 * @example
 * ```js
 * const MainViewFactory = brackets.getModule("view/MainViewFactory");
 *
 * MainViewFactory.registerViewFactory({
 *     canOpenFile(fullPath) {
 *         return fullPath.toLowerCase().endsWith(".log");
 *     },
 *     openFile(file, pane) {
 *         const existing = pane.getViewForPath(file.fullPath);
 *         if (existing) {
 *             pane.showView(existing);
 *         } else {
 *             // A minimal read-only view: any object with $el, getFile, updateLayout and destroy.
 *             const $el = $('<pre class="myext-log-view"></pre>');
 *             file.read({}, (err, text) => $el.text(err ? "Could not read the file" : text || ""));
 *             pane.addView({
 *                 $el,
 *                 getFile: () => file,
 *                 updateLayout: () => {},
 *                 destroy: () => $el.remove()
 *             }, true);
 *         }
 *         return $.Deferred().resolve().promise();
 *     }
 * });
 * ```
 * @module view/MainViewFactory
 */

import type File = require('filesystem/File');
import type {Pane} from 'view/Pane';

/**
 * A view factory: decides which files it handles and creates views for them.
 */
export interface Factory {
  /**
   * Tells whether this factory can open the file at `fullPath`. Called for every file the user
   * opens, so keep it fast: look at the path (usually its extension), not at the file's
   * contents.
   *
   * @param fullPath - Full path of the file being opened.
   * @returns `true` to claim the file.
   */
  canOpenFile(fullPath: string): boolean;
  /**
   * Shows the file in `pane`: reuse the pane's existing view for the file or create one and add
   * it with `pane.addView(view, true)`.
   *
   * @param file - The file to show.
   * @param pane - The pane the view belongs in. Build your view's DOM inside it and do not keep
   *   a reference to the pane after the view is destroyed.
   * @returns A promise that resolves once the view is shown, or rejects with an error if the file
   *   could not be opened.
   */
  openFile(file: File, pane: Pane): JQuery.Promise<unknown>;
}

/**
 * Registers a view factory. Factories registered earlier are asked first.
 *
 * @param factory - The factory to add.
 */
export function registerViewFactory(factory: Factory): void;

/**
 * Finds the first registered factory that accepts the path. The editor calls this when opening a
 * file; call it yourself to check whether a file will open in a custom view rather than a text
 * editor.
 *
 * @param fullPath - Full path of the file.
 * @returns The matching factory, or `undefined` when no factory claims the file.
 * @example
 * ```js
 * const MainViewFactory = brackets.getModule("view/MainViewFactory");
 * const usesCustomView = !!MainViewFactory.findSuitableFactoryForPath("/project/logo.ico");
 * ```
 */
export function findSuitableFactoryForPath(fullPath: string): Factory | undefined;
