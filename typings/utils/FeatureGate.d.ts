/**
 * Feature flags for work in progress: ship code that stays switched off until a developer or tester
 * turns it on locally.
 *
 * Register a named gate with its default state, then check it before running the new code. Anyone
 * who wants to try the feature can switch it on for their own installation without a new build.
 * This is a development aid, not a user-facing setting: use preferences for options users should see.
 *
 * How the state is decided, in order:
 * 1. a local override stored in the browser storage under the key `feature.<featureName>`:
 *    the value `enabled` switches the feature on, `disabled` switches it off;
 * 2. otherwise the default given to {@link registerFeatureGate};
 * 3. an unregistered name counts as disabled.
 *
 * Overrides can be set with {@link setFeatureEnabled}, or by hand in the developer tools'
 * Local Storage view. The module is also available as the global `window.FeatureGate`.
 *
 * @example
 * ```js
 * const FeatureGate = brackets.getModule("utils/FeatureGate");
 * const FEATURE_NEW_COLORS = "myExtension.newColors";
 *
 * FeatureGate.registerFeatureGate(FEATURE_NEW_COLORS, false); // off unless overridden
 *
 * if (FeatureGate.isFeatureEnabled(FEATURE_NEW_COLORS)) {
 *     $("#my-panel").addClass("new-color-picker");
 * }
 * ```
 *
 * @module utils/FeatureGate
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/**
 * Events fired by the FeatureGate module. Listen with `FeatureGate.on(name, handler)`.
 */
export interface FeatureGateEvents {
  /**
   * A feature gate was registered.
   *
   * @event
   * @param event The event object.
   * @param featureName The gate's name.
   * @param enabledDefault Its default state.
   */
  featureGateRegistered: (event: DispatcherEvent, featureName: string, enabledDefault: boolean) => void;
}

/** Name of the event fired when a gate is registered; see {@link FeatureGateEvents.featureGateRegistered}. */
export const FEATURE_REGISTERED: 'featureGateRegistered';

/**
 * Declares a feature gate and its default state. A default that is not a boolean is ignored
 * (with a console warning) and the gate is not registered.
 *
 * @param featureName A unique name; prefix it with your extension's name, e.g. `"myExtension.newColors"`.
 * @param enabledDefault Whether the feature is on when no local override exists.
 *
 * @example
 * ```js
 * const FeatureGate = brackets.getModule("utils/FeatureGate");
 *
 * FeatureGate.registerFeatureGate("myExtension.experimentalSync", false);
 * ```
 */
export function registerFeatureGate(featureName: string, enabledDefault: boolean): void;

/**
 * Lists the names of every registered feature gate.
 *
 * @returns The gate names.
 */
export function getAllRegisteredFeatures(): string[];

/**
 * Tells whether a feature is switched on, taking local overrides into account (see the module
 * description for the order of precedence).
 *
 * @param featureName The gate's name.
 * @returns `true` if the feature should run.
 *
 * @example
 * ```js
 * const FeatureGate = brackets.getModule("utils/FeatureGate");
 *
 * if (FeatureGate.isFeatureEnabled("myExtension.experimentalSync")) {
 *     console.log("experimental sync is on");
 * }
 * ```
 */
export function isFeatureEnabled(featureName: string): boolean;

/**
 * Switches a feature on or off for this installation by storing a local override, which then wins
 * over the registered default.
 *
 * @param featureName The gate's name.
 * @param isEnabled `true` to switch the feature on, `false` to switch it off.
 *
 * @example
 * ```js
 * const FeatureGate = brackets.getModule("utils/FeatureGate");
 *
 * // e.g. from a hidden "labs" menu item
 * FeatureGate.setFeatureEnabled("myExtension.experimentalSync", true);
 * ```
 */
export function setFeatureEnabled(featureName: string, isEnabled: boolean): void;

/**
 * Listens for this module's events (see {@link FeatureGateEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The FeatureGate module, so calls can be chained.
 *
 * @example
 * ```js
 * const FeatureGate = brackets.getModule("utils/FeatureGate");
 *
 * FeatureGate.on("featureGateRegistered.myExt", function (event, featureName, enabledDefault) {
 *     console.log(featureName, "is", enabledDefault ? "on" : "off", "by default");
 * });
 * ```
 */
export function on<K extends keyof FeatureGateEvents>(
  events: K | `${K}.${string}`,
  handler: FeatureGateEvents[K],
): typeof import('utils/FeatureGate');
export function on(events: string, handler: EventHandler): typeof import('utils/FeatureGate');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The FeatureGate module, so calls can be chained.
 */
export function one<K extends keyof FeatureGateEvents>(
  events: K | `${K}.${string}`,
  handler: FeatureGateEvents[K],
): typeof import('utils/FeatureGate');
export function one(events: string, handler: EventHandler): typeof import('utils/FeatureGate');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The FeatureGate module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('utils/FeatureGate');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof FeatureGateEvents>(eventName: K, ...args: EventArgs<FeatureGateEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
