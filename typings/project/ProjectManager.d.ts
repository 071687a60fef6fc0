/**
 * The open project: its root folder, the file tree in the sidebar, and project-wide file
 * operations.
 *
 * Reach for this module when an extension needs to know which folder is open, list or filter the
 * project's files, react when the user opens or closes a project, reveal a file in the tree,
 * create, rename or delete items the way the tree does, or decorate tree items with icons and
 * CSS classes.
 *
 * The editor always has exactly one project open; opening another one closes the current one.
 * Project-relative helpers do not understand paths containing `..`.
 *
 * **Events.** The module is an event dispatcher: subscribe with `ProjectManager.on(...)`, using
 * the `EVENT_*` constants. See {@link ProjectManagerEvents} for the arguments each handler gets.
 * The order when switching projects is `beforeProjectClose`, `projectClose`, `projectOpen`, then
 * `afterProjectOpen`. Re-rendering the same project fires `projectRefresh` instead.
 *
 * @example
 * ```js
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 *
 * ProjectManager.on(ProjectManager.EVENT_PROJECT_OPEN, async (event, projectRoot) => {
 *     const cssFiles = await ProjectManager.getAllFiles(ProjectManager.getLanguageFilter("css"));
 *     console.log(`${projectRoot.name} has ${cssFiles.length} CSS files`);
 * });
 * ```
 * @module project/ProjectManager
 */

import type File = require('filesystem/File');
import type Directory = require('filesystem/Directory');
import type FileSystemEntry = require('filesystem/FileSystemEntry');
import type {FileSystemError} from 'filesystem/FileSystemError';
import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';

/** What icon and class providers are told about the item being drawn. */
export interface ProjectItemInfo {
  /** File or folder name. */
  name: string;
  /** Full path of the item. */
  fullPath: string;
  /** `true` for a file, `false` for a folder. */
  isFile: boolean;
}

/**
 * Returns what to show in front of an item: an HTML string, a jQuery object or a DOM node.
 * Return `undefined` or `null` to leave the item to other providers or the default icon.
 */
export type IconProvider = (item: ProjectItemInfo) => string | JQuery<HTMLElement> | HTMLElement | null | undefined;

/**
 * Returns a space-separated list of CSS classes for an item, or `undefined`/`null` to add none.
 */
export type ClassesProvider = (item: ProjectItemInfo) => string | null | undefined;

/** Why an inline rename or move failed, as passed to a rejected {@link renameItemInline} promise. */
export interface RenameErrorInfo {
  /** A file system error code, or a `ProjectModel.ERROR_*` constant. */
  type: FileSystemError | string;
  /** `true` when the item is a folder. */
  isFolder: boolean;
  /** Full path of the item. */
  fullPath: string;
}

/**
 * Fires before the current project is closed, while its files are still open.
 * Value `"beforeProjectClose"`.
 */
export const EVENT_PROJECT_BEFORE_CLOSE: 'beforeProjectClose';

/**
 * Fires just before the project root changes, after its files have been closed and the folder is
 * no longer watched. Value `"projectClose"`.
 */
export const EVENT_PROJECT_CLOSE: 'projectClose';

/**
 * Fires when a folder could not be opened as a project (for example it no longer exists). The
 * editor then falls back to another project. Value `"projectFileOpenFailed"`.
 */
export const EVENT_PROJECT_OPEN_FAILED: 'projectFileOpenFailed';

/** Fires when a new project root is set and its tree is ready. Value `"projectOpen"`. */
export const EVENT_PROJECT_OPEN: 'projectOpen';

/**
 * Fires right after all `projectOpen` handlers have run; use it for work that should wait until
 * the rest of the editor has reacted to the new project. Value `"afterProjectOpen"`.
 */
export const EVENT_AFTER_PROJECT_OPEN: 'afterProjectOpen';

/**
 * Fires once the files the editor was asked to open at startup (from the operating system or the
 * command line) have been loaded. This can happen before your extension loads, so do not rely on
 * receiving it.
 */
export const EVENT_AFTER_STARTUP_FILES_LOADED: 'startupFilesLoaded';

