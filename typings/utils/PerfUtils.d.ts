/**
 * Simple named timers for measuring how long things take inside the editor, and a store of the
 * results.
 *
 * Start a timer with {@link markStart}, stop it with {@link addMeasurement}, and read the numbers
 * back with {@link getData} or {@link getDelimitedPerfData}. A name can be measured many times; the
 * values then accumulate into a list. Several timers can run at once.
 *
 * The editor uses these timers for its own timings, such as start-up and opening files. An
 * extension can use them to time its own expensive steps.
 *
 * (Older reference pages listed an `_` entry here; that is the utility library this module uses
 * internally, not part of its API.)
 *
 * @example
 * ```js
 * const PerfUtils = brackets.getModule("utils/PerfUtils");
 *
 * const timer = PerfUtils.markStart("MyExtension: index project");
 * const index = new Map([["README.md", 1]]); // the work being timed
 * PerfUtils.addMeasurement(timer);
 *
 * console.log(PerfUtils.getData("MyExtension: index project"), "ms");
 * ```
 *
 * @module utils/PerfUtils
 */

/**
 * An opaque handle for a running or finished timer, returned by {@link markStart} or created with
 * {@link createPerfMeasurement}. Pass it back to the other functions; do not rely on its contents.
 */
export type PerfTimerId = object;

/** A reusable, named measurement created by {@link createPerfMeasurement}. */
export interface PerfMeasurement {
  /** The key given when it was created. */
  readonly id: string;
  /** The short name shown in performance reports. */
  readonly name: string;
}

/**
 * Creates a reusable measurement key for something that is timed repeatedly, such as "open file".
 * Besides being returned, the key is added to the module object under `id` (so
 * `PerfUtils[id]` refers to it from anywhere).
 *
 * @param id A unique identifier, by convention in upper case (e.g. `"MYEXT_INDEX_PROJECT"`).
 * @param name A short, readable name for reports.
 * @returns The new measurement key, usable wherever a timer id is expected.
 *
 * @example
 * ```js
 * const PerfUtils = brackets.getModule("utils/PerfUtils");
 * const INDEXING = PerfUtils.createPerfMeasurement("MYEXT_INDEXING", "MyExt indexing");
 * PerfUtils.markStart(INDEXING.name);
 * ```
 */
export function createPerfMeasurement(id: string, name: string): PerfMeasurement;

/**
 * Measurement key for timing opening an inline editor or inline docs, created by this module with {@link createPerfMeasurement}.
 */
export const INLINE_WIDGET_OPEN: PerfMeasurement;

/**
 * Measurement key for timing closing an inline editor or inline docs, created by this module with {@link createPerfMeasurement}.
 */
export const INLINE_WIDGET_CLOSE: PerfMeasurement;

/**
 * Measurement key for timing `DocumentManager.getDocumentForPath()`, created by `document/DocumentManager` with {@link createPerfMeasurement}.
 */
export const DOCUMENT_MANAGER_GET_DOCUMENT_FOR_PATH: PerfMeasurement;

/**
 * Measurement key for timing the search of the project for JavaScript functions, created by `language/JSUtils` with {@link createPerfMeasurement}.
 */
export const JSUTILS_GET_ALL_FUNCTIONS: PerfMeasurement;

/**
 * Measurement key for timing the regular-expression scan for JavaScript functions, created by `language/JSUtils` with {@link createPerfMeasurement}.
 */
export const JSUTILS_REGEXP: PerfMeasurement;

/**
 * Measurement key for timing finding where one matched JavaScript function ends, created by `language/JSUtils` with {@link createPerfMeasurement}.
 */
export const JSUTILS_END_OFFSET: PerfMeasurement;

/**
 * Measurement key for timing creating the JavaScript Quick Edit inline editor, created by the built-in JavaScript Quick Edit extension with {@link createPerfMeasurement}.
 */
export const JAVASCRIPT_INLINE_CREATE: PerfMeasurement;

/**
 * Measurement key for timing finding a function for JavaScript Quick Edit, created by the built-in JavaScript Quick Edit extension with {@link createPerfMeasurement}.
 */
export const JAVASCRIPT_FIND_FUNCTION: PerfMeasurement;

/**
 * Starts a named timer, or several at once. Use a descriptive name, because it appears as-is in the
 * performance report, for example `"Open file: /src/index.html"`.
 *
 * @param name The timer's name, or an array of names to start several timers.
 * @returns A timer id (or one id per name) to pass to {@link addMeasurement}. Keeping the id saves
 *     rebuilding a name that was assembled from several strings.
 *
 * @example
 * ```js
 * const PerfUtils = brackets.getModule("utils/PerfUtils");
 * const fileName = "app.js";
 * const timer = PerfUtils.markStart("MyExt: parse " + fileName);
 * ```
 */
export function markStart(name: string): PerfTimerId;
export function markStart(name: string[]): PerfTimerId[];

/**
 * Stops a timer and records the elapsed time under its name. Repeated measurements of the same name
 * are kept as a list. If the timer was never started with {@link markStart}, the time since the
 * application started is recorded instead.
 *
 * @param id The timer id returned by {@link markStart} (or a measurement key).
 *
 * @example
 * ```js
 * const PerfUtils = brackets.getModule("utils/PerfUtils");
 * const timer = PerfUtils.markStart("MyExt: render panel");
 * $("#my-panel").html("<ul><li>one</li></ul>");
 * PerfUtils.addMeasurement(timer);
 * ```
 */
export function addMeasurement(id: PerfTimerId): void;

/**
 * Records the elapsed time for a timer but keeps it open for updates, for when you cannot know which
 * of several events will be the last one (for example the final re-render after a burst of
 * changes). Each call replaces the previously recorded value for that timer. Call
 * {@link finalizeMeasurement} once you are done.
 *
 * If the timer was not started with {@link markStart}, this behaves like {@link addMeasurement}.
 *
 * @param id The timer id.
 */
export function updateMeasurement(id: PerfTimerId): void;

/**
 * Closes a timer that was running or being updated with {@link updateMeasurement}, so the next
 * {@link markStart} with that name starts a fresh measurement.
 *
 * @param id The timer id.
 */
export function finalizeMeasurement(id: PerfTimerId): void;

/**
 * Tells whether a timer has been started and not yet recorded.
 *
 * @param id The timer id.
 * @returns `true` while the timer is running.
 */
export function isActive(id: PerfTimerId): boolean;

/**
 * Returns all recorded measurements as text, one line per name with tab-separated values, ready to
 * paste into a spreadsheet.
 *
 * @returns The tab-delimited report.
 */
export function getDelimitedPerfData(): string;

/**
 * Returns what has been recorded for a measurement name.
 *
 * @param id The measurement name (or key).
 * @returns The time in milliseconds, a list of times if it was measured more than once, or
 *     `undefined` if nothing was recorded.
 */
export function getData(id: PerfTimerId | string): number | number[] | undefined;

/**
 * Returns a summary of key performance figures, in the form the editor includes in its health
 * report.
 *
 * @returns An object of named figures.
 */
export function getHealthReport(): Record<string, unknown>;

/**
 * Returns the recorded values of every measurement whose name matches a regular expression.
 *
 * @param regExp The pattern to test measurement names against.
 * @returns The matching values.
 *
 * @example
 * ```js
 * const PerfUtils = brackets.getModule("utils/PerfUtils");
 * const myTimings = PerfUtils.searchData(/^MyExt:/);
 * ```
 */
export function searchData(regExp: RegExp): unknown[];

/**
 * Deletes every recorded measurement and forgets all running timers.
 */
export function clear(): void;
