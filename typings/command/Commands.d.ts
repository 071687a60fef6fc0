/**
 * The ids of the editor's built-in commands.
 *
 * Every menu item, keyboard shortcut and toolbar button in Phoenix Code runs a *command*, and
 * each command is identified by a string id such as `"file.save"`. This module gives those ids
 * names, so an extension can write `Commands.FILE_SAVE` instead of repeating the raw string.
 *
 * Use these constants to:
 * - run a built-in command with `CommandManager.execute(Commands.X)`;
 * - place your own menu items next to built-in ones (`relativeID` in `Menu.addMenuItem`);
 * - look up or change the shortcut of a command with `KeyBindingManager`;
 * - react when the user runs a command, via `CommandManager`'s `beforeExecuteCommand` event.
 *
 * The default shortcuts mentioned below are the factory key bindings; a user can change them in
 * the Keyboard Shortcuts panel or in `keymap.json`. "Ctrl" bindings that name no platform become
 * "Cmd" on macOS.
 *
 * A few constants (`VIEW_ZOOM_SUBMENU`, `OPEN_IN_SUBMENU`, `OPEN_IN_SUBMENU_WS`) are submenu ids
 * rather than runnable commands. The `CMD_GIT_*` commands belong to the built-in Git integration.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const Commands = brackets.getModule("command/Commands");
 *
 * // Save the current file, then reveal it in the file tree.
 * CommandManager.execute(Commands.FILE_SAVE).then(function () {
 *     CommandManager.execute(Commands.NAVIGATE_SHOW_IN_FILE_TREE);
 * });
 * ```
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const Commands = brackets.getModule("command/Commands");
 *
 * // Open a specific file by path.
 * CommandManager.execute(Commands.FILE_OPEN, { fullPath: "/project/index.html" });
 * ```
 *
 * @module command/Commands
 */

// ---- File commands ----

/** Opens a new, unsaved "Untitled" document that is not yet tied to a file on disk. */
export const FILE_NEW_UNTITLED: 'file.newDoc';

/** Creates a new file in the project, in the folder selected in the file tree (default shortcut Ctrl-1, Cmd-1 on macOS). */
export const FILE_NEW: 'file.newFile';

/** Opens the New Project dialog for starting a new project. */
export const FILE_NEW_PROJECT: 'file.newProject';

/** Creates a new folder in the project, in the folder selected in the file tree (default shortcut Ctrl-3, Cmd-3 on macOS). */
export const FILE_NEW_FOLDER: 'file.newFolder';

/** Makes a copy of the file or folder selected in the file tree, next to the original. */
export const FILE_DUPLICATE: 'file.duplicate';

/** Makes a copy of the selected file next to the original (default shortcut Ctrl-2, Cmd-2 on macOS). */
export const FILE_DUPLICATE_FILE: 'file.duplicateFile';

/** Downloads the file selected in the file tree to the computer. */
export const FILE_DOWNLOAD: 'file.download';

/** Downloads the whole project to the computer. */
export const FILE_DOWNLOAD_PROJECT: 'file.downloadProject';

/** Cuts the selected file or folder in the file tree so it can be pasted (moved) elsewhere. */
export const FILE_CUT: 'file.cut';

/** Copies the selected file or folder in the file tree so it can be pasted elsewhere. */
export const FILE_COPY: 'file.copy';

/** Copies the path of the selected file or folder to the clipboard. */
export const FILE_COPY_PATH: 'file.copy.path';

/** Pastes the file or folder previously cut or copied in the file tree into the selected folder. */
export const FILE_PASTE: 'file.paste';

/** Opens a file in an editor; with no arguments it shows the Open File dialog, or pass `{fullPath}` to open a specific file. */
export const FILE_OPEN: 'file.open';

/** Asks for a folder and opens it as the current project. */
export const FILE_OPEN_FOLDER: 'file.openFolder';

/** Saves the active file (default shortcut Ctrl-S, Cmd-S on macOS). */
export const FILE_SAVE: 'file.save';

/** Saves every open file that has unsaved changes (default shortcut Ctrl-Alt-S, Cmd-Alt-S on macOS). */
export const FILE_SAVE_ALL: 'file.saveAll';

