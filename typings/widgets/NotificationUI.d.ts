/**
 * Lightweight, non-blocking notifications: small pop-overs that point at a part of the UI, and
 * toasts that stack in a corner of the window.
 *
 * Use a notification when the user should notice something but does not have to answer right
 * away: a tip pointing at a new toolbar button, "Deployment finished", a recoverable warning. For
 * anything that needs a decision, use `widgets/Dialogs` instead.
 *
 * Both creation functions return a {@link Notification} handle. Its `done()` callback runs when
 * the notification goes away and tells you why (see {@link CLOSE_REASON}); its `close()` method
 * dismisses it from code.
 *
 * ## Usage
 * - **Pointing pop-over**: {@link createFromTemplate} with the `id` of the element to point at.
 *   Without an element id, the pop-over is shown as a general notification.
 * - **Toast**: {@link createToastFromTemplate} with a title and a message; choose a colour scheme
 *   with the `toastStyle` option.
 * - Content can be an HTML string or a DOM element, so you can include buttons with their own
 *   click handlers. By default any click on the notification closes it; pass
 *   `dismissOnClick: false` when the content is interactive.
 *
 * The same module is also available as the global `window.NotificationUI`.
 *
 * @example
 * ```js
 * const NotificationUI = brackets.getModule("widgets/NotificationUI");
 *
 * const toast = NotificationUI.createToastFromTemplate(
 *     "Upload complete",
 *     "<div>12 files were uploaded to the staging server.</div>",
 *     { toastStyle: NotificationUI.NOTIFICATION_STYLES_CSS_CLASS.SUCCESS, autoCloseTimeS: 10 }
 * );
 * toast.done((reason) => {
 *     if (reason === NotificationUI.CLOSE_REASON.TIMEOUT) {
 *         console.log("The user did not interact with the toast.");
 *     }
 * });
 * ```
 * @module widgets/NotificationUI
 */

/**
 * CSS classes that colour a toast. Pass one as the `toastStyle` option of
 * {@link createToastFromTemplate}; the option also accepts the key (`"ERROR"`) or any CSS class
 * of your own.
 */
export const NOTIFICATION_STYLES_CSS_CLASS: {
  /** Neutral information (the default for toasts). */
  readonly INFO: 'style-info';
  /** Something the user should be careful about. */
  readonly WARNING: 'style-warning';
  /** An operation finished successfully. */
  readonly SUCCESS: 'style-success';
  /** An operation failed. */
  readonly ERROR: 'style-error';
  /** A destructive or dangerous situation. */
  readonly DANGER: 'style-danger';
};

/**
 * Why a notification closed. The value is passed to the callbacks registered with
 * {@link Notification.done}. When your own code calls `close(reason)`, your `reason` is passed
 * instead.
 */
export const CLOSE_REASON: {
  /** The `autoCloseTimeS` delay ran out. */
  readonly TIMEOUT: 'closeTimeout';
  /** The user clicked the notification while `dismissOnClick` was on. */
  readonly CLICK_DISMISS: 'clickDismiss';
  /** The user clicked a toast's close button. */
  readonly CLOSE_BTN_CLICK: 'closeBtnClick';
};

/** Handle to a notification on screen, returned by the creation functions. */
export interface Notification {
  /**
   * Dismisses the notification (with its closing animation) and removes it from the page. Does
   * nothing if it is already closed.
   *
   * @param closeType - Reason to report to `done()` callbacks, for example a string of your own
   *   such as `"undoClicked"`.
   * @returns The same notification, for chaining.
   */
  close(closeType?: string): Notification;
  /**
   * Registers a callback that runs once the notification has closed. It is called exactly once,
   * never with an error.
   *
   * @param callback - Receives the close reason: one of {@link CLOSE_REASON}'s values or the
   *   string given to `close()`.
   */
  done(callback: (closeReason?: string) => void): void;
}

/** Options for {@link createFromTemplate}. */
export interface NotificationOptions {
  /**
   * Sides of the target element the pop-over may appear on. The best fitting one is chosen.
   * Defaults to all four.
   */
  allowedPlacements?: Array<'top' | 'bottom' | 'left' | 'right'>;
  /** Closes the notification automatically after this many seconds. By default it stays. */
  autoCloseTimeS?: number;
  /** Whether a click anywhere on the notification closes it. Defaults to `true`. */
  dismissOnClick?: boolean;
}

/** Options for {@link createToastFromTemplate}. */
export interface ToastOptions {
  /** Closes the toast automatically after this many seconds. By default it stays. */
  autoCloseTimeS?: number;
  /** Whether a click anywhere on the toast closes it. Defaults to `true`. */
  dismissOnClick?: boolean;
  /**
   * Colour scheme: a value or key of {@link NOTIFICATION_STYLES_CSS_CLASS}, or a CSS class of
   * your own. Defaults to the information style.
   */
  toastStyle?: string;
}

