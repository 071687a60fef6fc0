/**
 * Settings: define your extension's preferences, read and change them, and react when they change.
 *
 * Preferences are layered. When a value is read, the first place that sets it wins:
 * 1. the project's settings file, `.phcode.json` in the project root (project scope);
 * 2. the user's settings file (user scope; see {@link getUserPrefFile});
 * 3. the default given to {@link definePreference} (default scope).
 *
 * Some settings can also be given for particular files or languages inside those files; pass a
 * context (a path and/or language) to {@link get} to resolve such values. An unknown preference
 * reads as `undefined`.
 *
 * For an extension, the usual steps are:
 * 1. `const prefs = PreferencesManager.getExtensionPrefs("myExtension")` to get a store whose ids
 *    are automatically prefixed (`myExtension.` + id);
 * 2. `prefs.definePreference(id, type, default, { description })` for each setting, so it gets a
 *    default, validation and shows up in code hints when users edit their settings files;
 * 3. `prefs.get(id)` to read, `prefs.set(id, value)` to write;
 * 4. `prefs.on("change", id, handler)` to react to edits, including edits the user makes by hand.
 *
 * For data that users never edit (panel sizes, last used options) use view state instead:
 * {@link getViewState}/{@link setViewState} or `preferences/StateManager`.
 *
 * (Older reference pages also listed `AppInit`, which is a module used internally here, and
 * `scopeOrderWithProject`/`scopeOrderWithoutProject`, which are internal caches. None of them is
 * part of this module's API.)
 *
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 * const prefs = PreferencesManager.getExtensionPrefs("taskListPanel");
 *
 * prefs.definePreference("showDone", "boolean", true, {
 *     description: "Show completed items in the task list panel"
 * });
 *
 * function render() {
 *     const showDone = prefs.get("showDone");
 *     // ...draw the panel...
 * }
 * prefs.on("change", "showDone", render);
 * ```
 *
 * @module preferences/PreferencesManager
 */

import type {DispatcherEvent, EventHandler} from 'utils/EventDispatcher';

/**
 * Extra information for reading or writing a preference: which file and language the value is for,
 * or the exact place to write it.
 */
export interface PreferenceContext {
  /** Full path of the file the value should apply to. Defaults to the file being edited. */
  path?: string;
  /** Language id the value should apply to. Defaults to the language of the file being edited. */
  language?: string;
  /** The scopes to consult, in order, such as `["project", "user", "default"]`. */
  scopeOrder?: string[];
}

/** Where to write a value with `set()`. */
export interface PreferenceSetOptions {
  /** The scope (`"user"` or `"project"`) and optionally the layer within it. */
  location?: {scope: string; layer?: string; layerID?: string};
  /** The file/language context to apply the value to. */
  context?: PreferenceContext;
}

/** Options for {@link definePreference}. */
export interface PreferenceOptions {
  /** A short name for the setting, for display. */
  name?: string;
  /** What the setting does; shown in code hints when users edit their settings file. */
  description?: string;
  /** Returns `false` for values that must be rejected. */
  validator?: (value: unknown) => boolean;
  /** Leave the setting out of the code hints in settings files. */
  excludeFromHints?: boolean;
  /** For `"object"` settings: the definitions of the child settings. */
  keys?: Record<string, unknown>;
  /** The allowed values; offered as code hints. */
  values?: unknown[];
  /** For `"array"` settings: the type of the elements. */
  valueType?: string;
}

/** What `set()` reports. */
export interface PreferenceSetResult {
  /** `false` if the preference's validator rejected the value. */
  valid: boolean;
  /** `true` if the value was actually stored. */
  stored: boolean;
}

/**
 * Events of the preference system. Listen with `PreferencesManager.on(name, handler)` or on an
 * extension store from {@link getExtensionPrefs}.
 */
export interface PreferencesManagerEvents {
  /**
   * One or more preferences may have changed: set from code, edited in a settings file, or
   * affected by switching project or file.
   *
   * @event
   * @param event The event object.
   * @param data `ids` lists the preferences that may have new values.
   */
  change: (event: DispatcherEvent, data: {ids: string[]}) => void;
  /**
   * A settings scope (such as a project's settings file) was added to or removed from the
   * lookup order. A `change` event for the preferences it holds follows.
   *
   * @event
   * @param event The event object.
   * @param data The scope's id and whether it was `"added"` or `"removed"`.
   */
  scopeOrderChange: (event: DispatcherEvent, data: {id: string; action: 'added' | 'removed'}) => void;
}

/**
 * A defined preference, returned by {@link definePreference} and {@link getPreference}. It fires a
 * `change` event whenever its value may have changed.
 */
