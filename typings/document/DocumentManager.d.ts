/**
 * Gives out the {@link Document} of a file and announces what happens to open documents.
 *
 * Use this module whenever you need a file's text as the editor sees it, including unsaved
 * changes, or want to change a file through the editor so the user can undo the change:
 *
 * - {@link getDocumentText}: just read the current text of a file (fast, nothing to clean up);
 * - {@link getDocumentForPath}: get the shared `Document` of a file, to read or edit it;
 * - {@link getOpenDocumentForPath} / {@link getAllOpenDocuments}: look at documents that are
 *   already open;
 * - the module's events: know when documents are created, changed, saved, renamed or deleted.
 *
 * A document is "open" while something holds it: an editor, an inline editor, or code that called
 * `addRef()`. Only open documents can be edited and only they follow changes made to the file on
 * disk. Never create a `Document` with `new`; always ask this module, so that every part of the
 * editor shares one document per file.
 *
 * Documents raise their own events too (`change`, `deleted`, `languageChanged`); see
 * `document/Document`.
 *
 * @example
 * ```js
 * const DocumentManager = brackets.getModule("document/DocumentManager");
 *
 * // Count lines in a file, whether or not it is open.
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 * DocumentManager.getDocumentText(FileSystem.getFileForPath("/project/index.html"))
 *     .done((text) => console.log(text.split("\n").length, "lines"));
 *
 * // Tell the user about unsaved files.
 * DocumentManager.on("dirtyFlagChange", function (event, doc) {
 *     console.log(doc.file.name, doc.isDirty ? "has unsaved changes" : "is saved");
 * });
 * ```
 *
 * @module document/DocumentManager
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type {Document, DocumentChange} from 'document/Document';
import type {Language} from 'language/LanguageManager';
import type File = require('filesystem/File');

/**
 * Events raised by the DocumentManager module. Listen with `DocumentManager.on(name, handler)`.
 * The handler receives the event object first, then the arguments shown.
 */
export interface DocumentManagerEvents {
  /**
   * A document was opened: something started holding it (an editor, or a call to `addRef()`).
   * Same as {@link EVENT_AFTER_DOCUMENT_CREATE}.
   * @event
   */
  afterDocumentCreate: (event: DispatcherEvent, document: Document) => void;
  /**
   * The last holder of a document let go of it, and it is about to be discarded. Same as
   * {@link EVENT_BEFORE_DOCUMENT_DELETE}. Despite the name, the file itself is not deleted.
   * @event
   */
  beforeDocumentDelete: (event: DispatcherEvent, document: Document) => void;
  /**
   * A document's text was (re)loaded from disk, for example because another program changed
   * the file.
   * @event
   */
  documentRefreshed: (event: DispatcherEvent, document: Document) => void;
  /**
   * A document gained or lost unsaved changes; read `document.isDirty` for the new state.
   * @event
   */
  dirtyFlagChange: (event: DispatcherEvent, document: Document) => void;
  /**
   * A document was saved to disk.
   * @event
   */
  documentSaved: (event: DispatcherEvent, document: Document) => void;
  /**
   * A file or folder was deleted. Receives its full path.
   * @event
   */
  pathDeleted: (event: DispatcherEvent, fullPath: string) => void;
  /**
   * A file or folder was renamed or moved. By the time this fires, `File` objects already carry
   * the new path, so match on `newName`.
   * @event
   */
  fileNameChange: (event: DispatcherEvent, oldName: string, newName: string) => void;
  /**
   * The text of an open document changed. Receives the document and its change list, like the
   * document's own `change` event, so one listener here can follow every open file.
   * @event
   */
  documentChange: (event: DispatcherEvent, document: Document, changes: DocumentChange[]) => void;
  /**
   * The language of the document in the active editor changed (for example after a rename).
   * Note the argument shape: the module passes one array holding the old and the new
   * language, not two separate arguments.
   * @event
   */
  currentDocumentLanguageChanged: (event: DispatcherEvent, languages: [Language, Language]) => void;
  /**
   * The document shown in the active pane changed. Receives the new and the previous document
   * (either may be `null`, for example when the new view is an image).
   * @deprecated Listen to `MainViewManager`'s `currentFileChange`, which also covers files
   *     without a document. Adding a listener prints a deprecation warning.
   * @event
   */
  currentDocumentChange: (event: DispatcherEvent, newDocument: Document | null, oldDocument: Document | null) => void;
}

