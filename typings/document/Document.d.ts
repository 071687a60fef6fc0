/**
 * The model of one file's text: its current contents (saved or not), its language, and whether
 * it has unsaved changes.
 *
 * Every open file has exactly one `Document`, shared by all editors that show it, so an edit made
 * through the document appears in every editor at once and is undone with the editor's normal
 * undo. Get documents from `document/DocumentManager` (`getDocumentForPath`,
 * `getOpenDocumentForPath`) or from an editor's `document` property; never call the constructor
 * yourself.
 *
 * **Keeping a document alive.** A document stays in memory only while something references it.
 * Open editors do this automatically. If your extension keeps a document to read or edit it
 * later, or listens to its `change` event, call {@link Document.addRef} and later
 * {@link Document.releaseRef}, and also listen for `deleted` so you can let go when the file is
 * deleted.
 *
 * **Positions** are `{line, ch}` objects, both zero-based; ranges include their start and exclude
 * their end. All text getters return `\n` line endings unless asked otherwise; the file's own
 * line-ending style is restored when it is saved.
 *
 * Documents raise `change`, `deleted` and `languageChanged` (see {@link DocumentEvents}).
 *
 * @example
 * ```js
 * const DocumentManager = brackets.getModule("document/DocumentManager");
 *
 * DocumentManager.getDocumentForPath("/project/src/app.js").done(function (doc) {
 *     if (!doc) {
 *         return;
 *     }
 *     // Insert a header comment at the very top; this is one undoable edit.
 *     doc.replaceRange("// Generated header\n", { line: 0, ch: 0 });
 *     console.log(doc.file.fullPath, "now has", doc.getText().split("\n").length, "lines");
 * });
 * ```
 *
 * @module document/Document
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type File = require('filesystem/File');
import type {Language} from 'language/LanguageManager';

/** A position in a document: zero-based line number and zero-based character offset in that line. */
export interface Position {
  /** Zero-based line number. */
  line: number;
  /** Zero-based character offset within the line. */
  ch: number;
}

/**
 * One change record of a `change` event. `from` and `to` give the replaced range in the text as
 * it was before this change; `text` holds the new lines. When `from` and `to` are both missing,
 * the whole text was replaced (for example after reloading from disk).
 */
export interface DocumentChange {
  /** Start of the replaced range (inclusive). */
  from?: Position;
  /** End of the replaced range (exclusive). Equal to `from` for a pure insertion. */
  to?: Position;
  /** The inserted text, one array entry per line. `[""]` for a pure deletion. */
  text: string[];
  /** The `origin` given for the edit, if any (see {@link Document.replaceRange}). */
  origin?: string;
}

/** A single replacement, as used by {@link Document.doMultipleEdits}. */
export interface TextEdit {
  /** The new text for the range. */
  text: string;
  /** Start of the range, relative to the document before any of the edits. */
  start: Position;
  /** End of the range; omit to insert at `start`. */
  end?: Position;
}

/** A selection, as used and returned by {@link Document.doMultipleEdits}. */
export interface EditSelection {
  /** Selection start. */
  start: Position;
  /** Selection end. */
  end: Position;
  /** `true` for the primary selection. */
  primary?: boolean;
  /** `true` if the cursor is at `start` rather than `end`. */
  reversed?: boolean;
  /**
   * Set it when the selection is expressed relative to the document *before* its own edit, so
   * that it is adjusted for that edit too. Removed from the returned selections.
   */
  isBeforeEdit?: boolean;
}

/** One entry of the list given to {@link Document.doMultipleEdits}. */
export interface EditDescription {
  /** The edit, or a group of edits applied in order, or `null`/`undefined` for none. */
  edit?: TextEdit | TextEdit[] | null;
  /** Selection(s) belonging to this edit, to be adjusted for all the other edits. */
  selection?: EditSelection | EditSelection[] | null;
}

/** Events raised by a {@link Document}. Listen with `doc.on(name, handler)`. */
export interface DocumentEvents {
  /**
   * The text changed, by typing, undo/redo, an edit made through the API, or a reload from
   * disk. `changes` lists what happened, in order. If you listen to this event, hold a
   * reference with {@link Document.addRef}.
   * @event
   */
  change: (event: DispatcherEvent, document: Document, changes: DocumentChange[]) => void;
  /**
   * The file was deleted. Editors showing it close; the document no longer changes. Release any
   * reference you hold.
   * @event
   */
  deleted: (event: DispatcherEvent) => void;
  /**
   * The document's language changed, for example because the file was renamed to another
   * extension.
   * @event
   */
  languageChanged: (event: DispatcherEvent, oldLanguage: Language, newLanguage: Language) => void;
}

