/**
 * Finds and loads extensions: the default extensions bundled with Phoenix Code, the ones the user
 * installed, and development extensions loaded from a folder.
 *
 * Each extension is loaded into its own Require.js context whose base URL is the extension's
 * folder, starting from its entry file (normally `main.js`). If the entry module exports an
 * `initExtension()` function that returns a promise, the loader waits for it, for up to 60 seconds.
 *
 * Most extensions never call this module. It is useful for tools that manage or test extensions,
 * and for reacting to other extensions being loaded (see {@link ExtensionLoaderEvents}).
 *
 * @example
 * ```js
 * const ExtensionLoader = brackets.getModule("utils/ExtensionLoader");
 *
 * ExtensionLoader.on(ExtensionLoader.EVENT_EXTENSION_LOAD_FAILED, (event, baseUrl) => {
 *     console.warn("Extension failed to load from", baseUrl);
 * });
 * ```
 *
 * @module utils/ExtensionLoader
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/** The `config` object that tells the loader where an extension lives. */
export interface ExtensionLoadConfig {
  /** Absolute path or URL of the extension's folder. */
  baseUrl: string;
  /** Other Require.js configuration, passed through to the extension's context. */
  [option: string]: unknown;
}

/**
 * Events fired by the ExtensionLoader module. Listen with `ExtensionLoader.on(name, handler)`.
 */
export interface ExtensionLoaderEvents {
  /**
   * An extension finished loading.
   *
   * @event
   * @param event The event object.
   * @param baseUrl The extension folder's path or URL.
   */
  load: (event: DispatcherEvent, baseUrl: string) => void;
  /**
   * An extension was skipped because the user disabled it.
   *
   * @event
   * @param event The event object.
   * @param baseUrl The extension folder's path or URL.
   */
  disabled: (event: DispatcherEvent, baseUrl: string) => void;
  /**
   * An extension could not be loaded, for example because its entry module threw an exception.
   *
   * @event
   * @param event The event object.
   * @param baseUrl The extension folder's path or URL.
   */
  loadFailed: (event: DispatcherEvent, baseUrl: string) => void;
}

/** Name of the event fired after an extension loads; see {@link ExtensionLoaderEvents.load}. */
export const EVENT_EXTENSION_LOADED: 'load';

/** Name of the event fired when a disabled extension is skipped; see {@link ExtensionLoaderEvents.disabled}. */
export const EVENT_EXTENSION_DISABLED: 'disabled';

/** Name of the event fired when an extension fails to load; see {@link ExtensionLoaderEvents.loadFailed}. */
export const EVENT_EXTENSION_LOAD_FAILED: 'loadFailed';

/**
 * Returns the location of the default extensions that ship with Phoenix Code.
 *
 * @returns The default extensions folder.
 */
export function getDefaultExtensionPath(): string;

/**
 * Returns the folder where extensions installed by the user are kept. It lies inside the
 * application's support directory (see `NativeApp.getApplicationSupportDirectory()`).
 *
 * @returns Full path of the user extensions folder.
 *
 * @example
 * ```js
 * const ExtensionLoader = brackets.getModule("utils/ExtensionLoader");
 *
 * console.log("User extensions live in", ExtensionLoader.getUserExtensionPath());
 * ```
 */
export function getUserExtensionPath(): string;

/**
 * Returns the Require.js `require` function that was used to load a given extension, so modules of
 * that extension can be looked up from outside it.
 *
 * @param name The name the extension was loaded under.
 * @returns The extension's `require`, or `undefined` if no extension has that name.
 */
export function getRequireContextForExtension(name: string): ((moduleName: string) => unknown) | undefined;

/**
 * Loads one extension into its own Require.js context and runs its entry module.
 *
 * The promise resolves once the extension has loaded (including its `initExtension()` promise, if
 * it has one) and is rejected when loading fails or the entry module throws immediately. A syntax
 * error in the extension's JavaScript does not reject it. Fires one of the loader events.
 *
 * @param name Identifier for the extension.
 * @param config Must contain `baseUrl`, the extension's folder.
 * @param entryPoint The entry module to load, usually `"main"`.
 * @returns A jQuery promise settled when loading ends.
 *
 * @example
 * ```js
 * const ExtensionLoader = brackets.getModule("utils/ExtensionLoader");
 *
 * ExtensionLoader.loadExtension("my-dev-ext", { baseUrl: "/projects/my-dev-ext" }, "main")
 *     .done(() => console.log("loaded"))
 *     .fail(err => console.error("failed", err));
 * ```
 */