/** Saves the active file under a new name or location (default shortcut Ctrl-Shift-S, Cmd-Shift-S on macOS). */
export const FILE_SAVE_AS: 'file.saveAs';

/** Closes the active file, asking to save unsaved changes; pass `{File: file}` to close a specific file (default shortcut `` Ctrl-` `` (backtick), `` Cmd-` `` on macOS). */
export const FILE_CLOSE: 'file.close';

/** Closes all open files, asking to save unsaved changes (default shortcut Ctrl-Alt-Shift-W, Cmd-Alt-Shift-W on macOS). */
export const FILE_CLOSE_ALL: 'file.close_all';

/** Closes a given list of files; pass `{fileList: File[]}` and optionally a `PaneId`. */
export const FILE_CLOSE_LIST: 'file.close_list';

/** Reopens the file that was closed most recently. */
export const FILE_REOPEN_CLOSED: 'file.reopen_closed';

/** Opens the files or folder the user dropped onto the editor window. */
export const FILE_OPEN_DROPPED_FILES: 'file.openDroppedFiles';

/** Shows or hides the Live Preview panel for the current file (default shortcut Ctrl-Alt-L, Cmd-Alt-L on macOS). */
export const FILE_LIVE_FILE_PREVIEW: 'file.liveFilePreview';

/** Opens the Live Preview settings. */
export const FILE_LIVE_FILE_PREVIEW_SETTINGS: 'file.liveFilePreviewSettings';

/** Turns Live Preview's multi-browser mode on or off. */
export const TOGGLE_LIVE_PREVIEW_MB_MODE: 'file.toggleLivePreviewMB';

/** Reloads the page shown in Live Preview (default shortcut Ctrl-Shift-R, Cmd-Shift-R on macOS). */
export const CMD_RELOAD_LIVE_PREVIEW: 'file.reloadLivePreview';

/** Opens the Project Settings dialog for the current project. */
export const FILE_PROJECT_SETTINGS: 'file.projectSettings';

/** Starts renaming the file or folder selected in the file tree (default shortcut Shift-F2). */
export const FILE_RENAME: 'file.rename';

/** Deletes the file or folder selected in the file tree, after confirmation. */
export const FILE_DELETE: 'file.delete';

/** Opens the Extension Manager to browse, install and remove extensions and themes. */
export const FILE_EXTENSION_MANAGER: 'file.extensionManager';

/** Re-reads the project folder from disk and redraws the file tree. */
export const FILE_REFRESH: 'file.refresh';

/** Toggles whether the file tree lists folders before files. */
export const FILE_SHOW_FOLDERS_FIRST: 'file.showFolderFirst';

/** Opens the user preferences file for editing. */
export const FILE_OPEN_PREFERENCES: 'file.openPreferences';

/** Opens the user key map file (`keymap.json`) for editing, creating it first if it does not exist. */
export const FILE_OPEN_KEYMAP: 'file.openKeyMap';

/** Opens a new editor window. */
export const FILE_NEW_WINDOW: 'file.new_window';

/** Closes the current editor window. */
export const FILE_CLOSE_WINDOW: 'file.close_window';

/** Quits the application, asking to save unsaved changes first (default shortcut Ctrl-Q, Cmd-Q on macOS). */
export const FILE_QUIT: 'file.quit';

// ---- Edit commands ----

/** Undoes the last edit in the focused editor (default shortcut Ctrl-Z, Cmd-Z on macOS). */
export const EDIT_UNDO: 'edit.undo';

/** Redoes the last undone edit (default shortcut Ctrl-Y; Cmd-Shift-Z on macOS). */
export const EDIT_REDO: 'edit.redo';

/** Cuts the selection to the clipboard. */
export const EDIT_CUT: 'edit.cut';

/** Copies the selection to the clipboard. */
export const EDIT_COPY: 'edit.copy';

/** Pastes the clipboard contents at the cursor. */
export const EDIT_PASTE: 'edit.paste';

/** Selects all text in the focused editor (default shortcut Ctrl-A, Cmd-A on macOS). */
export const EDIT_SELECT_ALL: 'edit.selectAll';

/** Selects the whole line at the cursor (default shortcut Ctrl-L on every platform). */
export const EDIT_SELECT_LINE: 'edit.selectLine';

