/**
 * The code editor component: one `Editor` is one editable view of a {@link Document}, built on
 * CodeMirror.
 *
 * Extensions rarely create editors. They get the one the user is working in from
 * `EditorManager.getActiveEditor()` (or `getFocusedEditor()`, `getCurrentFullEditor()`) and then
 * use it to read and move the cursor and selections, read tokens, edit text, highlight ranges with
 * marks, put markers in the gutter, embed inline widgets, and listen to editor events
 * ({@link EditorEvents}).
 *
 * Things worth knowing:
 * - **Positions** are `{line, ch}` objects, both zero-based. `ch` counts characters, so a tab is
 *   one character; pass `expandTabs` where offered to work with visual columns instead.
 * - **Text lives in the document.** Several editors (the main one and inline editors) can show the
 *   same {@link Document}. Editing through the editor or through `editor.document` has the same
 *   effect; to be told about edits, listen to the document's `change` event rather than the
 *   editor's.
 * - **Batch edits** inside {@link Editor.operation} so the display is updated once.
 * - **Marks** you create carry a `markType` string of your choosing, so you can find and clear
 *   exactly your own marks later.
 * - The static `set*`/`get*` functions (tab size, word wrap, line numbers...) read and change the
 *   editor preferences for all editors, or for the editors of one file.
 * - Whoever creates an editor must call {@link Editor.destroy} when done with it, otherwise it keeps
 *   its document alive.
 *
 * @example
 * ```js
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const { line } = editor.getCursorPos();
 *     editor.operation(() => {
 *         editor.replaceRange("// NOTE: review\n", { line, ch: 0 });
 *         editor.setCursorPos(line, 0);
 *     });
 * }
 * ```
 * @module editor/Editor
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type {Document} from 'document/Document';
import type File = require('filesystem/File');
import type {Language} from 'language/LanguageManager';
import type {CodeMirrorTokenSource} from 'utils/TokenUtils';

/** A position in the text: zero-based line and zero-based character offset within the line. */
export interface Position {
  /** Line number, starting at 0. */
  line: number;
  /** Character offset within the line, starting at 0. */
  ch: number;
}

/**
 * A selection or cursor. `start` always comes before `end`; a cursor has `start` equal to `end`.
 */
export interface SelectionRange {
  /** Start of the range (inclusive). */
  start: Position;
  /** End of the range (exclusive). */
  end: Position;
  /**
   * `true` when the selection's moving end (its head) is at `start`, i.e. it was made
   * backwards.
   */
  reversed?: boolean;
  /** `true` for the primary selection when there are several. */
  primary?: boolean;
}

/** A syntax token, as produced by the language mode. */
export interface Token {
  /** Character offset where the token starts on its line. */
  start: number;
  /** Character offset where the token ends on its line. */
  end: number;
  /** The token's text. */
  string: string;
  /** The token's style, for example `"keyword"`, `"string"` or `"comment"`; `null` for plain text. */
  type: string | null;
  /** The language mode's internal state after this token. */
  state: unknown;
}

/**
 * A mark or bookmark in the text, returned by {@link Editor.markText}, {@link Editor.markToken},
 * {@link Editor.setBookmark} and the mark search functions. It moves with the text as the
 * document is edited.
 */
export interface TextMarker {
  /**
   * Returns where the mark currently is.
   *
   * @returns `{from, to}` for a range mark, a single position for a bookmark, or `undefined` if
   *   the marked text was deleted.
   */
  find(): {from: Position; to: Position} | Position | undefined;
  /** Removes the mark. */
  clear(): void;
  /** Tells the editor to re-measure a mark whose widget changed size. */
  changed(): void;
  /** The mark type given when the mark was created. */
  markType?: string;
}

/**
 * Styling options for {@link Editor.markText} and {@link Editor.markToken}: the CodeMirror mark
 * options. The most useful ones are listed; others are passed through unchanged.
 */
export interface MarkTextOptions {
  /** CSS class applied to the marked text. */
  className?: string;
  /** Inline CSS applied to the marked text. */
  css?: string;
  /** Tooltip shown when hovering the marked text. */
  title?: string;
  /** Whether text typed right at the start of the mark becomes part of it. */
  inclusiveLeft?: boolean;
  /** Whether text typed right at the end of the mark becomes part of it. */
  inclusiveRight?: boolean;
  /** Make the range behave as one unit for cursor movement and deletion. */
  atomic?: boolean;
  /** Prevent the marked text from being edited. */
  readOnly?: boolean;
  /** Remove the mark when the cursor enters it. */
  clearOnEnter?: boolean;
  /** Show this element instead of the marked text. */
  replacedWith?: HTMLElement;
  /** Other CodeMirror mark options. */
  [option: string]: unknown;
}

/** State saved with {@link Editor.getViewState} and restored with {@link Editor.restoreViewState}. */
export interface EditorViewState {
  /** The selections at the time the state was taken. */
  selections: SelectionRange[];
  /** The scroll position in pixels. */
  scrollPos: {x: number; y: number};
}

/**
 * A syntax-highlighting mode: a mode name such as `"javascript"`, or an object whose `name` names
 * the mode together with options the mode needs.
 */
export type ModeSpec = string | {name: string; [option: string]: unknown};

/**
 * A widget embedded between the lines of an editor, such as a Quick Edit inline editor or a
 * Quick Docs panel. Providers registered with `EditorManager.registerInlineEditProvider()` create
 * them; only the members an extension typically uses are listed.
 */
export interface InlineWidget {
  /** The widget's root DOM element. */
  htmlContent: HTMLElement;
  /** The same root element, wrapped in jQuery. Put your content in here. */
  $htmlContent: JQuery<HTMLElement>;
  /** The editor the widget is embedded in; set once the widget has been added. */
  hostEditor: Editor;
  /** For inline editors: the editor shown inside the widget. */
  editor?: Editor;
  /** Current height of the widget in pixels. */
  height?: number;
  /**
   * Closes the widget and removes it from its host editor.
   *
   * @returns A promise resolved once the widget is gone.
   */
  close(): JQuery.Promise<unknown>;
  /**
   * Called by the host editor once the widget has been added to it.
   */
  onAdded(): void;
  /** Called after the widget has been removed. Release resources here. */
  onClosed(): void;
  /**
   * Called when the widget should re-render, for example after the host editor was resized.
   */
  refresh(): void;
  /**
   * Tells whether keyboard focus is inside the widget.
   *
   * @returns `true` if the widget has focus.
   */
  hasFocus(): boolean;
}