export function loadExtension(name: string, config: ExtensionLoadConfig, entryPoint: string): JQuery.Promise<void>;

/**
 * Runs the unit tests of one extension, loading its test entry module into its own Require.js
 * context. Used by the editor's test runner.
 *
 * @param name Identifier for the extension.
 * @param config Must contain `baseUrl`, the extension's folder.
 * @param entryPoint The test entry module to load.
 * @returns A jQuery promise settled when the tests have been loaded.
 */
export function testExtension(name: string, config: ExtensionLoadConfig, entryPoint: string): JQuery.Promise<void>;

/**
 * Tells whether an extension is on the editor's takedown list, which names extensions that must
 * not be loaded (for example because they were found to be harmful). The list is fetched from
 * the editor's servers and kept between sessions.
 *
 * @param extensionID - The extension's id from its `package.json`.
 * @returns `true` if the extension has been taken down; `false` for extensions without an id.
 * @since 5.0
 */
export function isExtensionTakenDown(extensionID: string | undefined): boolean;

/**
 * Deletes an installed extension's folder. Only extensions installed on disk can be removed;
 * built-in ones cannot. The extension stays loaded until the editor restarts.
 *
 * @param extensionID - The id of a loaded extension.
 * @returns Resolves once the folder is deleted; rejects when the extension is not loaded or is
 *     built in.
 * @since 5.0
 */
export function uninstallExtension(extensionID: string): Promise<void>;

/**
 * Loads every extension found in a folder: each sub-folder is treated as one extension.
 *
 * @param directory Absolute path of the folder that holds the extensions.
 * @returns A jQuery promise resolved when all of them have finished loading.
 */
export function loadAllExtensionsInNativeDirectory(directory: string): JQuery.Promise<void>;

/**
 * Loads a single extension from a folder of the editor's file system. This is what the
 * Debug menu's "Load Project As Extension" command uses while you develop an extension.
 *
 * @param directory Path of the extension's folder.
 * @returns A promise settled when the extension has loaded or failed.
 */
export function loadExtensionFromNativeDirectory(directory: string): Promise<void>;

/**
 * Runs the unit tests of every extension in a folder (one extension per sub-folder).
 *
 * @param directory Absolute path of the folder that holds the extensions.
 * @returns A jQuery promise resolved when all test modules have been loaded.
 */
export function testAllExtensionsInNativeDirectory(directory: string): JQuery.Promise<void>;

/**
 * Runs the unit tests of every default extension bundled with the editor.
 *
 * @returns A jQuery promise resolved when all test modules have been loaded.
 */
export function testAllDefaultExtensions(): JQuery.Promise<void>;

/**
 * Maps the location an extension was loaded from to the folder holding its source files.
 *
 * @param extensionPath The path the extension was loaded from.
 * @returns The source folder path.
 */
export function getSourcePathForExtension(extensionPath: string): string;

/**
 * Loads the extensions at start-up. The editor calls this once; extensions should not.
 *
 * @param paths Where to look for extensions. Each entry is either the name of a folder inside the
 *     editor's `src/extensions` directory or an absolute path.
 * @returns A jQuery promise resolved when every extension has finished loading.
 */
export function init(paths: string[]): JQuery.Promise<void>;

/**
 * Listens for this module's events (see {@link ExtensionLoaderEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The ExtensionLoader module, so calls can be chained.
 *
 * @example
 * ```js
 * const ExtensionLoader = brackets.getModule("utils/ExtensionLoader");
 *
 * ExtensionLoader.on("loadFailed.myExt", function (event, baseUrl) {
 *     console.warn("An extension failed to load from", baseUrl);
 * });
 * ```
 */
export function on<K extends keyof ExtensionLoaderEvents>(
  events: K | `${K}.${string}`,
  handler: ExtensionLoaderEvents[K],
): typeof import('utils/ExtensionLoader');
export function on(events: string, handler: EventHandler): typeof import('utils/ExtensionLoader');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The ExtensionLoader module, so calls can be chained.
 */
export function one<K extends keyof ExtensionLoaderEvents>(
  events: K | `${K}.${string}`,
  handler: ExtensionLoaderEvents[K],
): typeof import('utils/ExtensionLoader');
export function one(events: string, handler: EventHandler): typeof import('utils/ExtensionLoader');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The ExtensionLoader module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('utils/ExtensionLoader');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof ExtensionLoaderEvents>(eventName: K, ...args: EventArgs<ExtensionLoaderEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
