/**
 * A button that opens a list of choices when clicked, closer to a small pop-up menu than to an
 * HTML `<select>`.
 *
 * Unlike a `<select>`, the button keeps whatever label you give it (picking an item does not
 * change it; call {@link DropdownButton.setButtonLabel} if you want that), there is no built-in
 * "selected" state, and both the button and the list can be styled freely. The editor uses it
 * for status bar pickers such as the language and encoding selectors.
 *
 * Typical use:
 * 1. Create it: `new DropdownButton(label, items, renderer)`.
 * 2. Put `dropdown.$button` somewhere in the page (for example a status bar indicator or a panel
 *    toolbar).
 * 3. Listen for {@link EVENT_SELECTED} to act on the user's choice.
 *
 * An item equal to the string `"---"` is drawn as a divider. While the list is open, typing
 * filters it (turn this off with `enableFilter: false`).
 *
 * @example
 * ```js
 * const DropdownButtonModule = brackets.getModule("widgets/DropdownButton");
 *
 * const sizes = ["Small", "Medium", "Large", "---", "Custom..."];
 * const picker = new DropdownButtonModule.DropdownButton("Medium", sizes);
 * $("#myext-toolbar").append(picker.$button);
 *
 * picker.on(DropdownButtonModule.EVENT_SELECTED, (event, item, index) => {
 *     picker.setButtonLabel(item);
 *     $("#myext-preview").attr("data-size", String(item).toLowerCase());
 * });
 * ```
 * @module widgets/DropdownButton
 */

import type {DispatcherEvent, EventHandler} from 'utils/EventDispatcher';

/** Event fired when the user picks an item. See {@link DropdownButtonEvents.select}. */
export const EVENT_SELECTED: 'select';

/**
 * Event fired each time the list has been (re)built, so you can attach handlers to custom
 * markup inside it. See {@link DropdownButtonEvents.listRendered}.
 */
export const EVENT_LIST_RENDERED: 'listRendered';

/** Event fired after the list opens. See {@link DropdownButtonEvents.shown}. */
export const EVENT_DROPDOWN_SHOWN: 'shown';

/** Event fired after the list closes, however it was closed. See {@link DropdownButtonEvents.closed}. */
export const EVENT_DROPDOWN_CLOSED: 'closed';

/** Events a {@link DropdownButton} triggers. Listen with `dropdown.on(name, handler)`. */
export interface DropdownButtonEvents<T = unknown> {
  /**
   * The user clicked an item or chose it with the keyboard.
   *
   * @event
   * @param event - The event object.
   * @param item - The chosen entry of {@link DropdownButton.items}.
   * @param index - Its position in `items`.
   */
  select: (event: DispatcherEvent, item: T, index: number) => void;
  /**
   * The list's `<li>` elements have just been created.
   *
   * @event
   * @param event - The event object.
   * @param $list - The list element (`<ul>`).
   */
  listRendered: (event: DispatcherEvent, $list: JQuery<HTMLElement>) => void;
  /**
   * The list has opened and has focus.
   *
   * @event
   * @param event - The event object.
   */
  shown: (event: DispatcherEvent) => void;
  /**
   * The list has closed and focus has been restored.
   *
   * @event
   * @param event - The event object.
   */
  closed: (event: DispatcherEvent) => void;
}

/**
 * What an item renderer may return: escaped HTML, an object that also says whether the item can be
 * chosen (disabled items are greyed out), or an object carrying ready-made jQuery content.
 */
export type DropdownItemRendering =
  string | {html: string; enabled: boolean} | {$html: JQuery<HTMLElement>; html?: string; enabled?: boolean};

/** Options for the {@link DropdownButton} constructor. */
export interface DropdownButtonOptions {
  /**
   * Whether typing while the list is open filters its items. Filtering is on unless you pass
   * `false`.
   */
  enableFilter?: boolean;
  /** Space-separated CSS classes added to the button. */
  cssClasses?: string;
  /**
   * Custom filter used while filtering is on. Return `true` to keep an item visible.
   *
   * @param userSearchText - What the user has typed so far.
   * @param elementText - The visible text of the item being tested.
   * @param elementIndex - The item's index in `items`.
   */
  customFilter?: (userSearchText: string, elementText: string, elementIndex: number) => boolean;
}

/**
 * A button with a pop-up list of items. The button element is created right away but not added to
 * the page; append {@link DropdownButton.$button} where you want it.
 *
 * @typeParam T - Type of the list entries.
 */