/** Turns a multi-line selection into one cursor per line (default shortcut Ctrl-Shift-L, Cmd-Shift-L on macOS). */
export const EDIT_SPLIT_SEL_INTO_LINES: 'edit.splitSelIntoLines';

/** Adds another cursor on the line below (default shortcut Shift-Alt-Down). */
export const EDIT_ADD_CUR_TO_NEXT_LINE: 'edit.addCursorToNextLine';

/** Adds another cursor on the line above (default shortcut Shift-Alt-Up). */
export const EDIT_ADD_CUR_TO_PREV_LINE: 'edit.addCursorToPrevLine';

/** Indents the selected lines by one level (default shortcut Ctrl-], Cmd-] on macOS). */
export const EDIT_INDENT: 'edit.indent';

/** Removes one level of indentation from the selected lines (default shortcut Ctrl-[, Cmd-[ on macOS). */
export const EDIT_UNINDENT: 'edit.unindent';

/** Duplicates the selection, or the current line when nothing is selected (default shortcut Ctrl-D, Cmd-D on macOS). */
export const EDIT_DUPLICATE: 'edit.duplicate';

/** Deletes every line touched by the selection (default shortcut Ctrl-Shift-D, Cmd-Shift-D on macOS). */
export const EDIT_DELETE_LINES: 'edit.deletelines';

/** Comments or uncomments the selected lines with the language's line comment (default shortcut Ctrl-/, Cmd-/ on macOS). */
export const EDIT_LINE_COMMENT: 'edit.lineComment';

/** Wraps or unwraps the selection in a block comment (default shortcut Ctrl-Shift-/; Cmd-Opt-/ on macOS). */
export const EDIT_BLOCK_COMMENT: 'edit.blockComment';

/** Moves the selected lines up by one line (default shortcut Ctrl-Shift-Up; Cmd-Ctrl-Up on macOS). */
export const EDIT_LINE_UP: 'edit.lineUp';

/** Moves the selected lines down by one line (default shortcut Ctrl-Shift-Down; Cmd-Ctrl-Down on macOS). */
export const EDIT_LINE_DOWN: 'edit.lineDown';

/** Inserts an empty line above the current one and moves the cursor there (default shortcut Ctrl-Shift-Enter, Cmd-Shift-Enter on macOS). */
export const EDIT_OPEN_LINE_ABOVE: 'edit.openLineAbove';

/** Inserts an empty line below the current one and moves the cursor there (default shortcut Ctrl-Enter, Cmd-Enter on macOS). */
export const EDIT_OPEN_LINE_BELOW: 'edit.openLineBelow';

/** Turns automatic insertion of closing brackets and quotes on or off. */
export const TOGGLE_CLOSE_BRACKETS: 'edit.autoCloseBrackets';

/** Opens the code hint (autocomplete) list at the cursor (default shortcut Ctrl-Space on every platform). */
export const SHOW_CODE_HINTS: 'edit.showCodeHints';

/** Reformats the current file with the beautifier registered for its language (default shortcut Ctrl-B, Cmd-B on macOS). */
export const EDIT_BEAUTIFY_CODE: 'edit.beautifyCode';

/** Toggles automatic beautification of files each time they are saved. */
export const EDIT_BEAUTIFY_CODE_ON_SAVE: 'edit.beautifyOnSave';

/**
 * Turns Emmet abbreviation expansion in HTML and CSS on or off; it is a checked item in the Edit
 * menu.
 *
 * @since 5.0
 */
export const EDIT_EMMET: 'edit.emmet';

// ---- Find commands ----

/** Opens the find bar for the current file (default shortcut Ctrl-F, Cmd-F on macOS). */
export const CMD_FIND: 'cmd.find';

/** Opens Find in Files to search across the project (default shortcut Ctrl-Shift-F, Cmd-Shift-F on macOS). */
export const CMD_FIND_IN_FILES: 'cmd.findInFiles';

/** Opens Find in Files limited to the folder selected in the file tree. */
export const CMD_FIND_IN_SUBTREE: 'cmd.findInSubtree';

/** Jumps to the next match of the current search (default shortcut F3; Cmd-G on macOS). */
export const CMD_FIND_NEXT: 'cmd.findNext';

