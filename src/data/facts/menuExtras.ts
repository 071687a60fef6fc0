import type {DocsVersion} from './index';

/**
 * Menu items that the facts do not list, each with the source it was read from (path@tag):
 *
 * - items inside submenus (the facts list a submenu, such as View > Zoom UI and Fonts, as one
 *   item without its children), for commands the facts do have;
 * - items that a separately installed extension adds (the facts hold the editor alone).
 *
 * Desktop-only commands are in ./desktopOnly.ts instead.
 */
export type MenuExtra = {
  commandId: string;
  versions: readonly DocsVersion[];
  /** The whole path, submenu included: `['View', 'Zoom UI and Fonts', 'Zoom In']`. */
  menuPath: readonly string[];
  /** For an extension's command: which extension adds it. Absent for the editor's own. */
  extension?: string;
  source: string;
};

export const menuExtras: readonly MenuExtra[] = [];