export class DropdownButton<T = unknown> {
  /**
   * Creates the button.
   *
   * @param label - Text shown on the button.
   * @param items - The list entries, of any type. `"---"` entries become dividers.
   * @param itemRenderer - Turns one item into HTML. Without it, items are converted with
   *   `String()` and HTML-escaped.
   * @param options - Filtering and styling options.
   * @example
   * ```js
   * const { DropdownButton } = brackets.getModule("widgets/DropdownButton");
   * const encodings = [{ id: "utf8", name: "UTF-8" }, { id: "latin1", name: "Latin-1" }];
   * const dropdown = new DropdownButton("UTF-8", encodings, (enc) => enc.name, {
   *     cssClasses: "myext-encoding-button"
   * });
   * ```
   */
  constructor(label: string, items: T[], itemRenderer?: (item: T, index: number) => DropdownItemRendering, options?: DropdownButtonOptions);

  /**
   * The list entries. You may replace or edit this array whenever the list is closed; if it is
   * open, call {@link DropdownButton.refresh} afterwards.
   */
  items: T[];

  /**
   * Visible text of each rendered item, by index, which the type-to-filter feature searches.
   * Rebuilt every time the list is rendered; `null` before the first render.
   */
  itemsSearchFilterText: string[] | null;

  /** The clickable button element. Available as soon as the object is constructed. */
  $button: JQuery<HTMLElement>;

  /** The open list element (`<ul>`), or `null` while the list is closed. */
  $dropdown: JQuery<HTMLElement> | null;

  /** Extra CSS class(es) added to the list element each time it opens. */
  dropdownExtraClasses: string | null;

  /**
   * Changes the text shown on the button.
   *
   * @param label - New label.
   */
  setButtonLabel(label: string): void;

  /**
   * Tells whether the list is currently open.
   *
   * @returns `true` while the list is shown.
   */
  isOpen(): boolean;

  /**
   * Produces the HTML for one item. The default escapes `String(item)`. The constructor's
   * `itemRenderer` argument replaces it; you can also override it on the instance.
   *
   * @param item - The entry from {@link DropdownButton.items}.
   * @param index - Its position in `items`.
   * @returns Escaped HTML, or an object with `html` and `enabled` to render a disabled item.
   */
  itemRenderer(item: T, index: number): DropdownItemRendering;

  /**
   * Rebuilds the open list from {@link DropdownButton.items}. Call it after changing the items
   * while the list is open. Does nothing when the list is closed.
   */
  refresh(): void;

  /**
   * Shows or removes a check mark on one item of the open list. Does nothing while the list is
   * closed, so call it from a {@link EVENT_LIST_RENDERED} or {@link EVENT_DROPDOWN_SHOWN} handler.
   *
   * @param index - Position of the `<li>` in the open list. Dividers count, and so does the
   *   search row that filtering adds at the top of the list.
   * @param checked - `true` to show the check mark, `false` to remove it.
   */
  setChecked(index: number, checked: boolean): void;

  /** Opens the list if it is closed. Does nothing when there are no items. */
  showDropdown(): void;

  /**
   * Hides every item whose text does not contain `searchString` (case-insensitive), or that the
   * `customFilter` option rejects, and shows the search text at the top of the list. An empty
   * string shows all items again. The list must be open.
   *
   * @param searchString - Text to filter by.
   */
  filterDropdown(searchString: string): void;

  /** Closes the list if it is open. */
  closeDropdown(): void;

  /** Opens the list if it is closed, closes it if it is open. */
  toggleDropdown(): void;

  /**
   * Adds a listener for one of the {@link DropdownButtonEvents}. The event name may carry a
   * `.namespace` suffix.
   *
   * @param events - Event name, for example {@link EVENT_SELECTED}.
   * @param handler - Listener; receives the event object followed by the event's arguments.
   * @returns The dropdown, for chaining.
   */
  on<K extends keyof DropdownButtonEvents<T>>(events: K | `${K}.${string}`, handler: DropdownButtonEvents<T>[K]): this;
  on(events: string, handler: EventHandler): this;
  /**
   * Adds a listener that runs only once.
   *
   * @param events - Event name.
   * @param handler - Listener; receives the event object followed by the event's arguments.
   * @returns The dropdown, for chaining.
   */
  one<K extends keyof DropdownButtonEvents<T>>(events: K | `${K}.${string}`, handler: DropdownButtonEvents<T>[K]): this;
  one(events: string, handler: EventHandler): this;
  /**
   * Removes listeners.
   *
   * @param events - Event name, `.namespace`, or both.
   * @param handler - Only remove this function; omit to remove every matching listener.
   * @returns The dropdown, for chaining.
   */
  off(events: string, handler?: EventHandler): this;
  /**
   * Fires an event on the dropdown. Normally only the dropdown itself does this.
   *
   * @param eventName - Event to fire.
   * @param args - Values passed to listeners after the event object.
   */
  trigger(eventName: string, ...args: unknown[]): void;
}