/**
 * Shows a pop-over notification, with an arrow pointing at the element whose `id` you pass.
 * The pop-over follows the element when the workspace layout changes. Without an element id,
 * it is shown as a general notification.
 *
 * @param title - Title of the notification.
 * @param template - Content as an HTML string or a DOM element that is not yet in the page.
 * @param elementID - The `id` attribute (without `#`) of the element to point at.
 * @param options - Placement, auto-close and click behaviour.
 * @returns A handle for closing the notification and learning when it closed.
 * @example
 * ```js
 * const NotificationUI = brackets.getModule("widgets/NotificationUI");
 *
 * const tip = NotificationUI.createFromTemplate(
 *     "New",
 *     "Click here to reveal the current file in the file tree.",
 *     "showInfileTree",
 *     { allowedPlacements: ["bottom"], autoCloseTimeS: 15 }
 * );
 * tip.done(() => console.log("the user has seen the tip"));
 * ```
 */
export function createFromTemplate(
  title: string,
  template: string | Element,
  elementID?: string,
  options?: NotificationOptions,
): Notification;

/**
 * Shows a toast: a titled message box that slides in and stacks with other toasts. It has its own
 * close button.
 *
 * @param title - Heading of the toast.
 * @param template - Message as an HTML string or a DOM element that is not yet in the page.
 * @param options - Auto-close, click behaviour and colour scheme.
 * @returns A handle for closing the toast and learning when it closed.
 * @example
 * ```js
 * const NotificationUI = brackets.getModule("widgets/NotificationUI");
 * const $body = $("<div>Lint found 3 errors. <a href='#'>Show problems</a></div>");
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const Commands = brackets.getModule("command/Commands");
 * $body.find("a").on("click", () => CommandManager.execute(Commands.VIEW_TOGGLE_PROBLEMS));
 * NotificationUI.createToastFromTemplate("Lint results", $body[0], {
 *     toastStyle: NotificationUI.NOTIFICATION_STYLES_CSS_CLASS.WARNING,
 *     dismissOnClick: false
 * });
 * ```
 */
export function createToastFromTemplate(title: string, template: string | Element, options?: ToastOptions): Notification;

/**
 * Shows a small toast inside one of your own elements, centered at its bottom, which goes away
 * by itself. Give the container `position: relative` (or `absolute`) so the toast sits inside it.
 *
 * @param containerOrSelector - The element, or a CSS selector for it.
 * @param template - The toast's content: an HTML string or an element.
 * @param options - `autoCloseTimeS`: seconds before it closes (5 by default; `0` keeps it open);
 *     `dismissOnClick`: close it when clicked (`true` by default).
 * @returns The notification; its `done()` runs when the toast closes.
 * @since 5.1
 * @example
 * ```js
 * const NotificationUI = brackets.getModule("widgets/NotificationUI");
 *
 * NotificationUI.showToastOn("#my-panel", "Copied to the clipboard", { autoCloseTimeS: 2 });
 * ```
 */
export function showToastOn(
  containerOrSelector: Element | string,
  template: string | Element,
  options?: {autoCloseTimeS?: number; dismissOnClick?: boolean},
): Notification;

/**
 * Shows a large icon and a short label in the middle of the window for a moment, like the
 * volume indicator of an operating system. A new one replaces the one on screen.
 *
 * @param iconClass - Font Awesome classes for the icon, such as `"fa-solid fa-check"`.
 * @param label - The text under the icon.
 * @param options - `autoCloseTimeS`: seconds before it closes (1 by default).
 * @returns The notification; its `done()` runs when it closes.
 * @since 5.1
 * @example
 * ```js
 * const NotificationUI = brackets.getModule("widgets/NotificationUI");
 *
 * NotificationUI.showHUD("fa-solid fa-text-height", "16px");
 * ```
 */
export function showHUD(iconClass: string, label: string, options?: {autoCloseTimeS?: number}): Notification;

/**
 * Gives elements a tooltip that can hold HTML, styled for the light and dark themes and kept
 * inside the window. It appears after a short hover and stays while the pointer moves onto it.
 *
 * @param elements - The elements, as a jQuery object, an element or a selector.
 * @param html - The tooltip's HTML, or a function that returns it for the hovered element. The
 *     HTML is inserted as is: escape any text that does not come from you.
 * @param options - `showDelayMs`: hover time before it appears (250 ms by default).
 * @returns An object whose `detach()` removes the tooltip from the elements.
 * @since 5.2
 * @example
 * ```js
 * const NotificationUI = brackets.getModule("widgets/NotificationUI");
 *
 * const tip = NotificationUI.attachRichTooltip($("#my-panel .help-icon"),
 *     (element) => `<b>Shortcut:</b> ${$(element).attr("data-key")}`);
 * // ... when the panel closes
 * tip.detach();
 * ```
 */
export function attachRichTooltip(
  elements: JQuery<HTMLElement> | Element | string,
  html: string | ((element: Element) => string),
  options?: {showDelayMs?: number},
): {detach(): void};

/**
 * Hides the rich tooltip that is showing, if any.
 *
 * @since 5.2
 */
export function hideRichTooltip(): void;
