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
  /** Docs versions whose editor has the command. */
  versions: readonly DocsVersion[];
  /** Menu path as the desktop app shows it, or absent when no main menu has the command. */
  menuPath?: readonly string[];
  /** Default key per OS, in keymap form (`Ctrl-Alt-G`). */
  keys?: Partial<Record<Os, string>>;
  source: string;
};

export const desktopOnlyCommands: readonly DesktopOnlyCommand[] = [
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
];

/** Preferences that only the desktop apps define, with the same provenance rule. */
export type DesktopOnlyPreference = {key: string; type: string; default: unknown; versions: readonly DocsVersion[]; source: string};

export const desktopOnlyPreferences: readonly DesktopOnlyPreference[] = [];
