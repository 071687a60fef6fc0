import {DOCS_VERSIONS, type DocsVersion} from '../docsVersions';

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

// Every documented version: a release cut carries these over, and RELEASING.md has them checked
// against the new tag's source.
const ALL: readonly DocsVersion[] = DOCS_VERSIONS;
const ZOOM =
  'src/command/DefaultMenus.js@v5.2.4, src/command/DefaultMenus.js@v4.0.3, src/command/DefaultMenus.js@v3.10.0 (labels: src/nls/root/strings.js at each tag)';
const DIAGNOSTICS =
  'src/extensions/default/DebugCommands/main.js@v5.2.4, src/extensions/default/DebugCommands/main.js@v4.0.3, src/extensions/default/DebugCommands/main.js@v3.10.0';
const zoom = (commandId: string, label: string): MenuExtra => ({
  commandId,
  versions: ALL,
  menuPath: ['View', 'Zoom UI and Fonts', label],
  source: ZOOM,
});
const diagnostics = (commandId: string, label: string): MenuExtra => ({
  commandId,
  versions: ALL,
  menuPath: ['Debug', 'Phoenix Code Diagnostic Tools', label],
  source: DIAGNOSTICS,
});

export const menuExtras: readonly MenuExtra[] = [
  // View > Zoom UI and Fonts, the same five items in every documented version.
  zoom('view.zoomIn', 'Zoom In'),
  zoom('view.zoomOut', 'Zoom Out'),
  zoom('view.increaseFontSize', 'Increase Font Size'),
  zoom('view.decreaseFontSize', 'Decrease Font Size'),
  zoom('view.restoreFontSize', 'Restore Font Size'),
  // Debug > Phoenix Code Diagnostic Tools, the items the browser shows too (the desktop-only ones are
  // in ./desktopOnly.ts; the two that only a development build adds in 5.2 are left out). Open
  // Virtual Server is the browser's only: the desktop apps hide it.
  diagnostics('debug.runUnitTests', 'Run Phoenix Code Tests'),
  diagnostics('debug.buildTests', 'Build Editor Tests'),
  diagnostics('debug.enableLogging', 'Enable Detailed Logs'),
  diagnostics('debug.livePreviewLogging', 'Live Preview Logs'),
  diagnostics('debug.showPerfData', 'Show Performance Data'),
  diagnostics('debug.openVFS', 'Open Virtual File System'),
  diagnostics('debug.openVirtualServer', 'Open Virtual Server'),
  // The AI Control extension, as the Extension Manager installs it: its one published release,
  // v1.0.0 (package.json version 1.0.0; any editor from 3.0). An earlier commit registered the
  // command as "Check AI Control Status" in the File menu; the release has it in the View menu.
  {
    commandId: 'phoenix.aiControlStatus',
    versions: ALL,
    menuPath: ['View', 'AI Control Status'],
    extension: 'Phoenix Code AI Control',
    source: 'phcode-dev/phoenix-code-ai-control main.js@cc3898c6419d7241744b36c14503434f3d3f47e6 (tag v1.0.0)',
  },
];