/** Events an {@link Editor} triggers. Listen with `editor.on(name, handler)`. */
export interface EditorEvents {
  /**
   * A key went down while the editor had focus, whether or not it changes the text.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   * @param keyboardEvent - The raw DOM keyboard event.
   */
  keydown: (event: DispatcherEvent, editor: Editor, keyboardEvent: KeyboardEvent) => void;
  /**
   * A character key was pressed in the editor. Most key listeners want this one.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   * @param keyboardEvent - The raw DOM keyboard event.
   */
  keypress: (event: DispatcherEvent, editor: Editor, keyboardEvent: KeyboardEvent) => void;
  /**
   * A key was released while the editor had focus.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   * @param keyboardEvent - The raw DOM keyboard event.
   */
  keyup: (event: DispatcherEvent, editor: Editor, keyboardEvent: KeyboardEvent) => void;
  /**
   * The text changed. Prefer the document's `change` event to track edits, since it fires once
   * however many editors show the document.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   * @param changeList - The CodeMirror change objects describing the edits.
   */
  change: (event: DispatcherEvent, editor: Editor, changeList: unknown[]) => void;
  /**
   * An edit is about to be applied. Handlers can inspect it (and, through the CodeMirror change
   * object's methods, cancel or alter it).
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   * @param changeObj - The pending CodeMirror change.
   */
  beforeChange: (event: DispatcherEvent, editor: Editor, changeObj: unknown) => void;
  /**
   * The selection is about to change. Unlike the other editor events, the selection comes
   * before the editor in the arguments.
   *
   * @event
   * @param event - The event object.
   * @param selectionObj - The CodeMirror description of the new selection, with a `ranges` array.
   * @param editor - The editor.
   */
  beforeSelectionChange: (event: DispatcherEvent, selectionObj: {ranges: unknown[]}, editor: Editor) => void;
  /**
   * The editor gained keyboard focus.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   */
  focus: (event: DispatcherEvent, editor: Editor) => void;
  /**
   * The editor lost keyboard focus.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   */
  blur: (event: DispatcherEvent, editor: Editor) => void;
  /**
   * The editor redrew its display.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   */
  update: (event: DispatcherEvent, editor: Editor) => void;
  /**
   * The cursor moved, the selection changed, or an edit happened. Good for updating UI that
   * depends on the cursor position; do not use it to detect edits.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   */
  cursorActivity: (event: DispatcherEvent, editor: Editor) => void;
  /**
   * The editor scrolled, by the user or from code.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   */
  scroll: (event: DispatcherEvent, editor: Editor) => void;
  /**
   * The range of lines the editor has rendered changed (through scrolling, editing...). With
   * {@link Editor.getViewport} it lets you process only the visible part of a large file.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   * @param from - First rendered line.
   * @param to - Line after the last rendered line.
   */
  viewportChange: (event: DispatcherEvent, editor: Editor, from: number, to: number) => void;
  /**
   * The editor can no longer show its document accurately, for example because the file was
   * deleted. Close or discard the editor.
   *
   * @event
   * @param event - The event object.
   * @param cause - When the file was deleted, the document's `deleted` event object; otherwise
   *     absent.
   */
  lostContent: (event: DispatcherEvent, cause?: DispatcherEvent) => void;
  /**
   * Like `change`, but raised after the editor has finished syncing the edit with its document
   * and other editors. Code hints listen to this one.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   * @param changeList - The CodeMirror change objects describing the edits.
   */
  editorChange: (event: DispatcherEvent, editor: Editor, changeList: unknown[]) => void;
  /**
   * The user switched between insert and overwrite mode (the Insert key).
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   * @param overwrite - `true` when overwrite mode is now on.
   */
  overwriteToggle: (event: DispatcherEvent, editor: Editor, overwrite: boolean) => void;
  /**
   * Any key event (down, press or up) in the editor.
   *
   * @deprecated Listen to `keydown`, `keypress` or `keyup` instead; adding a listener prints a
   *     deprecation warning.
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   * @param keyboardEvent - The raw DOM keyboard event.
   */
  keyEvent: (event: DispatcherEvent, editor: Editor, keyboardEvent: KeyboardEvent) => void;
  /**
   * An editor option changed, such as word wrap or tab size.
   *
   * @event
   * @param event - The event object.
   * @param option - Name of the option.
   * @param value - Its new value.
   */
  optionChange: (event: DispatcherEvent, option: string, value: unknown) => void;
  /**
   * The editor is about to be destroyed. Save anything you need from it, such as its scroll
   * position, and drop your references.
   *
   * @event
   * @param event - The event object.
   * @param editor - The editor.
   */
  beforeDestroy: (event: DispatcherEvent, editor: Editor) => void;
}

/**
 * Centering option: center the cursor line only when it is near the top or bottom edge of the
 * view, or outside it. The default behaviour.
 */
export const BOUNDARY_CHECK_NORMAL: number;

/** Centering option: like {@link BOUNDARY_CHECK_NORMAL}, but ignore the top edge. */
export const BOUNDARY_IGNORE_TOP: number;

/** Centering option: always put the cursor line exactly in the middle of the view. */
export const BOUNDARY_BULLSEYE: number;

/**
 * An editor bound to a {@link Document}.
 */
export class Editor {
  /**
   * Creates an editor for a document inside `container`. Most extensions never call this: the
   * editor creates full-size editors itself, and inline editors come from
   * `EditorManager.createInlineEditorForDocument()`. Always call {@link Editor.destroy} on
   * editors you create.
   *
   * @param document - The document to edit.
   * @param makeMasterEditor - `true` to make this the document's main editor, which holds the
   *   document's live text; `false` for a secondary editor that syncs with it.
   * @param container - Element to create the editor in.
   * @param range - Show only this range of lines (inclusive, zero-based).
   * @param options - Extra CodeMirror options.
   */
  constructor(
    document: Document,
    makeMasterEditor: boolean,
    container: JQuery<HTMLElement> | HTMLElement,
    range?: {startLine: number; endLine: number},
    options?: Record<string, unknown>,
  );

  /** The document this editor shows and edits. */
  document: Document;

  /**
   * The CodeMirror instance behind the editor. It is internal (hence the underscore): prefer the
   * editor's own methods. The functions of `utils/TokenUtils` take it as their first argument.
   */
  readonly _codeMirror: CodeMirrorTokenSource;

  /** The editor's root element, wrapped in jQuery. */
  $el: JQuery<HTMLElement>;

  /**
   * Embeds an inline widget below a line. Any inline widget already open on that line is closed
   * first.
   *
   * @param pos - Position the widget is anchored to; it appears below that line.
   * @param inlineWidget - The widget.
   * @param scrollLineIntoView - Scroll the line into view. Defaults to `true`.
   * @returns A promise resolved once the widget has been added (its opening animation may still
   *   be running). Never rejected.
   */
  addInlineWidget(pos: Position, inlineWidget: InlineWidget, scrollLineIntoView?: boolean): JQuery.Promise<void>;

