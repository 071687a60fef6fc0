/**
 * Storage for view state: values the editor or an extension remembers between sessions but that
 * the user does not edit as settings, such as panel sizes, the last tab chosen in a dialog, or
 * whether a one-time tip was already shown.
 *
 * Values are kept in the editor's internal storage, not in the preferences files, and can be stored
 * either globally or for the current project only:
 *
 * | Context | Where the value lives |
 * | --- | --- |
 * | {@link GLOBAL_CONTEXT} (default) | shared by every project |
 * | {@link PROJECT_CONTEXT} | separate for each project |
 * | {@link PROJECT_THEN_GLOBAL_CONTEXT} | reading only: the project's value if set, otherwise the global one |
 *
 * Extensions should not use the shared key space directly. Call {@link createExtensionStateManager}
 * once with your extension's id and use the object it returns; its keys are kept apart from the
 * editor's and other extensions' keys. For user-facing settings use `preferences/PreferencesManager`
 * instead.
 *
 * The editor's own reference names the main functions by their internal names (`getVal`, `setVal`,
 * `definePreferenceInternal`, `getPreferenceInternal`); they are exported as {@link get},
 * {@link set}, {@link definePreference} and {@link getPreference}. (An `_` entry in older reference
 * pages is the utility library this module uses internally, not part of its API.)
 *
 * @example
 * ```js
 * const StateManager = brackets.getModule("preferences/StateManager");
 * const state = StateManager.createExtensionStateManager("myCompany.taskListPanel");
 *
 * // Remember the last filter per project.
 * state.set("filter", "open", state.PROJECT_CONTEXT);
 * const filter = state.get("filter", state.PROJECT_CONTEXT) || "all";
 * ```
 *
 * @module preferences/StateManager
 */

import type {DispatcherEvent, EventHandler} from 'utils/EventDispatcher';

/**
 * Where a value is read from or written to: one of the context constants. The object form
 * (`{ scope, layer, layerID }`) is left over from the old preference-based implementation and is
 * deprecated; a context object whose `location.layer` is `"project"` is treated as
 * {@link PROJECT_CONTEXT}, any other object as {@link GLOBAL_CONTEXT}.
 */
export type StateContext =
  | 'project'
  | 'global'
  | 'any'
  | {
      /** @deprecated Use the context constants instead. */
      scope?: string;
      /** @deprecated Use the context constants instead. */
      layer?: string;
      /** @deprecated Use the context constants instead. */
      layerID?: string;
      /** @deprecated Use the context constants instead. */
      location?: {layer?: string};
    };

/**
 * Events of a {@link StatePreference}. Listen with `preference.on(name, handler)`.
 */
export interface StatePreferenceEvents {
  /**
   * The stored value changed.
   *
   * @event
   * @param event The event object.
   * @param changeType {@link CHANGE_TYPE_INTERNAL} if the change was made in this window,
   *     {@link CHANGE_TYPE_EXTERNAL} if it came from another editor window or browser tab (only
   *     reported after `watchExternalChanges()`).
   */
  change: (event: DispatcherEvent, changeType: string) => void;
}

/**
 * A defined state value that can be watched for changes, returned by {@link definePreference} and
 * {@link getPreference}.
 */
