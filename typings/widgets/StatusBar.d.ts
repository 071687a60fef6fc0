/**
 * The status bar along the bottom of the editor window: the file information area on the left and
 * the row of indicators (cursor position, encoding, language, lint status and so on) on the right.
 *
 * Extensions mostly use it to add their own indicator: register it once with
 * {@link addIndicator}, then change its visibility, CSS class or tooltip with
 * {@link updateIndicator} whenever the state it reflects changes. Indicators are ordinary DOM
 * elements, so you can also attach click handlers to them.
 *
 * The status bar is built when the editor's HTML is ready; call these functions from an
 * `AppInit.htmlReady()` or `AppInit.appReady()` callback (or later), not while your extension
 * file is first being evaluated.
 *
 * @example
 * ```js
 * const StatusBar = brackets.getModule("widgets/StatusBar");
 * const AppInit = brackets.getModule("utils/AppInit");
 *
 * AppInit.appReady(function () {
 *     const $indicator = $('<div>Spell: on</div>');
 *     StatusBar.addIndicator("myext-spell-status", $indicator, true, "", "Spell checking is active");
 *     $indicator.on("click", () => $indicator.text($indicator.text() === "Spell: on" ? "Spell: off" : "Spell: on"));
 * });
 * ```
 * @module widgets/StatusBar
 */

/**
 * Marks the editor as busy, optionally switching the mouse pointer to the wait cursor.
 *
 * @deprecated Logs a deprecation warning. Report long-running work through the task manager
 * instead (`features/TaskManager`, `addNewTask`), which shows progress in the status bar and lets
 * users see what is running.
 * @param updateCursor - `true` to also show the wait cursor everywhere until
 *   {@link hideBusyIndicator} is called.
 */
export function showBusyIndicator(updateCursor?: boolean): void;

/**
 * Clears the busy state set by {@link showBusyIndicator} and restores the normal mouse pointer.
 *
 * @deprecated Logs a deprecation warning. Use `features/TaskManager` to report work instead.
 */
export function hideBusyIndicator(): void;

/**
 * Adds an indicator to the right-hand side of the status bar.
 *
 * The element receives the `indicator` class plus `style`, and its `id` attribute is set from
 * `id` with every character other than letters, digits and spaces replaced by `-`. Use the
 * same `id` string later with {@link updateIndicator}.
 *
 * @param id - Unique id for the indicator. Prefix it with your extension name to avoid clashes.
 * @param indicator - Element to show. Defaults to a new empty `<div>`.
 * @param visible - `true` to show the indicator immediately; otherwise it starts hidden.
 * @param style - Extra CSS class(es) for the element.
 * @param tooltip - Text for the element's `title` attribute.
 * @param insertBefore - Id of an existing indicator; the new one is placed just to its left.
 *   Without it, the indicator goes at the left end of the indicator row.
 * @example
 * ```js
 * const StatusBar = brackets.getModule("widgets/StatusBar");
 * const $status = $('<div class="myext-status">0 notes</div>');
 * StatusBar.addIndicator("myext-note-count", $status, true, "", "NOTE comments in this file");
 * ```
 */
export function addIndicator(
  id: string,
  indicator?: HTMLElement | JQuery<HTMLElement>,
  visible?: boolean,
  style?: string,
  tooltip?: string,
  insertBefore?: string,
): void;

/**
 * Shows or hides an indicator and updates its look.
 *
 * The indicator's class list is replaced: with `style` when given, otherwise with just
 * `indicator`. Pass every class the element should keep. The tooltip is only changed when a
 * non-empty `tooltip` is given.
 *
 * @param id - The id the indicator was registered with in {@link addIndicator}.
 * @param visible - `true` to show the indicator, `false` to hide it.
 * @param style - CSS class(es) to set on the element.
 * @param tooltip - New text for the element's `title` attribute.
 * @example
 * ```js
 * const StatusBar = brackets.getModule("widgets/StatusBar");
 *
 * const count = ($("#my-notes").text().match(/NOTE/g) || []).length;
 * StatusBar.updateIndicator("myext-note-count", count > 0, "myext-status", `${count} NOTE comments`);
 * ```
 */
export function updateIndicator(id: string, visible: boolean, style?: string, tooltip?: string): void;

/** Hides the file information area on the left of the status bar. */
export function hideInformation(): void;

/** Shows the file information area on the left of the status bar again. */
export function showInformation(): void;

/** Hides the whole row of indicators on the right of the status bar. */
export function hideIndicators(): void;

/** Shows the row of indicators on the right of the status bar again. */
export function showIndicators(): void;

/**
 * Hides both the information area and the indicators while leaving the (now empty) status bar
 * itself in place.
 */
export function hideAllPanes(): void;

/**
 * Shows both the information area and the indicators. It does not reveal a status bar that was
 * hidden with {@link hide}.
 */
export function showAllPanes(): void;

/**
 * Hides the entire status bar and lets the editor area grow into the freed space.
 */
export function hide(): void;

/** Shows the status bar again and recomputes the workspace layout. */
export function show(): void;
