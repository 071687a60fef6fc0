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
 * exports.QUICK_VIEW_NAME = "myExtension.wordLength";
 * exports.getQuickView = function (editor, pos, token, line) {
 *     if (!token.string.trim()) {
 *         return Promise.reject(); // nothing to show over whitespace
 *     }
 *     return Promise.resolve({
 *         start: { line: pos.line, ch: token.start },
 *         end: { line: pos.line, ch: token.end },
 *         content: `<div>${token.string.length} characters</div>`
 *     });
 * };
 * QuickViewManager.registerQuickViewProvider(exports, ["all"]);
 * ```
 *
 * @module features/QuickViewManager
 */

import type { Editor } from "editor/Editor";
import type { Token, TokenPosition } from "utils/TokenUtils";

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
 * QuickViewManager.registerQuickViewProvider(exports, ["css", "scss", "less"]);
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
 * QuickViewManager.removeQuickViewProvider(exports, ["css"]);
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
 * $(content).find("input").on("focus", () => QuickViewManager.lockQuickView())
 *     .on("blur", () => QuickViewManager.unlockQuickView());
 * ```
 */
export function lockQuickView(): void;

/**
 * Releases a Quick View kept open with {@link lockQuickView}, so it closes normally again.
 */
export function unlockQuickView(): void;
