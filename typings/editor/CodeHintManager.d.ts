/**
 * Code hints: the completion list that pops up while typing, or on **Ctrl+Space**.
 *
 * The manager does not compute hints itself. Extensions register **hint providers** for one or
 * more languages with {@link registerHintProvider}; the manager asks them, highest priority
 * first, whether they have hints for the current cursor position, and runs a *hinting session*
 * with the first provider that says yes.
 *
 * ## How a session works
 * 1. **Start.** On Ctrl+Space (an explicit request) or after a typed character (an implicit
 *    request), the manager calls `hasHints(editor, implicitChar)` on each provider for the
 *    document's language. `implicitChar` is `null` for an explicit request, otherwise the character
 *    just typed. `hasHints` can run on every keystroke, so it must be fast.
 * 2. **List.** The manager calls `getHints(implicitChar)` on the chosen provider and shows the
 *    result. The provider may return the list right away or a jQuery promise for it; a spinner is
 *    shown until the promise resolves. While the session lasts, `getHints` is called again after
 *    every single-character edit or cursor move, exactly once per change, so the provider can
 *    narrow the list.
 * 3. **Insert.** When the user picks a hint, the manager calls `insertHint(hint)`. The provider
 *    edits the document itself. Returning `true` asks the manager to immediately look for new
 *    hints, for example after inserting a property name that should be followed by value hints.
 *
 * The session ends when `getHints` returns `null`/`false` (or `true`, which ends it and starts a
 * fresh hint request), when a returned promise is rejected, when the user presses Esc, when the
 * editor loses focus or closes, or after a larger edit such as pasting or deleting a selection.
 * The manager may reject a pending promise when the session ends; treat that as a signal to stop
 * expensive work.
 *
 * @example
 * ```js
 * const CodeHintManager = brackets.getModule("editor/CodeHintManager");
 *
 * const EditorManager = brackets.getModule("editor/EditorManager");
 *
 * const COLORS = ["crimson", "cyan", "coral", "cornsilk"];
 * let hintEditor = EditorManager.getActiveEditor();
 *
 * CodeHintManager.registerHintProvider({
 *     hasHints(editor, implicitChar) {
 *         hintEditor = editor; // remember it for getHints and insertHint
 *         return implicitChar === null || /[a-z]/i.test(implicitChar);
 *     },
 *     getHints() {
 *         if (!hintEditor) {
 *             return null;
 *         }
 *         const prefix = hintEditor.getToken(hintEditor.getCursorPos()).string.trim();
 *         return {
 *             hints: COLORS.filter((c) => c.startsWith(prefix)),
 *             match: prefix,
 *             selectInitial: true
 *         };
 *     },
 *     insertHint(hint) {
 *         if (hintEditor && typeof hint === "string") {
 *             const cursor = hintEditor.getCursorPos();
 *             const token = hintEditor.getToken(cursor);
 *             hintEditor.replaceRange(hint, { line: cursor.line, ch: token.start }, cursor);
 *         }
 *         return false;
 *     }
 * }, ["css", "less", "scss"], 1);
 * ```
 * @module editor/CodeHintManager
 */

import type {Editor} from 'editor/Editor';

/** The list a provider returns from {@link CodeHintProvider.getHints}. */
export interface HintResponse {
  /**
   * The hints, already sorted. Plain strings, or jQuery objects when you want to control the
   * markup of each entry. An empty array keeps the session open with an empty list.
   */
  hints: Array<string | JQuery<HTMLElement>>;
  /**
   * Text the manager highlights (case-insensitively) inside each hint, typically the prefix the
   * user has typed. When `match` is set, the hints must be strings. Use `null` to do your own
   * highlighting, for example by returning hints with `<b>` markup.
   */
  match: string | null;
  /** `true` to preselect the first hint so that Enter inserts it. */
  selectInitial: boolean;
  /** `true` to let long hints widen the list instead of being cut off. */
  handleWideResults?: boolean;
}

/**
 * The object an extension registers with {@link registerHintProvider} to supply hints. See the
 * module overview for the full session life cycle.
 */
