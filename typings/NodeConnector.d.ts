/**
 * Lets an extension run code in Node.js and talk to it, in the desktop app.
 *
 * The desktop builds of Phoenix Code ship a Node.js process next to the editor. An extension can
 * put part of its code there (for file system work, child processes, npm packages, anything the
 * browser sandbox can't do) and exchange calls and events with it through a *node connector*: a
 * named two-way channel with one end in the editor and one end in Node.js.
 *
 * **Setting up a connector.** Both sides create a connector with the same id and pass the object
 * whose functions the other side may call (normally the module's `exports`):
 *
 * - in the extension (editor side): `NodeConnector.createNodeConnector(id, exports)`;
 * - in the extension's Node.js code: `global.createNodeConnector(id, exports)`.
 *
 * Each side then uses `execPeer(name, arg)` to call an exported function on the other side and
 * get its result, and `triggerPeer(name, arg)` / `on(name, handler)` to send and receive events.
 * Calls and events sent before the other side has created its connector are queued for up to 10
 * seconds; after that, queued calls are rejected and queued events dropped, so create both ends
 * at about the same time (typically when the extension loads).
 *
 * **Rules for callable functions.** A function called through `execPeer` must be `async` (or
 * return a promise) and take a single argument, plus an optional second `ArrayBuffer` argument for
 * binary data. To send binary data back, resolve with an object that has a `buffer` property
 * holding an `ArrayBuffer`. Large binary transfers work but cost time and memory.
 *
 * Node.js is not available in the browser version of the editor: check {@link isNodeAvailable}
 * before relying on it.
 *
 * The Node.js side of the connector used in the example below looks like this (this is Node.js
 * code, not editor code):
 *
 * ```js
 * // node/index.js (the extension's Node.js code)
 * const fs = require("fs/promises");
 * const connector = global.createNodeConnector("jane_imagetools_node", exports);
 *
 * exports.countLines = async function ({ path }) {
 *     const text = await fs.readFile(path, "utf8");
 *     connector.triggerPeer("progress", { done: true });
 *     return { lines: text.split("\n").length };
 * };
 * ```
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     // main.js (editor side)
 *     const NodeConnector = brackets.getModule("NodeConnector");
 *     const CONNECTOR_ID = "jane_imagetools_node";
 *     if (NodeConnector.isNodeAvailable()) {
 *         const connector = NodeConnector.createNodeConnector(CONNECTOR_ID, exports);
 *         connector.execPeer("countLines", { path: "/projects/site/index.html" })
 *             .then((result) => console.log(result));
 *     }
 * });
 * ```
 *
 * @module NodeConnector
 */

import type {EventHandler} from 'utils/EventDispatcher';

/**
 * One end of a node connector, as returned by {@link createNodeConnector}. Besides the two
 * methods below it has the usual event methods (`on`, `one`, `off`, `trigger`) of
 * `utils/EventDispatcher`; events sent with `triggerPeer` from the other side arrive through
 * `on`.
 */
export interface NodeConnectorInstance {
  /**
   * Calls a function exported by the other side and returns its result.
   *
   * @param fnName - Name of the function in the object the other side passed to
   *     `createNodeConnector`.
   * @param arg - The single argument for the function. It must survive serialization, so use
   *     plain data (objects, arrays, strings, numbers, booleans).
   * @param transfer - Optional binary data, passed to the function as its second argument.
   * @returns A promise for the function's result; rejected if the function throws or the other
   *     side never connects.
   *
   * @example
   * ```js
   * const NodeConnector = brackets.getModule("NodeConnector");
   * const connector = NodeConnector.createNodeConnector("jane_images_node", {});
   *
   * const imageBytes = await (await fetch("https://example.com/photo.png")).arrayBuffer();
   * const result = await connector.execPeer("resizeImage", { width: 200 }, imageBytes);
   * console.log(result); // e.g. { buffer: ArrayBuffer } sent back by the Node.js side
   * ```
   */
  execPeer<T = unknown>(fnName: string, arg?: unknown, transfer?: ArrayBuffer): Promise<T>;

