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
 * const root = ProjectManager.getProjectRoot();
 * if (root) {
 *     await NodeUtils.openNativeTerminal(root.fullPath);
 * }
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

/**
 * A promise for a download that can be stopped part way with `cancel()`; the promise then
 * rejects and the partial file is deleted.
 */
export interface CancellablePromise<T> extends Promise<T> {
  /** Stops the download. */
  cancel(): Promise<unknown>;
}

/**
 * Downloads a URL straight to a file on disk, following redirects and creating missing parent
 * folders. With `options.sha256`, a file whose bytes do not match is deleted and the promise
 * rejects, so success means you got exactly the expected file. Desktop app only: throws in the
 * browser.
 *
 * @param url - The address to download.
 * @param destFile - The platform path to write to (not a virtual path).
 * @param options - `sha256`: the expected hex digest; `progress`: called with the bytes received
 *     and the total (`0` when the server does not say).
 * @returns A promise that resolves once the file is written, with a `cancel()` method.
 * @since 5.2
 * @example
 * ```js
 * const NodeUtils = brackets.getModule("utils/NodeUtils");
 *
 * if (Phoenix.isNativeApp) {
 *     const download = NodeUtils.downloadFile("https://example.com/tool.zip", "/tmp/tool.zip", {
 *         progress: (done, total) => console.log(total ? `${Math.round(done * 100 / total)}%` : done)
 *     });
 *     $("#cancel-download").one("click", () => download.cancel());
 *     await download;
 * }
 * ```
 */
export function downloadFile(
  url: string,
  destFile: string,
  options?: {sha256?: string; progress?: (transferredBytes: number, totalBytes: number) => void},
): CancellablePromise<unknown>;

/**
 * Extracts a zip file into a folder, creating the folder if needed and keeping the executable
 * flags stored in the archive. Python wheels are zip files too, so it installs those as well.
 * Desktop app only: throws in the browser.
 *
 * @param zipPath - Platform path of the zip file.
 * @param destDir - Platform path of the folder to extract into.
 * @returns Resolves once extracted.
 * @since 5.2
 */
export function extractZipFile(zipPath: string, destDir: string): Promise<void>;

/**
 * Makes a file executable (like `chmod 755`); does nothing on Windows. Use it for programs
 * unpacked from archives that did not record that flag. Desktop app only: throws in the browser.
 *
 * @param filePath - Platform path of the file.
 * @returns Resolves once done.
 * @since 5.2
 */
export function setExecutableBits(filePath: string): Promise<void>;

/**
 * Runs a program once with the given arguments, writes text to its standard input and collects
 * what it prints, like a command-line filter. No shell is involved. A non-zero exit code does not
 * reject: check `code` and read `stderr`. Desktop app only: throws in the browser.
 *
 * @param command - Platform path of the program, or a command name found on the `PATH`.
 * @param args - Its arguments.
 * @param options - `stdinText`: text for standard input; `cwd`: working folder; `timeoutMs`:
 *     stop the program and reject after this long.
 * @returns Resolves with the exit code and the captured output.
 * @since 5.2
 * @example
 * ```js
 * const NodeUtils = brackets.getModule("utils/NodeUtils");
 *
 * const result = await NodeUtils.execFileWithInput("sort", [], { stdinText: "pear\napple\n" });
 * if (result.code === 0) {
 *     console.log(result.stdout); // "apple\npear\n"
 * }
 * ```
 */
export function execFileWithInput(
  command: string,
  args?: string[],
  options?: {stdinText?: string; cwd?: string; timeoutMs?: number},
): Promise<{code: number; stdout: string; stderr: string}>;

/**
 * Returns an identifier of this computer from the operating system, which normally stays the same
 * until the system is reinstalled. Desktop app only: throws in the browser.
 *
 * @returns Resolves with the id, or `null` if it could not be read.
 * @since 5.0
 */
export function getDeviceID(): Promise<string | null>;

/**
 * Installs a license file for every user of this computer, asking for administrator rights if
 * needed. Used by the editor's device licensing. Desktop app only: throws in the browser.
 *
 * @returns Resolves with `true` when the file was added, `false` if that failed.
 * @since 5.0
 */
export function addDeviceLicenseSystemWide(): Promise<boolean>;

/**
 * Removes the computer-wide license file, asking for administrator rights if needed. Desktop app
 * only: throws in the browser.
 *
 * @returns Resolves with `true` when the file was removed, `false` if that failed.
 * @since 5.0
 */
export function removeDeviceLicenseSystemWide(): Promise<boolean>;

/**
 * Tells whether this computer has a valid computer-wide license file. In the browser it logs an
 * error and resolves with `false`.
 *
 * @returns Resolves with `true` when the device is licensed.
 * @since 5.0
 */
export function isLicensedDeviceSystemWide(): Promise<boolean>;

/**
 * Returns the user name of the person logged in to the operating system. Desktop app only:
 * throws in the browser.
 *
 * @returns Resolves with the user name.
 * @since 5.0
 */
export function getOSUserName(): Promise<string>;

/**
 * Returns the operating system folder for settings shared by all users of the computer (the one
 * that needs administrator rights to change). Desktop app only: throws in the browser.
 *
 * @returns Resolves with the platform path of that folder.
 * @since 5.0
 */
export function getSystemSettingsDir(): Promise<string>;