/**
 * The document class, the same one `document/Document` exports. It is here for older code; get
 * documents with {@link getDocumentForPath} rather than constructing them.
 */
export {Document} from 'document/Document';

/**
 * Name of the event raised after a document is opened (see
 * {@link DocumentManagerEvents.afterDocumentCreate}). The handler receives the document.
 */
export const EVENT_AFTER_DOCUMENT_CREATE: 'afterDocumentCreate';

/**
 * Name of the event raised when a file or folder is deleted. The handler receives the deleted
 * path (see {@link DocumentManagerEvents.pathDeleted}).
 */
export const EVENT_PATH_DELETED: 'pathDeleted';

/**
 * Name of the event raised when a file or folder is renamed. The handler receives the old and new
 * paths (see {@link DocumentManagerEvents.fileNameChange}).
 */
export const EVENT_FILE_NAME_CHANGE: 'fileNameChange';

/**
 * Name of the event raised just before an open document is discarded because nothing holds it
 * any more (see {@link DocumentManagerEvents.beforeDocumentDelete}). The handler receives the
 * document.
 */
export const EVENT_BEFORE_DOCUMENT_DELETE: 'beforeDocumentDelete';

/**
 * Name of the event raised after a document's text is reloaded from disk. The handler receives
 * the document.
 */
export const EVENT_DOCUMENT_REFRESHED: 'documentRefreshed';

/**
 * Name of the event raised whenever the text of any open document changes. The handler receives
 * the document and the list of changes, exactly like a document's own `change` event, so one
 * listener here can follow every open file.
 *
 * @example
 * ```js
 * const DocumentManager = brackets.getModule("document/DocumentManager");
 * DocumentManager.on(DocumentManager.EVENT_DOCUMENT_CHANGE, function (event, doc, changes) {
 *     console.log(doc.file.fullPath, "changed in", changes.length, "place(s)");
 * });
 * ```
 */
export const EVENT_DOCUMENT_CHANGE: 'documentChange';

/**
 * Name of the event raised when a document gains or loses unsaved changes. The handler receives
 * the document; check `doc.isDirty`.
 */
export const EVENT_DIRTY_FLAG_CHANGED: 'dirtyFlagChange';

/**
 * Returns the document of a file if it is already open. Unlike {@link getDocumentForPath} this
 * never reads from disk. If you keep the result beyond the current call, call `addRef()` on it.
 *
 * @param fullPath - The file's full path.
 * @returns The open document, or `null` if the file is not open.
 */
export function getOpenDocumentForPath(fullPath: string): Document | null;

/**
 * Lists the documents that are currently open: shown in an editor or inline editor, or held by
 * code through `addRef()`. Only these documents can be edited and follow changes on disk.
 *
 * @returns The open documents (possibly empty).
 *
 * @example
 * ```js
 * const DocumentManager = brackets.getModule("document/DocumentManager");
 * const unsaved = DocumentManager.getAllOpenDocuments().filter((doc) => doc.isDirty);
 * console.log(unsaved.length, "files have unsaved changes");
 * ```
 */
export function getAllOpenDocuments(): Document[];

/**
 * Gets the document of a file, reading the file from disk if it is not open yet. Always use this
 * rather than `new Document()`; it is safe to call several times at once for the same file.
 *
 * For a quick read of the text, {@link getDocumentText} is cheaper. If you keep the document
 * after your code returns (to show it in your UI or to listen to it), call `addRef()` on it and
 * `releaseRef()` when done; editors do this for you.
 *
 * @param fullPath - The file's full path.
 * @param fileObj - The file object to read, if you already have it; by default it is looked up
 *     from `fullPath`.
 * @returns A jQuery promise resolved with the document, or rejected with a file system error
 *     (such as `"NotFound"`) when the file cannot be read. It resolves with `null` for the path
 *     of an untitled document that is no longer open.
 *
 * @example
 * ```js
 * const DocumentManager = brackets.getModule("document/DocumentManager");
 *
 * DocumentManager.getDocumentForPath("/project/src/app.js")
 *     .done(function (doc) {
 *         doc?.replaceRange("// reviewed\n", { line: 0, ch: 0 });
 *     })
 *     .fail(function (err) {
 *         console.error("Could not open app.js:", err);
 *     });
 * ```
 */