/** Jumps to the previous match of the current search (default shortcut Shift-F3; Cmd-Shift-G on macOS). */
export const CMD_FIND_PREVIOUS: 'cmd.findPrevious';

/** Selects every match of the current word or selection, giving one cursor per match (default shortcut Alt-Shift-F3; Cmd-Ctrl-G on macOS). */
export const CMD_FIND_ALL_AND_SELECT: 'cmd.findAllAndSelect';

/** Adds the next match of the current selection as an extra selection (default shortcut Alt-F3). */
export const CMD_ADD_NEXT_MATCH: 'cmd.addNextMatch';

/** Drops the current match from a multi-selection and moves on to the next one. */
export const CMD_SKIP_CURRENT_MATCH: 'cmd.skipCurrentMatch';

/** Opens find and replace for the current file (default shortcut Ctrl-H; Cmd-Opt-F on macOS). */
export const CMD_REPLACE: 'cmd.replace';

/** Opens Replace in Files to replace text across the project (default shortcut Ctrl-Shift-H; Cmd-Opt-Shift-F on macOS). */
export const CMD_REPLACE_IN_FILES: 'cmd.replaceInFiles';

/** Opens Replace in Files limited to the folder selected in the file tree. */
export const CMD_REPLACE_IN_SUBTREE: 'cmd.replaceInSubtree';

/** Lists every reference to the symbol at the cursor in the references panel (default shortcut Shift-F12). */
export const CMD_FIND_ALL_REFERENCES: 'cmd.findAllReferences';

// ---- View commands ----

/** Opens the Themes settings dialog. */
export const CMD_THEMES_OPEN_SETTINGS: 'view.themesOpenSetting';

/** Shows or hides the sidebar (default shortcut Ctrl-Alt-H; Cmd-Shift-H on macOS). */
export const VIEW_HIDE_SIDEBAR: 'view.toggleSidebar';

/**
 * Switches the workspace into or out of design mode, where the editor area folds away and Live
 * Preview gets the room (see `WorkspaceManager.setDesignMode()`).
 *
 * @since 5.1
 */
export const VIEW_TOGGLE_DESIGN_MODE: 'view.toggleDesignMode';

/**
 * Shows or hides the file tab bar above the editor.
 *
 * @since 5.0
 */
export const TOGGLE_TABBAR: 'view.toggleTabbar';

/** Zooms the editor's whole user interface in (default shortcut Ctrl-=, Cmd-= on macOS). */
export const VIEW_ZOOM_IN: 'view.zoomIn';

/** Zooms the editor's whole user interface out (default shortcut Ctrl--, Cmd-- on macOS). */
export const VIEW_ZOOM_OUT: 'view.zoomOut';

/** Id of the View > Zoom submenu; it is a submenu id, not a command you can execute. */
export const VIEW_ZOOM_SUBMENU: 'zoom-view-submenu';

/** Id of the "Open In" submenu of the file tree context menu; a submenu id, not an executable command. */
export const OPEN_IN_SUBMENU: 'file-open-in-submenu';

/** Id of the "Open In" submenu of the working set context menu; a submenu id, not an executable command. */
export const OPEN_IN_SUBMENU_WS: 'file-open-in-submenu-ws';

/** Makes the editor font larger (default shortcut Ctrl-Shift-=, Cmd-Shift-= on macOS). */
export const VIEW_INCREASE_FONT_SIZE: 'view.increaseFontSize';

/** Makes the editor font smaller (default shortcut Ctrl-Shift--, Cmd-Shift-- on macOS). */
export const VIEW_DECREASE_FONT_SIZE: 'view.decreaseFontSize';

/** Resets the editor font size to the default (default shortcut Ctrl-Shift-(, Cmd-Shift-( on macOS). */
export const VIEW_RESTORE_FONT_SIZE: 'view.restoreFontSize';

/** Scrolls the editor up one line without moving the cursor (default shortcut Ctrl-Up; Ctrl-Opt-Up on macOS). */
export const VIEW_SCROLL_LINE_UP: 'view.scrollLineUp';

/** Scrolls the editor down one line without moving the cursor (default shortcut Ctrl-Down; Ctrl-Opt-Down on macOS). */
export const VIEW_SCROLL_LINE_DOWN: 'view.scrollLineDown';

