/**
 * Maps keyboard shortcuts to commands.
 *
 * Every shortcut in Phoenix Code is a binding from a key combination to a command id. This module
 * keeps that map: it lets an extension bind a shortcut to its own command, read or display the
 * shortcut of any command, get first look at key presses with a global keydown hook, and ship a
 * whole preset of shortcuts (for example "the shortcuts of editor X").
 *
 * **Writing shortcuts.** A shortcut is written as modifiers and one key joined by `-`, for example
 * `"Ctrl-Shift-F"`, `"Alt-Up"` or `"F5"`. Modifiers are `Ctrl`, `Cmd` (macOS only), `Alt`, `Opt`
 * (macOS only, same as Alt) and `Shift`, in any order; use `-`, never `+`, between parts. The key
 * is a single character, a function key `F1`–`F12`, or one of `Up`, `Down`, `Left`, `Right`,
 * `Backspace`, `Enter`, `Space`, `Tab`, `PageUp`, `PageDown`, `Home`, `End`, `Insert`, `Delete`.
 * A binding that names no platform is used on every platform, and on macOS its `Ctrl` becomes
 * `Cmd`; name `platform: "mac"` if you really mean the Control key there.
 *
 * **What users can change.** Users override shortcuts in the Keyboard Shortcuts panel or in the
 * `keymap.json` file (`Commands.FILE_OPEN_KEYMAP` opens it), whose `overrides` object maps a
 * shortcut to a command id. User overrides win over presets and over bindings added by
 * extensions. The shortcuts of Undo, Redo, Select All, Cut, Copy and Paste (and Quit on macOS)
 * cannot be reassigned, and their keys (`Ctrl-Z`, `Ctrl-Y`, `Ctrl-A`, `Ctrl-X`, `Ctrl-C`,
 * `Ctrl-V`, `Ctrl-=`, `Ctrl--`, plus a few macOS system shortcuts such as `Cmd-Q` and `Cmd-H`)
 * cannot be given to other commands.
 *
 * **Alt + letter.** Shortcuts of the form `Alt-<letter>` and `Alt-Shift-<letter>` are reserved:
 * macOS uses them to type international characters and Windows/Linux use them for menu access.
 * The editor logs an error when an extension binds one, unless it passes `isMenuShortcut: true`.
 *
 * The module raises events when bindings change (see {@link KeyBindingManagerEvents}).
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const KeyBindingManager = brackets.getModule("command/KeyBindingManager");
 *
 * CommandManager.register("Insert Timestamp", "jane.stamp.insert", function () {
 *     console.log(new Date().toISOString());
 * });
 *
 * // Ctrl-Alt-T everywhere (Cmd-Alt-T on macOS).
 * KeyBindingManager.addBinding("jane.stamp.insert", "Ctrl-Alt-T");
 *
 * // Show the shortcut in your own UI, formatted for the user's platform.
 * const label = KeyBindingManager.getKeyBindingsDisplay("jane.stamp.insert"); // e.g. "Ctrl+Alt+T"
 * ```
 *
 * @module command/KeyBindingManager
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type {Command} from 'command/CommandManager';
import type {KEY as KeysKEY} from 'command/Keys';

/** A platform name used to restrict a key binding. `"all"` means every platform. */
export type KeyBindingPlatform = 'mac' | 'win' | 'linux' | 'all';

/**
 * One shortcut to bind, either as a plain string such as `"Ctrl-Alt-T"` or as an object that can
 * also restrict the platform and choose how the shortcut is displayed.
 */
export type KeyBindingRequest =
  | string
  | {
      /** The shortcut, such as `"Ctrl-Shift-L"`. */
      key: string;
      /** How to show the shortcut in menus when it should differ from `key`, e.g. `"Cmd-+"` for `"Cmd-="`. */
      displayKey?: string;
      /** Bind only on this platform. In an array, platform-specific entries win over generic ones. */
      platform?: KeyBindingPlatform;
    };