export function getDocumentForPath(fullPath: string, fileObj?: File): JQuery.Promise<Document | null>;

/**
 * Reads a file's current text: the unsaved text if the file is open, otherwise the text on disk.
 * Line endings are normalized to `\n` either way. Cheaper than {@link getDocumentForPath} and
 * leaves nothing to clean up, so prefer it when you only need to read.
 *
 * @param file - The file to read.
 * @param checkLineEndings - `true` to also report the file's original line-ending style.
 * @returns A jQuery promise resolved with three values: the text; the file's modification time
 *     on disk (a `Date`); and the original line-ending style (`"CRLF"` or `"LF"`, as in the
 *     `LINE_ENDINGS_*` constants of `file/FileUtils`), or `null` when `checkLineEndings` was not
 *     set. Rejected with a file system error if the file cannot be read.
 *
 * @example
 * ```js
 * const DocumentManager = brackets.getModule("document/DocumentManager");
 *
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const file = FileSystem.getFileForPath("/project/notes.txt");
 * DocumentManager.getDocumentText(file, true).done(function (text, timestamp, lineEndings) {
 *     console.log(`${text.length} chars, modified ${timestamp.toISOString()}, ${lineEndings}`);
 * });
 * ```
 */
export function getDocumentText(
  file: File,
  checkLineEndings?: boolean,
): JQuery.Promise3<string, string, never, Date, never, never, string | null, never, never>;

/**
 * Creates a new untitled document that exists only in memory. Its file path has the form
 * `/<random folder>/Untitled-<counter><fileExt>`; the name part may be localized. To let the user
 * create one the normal way, run `Commands.FILE_NEW_UNTITLED` instead.
 *
 * @param counter - Number used in the name, e.g. `1` for "Untitled-1".
 * @param fileExt - File extension including the dot, e.g. `".js"`; it decides the language.
 * @returns The new document.
 */
export function createUntitledDocument(counter: number, fileExt: string): Document;

/**
 * Returns the document shown in the active pane, or `null` when that pane shows no document
 * (nothing open, or an image).
 *
 * @returns The current document, or `null`.
 * @deprecated Use `MainViewManager.getCurrentlyViewedFile()` and then
 *     {@link getOpenDocumentForPath}, or `EditorManager.getActiveEditor()?.document`.
 */
export function getCurrentDocument(): Document | null;

/**
 * Returns the working set of every pane, leaving out files that open in a custom viewer (such
 * as images). Prints a deprecation warning.
 *
 * @returns The files.
 * @deprecated Use `MainViewManager.getWorkingSet(MainViewManager.ALL_PANES)`.
 */
export function getWorkingSet(): File[];

/**
 * Finds a file in the active pane's working set. Prints a deprecation warning.
 *
 * @param fullPath - The file's full path.
 * @returns Its index, or `-1`.
 * @deprecated Use `MainViewManager.findInWorkingSet(MainViewManager.ACTIVE_PANE, fullPath)`.
 */
export function findInWorkingSet(fullPath: string): number;

/**
 * Adds a file to the active pane's working set. Prints a deprecation warning.
 *
 * @param file - The file to add.
 * @param index - Where to insert it; at the end by default.
 * @param forceRedraw - Redraw the list even if nothing changed.
 * @deprecated Use `MainViewManager.addToWorkingSet(MainViewManager.ACTIVE_PANE, file)`.
 */
export function addToWorkingSet(file: File, index?: number, forceRedraw?: boolean): void;

/**
 * Adds several files to the active pane's working set at once. Prints a deprecation warning.
 *
 * @param fileList - The files to add.
 * @deprecated Use `MainViewManager.addListToWorkingSet(MainViewManager.ACTIVE_PANE, fileList)`.
 */
