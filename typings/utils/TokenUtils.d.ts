/**
 * Walks through the syntax tokens of a document, using the information the editor already computed
 * for syntax highlighting. Good for light parsing, such as finding the tag, attribute or property
 * around the cursor for a code hint or quick view, without writing a parser.
 *
 * The functions work on a CodeMirror instance (the editor's underlying text component; extensions
 * usually reach it as `editor._codeMirror`) and on a small *context* object that holds a position
 * and the token at that position. Create a context with {@link getInitialContext}, then move it with
 * {@link movePrevToken}, {@link moveNextToken} or {@link moveSkippingWhitespace}.
 *
 * Token lookups are cached per line, which makes repeated scans of long lines much faster than
 * calling CodeMirror directly. Pass `precise = true` when the text may have just changed.
 *
 * (Older reference pages listed an `_` entry here; that is the utility library this module uses
 * internally, not part of its API.)
 *
 * @example
 * ```js
 * const TokenUtils = brackets.getModule("utils/TokenUtils");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * // Find the first non-whitespace token before the cursor.
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const ctx = TokenUtils.getInitialContext(editor._codeMirror, editor.getCursorPos());
 *     if (TokenUtils.moveSkippingWhitespace(TokenUtils.movePrevToken, ctx)) {
 *         console.log("previous token:", ctx.token.string, "of type", ctx.token.type);
 *     }
 * }
 * ```
 *
 * @module utils/TokenUtils
 */

/** A position in the document: zero-based line and character column. */
export interface TokenPosition {
  /** Zero-based line number. */
  line: number;
  /** Zero-based character index within the line. */
  ch: number;
}

/** A syntax token as produced by the editor's highlighting modes. */
export interface Token {
  /** Column where the token starts on its line. */
  start: number;
  /** Column just after the token's last character. */
  end: number;
  /** The token's text. */
  string: string;
  /** The highlighting style, such as `"keyword"`, `"string"` or `"tag"`; `null` for plain text and whitespace. */
  type: string | null;
  /** The highlighting mode's internal state after this token. */
  state: unknown;
}

/** The part of a CodeMirror instance that these functions rely on. */
export interface CodeMirrorTokenSource {
  /**
   * Returns the token at a position.
   *
   * @param pos The position.
   * @param precise Re-highlight up to the position first.
   */
  getTokenAt(pos: TokenPosition, precise?: boolean): Token;
}

/** A movable cursor over tokens. The move functions update `pos` and `token` in place. */
export interface TokenContext {
  /** The CodeMirror instance being read. */
  editor: CodeMirrorTokenSource;
  /** The current position. */
  pos: TokenPosition;
  /** The token at `pos`. */
  token: Token;
}

/**
 * Returns the token at a position, like CodeMirror's own `getTokenAt`, but with a per-line cache
 * that makes repeated lookups on long lines much faster.
 *
 * @param cm The CodeMirror instance.
 * @param pos The position to inspect.
 * @param precise Bypass the cache and get an up-to-date token; use it right after the text changed.
 * @returns The token at `pos`.
 */
export function getTokenAt(cm: CodeMirrorTokenSource, pos: TokenPosition, precise?: boolean): Token;

/**
 * Creates a context for a position, ready to pass to the move functions.
 *
 * @param cm The CodeMirror instance.
 * @param pos Where to start.
 * @returns A new context holding `pos` and the token there.
 *
 * @example
 * ```js
 * const TokenUtils = brackets.getModule("utils/TokenUtils");
 * const EditorManager = brackets.getModule("editor/EditorManager");
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const ctx = TokenUtils.getInitialContext(editor._codeMirror, { line: 4, ch: 10 });
 * }
 * ```
 */
export function getInitialContext(cm: CodeMirrorTokenSource, pos: TokenPosition): TokenContext;

/**
 * Moves a context one token back, continuing on the previous line when it reaches the start of a line.
 *
 * @param ctx The context to move; it is updated in place.
 * @param precise `true` (the default) for accurate tokens while the text is being edited; `false`
 *     to use the cache when scanning text that is not changing.
 * @returns `false` if the context was already on the document's first token and did not move.
 */
export function movePrevToken(ctx: TokenContext, precise?: boolean): boolean;

/**
 * Tells whether a context is on the first token of the document, so {@link movePrevToken} would
 * not move it.
 *
 * @param ctx The context.
 * @returns `true` on the document's first token.
 */
export function isAtStart(ctx: TokenContext): boolean;

/**
 * Moves a context one token forward, continuing on the next line when it reaches the end of a line.
 *
 * @param ctx The context to move; it is updated in place.
 * @param precise `true` (the default) for accurate tokens while the text is being edited; `false`
 *     to use the cache when scanning text that is not changing.
 * @returns `false` if the context was already on the document's last token and did not move.
 */
export function moveNextToken(ctx: TokenContext, precise?: boolean): boolean;

/**
 * Tells whether a context is on the last token of the document, so {@link moveNextToken} would not
 * move it.
 *
 * @param ctx The context.
 * @returns `true` on the document's last token.
 */
export function isAtEnd(ctx: TokenContext): boolean;

/**
 * Moves a context with the given move function, then keeps moving the same way past any tokens that
 * are only whitespace.
 *
 * @param moveFxn {@link movePrevToken} or {@link moveNextToken}.
 * @param ctx The context to move; it is updated in place.
 * @returns `false` if the context could not move.
 *
 * @example
 * ```js
 * const TokenUtils = brackets.getModule("utils/TokenUtils");
 *
 * const EditorManager = brackets.getModule("editor/EditorManager");
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const ctx = TokenUtils.getInitialContext(editor._codeMirror, editor.getCursorPos());
 *     TokenUtils.moveSkippingWhitespace(TokenUtils.moveNextToken, ctx);
 *     console.log("next token:", ctx.token.string);
 * }
 * ```
 */
export function moveSkippingWhitespace(moveFxn: (ctx: TokenContext, precise?: boolean) => boolean, ctx: TokenContext): boolean;

/**
 * Returns how far the context's position is from the start of its token.
 *
 * @param context The context.
 * @returns The number of characters between the token's start and `context.pos`.
 *
 * @example
 * ```js
 * const TokenUtils = brackets.getModule("utils/TokenUtils");
 *
 * const EditorManager = brackets.getModule("editor/EditorManager");
 * const editor = EditorManager.getActiveEditor();
 * if (editor) {
 *     const ctx = TokenUtils.getInitialContext(editor._codeMirror, editor.getCursorPos());
 *     // Text of the current token that lies before the cursor, e.g. the typed part of a word:
 *     const typed = ctx.token.string.slice(0, TokenUtils.offsetInToken(ctx));
 * }
 * ```
 */
export function offsetInToken(context: TokenContext): number;

/**
 * Returns the highlighting mode in effect at a position. In files that mix languages (HTML with
 * embedded CSS and JavaScript, for instance), this tells you which language the position is in.
 *
 * @param cm The CodeMirror instance.
 * @param pos The position to inspect.
 * @param precise Bypass the cache and get an up-to-date answer.
 * @returns The mode object and its name, such as `"css"` or `"javascript"`.
 */
export function getModeAt(cm: CodeMirrorTokenSource, pos: TokenPosition, precise?: boolean): {mode: object; name: string};