export interface Preference {
  /** The value type given when it was defined. */
  type: string;
  /** The default value. */
  initial: unknown;
  /** Display name, if given. */
  name?: string;
  /** Description, if given. */
  description?: string;
  /**
   * Listens for changes of this preference.
   *
   * @param events `"change"`, optionally with a `.namespace`.
   * @param handler The listener.
   * @returns This object, for chaining.
   */
  on(events: string, handler: EventHandler): this;
  /**
   * Removes listeners.
   *
   * @param events Event names and/or `.namespace` selectors.
   * @param handler When given, only this listener is removed.
   * @returns This object, for chaining.
   */
  off(events: string, handler?: EventHandler): this;
}

/**
 * A view of the preference system in which every id is prefixed with an extension's name, returned
 * by {@link getExtensionPrefs}. Use plain ids (`"showDone"`); they are stored as
 * `"<prefix>.showDone"`.
 */
export interface PrefixedPreferencesSystem {
  /**
   * Reads a preference.
   *
   * @param id The id without prefix.
   * @param context File/language context; defaults to the file being edited.
   * @returns The current value, or `undefined` if it is not set anywhere.
   */
  get(id: string, context?: PreferenceContext): unknown;
  /**
   * Changes a preference and saves it, in the scope where its current value comes from (the user
   * scope if it only has its default).
   *
   * @param id The id without prefix.
   * @param value The new value.
   * @param options Where to write it instead, such as {@link PROJECT_SCOPE}.
   * @param doNotSave Skip saving the settings file right away.
   * @returns Whether the value was valid and stored.
   */
  set(id: string, value: unknown, options?: PreferenceSetOptions, doNotSave?: boolean): PreferenceSetResult;
  /**
   * Defines a preference with its type and default.
   *
   * @param id The id without prefix.
   * @param type `"boolean"`, `"number"`, `"string"`, `"array"` or `"object"`.
   * @param initial The default value.
   * @param options Description, validator, allowed values and more.
   * @returns The preference object.
   */
  definePreference(id: string, type: string, initial: unknown, options?: PreferenceOptions): Preference;
  /**
   * Returns a preference defined earlier.
   *
   * @param id The id without prefix.
   * @returns The preference object, or `undefined`.
   */
  getPreference(id: string): Preference | undefined;
  /**
   * Tells where a preference's current value comes from.
   *
   * @param id The id without prefix.
   * @param context File/language context.
   * @returns The scope (and layer) that supplies the value.
   */
  getPreferenceLocation(id: string, context?: PreferenceContext): {scope: string; layer?: string; layerID?: string} | undefined;
  /**
   * Listens for changes to any of this extension's preferences.
   *
   * @param event `"change"`.
   * @param handler Receives the changed ids (without prefix).
   */
  on(event: 'change', handler: PreferencesManagerEvents['change']): void;
  /**
   * Listens for changes to one preference.
   *
   * @param event `"change"`.
   * @param preferenceID The id without prefix.
   * @param handler Called when that preference may have changed.
   */
  on(event: 'change', preferenceID: string, handler: EventHandler): void;
  /**
   * Removes a listener added with `on()`.
   *
   * @param event `"change"`.
   * @param preferenceIDOrHandler The preference id, or the handler when it was added without an id.
   * @param handler The handler, when an id is given.
   */
  off(event: string, preferenceIDOrHandler?: string | EventHandler, handler?: EventHandler): void;
  /**
   * Writes pending changes to the settings files.
   *
   * @returns A promise resolved when saving is done.
   */
  save(): JQuery.Promise<void>;
}

/**
 * A context that resolves preferences as seen from the current project, including the project's
 * `.phcode.json`, even when the file being edited lies outside the project.
 *
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 * const tabSize = PreferencesManager.get("tabSize", PreferencesManager.CURRENT_PROJECT);
 * ```
 */
export const CURRENT_PROJECT: PreferenceContext;

/** Same as `StateManager.PROJECT_CONTEXT`: view state stored per project. */
export const STATE_PROJECT_CONTEXT: 'project';

/** Same as `StateManager.GLOBAL_CONTEXT`: view state shared by all projects. */
export const STATE_GLOBAL_CONTEXT: 'global';

/** Same as `StateManager.PROJECT_THEN_GLOBAL_CONTEXT`: read the project's view state, else the global one. */
export const STATE_PROJECT_THEN_GLOBAL_CONTEXT: 'any';

/**
 * Options for `set()` that write the value into the project's settings file (`.phcode.json`)
 * instead of the user's.
 *
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 *
 * PreferencesManager.set("spaceUnits", 2, PreferencesManager.PROJECT_SCOPE);
 * ```
 */
export const PROJECT_SCOPE: {location: {scope: 'project'}};

/** The name of the project settings file, kept in the project root. */
export const SETTINGS_FILENAME: string;