export function addListToWorkingSet(fileList: File[]): void;

/**
 * Closes several files in every pane. Prints a deprecation warning.
 *
 * @param list - The files to close.
 * @deprecated Run `Commands.FILE_CLOSE_LIST` with
 *     `{ PaneId: MainViewManager.ALL_PANES, fileList: list }`.
 */
export function removeListFromWorkingSet(list: File[]): void;

/**
 * Closes every open file in every pane. Prints a deprecation warning.
 *
 * @deprecated Run `Commands.FILE_CLOSE_ALL` with `{ PaneId: MainViewManager.ALL_PANES }`.
 */
export function closeAll(): void;

/**
 * Closes one file. Prints a deprecation warning.
 *
 * @param file - The file to close.
 * @deprecated Run `Commands.FILE_CLOSE` with `{ File: file }`.
 */
export function closeFullEditor(file: File): void;

/**
 * Opens a document in the active pane. Prints a deprecation warning.
 *
 * @param doc - The document to show.
 * @deprecated Run `Commands.CMD_OPEN` with `{ fullPath: doc.file.fullPath }`.
 */
export function setCurrentDocument(doc: Document): void;

/**
 * Freezes the most-recently-used order while the user steps through open files. Prints a
 * deprecation warning.
 *
 * @deprecated Use `MainViewManager.beginTraversal()`.
 */
export function beginDocumentNavigation(): void;

/**
 * Ends a walk through open files started with {@link beginDocumentNavigation}. Prints a
 * deprecation warning.
 *
 * @deprecated Use `MainViewManager.endTraversal()`.
 */
export function finalizeDocumentNavigation(): void;

/**
 * Returns the next or previous file in most-recently-used order. Prints a deprecation warning.
 *
 * @param inc - `1` for the next file, `-1` for the previous one.
 * @returns The file, or `null`.
 * @deprecated Use `MainViewManager.traverseToNextViewByMRU()`.
 */
export function getNextPrevFile(inc: 1 | -1): File | null;

/**
 * Tells open documents and views that a file or folder was renamed, then raises
 * `fileNameChange`. The editor calls it after its own renames; an extension that renames through
 * `FileSystemEntry.rename()` does not need to.
 *
 * @param oldName - The old full path.
 * @param newName - The new full path.
 */
export function notifyPathNameChanged(oldName: string, newName: string): void;

/**
 * Handles a deleted file or folder: prompts about unsaved changes in affected documents, forgets
 * the file's saved encoding and raises `pathDeleted`. The editor calls it when it deletes
 * something itself.
 *
 * @param fullPath - The deleted path.
 */
export function notifyPathDeleted(fullPath: string): void;

/**
 * Raises `pathDeleted` for a file and `deleted` on its open document, which closes every editor
 * showing it. Unsaved changes are discarded without asking, so the caller must have asked the
 * user already.
 *
 * @param file - The deleted file.
 */
export function notifyFileDeleted(file: File): void;

/**
 * Listens for this module's events (see {@link DocumentManagerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The DocumentManager module, so calls can be chained.
 *
 * @example
 * ```js
 * const DocumentManager = brackets.getModule("document/DocumentManager");
 *
 * DocumentManager.on("documentSaved.myExt", function (event, doc) {
 *     if (doc.file.fullPath.endsWith(".md")) {
 *         console.log("Markdown saved:", doc.getText().length, "characters");
 *     }
 * });
 * ```
 */
export function on<K extends keyof DocumentManagerEvents>(
  events: K | `${K}.${string}`,
  handler: DocumentManagerEvents[K],
): typeof import('document/DocumentManager');
export function on(events: string, handler: EventHandler): typeof import('document/DocumentManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The DocumentManager module, so calls can be chained.
 */
export function one<K extends keyof DocumentManagerEvents>(
  events: K | `${K}.${string}`,
  handler: DocumentManagerEvents[K],
): typeof import('document/DocumentManager');
export function one(events: string, handler: EventHandler): typeof import('document/DocumentManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The DocumentManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('document/DocumentManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof DocumentManagerEvents>(eventName: K, ...args: EventArgs<DocumentManagerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
