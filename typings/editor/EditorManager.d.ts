/**
 * Finds the editors the user is working in and manages inline editors (Quick Edit) and inline
 * documentation (Quick Docs).
 *
 * Almost every extension that works with code starts here, to get an {@link Editor}:
 * - {@link getActiveEditor}: the editor the user last worked in, full-size or inline. It may not
 *   have focus right now (a dialog or panel might). This is the usual choice for commands.
 * - {@link getFocusedEditor}: only returns an editor that has keyboard focus at this moment.
 * - {@link getCurrentFullEditor}: the full-size editor of the active pane, ignoring inline editors.
 *
 * Listen to the `activeEditorChange` event ({@link EditorManagerEvents}) to follow the user from
 * editor to editor, for example to attach your own editor listeners to whichever editor is active.
 *
 * Quick Edit (**Ctrl+E**) and Quick Docs (**F1**) ask registered providers, highest priority
 * first, whether they can show something at the cursor; see
 * {@link registerInlineEditProvider} and {@link registerInlineDocsProvider}.
 *
 * @example
 * ```js
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * EditorManager.on("activeEditorChange", (event, current, previous) => {
 *     previous?.off("cursorActivity.myext");
 *     current?.on("cursorActivity.myext", (cursorEvent, editor) => {
 *         const pos = editor.getCursorPos();
 *         $("#myext-status").text(`${pos.line + 1}:${pos.ch + 1}`);
 *     });
 * });
 * ```
 * @module editor/EditorManager
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type {Editor, InlineWidget, Position} from 'editor/Editor';
import type {Document} from 'document/Document';
import type {Pane} from 'view/Pane';

/** Event fired when the active editor changes. See {@link EditorManagerEvents.activeEditorChange}. */
export const EVENT_ACTIVE_EDITOR_CHANGED: 'activeEditorChange';

/** Events this module triggers. Listen with `EditorManager.on(name, handler)`. */
export interface EditorManagerEvents {
  /**
   * Another editor became the active one, because the user switched files, panes, or moved into
   * or out of an inline editor.
   *
   * @event
   * @param event - The event object.
   * @param current - The editor now active, or `null` if none.
   * @param previous - The editor that was active before, or `null`.
   */
  activeEditorChange: (event: DispatcherEvent, current: Editor | null, previous: Editor | null) => void;
}

/**
 * An inline provider for Quick Edit or Quick Docs. Called with the editor and cursor position when
 * the user invokes the command.
 *
 * @param hostEditor - The editor the command was invoked in.
 * @param pos - The cursor position.
 * @returns A promise resolved with the {@link InlineWidget} to show; or a string explaining why
 *   nothing can be shown here (displayed to the user if no provider succeeds); or `null` to pass
 *   silently.
 */
export type InlineProvider = (hostEditor: Editor, pos: Position) => JQuery.Promise<InlineWidget> | string | null;

/**
 * Returns the full-size editor shown in the active pane, ignoring any inline editor that has focus.
 *
 * @returns The editor, or `null` if the active pane shows no text editor.
 */
export function getCurrentFullEditor(): Editor | null;

/**
 * Closes an inline widget, whatever it contains, and runs its `onClosed()` callback.
 *
 * @param hostEditor - The editor containing the widget.
 * @param inlineWidget - The widget to close.
 * @returns A promise resolved once the widget is fully closed.
 */
export function closeInlineWidget(hostEditor: Editor, inlineWidget: InlineWidget): JQuery.Promise<void>;

/**
 * Registers a Quick Edit provider. When the user invokes Quick Edit (Ctrl+E), providers are asked
 * in priority order until one returns a promise.
 *
 * @param provider - The provider function.
 * @param priority - Higher numbers are asked first. Defaults to 0.
 * @example
 * ```js
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * EditorManager.registerInlineEditProvider((hostEditor, pos) => {
 *     const token = hostEditor.getToken(pos);
 *     if (token.type !== "variable") {
 *         return null; // not ours: let other providers try
 *     }
 *     // A real provider resolves a promise with its inline widget; this one only explains
 *     // why it has nothing to show, and the editor displays that text at the cursor.
 *     return `No saved notes for ${token.string}`;
 * }, 1);
 * ```
 */
export function registerInlineEditProvider(provider: InlineProvider, priority?: number): void;

/**
 * Registers a Quick Docs provider. When the user invokes Quick Docs (F1), providers are asked in
 * priority order until one returns a promise.
 *
 * @param provider - The provider function.
 * @param priority - Higher numbers are asked first. Defaults to 0.
 */
export function registerInlineDocsProvider(provider: InlineProvider, priority?: number): void;

/**
 * Lists the editors inside a host editor's inline widgets. Inline widgets without an editor
 * (such as documentation panels) are skipped.
 *
 * @param hostEditor - The full-size editor.
 * @returns The inline editors.
 */
export function getInlineEditors(hostEditor: Editor): Editor[];

