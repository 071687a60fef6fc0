/**
 * Selection View: small interactive pop-ups shown above text the user has selected in the editor,
 * for example controls to edit the selected element. Extensions add their own by registering a
 * provider.
 *
 * See also `features/QuickViewManager`, the same mechanism for pop-ups that appear on mouse hover.
 * A Selection View appears only once the user selects text with the mouse, or hovers over a region
 * that contains a selection.
 *
 * ## Usage
 * Register an object with a `getSelectionView()` function for the languages you support. When the
 * selection changes, the editor calls it on every provider for that language. A provider that has
 * something to show resolves with the content; one that does not simply rejects. If several
 * providers answer, all their pop-ups are shown, one after another.
 *
 * ## API
 * - {@link registerSelectionViewProvider} / {@link removeSelectionViewProvider}: add or remove a provider.
 * - {@link SelectionViewProvider.getSelectionView}: produce the pop-up.
 * - {@link isSelectionViewShown}: whether a pop-up is visible.
 *
 * Considerations:
 * - Nothing is shown until every provider's promise has settled, so answer quickly; if you need
 *   time, resolve early with placeholder content and fill it in later.
 * - Return a DOM node or jQuery element as `content` if you want to attach event handlers or update
 *   it later. The pop-up can be closed at any moment, so check that your element is still in the
 *   page before touching it.
 * - Users can switch Selection View off from the View menu.
 *
 * @example
 * ```js
 * const SelectionViewManager = brackets.getModule("features/SelectionViewManager");
 *
 * SelectionViewManager.registerSelectionViewProvider({
 *     SELECTION_VIEW_NAME: "myExtension.charCount",
 *     getSelectionView(editor) {
 *         const count = editor.getSelectedText().length;
 *         return Promise.resolve({ content: `<div>${count} characters selected</div>` });
 *     }
 * }, ["all"]);
 * ```
 *
 * @module features/SelectionViewManager
 */

import type {EventHandler} from 'utils/EventDispatcher';

import type {Editor} from 'editor/Editor';

/** A selection as the editor reports it: start, end and whether it was made backwards. */
export interface EditorSelection {
  /** Where the selection starts. */
  start: {line: number; ch: number};
  /** Where it ends. */
  end: {line: number; ch: number};
  /** `true` if the cursor is at the start of the selection. */
  reversed?: boolean;
  /** `true` for the primary selection when there are several. */
  primary?: boolean;
}

/** What {@link SelectionViewProvider.getSelectionView} resolves with. */
export interface SelectionView {
  /** What to show: an HTML string, a DOM node or a jQuery element. */
  content: string | HTMLElement | JQuery<HTMLElement>;
}

/** The object an extension registers to offer Selection Views. */
export interface SelectionViewProvider {
  /** A readable, unique name for the provider; helps when debugging. */
  SELECTION_VIEW_NAME?: string;
  /**
   * Called when the selection changes in an editor whose language this provider supports.
   *
   * @param editor The editor with the selection.
   * @param selections The selections active at that moment.
   * @returns A promise resolved with the pop-up to show, or rejected if there is nothing to show.
   */
  getSelectionView(editor: Editor, selections: EditorSelection[]): Promise<SelectionView>;
}

/**
 * Registers a Selection View provider.
 *
 * @param provider An object implementing {@link SelectionViewProvider}.
 * @param supportedLanguages Language ids it handles, such as `["javascript", "html", "php"]`, or
 *     `["all"]` for every language.
 *
 * @example
 * ```js
 * const SelectionViewManager = brackets.getModule("features/SelectionViewManager");
 *
 * SelectionViewManager.registerSelectionViewProvider({
 *     getSelectionView: async (editor, selections) => ({
 *         content: `<div>${selections.length} selection(s)</div>`
 *     })
 * }, ["html"]);
 * ```
 */
export function registerSelectionViewProvider(provider: SelectionViewProvider, supportedLanguages: string[]): void;

/**
 * Unregisters a Selection View provider.
 *
 * @param provider The provider object that was registered.
 * @param supportedLanguages The languages it was registered for, or the subset to remove it from.
 *
 * @example
 * ```js
 * const SelectionViewManager = brackets.getModule("features/SelectionViewManager");
 *
 * const provider = { getSelectionView: () => Promise.reject(new Error("nothing to show")) };
 * SelectionViewManager.registerSelectionViewProvider(provider, ["html", "css"]);
 * SelectionViewManager.removeSelectionViewProvider(provider, ["html"]);
 * ```
 */
export function removeSelectionViewProvider(provider: SelectionViewProvider, supportedLanguages: string[]): void;

/**
 * Tells whether a Selection View pop-up is currently displayed.
 *
 * @returns `true` if one is visible.
 */
export function isSelectionViewShown(): boolean;

/**
 * Listens for this module's events. In 5.2 the module fires no public event (the only one it
 * fires is internal, with a name starting with `_`); the four event methods are there because the
 * module is an event dispatcher. Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The SelectionViewManager module, so calls can be chained.
 */
export function on(events: string, handler: EventHandler): typeof import('features/SelectionViewManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The SelectionViewManager module, so calls can be chained.
 */
export function one(events: string, handler: EventHandler): typeof import('features/SelectionViewManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The SelectionViewManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('features/SelectionViewManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger(eventName: string, ...args: unknown[]): void;
