/**
 * Registers and runs the editor's commands.
 *
 * A *command* is a named action with a unique string id (for example `"file.save"`). Menu items,
 * keyboard shortcuts and other UI never call code directly: they run a command by its id, and
 * the command calls its handler. To make something your extension does reachable from a menu or
 * a shortcut, register a command here first, then hand its id to `command/Menus` or
 * `command/KeyBindingManager`.
 *
 * The module also lets you run any registered command, including the built-in ones listed in
 * `command/Commands`, and it raises two module-level events: `commandRegistered` when a command
 * is added and `beforeExecuteCommand` just before one runs (see {@link CommandManagerEvents}).
 *
 * Command ids must be unique across the whole editor. Built-in ids are short (`"file.save"`);
 * extensions should prefix theirs with the author and extension name, for example
 * `"jane.wordcount.show"`.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const Menus = brackets.getModule("command/Menus");
 *
 * const CMD_SAY_HELLO = "jane.hello.sayHello";
 * CommandManager.register("Say Hello", CMD_SAY_HELLO, function () {
 *     console.log("Hello from my extension");
 * });
 *
 * // Expose it in the File menu with a shortcut.
 * Menus.getMenu(Menus.AppMenuBar.FILE_MENU).addMenuItem(CMD_SAY_HELLO, "Ctrl-Alt-Shift-H");
 * ```
 *
 * @module command/CommandManager
 */

