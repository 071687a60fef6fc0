/**
 * Helpers for retiring parts of an API gracefully: print a console warning (with the caller's
 * stack) when old code uses something deprecated, forward an old event name to its replacement,
 * or keep an old constant name working while steering people to the new one.
 *
 * Extensions that publish their own API to other extensions (see `utils/ExtensionInterface`) can use
 * it the same way the editor does. Warnings go to the developer console only; users never see them.
 *
 * (Older reference pages listed an `EventDispatcher` entry here; that is a module this one uses
 * internally, not part of its API.)
 *
 * @example
 * ```js
 * define(function (require, exports) {
 *     const DeprecationWarning = brackets.getModule("utils/DeprecationWarning");
 *
 *     function listItems() {
 *         return ["a", "b"];
 *     }
 *     exports.listItems = listItems;
 *     exports.getItems = function () {
 *         DeprecationWarning.deprecationWarning(
 *             "myExtension.getItems() is deprecated, use myExtension.listItems() instead.", true);
 *         return listItems();
 *     };
 * });
 * ```
 *
 * @module utils/DeprecationWarning
 */

import type {Dispatcher} from 'utils/EventDispatcher';

/**
 * Prints `message` as a console warning together with a trimmed stack trace that starts at the
 * code that called the deprecated API.
 *
 * By default a given message is printed only once per session. With `oncePerCaller`, it is printed
 * once for every distinct calling location instead, which helps find every place that still uses
 * the old API. That mode builds a stack trace on every call, so avoid it in hot code paths.
 *
 * @param message The text to show. Empty messages are ignored.
 * @param oncePerCaller Show the warning once per call site instead of once overall. Defaults to `false`.
 * @param callerStackPos Which line of the stack trace identifies the caller (default 3). Only
 *     needed when extra wrapper functions sit between the deprecated API and its caller.
 *
 * @example
 * ```js
 * const DeprecationWarning = brackets.getModule("utils/DeprecationWarning");
 *
 * function newHelper() {
 *     return 42;
 * }
 * function oldHelper() {
 *     DeprecationWarning.deprecationWarning("oldHelper() is deprecated, use newHelper().", true);
 *     return newHelper();
 * }
 * ```
 */
export function deprecationWarning(message: string, oncePerCaller?: boolean, callerStackPos?: number): void;

/**
 * Keeps an old event working after it moved to another object or was renamed.
 *
 * The old event is marked deprecated on `outbound`, so registering for it prints a console warning
 * that names the replacement. Meanwhile every time `inbound` fires `newEventName`, `outbound` fires
 * `oldEventName` with the same arguments, so existing listeners keep receiving it.
 *
 * @param outbound The event dispatcher that used to own the event.
 * @param inbound The event dispatcher that fires the event now.
 * @param oldEventName The event name old code listens for on `outbound`.
 * @param newEventName The event name fired by `inbound`.
 * @param canonicalOutboundName Display name of the old event, such as `"DocumentManager.workingSetAdd"`.
 * @param canonicalInboundName Display name of the replacement, such as `"MainViewManager.workingSetAdd"`;
 *     this is what the warning tells people to use.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const DeprecationWarning = brackets.getModule("utils/DeprecationWarning");
 *     const EventDispatcher = brackets.getModule("utils/EventDispatcher");
 *     const MainViewManager = brackets.getModule("view/MainViewManager");
 *
 *     // This extension used to fire its own "fileSwitched" event; the editor's
 *     // MainViewManager "currentFileChange" event does the same job, so forward it.
 *     EventDispatcher.makeEventDispatcher(exports);
 *     DeprecationWarning.deprecateEvent(exports, MainViewManager, "fileSwitched", "currentFileChange",
 *         "MyExt.fileSwitched", "MainViewManager.currentFileChange");
 * });
 * ```
 */
export function deprecateEvent(
  outbound: Dispatcher,
  inbound: Dispatcher,
  oldEventName: string,
  newEventName: string,
  canonicalOutboundName?: string,
  canonicalInboundName?: string,
): void;

/**
 * Turns `obj[oldId]` into an alias of `obj[newId]` that prints a deprecation warning (once per
 * calling location) each time it is read. The value is captured when you call this function.
 *
 * The editor uses it for renamed menu identifiers, and the warning text is worded for that case:
 * "Use Menus.&lt;newId&gt; instead of Menus.&lt;oldId&gt;".
 *
 * @param obj The object holding the constants.
 * @param oldId The old property name to keep readable.
 * @param newId The property that holds the current value.
 *
 * @example
 * ```js
 * const DeprecationWarning = brackets.getModule("utils/DeprecationWarning");
 *
 * exports.MY_MENU = "myext-menu";
 * DeprecationWarning.deprecateConstant(exports, "MYEXT_MENU", "MY_MENU");
 * ```
 */
export function deprecateConstant(obj: object, oldId: string, newId: string): void;