  /** Closes every inline widget in this editor. */
  removeAllInlineWidgets(): void;

  /**
   * Closes one inline widget.
   *
   * @param inlineWidget - The widget to close.
   * @returns A promise resolved once the widget is closed and removed from the page.
   */
  removeInlineWidget(inlineWidget: InlineWidget): JQuery.Promise<void>;

  /**
   * Closes every inline widget anchored to a line.
   *
   * @param lineNum - Zero-based line number.
   */
  removeAllInlineWidgetsForLine(lineNum: number): void;

  /**
   * Returns the inline widgets anchored to a line.
   *
   * @param lineNum - Zero-based line number.
   * @returns The widgets on that line.
   */
  getAllInlineWidgetsForLine(lineNum: number): InlineWidget[];

  /**
   * Returns every inline widget open in this editor.
   *
   * @returns The widgets.
   */
  getInlineWidgets(): InlineWidget[];

  /**
   * Returns the inline widget that has keyboard focus.
   *
   * @returns The focused widget, or `null` if focus is not in an inline widget.
   */
  getFocusedInlineWidget(): InlineWidget | null;

  /**
   * Changes the height of an inline widget, for example after its content grew.
   *
   * @param inlineWidget - The widget.
   * @param height - New height in pixels.
   * @param ensureVisible - `true` to scroll so the whole widget is visible. Defaults to `false`.
   */
  setInlineWidgetHeight(inlineWidget: InlineWidget, height: number, ensureVisible?: boolean): void;

  /**
   * Lists the inline widgets open below the cursor's line.
   *
   * @returns The widgets; empty when there are none.
   */
  getInlineWidgetsBelowCursor(): InlineWidget[];

  /**
   * Records which pane a full-size editor belongs to and registers it with its document. The
   * editor calls this when it places an editor in a pane; extensions have no reason to.
   *
   * @param paneId - The id of the pane.
   */
  markPaneId(paneId: string): void;

  /**
   * Tells whether the editor has a use for the Esc key right now, for example to collapse
   * multiple cursors to one. Used when deciding whether Esc should toggle the bottom panels.
   *
   * @returns `true` if Esc would do something in the editor.
   */
  canConsumeEscapeKeyEvent(): boolean;

  /**
   * Removes the editor from the page and detaches it from its document. If it was the
   * document's main editor, the document falls back to a read-only text copy.
   */
  destroy(): void;

  /** Selects all the text without scrolling. */
  selectAllNoScroll(): void;

  /**
   * Tells whether the editor shows only part of its document, as inline editors do.
   *
   * @returns `true` for an editor limited to a range of lines.
   */
  isTextSubset(): boolean;

  /**
   * Returns the file the editor's document belongs to.
   *
   * @returns The file.
   */
  getFile(): File;

  /**
   * Returns the cursor position (of the primary selection when there are several).
   *
   * @param expandTabs - `true` to report `ch` as a visual column, counting tabs as their width.
   * @param which - Which end of the selection to report: `"start"`, `"end"`, `"head"` (the end
   *   that moves with Shift+arrows, the default) or `"anchor"` (the fixed end).
   * @returns The position.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     const pos = editor.getCursorPos();
   *     console.log(`Line ${pos.line + 1}, column ${pos.ch + 1}`);
   * }
   * ```
   */
  getCursorPos(expandTabs?: boolean, which?: 'start' | 'end' | 'head' | 'anchor'): Position;

  /**
   * Returns the position just after the last character of the document.
   *
   * @param expandTabs - `true` to report `ch` as a visual column.
   * @returns The end position.
   */
  getEndingCursorPos(expandTabs?: boolean): Position;

  /**
   * Converts a position to its visual column, which differs from `pos.ch` when the line has tabs
   * before it. Depends on the tab size setting.
   *
   * @param pos - The position.
   * @returns The zero-based visual column.
   */
  getColOffset(pos: Position): number;

  /**
   * Converts a visual column on a line to a character offset, the reverse of
   * {@link Editor.getColOffset}.
   *
   * @param lineNum - Zero-based line number.
   * @param column - Zero-based visual column.
   * @returns The character offset.
   */
  getCharIndexForColumn(lineNum: number, column: number): number;

  /**
   * Moves the cursor, removing any selection.
   *
   * @param line - Zero-based line.
   * @param ch - Zero-based character offset; treated as 0 when omitted.
   * @param center - `true` to center the view on the new position.
   * @param expandTabs - `true` if `ch` is a visual column rather than a character offset.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     editor.setCursorPos(41, 0, true); // go to line 42 and center it
   * }
   * ```
   */
  setCursorPos(line: number, ch?: number, center?: boolean, expandTabs?: boolean): void;

  /**
   * Sets the editor's size.
   *
   * @param width - Pixels, or a CSS size such as `"100%"`.
   * @param height - Pixels, or a CSS size.
   */
  setSize(width: number | string | null, height: number | string | null): void;

  /**
   * Returns the range of lines currently rendered. In long files only the visible part (plus a
   * margin) is rendered; see the `viewportChange` event.
   *
   * @returns `from` (first rendered line, inclusive) and `to` (exclusive).
   */
  getViewport(): {from: number; to: number};

  /**
   * Scrolls vertically so that the cursor line is centered, if the cursor is near an edge of the
   * view or outside it. The horizontal scroll position is kept.
   *
   * @param centerOptions - `0` or one of the `BOUNDARY_*` constants.
   */
  centerOnCursor(centerOptions?: number): void;

  /**
   * Converts a position to an offset in the text (counting each line break as one character).
   *
   * @param cursorPos - The position.
   * @returns The zero-based offset.
   */
  indexFromPos(cursorPos: Position): number;

  /**
   * Converts an offset in the text to a position, the reverse of {@link Editor.indexFromPos}.
   *
   * @param index - Zero-based offset.
   * @returns The position.
   */
  posFromIndex(index: number): Position;

  /**
   * Tells whether `pos` lies between `start` (inclusive) and `end` (exclusive unless
   * `endInclusive` is set).
   *
   * @param pos - The position to test.
   * @param start - Start of the range.
   * @param end - End of the range.
   * @param endInclusive - `true` to count `end` itself as inside.
   * @returns `true` if `pos` is in the range.
   */
  posWithinRange(pos: Position, start: Position, end: Position, endInclusive?: boolean): boolean;

  /**
   * Tells whether any text is selected (rather than there only being a cursor).
   *
   * @returns `true` if there is a non-empty selection.
   */
  hasSelection(): boolean;

  /**
   * Returns the primary selection (usually the last one made). With no selection, start and end
   * both equal the cursor position.
   *
   * @returns The selection.
   */
  getSelection(): SelectionRange;

