/**
 * Helpers for running several asynchronous jobs together: all at once, one after another, in
 * small time slices, with a timeout, or queued.
 *
 * The helpers work with jQuery promises (`$.Deferred()` / `.promise()`), which is what most of the
 * editor's APIs return. A task function you pass in must return a jQuery promise (or deferred), not a
 * native `Promise`, because the helpers attach `done`/`fail`/`always` handlers to it. To adapt an
 * `async` function, wrap it: `$.Deferred(d => myAsyncFn().then(d.resolve, d.reject)).promise()`.
 *
 * Picking a helper:
 *
 * | Need | Helper |
 * | --- | --- |
 * | start every task now, wait for all | {@link doInParallel} |
 * | same, and collect which items failed | {@link doInParallel_aggregateErrors} |
 * | one task at a time, in order | {@link doSequentially} |
 * | many small synchronous steps without freezing the UI | {@link doSequentiallyInBackground} |
 * | try items in order until one succeeds | {@link firstSequentially} |
 * | give up after a delay | {@link withTimeout} |
 * | wait for promises you already have | {@link waitForAll} |
 * | feed each result into the next function | {@link chain} |
 * | turn a Node-style callback method into a promise | {@link promisify} |
 * | serialize operations that arrive over time | {@link PromiseQueue} |
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const paths = ["/project/a.txt", "/project/b.txt"];
 * Async.doInParallel(paths, function (path) {
 *     const file = FileSystem.getFileForPath(path);
 *     return Async.promisify(file, "read").done(text => console.log("read", path));
 * }, false).done(() => console.log("all files read"))
 *   .fail(() => console.log("at least one file could not be read"));
 * ```
 *
 * @module utils/Async
 */

/** A jQuery promise or deferred, as returned by a task function. */
export type TaskPromise<T = unknown> = JQuery.Promise<T> | JQuery.Deferred<T>;

/**
 * Runs operations strictly one after another, even when they are added at different times.
 *
 * Add a function that starts an operation and returns its promise. If nothing is running, it starts
 * at once; otherwise it waits until everything added before it has finished. The queue moves on
 * whether an operation succeeded or failed. Use it to avoid two overlapping writes to the same file,
 * or two overlapping requests to a server that cannot handle them.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 * const saveQueue = new Async.PromiseQueue();
 *
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * // Two quick saves never overlap: the second write starts after the first finishes.
 * const settingsFile = FileSystem.getFileForPath("/project/.myext.json");
 * saveQueue.add(() => Async.promisify(settingsFile, "write", JSON.stringify({ theme: "dark" })));
 * saveQueue.add(() => Async.promisify(settingsFile, "write", JSON.stringify({ theme: "light" })));
 * ```
 */
export class PromiseQueue {
  /** Creates an empty queue. */
  constructor();
  /**
   * The number of operations waiting to start (the one currently running is not counted).
   * Read-only: assigning to it throws.
   */
  readonly length: number;
  /**
   * Appends an operation. It starts immediately if the queue is idle, otherwise after every
   * earlier operation has settled.
   *
   * @param op A function that starts the work and returns a jQuery promise settled when it ends.
   */
  add(op: () => TaskPromise): void;
  /**
   * Drops every operation that has not started yet. The one already running is not interrupted.
   */
  removeAll(): void;
}

/**
 * The value passed to `fail()` handlers when {@link withTimeout} gives up because the delay
 * expired. Compare against it to tell a timeout apart from a real failure.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 *
 * const request = $.getJSON("https://example.com/status.json");
 * Async.withTimeout(request, 5000).fail((err) => {
 *     if (err === Async.ERROR_TIMEOUT) {
 *         console.warn("Server took longer than 5 s");
 *     }
 * });
 * ```
 */
export const ERROR_TIMEOUT: object;

/**
 * Starts one task per item, all at the same time, and returns a promise for the whole batch.
 *
 * The returned promise resolves when every task has resolved. When a task fails, `failFast`
 * decides what happens: `true` rejects the batch at the first failure (the other tasks keep running
 * in the background, as with `$.when()`); `false` waits until every task has finished and then
 * rejects. If the tasks complete synchronously, both settings behave like `false`.
 *
 * Attach per-item handlers to each task's promise inside `beginProcessItem` if you need per-item
 * results. Avoid this helper when tasks may open dialogs: several could appear at once.
 *
 * @param items The items to process. An empty array resolves immediately.
 * @param beginProcessItem Starts the work for one item and returns its promise. Receives the item and its index.
 * @param failFast Whether to reject as soon as one task fails.
 * @returns A promise resolved (with no value) when all tasks succeed, rejected otherwise.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 *
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const files = ["/project/tmp/a.log", "/project/tmp/b.log"].map((p) => FileSystem.getFileForPath(p));
 * Async.doInParallel(files, (file) => Async.promisify(file, "unlink"), true)
 *     .fail(() => console.error("Could not delete every file"));
 * ```
 */