/** A binding the manager accepted, as returned by {@link addBinding} and {@link getKeyBindings}. */
export interface KeyBinding {
  /** The normalized shortcut, for example `"Ctrl-Alt-T"` (or `"Cmd-Alt-T"` on macOS). */
  key: string;
  /** The shortcut as shown to the user. */
  displayKey: string;
  /** The platform named when the binding was added, if any. */
  explicitPlatform?: string;
}

/** One entry of the map returned by {@link getKeymap}, keyed by normalized shortcut. */
export interface KeymapEntry extends KeyBinding {
  /** The command the shortcut runs. */
  commandID: string;
}

/** A shortcut preset as listed by {@link getAllCustomKeymapPacks}. */
export interface CustomKeymapPack {
  /** The id the pack was registered with. */
  packID: string;
  /** The name shown in the Keyboard Shortcuts panel. */
  packageName: string;
  /** The pack's shortcuts: normalized shortcut → command id. */
  keyMap: Record<string, string>;
}

/**
 * A key binding in the user's key map: a shortcut and the command it runs, or `null` to remove
 * the shortcut from whatever command had it.
 */
export interface UserKeyBinding {
  /** The shortcut, such as `"Ctrl-Shift-9"`. */
  shortcut: string;
  /** The command id, or `null` to unbind the shortcut. */
  commandID: string | null;
}

/**
 * A function given first look at every keydown event. Return `true` when you handled the key;
 * lower hooks and normal shortcut handling are then skipped. Returning `true` does not stop the
 * DOM event: call `preventDefault()` / `stopPropagation()` yourself if needed.
 *
 * @param event - The keyboard event.
 * @param shortcut - The shortcut the event amounts to, such as `"Ctrl-F"`, or `null` when the key
 *     press is not a shortcut.
 */
export type KeydownHook = (event: KeyboardEvent, shortcut: string | null) => boolean | void;

/** Events raised by the KeyBindingManager module. Listen with `KeyBindingManager.on(name, handler)`. */
export interface KeyBindingManagerEvents {
  /**
   * A shortcut was bound to a command. The same event is also raised on the {@link Command}.
   * @event
   */
  keyBindingAdded: (event: DispatcherEvent, binding: KeyBinding, commandID: string) => void;
  /**
   * A shortcut was removed from a command.
   * @event
   */
  keyBindingRemoved: (event: DispatcherEvent, binding: {commandID: string; key: string; displayKey: string}) => void;
  /**
   * An extension registered a new shortcut preset with {@link registerCustomKeymapPack}.
   * @event
   */
  newPreset: (event: DispatcherEvent, packID: string) => void;
  /**
   * Meant to signal that the user picked a different shortcut preset. In 5.2 the module never
   * actually fires it (where it should trigger the event, it calls a different method), so do
   * not rely on it; call {@link getCurrentCustomKeymapPack} when you need the preset in use.
   * @event
   */
  presetChanged: (event: DispatcherEvent, packID: string | null) => void;
}

/** Name of the event raised when a shortcut is bound to a command: `"keyBindingAdded"`. */
export const EVENT_KEY_BINDING_ADDED: 'keyBindingAdded';

/** Name of the event raised when a shortcut is removed from a command: `"keyBindingRemoved"`. */
export const EVENT_KEY_BINDING_REMOVED: 'keyBindingRemoved';

/** Name of the event raised when an extension registers a shortcut preset: `"newPreset"`. */
export const EVENT_NEW_PRESET: 'newPreset';

/**
 * Name of the event for a change of the selected shortcut preset: `"presetChanged"`.
 *
 * In the editor source checked for this reference the module does not actually dispatch this
 * event when the preset changes, so don't rely on it alone; {@link getCurrentCustomKeymapPack}
 * always returns the preset in use.
 */
export const EVENT_PRESET_CHANGED: 'presetChanged';

