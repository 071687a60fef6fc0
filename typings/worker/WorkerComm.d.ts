/**
 * Simple request/response and event messaging between the editor and a web worker.
 *
 * Heavy computation in an extension should run in a web worker so the editor stays responsive.
 * `WorkerComm` saves you from writing `postMessage` plumbing: after setup, each side can call a
 * named function on the other side and await its result (`execPeer`), and raise events on the
 * other side (`triggerPeer`). The same script works in both places.
 *
 * **In the extension (editor side):**
 * 1. Create the worker, passing the URLs of `WorkerComm.js` and `EventDispatcher.js` as query
 *    parameters so the worker can load them.
 * 2. Make an object an event dispatcher (usually your module's `exports`) and call
 *    {@link createWorkerComm} with the worker and that object. The object then has the methods of
 *    {@link WorkerCommMethods}.
 *
 * **In the worker:** load `EventDispatcher.js` and then `WorkerComm.js` (in that order) with
 * `importScripts()`. A global `WorkerComm` object then exists with `execPeer`, `setExecHandler`,
 * `triggerPeer` and the event methods, already connected to the editor.
 *
 * Messages are serialized as JSON, so arguments and results must be plain data.
 *
 * If you only need the project's file contents in a worker, extend the editor's own indexing
 * worker instead (see `worker/IndexingWorker`).
 *
 * The worker script of the example below looks like this. It is worker code, with the worker's
 * globals (`importScripts`, the global `WorkerComm`), not editor code:
 *
 * ```js
 * // worker/stats-worker.js (inside the worker)
 * const params = new URLSearchParams(location.search);
 * importScripts(params.get("eventDispatcherURL"));
 * importScripts(params.get("workerCommUrl"));
 *
 * WorkerComm.setExecHandler("wordCount", function (text) {
 *     WorkerComm.triggerPeer("statsProgress", { percent: 100 });
 *     return text.split(/\s+/).filter(Boolean).length;
 * });
 * ```
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     // main.js (editor side)
 *     const WorkerComm = brackets.getModule("worker/WorkerComm"),
 *         EventDispatcher = brackets.getModule("utils/EventDispatcher"),
 *         ExtensionUtils = brackets.getModule("utils/ExtensionUtils");
 *
 *     const workerPath = ExtensionUtils.getModulePath(module, "worker/stats-worker.js");
 *     const workerCommUrl = `${Phoenix.baseURL}worker/WorkerComm.js`;
 *     const eventDispatcherURL = `${Phoenix.baseURL}utils/EventDispatcher.js`;
 *     const worker = new Worker(`${workerPath}?workerCommUrl=${workerCommUrl}&eventDispatcherURL=${eventDispatcherURL}`);
 *
 *     EventDispatcher.makeEventDispatcher(exports);
 *     WorkerComm.createWorkerComm(worker, exports);
 *
 *     exports.on("statsProgress", (event, progress) => console.log("progress:", progress));
 *     exports.execPeer("wordCount", "one two three").then(console.log); // logs 3
 * });
 * ```
 *
 * @module worker/WorkerComm
 */

import type {DispatcherEvent, EventHandler} from 'utils/EventDispatcher';

/**
 * The methods {@link createWorkerComm} adds to your event dispatcher on the editor side. Inside
 * the worker, the global `WorkerComm` object has the same methods except `loadScriptInWorker`.
 */
export interface WorkerCommMethods {
  /**
   * Calls a function that the other side registered with `setExecHandler`, and returns its
   * result.
   *
   * @param fnName - The name the function was registered under.
   * @param paramObject - The single argument for the function (plain data).
   * @returns A promise resolved with the function's return value (or the value its promise
   *     resolves to); rejected with details of the error if the function throws, or if no
   *     function is registered under that name.
   *
   * @example
   * ```js
   * const IndexingWorker = brackets.getModule("worker/IndexingWorker");
   *
   * // IndexingWorker has these methods; so does any object passed to createWorkerComm().
   * const count = await IndexingWorker.execPeer("myext.wordCount", "one two three");
   * ```
   */
  execPeer<T = unknown>(fnName: string, paramObject?: unknown): Promise<T>;

