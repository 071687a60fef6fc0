/**
 * Gives any plain object jQuery-style events: `on()`, `one()`, `off()` and `trigger()`.
 *
 * Most of the editor's managers (documents, editors, projects, preferences...) are event
 * dispatchers built with this module, so the same four methods work everywhere. Reach for it when
 * your own extension wants to publish events that other code can listen to, or when you need to
 * adjust how listeners on an existing dispatcher behave.
 *
 * How it differs from jQuery events on non-DOM objects:
 * - A listener that throws is logged and skipped; the remaining listeners still run and
 *   `trigger()` always returns normally.
 * - A handler receives a small event object (`{ type, target }`) followed by the extra arguments
 *   given to `trigger()`; `this` is not bound to the dispatcher.
 * - Several events can be named at once, separated by spaces (`"change rename"`), and each name
 *   may carry a `.namespace` suffix so a group of listeners can be removed together.
 * - Adding the same function twice makes it run twice; `off()` removes every copy.
 * - More than 15 listeners for one event on one object prints a possible-leak warning to the
 *   console (see {@link setLeakThresholdForEvent}).
 *
 * The module is also installed as a global, `window.EventDispatcher`, and works inside web workers
 * (`self.EventDispatcher`) after the worker loads the script with `importScripts()`. A worker's
 * dispatcher is separate: its events never reach the editor window.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const EventDispatcher = brackets.getModule("utils/EventDispatcher");
 *
 *     // Turn this extension's exports into an event source.
 *     EventDispatcher.makeEventDispatcher(exports);
 *
 *     exports.on("synced.myExt", function (event, fileCount) {
 *         console.log(`${event.type}: ${fileCount} files uploaded`);
 *     });
 *
 *     // Somewhere later in the extension:
 *     exports.trigger("synced", 12);
 *
 *     // Remove every listener registered under the ".myExt" namespace.
 *     exports.off(".myExt");
 * });
 * ```
 *
 * @module utils/EventDispatcher
 */

/**
 * The first argument every event handler receives.
 */
export interface DispatcherEvent<TTarget extends object = object> {
  /** The event name that was triggered, without any namespace (for example `"change"`). */
  type: string;
  /** The object whose `trigger()` fired the event. */
  target: TTarget;
}

/**
 * A listener function: the event object first, then whatever extra arguments the dispatcher passed
 * to `trigger()`. Handlers may declare those extra arguments with precise types.
 */
export type EventHandler = {
  // Declared as a method so that handlers with typed extra arguments stay assignable.
  bivarianceHack(event: DispatcherEvent, ...args: unknown[]): void;
}['bivarianceHack'];

/**
 * The arguments a handler of type `H` expects after the event object. `trigger()` uses it to check
 * the values it passes on.
 */
export type EventArgs<H> = H extends (event: never, ...args: infer A) => unknown ? A : unknown[];

/**
 * The four methods that {@link makeEventDispatcher} adds to an object. Use it as the type of any
 * object that has been made an event dispatcher, including the editor's own managers and your
 * extension's `exports`.
 *
 * `Events` maps each event name the object triggers to its handler signature. When given,
 * `on("name", handler)` checks the handler against it; any other name still works with a loosely
 * typed handler.
 *
 * The module object returned by `brackets.getModule("utils/EventDispatcher")` does not have these
 * methods itself: call them on the dispatcher (`DocumentManager.on(...)`, `exports.trigger(...)`).
 *
 * @typeParam Events - Event names and their handler signatures; `object` when unknown.
 */
export interface Dispatcher<Events extends object = object> {
  /**
   * Adds `fn` as a listener for each event in `events`.
   *
   * `events` is a space-separated list; each entry may end in `.namespace` (for example
   * `"change.myExt rename.myExt"`), which lets you remove the whole group later with
   * `off(".myExt")`. Registering the same function twice means it is called twice. If the event
   * was marked deprecated with {@link markDeprecated}, a warning is printed to the console.
   *
   * @param events - One or more event names, each with an optional namespace.
   * @param fn - The listener; it receives a {@link DispatcherEvent} followed by the event's own
   *     arguments.
   * @returns The dispatcher itself, for chaining.
   * @throws Error when `fn` is missing.
   *
   * @example
   * ```js
   * const DocumentManager = brackets.getModule("document/DocumentManager");
   * DocumentManager.on("documentSaved.myExt", (event, doc) => {
   *     console.log("Saved", doc.file.fullPath);
   * });
   * ```
   */
  on<K extends keyof Events & string>(events: K | `${K}.${string}`, fn: Events[K]): this;
  on(events: string, fn: EventHandler): this;
  /**
   * Removes listeners.
   *
   * Each space-separated entry of `events` can be a bare event name (`"change"`), a bare
   * namespace (`".myExt"`, which matches that namespace on every event), or both
   * (`"change.myExt"`). Without `fn`, every matching listener is removed; with `fn`, only
   * listeners that are that exact function (including ones added through `one()`) are removed,
   * every copy of it.
   *
   * @param events - Event names and/or namespaces to remove.
   * @param fn - Optional specific listener to remove.
   * @returns The dispatcher itself, for chaining.
   *
   * @example
   * ```js
   * // When the extension's panel closes, drop everything it registered.
   * const DocumentManager = brackets.getModule("document/DocumentManager");
   * DocumentManager.off(".myExt");
   * ```
   */
  off(events: string, fn?: EventHandler): this;
  /**
   * Adds a listener that runs at most once for each listed event and then detaches itself.
   *
   * @param events - One or more space-separated event names.
   * @param fn - The listener.
   * @returns The dispatcher itself, for chaining.
   *
   * @example
   * ```js
   * const ProjectManager = brackets.getModule("project/ProjectManager");
   * ProjectManager.one("projectOpen", () => console.log("First project opened"));
   * ```
   */
  one<K extends keyof Events & string>(events: K | `${K}.${string}`, fn: Events[K]): this;
  one(events: string, fn: EventHandler): this;
  /**
   * Fires an event: every listener registered for `eventName` is called, in registration order,
   * with an event object `{ type: eventName, target: dispatcher }` followed by `args`.
   *
   * A listener that throws is reported on the console and the others still run. Listeners added
   * or removed while the event is being delivered do not affect the current delivery.
   * Namespaces are not supported here: trigger the bare event name. Trigger only events of
   * objects you own; the editor's managers fire their own events.
   *
   * @param eventName - The event to fire.
   * @param args - Values passed to each listener after the event object.
   *
   * @example
   * ```js
   * define(function (require, exports) {
   *     const EventDispatcher = brackets.getModule("utils/EventDispatcher");
   *     EventDispatcher.makeEventDispatcher(exports);
   *
   *     exports.trigger("themeApplied", "dark", { animate: true });
   * });
   * ```
   */
  trigger<K extends keyof Events & string>(eventName: K, ...args: EventArgs<Events[K]>): void;
  trigger(eventName: string, ...args: unknown[]): void;
}

