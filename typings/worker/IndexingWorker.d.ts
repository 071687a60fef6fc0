/**
 * The editor's file indexing worker: a background web worker that keeps the text of the
 * project's files cached in memory, and that extensions can extend with their own scripts.
 *
 * Phoenix Code uses this worker for fast project-wide features such as Find in Files. An
 * extension that has to read or scan many project files should do that work here too: the files
 * are already cached, and the editor's main thread stays free.
 *
 * **Adding your code to the worker.** Call {@link loadScriptInWorker} with the URL of a script
 * from your extension. Inside that script a global `WorkerComm` object talks to the editor, and
 * `Phoenix.baseURL` gives the URL the editor was loaded from. On the editor side, this module
 * itself offers the same messaging methods ({@link execPeer}, {@link setExecHandler},
 * {@link triggerPeer}) described in `worker/WorkerComm`.
 *
 * Prefix the names you register with your extension's name: the worker is shared by the editor
 * and all extensions. If you don't need the file cache, run your own worker with
 * `worker/WorkerComm` instead.
 *
 * The module raises events while the worker crawls the project (see {@link IndexingWorkerEvents}).
 *
 * A script loaded into the worker registers its functions on the worker's global `WorkerComm`.
 * This is worker code, not editor code, so it only has the worker's globals:
 *
 * ```js
 * // todo-worker.js (runs inside the indexing worker, off the editor's main thread)
 * WorkerComm.setExecHandler("janeNotes.count", async function ({ marker }) {
 *     WorkerComm.triggerPeer("janeNotes.started", { marker });
 *     const total = 0; // ...do the heavy work here
 *     return total;
 * });
 * ```
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     // main.js: load the worker script above, then call it.
 *     const IndexingWorker = brackets.getModule("worker/IndexingWorker"),
 *         ExtensionUtils = brackets.getModule("utils/ExtensionUtils");
 *
 *     IndexingWorker.loadScriptInWorker(ExtensionUtils.getModulePath(module, "todo-worker.js"));
 *     IndexingWorker.on("janeNotes.started", (event, details) => console.log("counting", details));
 *     IndexingWorker.execPeer("janeNotes.count", { marker: "NOTE" })
 *         .then((total) => console.log(total, "NOTE markers"));
 * });
 * ```
 *
 * @module worker/IndexingWorker
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type {WorkerCommMethods} from 'worker/WorkerComm';

/**
 * The messaging methods used to talk to the indexing worker. In the editor they are methods of
 * this module (`IndexingWorker.execPeer(...)`); inside the worker the same methods, minus
 * `loadScriptInWorker`, belong to the global `WorkerComm` object. See `worker/WorkerComm` for
 * details.
 *
 * @example
 * ```js
 * const IndexingWorker = brackets.getModule("worker/IndexingWorker");
 *
 * // A script in the worker registered "janeStats.sayHello" with WorkerComm.setExecHandler.
 * const greeting = await IndexingWorker.execPeer("janeStats.sayHello", "Phoenix");
 * console.log(greeting);
 * ```
 */
export interface WorkerComm extends WorkerCommMethods {}

/** Progress data sent with the `crawlProgress` event. */
export interface CrawlProgress {
  /** Number of files cached so far. */
  processed: number;
  /** Number of files to cache in total. */
  total: number;
  /** Total size of the files cached so far, in bytes. Sent since 5.1. */
  cacheSizeBytes?: number;
}

/** Summary sent with the `crawlComplete` event. */
export interface CrawlSummary {
  /** Number of files now cached. */
  numFilesCached: number;
  /** Total size of the cached files, in bytes. */
  cacheSizeBytes: number;
  /** How long the crawl took, in milliseconds. */
  crawlTimeMs: number;
  /**
   * `true` when the crawl stopped early because the cache reached its size limit; then only
   * part of the project is cached. Absent otherwise. Sent since 5.1.
   */
  aborted?: boolean;
}