/**
 * Fires when the tree of the *same* project is re-rendered, for example after the
 * file tree Refresh command.
 * Value `"projectRefresh"`.
 */
export const EVENT_PROJECT_REFRESH: 'projectRefresh';

/**
 * Name of the DOM event that the sidebar triggers on the file tree container when the content of
 * the tree or the working set list changes (useful for repositioning overlays). It is a jQuery
 * event on the element, not a `ProjectManager` event. Value `"contentChanged"`.
 */
export const EVENT_CONTENT_CHANGED: 'contentChanged';

/**
 * Fires when a file or folder inside the project changes on disk (renames excluded; see
 * {@link EVENT_PROJECT_FILE_RENAMED}). Value `"projectFileChanged"`.
 */
export const EVENT_PROJECT_FILE_CHANGED: 'projectFileChanged';

/** Fires when a file or folder is renamed or moved. Value `"projectFileRenamed"`. */
export const EVENT_PROJECT_FILE_RENAMED: 'projectFileRenamed';

/**
 * Fires for both changes and renames of paths in the project, for listeners that treat them
 * the same way. Value `"projectChangedPath"`; see {@link ProjectManagerEvents.projectChangedPath}
 * for the arguments.
 */
export const EVENT_PROJECT_CHANGED_OR_RENAMED_PATH: 'projectChangedPath';

/**
 * Handler signatures for the events `ProjectManager` triggers. Subscribe with {@link on}.
 */
export interface ProjectManagerEvents {
  /**
   * The project is about to close; its files are still open. A handler that needs to finish
   * something first, or to stop the switch, pushes a promise onto `vetoPromises`: the editor
   * waits for all of them and cancels the switch if any rejects. The array argument was added
   * in 5.1.
   * @event
   * @param event - The event object.
   * @param projectRoot - Root folder of the project that is closing.
   * @param vetoPromises - Promises the switch waits for.
   */
  beforeProjectClose: (event: DispatcherEvent, projectRoot: Directory, vetoPromises: PromiseLike<unknown>[]) => void;
  /**
   * The project has closed.
   * @event
   * @param event - The event object.
   * @param projectRoot - Root folder of the project that closed.
   */
  projectClose: (event: DispatcherEvent, projectRoot: Directory) => void;
  /**
   * Opening a project failed.
   * @event
   * @param event - The event object.
   * @param rootPath - The folder that could not be opened.
   */
  projectFileOpenFailed: (event: DispatcherEvent, rootPath: string) => void;
  /**
   * A project was opened.
   * @event
   * @param event - The event object.
   * @param projectRoot - Root folder of the new project.
   */
  projectOpen: (event: DispatcherEvent, projectRoot: Directory) => void;
  /**
   * Every `projectOpen` handler has run.
   * @event
   * @param event - The event object.
   * @param projectRoot - Root folder of the new project.
   */
  afterProjectOpen: (event: DispatcherEvent, projectRoot: Directory) => void;
  /**
   * The current project's tree was re-rendered.
   * @event
   * @param event - The event object.
   * @param projectRoot - Root folder of the project.
   */
  projectRefresh: (event: DispatcherEvent, projectRoot: Directory) => void;
  /**
   * Something inside the project changed on disk.
   * @event
   * @param event - The event object.
   * @param entry - The changed file, or the folder whose children changed.
   * @param added - Entries that appeared inside the project.
   * @param removed - Entries that disappeared from the project.
   */
  projectFileChanged: (
    event: DispatcherEvent,
    entry: File | Directory | null,
    added: FileSystemEntry[],
    removed: FileSystemEntry[],
  ) => void;
  /**
   * A file or folder was renamed or moved.
   * @event
   * @param event - The event object.
   * @param oldPath - Full path before the rename.
   * @param newPath - Full path after the rename.
   */
  projectFileRenamed: (event: DispatcherEvent, oldPath: string, newPath: string) => void;
  /**
   * A path in the project changed or was renamed, reported in one shape for both: the folder
   * concerned and the normalized paths that appeared in it and disappeared from it. A rename
   * between two folders fires twice, once per folder.
   * @event
   * @param event - The event object.
   * @param parentPath - The changed entry or its folder, or `null` when unknown.
   * @param added - Paths that appeared.
   * @param removed - Paths that disappeared.
   */
  projectChangedPath: (event: DispatcherEvent, parentPath: string | null, added: Set<string>, removed: Set<string>) => void;
  /**
   * The files the editor was asked to open at startup have been opened. It may fire before
   * your extension loads; check {@link isStartupFilesLoaded} as well.
   * @event
   * @param event - The event object.
   */
  startupFilesLoaded: (event: DispatcherEvent) => void;
  /**
   * The editor window is about to close. A handler with work to finish first pushes a promise
   * onto `exitWaitPromises`. The editor waits for those only for a short time, and not on every
   * way of closing, so keep the work brief.
   * @event
   * @param event - The event object.
   * @param exitWaitPromises - Promises to wait for before closing.
   */
  beforeAppClose: (event: DispatcherEvent, exitWaitPromises: PromiseLike<unknown>[]) => void;
}

