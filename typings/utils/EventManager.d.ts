/**
 * A global registry of named event dispatchers, so any code can fire an event on an extension's
 * dispatcher by name, without holding a reference to it (no `require` of the other module needed).
 *
 * An extension registers one of its event dispatchers under a unique name; any other code (another
 * extension, a live preview page, the editor core) can then call {@link triggerEvent} with that
 * name. The registry is also the editor's entry point for messages posted to its window with
 * `window.postMessage`; only origins marked trusted with {@link setTrustedOrigin} are accepted there.
 *
 * Besides `brackets.getModule("utils/EventManager")`, the same object is available as the global
 * `window.EventManager` once the editor has started.
 *
 * Naming rules: prefix handler names with your extension's name to avoid collisions. Names starting
 * with `ph-` or `br-` are reserved for the editor and must not be used by extensions.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     // drawImage/main.js: publish a handler
 *     const EventDispatcher = brackets.getModule("utils/EventDispatcher"),
 *         EventManager = brackets.getModule("utils/EventManager");
 *
 *     EventDispatcher.makeEventDispatcher(exports);
 *     exports.on("insertImage", (event, url, altText) => {
 *         console.log("insert", url, altText);
 *     });
 *     EventManager.registerEventHandler("drawImage-handler", exports);
 *
 *     // Anywhere else, without importing drawImage:
 *     EventManager.triggerEvent("drawImage-handler", "insertImage", "cat.png", "A cat");
 * });
 * ```
 *
 * @module utils/EventManager
 */

import type {Dispatcher} from 'utils/EventDispatcher';

/**
 * Registers an event dispatcher under a name so that events can be triggered on it from anywhere.
 * Registering a name that already exists replaces the previous dispatcher (an error is logged).
 *
 * @param handlerName A unique name, prefixed with your extension's name. `ph-` and `br-` prefixes are reserved.
 * @param eventDispatcher An object made into a dispatcher with `EventDispatcher.makeEventDispatcher()`.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const EventDispatcher = brackets.getModule("utils/EventDispatcher");
 *     const EventManager = brackets.getModule("utils/EventManager");
 *
 *     EventDispatcher.makeEventDispatcher(exports);
 *     EventManager.registerEventHandler("myExtension-dialogs", exports);
 * });
 * ```
 */
export function registerEventHandler(handlerName: string, eventDispatcher: Dispatcher): void;

/**
 * Tells whether a dispatcher has been registered under the given name.
 *
 * @param handlerName The name to check.
 * @returns `true` if {@link registerEventHandler} was called with that name.
 */
export function isExistsEventHandler(handlerName: string): boolean;

/**
 * Fires an event on the dispatcher registered under `handlerName`, passing any extra arguments to
 * its listeners. If no dispatcher has that name, an error is logged and nothing happens.
 *
 * @param handlerName Name given to {@link registerEventHandler}.
 * @param eventName The event to fire, as the dispatcher's listeners expect it.
 * @param eventParams Any number of values passed to the listeners after the event object.
 *
 * @example
 * ```js
 * const EventManager = brackets.getModule("utils/EventManager");
 *
 * EventManager.triggerEvent("myExtension-dialogs", "closeDialog", { reason: "saved" });
 * ```
 */
export function triggerEvent(handlerName: string, eventName: string, ...eventParams: unknown[]): void;

/**
 * Adds an origin to, or removes it from, the list of origins whose `postMessage` messages the
 * editor window accepts and routes to registered handlers. Use it when a page you control (for
 * example one shown in an iframe or a preview) needs to send events to your extension.
 *
 * @param origin The origin, such as `"https://example.com"`.
 * @param isTrusted `true` to add the origin, `false` to remove it.
 *
 * @example
 * ```js
 * const EventManager = brackets.getModule("utils/EventManager");
 *
 * EventManager.setTrustedOrigin("https://my-extension-service.example", true);
 * ```
 */
export function setTrustedOrigin(origin: string, isTrusted: boolean): void;