/**
 * Creates an editor for a document inside an element you provide, for use in your own inline
 * widget. The editor is not yet attached to any host editor or visible.
 *
 * @param doc - The document to edit.
 * @param range - Show only these lines (inclusive, zero-based); omit to show the whole document.
 * @param inlineContent - The element to create the editor in.
 * @param closeThisInline - Function that closes the surrounding inline widget.
 * @returns An object whose `editor` property is the new editor.
 */
export function createInlineEditorForDocument(
  doc: Document,
  range: {startLine: number; endLine: number} | undefined,
  inlineContent: HTMLElement,
  closeThisInline: () => void,
): {editor: Editor};

/**
 * Puts focus back into the editor that last had it, if it is visible. Call it after temporarily
 * taking focus, for example when your dialog or input field closes.
 */
export function focusEditor(): void;

/**
 * Recomputes the size of the editor area. Prints a deprecation warning.
 *
 * @deprecated Use `WorkspaceManager.recomputeLayout()`.
 */
export function resizeEditor(): void;

/**
 * Returns the path of the file in the active pane when that file is shown in a text editor
 * (not an image or another custom view). Prints a deprecation warning.
 *
 * @returns The full path, or `null`.
 * @deprecated Use `MainViewManager.getCurrentlyViewedFile()`.
 */
export function getCurrentlyViewedPath(): string | null;

/**
 * Kept only so that old extensions fail with a clear message: calling it throws an error saying
 * it has been removed.
 *
 * @deprecated There is no replacement; panes own their editors.
 */
export function setEditorHolder(): never;

/**
 * Kept only so that old extensions fail with a clear message: calling it throws an error saying
 * it has been removed.
 *
 * @deprecated Register a view factory with `MainViewFactory.registerViewFactory()` instead.
 */
export function registerCustomViewer(): never;

/**
 * Tells whether a file can be opened in a text editor (as opposed to needing a custom view or
 * being unsupported, like most binary files).
 *
 * @param fullPath - Full path of the file.
 * @returns `true` if a text editor can open it.
 */
export function canOpenPath(fullPath: string): boolean;

/**
 * Shows a document in a text editor in the given pane, creating the editor if needed. Extensions
 * normally open files through the `FILE_OPEN` command instead.
 *
 * @param doc - The document.
 * @param pane - The pane to show it in.
 * @param editorOptions - Extra CodeMirror options for a newly created editor.
 * @returns `true` if the document could be opened.
 */
export function openDocument(doc: Document, pane: Pane, editorOptions?: Record<string, unknown>): boolean;

/**
 * Returns the inline widget that has keyboard focus.
 *
 * @returns The widget, or `null` if focus is not in an inline widget.
 */
export function getFocusedInlineWidget(): InlineWidget | null;

/**
 * Returns the inline editor that has keyboard focus.
 *
 * @returns The inline editor, or `null` if focus is elsewhere.
 */
export function getFocusedInlineEditor(): Editor | null;

/**
 * Returns the editor (full-size or inline) that has keyboard focus right now. Unlike
 * {@link getActiveEditor}, it returns `null` while focus is in a dialog, panel or other UI.
 *
 * @returns The focused editor, or `null`.
 */
export function getFocusedEditor(): Editor | null;

/**
 * Returns the active editor: the visible editor (full-size or inline) that last had focus, even if
 * focus is now somewhere else such as a dialog. This is what most commands should act on.
 *
 * @returns The active editor, or `null` if no editor is open.
 * @example
 * ```js
 * const EditorManager = brackets.getModule("editor/EditorManager");
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     editor.replaceSelection(new Date().toISOString());
 * }
 * ```
 */
export function getActiveEditor(): Editor | null;

/**
 * Returns the editor under the mouse pointer, checking inline editors first. Pass a mouse event,
 * or any object with the pointer's `clientX`/`clientY` coordinates.
 *
 * @param mousePos - A mouse event or pointer coordinates.
 * @returns The editor under the pointer, or `undefined` if there is none.
 * @example
 * ```js
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * document.addEventListener("mousemove", (e) => {
 *     const editor = EditorManager.getHoveredEditor(e);
 * });
 * ```
 */
export function getHoveredEditor(mousePos: {clientX: number; clientY: number}): Editor | undefined;

/**
 * Listens for this module's events (see {@link EditorManagerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The EditorManager module, so calls can be chained.
 *
 * @example
 * ```js
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * EditorManager.on("activeEditorChange.myExt", function (event, current) {
 *     console.log("Now editing", current ? current.document.file.fullPath : "nothing");
 * });
 * ```
 */
export function on<K extends keyof EditorManagerEvents>(
  events: K | `${K}.${string}`,
  handler: EditorManagerEvents[K],
): typeof import('editor/EditorManager');
export function on(events: string, handler: EventHandler): typeof import('editor/EditorManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The EditorManager module, so calls can be chained.
 */
export function one<K extends keyof EditorManagerEvents>(
  events: K | `${K}.${string}`,
  handler: EditorManagerEvents[K],
): typeof import('editor/EditorManager');
export function one(events: string, handler: EventHandler): typeof import('editor/EditorManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The EditorManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('editor/EditorManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof EditorManagerEvents>(eventName: K, ...args: EventArgs<EditorManagerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