  /**
   * Registers a function that the other side can call with `execPeer`. Registering a second
   * function under the same name replaces the first and logs an error.
   *
   * @param fnName - The name to register; prefix it with your extension name to avoid clashes.
   * @param execHandlerFn - Receives the argument given to `execPeer`; may return a value or a
   *     promise.
   */
  setExecHandler<P = unknown>(fnName: string, execHandlerFn: (paramObject: P) => unknown): void;

  /**
   * Raises an event on the other side. From the editor it reaches the worker's global
   * `WorkerComm`; from the worker it reaches the object passed to `createWorkerComm`. Handlers
   * receive the event object followed by `paramObject`.
   *
   * @param eventName - The event name.
   * @param paramObject - Plain data to send with the event.
   */
  triggerPeer(eventName: string, paramObject?: unknown): void;

  /**
   * Loads another script into the worker. Only available on the editor side. Requests made
   * before the worker has finished loading `WorkerComm` are queued and run once it has.
   *
   * @param scriptURL - Full URL of the script.
   * @param isModule - `true` if the script is an ES module (loaded with `import()`); otherwise
   *     it is loaded with `importScripts()`.
   * @returns A promise that resolves when the script has loaded (or has been queued).
   */
  loadScriptInWorker(scriptURL: string, isModule?: boolean): Promise<void>;

  /**
   * Listens for events, including those sent by the other side with `triggerPeer`.
   *
   * @param eventName - Event name(s), optionally with a `.namespace` suffix.
   * @param handler - Called with the event object followed by the event's data.
   * @returns The same object, so calls can be chained.
   */
  on(eventName: string, handler: EventHandler): this;

  /**
   * Removes event handlers.
   *
   * @param eventName - Event name, `name.namespace`, or `.namespace` alone.
   * @param handler - The handler to remove; omit it to remove all matching handlers.
   * @returns The same object, so calls can be chained.
   */
  off(eventName: string, handler?: EventHandler): this;
}

/**
 * Events raised on the object passed to {@link createWorkerComm}.
 */
export interface WorkerCommEvents {
  /**
   * The worker has loaded `WorkerComm` and can now receive calls and events. Same as
   * {@link EVENT_WORKER_COMM_INIT_COMPLETE}.
   * @event
   */
  WorkerCommInitDone: (event: DispatcherEvent) => void;
}

/**
 * Connects a web worker to an event dispatcher on the editor side, adding the
 * {@link WorkerCommMethods} to the dispatcher. Call it right after creating the worker. Only
 * available on the editor side; inside the worker the connection is made when `WorkerComm.js` is
 * loaded.
 *
 * @param postTarget - The `Worker` to talk to.
 * @param eventDispatcher - An object already made an event dispatcher with
 *     `EventDispatcher.makeEventDispatcher()`, usually your module's `exports`. It receives the
 *     new methods and the worker's events.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const EventDispatcher = brackets.getModule("utils/EventDispatcher");
 *     const WorkerComm = brackets.getModule("worker/WorkerComm");
 *
 *     const myWorker = new Worker(require.toUrl("./my-worker.js"));
 *     EventDispatcher.makeEventDispatcher(exports);
 *     WorkerComm.createWorkerComm(myWorker, exports);
 *     exports.on(WorkerComm.EVENT_WORKER_COMM_INIT_COMPLETE, () => console.log("worker ready"));
 * });
 * ```
 */
export function createWorkerComm(postTarget: Worker, eventDispatcher: object): void;

/**
 * Name of the event raised on the editor side, on the object passed to {@link createWorkerComm},
 * once the worker has loaded `WorkerComm` and is ready: `"WorkerCommInitDone"`.
 */
export const EVENT_WORKER_COMM_INIT_COMPLETE: 'WorkerCommInitDone';
