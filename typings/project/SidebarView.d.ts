/**
 * Shows, hides and toggles the sidebar (the left panel with the Open Files list and the project
 * tree).
 *
 * Users toggle the sidebar with the `view.toggleSidebar` command (Ctrl-Alt-H, or Cmd-Shift-H on
 * macOS). To react when
 * the sidebar is collapsed or expanded, listen for the resizer events on its element:
 * `$("#sidebar").on("panelCollapsed", ...)` and `$("#sidebar").on("panelExpanded", ...)`.
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

/**
 * Sets the sidebar's width, as if the user had dragged its edge: the editor area moves over, the
 * width is remembered for the next session, and the sidebar element fires `panelResizeEnd` with
 * the new width. Does nothing before the sidebar exists.
 *
 * @param width - The width in pixels (rounded to a whole number).
 * @since 5.1
 * @example
 * ```js
 * const SidebarView = brackets.getModule("project/SidebarView");
 *
 * // Make room for a wide tool panel in the sidebar, then put the old width back.
 * const oldWidth = SidebarView.getWidth();
 * SidebarView.resize(420);
 * // ... later
 * SidebarView.resize(oldWidth);
 * ```
 */
export function resize(width: number): void;

/**
 * Returns the sidebar's width, even while it is hidden (so it can be restored later).
 *
 * @returns The width in pixels, or `0` before the sidebar exists.
 * @since 5.1
 */
export function getWidth(): number;