/** Turns code inspection (linting) on or off. */
export const VIEW_TOGGLE_INSPECTION: 'view.toggleCodeInspection';

/** Shows or hides the Problems panel (default shortcut Ctrl-Shift-M, Cmd-Shift-M on macOS). */
export const VIEW_TOGGLE_PROBLEMS: 'view.toggleProblems';

/**
 * Opens the integrated terminal panel. Desktop app only.
 *
 * @since 5.1
 */
export const VIEW_TERMINAL: 'view.terminal';

/**
 * Turns the editor's AI features on or off.
 *
 * @since 5.2
 */
export const VIEW_ENABLE_AI: 'view.enableAI';

/** Shows or hides line numbers in the editor gutter. */
export const TOGGLE_LINE_NUMBERS: 'view.toggleLineNumbers';

/** Turns highlighting of the line that holds the cursor on or off. */
export const TOGGLE_ACTIVE_LINE: 'view.toggleActiveLine';

/** Turns soft word wrap on or off. */
export const TOGGLE_WORD_WRAP: 'view.toggleWordWrap';

/** Shows or hides the vertical column rulers. */
export const TOGGLE_RULERS: 'view.toggleRulers';

/** Shows or hides the indent guide lines. */
export const TOGGLE_INDENT_GUIDES: 'view.toggleIndentGuides';

/** Toggles whether the search bar hides itself automatically. */
export const TOGGLE_SEARCH_AUTOHIDE: 'view.toggleSearchAutoHide';

// ---- Opening files ----

/** Opens a file and makes it the current file; pass `{fullPath}` to say which one. */
export const CMD_OPEN: 'cmd.open';

/** Opens a file and also adds it to the working set; pass `{fullPath}`. */
export const CMD_ADD_TO_WORKINGSET_AND_OPEN: 'cmd.addToWorkingSetAndOpen';

/**
 * Older id for adding a file to the working set and opening it. It still works for existing
 * callers; new code should run {@link CMD_ADD_TO_WORKINGSET_AND_OPEN}.
 *
 * @deprecated Use {@link CMD_ADD_TO_WORKINGSET_AND_OPEN}.
 */
export const FILE_ADD_TO_WORKING_SET: 'file.addToWorkingSet';

// ---- Navigate commands ----

/** Switches to the next file in most-recently-used order. */
export const NAVIGATE_NEXT_DOC: 'navigate.nextDoc';

/** Switches to the previous file in most-recently-used order. */
export const NAVIGATE_PREV_DOC: 'navigate.prevDoc';

/** Switches to the next file in the order the working set lists them (default shortcut Alt-PageDown). */
export const NAVIGATE_NEXT_DOC_LIST_ORDER: 'navigate.nextDocListOrder';

/** Switches to the previous file in the order the working set lists them (default shortcut Alt-PageUp). */
export const NAVIGATE_PREV_DOC_LIST_ORDER: 'navigate.prevDocListOrder';

/** Reveals and selects the current file in the file tree (default shortcut Ctrl-Shift-), Cmd-Shift-) on macOS). */
export const NAVIGATE_SHOW_IN_FILE_TREE: 'navigate.showInFileTree';

/** Shows the current file in the operating system's file manager (Explorer, Finder, ...). */
export const NAVIGATE_SHOW_IN_OS: 'navigate.showInOS';

/** Opens the operating system's terminal in the folder of the selected file. */
export const NAVIGATE_OPEN_IN_TERMINAL: 'navigate.openInTerminal';

/**
 * Opens the integrated terminal in the folder of the file or folder selected in the file tree.
 * Desktop app only.
 *
 * @since 5.1
 */
export const NAVIGATE_OPEN_IN_INTEGRATED_TERMINAL: 'navigate.openInIntegratedTerminal';

/** Opens Windows PowerShell in the folder of the selected file (Windows only). */
export const NAVIGATE_OPEN_IN_POWERSHELL: 'navigate.openInPowerShell';

/** Opens the selected file in the application the operating system associates with it. */
export const NAVIGATE_OPEN_IN_DEFAULT_APP: 'navigate.openInDefaultApp';

/** Opens Quick Open to jump to any project file by typing part of its name (default shortcut Ctrl-Shift-O, Cmd-Shift-O on macOS). */
export const NAVIGATE_QUICK_OPEN: 'navigate.quickOpen';