/**
 * Returns the item the user right-clicked in the file tree, while its context menu is relevant.
 *
 * @returns The right-clicked file or folder, or `null` if there is none.
 */
export function getFileTreeContext(): File | Directory | null;

/**
 * Returns the item selected in the sidebar, looking first at the file tree's context item, then
 * at the tree selection, then at the file shown in the editor. It may differ from the current
 * document: a folder can be selected, for instance.
 *
 * @returns The selected file or folder, or `null` if nothing is selected anywhere.
 */
export function getSelectedItem(): File | Directory | null;

/**
 * Returns the project's base URL, the server address set in project settings that Live Preview
 * uses instead of serving files itself.
 *
 * @returns The URL-encoded base URL (ending with `/`), or `""` when none is set.
 */
export function getBaseUrl(): string;

/**
 * Sets the project's base URL and remembers it with the project. A trailing `/` is added if
 * missing.
 *
 * @param projectBaseUrl - The URL-encoded base URL, or `""` to clear it.
 */
export function setBaseUrl(projectBaseUrl: string): void;

/**
 * Tells whether a path or entry is inside the open project.
 *
 * @param absPathOrEntry - A full path, or a file or folder entry.
 * @returns `true` if it lies under the project root.
 */
export function isWithinProject(absPathOrEntry: string | FileSystemEntry): boolean;

/**
 * Keeps only the paths or entries that are inside the open project.
 *
 * @param absPathOrEntryArray - Full paths and/or entries to filter.
 * @returns A new array with the items inside the project (the input itself if it was empty or
 *     missing).
 */
export function filterProjectFiles<T extends string | FileSystemEntry>(absPathOrEntryArray: T[]): T[];

/**
 * Makes a path relative to the project root when it is inside the project.
 *
 * @param absPath - A full path.
 * @returns The path relative to the project root (no leading `/`), or `absPath` unchanged if it
 *     is outside the project.
 * @example
 * ```js
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 * // With /work/site/ open as the project:
 * ProjectManager.makeProjectRelativeIfPossible("/work/site/css/main.css"); // "css/main.css"
 * ```
 */
export function makeProjectRelativeIfPossible(absPath: string): string;

/**
 * Returns a path suitable for showing to the user: project-relative when possible, otherwise the
 * platform path on desktop, or a path relative to the mounted folder in the browser. Use it only
 * for display; the format may change.
 *
 * @param fullPath - A full path.
 * @returns A display path.
 */
export function getProjectRelativeOrDisplayPath(fullPath: string): string;

/**
 * Returns the root folder of the open project.
 *
 * @returns The root folder, or `null` while no project has loaded yet (early during startup).
 * @example
 * ```js
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 * const root = ProjectManager.getProjectRoot();
 * if (root) { console.log("Project:", root.name, "at", root.fullPath); }
 * ```
 */
export function getProjectRoot(): Directory | null;