/** Events raised by the IndexingWorker module. Listen with `IndexingWorker.on(name, handler)`. */
export interface IndexingWorkerEvents {
  /**
   * The worker started crawling (reading and caching) the project's files.
   * @event
   */
  crawlStarted: (event: DispatcherEvent) => void;
  /**
   * Crawling is under way; sent repeatedly with the progress so far.
   * @event
   */
  crawlProgress: (event: DispatcherEvent, progress: CrawlProgress) => void;
  /**
   * Crawling finished; the cache is complete.
   * @event
   */
  crawlComplete: (event: DispatcherEvent, summary: CrawlSummary) => void;
}

/** Name of the event raised when the worker starts crawling the project: `"crawlStarted"`. */
export const EVENT_CRAWL_STARTED: 'crawlStarted';

/**
 * Name of the event raised while the worker crawls the project: `"crawlProgress"`. The handler
 * receives a {@link CrawlProgress}.
 *
 * @example
 * ```js
 * const IndexingWorker = brackets.getModule("worker/IndexingWorker");
 *
 * IndexingWorker.on(IndexingWorker.EVENT_CRAWL_PROGRESS, function (event, progress) {
 *     $("#myext-status").text(`Indexing ${progress.processed}/${progress.total} files`);
 * });
 * ```
 */
export const EVENT_CRAWL_PROGRESS: 'crawlProgress';

/**
 * Name of the event raised when crawling is complete: `"crawlComplete"`. The handler receives a
 * {@link CrawlSummary}.
 */
export const EVENT_CRAWL_COMPLETE: 'crawlComplete';

/**
 * Calls a function registered inside the indexing worker with `WorkerComm.setExecHandler`.
 *
 * @param fnName - The registered name.
 * @param paramObject - The single argument for the function (plain data).
 * @returns A promise for the function's result.
 */
export function execPeer<T = unknown>(fnName: string, paramObject?: unknown): Promise<T>;

/**
 * Registers a function in the editor that scripts inside the indexing worker can call with
 * `WorkerComm.execPeer`.
 *
 * @param fnName - The name to register, prefixed with your extension's name.
 * @param execHandlerFn - Receives the argument sent by the worker; may return a value or a
 *     promise.
 */
export function setExecHandler<P = unknown>(fnName: string, execHandlerFn: (paramObject: P) => unknown): void;

/**
 * Raises an event inside the indexing worker, on its global `WorkerComm` object.
 *
 * @param eventName - The event name.
 * @param paramObject - Plain data to send with the event.
 */
export function triggerPeer(eventName: string, paramObject?: unknown): void;

/**
 * Loads one of your scripts into the indexing worker. Call it once, when your extension loads.
 *
 * @param scriptURL - Full URL of the script, for example from `ExtensionUtils.getModulePath()`.
 * @param isModule - `true` if the script is an ES module.
 * @returns A promise that resolves when the script has loaded (or has been queued until the worker
 *     is ready).
 */
export function loadScriptInWorker(scriptURL: string, isModule?: boolean): Promise<void>;

/**
 * Listens for this module's events (see {@link IndexingWorkerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The IndexingWorker module, so calls can be chained.
 *
 * @example
 * ```js
 * const IndexingWorker = brackets.getModule("worker/IndexingWorker");
 *
 * IndexingWorker.on(IndexingWorker.EVENT_CRAWL_COMPLETE, function (event, summary) {
 *     console.log(`${summary.numFilesCached} files cached in ${summary.crawlTimeMs} ms`);
 * });
 * ```
 */
export function on<K extends keyof IndexingWorkerEvents>(
  events: K | `${K}.${string}`,
  handler: IndexingWorkerEvents[K],
): typeof import('worker/IndexingWorker');
export function on(events: string, handler: EventHandler): typeof import('worker/IndexingWorker');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The IndexingWorker module, so calls can be chained.
 */
export function one<K extends keyof IndexingWorkerEvents>(
  events: K | `${K}.${string}`,
  handler: IndexingWorkerEvents[K],
): typeof import('worker/IndexingWorker');
export function one(events: string, handler: EventHandler): typeof import('worker/IndexingWorker');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The IndexingWorker module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('worker/IndexingWorker');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof IndexingWorkerEvents>(eventName: K, ...args: EventArgs<IndexingWorkerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
