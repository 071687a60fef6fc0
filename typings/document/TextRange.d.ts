/**
 * A range of whole lines in a document that keeps itself up to date while the document is
 * edited.
 *
 * Create a `TextRange` when you need to remember "lines 10 to 20 of this file" across edits, for
 * example the lines shown by an inline editor or a block your extension generated. When lines are
 * inserted or deleted above the range, {@link TextRange.startLine} and {@link TextRange.endLine}
 * move accordingly. If an edit crosses one of the range's edges, or replaces the whole text, the
 * range can no longer be tracked reliably: it raises `lostSync` and both line numbers become
 * `null`.
 *
 * A text range holds a reference to its document (it calls `addRef()`), so **always call
 * {@link TextRange.dispose} when you are done**, or the document stays in memory.
 *
 * @example
 * ```js
 * const DocumentManager = brackets.getModule("document/DocumentManager");
 * const TextRange = brackets.getModule("document/TextRange").TextRange;
 *
 * DocumentManager.getDocumentForPath("/project/src/app.js").done(function (doc) {
 *     if (!doc) {
 *         return;
 *     }
 *     const range = new TextRange(doc, 10, 20); // lines 11 to 21 as the user counts them
 *     range.on("change", () => console.log("now lines", range.startLine, "to", range.endLine));
 *     range.on("lostSync", () => range.dispose());
 * });
 * ```
 *
 * @module document/TextRange
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type {Document} from 'document/Document';

/** Events raised by a {@link TextRange}. Listen with `range.on(name, handler)`. */
export interface TextRangeEvents {
  /**
   * The range's line numbers changed because lines were added or removed above or inside it.
   * @event
   */
  change: (event: DispatcherEvent) => void;
  /**
   * Text inside the range changed. This may or may not come with a `change` of the line
   * numbers.
   * @event
   */
  contentChange: (event: DispatcherEvent) => void;
  /**
   * The range can no longer be tracked: an edit crossed one of its edges, the whole text was
   * replaced, or the file was deleted. After an edit, `startLine` and `endLine` are `null`.
   * @event
   */
  lostSync: (event: DispatcherEvent) => void;
}

/**
 * A line range that follows edits to its document. See the module overview.
 *
 * All events come from changes to the document, so if you already listen to the document's
 * `change` event you can simply read `startLine` and `endLine` there instead.
 */
export class TextRange {
  /**
   * Starts tracking a range of lines. Takes a reference on the document until
   * {@link dispose} is called.
   *
   * @param document - The document the lines belong to.
   * @param startLine - First line of the range, zero-based and included.
   * @param endLine - Last line of the range, zero-based and included.
   */
  constructor(document: Document, startLine: number, endLine: number);

  /** The document the range belongs to. */
  document: Document;

  /** First line of the range (zero-based, included), or `null` after `lostSync`. */
  startLine: number | null;

  /** Last line of the range (zero-based, included), or `null` after `lostSync`. */
  endLine: number | null;

  /**
   * Stops tracking: detaches from the document and releases the reference taken by the
   * constructor. The range raises no more events afterwards. Call it exactly once.
   */
  dispose(): void;

  /**
   * Describes the range for logs, for example `"[TextRange 4-9 in [Document /project/a.js ...]]"`.
   *
   * @returns The description.
   */
  toString(): string;

  /**
   * Listens for one of the range's events (see {@link TextRangeEvents}).
   *
   * @param eventName - Event name, optionally with a `.namespace` suffix.
   * @param handler - Called with the event object.
   * @returns The range, so calls can be chained.
   */
  on<K extends keyof TextRangeEvents>(eventName: K | `${K}.${string}`, handler: TextRangeEvents[K]): this;
  on(eventName: string, handler: EventHandler): this;

  /**
   * Like {@link on}, but the handler is removed after it runs once.
   *
   * @param eventName - Event name, optionally with a `.namespace` suffix.
   * @param handler - Called with the event object.
   * @returns The range, so calls can be chained.
   */
  one<K extends keyof TextRangeEvents>(eventName: K | `${K}.${string}`, handler: TextRangeEvents[K]): this;
  one(eventName: string, handler: EventHandler): this;

  /**
   * Removes handlers added with {@link on} or {@link one}.
   *
   * @param eventName - Event name, `name.namespace`, or `.namespace` alone.
   * @param handler - The handler to remove; omit it to remove all matching handlers.
   * @returns The range, so calls can be chained.
   */
  off(eventName: string, handler?: EventHandler): this;

  /**
   * Fires one of the range's events, calling every listener. The range fires its own events when
   * something happens; calling this from an extension would make every listener believe it did.
   *
   * @param eventName - The event to fire, without a namespace.
   * @param args - Values handed to each listener after the event object.
   */
  trigger<K extends keyof TextRangeEvents>(eventName: K, ...args: EventArgs<TextRangeEvents[K]>): void;
  trigger(eventName: string, ...args: unknown[]): void;
}