export interface StatePreference {
  /**
   * Also report changes made by other Phoenix Code windows or browser tabs, with the change type
   * {@link CHANGE_TYPE_EXTERNAL}.
   */
  watchExternalChanges(): void;
  /** Stop reporting changes made in other windows or tabs. */
  unwatchExternalChanges(): void;
  /**
   * Listens for changes to the value (see {@link StatePreferenceEvents}).
   *
   * @param events `"change"`, optionally with a `.namespace`.
   * @param handler The listener.
   * @returns This object, for chaining.
   */
  on<K extends keyof StatePreferenceEvents>(events: K, handler: StatePreferenceEvents[K]): this;
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
 * The private state store of one extension, returned by {@link createExtensionStateManager}. Its
 * functions work like the module-level ones, but every id is kept inside the extension's own key
 * space.
 */
export interface ExtensionStateManager {
  /**
   * Reads a value.
   *
   * @param id The value's id within your extension.
   * @param context Where to read from. Defaults to the global context.
   * @returns The stored value, the default given to `definePreference()`, or `null`/`undefined` if neither exists.
   */
  get(id: string, context?: StateContext): unknown;
  /**
   * Stores a value.
   *
   * @param id The value's id within your extension.
   * @param value The value to store.
   * @param context Where to store it. Defaults to the global context. `PROJECT_THEN_GLOBAL_CONTEXT` is not allowed.
   */
  set(id: string, value: unknown, context?: StateContext): void;
  /**
   * Declares a value with a default, and returns an object to watch it for changes.
   *
   * @param id The value's id within your extension. Do not use `.` in it.
   * @param type The kind of value, such as `"boolean"`, `"number"`, `"string"` or `"object"`.
   * @param initial Returned by `get()` while nothing has been stored.
   * @param options Additional details, such as a `description`.
   * @returns The watchable preference object.
   */
  definePreference(id: string, type: string, initial: unknown, options?: Record<string, unknown>): StatePreference;
  /**
   * Returns the watchable object of a value declared with `definePreference()`.
   *
   * @param id The value's id within your extension.
   * @returns The preference object.
   */
  getPreference(id: string): StatePreference;
  /** Same as {@link PROJECT_CONTEXT}. */
  PROJECT_CONTEXT: 'project';
  /** Same as {@link GLOBAL_CONTEXT}. */
  GLOBAL_CONTEXT: 'global';
  /** Same as {@link PROJECT_THEN_GLOBAL_CONTEXT}. */
  PROJECT_THEN_GLOBAL_CONTEXT: 'any';
}

/** Context for values stored separately for each project. */
export const PROJECT_CONTEXT: 'project';

/** Context for values shared by all projects. This is the default. */
export const GLOBAL_CONTEXT: 'global';

/**
 * Read-only context: use the current project's value if there is one, otherwise the global value.
 * A project value that is falsy (`0`, `false`, `""`) counts as not set. Cannot be used with {@link set}.
 */
export const PROJECT_THEN_GLOBAL_CONTEXT: 'any';

/** Change type reported when a value was changed in this editor window. */
export const CHANGE_TYPE_INTERNAL: string;

/** Change type reported when a value was changed in another editor window or browser tab. */
export const CHANGE_TYPE_EXTERNAL: string;

/**
 * Reads a state value (documented in the editor's reference as `getVal`). Extensions should prefer
 * the `get()` of {@link createExtensionStateManager}.
 *
 * @param id The value's id.
 * @param context Where to read from: {@link GLOBAL_CONTEXT} (default), {@link PROJECT_CONTEXT} or
 *     {@link PROJECT_THEN_GLOBAL_CONTEXT}. Passing a context object is deprecated.
 * @returns The stored value, the default from {@link definePreference} if nothing is stored, or
 *     `null`/`undefined`.
 *
 * @example
 * ```js
 * const StateManager = brackets.getModule("preferences/StateManager");
 * const lastTab = StateManager.get("myext_lastTab", StateManager.PROJECT_CONTEXT);
 * ```
 */
export function get(id: string, context?: StateContext): unknown;

/**
 * Stores a state value; it is saved automatically (documented in the editor's reference as `setVal`).
 * Extensions should prefer the `set()` of {@link createExtensionStateManager}.
 *
 * @param id The value's id.
 * @param value The value to store.
 * @param context {@link GLOBAL_CONTEXT} (default) or {@link PROJECT_CONTEXT}. Passing a context
 *     object is deprecated.
 * @throws Error when `context` is {@link PROJECT_THEN_GLOBAL_CONTEXT}.
 *
 * @example
 * ```js
 * const StateManager = brackets.getModule("preferences/StateManager");
 *
 * StateManager.set("myext_lastTab", "history", StateManager.PROJECT_CONTEXT);
 * ```
 */
export function set(id: string, value: unknown, context?: StateContext): void;

/**
 * Declares a state value with its default and returns an object that reports changes to it
 * (documented in the editor's reference as `definePreferenceInternal`).
 *
 * Ids should not contain `.`: dots clash with event namespaces, so such an id is rewritten (the first
 * `.` becomes `:`) and an error is logged.
 *
 * @param id The value's id.
 * @param type The kind of value, such as `"boolean"`, `"number"`, `"string"` or `"object"`.
 * @param initial The default, returned by {@link get} while nothing is stored.
 * @param options Additional details, such as a `description`.
 * @returns The watchable preference object.
 * @throws Error when the id has already been defined.
 *
 * @example
 * ```js
 * const StateManager = brackets.getModule("preferences/StateManager");
 * const pref = StateManager.definePreference("myext_panelOpen", "boolean", false);
 * pref.on("change", () => console.log("now", StateManager.get("myext_panelOpen")));
 * ```
 */
export function definePreference(id: string, type: string, initial: unknown, options?: Record<string, unknown>): StatePreference;

/**
 * Returns the watchable object of a value declared with {@link definePreference} (documented in the
 * editor's reference as `getPreferenceInternal`).
 *
 * @param id The value's id.
 * @returns The preference object.
 * @throws Error when no value with that id was defined.
 */
export function getPreference(id: string): StatePreference;

/**
 * Creates a private state store for an extension. All ids used through it are prefixed with the
 * extension id, so they cannot collide with the editor's or other extensions' values. Call it once
 * and keep the result.
 *
 * If another store was already created with the same id, a numbered variant is used instead (with a
 * console warning), so two extensions never share a store by accident. Avoid `.` in the id.
 *
 * @param extensionID Your extension's unique id.
 * @returns The extension's store.
 *
 * @example
 * ```js
 * const StateManager = brackets.getModule("preferences/StateManager");
 * const state = StateManager.createExtensionStateManager("myCompany.taskListPanel");
 * state.definePreference("tipShown", "boolean", false);
 * if (!state.get("tipShown")) {
 *     $("#my-panel .first-run-tip").show();
 *     state.set("tipShown", true);
 * }
 * ```
 */
export function createExtensionStateManager(extensionID: string): ExtensionStateManager;

/**
 * Does nothing except log a warning: state is saved automatically.
 *
 * @deprecated Values are saved as soon as they are set; remove the call.
 */
export function save(): void;

/**
 * Returns a prefixed store for an extension.
 *
 * @deprecated Use {@link createExtensionStateManager}, which this now calls.
 * @param prefix The extension's id.
 * @returns The extension's store.
 */
export function getPrefixedSystem(prefix: string): ExtensionStateManager;
