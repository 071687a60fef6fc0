/**
 * Default keyboard shortcuts of Phoenix Code, one entry per key binding.
 *
 * This is the data behind the table on /docs/Features/keyboard-shortcuts. To change the table,
 * edit this list; the page, the search box and the counts follow from it.
 *
 * How to write an entry:
 * - `commandId` is the editor's command id (the value you would put in `keymap.json`).
 * - `label` is the command's name as the editor's menus show it (English).
 * - `menu` is the menu family the command belongs to; it decides which table the row lands in.
 * - `winKey` is the binding on Windows and Linux, `macKey` the binding on macOS, both written the
 *   way the editor writes them: modifiers first, joined with `-` (`Ctrl-Shift-F`, `Cmd-Opt-/`).
 *   The editor turns `Ctrl` into `Cmd` (and `Alt` into `Opt`) on macOS unless a binding gives a
 *   macOS key of its own; `toMacKey()` in `keymap-format.ts` applies that rule if you need it.
 *   Use `null` when a binding exists on one platform only.
 * - A command with two default keys gets two entries (for example Zoom In).
 */

/** Menu families used to group the table. Kept in the order the editor's menu bar shows them. */
export type MenuName = 'File' | 'Edit' | 'Find' | 'View' | 'Navigate' | 'Debug' | 'Help';

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