export function doInParallel<T>(
  items: T[],
  beginProcessItem: (item: T, index: number) => TaskPromise,
  failFast: boolean,
): JQuery.Promise<void>;

/**
 * Processes items one at a time: the task for item N starts only after the task for item N-1 has
 * finished.
 *
 * The returned promise resolves when every task has resolved. On a failure, `failAndStopFast`
 * decides: `true` rejects immediately and never starts the remaining tasks; `false` carries on
 * with the rest and rejects at the end.
 *
 * @param items The items to process, in order. An empty array resolves immediately.
 * @param beginProcessItem Starts the work for one item and returns its promise. Receives the item and its index.
 * @param failAndStopFast Whether to stop at the first failure.
 * @returns A promise resolved (with no value) when all tasks succeed, rejected otherwise.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 *
 * // Download the parts in order and stop at the first one that fails.
 * const parts = ["https://example.com/part1.json", "https://example.com/part2.json"];
 * Async.doSequentially(parts, (url) => $.getJSON(url), true)
 *     .done(() => console.log("database up to date"));
 * ```
 */
export function doSequentially<T>(
  items: T[],
  beginProcessItem: (item: T, index: number) => TaskPromise,
  failAndStopFast: boolean,
): JQuery.Promise<void>;

/**
 * Runs a synchronous function over many items without freezing the editor.
 *
 * Items are processed back to back until `maxBlockingTime` milliseconds have passed; then the helper
 * pauses for `idleTime` milliseconds so the UI can repaint and respond, and continues. Use it for
 * large loops such as indexing thousands of lines.
 *
 * @param items The items to process, in order.
 * @param fnProcessItem Processes one item synchronously. Receives the item and its index.
 * @param maxBlockingTime Longest stretch of uninterrupted work, in ms. Defaults to 15.
 * @param idleTime Pause between stretches, in ms. Defaults to 30.
 * @returns A promise resolved once every item has been processed.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 * const lines = $("#my-notes").text().split("\n");
 * const counts = new Map();
 * Async.doSequentiallyInBackground(lines, (line) => {
 *     for (const word of line.split(/\W+/)) {
 *         counts.set(word, (counts.get(word) || 0) + 1);
 *     }
 * }).done(() => console.log(counts));
 * ```
 */
export function doSequentiallyInBackground<T>(
  items: T[],
  fnProcessItem: (item: T, index: number) => void,
  maxBlockingTime?: number,
  idleTime?: number,
): JQuery.Promise<void>;

/**
 * Tries items one at a time, in order, until a task succeeds.
 *
 * The returned promise resolves with the first item whose task resolved; later items are not
 * tried. If every task fails (or `items` is empty), it rejects.
 *
 * @param items Candidates, in order of preference.
 * @param beginProcessItem Starts the attempt for one item and returns its promise. Receives the item and its index.
 * @returns A promise resolved with the winning item.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * // Use the first config file that exists.
 * const root = "/project/";
 * Async.firstSequentially([".myextrc", ".myextrc.json"], (name) =>
 *     Async.promisify(FileSystem.getFileForPath(root + name), "read")
 * ).done((name) => console.log("Using", name));
 * ```
 */
export function firstSequentially<T>(items: T[], beginProcessItem: (item: T, index: number) => TaskPromise): JQuery.Promise<T>;

/**
 * Runs every task in parallel, waits for all of them, and reports which ones failed.
 *
 * Works like {@link doInParallel} with `failFast` set to `false`. If any task failed, the
 * returned promise is rejected with an array holding one entry per failure: the `item` whose task
 * failed and the `error` (the first value its task was rejected with).
 *
 * @param items The items to process.
 * @param beginProcessItem Starts the work for one item and returns its promise. Receives the item and its index.
 * @returns A promise resolved when all tasks succeed, or rejected with the list of failures.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 *
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * const files = ["/project/tmp/a.log", "/project/tmp/b.log"].map((p) => FileSystem.getFileForPath(p));
 * Async.doInParallel_aggregateErrors(files, (f) => Async.promisify(f, "unlink"))
 *     .fail(errors => errors.forEach(({ item, error }) =>
 *         console.error("Could not delete", item.fullPath, error)));
 * ```
 */