/** The name of the project settings file used by Brackets. */
export const SETTINGS_FILENAME_BRACKETS: string;

/** The view-state store; the same module as `preferences/StateManager`. */
export const stateManager: typeof import('preferences/StateManager');

/**
 * Resolves once the user's settings have been read. By the time extensions load it has usually
 * resolved; wait for it in code that runs earlier.
 */
export const ready: JQuery.Promise<unknown>;

/**
 * Keeps settings in a JSON file, for use as the storage of a scope added with {@link addScope}.
 * The editor's own user and project settings files are stored this way.
 *
 * Each instance is an event dispatcher and fires `changed` when its path changes or its file
 * changes on disk.
 */
export class FileStorage {
  /**
   * Creates storage for a settings file.
   *
   * @param path - Full path of the JSON file.
   * @param createIfMissing - `true` to treat a missing file as empty settings (it is created on
   *     the first save); otherwise loading fails when the file does not exist.
   * @param recreateIfInvalid - `true` to delete a file that cannot be read or parsed and start
   *     from empty settings.
   */
  constructor(path: string, createIfMissing?: boolean, recreateIfInvalid?: boolean);
  /** Full path of the settings file. */
  path: string;
  /**
   * Reads and parses the file.
   *
   * @returns Resolves with the parsed settings (`{}` for an empty or missing file that may be
   *     created); rejects when the file cannot be loaded.
   */
  load(): JQuery.Promise<Record<string, unknown>>;
  /**
   * Writes settings to the file as indented JSON, keeping the file's line endings.
   *
   * @param newData - The settings to write.
   * @returns Resolves once written.
   */
  save(newData: Record<string, unknown>): JQuery.Promise<void>;
  /**
   * Points the storage at another file and fires `changed`.
   *
   * @param newPath - Full path of the new file.
   */
  setPath(newPath: string): void;
  /**
   * Fires `changed` if `filePath` is this storage's file.
   *
   * @param filePath - A file that changed.
   */
  fileChanged(filePath: string): void;
  /**
   * Listens for the storage's `changed` event.
   *
   * @param events - `"changed"`, optionally with a `.namespace` suffix.
   * @param handler - Called with the event object.
   */
  on(events: string, handler: EventHandler): this;
  /**
   * Removes listeners added with `on()` or `one()`.
   *
   * @param events - An event name, `name.namespace` or `.namespace`.
   * @param handler - The listener to remove; all matching ones when omitted.
   */
  off(events: string, handler?: EventHandler): this;
  /**
   * Like `on()`, but the handler runs once.
   *
   * @param events - The event name.
   * @param handler - The listener.
   */
  one(events: string, handler: EventHandler): this;
  /**
   * Fires an event on the storage. The storage fires `changed` itself.
   *
   * @param eventName - The event name.
   * @param args - Values for the listeners.
   */
  trigger(eventName: string, ...args: unknown[]): void;
}

/**
 * Adds a settings scope: a named layer of settings consulted when preferences are read. Scopes
 * are consulted in order and the first one that has a value wins. The new scope goes first,
 * unless `options.before` names a scope: then it goes just ahead of that one. It is loaded right
 * away.
 *
 * @param id - A name for the scope; adding a second scope with the same name throws an error.
 * @param scope - A scope object, or a storage (such as a {@link FileStorage}) that is wrapped in
 *     a scope for you.
 * @param options - `before`: the id of the scope the new one is placed in front of in the lookup
 *     order.
 * @returns Resolves when the scope has loaded.
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 *
 * // Team-wide defaults from a file, consulted after the user's own settings.
 * const storage = new PreferencesManager.FileStorage("/project/.team-settings.json", true);
 * PreferencesManager.addScope("myext.team", storage, { before: "default" });
 * ```
 */
export function addScope(id: string, scope: FileStorage | object, options?: {before?: string}): JQuery.Promise<unknown>;

/**
 * Returns the full path of the user's settings file, the file opened by the editor's command for
 * opening preferences.
 *
 * @returns Path of the user-level preferences file.
 *
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 * const CommandManager = brackets.getModule("command/CommandManager");
 * CommandManager.execute("file.open", { fullPath: PreferencesManager.getUserPrefFile() });
 * ```
 */
export function getUserPrefFile(): string;

/**
 * Returns a preference store for an extension in which every id is prefixed with `prefix` and a dot.
 * A preference `showDone` with the prefix `taskListPanel` is stored as `taskListPanel.showDone` in the
 * settings files.
 *
 * @param prefix Your extension's prefix, usually a short form of its name.
 * @returns The prefixed store.
 *
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 * const prefs = PreferencesManager.getExtensionPrefs("taskListPanel");
 * prefs.definePreference("maxItems", "number", 100, { description: "Maximum items listed" });
 * console.log(prefs.get("maxItems"));
 * ```
 */