/**
 * The key-name constants of `command/Keys`, re-exported here for convenience. Compare them with
 * `KeyboardEvent.key`, for example inside a {@link KeydownHook}.
 */
export const KEY: typeof KeysKEY;

/**
 * `true` on Linux, where bindings an extension declared only for Windows are also applied when no
 * generic or Linux binding exists. This lets older extensions that define shortcuts only for
 * `"win"` and `"mac"` still get shortcuts on Linux. Core code should always declare a generic
 * binding instead of relying on it.
 */
export let useWindowsCompatibleBindings: boolean;

/**
 * Turns a normalized shortcut into the text to show users on the current platform. On macOS
 * modifiers become symbols (⌃ ⌥ ⇧ ⌘) with no separators; elsewhere the parts are joined with `+`
 * and names such as Ctrl, Shift, Space or PageUp are shown in the user's language.
 *
 * @param descriptor - A normalized shortcut such as `"Ctrl-Shift-F"`.
 * @returns The display text, for example `"Ctrl+Shift+F"` on Windows or `"⇧⌘F"` on macOS.
 */
export function formatKeyDescriptor(descriptor: string): string;

/**
 * Removes a shortcut from whatever command it is bound to. Raises `keyBindingRemoved`.
 *
 * @param key - The shortcut, normalized or not (`"shift-ctrl-f"` works too).
 * @param platform - Only remove it when running on this platform; omit to remove it everywhere.
 *
 * @example
 * ```js
 * const KeyBindingManager = brackets.getModule("command/KeyBindingManager");
 *
 * // Free Ctrl-Alt-T before giving it to your own command.
 * KeyBindingManager.removeBinding("Ctrl-Alt-T");
 * KeyBindingManager.addBinding("jane.stamp.insert", "Ctrl-Alt-T");
 * ```
 */
export function removeBinding(key: string, platform?: string | null): void;

/**
 * Returns a copy of the key map: every bound shortcut and the command it runs.
 *
 * @param defaults - `true` for the factory key map (before user overrides and presets were
 *     applied); omit for the key map currently in effect.
 * @returns An object keyed by normalized shortcut.
 *
 * @example
 * ```js
 * const KeyBindingManager = brackets.getModule("command/KeyBindingManager");
 * const keymap = KeyBindingManager.getKeymap();
 * for (const [shortcut, entry] of Object.entries(keymap)) {
 *     console.log(shortcut, "→", entry.commandID);
 * }
 * ```
 */
export function getKeymap(defaults?: boolean): Record<string, KeymapEntry>;

/**
 * Binds one or more shortcuts to a command.
 *
 * A shortcut that is already taken by another command is not reassigned: the call logs an error
 * and that binding is skipped. Bindings made this way are defaults; the user's own `keymap.json`
 * overrides still win. Raises `keyBindingAdded` for each binding added to a registered command.
 *
 * You can also pass shortcuts directly to `Menu.addMenuItem`, which calls this function for you.
 *
 * @param command - The command id, or the {@link Command} object.
 * @param keyBindings - One shortcut, or an array of them (for example a generic one plus a
 *     macOS-specific one).
 * @param platform - For a single shortcut, bind it only on this platform. Omit to bind it on all
 *     platforms (with `Ctrl` turned into `Cmd` on macOS).
 * @param options - Set `isMenuShortcut: true` to allow an `Alt-<letter>` shortcut without the
 *     warning described in the module overview.
 * @returns For a single shortcut, the binding that was added or `null` if it was skipped; for an
 *     array, the bindings that were added. Nothing is returned when `command` or `keyBindings` is
 *     missing.
 *
 * @example
 * ```js
 * const KeyBindingManager = brackets.getModule("command/KeyBindingManager");
 *
 * KeyBindingManager.addBinding("jane.stamp.insert", [
 *     { key: "Ctrl-Alt-T" },
 *     { key: "Ctrl-Alt-T", platform: "mac" } // the Control key on macOS, not Cmd
 * ]);
 * ```
 */