/**
 * Events raised by the `document/Document` module itself. `documentChange` fires for every
 * document, so one listener can follow all open files; `DocumentManager` re-raises it as its
 * own `documentChange` event, which is the usual place to listen.
 */
export interface DocumentModuleEvents {
  /**
   * The text of some open document changed. Receives the document and its change list, like
   * the document's own `change` event.
   * @event
   */
  documentChange: (event: DispatcherEvent, document: Document, changes: DocumentChange[]) => void;
}

/**
 * The text of one file and its editing state. See the module overview for how to get one and how
 * to keep it alive.
 */
export class Document {
  /**
   * Creates a document. Don't call this from an extension: use
   * `DocumentManager.getDocumentForPath()`, which makes sure there is only one document per file.
   *
   * @param file - The file the text belongs to; it may be outside the project.
   * @param initialTimestamp - The file's modification time when the text was read.
   * @param rawText - The file's text as read from disk.
   */
  constructor(file: File, initialTimestamp: Date, rawText: string);

  /** The file this document holds. For an untitled document this is an in-memory file. */
  file: File;

  /** The language of the document, chosen from the file name. Read it with {@link getLanguage}. */
  language: Language;

  /** `true` while the document has changes that are not saved to disk. */
  isDirty: boolean;

  /** `true` while the document is being saved. */
  isSaving: boolean;

  /**
   * The file's modification time as of the last read or save. If the file on disk has a
   * different time, another program changed it.
   */
  diskTimestamp: Date | null;

  /** When the text last changed, as a millisecond timestamp. Compare it to spot recent edits. */
  lastChangeTimestamp: number;

  /**
   * When the user last chose to keep their changes although the file had changed on disk, as a
   * millisecond time (`Date.getTime()`); `-1` if the file had been deleted on disk at that
   * moment; `null` if the user never made that choice.
   */
  keepChangesTime: number | null;

  /**
   * Registers that you are holding on to this document, so it stays open and keeps receiving
   * changes. Pair every call with {@link releaseRef}.
   *
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const doc = EditorManager.getActiveEditor()?.document;
   * if (doc) {
   *     doc.addRef();
   *     doc.on("change.myExt", (event, document, changes) => console.log(changes.length, "edits"));
   *     doc.on("deleted.myExt", function () {
   *         doc.off(".myExt");
   *         doc.releaseRef();
   *     });
   * }
   * ```
   */
  addRef(): void;

  /** Gives up a reference taken with {@link addRef}. */
  releaseRef(): void;

  /**
   * Returns the current text, including unsaved changes.
   *
   * @param useOriginalLineEndings - `true` to get the file's own line endings (for example
   *     `\r\n`); by default lines end with `\n`.
   * @returns The full text.
   */
  getText(useOriginalLineEndings?: boolean): string;

  /**
   * Returns the selected text of the editor showing this document.
   *
   * @param useOriginalLineEndings - `true` to get the file's own line endings; by default `\n`.
   * @param allSelections - `true` to join the text of all selections with newlines; by default
   *     only the primary selection is returned.
   * @returns The selected text, or `null` when no editor is showing the document.
   */
  getSelectedText(useOriginalLineEndings?: boolean, allSelections?: boolean): string | null;

  /**
   * Replaces the whole text. This is an ordinary, undoable edit that marks the document as
   * having unsaved changes. Line endings are converted to the document's style.
   *
   * @param text - The new text.
   */
  setText(text: string): void;

  /**
   * Replaces the whole text as if it had just been read from disk: the document becomes clean,
   * undo history is cleared and the line-ending style is detected again. Meant for code that
   * syncs documents with disk; to edit, use {@link setText} or {@link replaceRange}.
   *
   * @param text - The new text.
   * @param newTimestamp - The file's modification time when `text` was read.
   * @param initial - `true` only for the first load, in which case no `change` event is raised.
   */
  refreshText(text: string, newTimestamp: Date, initial?: boolean): void;

