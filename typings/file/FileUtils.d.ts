/**
 * Helpers for working with files and paths: read and write text with jQuery promises, detect and
 * convert line endings, split paths into folder, name and extension, compare and sort file
 * names, and turn file system error codes into messages for the user.
 *
 * All path helpers work on the editor's path format: `/` as the separator everywhere, folders
 * ending with `/`. They only manipulate strings and never touch the disk.
 *
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 * const FileUtils = brackets.getModule("file/FileUtils");
 *
 * const file = FileSystem.getFileForPath("/project/src/app.js");
 * FileUtils.readAsText(file)
 *     .done((text, lastModified) => {
 *         console.log(FileUtils.getBaseName(file.fullPath), "was saved", lastModified);
 *         console.log("line endings:", FileUtils.sniffLineEndings(text) || "none or mixed");
 *     })
 *     .fail((err) => console.error(FileUtils.getFileErrorString(err)));
 * ```
 * @module file/FileUtils
 */

import type File = require('filesystem/File');
import type {FileSystemError} from 'filesystem/FileSystemError';

/** Windows-style line endings (`\r\n`). The value is the string `"CRLF"`. */
export const LINE_ENDINGS_CRLF: 'CRLF';

/** Unix-style line endings (`\n`). The value is the string `"LF"`. */
export const LINE_ENDINGS_LF: 'LF';

/** One of the two line ending styles. */
export type LineEndings = typeof LINE_ENDINGS_CRLF | typeof LINE_ENDINGS_LF;

/**
 * The largest file, in bytes, that the editor opens as text: 16 MB (16 × 1024 × 1024). Reading a
 * bigger file fails with `"ExceedsMaxFileSize"` unless size limits are explicitly ignored.
 */
export const MAX_FILE_SIZE: number;

/** Options for {@link readAsText}. */
export interface ReadAsTextOptions {
  /** Open the file even if it is larger than {@link MAX_FILE_SIZE}. */
  ignoreFileSizeLimits?: boolean;
  /** Do not keep the text in the file's cache. */
  doNotCache?: boolean;
}

/**
 * Reads a file as text (UTF-8 unless another encoding was detected before).
 *
 * @param file - The file to read.
 * @param bypassCache - `true` to read from disk even if cached contents exist.
 * @param options - Size-limit and caching options.
 * @returns A jQuery promise resolved with the text and the file's modification time, or rejected
 *     with a file system error code.
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 * const FileUtils = brackets.getModule("file/FileUtils");
 *
 * FileUtils.readAsText(FileSystem.getFileForPath("/project/.editorconfig"))
 *     .done((text) => console.log(text))
 *     .fail((err) => console.log("No .editorconfig:", err));
 * ```
 */
export function readAsText(file: File, bypassCache?: boolean, options?: ReadAsTextOptions): JQuery.Promise<string, FileSystemError, Date>;

/**
 * Writes text to a file, creating it if needed.
 *
 * @param file - The file to write.
 * @param text - The complete new contents.
 * @param allowBlindWrite - `true` to overwrite even if the file changed on disk since it was last
 *     read. Without it such a write is rejected with `"ContentsModified"`.
 * @returns A jQuery promise resolved when the write finishes, or rejected with an error code.
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 * const FileUtils = brackets.getModule("file/FileUtils");
 *
 * const log = FileSystem.getFileForPath("/project/build.log");
 * FileUtils.writeText(log, `Built at ${new Date().toISOString()}\n`, true)
 *     .fail((err) => console.error(FileUtils.getFileErrorString(err)));
 * ```
 */
export function writeText(file: File, text: string, allowBlindWrite?: boolean): JQuery.Promise<void, FileSystemError>;

/**
 * Tells which line endings are standard on the current operating system.
 *
 * @returns `"CRLF"` on Windows, `"LF"` everywhere else.
 */
export function getPlatformLineEndings(): LineEndings;

/**
 * Guesses a text's line ending style by looking at its first 1000 characters.
 *
 * @param text - The text to examine.
 * @returns `"CRLF"` or `"LF"`, or `null` when the sample has no line breaks or mixes both styles.
 */
export function sniffLineEndings(text: string): LineEndings | null;

