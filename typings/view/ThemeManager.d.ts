/**
 * Loads editor color themes and switches between them.
 *
 * A theme is a CSS or LESS file that styles the code editor (and, for dark themes, switches the
 * rest of the UI to its dark look). Theme extensions normally need no code at all: their
 * `package.json` describes the theme and the editor loads it. This module is for code that works
 * with themes directly: finding out which theme is active, listing installed themes, switching
 * themes, or reacting when the theme changes (for example to recolour a custom panel).
 *
 * The user picks a theme in **View > Themes...**; the choice is stored in the `themes.theme`
 * preference. If that theme is not available, the editor falls back to its default light or dark
 * theme, picked to match the operating system's setting ({@link isOSInDarkTheme}).
 *
 * @example
 * ```js
 * const ThemeManager = brackets.getModule("view/ThemeManager");
 *
 * function applyPanelColors() {
 *     const theme = ThemeManager.getCurrentTheme();
 *     $("#myext-panel").toggleClass("myext-dark", !!(theme && theme.dark));
 * }
 * ThemeManager.on(ThemeManager.EVENT_THEME_CHANGE, applyPanelColors);
 * applyPanelColors();
 * ```
 * @module view/ThemeManager
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type File = require('filesystem/File');

/** Event fired after the active theme changes. See {@link ThemeManagerEvents.themeChange}. */
export const EVENT_THEME_CHANGE: 'themeChange';

/**
 * Event fired when a theme file has been loaded. Listen to it with
 * `ThemeManager.on(ThemeManager.EVENT_THEME_LOADED, handler)`, for example to refresh styling that
 * depends on the theme's CSS.
 */
export const EVENT_THEME_LOADED: 'themeLoaded';

/** Events this module triggers. Listen with `ThemeManager.on(name, handler)`. */
export interface ThemeManagerEvents {
  /**
   * The active theme changed, because the user picked another theme or because the operating
   * system switched between light and dark mode.
   *
   * The second argument is not always the same kind of value: usually the {@link Theme} now
   * in use, but when the current theme's file is loaded again the module passes only its
   * name. Read {@link getCurrentTheme} if you need the theme object.
   *
   * @event
   * @param event - The event object.
   * @param theme - The theme now in use, or its name.
   */
  themeChange: (event: DispatcherEvent, theme: Theme | string) => void;
  /**
   * A theme was loaded from a file or a theme package and can now be selected.
   *
   * @event
   * @param event - The event object.
   * @param themeName - The theme's name.
   */
  themeLoaded: (event: DispatcherEvent, themeName: string) => void;
}

/** An installed theme, as returned by {@link getCurrentTheme} and {@link getAllThemes}. */
export interface Theme {
  /** The theme's CSS or LESS file. */
  file: File;
  /**
   * Identifier of the theme, usable as a CSS class name. Taken from the package's `name` when
   * given, else from its title or file name, lower-cased with other characters replaced by
   * `-`. Pass it to {@link setCurrentTheme}.
   */
  name: string;
  /** Human-readable name shown in the theme picker. */
  displayName: string;
  /** `true` for dark themes; the UI switches to its dark look while such a theme is active. */
  dark: boolean;
  /** `true` if the theme asks the code editor to add CSS classes naming the language mode of each token. */
  addModeClass: boolean;
}

/** Theme description, in the shape of the metadata in a theme extension's `package.json`. */
export interface ThemeMetadata {
  /** Theme identifier; see {@link Theme.name}. */
  name?: string;
  /** Display name. */
  title?: string;
  /** Theme-specific settings. */
  theme?: {
    /** File name of the stylesheet inside the package. */
    file?: string;
    /** Whether the theme is dark. */
    dark?: boolean;
    /** Whether to add language-mode CSS classes to tokens. */
    addModeClass?: boolean;
  };
}