/** Jumps to the definition of the symbol under the cursor (default shortcut Ctrl-J, Cmd-J on macOS). */
export const NAVIGATE_JUMPTO_DEFINITION: 'navigate.jumptoDefinition';

/** Opens a searchable list of the definitions (functions, selectors, ...) in the current file (default shortcut Ctrl-T, Cmd-T on macOS). */
export const NAVIGATE_GOTO_DEFINITION: 'navigate.gotoDefinition';

/** Opens a searchable list of definitions across the whole project. */
export const NAVIGATE_GOTO_DEFINITION_PROJECT: 'navigate.gotoDefinitionInProject';

/** Asks for a line number and moves the cursor there (default shortcut Ctrl-G; Cmd-L on macOS). */
export const NAVIGATE_GOTO_LINE: 'navigate.gotoLine';

/** Moves the cursor to the first problem reported by code inspection (default shortcut Ctrl-', Cmd-' on macOS). */
export const NAVIGATE_GOTO_FIRST_PROBLEM: 'navigate.gotoFirstProblem';

/** Moves the cursor to the next problem reported by code inspection (default shortcut Ctrl-I, Cmd-I on macOS). */
export const NAVIGATE_GOTO_NEXT_PROBLEM: 'navigate.gotoNextProblem';

/** Moves the cursor to the previous problem reported by code inspection (default shortcut Ctrl-Shift-I, Cmd-Shift-I on macOS). */
export const NAVIGATE_GOTO_PREV_PROBLEM: 'navigate.gotoPrevProblem';

/** Opens or closes the inline Quick Edit editor for the item at the cursor, such as the CSS rules of an HTML tag (default shortcut Ctrl-E, Cmd-E on macOS). */
export const TOGGLE_QUICK_EDIT: 'navigate.toggleQuickEdit';

/** Opens or closes inline Quick Docs for the item at the cursor (default shortcut F1). */
export const TOGGLE_QUICK_DOCS: 'navigate.toggleQuickDocs';

/** In a Quick Edit with several matches, shows the next one (default shortcut Alt-Down). */
export const QUICK_EDIT_NEXT_MATCH: 'navigate.nextMatch';

/** In a Quick Edit with several matches, shows the previous one (default shortcut Alt-Up). */
export const QUICK_EDIT_PREV_MATCH: 'navigate.previousMatch';

/** Creates a new CSS rule from inside a CSS Quick Edit. */
export const CSS_QUICK_EDIT_NEW_RULE: 'navigate.newRule';

// ---- Help commands ----

/** Opens the introductory help page linked from the Help menu. */
export const HELP_HOW_TO_USE_BRACKETS: 'help.howToUseBrackets';

/** Opens the Phoenix Code documentation (default shortcut Shift-F1). */
export const HELP_DOCS: 'help.docs';

/** Opens the support page. */
export const HELP_SUPPORT: 'help.support';

/**
 * Opens the page where you can get Phoenix Pro.
 *
 * @since 5.0
 */
export const HELP_GET_PRO: 'help.getPro';

/**
 * Ends a running Phoenix Pro trial.
 *
 * @since 5.1
 */
export const HELP_CANCEL_TRIAL: 'help.cancelTrial';

/**
 * Turns the off-hours Phoenix Pro offer on or off.
 *
 * @since 5.2
 */
export const HELP_DISABLE_OFF_HOURS: 'help.disableOffHoursOffer';

/**
 * Shows the license this copy of Phoenix Code runs under.
 *
 * @since 5.0
 */
export const HELP_VIEW_LICENSE: 'help.viewLicense';

/**
 * Opens the page for managing your Phoenix Pro licenses.
 *
 * @since 5.0
 */
export const HELP_MANAGE_LICENSES: 'help.manageLicenses';

/** Opens the page for suggesting a feature. */
export const HELP_SUGGEST: 'help.suggest';

/**
 * Opens the page for reporting a bug.
 *
 * @since 5.0
 */
export const HELP_REPORT_ISSUE: 'help.reportIssue';

/** Opens the release notes. */
export const HELP_RELEASE_NOTES: 'help.releaseNotes';

