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
 *     function onSynced(event, fileCount) {
 *         console.log(`${event.type}: ${fileCount} files uploaded`);
 *     }
 *     exports.on("synced.myExt", onSynced);
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
}["bivarianceHack"];

/**
 * The methods that {@link makeEventDispatcher} adds to an object. Use it as a type for any object
 * that has been made an event dispatcher, including the editor's own managers.
 */
export interface Dispatcher {
    /**
     * Adds a listener. See {@link on} for the full rules.
     *
     * @param events One or more space-separated event names, each optionally followed by `.namespace`.
     * @param fn The listener.
     * @returns The same object, so calls can be chained.
     */
    on(events: string, fn: EventHandler): this;
    /**
     * Removes listeners. See {@link off} for the full rules.
     *
     * @param events Event names, `.namespace` selectors, or `name.namespace` pairs, space-separated.
     * @param fn When given, only this function is removed.
     * @returns The same object, so calls can be chained.
     */
    off(events: string, fn?: EventHandler): this;
    /**
     * Adds a listener that removes itself after its first call. See {@link one}.
     *
     * @param events One or more space-separated event names.
     * @param fn The listener.
     * @returns The same object, so calls can be chained.
     */
    one(events: string, fn: EventHandler): this;
    /**
     * Calls every listener of `eventName` in the order they were added. See {@link trigger}.
     *
     * @param eventName The event to fire. Namespaces are not allowed here.
     * @param args Extra values handed to each listener after the event object.
     */
    trigger(eventName: string, ...args: unknown[]): void;
}

/**
 * Splits an `"eventName.namespace"` string into its two halves. The dispatcher uses it to parse
 * every name given to `on()`, `one()` and `off()`: everything before the first dot is the event
 * name, everything from the first dot on is the namespace.
 *
 * This parser is an internal helper of the dispatcher; the module object handed out by
 * `brackets.getModule("utils/EventDispatcher")` does not carry it, so split names yourself if you
 * need the same rule.
 *
 * @param eventStr An event name with an optional namespace, such as `"change.myExt"`.
 * @returns `eventName` always; `ns` (including its leading dot, e.g. `".myExt"`) only when the
 *     string contained a dot.
 */
export function splitNs(eventStr: string): { eventName: string; ns?: string };

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
 * Adds `fn` as a listener for each event in `events`.
 *
 * `events` is a space-separated list; each entry may end in `.namespace` (for example
 * `"change.myExt rename.myExt"`), which lets you remove the whole group later with
 * `off(".myExt")`. Registering the same function twice means it is called twice. If the event was
 * marked deprecated with {@link markDeprecated}, a warning is printed to the console.
 *
 * This is one of the methods that {@link makeEventDispatcher} installs on an object: call it on the
 * dispatcher (`someManager.on(...)`), not on the EventDispatcher module.
 *
 * @param events One or more event names, each with an optional namespace.
 * @param fn The listener; it receives a {@link DispatcherEvent} followed by the event's own arguments.
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
export function on(this: Dispatcher, events: string, fn: EventHandler): Dispatcher;

/**
 * Removes listeners.
 *
 * Each space-separated entry of `events` can be a bare event name (`"change"`), a bare namespace
 * (`".myExt"`, which matches that namespace on every event), or both (`"change.myExt"`). Without
 * `fn`, every matching listener is removed; with `fn`, only listeners that are that exact function
 * (including ones added through `one()`) are removed, every copy of it.
 *
 * Installed on objects by {@link makeEventDispatcher}; call it on the dispatcher.
 *
 * @param events Event names and/or namespaces to remove.
 * @param fn Optional specific listener to remove.
 * @returns The dispatcher itself, for chaining.
 *
 * @example
 * ```js
 * // When the extension's panel closes, drop everything it registered.
 * DocumentManager.off(".myExt");
 * ```
 */
export function off(this: Dispatcher, events: string, fn?: EventHandler): Dispatcher;

/**
 * Adds a listener that runs at most once for each listed event and then detaches itself.
 *
 * Installed on objects by {@link makeEventDispatcher}; call it on the dispatcher.
 *
 * @param events One or more space-separated event names.
 * @param fn The listener.
 * @returns The dispatcher itself, for chaining.
 *
 * @example
 * ```js
 * ProjectManager.one("projectOpen", () => console.log("First project opened"));
 * ```
 */
export function one(this: Dispatcher, events: string, fn: EventHandler): Dispatcher;

/**
 * Fires an event: every listener registered for `eventName` is called, in registration order,
 * with an event object `{ type: eventName, target: dispatcher }` followed by `args`.
 *
 * A listener that throws is reported on the console and the others still run. Listeners added or
 * removed while the event is being delivered do not affect the current delivery. Namespaces are not
 * supported here: trigger the bare event name.
 *
 * Installed on objects by {@link makeEventDispatcher}; call it on the dispatcher.
 *
 * @param eventName The event to fire.
 * @param args Values passed to each listener after the event object.
 *
 * @example
 * ```js
 * exports.trigger("themeApplied", "dark", { animate: true });
 * ```
 */
export function trigger(this: Dispatcher, eventName: string, ...args: unknown[]): void;

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
 * const EventDispatcher = brackets.getModule("utils/EventDispatcher");
 *
 * function Timer() {}
 * EventDispatcher.makeEventDispatcher(Timer.prototype);
 *
 * const timer = new Timer();
 * timer.on("tick", (event, count) => console.log("tick", count));
 * timer.trigger("tick", 1);
 * ```
 */
export function makeEventDispatcher(obj: object): void;

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
 * EventDispatcher.triggerWithArray(exports, "filesChanged", [added, removed]);
 * // same as exports.trigger("filesChanged", added, removed)
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
 * EventDispatcher.markDeprecated(exports, "fileSynced", "filesSynced");
 * ```
 */
export function markDeprecated(obj: object, eventName: string, insteadStr?: string): void;