/**
 * Returns the full path of the bundled welcome ("Getting Started") project that is opened on
 * first launch.
 *
 * @param sampleUrl - Accepted for compatibility; ignored.
 * @param initialPath - Accepted for compatibility; ignored.
 * @returns The welcome project's folder path.
 */
export function getWelcomeProjectPath(sampleUrl?: string, initialPath?: string): string;

/**
 * Returns the placeholder path the project root has while no real project is loaded,
 * `"/no_project_loaded/"`.
 *
 * @returns The placeholder path.
 */
export function getPlaceholderProjectPath(): string;

/**
 * Tells whether the files the editor was asked to open at startup (from the operating system or
 * the command line) have been opened; see {@link EVENT_AFTER_STARTUP_FILES_LOADED}.
 *
 * @returns `true` once they have.
 */
export function isStartupFilesLoaded(): boolean;

/**
 * Returns the folder of the bundled "explore" sample projects, inside the local projects folder.
 *
 * @returns A folder path ending with `explore/`.
 */
export function getExploreProjectPath(): string;

/**
 * Returns the folder where projects managed by the editor itself are stored (for example
 * projects created from templates in the browser version).
 *
 * @returns The folder path.
 */
export function getLocalProjectsPath(): string;

/**
 * Tells whether a path is the current welcome project or any welcome project opened by an
 * earlier version.
 *
 * @param path - The folder path to check.
 * @returns `true` for a welcome project path.
 */
export function isWelcomeProjectPath(path: string): boolean;

/**
 * If a path points to an outdated welcome project, returns the current welcome project instead.
 *
 * @param path - A project folder path.
 * @returns The current welcome project path, or `path` unchanged.
 */
export function updateWelcomeProjectPath(path: string): string;

/**
 * Works out which folder to open at startup: a folder passed on the command line, else the last
 * opened project if it still exists, else the welcome project.
 *
 * @returns Resolves to the folder path.
 */
export function getStartupProjectPath(): Promise<string>;

/**
 * Returns the project path remembered from the last session (the welcome project on first
 * launch).
 *
 * @deprecated Use {@link getStartupProjectPath}, which also honours the command line and checks
 *     that the folder exists.
 * @returns A folder path.
 */
export function getInitialProjectPath(): string;

/**
 * Asks the file tree to refresh, throwing away cached listings. Calls are debounced: the refresh
 * runs once, a second after the last call. Treat it as "fire and forget": the returned promise no longer tracks
 * completion.
 */
export function refreshFileTree(): void;

/**
 * Expands the tree down to a file or folder and selects it. Does nothing if the item is outside
 * the project or does not exist.
 *
 * @param entry - The file or folder to reveal.
 * @returns A jQuery promise resolved when done, or rejected if the item was not found.
 * @example
 * ```js
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 *
 * ProjectManager.showInTree(FileSystem.getFileForPath("/work/site/js/app.js"));
 * ```
 */
export function showInTree(entry: File | Directory): JQuery.Promise<void>;

/**
 * Opens a folder as the project, closing the current one. Unsaved changes are offered for saving
 * first; if the user cancels, nothing happens.
 *
 * @param path - Full path of the folder to open. Omit it to let the user choose a folder in a
 *     dialog.
 * @returns A jQuery promise resolved once the project is loaded and its tree drawn, or rejected
 *     if the user cancelled or the folder could not be loaded.
 */
export function openProject(path?: string): JQuery.Promise<void>;

/**
 * Creates a new file or folder in the project, the way the file tree's New
 * File and New Folder commands do.
 * Unless `skipRename` is set, the item appears with an inline name box so the user can type its
 * name.
 *
 * @param baseDir - Folder (path or object) to create the item in. Falls back to the project root
 *     when it is invalid or outside the project.
 * @param initialName - Suggested name.
 * @param skipRename - `true` to create the item right away with `initialName`, without the name box.
 * @param isFolder - `true` to create a folder instead of a file.
 * @returns A jQuery promise resolved with the new file or folder, or rejected if the user
 *     cancelled or the name was invalid.
 * @example
 * ```js
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 *
 * const root = ProjectManager.getProjectRoot();
 * if (root) {
 *     ProjectManager.createNewItem(root, "notes.md", true, false)
 *         .done((file) => ProjectManager.showInTree(file));
 * }
 * ```
 */