  /**
   * Inserts, replaces or deletes text. With `end`, the text between `start` and `end` is
   * replaced (use `""` to delete it); without `end`, `text` is inserted at `start`. The change
   * is undoable and shows in every editor of the document.
   *
   * @param text - The text to insert.
   * @param start - Where the range starts, or the insertion point.
   * @param end - Where the range ends (exclusive); omit to insert.
   * @param origin - Groups edits for undo: consecutive edits whose origin starts with `+` and
   *     happen close together are undone as one, and all consecutive edits whose origin starts
   *     with `*` are undone as one.
   *
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const doc = EditorManager.getActiveEditor()?.document;
   * if (doc) {
   *     // Replace the first 5 characters of line 3 (the 4th line).
   *     doc.replaceRange("const", { line: 3, ch: 0 }, { line: 3, ch: 5 });
   * }
   * ```
   */
  replaceRange(text: string, start: Position, end?: Position | null, origin?: string): void;

  /**
   * Returns the text between two positions, with `\n` line endings.
   *
   * @param start - Start of the range (inclusive).
   * @param end - End of the range (exclusive).
   * @returns The text in the range.
   */
  getRange(start: Position, end: Position): string;

  /**
   * Returns one line of text, without its line ending.
   *
   * @param lineNum - Zero-based line number.
   * @returns The line's text.
   */
  getLine(lineNum: number): string;

  /**
   * Turns a character offset in the text (counting each line break as one character) into a
   * line and column. Works whether or not an editor is showing the document.
   *
   * @param index - Zero-based offset into the text.
   * @returns The matching position.
   * @since 5.1
   */
  posFromIndex(index: number): Position;

  /**
   * Runs a function that makes several edits, applying them as one batch. Wrap loops of
   * {@link replaceRange} calls in it: editors redraw once, and the edits are undone together.
   *
   * @param doOperation - The function that makes the edits.
   *
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const doc = EditorManager.getActiveEditor()?.document;
   * if (doc) {
   *     doc.batchOperation(function () {
   *         for (let line = 0; line < 10; line++) {
   *             doc.replaceRange("// ", { line, ch: 0 });
   *         }
   *     });
   * }
   * ```
   */
  batchOperation(doOperation: () => void): void;

  /**
   * Marks the document as saved: clears the unsaved-changes flag and updates the disk timestamp.
   * The editor's save commands call it after writing the file.
   */
  notifySaved(): void;

  /**
   * Works out where a position ends up after an edit. A position inside the replaced range moves
   * to the end of the new text; a position after the edit moves so it still points at the same
   * character; a position before the edit is unchanged.
   *
   * @param pos - The position to adjust.
   * @param textLines - The edit's new text, split into lines.
   * @param start - Start of the edited range.
   * @param end - End of the edited range.
   * @returns The adjusted position.
   */
  adjustPosForChange(pos: Position, textLines: string[], start: Position, end: Position): Position;

  /**
   * Applies many non-overlapping edits in one batch, where every position refers to the
   * document as it was *before* any of them. This is the tool for multi-cursor operations:
   * you don't have to correct later positions for earlier edits.
   *
   * An entry's `edit` may be a group of edits applied in order; inside a group, each edit's
   * positions take the group's earlier edits into account. Each entry may also carry
   * selection(s) to keep track of; they are adjusted for all the *other*
   * edits (and for their own edit too when `isBeforeEdit` is set) and returned as one sorted
   * list, ready for `editor.setSelections()`. Overlapping edits throw an error. The `edits`
   * array is modified.
   *
   * @param edits - The edits to make, with optional selections.
   * @param origin - Passed to every {@link replaceRange} call, for undo grouping.
   * @returns The adjusted selections (empty if none were given).
   *
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     // Wrap each selection in quotes. Inside one group, later edits see the earlier ones,
   *     // so insert the closing quote first.
   *     const edits = editor.getSelections().map((sel) => ({
   *         edit: [
   *             { text: "\"", start: sel.end },
   *             { text: "\"", start: sel.start }
   *         ]
   *     }));
   *     editor.document.doMultipleEdits(edits, "+wrapQuotes");
   * }
   * ```
   */
  doMultipleEdits(edits: EditDescription[], origin?: string): EditSelection[];