export function getExtensionPrefs(prefix: string): PrefixedPreferencesSystem;

/**
 * Reads a view-state value. Shortcut for `StateManager.get()`.
 *
 * @param id The value's id.
 * @param context {@link STATE_GLOBAL_CONTEXT} (default), {@link STATE_PROJECT_CONTEXT} or
 *     {@link STATE_PROJECT_THEN_GLOBAL_CONTEXT}.
 * @returns The stored value, or its default if nothing is stored.
 *
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 * const width = PreferencesManager.getViewState("myext.sidebarWidth") || 200;
 * ```
 */
export function getViewState(id: string, context?: import('preferences/StateManager').StateContext): unknown;

/**
 * Stores a view-state value. Shortcut for `StateManager.set()`.
 *
 * @param id The value's id.
 * @param value The value to store.
 * @param context {@link STATE_GLOBAL_CONTEXT} (default) or {@link STATE_PROJECT_CONTEXT}.
 *
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 *
 * PreferencesManager.setViewState("myext.sidebarWidth", 240);
 * ```
 */
export function setViewState(id: string, value: unknown, context?: import('preferences/StateManager').StateContext): void;

/**
 * Reads a preference by its full id, such as `"spaceUnits"` or `"myExtension.showDone"`.
 *
 * @param id The full preference id.
 * @param context File/language context, or {@link CURRENT_PROJECT}. Defaults to the file being edited.
 * @returns The current value, or `undefined` if it is not set anywhere.
 *
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 * const useTabs = PreferencesManager.get("useTabChar", { path: "/project/Makefile" });
 * ```
 */
export function get(id: string, context?: PreferenceContext): unknown;

/**
 * Changes a preference by its full id and saves it. The value is written to the scope its current
 * value comes from (the user scope if it only has its default), unless `options` says otherwise.
 *
 * @param id The full preference id.
 * @param value The new value.
 * @param options Where to write it, for example {@link PROJECT_SCOPE}.
 * @param doNotSave Skip saving the settings file right away.
 * @returns Whether the value was valid and stored.
 *
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 *
 * PreferencesManager.set("wordWrap", false);
 * ```
 */
export function set(id: string, value: unknown, options?: PreferenceSetOptions, doNotSave?: boolean): PreferenceSetResult;

/**
 * Writes pending preference changes to the settings files.
 *
 * @returns A promise resolved when saving is done.
 */
export function save(): JQuery.Promise<void>;

/**
 * Defines a preference by its full id. Extensions should normally use the `definePreference()` of
 * {@link getExtensionPrefs} instead, which adds their prefix.
 *
 * @param id The full preference id.
 * @param type `"boolean"`, `"number"`, `"string"`, `"array"` or `"object"`.
 * @param initial The default value.
 * @param options Description, validator, allowed values and more.
 * @returns The preference object.
 */
export function definePreference(id: string, type: string, initial: unknown, options?: PreferenceOptions): Preference;

/**
 * Returns a preference defined earlier, by its full id.
 *
 * @param id The full preference id.
 * @returns The preference object, or `undefined` if no such preference is defined.
 */
export function getPreference(id: string): Preference | undefined;

/**
 * Returns a copy of every defined preference, keyed by full id.
 *
 * @returns The preference definitions.
 */
export function getAllPreferences(): Record<string, Preference>;

/**
 * Listens for preference changes (see {@link PreferencesManagerEvents}).
 *
 * @param event `"change"`.
 * @param handler Receives the ids that may have changed.
 *
 * @example
 * ```js
 * const PreferencesManager = brackets.getModule("preferences/PreferencesManager");
 *
 * PreferencesManager.on("change", (event, data) => {
 *     if (data.ids.includes("fontSize")) {
 *         console.log("Font size is now", PreferencesManager.get("fontSize"));
 *     }
 * });
 * ```
 */
export function on<K extends keyof PreferencesManagerEvents>(event: K, handler: PreferencesManagerEvents[K]): void;
/**
 * Listens for changes of a single preference.
 *
 * @param event `"change"`.
 * @param preferenceID The full preference id.
 * @param handler Called when that preference may have changed.
 */
export function on(event: 'change', preferenceID: string, handler: EventHandler): void;

/**
 * Removes a listener added with {@link on}.
 *
 * @param event `"change"`.
 * @param preferenceIDOrHandler The preference id, or the handler when it was added without an id.
 * @param handler The handler, when an id is given.
 */
export function off(event: string, preferenceIDOrHandler?: string | EventHandler, handler?: EventHandler): void;

/**
 * Tells the preference system that a file changed on disk, so that settings read from it are
 * reloaded. The editor calls this itself when settings files change.
 *
 * @param filePath Full path of the changed file.
 */
export function fileChanged(filePath: string): void;