/**
 * Converts every line break in a text (`\r\n`, `\r` or `\n`) to one style.
 *
 * @param text - The text to convert.
 * @param lineEndings - The style to use; `null` (or anything else) means the platform default.
 * @returns The converted text.
 * @example
 * ```js
 * const FileUtils = brackets.getModule("file/FileUtils");
 * const unixText = FileUtils.translateLineEndings("a\r\nb\r\n", FileUtils.LINE_ENDINGS_LF); // "a\nb\n"
 * ```
 */
export function translateLineEndings(text: string, lineEndings: LineEndings | null): string;

/**
 * Turns a file system error code into a short, translated message you can show to the user.
 * Codes without a specific message produce a generic one that includes the code.
 *
 * @param name - The error code from a failed file operation.
 * @returns A user-facing message.
 */
export function getFileErrorString(name: FileSystemError): string;

/**
 * Shows the editor's "could not open file" error dialog for a file system error. Prints a
 * deprecation warning.
 *
 * @param name - The file system error code.
 * @param path - The path that failed to open.
 * @returns The dialog that was shown.
 * @deprecated The editor now shows this dialog itself when opening fails; there is no public
 *     replacement in the extension API.
 */
export function showFileOpenError(name: FileSystemError, path: string): unknown;

/**
 * Builds an HTML list of file names or paths for use inside a dialog. Long paths get break
 * opportunities so they wrap nicely.
 *
 * @param paths - The file names or paths to list.
 * @returns An HTML `<ul>` string.
 */
export function makeDialogFileList(paths: string[]): string;

/**
 * Converts a URI-style path to a native one: URL escapes are decoded, and on Windows the `/` in
 * front of a drive letter (`/C:/...`) is dropped.
 *
 * @param path - The URI-style path.
 * @returns The native path.
 */
export function convertToNativePath(path: string): string;

/**
 * On Windows, replaces backslashes with forward slashes (`C:\a\b.txt` becomes `C:/a/b.txt`). On
 * other platforms the path is returned unchanged. No leading `/` is added.
 *
 * @param path - A native path.
 * @returns The path using `/` separators.
 */
export function convertWindowsPathToUnixPath(path: string): string;

/**
 * Removes one trailing `/` from a path or URL, if present. Note that most editor APIs expect
 * folder paths *with* the trailing slash.
 *
 * @param path - The path or URL.
 * @returns The path without a trailing slash.
 */
export function stripTrailingSlash(path: string): string;

/**
 * Returns the last segment of a path: the file name for a file, the folder name (without the
 * slash) for a folder.
 *
 * @param fullPath - Full path to a file or folder.
 * @returns The file or folder name.
 * @example
 * ```js
 * const FileUtils = brackets.getModule("file/FileUtils");
 * FileUtils.getBaseName("/project/src/app.js"); // "app.js"
 * FileUtils.getBaseName("/project/src/");       // "src"
 * ```
 */
export function getBaseName(fullPath: string): string;

/**
 * Returns the folder the editor's own files are served from (in the browser, the base of the
 * page URL). Unlike most paths in the editor, the result has no trailing `/`.
 *
 * @returns The editor's source folder.
 */
export function getNativeBracketsDirectoryPath(): string;

/**
 * Returns the folder that contains a module, given the `module` object that `define()` passes
 * to your extension. The result has no trailing `/`. Use it to locate files shipped with your
 * extension.
 *
 * @param module - The `module` argument of your extension's `define()` callback.
 * @returns The folder path, or `undefined` if the module has no URI.
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const FileUtils = brackets.getModule("file/FileUtils");
 *     const extensionDir = FileUtils.getNativeModuleDirectoryPath(module);
 *     console.log("Templates live in", extensionDir + "/templates");
 * });
 * ```
 */
export function getNativeModuleDirectoryPath(module: {uri?: string}): string | undefined;

/**
 * Returns the extension of a path or file name, without the dot, exactly as written (not
 * lower-cased). Only the part after the last dot counts, so `archive.tar.gz` gives `gz`; use
 * `LanguageManager.getCompoundFileExtension()` for multi-part extensions.
 *
 * @param fullPath - Full path or bare file name.
 * @returns The extension, or `""` if there is none. For a name starting with a dot, such as
 *     `.gitignore`, everything after the dot is returned.
 */
export function getFileExtension(fullPath: string): string;

/**
 * Returns a file's extension, recognising extensions that contain a dot (such as `min.js` for a
 * known compound extension). Prints a deprecation warning.
 *
 * @param fullPath - A path or bare file name.
 * @returns The extension without its leading dot, or `""`.
 * @deprecated Use `LanguageManager.getCompoundFileExtension()`.
 */