export const keymap: readonly KeymapEntry[] = [
  // File
  {commandId: 'file.newFile', label: 'New File', menu: 'File', winKey: 'Ctrl-1', macKey: 'Cmd-1'},
  {commandId: 'file.duplicateFile', label: 'Duplicate File', menu: 'File', winKey: 'Ctrl-2', macKey: 'Cmd-2'},
  {commandId: 'file.newFolder', label: 'New Folder', menu: 'File', winKey: 'Ctrl-3', macKey: 'Cmd-3'},
  {commandId: 'file.save', label: 'Save File', menu: 'File', winKey: 'Ctrl-S', macKey: 'Cmd-S'},
  {commandId: 'file.saveAll', label: 'Save All', menu: 'File', winKey: 'Ctrl-Alt-S', macKey: 'Cmd-Opt-S'},
  {commandId: 'file.saveAs', label: 'Save As…', menu: 'File', winKey: 'Ctrl-Shift-S', macKey: 'Cmd-Shift-S'},
  {commandId: 'file.close', label: 'Close', menu: 'File', winKey: 'Ctrl-`', macKey: 'Cmd-`'},
  {commandId: 'file.close_all', label: 'Close All', menu: 'File', winKey: 'Ctrl-Alt-Shift-W', macKey: 'Cmd-Opt-Shift-W'},
  {commandId: 'file.rename', label: 'Rename', menu: 'File', winKey: 'Shift-F2', macKey: 'Shift-F2'},
  {commandId: 'file.liveFilePreview', label: 'Live Preview', menu: 'File', winKey: 'Ctrl-Alt-L', macKey: 'Cmd-Opt-L'},
  {commandId: 'file.reloadLivePreview', label: 'Reload Live Preview', menu: 'File', winKey: 'Ctrl-Shift-R', macKey: 'Cmd-Shift-R'},
  {commandId: 'file.previewHighlight', label: 'Live Preview Highlight', menu: 'File', winKey: 'Ctrl-Shift-C', macKey: 'Cmd-Shift-C'},
  {commandId: 'file.quit', label: 'Quit', menu: 'File', winKey: 'Ctrl-Q', macKey: 'Cmd-Q'},

  // Edit
  {commandId: 'edit.undo', label: 'Undo', menu: 'Edit', winKey: 'Ctrl-Z', macKey: 'Cmd-Z'},
  {commandId: 'edit.redo', label: 'Redo', menu: 'Edit', winKey: 'Ctrl-Y', macKey: 'Cmd-Shift-Z'},
  {commandId: 'edit.selectAll', label: 'Select All', menu: 'Edit', winKey: 'Ctrl-A', macKey: 'Cmd-A'},
  {commandId: 'edit.selectLine', label: 'Select Line', menu: 'Edit', winKey: 'Ctrl-L', macKey: 'Ctrl-L'},
  {commandId: 'edit.splitSelIntoLines', label: 'Split Selection into Lines', menu: 'Edit', winKey: 'Ctrl-Shift-L', macKey: 'Cmd-Shift-L'},
  {commandId: 'edit.addCursorToPrevLine', label: 'Add Cursor to Previous Line', menu: 'Edit', winKey: 'Shift-Alt-Up', macKey: 'Shift-Opt-Up'},
  {commandId: 'edit.addCursorToNextLine', label: 'Add Cursor to Next Line', menu: 'Edit', winKey: 'Shift-Alt-Down', macKey: 'Shift-Opt-Down'},
  {commandId: 'edit.indent', label: 'Indent', menu: 'Edit', winKey: 'Ctrl-]', macKey: 'Cmd-]'},
  {commandId: 'edit.unindent', label: 'Unindent', menu: 'Edit', winKey: 'Ctrl-[', macKey: 'Cmd-['},
  {commandId: 'edit.duplicate', label: 'Duplicate', menu: 'Edit', winKey: 'Ctrl-D', macKey: 'Cmd-D'},
  {commandId: 'edit.deletelines', label: 'Delete Line', menu: 'Edit', winKey: 'Ctrl-Shift-D', macKey: 'Cmd-Shift-D'},
  {commandId: 'edit.lineUp', label: 'Move Line Up', menu: 'Edit', winKey: 'Ctrl-Shift-Up', macKey: 'Cmd-Ctrl-Up'},
  {commandId: 'edit.lineDown', label: 'Move Line Down', menu: 'Edit', winKey: 'Ctrl-Shift-Down', macKey: 'Cmd-Ctrl-Down'},
  {commandId: 'edit.openLineAbove', label: 'Open Line Above', menu: 'Edit', winKey: 'Ctrl-Shift-Enter', macKey: 'Cmd-Shift-Enter'},
  {commandId: 'edit.openLineBelow', label: 'Open Line Below', menu: 'Edit', winKey: 'Ctrl-Enter', macKey: 'Cmd-Enter'},
  {commandId: 'edit.lineComment', label: 'Toggle Line Comment', menu: 'Edit', winKey: 'Ctrl-/', macKey: 'Cmd-/'},
  {commandId: 'edit.blockComment', label: 'Toggle Block Comment', menu: 'Edit', winKey: 'Ctrl-Shift-/', macKey: 'Cmd-Opt-/'},
  {commandId: 'edit.showCodeHints', label: 'Show Code Hints', menu: 'Edit', winKey: 'Ctrl-Space', macKey: 'Ctrl-Space'},
  {commandId: 'edit.beautifyCode', label: 'Beautify Code', menu: 'Edit', winKey: 'Ctrl-B', macKey: 'Cmd-B'},

  // Find
  {commandId: 'cmd.find', label: 'Find', menu: 'Find', winKey: 'Ctrl-F', macKey: 'Cmd-F'},
  {commandId: 'cmd.findNext', label: 'Find Next', menu: 'Find', winKey: 'F3', macKey: 'Cmd-G'},
  {commandId: 'cmd.findPrevious', label: 'Find Previous', menu: 'Find', winKey: 'Shift-F3', macKey: 'Cmd-Shift-G'},
  {commandId: 'cmd.findAllAndSelect', label: 'Select All Occurrences', menu: 'Find', winKey: 'Alt-Shift-F3', macKey: 'Cmd-Ctrl-G'},
  {commandId: 'cmd.addNextMatch', label: 'Add Next Occurrence', menu: 'Find', winKey: 'Alt-F3', macKey: 'Opt-F3'},
  {commandId: 'cmd.replace', label: 'Replace', menu: 'Find', winKey: 'Ctrl-H', macKey: 'Cmd-Opt-F'},
  {commandId: 'cmd.findInFiles', label: 'Find in Files', menu: 'Find', winKey: 'Ctrl-Shift-F', macKey: 'Cmd-Shift-F'},
  {commandId: 'cmd.replaceInFiles', label: 'Replace in Files', menu: 'Find', winKey: 'Ctrl-Shift-H', macKey: 'Cmd-Opt-Shift-F'},
  {commandId: 'cmd.findAllReferences', label: 'Find All References', menu: 'Find', winKey: 'Shift-F12', macKey: 'Shift-F12'},

  // View
  {commandId: 'view.toggleSidebar', label: 'Toggle Sidebar', menu: 'View', winKey: 'Ctrl-Alt-H', macKey: 'Cmd-Shift-H'},
  {commandId: 'view.toggleProblems', label: 'Problems', menu: 'View', winKey: 'Ctrl-Shift-M', macKey: 'Cmd-Shift-M'},
  {commandId: 'view.zoomIn', label: 'Zoom In', menu: 'View', winKey: 'Ctrl-=', macKey: 'Cmd-='},
  {commandId: 'view.zoomIn', label: 'Zoom In', menu: 'View', winKey: 'Ctrl-+', macKey: 'Cmd-+'},
  {commandId: 'view.zoomOut', label: 'Zoom Out', menu: 'View', winKey: 'Ctrl--', macKey: 'Cmd--'},
  {commandId: 'view.increaseFontSize', label: 'Increase Font Size', menu: 'View', winKey: 'Ctrl-Shift-=', macKey: 'Cmd-Shift-='},
  {commandId: 'view.increaseFontSize', label: 'Increase Font Size', menu: 'View', winKey: 'Ctrl-Shift-+', macKey: 'Cmd-Shift-+'},
  {commandId: 'view.decreaseFontSize', label: 'Decrease Font Size', menu: 'View', winKey: 'Ctrl-Shift--', macKey: 'Cmd-Shift--'},
  {commandId: 'view.decreaseFontSize', label: 'Decrease Font Size', menu: 'View', winKey: 'Ctrl-Shift-_', macKey: 'Cmd-Shift-_'},
  {commandId: 'view.restoreFontSize', label: 'Restore Font Size', menu: 'View', winKey: 'Ctrl-Shift-(', macKey: 'Cmd-Shift-('},
  {commandId: 'view.scrollLineUp', label: 'Scroll Line Up', menu: 'View', winKey: 'Ctrl-Up', macKey: 'Ctrl-Opt-Up'},
  {commandId: 'view.scrollLineDown', label: 'Scroll Line Down', menu: 'View', winKey: 'Ctrl-Down', macKey: 'Ctrl-Opt-Down'},

  // Navigate
  {commandId: 'navigate.quickOpen', label: 'Quick Open', menu: 'Navigate', winKey: 'Ctrl-Shift-O', macKey: 'Cmd-Shift-O'},
  {commandId: 'navigate.gotoLine', label: 'Go to Line', menu: 'Navigate', winKey: 'Ctrl-G', macKey: 'Cmd-L'},
  {commandId: 'navigate.gotoDefinition', label: 'Quick Find Definition', menu: 'Navigate', winKey: 'Ctrl-T', macKey: 'Cmd-T'},
  {commandId: 'navigate.jumptoDefinition', label: 'Jump to Definition', menu: 'Navigate', winKey: 'Ctrl-J', macKey: 'Cmd-J'},
  {commandId: 'navigate.gotoFirstProblem', label: 'Go to First Problem', menu: 'Navigate', winKey: "Ctrl-'", macKey: "Cmd-'"},
  {commandId: 'navigate.gotoNextProblem', label: 'Go to Next Problem', menu: 'Navigate', winKey: 'Ctrl-I', macKey: 'Cmd-I'},
  {commandId: 'navigate.gotoPrevProblem', label: 'Go to Previous Problem', menu: 'Navigate', winKey: 'Ctrl-Shift-I', macKey: 'Cmd-Shift-I'},
  {commandId: 'navigate.toggleQuickEdit', label: 'Quick Edit', menu: 'Navigate', winKey: 'Ctrl-E', macKey: 'Cmd-E'},
  {commandId: 'navigate.toggleQuickDocs', label: 'Quick Docs', menu: 'Navigate', winKey: 'F1', macKey: 'F1'},
  {commandId: 'navigate.previousMatch', label: 'Previous Match', menu: 'Navigate', winKey: 'Alt-Up', macKey: 'Opt-Up'},
  {commandId: 'navigate.nextMatch', label: 'Next Match', menu: 'Navigate', winKey: 'Alt-Down', macKey: 'Opt-Down'},
  {commandId: 'navigate.nextDocListOrder', label: 'Next Document in List', menu: 'Navigate', winKey: 'Alt-PageDown', macKey: 'Opt-PageDown'},
  {commandId: 'navigate.prevDocListOrder', label: 'Previous Document in List', menu: 'Navigate', winKey: 'Alt-PageUp', macKey: 'Opt-PageUp'},
  {commandId: 'navigate.showInFileTree', label: 'Show in File Tree', menu: 'Navigate', winKey: 'Ctrl-Shift-)', macKey: 'Cmd-Shift-)'},

  // Help
  {commandId: 'help.docs', label: 'Help, Getting Started', menu: 'Help', winKey: 'Shift-F1', macKey: 'Shift-F1'},
];