  /**
   * Returns all selections, in document order and without overlaps. The primary one has
   * `primary: true`.
   *
   * @returns The selections.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     const texts = editor.getSelections().map((sel) => editor.getTextBetween(sel.start, sel.end));
   * }
   * ```
   */
  getSelections(): SelectionRange[];

  /**
   * Tells whether there is more than one cursor or selection.
   *
   * @returns `true` with multiple cursors.
   */
  hasMultipleCursors(): boolean;

  /**
   * Expands selections to whole lines and merges the ones that touch, keeping track of which
   * original selections went into each result. Handy for line-based commands (move line, toggle
   * comment) that must work with multiple cursors.
   *
   * @param selections - The selections to expand.
   * @param options - `expandEndAtStartOfLine`: also include a line when a selection ends at its
   *   very start (default `false`); `mergeAdjacent`: merge line ranges that touch (default
   *   `true`).
   * @returns For each resulting line range, `selectionForEdit` (the whole-line range) and
   *   `selectionsToTrack` (the original selection objects it covers, not copies).
   */
  convertToLineSelections(
    selections: SelectionRange[],
    options?: {expandEndAtStartOfLine?: boolean; mergeAdjacent?: boolean},
  ): Array<{selectionForEdit: SelectionRange; selectionsToTrack: SelectionRange[]}>;

  /**
   * Returns the selected text, with `\n` line breaks whatever the document's line ending style.
   *
   * @param allSelections - `true` to return the text of every selection, joined with newlines.
   *   Defaults to only the primary selection.
   * @returns The selected text, or `""` when nothing is selected.
   */
  getSelectedText(allSelections?: boolean): string;

  /**
   * Converts screen coordinates, such as those of a mouse event, to the nearest text position.
   *
   * @param coordinates - `left` and `top` in pixels.
   * @param mode - What the coordinates are relative to: `"window"`, `"page"` (the default) or
   *   `"local"` (the editor's content).
   * @returns The position.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     $(editor.getRootElement()).on("click", (e) => {
   *         const pos = editor.coordsChar({ left: e.pageX, top: e.pageY });
   *     });
   * }
   * ```
   */
  coordsChar(coordinates: {left: number; top: number}, mode?: 'window' | 'page' | 'local'): Position;

  /**
   * Returns the box occupied by the character at a position, for placing UI next to it.
   *
   * @param pos - The position.
   * @param mode - Coordinate system: `"window"`, `"page"` (the default) or `"local"`.
   * @returns The character's box in pixels.
   */
  charCoords(pos: Position, mode?: 'window' | 'page' | 'local'): {left: number; right: number; top: number; bottom: number};

  /**
   * Returns the syntax token at a position.
   *
   * @param cursor - Position to look at; defaults to the cursor.
   * @param precise - `true` to bypass cached parsing state for an up-to-date result.
   * @returns The token.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     const token = editor.getToken();
   *     if (token.type === "comment") {
   *         console.log("the cursor is inside a comment");
   *     }
   * }
   * ```
   */
  getToken(cursor?: Position, precise?: boolean): Token;

  /**
   * Returns the character just after a position (`x|y` gives `y`).
   *
   * @param pos - The position.
   * @returns The character, or `null` if the position is out of range.
   */
  getCharacterAtPosition(pos: Position): string | null;

  /**
   * Returns the text of a line.
   *
   * @param lineNumber - Zero-based line number.
   * @returns The line's text, or `null` if the line does not exist.
   */
  getLine(lineNumber: number): string | null;

  /**
   * Returns the character just before a position on the same line (`x|y` gives `x`).
   *
   * @param pos - The position.
   * @returns The character, or `null` if there is none.
   */
  getPrevCharacterAtPosition(pos: Position): string | null;

  /**
   * Returns the token after the one at a position.
   *
   * @param cursor - Position to start from; defaults to the cursor.
   * @param skipWhitespace - Skip whitespace-only tokens. Defaults to `true`.
   * @param precise - `true` for an up-to-date result that bypasses caching.
   * @returns The next token.
   */
  getNextToken(cursor?: Position, skipWhitespace?: boolean, precise?: boolean): Token;

  /**
   * Returns the token before the one at a position.
   *
   * @param cursor - Position to start from; defaults to the cursor.
   * @param skipWhitespace - Skip whitespace-only tokens. Defaults to `true`.
   * @param precise - `true` for an up-to-date result that bypasses caching.
   * @returns The previous token.
   */
  getPreviousToken(cursor?: Position, skipWhitespace?: boolean, precise?: boolean): Token;

  /**
   * Runs a function that makes many changes, updating the display only once at the end. Much
   * faster than many separate edits.
   *
   * @param execFn - Function making the changes.
   * @returns Whatever `execFn` returns.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     editor.operation(() => {
   *         for (let line = 0; line < editor.lineCount(); line++) {
   *             const text = editor.getLine(line);
   *             if (text !== null && text.endsWith(" ")) {
   *                 editor.replaceRange(text.trimEnd(), { line, ch: 0 }, { line, ch: text.length });
   *             }
   *         }
   *     });
   * }
   * ```
   */
  operation<T>(execFn: () => T): T;

  /**
   * Highlights a range of text.
   *
   * @param markType - A label of your choosing, used to find or clear your marks later.
   * @param cursorFrom - Start of the range.
   * @param cursorTo - End of the range.
   * @param options - Styling options.
   * @returns The mark.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     editor.markText("myext-todo", { line: 3, ch: 0 }, { line: 3, ch: 20 },
   *         { className: "myext-todo-highlight" });
   * }
   * ```
   */
  markText(markType: string, cursorFrom: Position, cursorTo: Position, options?: MarkTextOptions): TextMarker;

  /**
   * Highlights the whole token at a position, like {@link Editor.markText} for that token's
   * range.
   *
   * @param markType - A label of your choosing.
   * @param cursor - Position inside the token.
   * @param options - Styling options, for example `Editor.getMarkOptionUnderlineError()`.
   * @returns The mark.
   */
  markToken(markType: string, cursor: Position, options?: MarkTextOptions): TextMarker;

  /**
   * Places a bookmark: a point in the text that moves as the text around it is edited, optionally
   * displaying an element.
   *
   * @param markType - A label of your choosing.
   * @param cursorPos - Where to place it; defaults to the cursor.
   * @param options - `widget`: element shown at the bookmark; `insertLeft`: text typed at the
   *   bookmark goes to its left instead of its right; `handleMouseEvents`: let the editor handle
   *   mouse events on the widget (default `false`).
   * @returns The bookmark. Its `find()` returns its current position, `clear()` removes it.
   */
  setBookmark(
    markType: string,
    cursorPos?: Position,
    options?: {widget?: HTMLElement; insertLeft?: boolean; handleMouseEvents?: boolean},
  ): TextMarker;

