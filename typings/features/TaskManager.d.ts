/**
 * Long-running tasks in the status bar. Add a task to show its title, a status message and a
 * progress bar in the status bar's Tasks drop-down, where the user can follow it and, if you allow
 * it, pause, resume, stop or retry it.
 *
 * Use it for work that takes more than a moment: downloads, builds, indexing, deployments. While tasks
 * exist, a task indicator with a spinner appears in the status bar; marking a task as succeeded or
 * failed shows that outcome on its progress bar until you close it.
 *
 * @example
 * ```js
 * const TaskManager = brackets.getModule("features/TaskManager");
 *
 * const controller = new AbortController();
 * const task = TaskManager.addNewTask("Deploying site", "Uploading files...",
 *     '<i class="fa-solid fa-cloud-arrow-up"></i>', {
 *         onStopClick: () => controller.abort()
 *     });
 * task.showStopIcon("Cancel upload");
 *
 * fetch("https://example.com/deploy", { method: "POST", signal: controller.signal })
 *     .then(() => {
 *         task.hideStopIcon();
 *         task.setMessage("Deployed");
 *         task.setSucceded();
 *     })
 *     .catch(() => task.setFailed());
 * ```
 *
 * @module features/TaskManager
 */

import type {EventHandler} from 'utils/EventDispatcher';

/** Optional settings and button callbacks for {@link addNewTask}. */
export interface TaskOptions {
  /** Called when the user clicks the task's pause button (shown with `showPauseIcon()`). */
  onPauseClick?: () => void;
  /** Called when the user clicks the play (resume) button (shown with `showPlayIcon()`). */
  onPlayClick?: () => void;
  /** Called when the user clicks the stop button (shown with `showStopIcon()`). */
  onStopClick?: () => void;
  /** Called when the user clicks the retry button (shown with `showRestartIcon()`). */
  onRetryClick?: () => void;
  /** Called when the user picks the task in the Tasks drop-down, for example to open a details dialog. */
  onSelect?: (element: unknown) => void;
  /** Starting progress, 0 to 100. Without it the bar shows an indeterminate pulse. */
  progressPercent?: number;
  /**
   * Do not draw attention with the status bar spinner for this task. Use it for quiet background
   * work that the user does not need to watch.
   */
  noSpinnerNotification?: boolean;
}

/**
 * A task returned by {@link addNewTask}. Its methods update what the user sees in the Tasks
 * drop-down. The object is also an event dispatcher (`on`/`off`).
 *
 * Mind the spelling of two methods: marking success is `setSucceded()` (one "e" before "d"), while
 * the check is `isSucceeded()`.
 */
export interface TaskObject {
  /** Opens the Tasks drop-down so the user sees this task. */
  show(): void;
  /** Finishes the task and removes it from the drop-down. Call it when the user no longer needs to see it. */
  close(): void;
  /**
   * Changes the task's title.
   *
   * @param title The new title.
   */
  setTitle(title: string): void;
  /**
   * Returns the task's title.
   *
   * @returns The title.
   */
  getTitle(): string;
  /**
   * Changes the status line shown under the title.
   *
   * @param message The new message.
   */
  setMessage(message: string): void;
  /**
   * Returns the current status line.
   *
   * @returns The message.
   */
  getMessage(): string;
  /**
   * Updates the progress bar. This also clears a previous succeeded or failed state.
   *
   * @param percent Progress from 0 to 100.
   */
  setProgressPercent(percent: number): void;
  /**
   * Returns the last progress value set.
   *
   * @returns Progress from 0 to 100, or nothing if no progress was set.
   */
  getProgressPercent(): number | null | undefined;
  /** Marks the task as failed: the progress bar turns into the failure color and the spinner signals the change. */
  setFailed(): void;
  /**
   * Tells whether the task is marked as failed.
   *
   * @returns `true` after {@link TaskObject.setFailed}.
   */
  isFailed(): boolean;
  /** Marks the task as succeeded: the progress bar turns into the success color and the spinner signals the change. */
  setSucceded(): void;
  /**
   * Tells whether the task is marked as succeeded.
   *
   * @returns `true` after {@link TaskObject.setSucceded}.
   */
  isSucceeded(): boolean;
  /**
   * Replaces the task's icon.
   *
   * @param html HTML for the new icon, such as `<i class="fa-solid fa-gear"></i>`.
   */
  setIconHTML(html: string): void;
  /**
   * Shows the stop button; clicking it calls `onStopClick`.
   *
   * @param tooltipMessage Tooltip for the button. A default text is used if omitted.
   */
  showStopIcon(tooltipMessage?: string): void;
  /** Hides the stop button. */
  hideStopIcon(): void;
  /**
   * Shows the play (resume) button; clicking it calls `onPlayClick`.
   *
   * @param tooltipMessage Tooltip for the button. A default text is used if omitted.
   */
  showPlayIcon(tooltipMessage?: string): void;
  /** Hides the play button. */
  hidePlayIcon(): void;
  /**
   * Shows the pause button; clicking it calls `onPauseClick`.
   *
   * @param tooltipMessage Tooltip for the button. A default text is used if omitted.
   */
  showPauseIcon(tooltipMessage?: string): void;
  /** Hides the pause button. */
  hidePauseIcon(): void;
  /**
   * Shows the retry button; clicking it calls `onRetryClick`.
   *
   * @param tooltipMessage Tooltip for the button. A default text is used if omitted.
   */
  showRestartIcon(tooltipMessage?: string): void;
  /** Hides the retry button. */
  hideRestartIcon(): void;
  /** Briefly animates the status bar's task spinner to catch the user's eye without opening the drop-down. */
  flashSpinnerForAttention(): void;
  /**
   * Adds an event listener to the task object.
   *
   * @param events Event names, space-separated, each with an optional `.namespace`.
   * @param handler The listener.
   * @returns The task, for chaining.
   */
  on(events: string, handler: EventHandler): this;
  /**
   * Removes event listeners from the task object.
   *
   * @param events Event names and/or `.namespace` selectors.
   * @param handler When given, only this listener is removed.
   * @returns The task, for chaining.
   */
  off(events: string, handler?: EventHandler): this;
}

/**
 * Adds a task to the status bar's Tasks drop-down and returns an object to update it as the work
 * progresses. Close it with `task.close()` when it no longer needs to be shown.
 *
 * @param taskTitle The title shown for the task. Required.
 * @param message A status line shown under the title.
 * @param iconHTML HTML for the task's icon, such as a Font Awesome `<i>` element.
 * @param options Button callbacks, initial progress and notification behaviour; see {@link TaskOptions}.
 * @returns The task object.
 * @throws Error when `taskTitle` is empty.
 *
 * @example
 * ```js
 * const TaskManager = brackets.getModule("features/TaskManager");
 * const urls = ["https://example.com/a.json", "https://example.com/b.json"];
 * const task = TaskManager.addNewTask("Indexing", "Downloading indexes", null, { progressPercent: 0 });
 * for (let i = 0; i < urls.length; i++) {
 *     await fetch(urls[i]);
 *     task.setProgressPercent(Math.round((i + 1) * 100 / urls.length));
 * }
 * task.setSucceded();
 * ```
 */
export function addNewTask(taskTitle: string, message: string, iconHTML?: string | null, options?: TaskOptions): TaskObject;