  /**
   * Raises an event on the other side's connector; handlers there receive the event object
   * followed by `arg` (and `transfer`, if given).
   *
   * @param eventName - The event name.
   * @param arg - Plain data to send with the event.
   * @param transfer - Optional binary data to send with the event.
   *
   * @example
   * ```js
   * const NodeConnector = brackets.getModule("NodeConnector");
   * const connector = NodeConnector.createNodeConnector("jane_sync_node", {});
   *
   * connector.triggerPeer("projectOpened", { root: "/projects/site" });
   * // The other side listens with the same event name:
   * connector.on("syncDone", (event, details) => console.log("synced", details));
   * ```
   */
  triggerPeer(eventName: string, arg?: unknown, transfer?: ArrayBuffer): void;

  /**
   * Listens for events on this connector, including those sent by the other side with
   * `triggerPeer`.
   *
   * @param eventName - Event name(s), optionally with a `.namespace` suffix.
   * @param handler - Called with the event object followed by the event's data.
   * @returns The connector, so calls can be chained.
   */
  on(eventName: string, handler: EventHandler): this;

  /**
   * Like {@link on}, but the handler is removed after it runs once.
   *
   * @param eventName - Event name(s), optionally with a `.namespace` suffix.
   * @param handler - Called with the event object followed by the event's data.
   * @returns The connector, so calls can be chained.
   */
  one(eventName: string, handler: EventHandler): this;

  /**
   * Removes event handlers. Passing only a name removes every handler for it.
   *
   * @param eventName - Event name, `name.namespace`, or `.namespace` alone.
   * @param handler - The handler to remove; omit it to remove all matching handlers.
   * @returns The connector, so calls can be chained.
   */
  off(eventName: string, handler?: EventHandler): this;

  /**
   * Raises an event on *this* end only, for local listeners. Use {@link triggerPeer} to reach
   * the other side.
   *
   * @param eventName - The event name.
   * @param args - Values passed to the handlers after the event object.
   */
  trigger(eventName: string, ...args: unknown[]): void;
}

/**
 * Creates the editor-side end of a node connector. The Node.js side creates its end with
 * `global.createNodeConnector()` and the same id.
 *
 * The connector can be used right away: calls and events are queued for up to 10 seconds until
 * the other end exists (see the module overview).
 *
 * @param nodeConnectorID - A unique id shared by both ends. Prefix it with your extension's name
 *     to avoid clashes.
 * @param moduleExports - The object whose functions the Node.js side may call with `execPeer`,
 *     usually your module's `exports`.
 * @returns The connector.
 * @throws Error if a connector with this id already exists or the arguments are invalid.
 *
 * @example
 * ```js
 * define(function (require, exports) {
 *     const NodeConnector = brackets.getModule("NodeConnector");
 *
 *     // Callable from the Node.js side with execPeer("showProgress", 40).
 *     exports.showProgress = async function (percent = 0) {
 *         console.log(`lint ${percent}% done`);
 *     };
 *     const connector = NodeConnector.createNodeConnector("jane_linter_node", exports);
 *     connector.execPeer("lintProject", { root: "/projects/site" })
 *         .then((report) => console.log("lint report", report));
 * });
 * ```
 */
export function createNodeConnector(nodeConnectorID: string, moduleExports: object): NodeConnectorInstance;

/**
 * Tells whether this build of the editor has a Node.js engine (the desktop app does, the browser
 * version does not). Stays `true` even after the Node.js process was terminated.
 *
 * @returns `true` if Node.js is part of this build.
 */
export function isNodeAvailable(): boolean;

/**
 * Tells whether the Node.js engine is running and ready to execute calls.
 *
 * @returns `true` when Node.js is available and ready.
 */
export function isNodeReady(): boolean;

/**
 * Stops the Node.js process, if there is one; otherwise does nothing.
 *
 * @returns A promise that resolves once the process has exited.
 */
export function terminateNode(): Promise<void>;

/**
 * Chooses whether the Node.js inspector (for debugging Node.js code with Chrome DevTools or
 * another inspector client) is enabled the next time the Node.js engine starts.
 *
 * @param enabled - `true` to enable the inspector on the next start.
 */
export function setInspectEnabled(enabled: boolean): void;

/**
 * Tells whether the Node.js inspector is enabled.
 *
 * @returns `true` if inspect mode is on; always `false` when there is no Node.js engine.
 */
export function isInspectEnabled(): boolean;

/**
 * Returns the port the Node.js inspector of the editor's Node.js engine listens on; connect a
 * debugger to it to step through your extension's Node.js code.
 *
 * @returns The inspector port number.
 */
export function getInspectPort(): number;
