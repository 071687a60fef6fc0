/**
 * Operating-system services that work the same in the desktop app and in the browser: open a URL in
 * the user's browser, manage browsers opened for live preview, and find the application's support
 * directory.
 *
 * (Older reference pages listed an `Async` entry here; that is a module this one uses internally,
 * not part of its API.)
 *
 * @example
 * ```js
 * const NativeApp = brackets.getModule("utils/NativeApp");
 *
 * $("#my-ext-help-link").on("click", () => {
 *     NativeApp.openURLInDefaultBrowser("https://docs.phcode.dev");
 * });
 * ```
 *
 * @module utils/NativeApp
 */

/**
 * Opens a URL in a browser window that the editor keeps track of, as live preview does, optionally
 * with remote debugging enabled.
 *
 * @param url The address to open.
 * @param enableRemoteDebugging Start the browser with remote debugging on. Defaults to `false`.
 * @returns A jQuery promise resolved with the browser's process id once it has been launched, or
 *     rejected with a `FileSystemError` code (`NOT_FOUND` or `UNKNOWN`) if launching failed.
 */
export function openLiveBrowser(url: string, enableRemoteDebugging?: boolean): JQuery.Promise<number | undefined, string>;

/**
 * Closes a browser opened with {@link openLiveBrowser}.
 *
 * @param pid The process id that {@link openLiveBrowser} resolved with. Optional.
 * @returns A jQuery promise resolved when the browser has been closed, or rejected with a
 *     `FileSystemError` code.
 */
export function closeLiveBrowser(pid?: number): JQuery.Promise<void, string>;

/**
 * Closes every browser window that {@link openLiveBrowser} opened. This may not work on Windows.
 *
 * @returns A jQuery promise settled when the windows have been closed.
 */
export function closeAllLiveBrowsers(): JQuery.Promise<void>;

/**
 * Opens a URL in the user's default browser: in a new tab when the editor runs in a browser, in the
 * system browser when it runs as the desktop app. Use it for help pages and other external links.
 *
 * @param url The address to open.
 * @param tabIdentifier Optional name that groups tabs: opening another URL with the same identifier
 *     reuses that tab (it is passed as the window target). Ignored by the desktop app.
 *
 * @example
 * ```js
 * const NativeApp = brackets.getModule("utils/NativeApp");
 *
 * NativeApp.openURLInDefaultBrowser("https://github.com/my/extension#readme", "myExtensionDocs");
 * ```
 */
export function openURLInDefaultBrowser(url: string, tabIdentifier?: string): void;

/**
 * Returns the path of the application support directory, where the editor keeps per-user data
 * such as installed extensions.
 *
 * @returns The directory path.
 */
export function getApplicationSupportDirectory(): string;
