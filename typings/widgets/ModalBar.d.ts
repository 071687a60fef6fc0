/**
 * A slim bar that slides in at the top of the editor area, used instead of a modal dialog for
 * quick, keyboard-driven tasks. The editor's own Find/Replace bar and Quick Open are built on it.
 *
 * Create one with `new ModalBar(html, autoClose)`. The bar is inserted above the editor and the
 * editor shrinks to make room, keeping the visible code where it was. Put your own input fields in
 * the template and focus them yourself. When the bar closes, the editor grows back and focus
 * returns to it.
 *
 * With `autoClose` set, the bar closes itself when the user presses Esc or moves focus out of
 * it. Set {@link ModalBar.isLockedOpen} to veto those automatic closes while, for example, a
 * dropdown inside the bar is open.
 *
 * @example
 * ```js
 * const ModalBar = brackets.getModule("widgets/ModalBar").ModalBar;
 *
 * const bar = new ModalBar(
 *     '<div class="myext-goto">Go to symbol: <input type="text" class="myext-goto-input"></div>',
 *     true
 * );
 * const $input = bar.getRoot().find(".myext-goto-input").focus();
 * $input.on("keydown", (e) => {
 *     if (e.key === "Enter") {
 *         console.log("go to", $input.val());
 *         bar.close();
 *     }
 * });
 * bar.on("close", (event, reason) => console.log("Go-to bar closed:", reason));
 * ```
 * @module widgets/ModalBar
 */

import type {DispatcherEvent, EventHandler} from 'utils/EventDispatcher';

/** Why a {@link ModalBar} closed; passed to `close` event listeners. */
export type ModalBarCloseReason = 'escape' | 'blur' | 'api';

/** Events a {@link ModalBar} triggers. Listen with `modalBar.on(name, handler)`. */
export interface ModalBarEvents {
  /**
   * The bar is closing, either through {@link ModalBar.close} or because `autoClose` kicked
   * in. By the time this fires the bar has been taken out of the layout and the editor's scroll
   * position restored, although the closing animation may still be playing.
   *
   * @event
   * @param event - The event object.
   * @param reason - One of `ModalBar.CLOSE_ESCAPE`, `ModalBar.CLOSE_BLUR` or `ModalBar.CLOSE_API`;
   *   `undefined` when `close()` was called without a reason, as extensions usually do.
   * @param promise - The same promise that `close()` returns; it resolves once the bar is gone
   *   from the page.
   */
  close: (event: DispatcherEvent, reason: ModalBarCloseReason | undefined, promise: JQuery.Promise<void>) => void;
}

/**
 * A bar shown at the top of the editor area. Creating one shows it immediately.
 */
export class ModalBar {
  /**
   * Builds the bar from `template` and shows it above the editor.
   *
   * @param template - HTML for the bar's contents.
   * @param autoClose - `true` to close the bar when the user presses Esc or focus leaves the
   *   bar.
   * @param animate - `true` (the default) to slide the bar out when it closes; `false` to
   *   remove it instantly.
   */
  constructor(template: string, autoClose: boolean, animate?: boolean);

  /** Close reason: the user pressed Esc. */
  static CLOSE_ESCAPE: 'escape';
  /** Close reason: focus left the bar. */
  static CLOSE_BLUR: 'blur';
  /** Close reason: code called {@link ModalBar.close}. */
  static CLOSE_API: 'api';

  /**
   * Optional veto for automatic closing. When set, it is called whenever `autoClose` would close
   * the bar (Esc or loss of focus); returning `true` keeps the bar open. Calling
   * {@link ModalBar.close} from code always closes the bar regardless.
   *
   * @example
   * ```js
   * const ModalBar = brackets.getModule("widgets/ModalBar").ModalBar;
   *
   * const bar = new ModalBar('<div>Pick a color: <select class="myext-color"></select></div>', true);
   * // Keep the bar open while its drop-down has focus, even if Esc or a click would close it.
   * bar.isLockedOpen = () => bar.getRoot().find(".myext-color").is(":focus");
   * ```
   */
  isLockedOpen: (() => boolean) | null;

  /**
   * Returns the bar's current height, for example to position something just below it.
   *
   * @returns Height in pixels while the bar is open.
   */
  height(): number;

  /**
   * Takes the bar out of the layout and resizes the editor back, without animating the bar away
   * yet. Use it when you must switch editors or change layout before the closing animation runs;
   * otherwise {@link ModalBar.close} calls it for you.
   *
   * @param restoreScrollPos - `true` (the default) shifts the editor's scroll position so the
   *   code does not jump when the bar disappears. With `false`, adjust the scroll position
   *   yourself right after this call.
   */
  prepareClose(restoreScrollPos?: boolean): void;

  /**
   * Closes the bar and gives focus back to the active editor.
   *
   * @param restoreScrollPos - `true` (the default) keeps the code from jumping as the editor
   *   grows back. Ignored if you already called {@link ModalBar.prepareClose}.
   * @param animate - `true` (the default) slides the bar away; `false` removes it at once.
   * @param _reason - Internal: the close reason reported to listeners. Leave it out; code-driven
   *   closes report `ModalBar.CLOSE_API`.
   * @returns A promise resolved when the bar has been removed from the page.
   */
  close(restoreScrollPos?: boolean, animate?: boolean, _reason?: ModalBarCloseReason): JQuery.Promise<void>;

  /**
   * Returns the bar's root element, to find and wire up the controls in your template.
   *
   * @returns The jQuery-wrapped root element of the bar.
   */
  getRoot(): JQuery<HTMLElement>;

  /**
   * Adds a listener for one of the bar's {@link ModalBarEvents}. The event name may carry a
   * `.namespace` suffix.
   *
   * @param events - Event name, such as `"close"`.
   * @param handler - Listener; receives the event object followed by the event's arguments.
   * @returns The bar, for chaining.
   */
  on<K extends keyof ModalBarEvents>(events: K | `${K}.${string}`, handler: ModalBarEvents[K]): this;
  on(events: string, handler: EventHandler): this;
  /**
   * Adds a listener that runs only once.
   *
   * @param events - Event name, such as `"close"`.
   * @param handler - Listener; receives the event object followed by the event's arguments.
   * @returns The bar, for chaining.
   */
  one<K extends keyof ModalBarEvents>(events: K | `${K}.${string}`, handler: ModalBarEvents[K]): this;
  one(events: string, handler: EventHandler): this;
  /**
   * Removes listeners added with {@link ModalBar.on} or {@link ModalBar.one}.
   *
   * @param events - Event name, `.namespace`, or both.
   * @param handler - Only remove this function; omit to remove every matching listener.
   * @returns The bar, for chaining.
   */
  off(events: string, handler?: EventHandler): this;
  /**
   * Fires an event on the bar. Normally only the bar itself does this.
   *
   * @param eventName - Event to fire.
   * @param args - Values passed to listeners after the event object.
   */
  trigger(eventName: string, ...args: unknown[]): void;
}
