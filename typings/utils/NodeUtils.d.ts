/**
 * Ready-made calls into the Node.js process that runs alongside the desktop app: fetch a URL
 * without browser restrictions, read environment variables, open files, browsers and terminals
 * with the operating system, and more.
 *
 * Node.js only exists in the desktop app. In the browser version these functions are not usable:
 * most reject (or throw) with an error saying Node is not available, so check `Phoenix.isNativeApp`
 * or {@link isNodeReady} before calling them, and offer a fallback. For your own Node.js code, use
 * the `NodeConnector` module instead.
 *
 * (Older reference pages listed a `Strings` entry here; that is the editor's string table, used by
 * this module internally, not part of its API.)
 *
 * @example
 * ```js
 * const NodeUtils = brackets.getModule("utils/NodeUtils");
 *
 * async function showHomeFolder() {
 *     if (!Phoenix.isNativeApp) {
 *         return;
 *     }
 *     const home = await NodeUtils.getEnvironmentVariable("HOME");
 *     console.log("Home folder:", home);
 * }
 * ```
 *
 * @module utils/NodeUtils
 */

/**
 * Tells whether the connection to the Node.js process is up, so the other functions can be called.
 *
 * @returns `true` once Node.js is ready; always `false` in the browser.
 */
export function isNodeReady(): boolean;

/**
 * Downloads a URL from the Node.js side and returns its text, decoded with the given character
 * encoding. Because the request does not come from the web page, browser cross-origin rules do not
 * apply. Desktop app only.
 *
 * @param url The address to fetch.
 * @param encoding The text encoding of the response, such as `"utf8"` or `"latin1"`.
 * @returns A promise for the decoded text.
 *
 * @example
 * ```js
 * const NodeUtils = brackets.getModule("utils/NodeUtils");
 * const readme = await NodeUtils.fetchURLText("https://example.com/README.txt", "utf8");
 * ```
 */
export function fetchURLText(url: string, encoding: string): Promise<string>;

/**
 * Returns the version of the installed Phoenix Code executable. Desktop app only.
 *
 * @returns A promise for the version string.
 */
export function getPhoenixBinaryVersion(): Promise<string>;

/**
 * Returns the name of the Linux distribution the desktop app runs on. Desktop app on Linux only.
 *
 * @returns A promise for the distribution name, or `null` if it cannot be determined.
 */
export function getLinuxOSFlavorName(): Promise<string | null>;

/**
 * Opens a URL in a specific browser installed on the computer. Desktop app only.
 *
 * @param url The address to open.
 * @param browserName Name of the browser to launch.
 * @returns A promise settled once the browser has been asked to open the URL.
 */
export function openUrlInBrowser(url: string, browserName: string): Promise<void>;

/**
 * Reads an environment variable of the desktop app's process. Desktop app only.
 *
 * @param varName The variable name, such as `"PATH"`.
 * @returns A promise for the value.
 *
 * @example
 * ```js
 * const NodeUtils = brackets.getModule("utils/NodeUtils");
 * const path = await NodeUtils.getEnvironmentVariable("PATH");
 * ```
 */
export function getEnvironmentVariable(varName: string): Promise<string>;

/**
 * Lints JavaScript text with ESLint, using the ESLint setup of the given project. The editor's
 * built-in ESLint support uses this. Desktop app only.
 *
 * @param text The file contents to check (they may differ from what is saved on disk).
 * @param fullFilePath Full path of the file the text belongs to.
 * @param projectFullPath Full path of the project root, where ESLint looks for its configuration.
 * @returns A promise for ESLint's findings.
 */
export function ESLintFile(text: string, fullFilePath: string, projectFullPath: string): Promise<unknown>;

/**
 * Opens the operating system's terminal in a folder. Desktop app only.
 *
 * @param cwd The folder the terminal should start in.
 * @param usePowerShell On Windows, open PowerShell instead of the default command prompt.
 * @returns A promise settled once the terminal has been launched.
 *
 * @example
 * ```js
 * const NodeUtils = brackets.getModule("utils/NodeUtils");
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 * await NodeUtils.openNativeTerminal(ProjectManager.getProjectRoot().fullPath);
 * ```
 */
export function openNativeTerminal(cwd: string, usePowerShell?: boolean): Promise<void>;

/**
 * Opens a file with the application the operating system associates with it, as a double-click in
 * the file manager would. Desktop app only.
 *
 * @param fullPath Full path of the file.
 * @returns A promise resolved once the file has been handed to the operating system.
 *
 * @example
 * ```js
 * const NodeUtils = brackets.getModule("utils/NodeUtils");
 *
 * await NodeUtils.openInDefaultApp("/projects/site/design/mockup.pdf");
 * ```
 */
export function openInDefaultApp(fullPath: string): Promise<void>;
