/**
 * Modal dialogs: confirmations, information and error boxes, and fully custom dialogs built
 * from an HTML template.
 *
 * Every `show*` function opens the dialog right away and returns a {@link Dialog} handle. The
 * handle's promise resolves with the id of the button that closed the dialog, so the usual
 * pattern is to open a dialog and react in `done()`:
 *
 * - Pressing **Esc** closes the dialog with {@link DIALOG_BTN_CANCEL}.
 * - Pressing **Enter** clicks the focused button, or the button with the
 *   {@link DIALOG_BTN_CLASS_PRIMARY} class when focus is elsewhere (except in an `<input>`
 *   field). Inside a multi-line text area, use **Ctrl+Enter**.
 * - Closing the dialog from code with `dialog.close()` reports {@link DIALOG_CANCELED}.
 *
 * Titles and messages are inserted as HTML. Escape any text that comes from files, the network
 * or the user before passing it in.
 *
 * @example
 * ```js
 * const Dialogs = brackets.getModule("widgets/Dialogs");
 *
 * Dialogs.showConfirmDialog("Delete build folder?", "This removes <code>dist/</code> for good.")
 *     .done(function (buttonId) {
 *         if (buttonId === Dialogs.DIALOG_BTN_OK) {
 *             console.log("deleting dist/");
 *         }
 *     });
 * ```
 * @module widgets/Dialogs
 */

/**
 * Button id reported when the user cancels: the Cancel button, the Esc key, or the dialog's close
 * cross.
 */
export const DIALOG_BTN_CANCEL: 'cancel';

/** Button id of an OK button. {@link showConfirmDialog} and the info/error dialogs use it. */
export const DIALOG_BTN_OK: 'ok';

/** Button id of a "Don't Save" button, as used by the editor's save-before-closing prompt. */
export const DIALOG_BTN_DONTSAVE: 'dontsave';

/** Button id of a "Save As" button. */
export const DIALOG_BTN_SAVE_AS: 'save_as';

/**
 * Special button id reported when the dialog was closed from code, with `dialog.close()` or
 * {@link cancelModalDialogIfOpen}, rather than by the user.
 */
export const DIALOG_CANCELED: '_canceled';

/** Button id of a "Download" button. */
export const DIALOG_BTN_DOWNLOAD: 'download';

/**
 * CSS class for the primary (highlighted) button. Enter clicks the primary button, and it gets
 * focus when the dialog opens.
 */
export const DIALOG_BTN_CLASS_PRIMARY: 'primary';

/** CSS class for an ordinary button. It is the empty string: no extra styling. */
export const DIALOG_BTN_CLASS_NORMAL: '';

/** CSS class that pushes a button to the left edge of the button row, away from the others. */
export const DIALOG_BTN_CLASS_LEFT: 'left';

/**
 * Name under which the Phoenix Pro dialogs are registered with `utils/EventManager`:
 * `"ph-pro-dialogs"`. The editor raises events there (through `EventManager.triggerEvent()`),
 * for example to offer an upgrade when a free limit is reached. The handler that answers them
 * is not part of the editor's open source.
 *
 * @since 5.1
 */
export const PRO_DIALOGS_EVENT_MANAGER: 'ph-pro-dialogs';

/** One button of a dialog created with {@link showModalDialog}. */
export interface DialogButton {
  /** CSS class of the button, usually one of the `DIALOG_BTN_CLASS_*` constants. */
  className: string;
  /**
   * Id reported to `done()` when this button closes the dialog; stored in the button's
   * `data-button-id` attribute. Usually one of the `DIALOG_BTN_*` constants or your own id.
   */
  id: string;
  /** Label shown on the button. */
  text: string;
  /** Optional tooltip shown when the pointer rests on the button. */
  tooltip?: string;
}

/**
 * Handle to an open modal dialog, returned by every `show*` function of this module. You never
 * construct one yourself.
 */
