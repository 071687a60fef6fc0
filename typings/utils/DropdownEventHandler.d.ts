/**
 * Keyboard and mouse behaviour for a custom pop-up list, such as a hint list or a menu-like picker
 * that an extension builds itself.
 *
 * Give it a jQuery `<ul>` (its `<li>` children are the items) and callbacks, then call
 * {@link DropdownEventHandler.open | open()} when the list is shown. While it is open:
 *
 * | Input | Effect |
 * | --- | --- |
 * | Up / Down | move the selection by one item, wrapping around the ends |
 * | Page Up / Page Down | move by roughly one visible page, stopping at the ends |
 * | Home / End | jump to the first / last item |
 * | Enter or click | call the selection callback with the chosen item's link, then close |
 * | Tab, Esc or a click elsewhere | close |
 * | mouse over an item | highlight it |
 *
 * Dividers (`li.divider`), items whose link has the `disabled` class and hidden items are skipped
 * and cannot be chosen. The highlighted link gets the `selected` class. The list is registered with
 * `widgets/PopUpManager`, which takes care of closing it.
 *
 * @example
 * ```js
 * const { DropdownEventHandler } = brackets.getModule("utils/DropdownEventHandler");
 *
 * const $list = $(`<ul class="dropdown-menu">
 *     <li><a data-id="lf">LF</a></li>
 *     <li><a data-id="crlf">CRLF</a></li>
 * </ul>`).appendTo("body");
 *
 * const handler = new DropdownEventHandler($list,
 *     $link => console.log("chosen:", $link.data("id")),
 *     () => $list.remove());
 * handler.open();
 * ```
 *
 * @module utils/DropdownEventHandler
 */

/**
 * Handles selection, navigation and closing for one pop-up list.
 */
export class DropdownEventHandler {
  /**
   * Prepares the handler. Nothing is attached until {@link DropdownEventHandler.open | open()} is called.
   *
   * @param $list The list element; its `<li>` children are the items, each holding an `<a>`.
   * @param selectionCallback Called with the chosen item's `<a>` element (as jQuery) when the user picks it.
   * @param closeCallback Called after the list has closed, however it was closed.
   * @param keyDownCallback Called for key presses the handler does not use itself. Return `true`
   *     if you handled the key (the event is then stopped), `false` to let it continue.
   */
  constructor(
    $list: JQuery<HTMLElement>,
    selectionCallback: ($link: JQuery<HTMLElement>) => void,
    closeCallback?: () => void,
    keyDownCallback?: (event: KeyboardEvent) => boolean,
  );

  /** The list being managed. */
  $list: JQuery<HTMLElement>;
  /** The list's `<li>` items, captured at construction or by {@link DropdownEventHandler.reRegisterMouseHandlers | reRegisterMouseHandlers()}. */
  $items: JQuery<HTMLElement>;
  /** The callback given to the constructor for a chosen item. */
  selectionCallback: ($link: JQuery<HTMLElement>) => void;
  /** The callback given to the constructor for closing, if any. */
  closeCallback?: () => void;
  /** The callback given to the constructor for unhandled keys, if any. */
  keyDownCallback?: (event: KeyboardEvent) => boolean;

  /**
   * Starts handling input: installs a global key hook for navigation and the mouse handlers on the
   * list, and registers the list as a pop-up so it closes on Esc or an outside click.
   */
  open(): void;

  /**
   * Closes the list programmatically. The close callback runs as usual.
   */
  close(): void;

  /**
   * Points the handler at a rebuilt list, for example after filtering changed the items. Mouse
   * handlers move to the new list and the item set is refreshed. Does nothing if the handler has no list.
   *
   * @param $list The updated list element.
   */
  reRegisterMouseHandlers($list: JQuery<HTMLElement>): void;
}
