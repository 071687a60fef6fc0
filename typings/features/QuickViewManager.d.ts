/**
 * Quick View: small interactive pop-ups that appear when the mouse hovers over code in the editor,
 * such as a color swatch over a CSS color, an image preview over an image path, or documentation for
 * a word. Extensions add their own kinds of Quick View by registering a provider.
 *
 * See also `features/SelectionViewManager`, the same mechanism for pop-ups that appear over
 * selected text instead of on hover.
 *
 * ## Usage
 * Register an object with a `getQuickView()` function for the languages you support. When the user
 * rests the mouse over some text, the editor calls `getQuickView()` on every provider for that
 * language. A provider that has something to show resolves with the content and the text range it
 * applies to; one that does not simply rejects. All resulting pop-ups are stacked in one Quick View.
 *
 * ## API
 * - {@link registerQuickViewProvider} / {@link removeQuickViewProvider}: add or remove a provider.
 * - {@link QuickViewProvider.getQuickView}: produce the pop-up (required).
 * - {@link QuickViewProvider.filterQuickView}: decide which of several pop-ups to show (optional).
 * - {@link isQuickViewShown}, {@link lockQuickView}, {@link unlockQuickView}: control the visible pop-up.
 *
 * Considerations:
 * - Nothing is shown until every provider's promise has settled, so answer quickly. If you need time,
 *   resolve as soon as you know you will show something, with placeholder content that you fill in
 *   later.
 * - Return a DOM node or jQuery element as `content` if you want to attach event handlers or update
 *   it later. The pop-up can be closed at any moment, so check that your element is still in the
 *   page before touching it.
 * - Users can switch Quick View off from the View menu.
 *
 * @example
 * ```js
 * const QuickViewManager = brackets.getModule("features/QuickViewManager");
 *
 * QuickViewManager.registerQuickViewProvider({
 *     QUICK_VIEW_NAME: "myExtension.wordLength",
 *     getQuickView(editor, pos, token) {
 *         if (!token.string.trim()) {
 *             return Promise.reject(); // nothing to show over whitespace
 *         }
 *         return Promise.resolve({
 *             start: { line: pos.line, ch: token.start },
 *             end: { line: pos.line, ch: token.end },
 *             content: `<div>${token.string.length} characters</div>`
 *         });
 *     }
 * }, ["all"]);
 * ```
 *
 * @module features/QuickViewManager
 */

import type {EventHandler} from 'utils/EventDispatcher';

import type {Editor} from 'editor/Editor';
import type {Token, TokenPosition} from 'utils/TokenUtils';

/** Content accepted for a pop-up: an HTML string, a DOM node or a jQuery element. */
export type QuickViewContent = string | HTMLElement | JQuery<HTMLElement>;

/** What {@link QuickViewProvider.getQuickView} resolves with. */
export interface QuickView {
  /** Start of the text the pop-up applies to; that text is highlighted while the pop-up shows. */
  start: TokenPosition;
  /** End of that text. */
  end: TokenPosition;
  /** What to show. */
  content: QuickViewContent;
  /** Set to `true` if the pop-up lets the user edit the current document (a color picker, for example). */
  editsDoc?: boolean;
}

/** A pop-up about to be shown, as passed to {@link QuickViewProvider.filterQuickView}. */
export interface QuickViewPopover extends QuickView {
  /** Which provider produced this pop-up. */
  providerInfo: {
    /** The provider object. */
    provider: QuickViewProvider;
    /** Its priority. */
    priority: number;
  };
}

/** The object an extension registers to offer Quick Views. */
export interface QuickViewProvider {
  /**
   * A readable, unique name for the provider. Other providers can look for it in
   * {@link QuickViewProvider.filterQuickView}, and it helps when debugging.
   */
  QUICK_VIEW_NAME?: string;
  /**
   * Called when the user hovers over text in an editor whose language this provider supports.
   *
   * @param editor The editor under the mouse.
   * @param pos The position under the mouse.
   * @param token The syntax token at that position.
   * @param line The full text of the hovered line.
   * @returns A promise resolved with the pop-up to show, or rejected if there is nothing to show.
   */
  getQuickView(editor: Editor, pos: TokenPosition, token: Token, line: string): Promise<QuickView>;
  /**
   * Optional. Called after all providers have answered, when at least one pop-up is about to be
   * shown (and only for providers that produced one). Return the subset of pop-ups to display,
   * for example only your own when it should take over. Return nothing to keep the list as it is.
   *
   * @param popovers Every pop-up that providers produced; `providerInfo` tells you who made each.
   * @returns The pop-ups to show, or nothing.
   */
  filterQuickView?(popovers: QuickViewPopover[]): QuickViewPopover[] | void;
}