export function addBinding(
  command: string | Command,
  keyBindings: KeyBindingRequest[],
  platform?: string | null,
  options?: {isMenuShortcut?: boolean},
): KeyBinding[] | undefined;
export function addBinding(
  command: string | Command,
  keyBindings: KeyBindingRequest,
  platform?: string | null,
  options?: {isMenuShortcut?: boolean},
): KeyBinding | null | undefined;

/**
 * Lists the shortcuts currently bound to a command.
 *
 * @param command - The command id, or the {@link Command} object.
 * @returns The bindings (empty when the command has none). Each has `key` and `displayKey`.
 */
export function getKeyBindings(command: string | Command): KeyBinding[];

/**
 * Returns the first shortcut of a command, formatted for display on the current platform. Handy
 * for tooltips such as "Find (Ctrl+F)".
 *
 * @param commandID - The command id.
 * @returns The formatted shortcut, or `null` if the command has no shortcut.
 *
 * @example
 * ```js
 * const KeyBindingManager = brackets.getModule("command/KeyBindingManager");
 * const Commands = brackets.getModule("command/Commands");
 * const shortcut = KeyBindingManager.getKeyBindingsDisplay(Commands.CMD_FIND);
 * $("#jane-find-button").attr("title", shortcut ? `Find (${shortcut})` : "Find");
 * ```
 */
export function getKeyBindingsDisplay(commandID: string): string | null;

/**
 * Adds a function that sees every keydown event before shortcuts are processed. Meant for modal
 * or semi-modal UI, such as a dialog or a hint list, that must handle keys like Enter or Escape
 * itself.
 *
 * Hooks run newest first. If a hook returns `true`, older hooks and the normal shortcut handling
 * are skipped for that key press. Adding the same function twice has no effect. Remove the hook
 * with {@link removeGlobalKeydownHook} as soon as your UI closes.
 *
 * @param hook - The function to add; see {@link KeydownHook}.
 *
 * @example
 * ```js
 * const KeyBindingManager = brackets.getModule("command/KeyBindingManager");
 * const Keys = brackets.getModule("command/Keys");
 *
 * const $popup = $("#jane-popup").show();
 *
 * // While the popup is open, Escape closes it and goes no further.
 * KeyBindingManager.addGlobalKeydownHook(function closeOnEscape(event) {
 *     if (event.key !== Keys.KEY.ESCAPE) {
 *         return false;
 *     }
 *     $popup.hide();
 *     KeyBindingManager.removeGlobalKeydownHook(closeOnEscape);
 *     event.preventDefault();
 *     return true;
 * });
 * ```
 */
export function addGlobalKeydownHook(hook: KeydownHook): void;

/**
 * Removes a hook added with {@link addGlobalKeydownHook}. It need not be the most recent one.
 *
 * @param hook - The same function that was added.
 */
export function removeGlobalKeydownHook(hook: KeydownHook): void;

/**
 * Registers a shortcut preset that users can pick under the preset dropdown of the Keyboard
 * Shortcuts panel, for example to make Phoenix Code feel like another editor. A second
 * registration with the same id is ignored. Raises `newPreset`.
 *
 * The preset's shortcuts are applied only while the user has it selected, and the user's own
 * overrides still take priority. Choose the shortcuts for the current platform (check
 * `brackets.platform`) before calling.
 *
 * @param packID - A unique id; prefix it with your extension id, e.g. `"jane.keys.sublime"`.
 * @param packName - The name shown in the dropdown.
 * @param keyMap - Shortcut → command id, e.g. `{"Ctrl-Alt-L": "file.liveFilePreview"}`.
 *
 * @example
 * ```js
 * const KeyBindingManager = brackets.getModule("command/KeyBindingManager");
 * const Commands = brackets.getModule("command/Commands");
 * const mod = brackets.platform === "mac" ? "Cmd" : "Ctrl";
 *
 * KeyBindingManager.registerCustomKeymapPack("jane.keys.classic", "Classic Keys", {
 *     [`${mod}-Shift-P`]: Commands.NAVIGATE_QUICK_OPEN,
 *     [`${mod}-K`]: Commands.EDIT_DELETE_LINES
 * });
 * ```
 */