/** Opens the guide for contributing to the project. */
export const HELP_GET_INVOLVED: 'help.getInvolved';

/** Shows the folder that holds installed extensions in the operating system's file manager. */
export const HELP_SHOW_EXT_FOLDER: 'help.showExtensionsFolder';

/** Opens the Phoenix Code home page. */
export const HELP_HOMEPAGE: 'help.homepage';

/** Opens the Phoenix Code YouTube channel. */
export const HELP_YOUTUBE: 'help.youtube';

/** Opens the Phoenix Code page on Twitter (X). */
export const HELP_TWITTER: 'help.twitter';

/** Shows or hides the Keyboard Shortcuts panel, where shortcuts can be viewed and changed. */
export const HELP_TOGGLE_SHORTCUTS_PANEL: 'help.toggleShortcuts';

/** Checks whether a newer version of the editor is available. */
export const HELP_CHECK_UPDATES: 'help.checkUpdates';

/** Turns automatic updates on or off. */
export const HELP_AUTO_UPDATE: 'help.autoUpdate';

/** Shows the About dialog with the version number. */
export const HELP_ABOUT: 'help.about';

// ---- Working set and panes ----

/** Sorts the working set in the order the files were added. */
export const CMD_WORKINGSET_SORT_BY_ADDED: 'cmd.sortWorkingSetByAdded';

/** Sorts the working set alphabetically by file name. */
export const CMD_WORKINGSET_SORT_BY_NAME: 'cmd.sortWorkingSetByName';

/** Sorts the working set by file type (extension). */
export const CMD_WORKINGSET_SORT_BY_TYPE: 'cmd.sortWorkingSetByType';

/** Toggles automatic re-sorting of the working set whenever files are added. */
export const CMD_WORKING_SORT_TOGGLE_AUTO: 'cmd.sortWorkingSetToggleAuto';

/**
 * Shows or hides the Working Files list in the sidebar.
 *
 * @since 5.0
 */
export const CMD_TOGGLE_SHOW_WORKING_SET: 'cmd.toggleShowWorkingSet';

/**
 * Shows or hides the file tab bar above the editor; the sidebar's option for the same setting
 * as {@link TOGGLE_TABBAR}.
 *
 * @since 5.0
 */
export const CMD_TOGGLE_SHOW_FILE_TABS: 'cmd.toggleShowFileTabs';

/** Starts the keyboard navigation overlay for moving focus between panes and the menu bar with the arrow keys. */
export const CMD_KEYBOARD_NAV_UI_OVERLAY: 'cmd.keyboardNavUI';

/** Turns split view off so a single editor pane is shown. */
export const CMD_SPLITVIEW_NONE: 'cmd.splitViewNone';

/** Splits the editor area into two side-by-side panes. */
export const CMD_SPLITVIEW_VERTICAL: 'cmd.splitViewVertical';

/** Splits the editor area into two panes, one above the other. */
export const CMD_SPLITVIEW_HORIZONTAL: 'cmd.splitViewHorizontal';

/** Moves keyboard focus to the other pane of a split view. */
export const CMD_SWITCH_PANE_FOCUS: 'cmd.switchPaneFocus';

// ---- Application commands ----

/** Reloads the editor, keeping the project and open files. */
export const APP_RELOAD: 'app.reload';

/** Reloads the editor with user-installed extensions switched off, which helps find a misbehaving extension. */
export const APP_RELOAD_WITHOUT_EXTS: 'app.reload_without_exts';

/** Internal command the native shell runs to cancel a quit that is in progress. */
export const APP_ABORT_QUIT: 'app.abort_quit';

/** Internal command the native shell runs just before a menu opens, so menu state can be refreshed. */
export const APP_BEFORE_MENUPOPUP: 'app.before_menupopup';

/** Hides the sidebar. */
export const HIDE_SIDEBAR: 'view.hideSidebar';

/** Shows the sidebar. */
export const SHOW_SIDEBAR: 'view.showSidebar';

/**
 * Stores the saved sign-in credentials in the system keychain again; a troubleshooting item of
 * the Debug menu.
 *
 * @since 5.0
 */
export const REINSTALL_CREDS: 'debug.reinstallCreds';

// ---- Git commands ----

/** Creates a new Git repository in the project folder. */
export const CMD_GIT_INIT: 'git-init';