/**
 * Adds `on()`, `one()`, `off()` and `trigger()` to an object so it can publish events.
 *
 * Call it once per object, typically on your module's `exports`. It also works on a prototype:
 * every instance created from it then keeps its own separate listener lists.
 *
 * @param obj The object to extend. It is modified in place.
 *
 * @example
 * ```js
 * define(function (require, exports) {
 *     const EventDispatcher = brackets.getModule("utils/EventDispatcher");
 *     EventDispatcher.makeEventDispatcher(exports);
 *
 *     // Other extensions can now listen to this module's "tick" event.
 *     exports.on("tick", (event, count) => console.log("tick", count));
 *     setInterval(() => exports.trigger("tick", Date.now()), 1000);
 * });
 * ```
 */
export function makeEventDispatcher(obj: object): void;

/**
 * Raises the possible-leak warning threshold for one event name.
 *
 * The dispatcher prints "Possible memory leak" to the console once an object has more than 15
 * listeners for the same event, which usually means listeners are added repeatedly and never
 * removed. If your design legitimately needs many listeners on an event (for example one per open
 * panel), raise the limit for that event name. The threshold applies to that event name on every
 * dispatcher, and it can only go up: a value lower than the current one is ignored.
 *
 * @param eventName The event name, without namespace.
 * @param threshold The number of listeners allowed before the warning appears.
 *
 * @example
 * ```js
 * const EventDispatcher = brackets.getModule("utils/EventDispatcher");
 * EventDispatcher.setLeakThresholdForEvent("previewUpdated", 50);
 * ```
 */
export function setLeakThresholdForEvent(eventName: string, threshold: number): void;

/**
 * Triggers an event with its arguments given as an array instead of one by one. Handy when you
 * forward an event whose argument list you received as an array.
 *
 * @param dispatcher An object previously passed to {@link makeEventDispatcher}.
 * @param eventName The event to fire.
 * @param argsArray The values to pass to listeners after the event object.
 *
 * @example
 * ```js
 * define(function (require, exports) {
 *     const EventDispatcher = brackets.getModule("utils/EventDispatcher");
 *     EventDispatcher.makeEventDispatcher(exports);
 *
 *     const added = ["/project/a.txt"], removed = ["/project/b.txt"];
 *     EventDispatcher.triggerWithArray(exports, "filesChanged", [added, removed]);
 *     // same as exports.trigger("filesChanged", added, removed)
 * });
 * ```
 */
export function triggerWithArray(dispatcher: Dispatcher, eventName: string, argsArray: unknown[]): void;

/**
 * Attaches a listener to an object that is not an event dispatcher yet but will become one.
 *
 * This exists for modules that load each other in a cycle: one of them may receive the other's
 * `exports` before `makeEventDispatcher()` has run on it, so `on()` is not there yet. Listeners
 * attached this way are kept once the object becomes a dispatcher, so no event is missed. Extension
 * code rarely needs it.
 *
 * @param futureDispatcher The object that will later be passed to {@link makeEventDispatcher}.
 * @param events Space-separated event names, each with an optional namespace.
 * @param fn The listener.
 */
export function on_duringInit(futureDispatcher: object, events: string, fn: EventHandler): void;

/**
 * Marks an event as deprecated on a dispatcher, so that every later `on()` for that event prints a
 * console warning (with a stack trace) telling the caller what to use instead.
 *
 * Call it before other code has a chance to register listeners. It may be called before
 * {@link makeEventDispatcher}, and on a prototype.
 *
 * @param obj The dispatcher (or future dispatcher) that owns the event.
 * @param eventName The deprecated event name.
 * @param insteadStr What to use instead, shown in the warning (for example `"MainViewManager.workingSetAdd"`).
 *
 * @example
 * ```js
 * define(function (require, exports) {
 *     const EventDispatcher = brackets.getModule("utils/EventDispatcher");
 *     EventDispatcher.markDeprecated(exports, "fileSynced", "filesSynced");
 *     EventDispatcher.makeEventDispatcher(exports);
 * });
 * ```
 */
export function markDeprecated(obj: object, eventName: string, insteadStr?: string): void;