  /**
   * Finds marks and bookmarks between two positions.
   *
   * @param cursorFrom - Start of the search range.
   * @param cursorTo - End of the search range.
   * @param markType - Only return marks of this type.
   * @returns The marks found.
   */
  findMarks(cursorFrom: Position, cursorTo: Position, markType?: string): TextMarker[];

  /**
   * Finds marks and bookmarks that cover a position.
   *
   * @param cursorPos - The position.
   * @param markType - Only return marks of this type.
   * @returns The marks found.
   */
  findMarksAt(cursorPos: Position, markType?: string): TextMarker[];

  /**
   * Finds marks of a type that come after a position.
   *
   * @param position - Where to start looking.
   * @param markType - Type of mark to look for.
   * @returns The marks found; empty if none.
   */
  getMarksAfter(position: Position, markType: string): TextMarker[];

  /**
   * Finds marks of a type that come before a position.
   *
   * @param position - Where to stop looking.
   * @param markType - Type of mark to look for.
   * @returns The marks found; empty if none.
   */
  getMarksBefore(position: Position, markType: string): TextMarker[];

  /**
   * Returns every mark in the document.
   *
   * @param markType - Only return marks of this type.
   * @returns The marks.
   */
  getAllMarks(markType?: string): TextMarker[];

  /**
   * Removes marks. Without arguments it removes every mark, including other extensions', so
   * pass your `markType`.
   *
   * @param markType - Only remove marks of this type.
   * @param lineNumbers - Only remove marks on these lines.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     editor.clearAllMarks("myext-todo");
   * }
   * ```
   */
  clearAllMarks(markType?: string, lineNumbers?: number[]): void;

  /**
   * Tells whether two positions are equal.
   *
   * @param position1 - First position.
   * @param position2 - Second position.
   * @returns `true` if line and character match.
   */
  isSamePosition(position1: Position, position2: Position): boolean;

  /**
   * Returns a JSON-serializable copy of the undo history. Treat it as opaque.
   *
   * @returns The history.
   */
  getHistory(): unknown;

  /**
   * Replaces the undo history with one from {@link Editor.getHistory}. Only meaningful if the
   * text is the same as when the history was taken.
   *
   * @param history - A value returned by `getHistory()`.
   */
  setHistory(history: unknown): void;

  /**
   * Records a named point in the undo history, so that a multi-step change can later be undone
   * in one go with {@link Editor.restoreHistoryPoint}.
   *
   * @param restorePointName - Name of the restore point.
   */
  createHistoryRestorePoint(restorePointName: string): void;

  /**
   * Undoes every change made since the named restore point, if it still exists.
   *
   * @param restorePointName - Name given to {@link Editor.createHistoryRestorePoint}.
   */
  restoreHistoryPoint(restorePointName: string): void;

  /**
   * Selects a range, replacing all selections. The cursor ends up at `end`.
   *
   * @param start - Start of the selection (inclusive).
   * @param end - End of the selection (exclusive); defaults to `start`.
   * @param center - `true` to center the view on the selection.
   * @param centerOptions - `0` or one of the `BOUNDARY_*` constants.
   * @param origin - Undo grouping label: edits and selection changes with the same origin can be
   *   merged into one undo step (see `Document.replaceRange`).
   */
  setSelection(start: Position, end?: Position, center?: boolean, centerOptions?: number, origin?: string): void;

  /**
   * Replaces the selected text (or inserts at the cursor).
   *
   * @param replacement - New text.
   * @param select - `"around"` to select the inserted text, `"start"` to put the cursor before it.
   */
  replaceSelection(replacement: string, select?: 'around' | 'start'): void;

  /**
   * Replaces the text of each selection with the matching string.
   *
   * @param replacement - One string per selection, in selection order.
   * @param select - `"around"` to select the inserted texts, `"start"` to put cursors before them.
   */
  replaceSelections(replacement: string[], select?: 'around' | 'start'): void;

  /**
   * Replaces the text between two positions, or inserts text when `to` is omitted.
   *
   * @param replacement - New text.
   * @param from - Start of the range.
   * @param to - End of the range; omit to insert at `from`.
   * @param origin - Label passed to change events and used to merge undo steps.
   */
  replaceRange(replacement: string, from: Position, to?: Position, origin?: string): void;

  /**
   * Replaces several ranges in one undoable step.
   *
   * @param ranges - The ranges and their new text.
   * @param origin - Label passed to change events and used to merge undo steps.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     editor.replaceMultipleRanges([
   *         { from: { line: 0, ch: 0 }, to: { line: 0, ch: 3 }, text: "let" },
   *         { from: { line: 4, ch: 0 }, to: { line: 4, ch: 3 }, text: "let" }
   *     ], "myext-var-to-let");
   * }
   * ```
   */
  replaceMultipleRanges(ranges: Array<{from: Position; to: Position; text: string}>, origin?: string): void;

  /** Removes the selection, leaving a single cursor where the primary selection's head was. */
  clearSelection(): void;

  /**
   * Replaces all selections. Overlapping ranges are merged and the list is sorted. The primary
   * selection is the one marked `primary`, else the last.
   *
   * @param selections - The selections. Equal start and end make a cursor; `reversed` puts the
   *   anchor at `end`.
   * @param center - `true` to center the view on the primary selection.
   * @param centerOptions - `0` or one of the `BOUNDARY_*` constants.
   * @param origin - Undo grouping label.
   */
  setSelections(selections: SelectionRange[], center?: boolean, centerOptions?: number, origin?: string): void;

  /**
   * Turns overwrite (replace) mode on or off.
   *
   * @param start - `true` for overwrite, `false` for insert, `null` to toggle.
   */
  toggleOverwrite(start: boolean | null): void;

  /**
   * Selects the word at or next to a position. If there is no word there (for example inside
   * `//`), just moves the cursor.
   *
   * @param pos - The position.
   */
  selectWordAt(pos: Position): void;

  /**
   * Returns the text between two positions.
   *
   * @param startPos - Start position.
   * @param endPos - End position.
   * @returns The text.
   */
  getTextBetween(startPos: Position, endPos: Position): string;

  /**
   * Returns the word at or next to a position.
   *
   * @param pos - The position.
   * @returns The word's text and range, or `null` when the position does not touch a word.
   */
  getWordAt(pos: Position): {text: string; startPos: Position; endPos: Position} | null;

  /**
   * Returns the number at or next to a position, as a string.
   *
   * @param pos - The position.
   * @param maxDigits - Longest number to accept, to avoid huge digit strings. Defaults to 10.
   * @returns The number's text and range, or `null` when there is no number there or it is
   *   longer than `maxDigits`.
   */
  getNumberAt(pos: Position, maxDigits?: number): {text: string; startPos: Position; endPos: Position} | null;

  /**
   * Counts the document's lines, including those not currently visible.
   *
   * @returns The number of lines.
   */
  lineCount(): number;

