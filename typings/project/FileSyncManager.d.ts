/**
 * Keeps open documents in step with the files on disk.
 *
 * When files change outside the editor (another program saves them, a `git checkout` rewrites
 * them, a file is deleted), this module reconciles every open document with its file. Documents
 * without unsaved changes are silently reloaded; for documents with unsaved edits the user is
 * asked whether to keep their version or reload from disk; documents whose file was deleted are
 * handled too. The editor runs this check by itself when its window regains focus and when the
 * file system reports changes.
 *
 * @example
 * ```js
 * const FileSyncManager = brackets.getModule("project/FileSyncManager");
 *
 * // After your extension rewrote files on disk through another channel (for example a
 * // command run in a terminal), bring open editors up to date right away:
 * FileSyncManager.syncOpenDocuments("Files changed by the formatter");
 * ```
 * @module project/FileSyncManager
 */

/**
 * Checks every open document against its file on disk and reloads or prompts as needed (see the
 * module description). Only one check runs at a time; a request made while one is running is
 * queued.
 *
 * @param title - Title for the dialog shown when a document has conflicting changes. Defaults
 *     to "External Changes".
 */
export function syncOpenDocuments(title?: string): void;