/**
 * Returns the theme in use. If the preferred theme is not loaded, it falls back to the default
 * light or dark theme matching the operating system.
 *
 * @returns The active theme; may be `null` while themes are still loading.
 */
export function getCurrentTheme(): Theme | null;

/**
 * Lists every theme the editor has loaded, built-in and from extensions.
 *
 * @returns All loaded themes.
 * @example
 * ```js
 * const ThemeManager = brackets.getModule("view/ThemeManager");
 * const darkThemes = ThemeManager.getAllThemes().filter((t) => t.dark).map((t) => t.displayName);
 * ```
 */
export function getAllThemes(): Theme[];

/**
 * Re-applies the current theme to the active editor.
 *
 * @param force - `true` to also re-read and re-process the theme's stylesheet, for example after
 *   the file changed.
 */
export function refresh(force?: boolean): void;

/**
 * Loads a theme stylesheet and adds it to the list of available themes. If it is the theme the
 * user has selected, it is applied right away.
 *
 * @param fileName - Full path of the CSS or LESS file.
 * @param options - Name, title and dark/light information for the theme.
 * @returns A promise resolved with the loaded theme, or rejected if the file does not exist.
 * @example
 * ```js
 * const ThemeManager = brackets.getModule("view/ThemeManager");
 *
 * ThemeManager.loadFile("/extensions/user/my-theme/theme.less", {
 *     name: "my-theme",
 *     title: "My Theme",
 *     theme: { dark: true }
 * }).done((theme) => console.log("Loaded", theme.displayName));
 * ```
 */
export function loadFile(fileName: string, options?: ThemeMetadata): JQuery.Promise<Theme>;

/**
 * Loads the theme described by an installed theme extension package: its stylesheet is found at
 * `path` + `/` + `metadata.theme.file`.
 *
 * @param themePackage - The package: its folder and its `package.json` metadata.
 * @returns A promise resolved with the loaded theme.
 */
export function loadPackage(themePackage: {path: string; metadata: ThemeMetadata}): JQuery.Promise<Theme>;

/**
 * Tells whether the operating system (or browser) currently prefers a dark color scheme.
 *
 * @returns `true` when dark mode is on; otherwise `undefined`.
 */
export function isOSInDarkTheme(): true | undefined;

/**
 * Switches to the theme with the given id, if such a theme is loaded.
 *
 * @param themeID - The theme's {@link Theme.name}.
 * @returns `true` if the theme was applied; `false` if no loaded theme has that id.
 * @example
 * ```js
 * const ThemeManager = brackets.getModule("view/ThemeManager");
 *
 * if (!ThemeManager.setCurrentTheme("dark-theme")) {
 *     console.warn("Theme not installed");
 * }
 * ```
 */
export function setCurrentTheme(themeID: string): boolean;

/**
 * Listens for this module's events (see {@link ThemeManagerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The ThemeManager module, so calls can be chained.
 *
 * @example
 * ```js
 * const ThemeManager = brackets.getModule("view/ThemeManager");
 *
 * ThemeManager.on(ThemeManager.EVENT_THEME_CHANGE, function () {
 *     const theme = ThemeManager.getCurrentTheme();
 *     console.log("Theme is now", theme ? theme.displayName : "the default");
 * });
 * ```
 */
export function on<K extends keyof ThemeManagerEvents>(
  events: K | `${K}.${string}`,
  handler: ThemeManagerEvents[K],
): typeof import('view/ThemeManager');
export function on(events: string, handler: EventHandler): typeof import('view/ThemeManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The ThemeManager module, so calls can be chained.
 */
export function one<K extends keyof ThemeManagerEvents>(
  events: K | `${K}.${string}`,
  handler: ThemeManagerEvents[K],
): typeof import('view/ThemeManager');
export function one(events: string, handler: EventHandler): typeof import('view/ThemeManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The ThemeManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('view/ThemeManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof ThemeManagerEvents>(eventName: K, ...args: EventArgs<ThemeManagerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
