/**
 * Lets extensions offer functions to each other safely, by name.
 *
 * Extensions load in no guaranteed order, so one extension cannot simply `require` another. With
 * this module, the providing extension registers an object (its "interface") under a name, and a
 * consuming extension asks for that name and gets the object as soon as it exists, whether it was
 * registered before or after the request.
 *
 * The module is also available as the global `window.ExtensionInterface` once the editor has
 * started.
 *
 * Usage outline:
 * 1. Provider: `ExtensionInterface.registerExtensionInterface("angularCli", exports)`.
 * 2. Consumer: `ExtensionInterface.waitAndGetExtensionInterface("angularCli").then(cli => ...)`.
 * 3. Consumers must cope with the interface never arriving (the provider may not be installed):
 *    keep using the promise, and do not `await` it at the top level of a module, because that
 *    can block the consumer's own loading.
 *
 * @example
 * ```js
 * // In the "angular-cli" extension: expose a couple of functions.
 * const ExtensionInterface = brackets.getModule("utils/ExtensionInterface");
 * ExtensionInterface.registerExtensionInterface("angularCli", {
 *     generateComponent: (name = "") => console.log("ng generate component", name)
 * });
 *
 * // In another extension: use them when (and if) they become available. The other
 * // extension's object is not typed, so check what you call.
 * ExtensionInterface.waitAndGetExtensionInterface("angularCli").then((angularCli) => {
 *     $("#my-generate-button").on("click", () => {
 *         if (typeof angularCli.generateComponent === "function") {
 *             angularCli.generateComponent("header");
 *         }
 *     });
 * });
 * ```
 *
 * @module utils/ExtensionInterface
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/**
 * Events fired by the ExtensionInterface module. Listen with `ExtensionInterface.on(name, handler)`.
 */
export interface ExtensionInterfaceEvents {
  /**
   * An interface was registered (or replaced).
   *
   * @event
   * @param event The event object.
   * @param extensionInterfaceName The name it was registered under.
   * @param interfaceObject The registered object.
   */
  extensionInterfaceRegistered: (event: DispatcherEvent, extensionInterfaceName: string, interfaceObject: object) => void;
}

/**
 * Name of the event fired whenever an interface is registered; see
 * {@link ExtensionInterfaceEvents.extensionInterfaceRegistered}.
 */
export const EVENT_EXTENSION_INTERFACE_REGISTERED: 'extensionInterfaceRegistered';

/**
 * Publishes an object under a name so other extensions can obtain it. Registering a name again
 * replaces the previous object. Fires {@link EVENT_EXTENSION_INTERFACE_REGISTERED}.
 *
 * Choose a distinctive name (for example based on your extension id) to avoid clashes.
 *
 * @param extensionInterfaceName The public name of the interface.
 * @param interfaceObject The object to share, often the module's `exports`.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const ExtensionInterface = brackets.getModule("utils/ExtensionInterface");
 *
 *     ExtensionInterface.registerExtensionInterface("myCompany.linter", exports);
 * });
 * ```
 */
export function registerExtensionInterface(extensionInterfaceName: string, interfaceObject: object): void;

/**
 * Tells whether an interface with the given name has been registered already.
 *
 * @param extensionInterfaceName The interface name.
 * @returns `true` if it is registered right now.
 */
export function isExistsExtensionInterface(extensionInterfaceName: string): boolean;

/**
 * Returns a promise for the interface registered under `extensionInterfaceName`. It resolves at once
 * if the interface already exists, otherwise as soon as it is registered. It never rejects, and
 * stays pending forever if the providing extension is not installed, so do not block start-up on it.
 *
 * @param extensionInterfaceName The interface name.
 * @returns A native promise for the registered object.
 *
 * @example
 * ```js
 * const ExtensionInterface = brackets.getModule("utils/ExtensionInterface");
 *
 * ExtensionInterface.waitAndGetExtensionInterface("myCompany.linter")
 *     .then((linter) => {
 *         if (typeof linter.lintFile === "function") {
 *             linter.lintFile("/project/app.js");
 *         }
 *     });
 * ```
 */
export function waitAndGetExtensionInterface<T extends object = Record<string, unknown>>(extensionInterfaceName: string): Promise<T>;

/**
 * Listens for this module's events (see {@link ExtensionInterfaceEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The ExtensionInterface module, so calls can be chained.
 *
 * @example
 * ```js
 * const ExtensionInterface = brackets.getModule("utils/ExtensionInterface");
 *
 * ExtensionInterface.on("extensionInterfaceRegistered.myExt", function (event, name) {
 *     console.log("Interface registered:", name);
 * });
 * ```
 */
export function on<K extends keyof ExtensionInterfaceEvents>(
  events: K | `${K}.${string}`,
  handler: ExtensionInterfaceEvents[K],
): typeof import('utils/ExtensionInterface');
export function on(events: string, handler: EventHandler): typeof import('utils/ExtensionInterface');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The ExtensionInterface module, so calls can be chained.
 */
export function one<K extends keyof ExtensionInterfaceEvents>(
  events: K | `${K}.${string}`,
  handler: ExtensionInterfaceEvents[K],
): typeof import('utils/ExtensionInterface');
export function one(events: string, handler: EventHandler): typeof import('utils/ExtensionInterface');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The ExtensionInterface module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('utils/ExtensionInterface');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof ExtensionInterfaceEvents>(eventName: K, ...args: EventArgs<ExtensionInterfaceEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