export function createNewItem(
  baseDir: string | Directory,
  initialName: string,
  skipRename: boolean,
  isFolder: boolean,
): JQuery.Promise<File | Directory>;

/**
 * Permanently deletes a file or folder, showing the project busy indicator meanwhile and an
 * error dialog if it fails. Open documents for deleted files are closed.
 *
 * @param entry - The file or folder to delete.
 * @returns A jQuery promise resolved when deleted, or rejected with an error code.
 */
export function deleteItem(entry: File | Directory): JQuery.Promise<void, FileSystemError>;

/**
 * Moves a file or folder to the system trash (the Recycle Bin on Windows), showing the project
 * busy indicator meanwhile and an error dialog if it fails. Only works in the desktop app, for
 * items on the real disk; elsewhere it fails at once.
 *
 * @param entry - The file or folder.
 * @returns A jQuery promise resolved when moved, or rejected with an error (`"NotSupported"`
 *     when the item cannot go to the trash).
 */
export function moveToTrash(entry: File | Directory): JQuery.Promise<void, unknown>;

/**
 * Builds a filter for {@link getAllFiles} that keeps files of certain languages, as identified
 * by `LanguageManager`.
 *
 * @param languageId - One language id (such as `"javascript"`) or several.
 * @returns A function that returns `true` for files of those languages.
 */
export function getLanguageFilter(languageId: string | string[]): (file: File) => boolean;

/** Completes a rename that is in progress in the file tree, as if the user pressed Enter. */
export function forceFinishRename(): void;

/**
 * Shows or hides the busy spinner next to the project name, with a reason in its tooltip. Calls
 * are counted: the spinner stays until every "busy" call has been matched by a "not busy" call
 * with the *same* message.
 *
 * @param isBusy - `true` to mark the start of the work, `false` to mark its end.
 * @param message - Why the project is busy. Use the exact same text for both calls.
 * @example
 * ```js
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 *
 * const reason = "Generating thumbnails…";
 * ProjectManager.setProjectBusy(true, reason);
 * try {
 *     await fetch("https://example.com/thumbnails", { method: "POST" });
 * } finally {
 *     ProjectManager.setProjectBusy(false, reason);
 * }
 * ```
 */
export function setProjectBusy(isBusy: boolean, message: string): void;

/**
 * Returns a path relative to the folder *containing* the project, so the result starts with the
 * project's own name (for example `my-site/css/main.css`).
 *
 * @param path - A full path.
 * @returns The relative path.
 */
export function getProjectRelativePath(path: string): string;

/**
 * Returns the file or folder that the file tree's context menu currently applies to.
 *
 * @returns The context item, or `null`.
 */
export function getContext(): File | Directory | null;

/**
 * Starts an inline rename of a tree item (finishing any rename already in progress). Failures,
 * such as an invalid name or an existing item with that name, are reported to the user in a
 * dialog.
 *
 * @param entry - The file or folder to rename.
 * @param isMoved - `true` when the item is being moved (dragged) rather than renamed.
 * @returns A jQuery promise resolved when the rename finishes, or rejected with details of why it
 *     failed.
 */
export function renameItemInline(entry: FileSystemEntry, isMoved?: boolean): JQuery.Promise<void, RenameErrorInfo>;

/** Options for {@link getAllFiles}. */
export interface GetAllFilesOptions {
  /** Only return files inside this file or folder of the project. */
  scope?: File | Directory;
}

/**
 * Lists every file in the project. Items the tree hides (see `ProjectModel.shouldShow()`) are
 * always left out; your `filter` is applied after that. If the project is too big to list, the
 * user is warned once and the promise resolves with an empty array.
 *
 * @param filter - Keeps a file when it returns `true`; called like an `Array.filter()` callback.
 *     Does not stop folders from being searched. May be omitted.
 * @param includeWorkingSet - `true` to add open files from outside the project (untitled
 *     documents excepted).
 * @param sort - `true` to sort the result by path.
 * @param options - Narrow the listing to part of the project.
 * @returns A jQuery promise resolved with the matching files.
 * @example
 * ```js
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 *
 * ProjectManager.getAllFiles((file) => file.name.endsWith(".test.js"), false, true)
 *     .done((files) => console.log(files.map((f) => f.fullPath)));
 * ```
 */
