/**
 * Turns a text `<input>` into a search field with a dropdown of live results, like the one Quick
 * Open and the find bar's history use.
 *
 * On every change of the text, your `resultProvider` is asked for results (synchronously or with
 * a promise; answers to outdated queries are ignored). The dropdown shows up to `maxResults`
 * items, each rendered by your `formatter`. Up/Down move the highlight, Enter or a click commits,
 * Delete can remove an item (for history lists), and Escape dismisses the dropdown. When there are
 * no results the input gets the `no-results` CSS class.
 *
 * The dropdown is an `ol.quick-search-container` appended to `<body>`; the highlighted item has
 * the `highlight` class.
 *
 * @example
 * ```js
 * const QuickSearchField = brackets.getModule("search/QuickSearchField").QuickSearchField;
 *
 * const colors = ["red", "green", "blue", "rebeccapurple"];
 * const field = new QuickSearchField($("#my-color-input"), {
 *     resultProvider: (query) => colors.filter((c) => c.includes(query.toLowerCase())),
 *     formatter: (item) => `<li>${item}</li>`,
 *     onCommit: (item) => {
 *         if (item) {
 *             $("#my-preview").css("color", String(item));
 *         }
 *         field.destroy();
 *     },
 *     onHighlight: () => {},
 *     maxResults: 5
 * });
 * ```
 * @module search/QuickSearchField
 */

/** What the result provider may return. */
export type QuickSearchResults<T> = T[] | {error: string | null};

/** Options for a {@link QuickSearchField}. */
export interface QuickSearchFieldOptions<T = unknown> {
  /**
   * Returns the results for the current text: an array, an object with an `error` (a non-null
   * error marks the input as having no results; `null` shows nothing without the mark), or a
   * jQuery promise for either.
   *
   * @param query - The current text of the input.
   */
  resultProvider(query: string): QuickSearchResults<T> | JQuery.Promise<QuickSearchResults<T>>;
  /**
   * Renders one result as an HTML string whose outermost element is an `<li>`. The `highlight`
   * class is added for you.
   *
   * @param item - The result.
   * @param query - The current text.
   */
  formatter(item: T, query: string): string;
  /**
   * Called when the user presses Enter or clicks an item. If results for the latest text are
   * still coming, the call waits for them. The dropdown stays open afterwards.
   *
   * @param item - The chosen item, or `undefined`/`null` when there were no results.
   * @param query - The text the results were for.
   * @param index - Index of the highlighted item.
   */
  onCommit(item: T | null | undefined, query: string, index: number | null): void;
  /**
   * Called when an item becomes highlighted: by the arrow keys (`explicit` is `true`) or because
   * the list was refreshed and the first item is highlighted again.
   *
   * @param item - The highlighted item.
   * @param query - The current text.
   * @param explicit - `true` if the user moved the highlight.
   */
  onHighlight(item: T, query: string, explicit: boolean): void;
  /**
   * Called when Delete is pressed while an item is highlighted; the list is then refreshed.
   *
   * @param index - Index of the highlighted item.
   */
  onDelete?(index: number): void;
  /** Called when the dropdown is dismissed with Escape. The field cannot be used afterwards. */
  onDismiss?(): void;
  /** Maximum number of results shown. Defaults to 10. */
  maxResults?: number;
  /**
   * Pixels to move the dropdown down from the input's position at construction time, for inputs
   * that are still animating into place.
   */
  verticalAdjust?: number;
  /** Element to position the dropdown against, if not the input itself. */
  $positionEl?: JQuery<HTMLElement>;
  /** Index of the result highlighted by default, or `null` to highlight none. */
  firstHighlightIndex?: number | null;
  /** `true` to give focus back to the previously focused element when the dropdown closes. */
  focusLastActiveElementOnClose?: boolean;
  /** `false` to never add the `no-results` class to the input. Defaults to `true`. */
  highlightZeroResults?: boolean;
}

/**
 * A text input with an attached, live-updating results dropdown.
 */
export class QuickSearchField<T = unknown> {
  /**
   * Attaches to an existing input. Nothing is shown until the text changes or
   * {@link QuickSearchField.updateResults} is called.
   *
   * @param $input - The `<input>` element to enhance.
   * @param options - Callbacks and display settings.
   */
  constructor($input: JQuery<HTMLElement>, options: QuickSearchFieldOptions<T>);

  /** The options the field was created with. */
  options: QuickSearchFieldOptions<T>;

  /** The input element. */
  $input: JQuery<HTMLElement>;

  /** The element the dropdown is positioned against, if one was given. */
  $positionEl?: JQuery<HTMLElement>;

  /**
   * Asks the provider for results again, as if the text had changed. Useful to show cached
   * results first and fresher ones once they arrive.
   */
  updateResults(): void;

  /**
   * Replaces the input's text and refreshes the results.
   *
   * @param value - The new text.
   */
  setText(value: string): void;

  /** Closes the dropdown and detaches from the input. Call it when you are done with the field. */
  destroy(): void;
}
