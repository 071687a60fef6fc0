/**
 * Class names that identify the editor's built-in dialog templates.
 *
 * Every dialog that `widgets/Dialogs` opens carries a class name on its root element. This module
 * holds the names the editor itself uses, so an extension can open a dialog that looks like the
 * standard error or information box, or close one of the editor's own dialogs with
 * `Dialogs.cancelModalDialogIfOpen()`. The values are plain strings; pass them as the `dlgClass`
 * argument of `Dialogs.showModalDialog()`.
 *
 * Note that the error and the information dialog share one template, so both constants hold the
 * same string.
 *
 * @example
 * ```js
 * const Dialogs = brackets.getModule("widgets/Dialogs");
 * const DefaultDialogs = brackets.getModule("widgets/DefaultDialogs");
 *
 * Dialogs.showModalDialog(
 *     DefaultDialogs.DIALOG_ID_INFO,
 *     "Export finished",
 *     "All 12 files were written to <code>dist/</code>."
 * );
 * ```
 * @module widgets/DefaultDialogs
 */

/**
 * Class name of the standard error dialog. Use it as `dlgClass` when you want a failure message
 * styled like the editor's own error reports.
 */
export const DIALOG_ID_ERROR: 'error-dialog';

/**
 * Class name of the standard information dialog. It reuses the error dialog's template, so its
 * value is the same string as {@link DIALOG_ID_ERROR}.
 */
export const DIALOG_ID_INFO: 'error-dialog';

/**
 * Class name of the "save changes before closing?" dialog the editor shows when a modified file
 * is closed.
 */
export const DIALOG_ID_SAVE_CLOSE: 'save-close-dialog';

/**
 * Class name of the dialog shown when a file that is open with unsaved edits was also changed on
 * disk by another program.
 */
export const DIALOG_ID_EXT_CHANGED: 'ext-changed-dialog';

/**
 * Class name of the dialog shown when a file that is open with unsaved edits was deleted on disk.
 */
export const DIALOG_ID_EXT_DELETED: 'ext-deleted-dialog';

/**
 * Class name of the dialog that asks the user to confirm changes to the extensions marked for
 * installation, update or removal.
 */
export const DIALOG_ID_CHANGE_EXTENSIONS: 'change-marked-extensions';
