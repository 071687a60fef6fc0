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

export const desktopOnlyCommands: readonly DesktopOnlyCommand[] = [];

/** Preferences that only the desktop apps define, with the same provenance rule. */
export type DesktopOnlyPreference = {key: string; type: string; default: unknown; versions: readonly DocsVersion[]; source: string};

export const desktopOnlyPreferences: readonly DesktopOnlyPreference[] = [];

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

export const desktopKeyVariants: readonly DesktopKeyVariant[] = [];
