/**
 * Start-up hooks: run code once the editor has reached a given stage of loading.
 *
 * Phoenix Code boots in three stages, and this module lets you attach a callback to each:
 *
 * | Hook | Runs when |
 * | --- | --- |
 * | {@link htmlReady} | the main window's HTML has been rendered |
 * | {@link extensionsLoaded} | every extension has been loaded |
 * | {@link appReady} | start-up is complete: the HTML is ready, the first project is open and all extensions are loaded |
 *
 * These hooks behave like jQuery's `$(document).ready`, not like events: if the stage has already
 * been reached when you register, your callback runs immediately. Each callback runs at most once,
 * and a callback that throws is logged without stopping the others.
 *
 * An extension usually wraps work that touches the UI, other extensions or the open project in
 * `AppInit.appReady()`.
 *
 * (Older reference pages listed a `Metrics` entry here; that is the editor's analytics module,
 * which this module uses internally. It is not part of this module's API.)
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const AppInit = brackets.getModule("utils/AppInit");
 *
 *     AppInit.appReady(function () {
 *         // Safe to look at the project, menus and other extensions here.
 *         console.log("Phoenix Code finished starting up");
 *     });
 * });
 * ```
 *
 * @module utils/AppInit
 */

/** Name of the stage reached when the main window's HTML template has been rendered. */
export const HTML_READY: 'htmlReady';

/** Name of the stage reached when start-up has completely finished (see {@link appReady}). */
export const APP_READY: 'appReady';

/** Name of the stage reached when every extension has been loaded (see {@link extensionsLoaded}). */
export const EXTENSIONS_LOADED: 'extensionsLoaded';

/**
 * Runs `handler` once Phoenix Code has completely started: the main HTML is rendered, the initial
 * project is loaded and all extensions are loaded. If that has already happened, `handler` runs
 * right away.
 *
 * This is the usual place for an extension's set-up work.
 *
 * @param handler The function to call. Exceptions it throws are logged to the console.
 *
 * @example
 * ```js
 * const AppInit = brackets.getModule("utils/AppInit");
 * AppInit.appReady(() => {
 *     const ProjectManager = brackets.getModule("project/ProjectManager");
 *     console.log("Project:", ProjectManager.getProjectRoot()?.fullPath);
 * });
 * ```
 */
export function appReady(handler: () => void): void;

/**
 * Runs `handler` once the main window's HTML template is rendered (or immediately if it already
 * is). Use it for code that only needs the page structure, not the project or other extensions.
 *
 * @param handler The function to call. Exceptions it throws are logged to the console.
 *
 * @example
 * ```js
 * const AppInit = brackets.getModule("utils/AppInit");
 *
 * AppInit.htmlReady(() => {
 *     document.body.classList.add("my-extension-loaded");
 * });
 * ```
 */
export function htmlReady(handler: () => void): void;

/**
 * Runs `handler` once every extension has been loaded (or immediately if that has already
 * happened). Useful when your code depends on what other extensions registered at load time.
 *
 * @param handler The function to call. Exceptions it throws are logged to the console.
 *
 * @example
 * ```js
 * const AppInit = brackets.getModule("utils/AppInit");
 *
 * AppInit.extensionsLoaded(() => {
 *     console.log("All extensions are in place");
 * });
 * ```
 */
export function extensionsLoaded(handler: () => void): void;