export function getAllFiles(
  filter?: ((file: File, index: number) => boolean) | null,
  includeWorkingSet?: boolean,
  sort?: boolean,
  options?: GetAllFilesOptions,
): JQuery.Promise<File[]>;
export function getAllFiles(includeWorkingSet?: boolean, sort?: boolean, options?: GetAllFilesOptions): JQuery.Promise<File[]>;

/**
 * Adds a provider of icons for both the file tree and the working set (Open Files list). The
 * provider is asked before each item is drawn. When several providers answer, the one with the
 * highest priority wins; among equal priorities, the first to answer wins.
 *
 * @param callback - Returns the icon for an item, or `undefined` to pass.
 * @param priority - Higher numbers win. Defaults to `0`.
 * @example
 * ```js
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 *
 * ProjectManager.addIconProvider((item) => {
 *     if (item.isFile && item.name.endsWith(".todo")) {
 *         return "<i class='fa-solid fa-list-check' style='margin-right:4px'></i>";
 *     }
 * });
 * ```
 */
export function addIconProvider(callback: IconProvider, priority?: number): void;

/**
 * Adds a provider of CSS classes for both the file tree and the working set. It is asked each
 * time an item is drawn or updated (earlier classes are cleared first). Providers of equal
 * priority all contribute; otherwise the highest priority wins.
 *
 * @param callback - Returns space-separated class names, or `undefined` to add none.
 * @param priority - Higher numbers win. Defaults to `0`.
 */
export function addClassesProvider(callback: ClassesProvider, priority?: number): void;

/**
 * Redraws the whole file tree. Normally only changed parts are redrawn; call this when your
 * icon or class providers would now answer differently for existing items.
 */
export function rerenderTree(): void;

/**
 * Tells whether a file or folder is normally shown in the tree (same as `ProjectModel.shouldShow`).
 *
 * @param entry - The entry to test.
 * @returns `false` for entries such as `.git` or `.DS_Store`.
 */
export function shouldShow(entry: FileSystemEntry): boolean;

/**
 * Tells whether a name is shown in the file tree, by name alone (the same rule as
 * {@link shouldShow}, which takes an entry).
 *
 * @param name - A file or folder name, without path.
 * @returns `false` for names such as `.git` or `.DS_Store`.
 */
export function shouldShowFileNameInTree(name: string): boolean;

/**
 * Tells whether a file or folder should be indexed for search and code hints (same as
 * `ProjectModel.shouldIndex`).
 *
 * @param entry - The entry to test.
 * @returns `false` for hidden entries and for folders such as `node_modules`.
 */
export function shouldIndex(entry: FileSystemEntry): boolean;

/**
 * Listens for this module's events (see {@link ProjectManagerEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The ProjectManager module, so calls can be chained.
 *
 * @example
 * ```js
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 *
 * ProjectManager.on("projectOpen.myExt", function (event, projectRoot) {
 *     console.log("Opened project", projectRoot.fullPath);
 * });
 * ```
 */
export function on<K extends keyof ProjectManagerEvents>(
  events: K | `${K}.${string}`,
  handler: ProjectManagerEvents[K],
): typeof import('project/ProjectManager');
export function on(events: string, handler: EventHandler): typeof import('project/ProjectManager');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The ProjectManager module, so calls can be chained.
 */
export function one<K extends keyof ProjectManagerEvents>(
  events: K | `${K}.${string}`,
  handler: ProjectManagerEvents[K],
): typeof import('project/ProjectManager');
export function one(events: string, handler: EventHandler): typeof import('project/ProjectManager');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The ProjectManager module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('project/ProjectManager');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof ProjectManagerEvents>(eventName: K, ...args: EventArgs<ProjectManagerEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