  /**
   * Tells whether a whole line is inside the visible part of the editor.
   *
   * @param line - Zero-based line number.
   * @returns `true` only if the line is fully visible.
   */
  isLineVisible(line: number): boolean;

  /**
   * Returns the first line the editor shows. For an inline editor, that is the first line of its
   * range; otherwise 0.
   *
   * @returns A zero-based line number.
   */
  getFirstVisibleLine(): number;

  /**
   * Returns the last line the editor shows. For an inline editor, that is the last line of its
   * range; otherwise the document's last line.
   *
   * @returns A zero-based line number.
   */
  getLastVisibleLine(): number;

  /**
   * Returns the height of the whole document in pixels, not just the visible part.
   *
   * @returns Height in pixels.
   */
  totalHeight(): number;

  /**
   * Returns the element that scrolls the editor's content.
   *
   * @returns The scroller element.
   */
  getScrollerElement(): HTMLDivElement;

  /**
   * Returns the editor's outermost element.
   *
   * @returns The root element.
   */
  getRootElement(): HTMLDivElement;

  /**
   * Returns the scroll position.
   *
   * @returns `x` (scrollLeft) and `y` (scrollTop) in pixels.
   */
  getScrollPos(): {x: number; y: number};

  /**
   * Scrolls to a saved position, shifted vertically by `heightDelta`.
   *
   * @param scrollPos - Position from {@link Editor.getScrollPos}.
   * @param heightDelta - Pixels to add to the vertical position.
   */
  adjustScrollPos(scrollPos: {x: number; y: number}, heightDelta: number): void;

  /**
   * Scrolls to a position.
   *
   * @param x - scrollLeft in pixels.
   * @param y - scrollTop in pixels.
   */
  setScrollPos(x: number, y: number): void;

  /**
   * Returns the height of one line of text.
   *
   * @returns Height in pixels.
   */
  getTextHeight(): number;

  /**
   * Shows a short-lived message bubble at the cursor (above it if there is room, otherwise
   * below), for example "Cannot rename here".
   *
   * @param errorMsg - The message.
   */
  displayErrorMessageAtCursor(errorMsg: string): void;

  /**
   * Returns where the top of the scrollable content is, relative to the browser window
   * (excluding top padding). Useful to convert a widget's page offset into a position within the
   * scrollable content.
   *
   * @returns Offset in pixels.
   */
  getVirtualScrollAreaTop(): number;

  /** Gives keyboard focus to the editor. */
  focus(): void;

  /**
   * Tells whether the editor has keyboard focus.
   *
   * @returns `true` if focused.
   */
  hasFocus(): boolean;

  /**
   * Captures the selections and scroll position, for restoring later.
   *
   * @returns The view state.
   */
  getViewState(): EditorViewState;

  /**
   * Restores selections and scroll position captured by {@link Editor.getViewState}.
   *
   * @param viewState - The state to restore.
   */
  restoreViewState(viewState: EditorViewState): void;

  /**
   * Re-renders the editor.
   *
   * @param handleResize - `true` when responding to a size change. Defaults to `false`.
   */
  refresh(handleResize?: boolean): void;

  /**
   * Re-renders the editor and every inline widget in it.
   *
   * @param handleResize - `true` when responding to a size change. Defaults to `false`.
   */
  refreshAll(handleResize?: boolean): void;

  /** Undoes the last edit. */
  undo(): void;

  /** Redoes the last undone edit. */
  redo(): void;

  /**
   * Tells the editor it was shown or hidden, as views are told by their pane.
   *
   * @param show - `true` if now visible.
   * @param refresh - `true` (the default) to re-render when shown.
   */
  notifyVisibilityChange(show: boolean, refresh?: boolean): void;

  /**
   * Shows or hides the editor inside its container. Does not make hidden parent elements
   * visible.
   *
   * @param show - `true` to show.
   * @param refresh - `true` (the default) to re-render when shown.
   */
  setVisible(show: boolean, refresh?: boolean): void;

  /**
   * Tells whether the editor is really visible: in the page, all its parents visible, and with a
   * non-zero size.
   *
   * @returns `true` if fully visible.
   */
  isFullyVisible(): boolean;

  /**
   * Returns the syntax mode for a range. In files that mix languages (HTML with embedded CSS and
   * JavaScript) the mode depends on the position. The check is approximate: only the start and
   * end are compared.
   *
   * @param start - Start of the range.
   * @param end - End of the range.
   * @param knownMixed - `true` if the caller already knows the file mixes modes.
   * @returns The mode, or `null` if start and end are in different modes.
   */
  getModeForRange(start: Position, end: Position, knownMixed?: boolean): ModeSpec | null;

  /**
   * Returns the syntax mode at the selection or cursor. With several selections, a mode is
   * returned only if they all agree.
   *
   * @param selection - Selection to check; defaults to the current selections.
   * @returns The mode, or `null` if mixed.
   */
  getModeForSelection(selection?: SelectionRange): ModeSpec | null;

  /**
   * Returns the language at the current selection, which in an HTML file may be CSS or
   * JavaScript inside `<style>` or `<script>` blocks.
   *
   * @returns The language.
   */
  getLanguageForSelection(): Language;

  /**
   * Returns the language at the cursor position, taking embedded languages into account like
   * {@link Editor.getLanguageForSelection}.
   *
   * @returns The language.
   */
  getLanguageForPosition(): Language;

  /**
   * Returns the syntax mode of the document as a whole.
   *
   * @returns The mode.
   */
  getModeForDocument(): ModeSpec;

  /**
   * Resizes the editor to fill its container. Not for inline editors.
   *
   * @param forceRefresh - `true` to re-layout even if the size seems unchanged.
   */
  updateLayout(forceRefresh?: boolean): void;

  /**
   * Puts a marker element in a gutter on a line. The gutter must have been registered with
   * {@link Editor.registerGutter}.
   *
   * @param lineNumber - Zero-based line.
   * @param gutterName - Name of the gutter.
   * @param marker - Element to show.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     const marker = $('<div class="myext-breakpoint" title="Breakpoint"></div>')[0];
   *     editor.setGutterMarker(10, "myext-breakpoints", marker);
   * }
   * ```
   */
  setGutterMarker(lineNumber: number, gutterName: string, marker: HTMLElement): void;

  /**
   * Returns the marker element in a gutter on a line.
   *
   * @param lineNumber - Zero-based line.
   * @param gutterName - Name of the gutter.
   * @returns The marker, or `undefined` if the line has none.
   */
  getGutterMarker(lineNumber: number, gutterName: string): HTMLElement | undefined;

  /**
   * Removes the marker from a gutter on a line. Does nothing if there is none.
   *
   * @param lineNumber - Zero-based line.
   * @param gutterName - Name of the gutter.
   */
  clearGutterMarker(lineNumber: number, gutterName: string): void;