export interface CodeHintProvider {
  /**
   * Says whether this provider wants to start a hinting session at the current position. The
   * provider should remember `editor` for later `getHints` and `insertHint` calls, and may reset
   * any state left from a previous session here.
   *
   * @param editor - The active editor.
   * @param implicitChar - `null` for an explicit request (Ctrl+Space), otherwise the single
   *   character just typed. For an implicit request, also decide whether popping up hints would
   *   be welcome right now.
   * @returns `true` to start a session with this provider.
   */
  hasHints(editor: Editor, implicitChar: string | null): boolean;
  /**
   * Produces the hints for the current position.
   *
   * @param implicitChar - The character just typed, or `null` if the list is being updated after
   *   cursor movement or the session just started from an explicit request.
   * @returns The hints; a jQuery promise for them; `null` or `false` to end the session; `true`
   *   to end it and immediately request hints again.
   */
  getHints(implicitChar: string | null): HintResponse | JQuery.Promise<HintResponse> | boolean | null;
  /**
   * Inserts the hint the user picked. The hint is one this provider returned earlier in the
   * session (not necessarily from the latest call). The session closes afterwards.
   *
   * @param hint - The chosen hint, as returned in {@link HintResponse.hints}.
   * @returns `true` to have the manager request hints again right away.
   */
  insertHint(hint: string | JQuery<HTMLElement>): boolean;
  /**
   * Whether Tab inserts the selected hint (`true`) or a tab character (`false`). Leave it out to
   * follow the user's `insertHintOnTab` preference, which by default inserts a tab character.
   */
  insertHintOnTab?: boolean;
}

/**
 * Registers a hint provider for some languages.
 *
 * @param provider - The provider.
 * @param languageIds - Ids of the languages the provider serves (as known to
 *   `language/LanguageManager`, for example `"javascript"` or `"css"`). Include `"all"` to be
 *   asked for every language.
 * @param priority - Higher numbers are asked first when several providers serve a language.
 *   Defaults to `0`.
 */
export function registerHintProvider(provider: CodeHintProvider, languageIds: string[], priority?: number): void;

/**
 * Helper for providers that avoid overwriting text after the cursor: tells whether a saved
 * exclusion string still matches what follows the cursor.
 *
 * @param exclusion - Text the provider decided not to overwrite when inserting a hint, or `null`.
 * @param textAfterCursor - The text immediately after the cursor.
 * @returns `true` if `exclusion` is not `null` and equals `textAfterCursor` exactly.
 */
export function hasValidExclusion(exclusion: string | null, textAfterCursor: string): boolean;

/**
 * Tells whether the hint list is currently on screen. Useful in key handlers that should leave
 * keys such as Enter or Esc to the hint list.
 *
 * @returns `true` while hints are shown.
 */
export function isOpen(): boolean;

/**
 * An object that adds its own hints above those of the regular providers, whatever the language.
 * Unlike a {@link CodeHintProvider}, its `getHints` also receives the editor.
 */
export interface TopHintsHandler {
  /**
   * Says whether the handler has hints at the current position. When it does, the regular
   * providers are not asked, and the session shows the handler's hints.
   *
   * @param editor - The active editor.
   * @param implicitChar - The character just typed, or `null` for an explicit request.
   */
  hasHints?(editor: Editor, implicitChar: string | null): boolean;
  /**
   * Returns the hints to show first. They are put in front of the provider's hints, or shown
   * alone when no provider has any.
   *
   * @param editor - The active editor.
   * @param implicitChar - The character just typed, or `null`.
   */
  getHints?(editor: Editor, implicitChar: string | null): HintResponse | null | undefined;
  /**
   * Called first when the user picks any hint. Return `true` if the hint was one of yours and
   * you inserted it; return `false` to let the session's provider insert it.
   *
   * @param hint - The chosen hint.
   */
  insertHint?(hint: string | JQuery<HTMLElement>): boolean;
}

/**
 * Installs a handler whose hints appear at the top of the hint list in every language. There is
 * one such slot: a second call replaces the first handler.
 *
 * @param handler - The handler.
 * @since 5.0
 * @example
 * ```js
 * const CodeHintManager = brackets.getModule("editor/CodeHintManager");
 *
 * CodeHintManager.showHintsAtTop({
 *     hasHints: (editor, implicitChar) => implicitChar === "@",
 *     getHints: () => ({ hints: ["@todo", "@fixme"], match: null, selectInitial: true }),
 *     insertHint(hint) {
 *         if (typeof hint !== "string") {
 *             return false;
 *         }
 *         console.log("picked", hint);
 *         return true;
 *     }
 * });
 * ```
 */
export function showHintsAtTop(handler: TopHintsHandler): void;

/**
 * Removes the handler installed with {@link showHintsAtTop}.
 *
 * @since 5.0
 */
export function clearHintsAtTop(): void;

/**
 * Why a hint became highlighted, passed as `reason.source` to a provider's optional
 * `onHighlight($hint, $descriptionContainer, reason)` method.
 */
export const SELECTION_REASON: {
  /** The user moved through the list with the keyboard. */
  readonly KEYBOARD_NAV: 'KeyboardNav';
  /** The first hint was highlighted as the session opened. */
  readonly SESSION_START: 'sessionStart';
};
