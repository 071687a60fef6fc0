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

import type { DispatcherEvent, EventHandler } from "utils/EventDispatcher";
import type { Document } from "document/Document";
import type File = require("filesystem/File");

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
}

/**
 * Listed in the generated reference only because the module loads the lodash library under
 * this name; it is not exported, so reading it gives `undefined`.
 */
export const _: undefined;

/**
 * Name of the event raised after a document is opened (see
 * {@link DocumentManagerEvents.afterDocumentCreate}). The handler receives the document.
 */
export const EVENT_AFTER_DOCUMENT_CREATE: "afterDocumentCreate";

/**
 * Name of the event raised when a file or folder is deleted. The handler receives the deleted
 * path (see {@link DocumentManagerEvents.pathDeleted}).
 */
export const EVENT_PATH_DELETED: string;

/**
 * Name of the event raised when a file or folder is renamed. The handler receives the old and new
 * paths (see {@link DocumentManagerEvents.fileNameChange}).
 */
export const EVENT_FILE_NAME_CHANGE: string;

/**
 * Name of the event raised just before an open document is discarded because nothing holds it
 * any more (see {@link DocumentManagerEvents.beforeDocumentDelete}). The handler receives the
 * document.
 */
export const EVENT_BEFORE_DOCUMENT_DELETE: "beforeDocumentDelete";

/**
 * Name of the event raised after a document's text is reloaded from disk. The handler receives
 * the document.
 */
export const EVENT_DOCUMENT_REFRESHED: string;

/**
 * Name of the event raised whenever the text of any open document changes. The handler receives
 * the document and the list of changes, exactly like a document's own `change` event, so one
 * listener here can follow every open file.
 *
 * @example
 * ```js
 * DocumentManager.on(DocumentManager.EVENT_DOCUMENT_CHANGE, function (event, doc, changes) {
 *     console.log(doc.file.fullPath, "changed in", changes.length, "place(s)");
 * });
 * ```
 */
export const EVENT_DOCUMENT_CHANGE: string;

/**
 * Name of the event raised when a document gains or loses unsaved changes. The handler receives
 * the document; check `doc.isDirty`.
 */
export const EVENT_DIRTY_FLAG_CHANGED: string;

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
 *         doc.replaceRange("// reviewed\n", { line: 0, ch: 0 });
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
 * Listens for one of this module's events (see {@link DocumentManagerEvents}). Append
 * `.yourNamespace` to the name so you can remove all your handlers with one {@link off} call.
 *
 * @param eventName - Event name (or an `EVENT_*` constant), optionally with a `.namespace` suffix.
 * @param handler - Called with the event object followed by the event's arguments.
 * @returns The module, so calls can be chained.
 *
 * @example
 * ```js
 * const DocumentManager = brackets.getModule("document/DocumentManager");
 *
 * DocumentManager.on("documentSaved.myExt", function (event, doc) {
 *     if (doc.file.fullPath.endsWith(".md")) {
 *         rebuildPreview(doc.getText());
 *     }
 * });
 * ```
 */
export function on<K extends keyof DocumentManagerEvents>(
    eventName: K | `${K}.${string}`,
    handler: DocumentManagerEvents[K],
): typeof import("document/DocumentManager");
export function on(eventName: string, handler: EventHandler): typeof import("document/DocumentManager");

/**
 * Like {@link on}, but the handler is removed after it runs once.
 *
 * @param eventName - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with the event object followed by the event's arguments.
 * @returns The module, so calls can be chained.
 */
export function one<K extends keyof DocumentManagerEvents>(
    eventName: K | `${K}.${string}`,
    handler: DocumentManagerEvents[K],
): typeof import("document/DocumentManager");
export function one(eventName: string, handler: EventHandler): typeof import("document/DocumentManager");

/**
 * Removes handlers added with {@link on} or {@link one}.
 *
 * @param eventName - Event name, `name.namespace`, or `.namespace` alone.
 * @param handler - The handler to remove; omit it to remove all matching handlers.
 * @returns The module, so calls can be chained.
 */
export function off(eventName: string, handler?: EventHandler): typeof import("document/DocumentManager");