  /**
   * Tells whether a gutter is shown in this editor, which depends on whether it is registered for
   * the language of the file in it.
   *
   * @param gutterName - Name of the gutter.
   * @returns `true` if the gutter is active here.
   */
  isGutterActive(gutterName: string): boolean;

  /**
   * Removes every marker from a gutter in this editor.
   *
   * @param gutterName - Name of the gutter.
   */
  clearGutter(gutterName: string): void;

  /**
   * Mark options that underline text as an error, as the Problems panel does.
   *
   * @returns Options for {@link Editor.markText} or {@link Editor.markToken}.
   * @example
   * ```js
   * const { Editor } = brackets.getModule("editor/Editor");
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     editor.markToken("myext-lint", { line: 4, ch: 7 }, Editor.getMarkOptionUnderlineError());
   * }
   * ```
   */
  static getMarkOptionUnderlineError(): MarkTextOptions;

  /**
   * Mark options that underline text as a warning.
   *
   * @returns Mark options.
   */
  static getMarkOptionUnderlineWarn(): MarkTextOptions;

  /**
   * Mark options that underline text as information.
   *
   * @returns Mark options.
   */
  static getMarkOptionUnderlineInfo(): MarkTextOptions;

  /**
   * Mark options that underline text as a spelling mistake.
   *
   * @returns Mark options.
   */
  static getMarkOptionUnderlineSpellcheck(): MarkTextOptions;

  /**
   * Mark options that style text as a hyperlink.
   *
   * @returns Mark options.
   */
  static getMarkOptionHyperlinkText(): MarkTextOptions;

  /**
   * Mark options that highlight the other occurrences of a symbol.
   *
   * @returns Mark options.
   */
  static getMarkOptionMatchingRefs(): MarkTextOptions;

  /**
   * Mark options that outline a symbol being renamed.
   *
   * @returns Mark options.
   */
  static getMarkOptionRenameOutline(): MarkTextOptions;

  /**
   * Priority of the line-number gutter. Gutters registered with a higher priority appear to the
   * right of the line numbers, lower ones to the left.
   */
  static LINE_NUMBER_GUTTER_PRIORITY: number;

  /** Priority of the code-folding gutter. */
  static CODE_FOLDING_GUTTER_PRIORITY: number;

  /**
   * Lists the gutters registered for all editors.
   *
   * @returns The gutters with their priority and, if limited, their languages.
   */
  static getRegisteredGutters(): Array<{name: string; priority: number; languages?: string[]}>;

  /**
   * Tells whether a gutter with this name is registered.
   *
   * @param gutterName - Name of the gutter.
   * @returns `true` if registered.
   */
  static isGutterRegistered(gutterName: string): boolean;

  /**
   * Adds a gutter (a column left of the text, for markers such as breakpoints) to every editor,
   * or only to editors of some languages.
   *
   * @param name - Gutter name; also used as its CSS class.
   * @param priority - Position relative to other gutters; compare with
   *   {@link Editor.LINE_NUMBER_GUTTER_PRIORITY}.
   * @param languageIds - Languages to show the gutter for; all languages when omitted.
   * @example
   * ```js
   * const { Editor } = brackets.getModule("editor/Editor");
   *
   * Editor.registerGutter("myext-breakpoints", Editor.LINE_NUMBER_GUTTER_PRIORITY - 1, ["javascript"]);
   * ```
   */
  static registerGutter(name: string, priority: number, languageIds?: string[]): void;

  /**
   * Removes a gutter from every editor.
   *
   * @param name - Gutter name.
   */
  static unregisterGutter(name: string): void;

  /**
   * Sets whether indentation uses tab characters instead of spaces. Applies to every editor that
   * uses the same preference location as `fullPath`.
   *
   * @param value - `true` for tabs.
   * @param fullPath - File whose preference location to change; defaults to the current file.
   * @returns `true` if the value was valid and applied.
   */
  static setUseTabChar(value: boolean, fullPath?: string): boolean;

  /**
   * Tells whether indentation uses tab characters.
   *
   * @param fullPath - File to check; defaults to the current file.
   * @returns `true` for tabs.
   */
  static getUseTabChar(fullPath?: string): boolean;

  /**
   * Sets how many columns a tab character takes.
   *
   * @param value - Tab width.
   * @param fullPath - File whose preference location to change; defaults to the current file.
   * @returns `true` if the value was valid and applied.
   */
  static setTabSize(value: number, fullPath?: string): boolean;

  /**
   * Returns how many columns a tab character takes.
   *
   * @param fullPath - File to check; defaults to the current file.
   * @returns The tab width.
   */
  static getTabSize(fullPath?: string): number;

  /**
   * Returns the indentation width detected for a file when automatic indentation detection is on.
   *
   * @param fullPath - File to check.
   * @returns The detected width, or `undefined` if nothing was detected.
   */
  static getAutoTabUnits(fullPath: string): number | undefined;

  /**
   * Turns automatic detection of tabs versus spaces (and indentation width) from each file's
   * content on or off; when it finds nothing, the configured settings apply.
   *
   * @param value - `true` to detect automatically.
   * @param fullPath - File whose preference location to change; defaults to the current file.
   * @returns `true` if the value was valid and applied.
   */
  static setAutoTabSpaces(value: boolean, fullPath?: string): boolean;

  /**
   * Tells whether tabs versus spaces are detected automatically.
   *
   * @param fullPath - File to check; defaults to the current file.
   * @returns `true` if detection is on.
   */
  static getAutoTabSpaces(fullPath?: string): boolean;

  /**
   * Sets how many spaces one indentation level uses when indenting with spaces.
   *
   * @param value - Number of spaces.
   * @param fullPath - File whose preference location to change; defaults to the current file.
   * @returns `true` if the value was valid and applied.
   */
  static setSpaceUnits(value: number, fullPath?: string): boolean;

  /**
   * Returns how many spaces one indentation level uses.
   *
   * @param fullPath - File to check; defaults to the current file.
   * @returns Number of spaces.
   */
  static getSpaceUnits(fullPath?: string): number;

  /**
   * Turns automatic insertion of closing brackets and quotes on or off.
   *
   * @param value - `true` to auto-close.
   * @param fullPath - File whose preference location to change; defaults to the current file.
   * @returns `true` if the value was valid and applied.
   */
  static setCloseBrackets(value: boolean, fullPath?: string): boolean;

  /**
   * Tells whether closing brackets are inserted automatically.
   *
   * @param fullPath - File to check; defaults to the current file.
   * @returns `true` if on.
   */
  static getCloseBrackets(fullPath?: string): boolean;