export interface Dialog {
  /**
   * Returns the dialog's root element, for reading form fields or wiring extra handlers.
   *
   * @returns The jQuery-wrapped root element of the dialog.
   */
  getElement(): JQuery<HTMLElement>;
  /**
   * Tells whether the dialog is still on screen. A dialog hidden behind another dialog still
   * counts as visible.
   *
   * @returns `true` while the dialog is shown.
   */
  isVisible(): boolean;
  /**
   * Returns the promise that resolves, once the dialog closes, with the id of the button that
   * closed it. It is never rejected.
   *
   * @returns A promise for the closing button id.
   */
  getPromise(): JQuery.Promise<string>;
  /**
   * Closes the dialog if it is visible. The promise resolves with {@link DIALOG_CANCELED}.
   */
  close(): void;
  /**
   * Registers a callback for when the dialog closes. Shortcut for `getPromise().done(callback)`.
   *
   * @param callback - Receives the id of the button that closed the dialog.
   */
  done(callback: (buttonId: string) => void): void;
}

/**
 * Opens a modal dialog from your own HTML. Use it when the standard layouts are not enough, for
 * example a dialog with a form. The markup should follow the editor's dialog structure (a root
 * element with the `modal` class, a `modal-body` and a `modal-footer` holding elements with the
 * `dialog-button` class and a `data-button-id` attribute); clicks on those buttons close the
 * dialog.
 *
 * @param template - HTML string, or a jQuery object for a DOM node that is not yet attached to
 *   the page.
 * @param autoDismiss - `true` (the default) closes the dialog as soon as any button is clicked
 *   or Esc is pressed. Pass `false` to keep it open: the root element then receives a
 *   `buttonClick` event with the button id, and you call `close()` yourself, for example after
 *   validating a form.
 * @param closeToElement - A CSS selector. When it matches a visible element, the dialog grows out
 *   of that element as it opens and shrinks back into it as it closes; otherwise it opens and
 *   closes normally.
 * @returns A handle to the new dialog.
 * @since 5.1 (the `closeToElement` parameter)
 * @example
 * ```js
 * const Dialogs = brackets.getModule("widgets/Dialogs");
 * const html = `
 *   <div class="modal">
 *     <div class="modal-header"><h1 class="dialog-title">Rename snippet</h1></div>
 *     <div class="modal-body"><input type="text" class="snippet-name"></div>
 *     <div class="modal-footer">
 *       <button class="dialog-button btn" data-button-id="cancel">Cancel</button>
 *       <button class="dialog-button btn primary" data-button-id="ok">Rename</button>
 *     </div>
 *   </div>`;
 * const dialog = Dialogs.showModalDialogUsingTemplate(html);
 * dialog.done((buttonId) => {
 *     if (buttonId === Dialogs.DIALOG_BTN_OK) {
 *         console.log("new name:", dialog.getElement().find(".snippet-name").val());
 *     }
 * });
 * ```
 */
export function showModalDialogUsingTemplate(
  template: string | JQuery<HTMLElement>,
  autoDismiss?: boolean,
  closeToElement?: string,
): Dialog;

/**
 * Opens a modal dialog with the editor's standard layout: a title, a message and a row of
 * buttons you describe.
 *
 * @param dlgClass - Class name put on the dialog, usually one of the `DefaultDialogs` constants.
 *   It also lets {@link cancelModalDialogIfOpen} find the dialog later.
 * @param title - Title text; may contain HTML. Defaults to an empty title.
 * @param message - Body text; may contain HTML. Defaults to an empty body.
 * @param buttons - Buttons to show, left to right. Defaults to a single OK button.
 * @param autoDismiss - `true` (the default) closes the dialog on any button click; `false`
 *   leaves closing to you (see {@link showModalDialogUsingTemplate}).
 * @returns A handle to the new dialog.
 * @example
 * ```js
 * const Dialogs = brackets.getModule("widgets/Dialogs");
 * const DefaultDialogs = brackets.getModule("widgets/DefaultDialogs");
 *
 * Dialogs.showModalDialog(
 *     DefaultDialogs.DIALOG_ID_INFO,
 *     "Unsaved snippets",
 *     "You have 3 snippets that are not saved yet.",
 *     [
 *         { className: Dialogs.DIALOG_BTN_CLASS_LEFT, id: "discard", text: "Discard" },
 *         { className: Dialogs.DIALOG_BTN_CLASS_NORMAL, id: Dialogs.DIALOG_BTN_CANCEL, text: "Cancel" },
 *         { className: Dialogs.DIALOG_BTN_CLASS_PRIMARY, id: "save", text: "Save all" }
 *     ]
 * ).done((buttonId) => {
 *     if (buttonId === "save") {
 *         console.log("saving the snippets");
 *     }
 * });
 * ```
 */