/**
 * Registers a Quick View provider.
 *
 * @param provider An object implementing {@link QuickViewProvider}.
 * @param supportedLanguages Language ids it handles, such as `["javascript", "html", "php"]`, or
 *     `["all"]` for every language.
 * @param priority Orders providers for the same language: higher numbers are consulted first.
 *     Defaults to 0.
 *
 * @example
 * ```js
 * const QuickViewManager = brackets.getModule("features/QuickViewManager");
 *
 * QuickViewManager.registerQuickViewProvider({
 *     getQuickView: async (editor, pos, token) => ({
 *         start: { line: pos.line, ch: token.start },
 *         end: { line: pos.line, ch: token.end },
 *         content: `<code>${token.string}</code>`
 *     })
 * }, ["css", "scss", "less"]);
 * ```
 */
export function registerQuickViewProvider(provider: QuickViewProvider, supportedLanguages: string[], priority?: number): void;

/**
 * Unregisters a Quick View provider.
 *
 * @param provider The provider object that was registered.
 * @param supportedLanguages The languages to remove it from; omit to remove it from all of them.
 *
 * @example
 * ```js
 * const QuickViewManager = brackets.getModule("features/QuickViewManager");
 *
 * const provider = { getQuickView: () => Promise.reject(new Error("nothing here")) };
 * QuickViewManager.registerQuickViewProvider(provider, ["css", "less"]);
 * QuickViewManager.removeQuickViewProvider(provider, ["css"]); // keep it for LESS only
 * ```
 */
export function removeQuickViewProvider(provider: QuickViewProvider, supportedLanguages?: string | string[]): void;

/**
 * Tells whether a Quick View pop-up is currently displayed.
 *
 * @returns `true` if one is visible.
 */
export function isQuickViewShown(): boolean;

/**
 * Keeps the current Quick View open, even when the mouse moves away, until
 * {@link unlockQuickView} is called or the document changes. Does nothing if no Quick View is
 * shown. Useful while the user interacts with controls inside your pop-up.
 *
 * @example
 * ```js
 * const QuickViewManager = brackets.getModule("features/QuickViewManager");
 *
 * // Inside the pop-up you returned from getQuickView:
 * $(".myext-quickview input").on("focus", () => QuickViewManager.lockQuickView())
 *     .on("blur", () => QuickViewManager.unlockQuickView());
 * ```
 */
export function lockQuickView(): void;

/**
 * Releases a Quick View kept open with {@link lockQuickView}, so it closes normally again.
 */
export function unlockQuickView(): void;

/**
 * Closes the Quick View popup if it is showing (and cancels one that is about to appear), then
 * returns focus to the active editor. It also releases a lock set with {@link lockQuickView}.
 *
 * @since 5.2
 * @example
 * ```js
 * const QuickViewManager = brackets.getModule("features/QuickViewManager");
 *
 * if (QuickViewManager.isQuickViewShown()) {
 *     QuickViewManager.hideQuickView();
 * }
 * ```
 */
export function hideQuickView(): void;

/**
 * Listens for this module's events. In 5.2 the module fires no public event (the only one it
 * fires is internal, with a name starting with `_`); the four event methods are there because the
 * module is an event dispatcher. Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The QuickViewManager module, so calls can be chained.
 */
export function on(events: string, handler: EventHandler): typeof import('features/QuickViewManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The QuickViewManager module, so calls can be chained.
 */
export function one(events: string, handler: EventHandler): typeof import('features/QuickViewManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The QuickViewManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('features/QuickViewManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger(eventName: string, ...args: unknown[]): void;