  /**
   * Shows or hides line numbers.
   *
   * @param value - `true` to show them.
   * @param fullPath - File whose preference location to change; defaults to the current file.
   * @returns `true` if the value was valid and applied.
   */
  static setShowLineNumbers(value: boolean, fullPath?: string): boolean;

  /**
   * Tells whether line numbers are shown.
   *
   * @param fullPath - File to check; defaults to the current file.
   * @returns `true` if shown.
   */
  static getShowLineNumbers(fullPath?: string): boolean;

  /**
   * Turns highlighting of the cursor's line on or off.
   *
   * @param value - `true` to highlight.
   * @param fullPath - File whose preference location to change; defaults to the current file.
   * @returns `true` if the value was valid and applied.
   */
  static setShowActiveLine(value: boolean, fullPath?: string): boolean;

  /**
   * Tells whether the cursor's line is highlighted.
   *
   * @param fullPath - File to check; defaults to the current file.
   * @returns `true` if highlighted.
   */
  static getShowActiveLine(fullPath?: string): boolean;

  /**
   * Turns soft word wrap on or off.
   *
   * @param value - `true` to wrap long lines.
   * @param fullPath - File whose preference location to change; defaults to the current file.
   * @returns `true` if the value was valid and applied.
   */
  static setWordWrap(value: boolean, fullPath?: string): boolean;

  /**
   * Tells whether long lines wrap.
   *
   * @param fullPath - File to check; defaults to the current file.
   * @returns `true` if wrapping.
   */
  static getWordWrap(fullPath?: string): boolean;

  /**
   * Sets whether Toggle Line Comment puts the comment marker at the line's indentation instead of
   * at column 0.
   *
   * @param value - `true` to indent line comments.
   * @param fullPath - File whose preference location to change; defaults to the current file.
   * @returns `true` if the value was valid and applied.
   */
  static setIndentLineComment(value: boolean, fullPath?: string): boolean;

  /**
   * Tells whether line comments are indented.
   *
   * @param fullPath - File to check; defaults to the current file.
   * @returns `true` if indented.
   */
  static getIndentLineComment(fullPath?: string): boolean;

  /**
   * Calls a function for every existing editor, or only for the editors of one file.
   *
   * @param callback - Receives each editor.
   * @param fullPath - Only visit editors of this file.
   * @example
   * ```js
   * const { Editor } = brackets.getModule("editor/Editor");
   *
   * Editor.forEveryEditor((ed) => ed.clearAllMarks("myext-todo"));
   * ```
   */
  static forEveryEditor(callback: (editor: Editor) => void, fullPath?: string): void;

  /** Name of the editor's `beforeChange` event; see {@link EditorEvents.beforeChange} for its arguments. */
  static readonly EVENT_BEFORE_CHANGE: 'beforeChange';

  /** Name of the editor's `change` event; see {@link EditorEvents.change} for its arguments. */
  static readonly EVENT_CHANGE: 'change';

  /** Name of the editor's `beforeSelectionChange` event; see {@link EditorEvents.beforeSelectionChange} for its arguments. */
  static readonly EVENT_BEFORE_SELECTION_CHANGE: 'beforeSelectionChange';

  /** Name of the editor's `cursorActivity` event; see {@link EditorEvents.cursorActivity} for its arguments. */
  static readonly EVENT_CURSOR_ACTIVITY: 'cursorActivity';

  /** Name of the editor's `keypress` event; see {@link EditorEvents.keypress} for its arguments. */
  static readonly EVENT_KEY_PRESS: 'keypress';

  /** Name of the editor's `keydown` event; see {@link EditorEvents.keydown} for its arguments. */
  static readonly EVENT_KEY_DOWN: 'keydown';

  /** Name of the editor's `keyup` event; see {@link EditorEvents.keyup} for its arguments. */
  static readonly EVENT_KEY_UP: 'keyup';

  /** Name of the editor's `focus` event; see {@link EditorEvents.focus} for its arguments. */
  static readonly EVENT_FOCUS: 'focus';

  /** Name of the editor's `blur` event; see {@link EditorEvents.blur} for its arguments. */
  static readonly EVENT_BLUR: 'blur';

  /** Name of the editor's `update` event; see {@link EditorEvents.update} for its arguments. */
  static readonly EVENT_UPDATE: 'update';

  /** Name of the editor's `scroll` event; see {@link EditorEvents.scroll} for its arguments. */
  static readonly EVENT_SCROLL: 'scroll';

  /** Name of the editor's `viewportChange` event; see {@link EditorEvents.viewportChange} for its arguments. */
  static readonly EVENT_VIEW_PORT_CHANGE: 'viewportChange';

  /** Name of the editor's `lostContent` event; see {@link EditorEvents.lostContent} for its arguments. */
  static readonly EVENT_LOST_CONTENT: 'lostContent';

  /** Name of the editor's `optionChange` event; see {@link EditorEvents.optionChange} for its arguments. */
  static readonly EVENT_OPTION_CHANGE: 'optionChange';

  /**
   * Adds a listener for one of the {@link EditorEvents}. The event name may carry a `.namespace`
   * suffix, which makes it easy to remove all your listeners later.
   *
   * @param events - Event name, such as `"cursorActivity"`.
   * @param handler - Listener; receives the event object followed by the event's arguments.
   * @returns The editor, for chaining.
   * @example
   * ```js
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editor = EditorManager.getActiveEditor();
   * if (editor) {
   *     editor.on("cursorActivity.myext", () => console.log(editor.getCursorPos()));
   *     // later
   *     editor.off(".myext");
   * }
   * ```
   */
  on<K extends keyof EditorEvents>(events: K | `${K}.${string}`, handler: EditorEvents[K]): this;
  on(events: string, handler: EventHandler): this;
  /**
   * Adds a listener that runs only once.
   *
   * @param events - Event name.
   * @param handler - Listener; receives the event object followed by the event's arguments.
   * @returns The editor, for chaining.
   */
  one<K extends keyof EditorEvents>(events: K | `${K}.${string}`, handler: EditorEvents[K]): this;
  one(events: string, handler: EventHandler): this;
  /**
   * Removes listeners added with {@link Editor.on} or {@link Editor.one}.
   *
   * @param events - Event name, `.namespace`, or both.
   * @param handler - Only remove this function; omit to remove every matching listener.
   * @returns The editor, for chaining.
   */
  off(events: string, handler?: EventHandler): this;

  /**
   * Fires one of the editor's events, calling every listener. The editor fires its own events when
   * something happens; calling this from an extension would make every listener believe it did.
   *
   * @param eventName - The event to fire, without a namespace.
   * @param args - Values handed to each listener after the event object.
   */
  trigger<K extends keyof EditorEvents>(eventName: K, ...args: EventArgs<EditorEvents[K]>): void;
  trigger(eventName: string, ...args: unknown[]): void;
}
