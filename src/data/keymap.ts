/**
 * One row of a keyboard-shortcuts table: a default key binding of the editor. The rows of each
 * docs version are derived from that version's facts (`keymapEntries` in ./facts/keymap.ts) and
 * put in the page by the `::keymap` directive; nothing here is typed by hand.
 *
 * - `commandId` is the editor's command id (the value you would put in `keymap.json`).
 * - `label` is the command's name as the editor shows it.
 * - `menu` is the main menu that has the command, or `Other` when no menu has it.
 * - `winKey` is the binding on Windows and Linux, `macKey` the binding on macOS, in the editor's
 *   keymap spelling (`Ctrl-Shift-F`, `Shift-Cmd-F`); `null` where one OS has no binding.
 * - A command with two default keys gets two rows.
 */

/** Menu families used to group the table. Kept in the order the editor's menu bar shows them. */
export type MenuName = 'File' | 'Edit' | 'Find' | 'View' | 'Navigate' | 'Debug' | 'Help' | 'Other';

export type KeymapEntry = {
  /** Command id, as used in `keymap.json` (for example `file.save`). */
  readonly commandId: string;
  /** Human name of the command, as the menu shows it. */
  readonly label: string;
  /** Menu the command belongs to. */
  readonly menu: MenuName;
  /** Key on Windows and Linux, or `null` when the binding exists on macOS only. */
  readonly winKey: string | null;
  /** Key on macOS, or `null` when the binding exists on Windows and Linux only. */
  readonly macKey: string | null;
};