export function doInParallel_aggregateErrors<T>(
  items: T[],
  beginProcessItem: (item: T, index: number) => TaskPromise,
): JQuery.Promise<void, Array<{item: T; error: unknown}>>;

/**
 * Puts a deadline on a promise.
 *
 * Returns a new promise that follows `promise` if it settles within `timeout` milliseconds, passing
 * on its values. If the delay expires first, the new promise is rejected with
 * {@link ERROR_TIMEOUT}, or resolved with no value when `resolveTimeout` is `true`. The original
 * operation is not cancelled.
 *
 * @param promise The operation to watch.
 * @param timeout Delay in milliseconds.
 * @param resolveTimeout Resolve instead of reject when the delay expires. Defaults to `false`.
 * @returns The promise with a deadline.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 * const file = FileSystem.getFileForPath("/project/big-data.json");
 * Async.withTimeout(Async.promisify(file, "read"), 3000)
 *     .done(result => console.log(result))
 *     .fail(err => console.warn(err === Async.ERROR_TIMEOUT ? "timed out" : err));
 * ```
 */
export function withTimeout<T>(
  promise: JQuery.Promise<T> | JQuery.Deferred<T>,
  timeout: number,
  resolveTimeout?: boolean,
): JQuery.Promise<T>;

/**
 * Waits until every promise in the list has settled, whether it resolved or was rejected.
 *
 * Unlike `$.when()`, one rejection does not end the wait early. The returned promise resolves with
 * the values of the promises that resolved; that array may be shorter than `promises`, is not
 * guaranteed to follow their order, and holds `undefined` for promises resolved without a value.
 *
 * Make sure every promise you pass will eventually settle, otherwise the wait never ends. To
 * enforce a deadline, wrap the result in {@link withTimeout}.
 *
 * @param promises The promises to wait for. An empty list resolves immediately.
 * @param failOnReject Reject the result if any promise was rejected. Off when omitted; note that
 *     the editor switches it on for any value you pass explicitly, so omit it rather than passing `false`.
 * @param timeout Milliseconds after which the wait is considered timed out.
 * @returns A promise resolved with the collected results.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 *
 * const urls = ["a.json", "b.json", "c.json"].map((name) => `https://example.com/${name}`);
 * Async.waitForAll(urls.map((url) => $.getJSON(url)))
 *     .done(results => console.log(`${results.length} of 3 loaded`));
 * ```
 */
export function waitForAll<T>(
  promises: Array<JQuery.Promise<T> | JQuery.Deferred<T>>,
  failOnReject?: boolean,
  timeout?: number,
): JQuery.Promise<T[]>;

/**
 * Calls functions one after another, feeding each one's result into the next.
 *
 * Each function may return a plain value or a jQuery promise; for a promise, the next function is
 * called with the values it resolved with. The returned promise resolves with the last function's
 * result. If a function throws or its promise is rejected, the chain stops and the returned promise
 * is rejected with that error.
 *
 * @param functions The functions to run in order.
 * @param args Arguments for the first function. Optional.
 * @returns A promise for the final result.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * Async.chain([
 *     (path) => Async.promisify(FileSystem.getFileForPath(path), "read"),
 *     (text) => JSON.parse(String(text)).version
 * ], ["/project/package.json"]).done((version) => console.log(version));
 * ```
 */
export function chain(functions: Array<(...args: never[]) => unknown>, args?: unknown[]): JQuery.Promise<unknown>;

/**
 * Calls a method that reports completion through a Node-style callback (`(err, ...results)`) and
 * returns a jQuery promise instead. The callback is added for you as the last argument.
 *
 * The promise is rejected with `err` when it is set, otherwise resolved with the remaining callback
 * arguments. Passing the object and method name (rather than a bound function) keeps `this` correct.
 * This is the easiest way to use file system methods such as `file.read()` in promise code.
 *
 * @param obj The object that owns the method.
 * @param method The method name. The method must take its callback as its last parameter.
 * @param varargs The method's other arguments, without the callback.
 * @typeParam T The type of the first value the callback reports on success.
 * @returns A promise for the callback's results.
 *
 * @example
 * ```js
 * const Async = brackets.getModule("utils/Async");
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 * const file = FileSystem.getFileForPath("/project/notes.md");
 * Async.promisify(file, "write", "# Notes\n").done(() => console.log("saved"));
 * Async.promisify(file, "read").done(text => console.log(text));
 * ```
 */
export function promisify<T = unknown>(obj: object, method: string, ...varargs: unknown[]): JQuery.Promise<T>;