/** Starts cloning a Git repository into a folder. */
export const CMD_GIT_CLONE: 'git-clone';

/** Clones a Git repository from a URL supplied by the caller. */
export const CMD_GIT_CLONE_WITH_URL: 'git-clone-url';

/** Opens the Git settings dialog. */
export const CMD_GIT_SETTINGS_COMMAND_ID: 'git-settings';

/** Closes every open file that has no uncommitted Git changes. */
export const CMD_GIT_CLOSE_UNMODIFIED: 'git-close-unmodified-files';

/**
 * Opens every file that Git reports as modified or untracked.
 *
 * @since 5.2
 */
export const CMD_GIT_OPEN_CHANGED_FILES: 'git-open-changed-files';

/** Checks out a branch or commit. */
export const CMD_GIT_CHECKOUT: 'git-checkout';

/** Runs `git reset --hard`, throwing away uncommitted changes. */
export const CMD_GIT_RESET_HARD: 'git-reset-hard';

/** Runs `git reset --soft`, moving the branch but keeping changes staged. */
export const CMD_GIT_RESET_SOFT: 'git-reset-soft';

/** Runs `git reset --mixed`, moving the branch and unstaging changes while keeping them in the files. */
export const CMD_GIT_RESET_MIXED: 'git-reset-mixed';

/** Shows or hides the Git panel. */
export const CMD_GIT_TOGGLE_PANEL: 'git-toggle-panel';

/**
 * Opens or closes the Custom Snippets panel, where you manage your own code snippets.
 *
 * @since 5.1
 */
export const CMD_CUSTOM_SNIPPETS_PANEL: 'custom_snippets';

/** Moves the cursor to the next changed block in the current file. */
export const CMD_GIT_GOTO_NEXT_CHANGE: 'git-gotoNextChange';

/** Moves the cursor to the previous changed block in the current file. */
export const CMD_GIT_GOTO_PREVIOUS_CHANGE: 'git-gotoPrevChange';

/** Starts a commit of the changes in the current file. */
export const CMD_GIT_COMMIT_CURRENT: 'git-commitCurrent';

/** Starts a commit of all changes in the repository. */
export const CMD_GIT_COMMIT_ALL: 'git-commitAll';

/** Fetches new commits from the remote. */
export const CMD_GIT_FETCH: 'git-fetch';

/** Pulls from the remote into the current branch. */
export const CMD_GIT_PULL: 'git-pull';

/** Pushes the current branch to the remote. */
export const CMD_GIT_PUSH: 'git-push';

/** Re-reads the repository status and updates the Git panel. */
export const CMD_GIT_REFRESH: 'git-refresh';

/** Creates a Git tag. */
export const CMD_GIT_TAG: 'git-tag';

/** Discards all uncommitted changes in the repository. */
export const CMD_GIT_DISCARD_ALL_CHANGES: 'git-discard-all-changes';

/** Undoes the most recent commit. */
export const CMD_GIT_UNDO_LAST_COMMIT: 'git-undo-last-commit';

/** Changes the user name Git records in commits. */
export const CMD_GIT_CHANGE_USERNAME: 'git-change-username';

/** Changes the email address Git records in commits. */
export const CMD_GIT_CHANGE_EMAIL: 'git-change-email';

/** Pushes to a Gerrit code review ref. */
export const CMD_GIT_GERRIT_PUSH_REF: 'git-gerrit-push_ref';

/** Shows who last changed the selected lines (blame). */
export const CMD_GIT_AUTHORS_OF_SELECTION: 'git-authors-of-selection';

/** Shows the authors of the current file. */
export const CMD_GIT_AUTHORS_OF_FILE: 'git-authors-of-file';

/** Toggles whether untracked files are listed in the Git panel. */
export const CMD_GIT_TOGGLE_UNTRACKED: 'git-toggle-untracked';

/**
 * Shows or hides the repository-wide commit history in the history panel.
 *
 * @since 5.0
 */
export const CMD_GIT_HISTORY_GLOBAL: 'git-history-global';

/**
 * Shows or hides the commit history of the current file in the history panel.
 *
 * @since 5.0
 */
export const CMD_GIT_HISTORY_FILE: 'git-history-file';