export function registerCustomKeymapPack(packID: string, packName: string, keyMap: Record<string, string>): void;

/**
 * Lists every shortcut preset registered with {@link registerCustomKeymapPack}.
 *
 * @returns Copies of the registered presets.
 */
export function getAllCustomKeymapPacks(): CustomKeymapPack[];

/**
 * Returns the shortcut preset the user currently has selected.
 *
 * @returns The preset's name and shortcuts, or `undefined` when no registered preset is selected.
 */
export function getCurrentCustomKeymapPack(): {packageName: string; keyMap: Record<string, string>} | undefined;

/**
 * Throws away all of the user's own shortcut changes by rewriting `keymap.json` with an empty
 * `overrides` object, then reloads the key map so the defaults apply again.
 *
 * @returns A promise that resolves when the file is written and the key map reloaded.
 */
export function resetUserShortcutsAsync(): Promise<void>;

/**
 * Tells whether the keyboard navigation overlay (see `command/KeyboardOverlayMode`) is showing.
 * While it is, key presses move the overlay instead of running shortcuts.
 *
 * @returns `true` while the overlay is active.
 */
export function isInOverlayMode(): boolean;

/**
 * Opens the dialog in which the user presses a new shortcut for a command, the same dialog the
 * Keyboard Shortcuts panel uses. The choice is saved in the user's `keymap.json`. Does nothing for
 * commands whose shortcut cannot be changed (see {@link canAssignBinding}).
 *
 * @param command - The command to change the shortcut of.
 *
 * @example
 * ```js
 * const KeyBindingManager = brackets.getModule("command/KeyBindingManager");
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const command = CommandManager.get("jane.stamp.insert");
 * if (command) {
 *     KeyBindingManager.showShortcutSelectionDialog(command);
 * }
 * ```
 */
export function showShortcutSelectionDialog(command: Command): void;

/**
 * Tells whether the user may change the shortcut of a command. It is `false` for Undo, Redo,
 * Select All, Cut, Copy and Paste, and for Quit on macOS.
 *
 * @param commandId - The command id.
 * @returns `true` if the command's shortcut can be reassigned.
 */
export function canAssignBinding(commandId: string): boolean;

/**
 * Listens for this module's events (see {@link KeyBindingManagerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The KeyBindingManager module, so calls can be chained.
 *
 * @example
 * ```js
 * const KeyBindingManager = brackets.getModule("command/KeyBindingManager");
 * KeyBindingManager.on(KeyBindingManager.EVENT_KEY_BINDING_ADDED, function (event, binding, commandID) {
 *     console.log(commandID, "is now on", binding.displayKey);
 * });
 * ```
 */
export function on<K extends keyof KeyBindingManagerEvents>(
  events: K | `${K}.${string}`,
  handler: KeyBindingManagerEvents[K],
): typeof import('command/KeyBindingManager');
export function on(events: string, handler: EventHandler): typeof import('command/KeyBindingManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The KeyBindingManager module, so calls can be chained.
 */
export function one<K extends keyof KeyBindingManagerEvents>(
  events: K | `${K}.${string}`,
  handler: KeyBindingManagerEvents[K],
): typeof import('command/KeyBindingManager');
export function one(events: string, handler: EventHandler): typeof import('command/KeyBindingManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The KeyBindingManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('command/KeyBindingManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof KeyBindingManagerEvents>(eventName: K, ...args: EventArgs<KeyBindingManagerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