export function getSmartFileExtension(fullPath: string): string;

/**
 * Strips a base folder from the front of a path.
 *
 * @param basePath - The folder to make the path relative to, usually ending with `/`.
 * @param filename - A full path inside that folder.
 * @returns The remainder of `filename`, or `undefined` if it does not start with `basePath`.
 * @example
 * ```js
 * const FileUtils = brackets.getModule("file/FileUtils");
 * FileUtils.getRelativeFilename("/project/", "/project/src/app.js"); // "src/app.js"
 * ```
 */
export function getRelativeFilename(basePath: string, filename: string): string | undefined;

/**
 * Tells whether a path, file name or bare extension belongs to a static HTML page that Live
 * Preview can show directly.
 *
 * @deprecated Use `isStaticHtmlFileExt()` from the live development utilities instead.
 * @param filePath - A path, a file name or just an extension.
 * @returns `true` for static HTML extensions.
 */
export function isStaticHtmlFileExt(filePath: string): boolean;

/**
 * Returns the folder part of a path, including the trailing `/`. If you pass a folder path, you
 * get the same folder back; see {@link getParentPath} to go one level up.
 *
 * @param fullPath - Full path to a file or folder.
 * @returns The containing folder for a file, or the folder itself.
 */
export function getDirectoryPath(fullPath: string): string;

/**
 * Returns the folder that contains the given file or folder, with a trailing `/`. Unlike
 * {@link getDirectoryPath}, a folder path yields its parent. If you already hold an entry object,
 * its `parentPath` property is quicker.
 *
 * @param fullPath - Full path to a file or folder.
 * @returns The parent folder, or `""` for the root `/`.
 * @example
 * ```js
 * const FileUtils = brackets.getModule("file/FileUtils");
 * FileUtils.getParentPath("/project/src/");       // "/project/"
 * FileUtils.getDirectoryPath("/project/src/");    // "/project/src/"
 * ```
 */
export function getParentPath(fullPath: string): string;

/**
 * Removes the extension from a file name (everything from the last dot).
 *
 * @param filename - A file or folder name without any folder part.
 * @returns The name without its extension. A name starting with a dot and containing no other
 *     dot, such as `.gitignore`, becomes `""`.
 */
export function getFilenameWithoutExtension(filename: string): string;

/**
 * Compares two file names the way the editor sorts them: case-insensitively, using the user's
 * locale, with numbers compared by value (`file2` before `file10`). On Windows the names without
 * extensions are compared first.
 *
 * @param filename1 - First file name.
 * @param filename2 - Second file name.
 * @param extFirst - `true` to compare extensions first and names second (sort by type).
 * @returns A negative number, zero or a positive number, as `Array.prototype.sort()` expects.
 * @example
 * ```js
 * const FileUtils = brackets.getModule("file/FileUtils");
 * const names = ["b.js", "a.css", "a.js"];
 * names.sort((x, y) => FileUtils.compareFilenames(x, y, true)); // ["a.css", "a.js", "b.js"]
 * ```
 */
export function compareFilenames(filename1: string, filename2: string, extFirst?: boolean): number;

/**
 * Compares two full paths segment by segment for sorting. Within a shared folder, entries in
 * that folder come before entries in its subfolders, and names are compared with
 * {@link compareFilenames}.
 *
 * @param path1 - First path.
 * @param path2 - Second path.
 * @returns `-1`, `0` or `1`.
 */
export function comparePaths(path1: string, path2: string): number;

/**
 * Percent-encodes each segment of a path so it can be appended to `file:///`. Unlike
 * `encodeURI()`, this also escapes characters such as `#` and `?`.
 *
 * @param path - A path in the editor's format.
 * @returns The encoded path, with `/` separators kept.
 */
export function encodeFilePath(path: string): string;

/**
 * Tells whether files with the given extension should open in another application instead of
 * the editor (see {@link addExtensionToExternalAppList}).
 *
 * @param ext - The extension to check, as stored in the list.
 * @returns `true` if the extension is in the external application list.
 */
export function shouldOpenInExternalApplication(ext: string): boolean;

/**
 * Adds file extensions that should open in the operating system's default application rather
 * than in the editor. Passing an array replaces the whole list.
 *
 * @param ext - One extension to add, or an array that becomes the new list.
 */
export function addExtensionToExternalAppList(ext: string | string[]): void;