export function showModalDialog(
  dlgClass: string,
  title?: string,
  message?: string,
  buttons?: DialogButton[],
  autoDismiss?: boolean,
): Dialog;

/**
 * Asks the user to confirm something, with OK and Cancel buttons.
 *
 * @param title - Dialog title; may contain HTML.
 * @param message - Question or explanation; may contain HTML.
 * @param autoDismiss - Whether a button click closes the dialog by itself. Defaults to `true`.
 * @returns A handle whose promise resolves with {@link DIALOG_BTN_OK} or {@link DIALOG_BTN_CANCEL}.
 * @example
 * ```js
 * const Dialogs = brackets.getModule("widgets/Dialogs");
 *
 * Dialogs.showConfirmDialog("Overwrite file?", "<b>config.json</b> already exists.")
 *     .done((id) => {
 *         if (id === Dialogs.DIALOG_BTN_OK) {
 *             console.log("overwriting config.json");
 *         }
 *     });
 * ```
 */
export function showConfirmDialog(title: string, message: string, autoDismiss?: boolean): Dialog;

/**
 * Shows an informational message with a single OK button.
 *
 * @param title - Dialog title; may contain HTML.
 * @param message - Message body; may contain HTML.
 * @param autoDismiss - Whether the OK button closes the dialog by itself. Defaults to `true`.
 * @returns A handle to the new dialog.
 * @example
 * ```js
 * const Dialogs = brackets.getModule("widgets/Dialogs");
 *
 * Dialogs.showInfoDialog("Sync complete", "Your settings are now up to date.");
 * ```
 */
export function showInfoDialog(title: string, message: string, autoDismiss?: boolean): Dialog;

/**
 * Reports a failure with a single OK button, styled as an error.
 *
 * @param title - Dialog title; may contain HTML.
 * @param message - Explanation of what went wrong; may contain HTML.
 * @param autoDismiss - Whether the OK button closes the dialog by itself. Defaults to `true`.
 * @returns A handle to the new dialog.
 * @example
 * ```js
 * const Dialogs = brackets.getModule("widgets/Dialogs");
 *
 * Dialogs.showErrorDialog("Could not publish", "The server answered with status 503.");
 * ```
 */
export function showErrorDialog(title: string, message: string, autoDismiss?: boolean): Dialog;

/**
 * Closes, right away, every open dialog that has the given class. Each closed dialog's callback
 * runs asynchronously with `buttonId` (or {@link DIALOG_CANCELED}). Useful when the situation a
 * dialog asked about has gone away, for example the file it referred to was closed.
 *
 * @param dlgClass - Class name the dialogs were opened with.
 * @param buttonId - Button id to report to the dialogs' callbacks. Defaults to
 *   {@link DIALOG_CANCELED}.
 */
export function cancelModalDialogIfOpen(dlgClass: string, buttonId?: string): void;

/**
 * Gives every link (`<a>` with an `href`) inside a dialog or element a tooltip showing its URL,
 * so users can see where a link leads before clicking.
 *
 * @param elementOrDialog - A {@link Dialog} handle, or the root of any other DOM tree.
 */
export function addLinkTooltips(elementOrDialog: JQuery<HTMLElement> | Dialog): void;