import type {Dispatcher, DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type {KeyBinding} from 'command/KeyBindingManager';

/**
 * What a command handler may return. Return nothing for a synchronous command. For asynchronous
 * work return a promise that settles when the work is done: a jQuery promise, or a native
 * `Promise` (an `async function` handler returns one). `execute()` hands that promise back to its
 * caller unchanged.
 */
export type CommandResult = JQuery.Promise<unknown> | Promise<unknown> | void;

/**
 * What `execute()` returns: the handler's own promise, or an already settled jQuery promise when
 * the handler returned nothing or the command could not run. Since it may be either kind of
 * promise, use `await` or `.then()` on it rather than jQuery's `.done()`.
 */
export type CommandPromise = PromiseLike<unknown>;

/** Options accepted by {@link register}. */
export interface CommandOptions {
  /**
   * When `true`, the handler always receives a {@link CommandEventSource} as its first argument,
   * telling it whether it was started from a keyboard shortcut, a menu click, or code.
   */
  eventSource?: boolean;
}

/**
 * Describes who started a command. Passed as the first argument to handlers registered with
 * `{eventSource: true}`.
 */
export interface CommandEventSource {
  /** One of {@link SOURCE_KEYBOARD_SHORTCUT}, {@link SOURCE_UI_MENU_CLICK} or {@link SOURCE_OTHER}. */
  eventSource: 'keyboardShortcut' | 'uiMenuClick' | 'otherExecAction';
  /**
   * Extra detail about the source: the normalized shortcut (such as `"Ctrl-Shift-H"`) for a
   * keyboard shortcut, or the id of the menu that was clicked. Absent for `SOURCE_OTHER`.
   */
  sourceType?: string;
}

/**
 * Events raised by a {@link Command}. Listen with `command.on(name, handler)`; menu items use
 * them to stay in sync with the command they show.
 */
export interface CommandEvents {
  /**
   * The command was enabled or disabled with {@link Command.setEnabled}.
   * @event
   */
  enabledStateChange: (event: DispatcherEvent) => void;
  /**
   * The command's checked state changed with {@link Command.setChecked}.
   * @event
   */
  checkedStateChange: (event: DispatcherEvent) => void;
  /**
   * The command's display name changed with {@link Command.setName}.
   * @event
   */
  nameChange: (event: DispatcherEvent) => void;
  /**
   * A keyboard shortcut was bound to the command.
   * @event
   */
  keyBindingAdded: (event: DispatcherEvent, binding: KeyBinding, commandID: string) => void;
  /**
   * A keyboard shortcut was removed from the command.
   * @event
   */
  keyBindingRemoved: (event: DispatcherEvent, binding: {key: string; displayKey: string}) => void;
}

/**
 * A registered command: an id, a display name, a handler, and enabled/checked state that menus
 * reflect automatically. It raises the events in {@link CommandEvents}.
 *
 * The module does not export this type's constructor; {@link register} creates commands and
 * returns them. Keep the returned
 * object if you want to grey out the command or show a check mark next to its menu item later.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 *
 * let wrapOn = false;
 * const toggleCmd = CommandManager.register("Wrap Comments", "jane.wrapper.toggle", function () {
 *     wrapOn = !wrapOn;
 *     toggleCmd?.setChecked(wrapOn); // the menu item shows or hides its check mark
 * });
 * toggleCmd?.setChecked(wrapOn);
 * ```
 */
export interface Command extends Dispatcher<CommandEvents> {
  /**
   * Returns the command's unique id, the string you pass to `CommandManager.execute()`.
   *
   * @returns The command id, such as `"file.save"`.
   */
  getID(): string;

  /**
   * Runs the command's handler. Arguments are passed on to the handler unchanged.
   *
   * If the command is disabled the handler is not called and the returned promise is rejected.
   *
   * @param args - Values to pass to the handler.
   * @returns The handler's promise if it returned one, otherwise an already resolved promise.
   */
  execute(...args: unknown[]): CommandPromise;

  /**
   * Tells whether the command can run right now.
   *
   * @returns `true` unless {@link setEnabled} turned the command off.
   */
  getEnabled(): boolean;

  /**
   * Enables or disables the command. Menu items for a disabled command are greyed out and its
   * shortcut does nothing. Raises `enabledStateChange` when the state actually changes.
   *
   * @param enabled - `false` to disable the command, `true` to enable it again.
   */
  setEnabled(enabled: boolean): void;

  /**
   * Shows or hides the check mark beside the command's menu items; use it for on/off settings.
   * Raises `checkedStateChange` when the state actually changes.
   *
   * @param checked - `true` to show the check mark.
   */
  setChecked(checked: boolean): void;

  /**
   * Tells whether the command is currently checked.
   *
   * @returns The last value passed to {@link setChecked}, or `undefined` if it was never set.
   */
  getChecked(): boolean | undefined;

  /**
   * Changes the text shown for the command in menus, for example to switch between "Show X"
   * and "Hide X". Raises `nameChange` when the name actually changes. Use plain text: the name
   * may be shown in a native menu, so write special characters as `\uXXXX` escapes rather than
   * HTML entities.
   *
   * @param name - The new display name.
   */
  setName(name: string): void;

  /**
   * Returns the text shown for the command in menus.
   *
   * @returns The display name, or `null` for a command registered with {@link registerInternal}.
   */
  getName(): string | null;
}

/**
 * Events raised by the CommandManager module itself. Listen with
 * `CommandManager.on(name, handler)`.
 */
export interface CommandManagerEvents {
  /**
   * A new command was registered. The handler receives the new {@link Command}.
   * @event
   */
  commandRegistered: (event: DispatcherEvent, command: Command) => void;
  /**
   * A command is about to run through {@link execute}. The handler receives the command id.
   * Useful for logging or usage statistics; it cannot cancel the command.
   * @event
   */
  beforeExecuteCommand: (event: DispatcherEvent, commandId: string) => void;
}

/**
 * Name of the event raised just before a command is executed; its value is
 * `"beforeExecuteCommand"`. The handler receives the id of the command.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * CommandManager.on(CommandManager.EVENT_BEFORE_EXECUTE_COMMAND, function (event, commandId) {
 *     console.log("About to run", commandId);
 * });
 * ```
 */
export const EVENT_BEFORE_EXECUTE_COMMAND: 'beforeExecuteCommand';

/**
 * {@link CommandEventSource.eventSource} value for a command started by a keyboard shortcut;
 * `sourceType` then holds the shortcut, such as `"Ctrl-Shift-H"`.
 */
export const SOURCE_KEYBOARD_SHORTCUT: 'keyboardShortcut';

/**
 * {@link CommandEventSource.eventSource} value for a command started by clicking a menu item;
 * `sourceType` then holds the id of the menu.
 */
export const SOURCE_UI_MENU_CLICK: 'uiMenuClick';

/**
 * {@link CommandEventSource.eventSource} value for any other start, typically a call to
 * {@link execute} from code.
 */
export const SOURCE_OTHER: 'otherExecAction';

/**
 * Registers a command so it can be run by id, placed in menus and bound to shortcuts.
 *
 * Registration fails, logs a message to the console and returns `null` if the id is already
 * taken or if `name`, `id` or `commandFn` is missing. Register each command once, when your
 * extension loads.
 *
 * @param name - Text shown for the command in menus and in the Keyboard Shortcuts panel.
 * @param id - A unique id. Extensions should use `"author.extension.action"`, for example
 *     `"jane.wordcount.show"`.
 * @param commandFn - The handler. It receives whatever extra arguments are passed to
 *     {@link execute} (preceded by a {@link CommandEventSource} when `options.eventSource` is
 *     set). For asynchronous work, return a promise (jQuery or native) that settles when the
 *     work is done; an `async function` does this for you.
 * @param options - See {@link CommandOptions}.
 * @returns The new command, or `null` if it could not be registered.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 *
 * // A command that reports how it was started.
 * CommandManager.register("Count Words", "jane.wordcount.count", function (source) {
 *     if (source.eventSource === CommandManager.SOURCE_KEYBOARD_SHORTCUT) {
 *         console.log("started with", source.sourceType);
 *     }
 * }, { eventSource: true });
 * ```
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 *
 * // An asynchronous command: an async handler returns a native promise.
 * CommandManager.register("Fetch Stats", "jane.stats.fetch", async function () {
 *     const response = await fetch("https://example.com/stats.json");
 *     console.log("stats:", await response.json());
 * });
 * ```
 */
export function register<A extends unknown[]>(
  name: string,
  id: string,
  commandFn: (source: CommandEventSource, ...args: A) => CommandResult,
  options: CommandOptions & {eventSource: true},
): Command | null;
export function register<A extends unknown[]>(
  name: string,
  id: string,
  commandFn: (...args: A) => CommandResult,
  options?: CommandOptions,
): Command | null;

/**
 * Registers a command that has no display name. Use it for actions that are run from code or
 * bound to a shortcut but never appear in a menu.
 *
 * Returns `null` and logs to the console if the id is already taken or an argument is missing.
 *
 * @param id - A unique id, in the same `"author.extension.action"` form as {@link register}.
 * @param commandFn - The handler; it receives the extra arguments passed to {@link execute}.
 * @returns The new command, or `null` if it could not be registered.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 *
 * CommandManager.registerInternal("jane.sync.flush", async function () {
 *     await fetch("https://example.com/sync", { method: "POST" });
 * });
 * CommandManager.execute("jane.sync.flush");
 * ```
 */
export function registerInternal<A extends unknown[]>(id: string, commandFn: (...args: A) => CommandResult): Command | null;

/**
 * Looks up a registered command, for example to enable, disable or check a built-in one.
 *
 * @param id - The command id.
 * @returns The command, or `undefined` if nothing is registered under that id.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const Commands = brackets.getModule("command/Commands");
 *
 * const wordWrap = CommandManager.get(Commands.TOGGLE_WORD_WRAP);
 * console.log("Word wrap is", wordWrap?.getChecked() ? "on" : "off");
 * ```
 */
export function get(id: string): Command | undefined;

/**
 * Lists the ids of every registered command, built-in and from extensions.
 *
 * @returns An array of command ids.
 */
export function getAll(): string[];

/**
 * Runs a registered command by id. Any further arguments are passed to the command's handler.
 * Raises `beforeExecuteCommand` first.
 *
 * @param id - The id of the command to run, usually a constant from `command/Commands` or one of
 *     your own ids.
 * @param args - Extra values for the handler, for example `{fullPath}` for
 *     `Commands.FILE_OPEN`.
 * @returns The handler's promise, which settles when the command finishes (see
 *     {@link CommandPromise}). It is rejected right away if no command has that id or the command
 *     is disabled.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const Commands = brackets.getModule("command/Commands");
 *
 * async function openReadme() {
 *     try {
 *         await CommandManager.execute(Commands.FILE_OPEN, { fullPath: "/project/README.md" });
 *         console.log("opened");
 *     } catch (err) {
 *         console.log("could not open the file", err);
 *     }
 * }
 * ```
 */
export function execute(id: string, ...args: unknown[]): CommandPromise;

/**
 * Listens for this module's events (see {@link CommandManagerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The CommandManager module, so calls can be chained.
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * CommandManager.on("commandRegistered.myExt", function (event, command) {
 *     console.log("New command:", command.getID());
 * });
 * ```
 */
export function on<K extends keyof CommandManagerEvents>(
  events: K | `${K}.${string}`,
  handler: CommandManagerEvents[K],
): typeof import('command/CommandManager');
export function on(events: string, handler: EventHandler): typeof import('command/CommandManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The CommandManager module, so calls can be chained.
 */
export function one<K extends keyof CommandManagerEvents>(
  events: K | `${K}.${string}`,
  handler: CommandManagerEvents[K],
): typeof import('command/CommandManager');
export function one(events: string, handler: EventHandler): typeof import('command/CommandManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The CommandManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('command/CommandManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof CommandManagerEvents>(eventName: K, ...args: EventArgs<CommandManagerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