  /**
   * Returns the language of the document, which decides syntax highlighting, comments and code
   * hints. It follows the file name (usually the extension).
   *
   * @returns The language.
   */
  getLanguage(): Language;

  /**
   * Tells whether this is an untitled document: one created as a new, unnamed file that has
   * not been saved to disk yet.
   *
   * @returns `true` for an untitled document.
   */
  isUntitled(): boolean;

  /**
   * Reads the file from disk again and replaces the document's text with it, discarding unsaved
   * changes.
   *
   * @returns A jQuery promise resolved when the text has been reloaded, rejected if the file
   *     could not be read.
   */
  reload(): JQuery.Promise<void>;

  /**
   * Describes the document for logs: its path, whether it has unsaved changes, whether it is
   * editable and how many references it holds.
   *
   * @returns Text such as `"[Document /project/app.js (clean) (Editable) refs:2]"`.
   */
  toString(): string;

  /**
   * Converts `\r\n` line endings to `\n`, the form all document getters return.
   *
   * @param text - The text to convert.
   * @returns The text with `\n` line endings.
   */
  static normalizeText(text: string): string;

  /**
   * Listens for one of the document's events (see {@link DocumentEvents}). Append
   * `.yourNamespace` to the name to remove all your handlers with one {@link off} call.
   *
   * @param eventName - Event name, optionally with a `.namespace` suffix.
   * @param handler - Called with the event object followed by the event's arguments.
   * @returns The document, so calls can be chained.
   *
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const doc = EditorManager.getActiveEditor()?.document;
   * if (doc) {
   *     doc.addRef();
   *     doc.on("change.wordCount", function (event, document) {
   *         const words = document.getText().split(/\s+/).filter(Boolean).length;
   *         $("#word-count").text(words + " words");
   *     });
   * }
   * ```
   */
  on<K extends keyof DocumentEvents>(eventName: K | `${K}.${string}`, handler: DocumentEvents[K]): this;
  on(eventName: string, handler: EventHandler): this;

  /**
   * Like {@link on}, but the handler is removed after it runs once.
   *
   * @param eventName - Event name, optionally with a `.namespace` suffix.
   * @param handler - Called with the event object followed by the event's arguments.
   * @returns The document, so calls can be chained.
   */
  one<K extends keyof DocumentEvents>(eventName: K | `${K}.${string}`, handler: DocumentEvents[K]): this;
  one(eventName: string, handler: EventHandler): this;

  /**
   * Removes handlers added with {@link on} or {@link one}.
   *
   * @param eventName - Event name, `name.namespace`, or `.namespace` alone.
   * @param handler - The handler to remove; omit it to remove all matching handlers.
   * @returns The document, so calls can be chained.
   */
  off(eventName: string, handler?: EventHandler): this;

  /**
   * Fires one of the document's events, calling every listener. The document fires its own events when
   * something happens; calling this from an extension would make every listener believe it did.
   *
   * @param eventName - The event to fire, without a namespace.
   * @param args - Values handed to each listener after the event object.
   */
  trigger<K extends keyof DocumentEvents>(eventName: K, ...args: EventArgs<DocumentEvents[K]>): void;
  trigger(eventName: string, ...args: unknown[]): void;
}

/**
 * Listens for this module's events (see {@link DocumentModuleEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The Document module, so calls can be chained.
 *
 * @example
 * ```js
 * const DocumentModule = brackets.getModule("document/Document");
 * DocumentModule.on("documentChange.myExt", function (event, doc, changes) {
 *     console.log(doc.file.fullPath, "changed in", changes.length, "place(s)");
 * });
 * ```
 */
export function on<K extends keyof DocumentModuleEvents>(
  events: K | `${K}.${string}`,
  handler: DocumentModuleEvents[K],
): typeof import('document/Document');
export function on(events: string, handler: EventHandler): typeof import('document/Document');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The Document module, so calls can be chained.
 */
export function one<K extends keyof DocumentModuleEvents>(
  events: K | `${K}.${string}`,
  handler: DocumentModuleEvents[K],
): typeof import('document/Document');
export function one(events: string, handler: EventHandler): typeof import('document/Document');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The Document module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('document/Document');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof DocumentModuleEvents>(eventName: K, ...args: EventArgs<DocumentModuleEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
