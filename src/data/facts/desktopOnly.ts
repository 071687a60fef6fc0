import type {DocsVersion, Os} from './index';

/**
 * Commands of the desktop apps only. The facts are read from the browser edition, which has no
 * Git, Open In or integrated terminal, so these are taken from the editor's source at each tag;
 * `source` says where (path at tag), so a reviewer can check an entry in one look.
 */
export type DesktopOnlyCommand = {
  commandId: string;
  /** The command's label as its menu shows it. */
  label: string;
  /** Where the label differs by OS (the editor picks it for the platform), the label on each OS; `label` is then the one the source uses by default. */
  labelByOs?: Partial<Record<Os, string>>;
  /** Docs versions whose editor has the command. */
  versions: readonly DocsVersion[];
  /** Menu path as the desktop app shows it, or absent when no main menu has the command. */
  menuPath?: readonly string[];
  /** Default key per OS, in keymap form (`Ctrl-Alt-G`). */
  keys?: Partial<Record<Os, string>>;
  source: string;
};

export const desktopOnlyCommands: readonly DesktopOnlyCommand[] = [
  // Git and Open In
  // Git (desktop apps since 4.0): the Git submenu of the File menu is built in initGitMenu() of
  // src/extensions/default/Git/src/Main.js; labels are the strings.js texts the commands register with.
  {
    commandId: 'git-init',
    label: 'Init',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Init'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-clone',
    label: 'Clone',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Clone'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-toggle-panel',
    label: 'Show Git panel',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Show Git panel'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-refresh',
    label: 'Refresh Git',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Refresh Git'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-gotoNextChange',
    label: 'Go to next Git change',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Go to next Git change'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-gotoPrevChange',
    label: 'Go to previous Git change',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Go to previous Git change'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-close-unmodified-files',
    label: 'Close Unmodified Files',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Close Unmodified Files'],
    source: 'src/extensions/default/Git/src/CloseNotModified.js@v5.2.4, src/extensions/default/Git/src/CloseNotModified.js@v4.0.3',
  },
  {
    commandId: 'git-history-global',
    label: 'Commit history',
    versions: ['5.2'],
    menuPath: ['File', 'Git', 'Commit history'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4',
  },
  {
    commandId: 'git-history-file',
    label: 'File Commit history',
    versions: ['5.2'],
    menuPath: ['File', 'Git', 'File Commit history'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4',
  },
  {
    commandId: 'git-authors-of-selection',
    label: 'View authors of selection…',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'View authors of selection…'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-authors-of-file',
    label: 'View authors of file…',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'View authors of file…'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-commitCurrent',
    label: 'Commit current file…',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Commit current file…'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-commitAll',
    label: 'Commit all files…',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Commit all files…'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-fetch',
    label: 'Fetch from remote',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Fetch from remote'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-pull',
    label: 'Pull from remote…',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Pull from remote…'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-push',
    label: 'Push to remote…',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Push to remote…'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-gerrit-push_ref',
    label: 'Use Gerrit-compatible push ref',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Use Gerrit-compatible push ref'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-change-username',
    label: 'Change git username…',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Change git username…'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-change-email',
    label: 'Change git email…',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Change git email…'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-settings',
    label: 'Git Settings…',
    versions: ['5.2', '4.0'],
    menuPath: ['File', 'Git', 'Git Settings…'],
    source: 'src/extensions/default/Git/src/Main.js@v5.2.4, src/extensions/default/Git/src/Main.js@v4.0.3',
  },
  // Git commands only in the Git panel's more-options (⋮) menu, not in a main menu.
  {
    commandId: 'git-open-changed-files',
    label: 'Open All Changed Files',
    versions: ['5.2'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4',
  },
  {
    commandId: 'git-discard-all-changes',
    label: 'Discard all changes since last commit…',
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-undo-last-commit',
    label: 'Undo last local (not pushed) commit…',
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  {
    commandId: 'git-toggle-untracked',
    label: 'Hide untracked files in panel',
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Panel.js@v5.2.4, src/extensions/default/Git/src/Panel.js@v4.0.3',
  },
  // Open In: from 4.0 the "Open In" submenu of the file tree's and the working set's context menus
  // (src/command/DefaultMenus.js), desktop apps only; in 3.10 the file-manager item sat directly in those
  // context menus. No main menu has these. The file-manager and system-terminal labels depend on the OS.
  {
    commandId: 'navigate.showInOS',
    label: 'File Manager',
    labelByOs: {win: 'Windows File Explorer', mac: 'macOS Finder', linux: 'File Manager'},
    versions: ['5.2', '4.0'],
    source: 'src/document/DocumentCommandHandlers.js@v5.2.4, src/document/DocumentCommandHandlers.js@v4.0.3',
  },
  {
    commandId: 'navigate.showInOS',
    label: 'Show in OS Files',
    labelByOs: {win: 'Show in Explorer', mac: 'Show in Finder', linux: 'Show in OS Files'},
    versions: ['3.10'],
    source: 'src/document/DocumentCommandHandlers.js@v3.10.0',
  },
  {
    commandId: 'navigate.openInTerminal',
    label: 'Terminal',
    labelByOs: {win: 'Command Prompt', mac: 'Terminal', linux: 'Terminal'},
    versions: ['5.2', '4.0'],
    source: 'src/document/DocumentCommandHandlers.js@v5.2.4, src/document/DocumentCommandHandlers.js@v4.0.3',
  },
  {
    commandId: 'navigate.openInPowerShell',
    label: 'PowerShell',
    labelByOs: {win: 'PowerShell'},
    versions: ['5.2', '4.0'],
    source: 'src/document/DocumentCommandHandlers.js@v5.2.4, src/document/DocumentCommandHandlers.js@v4.0.3',
  },
  {
    commandId: 'navigate.openInDefaultApp',
    label: 'System Default App',
    versions: ['5.2', '4.0'],
    source: 'src/document/DocumentCommandHandlers.js@v5.2.4, src/document/DocumentCommandHandlers.js@v4.0.3',
  },
  // Integrated terminal (5.2). The View menu item and its key; the rest have no main-menu item.
  {
    commandId: 'view.terminal',
    label: 'Terminal',
    versions: ['5.2'],
    menuPath: ['View', 'Terminal'],
    keys: {win: 'F4', mac: 'F4', linux: 'F4'},
    source: 'src/command/DefaultMenus.js@v5.2.4 (menu), src/base-config/keyboard.json@v5.2.4 (key)',
  },
  {
    commandId: 'terminal.new',
    label: 'New Terminal',
    versions: ['5.2'],
    source: 'src/extensionsIntegrated/Terminal/main.js@v5.2.4',
  },
  {
    commandId: 'terminal.clear',
    label: 'Clear Terminal',
    versions: ['5.2'],
    source: 'src/extensionsIntegrated/Terminal/main.js@v5.2.4',
  },
  {
    commandId: 'navigate.openInIntegratedTerminal',
    label: 'Integrated Terminal',
    versions: ['5.2'],
    source: 'src/command/DefaultMenus.js@v5.2.4 (Open In context submenu), src/extensionsIntegrated/Terminal/main.js@v5.2.4',
  },
  // File menu items that DefaultMenus.js adds only when Phoenix.isNativeApp. The keys are the ones
  // the menu item is added with there (Open Files…) or the base keymap's (Save As…); on macOS the
  // editor turns Ctrl into Cmd for a binding without a platform of its own.
  {
    commandId: 'file.open',
    label: 'Open Files…',
    versions: ['5.2', '4.0', '3.10'],
    menuPath: ['File', 'Open Files…'],
    keys: {win: 'Ctrl-O', mac: 'Cmd-O', linux: 'Ctrl-O'},
    source: 'src/command/DefaultMenus.js@v5.2.4, src/command/DefaultMenus.js@v4.0.3, src/command/DefaultMenus.js@v3.10.0',
  },
  {
    commandId: 'file.saveAs',
    label: 'Save As…',
    versions: ['5.2', '4.0', '3.10'],
    menuPath: ['File', 'Save As…'],
    keys: {win: 'Ctrl-Shift-S', mac: 'Shift-Cmd-S', linux: 'Ctrl-Shift-S'},
    source: 'src/command/DefaultMenus.js@v5.2.4 (menu), src/base-config/keyboard.json@v5.2.4 (key); the same at v4.0.3 and v3.10.0',
  },
  // The updater: registered only in the desktop builds (Tauri; in 5.2 also Electron), after Get Involved in the Help menu.
  {
    commandId: 'help.checkUpdates',
    label: 'Check for Updates…',
    versions: ['5.2', '4.0', '3.10'],
    menuPath: ['Help', 'Check for Updates…'],
    source:
      'src/extensionsIntegrated/appUpdater/main.js@v5.2.4, src/extensionsIntegrated/appUpdater/update-electron.js@v5.2.4, src/extensionsIntegrated/appUpdater/main.js@v4.0.3, src/extensionsIntegrated/appUpdater/main.js@v3.10.0',
  },
  // Licences: the open source has only the command id and its label; the closed Phoenix Pro code
  // registers it and puts it in the Help menu, so the menu path is the one the editor's own docs give
  // for the desktop app, where device licence keys are activated.
  {
    commandId: 'help.manageLicenses',
    label: 'Manage Licenses',
    versions: ['5.2'],
    menuPath: ['Help', 'Manage Licenses'],
    source:
      'src/command/Commands.js@v5.2.4 (HELP_MANAGE_LICENSES), src/nls/root/strings.js@v5.2.4 (CMD_MANAGE_LICENSES); menu path: phcode-dev/docs docs/02-phoenix-pro-school.md@5e22c9fd9bccf242f2832ab154c6646d8e2560b0',
  },
  // Debug menu items that DebugCommands adds only in the desktop apps. Developer Tools takes its keys
  // from the extension's keyboard.json: F12, and on macOS only Cmd-Opt-I (a binding for one platform
  // replaces the generic one there).
  {
    commandId: 'debug.showDeveloperTools',
    label: 'Phoenix Code Developer Tools',
    versions: ['5.2', '4.0', '3.10'],
    menuPath: ['Debug', 'Phoenix Code Developer Tools'],
    keys: {win: 'F12', mac: 'Alt-Cmd-I', linux: 'F12'},
    source: 'src/extensions/default/DebugCommands/main.js@v5.2.4 and keyboard.json@v5.2.4; the same at v4.0.3 and v3.10.0',
  },
  {
    commandId: 'debug.dragAndDrop',
    label: 'Drag And Drop Files',
    versions: ['5.2', '4.0', '3.10'],
    menuPath: ['Debug', 'Experimental Features', 'Drag And Drop Files'],
    source:
      'src/extensions/default/DebugCommands/main.js@v5.2.4, src/extensions/default/DebugCommands/main.js@v4.0.3, src/extensions/default/DebugCommands/main.js@v3.10.0',
  },
  // Items of the Diagnostic Tools submenu that only the desktop apps show: the PhNode ones are hidden
  // while disabled, and enabled only in the native app; Git logs are added only there.
  {
    commandId: 'debug.enablePhNodeInspector',
    label: 'Enable PhNode Inspector',
    versions: ['5.2', '4.0', '3.10'],
    menuPath: ['Debug', 'Phoenix Code Diagnostic Tools', 'Enable PhNode Inspector'],
    source:
      'src/extensions/default/DebugCommands/main.js@v5.2.4, src/extensions/default/DebugCommands/main.js@v4.0.3, src/extensions/default/DebugCommands/main.js@v3.10.0',
  },
  {
    commandId: 'debug.getPhNodeInspectorURL',
    label: 'How to Inspect PhNode',
    versions: ['5.2', '4.0', '3.10'],
    menuPath: ['Debug', 'Phoenix Code Diagnostic Tools', 'How to Inspect PhNode'],
    source:
      'src/extensions/default/DebugCommands/main.js@v5.2.4, src/extensions/default/DebugCommands/main.js@v4.0.3, src/extensions/default/DebugCommands/main.js@v3.10.0',
  },
  {
    commandId: 'debug.gitLogging',
    label: 'Git Verbose Logs',
    versions: ['5.2', '4.0'],
    menuPath: ['Debug', 'Phoenix Code Diagnostic Tools', 'Git Verbose Logs'],
    source: 'src/extensions/default/DebugCommands/main.js@v5.2.4, src/extensions/default/DebugCommands/main.js@v4.0.3',
  },
];

/** Preferences that only the desktop apps define, with the same provenance rule. */
export type DesktopOnlyPreference = {key: string; type: string; default: unknown; versions: readonly DocsVersion[]; source: string};

export const desktopOnlyPreferences: readonly DesktopOnlyPreference[] = [
  // Git and Open In
  // Git preferences (desktop apps since 4.0): defaultPreferences in the Git extension, saved with the `git.` prefix.
  {
    key: 'git.stripWhitespaceFromCommits',
    type: 'boolean',
    default: true,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.addEndlineToTheEndOfFile',
    type: 'boolean',
    default: true,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.removeByteOrderMark',
    type: 'boolean',
    default: false,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.normalizeLineEndings',
    type: 'boolean',
    default: false,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.useGitGutter',
    type: 'boolean',
    default: true,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.markModifiedInTree',
    type: 'boolean',
    default: true,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.useVerboseDiff',
    type: 'boolean',
    default: false,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.useDifftool',
    type: 'boolean',
    default: false,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.clearWhitespaceOnSave',
    type: 'boolean',
    default: false,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.gerritPushref',
    type: 'boolean',
    default: false,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.enableGit',
    type: 'boolean',
    default: true,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.gitTimeout',
    type: 'number',
    default: 30,
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  {
    key: 'git.gitPath',
    type: 'string',
    default: '',
    versions: ['5.2', '4.0'],
    source: 'src/extensions/default/Git/src/Preferences.js@v5.2.4, src/extensions/default/Git/src/Preferences.js@v4.0.3',
  },
  // The updater's switch, defined only in the desktop builds.
  {
    key: 'autoUpdate',
    type: 'boolean',
    default: true,
    versions: ['5.2', '4.0', '3.10'],
    source:
      'src/extensionsIntegrated/appUpdater/main.js@v5.2.4, src/extensionsIntegrated/appUpdater/main.js@v4.0.3, src/extensionsIntegrated/appUpdater/main.js@v3.10.0',
  },
  // Language servers of 5.2: TypeScriptSupport, PHPSupport and PythonSupport are in the
  // `desktopOnly` list of src/extensions/default/DefaultExtensions.json@v5.2.4, so only the desktop
  // apps define their preferences (codeIntelligence.json is integrated and in the facts).
  {
    key: 'codeIntelligence.typescript',
    type: 'boolean',
    default: true,
    versions: ['5.2'],
    source: 'src/extensions/default/TypeScriptSupport/main.js@v5.2.4',
  },
  {
    key: 'codeIntelligence.python',
    type: 'boolean',
    default: true,
    versions: ['5.2'],
    source: 'src/extensions/default/PythonSupport/main.js@v5.2.4, src/extensions/default/PythonSupport/ServerInstaller.js@v5.2.4',
  },
  {
    key: 'codeIntelligence.php',
    type: 'boolean',
    default: true,
    versions: ['5.2'],
    source: 'src/extensions/default/PHPSupport/main.js@v5.2.4, src/extensions/default/PHPSupport/ServerInstaller.js@v5.2.4',
  },
  {
    key: 'codeIntel.autoCreateConfig',
    type: 'boolean',
    default: true,
    versions: ['5.2'],
    source: 'src/extensions/default/TypeScriptSupport/CodeIntelligence.js@v5.2.4',
  },
  {key: 'php.licenseKey', type: 'string', default: '', versions: ['5.2'], source: 'src/extensions/default/PHPSupport/main.js@v5.2.4'},
];

/**
 * Commands that the browser edition has too, but whose default key differs in the desktop apps
 * (bindings marked `nativeOnly`, or set in code only when the app is native). The facts hold the
 * browser's key; pages show both where they differ.
 */
export type DesktopKeyVariant = {
  commandId: string;
  versions: readonly DocsVersion[];
  /** The desktop app's key per OS, in keymap form; an OS left out has the browser's key. */
  keys: Partial<Record<Os, string>>;
  source: string;
};

const ALL: readonly DocsVersion[] = ['5.2', '4.0', '3.10'];
const MENUS = 'src/command/DefaultMenus.js@v5.2.4, src/command/DefaultMenus.js@v4.0.3, src/command/DefaultMenus.js@v3.10.0';

export const desktopKeyVariants: readonly DesktopKeyVariant[] = [
  // DefaultMenus.js adds these keys with the menu items only when Phoenix.isNativeApp (the browser
  // reserves them); the keymap's keys stay as well (Ctrl-1, Ctrl-`, Ctrl-Alt-Shift-W, Alt-PageDown/Up).
  {commandId: 'file.newFile', versions: ALL, keys: {win: 'Ctrl-N', mac: 'Cmd-N', linux: 'Ctrl-N'}, source: MENUS},
  {commandId: 'file.new_window', versions: ALL, keys: {win: 'Ctrl-Shift-N', mac: 'Shift-Cmd-N', linux: 'Ctrl-Shift-N'}, source: MENUS},
  {commandId: 'file.close', versions: ALL, keys: {win: 'Ctrl-W', mac: 'Cmd-W', linux: 'Ctrl-W'}, source: MENUS},
  {commandId: 'file.close_all', versions: ALL, keys: {win: 'Ctrl-Shift-W', mac: 'Shift-Cmd-W', linux: 'Ctrl-Shift-W'}, source: MENUS},
  {commandId: 'file.reopen_closed', versions: ALL, keys: {win: 'Ctrl-Shift-T', mac: 'Shift-Cmd-T', linux: 'Ctrl-Shift-T'}, source: MENUS},
  {
    commandId: 'navigate.nextDocListOrder',
    versions: ALL,
    keys: {win: 'Ctrl-PageDown', mac: 'Cmd-PageDown', linux: 'Ctrl-PageDown'},
    source: MENUS,
  },
  {
    commandId: 'navigate.prevDocListOrder',
    versions: ALL,
    keys: {win: 'Ctrl-PageUp', mac: 'Cmd-PageUp', linux: 'Ctrl-PageUp'},
    source: MENUS,
  },
  // Recent Files: the desktop apps bind Ctrl-R instead of Ctrl-Alt-Shift-O.
  {
    commandId: 'recent-files.show',
    versions: ALL,
    keys: {win: 'Ctrl-R', mac: 'Cmd-R', linux: 'Ctrl-R'},
    source:
      'src/extensionsIntegrated/NavigationAndHistory/main.js@v5.2.4, src/extensionsIntegrated/NavigationAndHistory/main.js@v4.0.3, src/extensionsIntegrated/NavigationAndHistory/main.js@v3.10.0',
  },
  // Navigate Backward/Forward on macOS: `nativeOnly` Cmd-Opt-Left/Right against the browser's
  // `browserOnly` Ctrl-Opt-Left/Right (since 4.0; 3.10 binds Alt-Left/Right everywhere).
  {
    commandId: 'navigation.jump.back',
    versions: ['5.2', '4.0'],
    keys: {mac: 'Alt-Cmd-←'},
    source:
      'src/extensionsIntegrated/NavigationAndHistory/keyboard.json@v5.2.4, src/extensionsIntegrated/NavigationAndHistory/keyboard.json@v4.0.3',
  },
  {
    commandId: 'navigation.jump.fwd',
    versions: ['5.2', '4.0'],
    keys: {mac: 'Alt-Cmd-→'},
    source:
      'src/extensionsIntegrated/NavigationAndHistory/keyboard.json@v5.2.4, src/extensionsIntegrated/NavigationAndHistory/keyboard.json@v4.0.3',
  },
];
