/**
 * Shows, hides and toggles the sidebar (the left panel with the Open Files list and the project
 * tree).
 *
 * Users toggle the sidebar with the `view.toggleSidebar` command (Ctrl-Alt-H, or Cmd-Shift-H on
 * macOS). To react when
 * the sidebar is collapsed or expanded, listen for the resizer events on its element:
 * `$("#sidebar").on("panelCollapsed", ...)` and `$("#sidebar").on("panelExpanded", ...)`.
 *
 * Older reference pages also listed an `AppInit` entry here; see {@link AppInit}.
 *
 * @example
 * ```js
 * const SidebarView = brackets.getModule("project/SidebarView");
 *
 * // Give a full-width tool more room, then restore the sidebar afterwards.
 * const wasVisible = SidebarView.isVisible();
 * SidebarView.hide();
 * // ... later
 * if (wasVisible) { SidebarView.show(); }
 * ```
 * @module project/SidebarView
 */

/**
 * Not available on this module: reading it returns `undefined`. Older generated reference pages
 * listed this name only because the source loads `utils/AppInit` internally. Get the real module
 * with `brackets.getModule("utils/AppInit")`.
 */
export const AppInit: undefined;

/** Hides the sidebar if it is shown, shows it if it is hidden. */
export function toggle(): void;

/** Shows the sidebar. Does nothing if it is already visible. */
export function show(): void;

/** Hides the sidebar. Does nothing if it is already hidden. */
export function hide(): void;

/**
 * Tells whether the sidebar is currently shown.
 *
 * @returns `true` when visible.
 */
export function isVisible(): boolean;
