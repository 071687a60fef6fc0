/**
 * Globals that Phoenix Code gives every extension's code.
 */

/** The AMD module shape that extension files use. */
type PhoenixRequire = {
  /** Loads another file of the same extension, relative to the calling file. */
  (modulePath: string): unknown;
  /** Resolves a path inside the extension to a full URL. */
  toUrl(modulePath: string): string;
};

/** The event methods of `utils/EventDispatcher`, as a global name for {@link PhoenixModuleExports}. */
type PhoenixDispatcher = import('utils/EventDispatcher').Dispatcher;

/**
 * The `exports` object your extension's modules receive from `define()`.
 *
 * Add whatever you like to it (`exports.formatDate = formatDate`); those members are yours, so
 * they are not typed. The four event methods `on`, `off`, `one` and `trigger` are typed so that a
 * module which calls `EventDispatcher.makeEventDispatcher(exports)` can use them without casts;
 * they only exist after that call. The same holds for the methods that
 * `WorkerComm.createWorkerComm(worker, exports)` adds, such as `exports.execPeer()`.
 */
interface PhoenixModuleExports extends PhoenixDispatcher {
  [name: string]: any;
}

/**
 * Module path → module type, which makes `brackets.getModule("utils/Async")` return a typed module.
 * Empty here: the typings bundle fills it with one entry per declaration file of this folder, so
 * adding a module is adding its file. Extensions add the modules they load themselves (see
 * "Modules the typings do not cover" in the API reference).
 */
interface PhoenixModuleMap {}

/** Describes the running editor and hands out its modules. */
interface PhoenixBrackets {
  /**
   * Returns one of the editor's modules by its path.
   *
   * Paths listed in this API reference come back fully typed. Any other module of the editor
   * can be requested too; its type is then `unknown`, so check or cast it before use. Only modules
   * the editor has already loaded can be fetched this way: for one it has not loaded yet, use the
   * form that takes an array and a callback.
   *
   * @param modulePath - The module's path inside the editor's `src` folder, without `.js`.
   * @returns The module object.
   *
   * @example
   * ```js
   * const CommandManager = brackets.getModule("command/CommandManager");
   * CommandManager.execute("file.saveAll");
   * ```
   */
  getModule<K extends keyof PhoenixModuleMap>(modulePath: K): PhoenixModuleMap[K];
  getModule(modulePath: string): unknown;
  /**
   * Loads modules that may not be loaded yet and hands them to `onLoad`, in the order requested.
   *
   * @param modulePaths - Module paths, as for the single-path form.
   * @param onLoad - Called once every module has loaded.
   *
   * @example
   * ```js
   * brackets.getModule(["view/VideoPlayer"], function (VideoPlayer) {
   *     VideoPlayer.createPlayer({ src: "https://example.com/intro.mp4" }).appendTo("#my-panel");
   * });
   * ```
   */
  getModule<const K extends readonly (keyof PhoenixModuleMap)[]>(
    modulePaths: K,
    onLoad: (...modules: {-readonly [I in keyof K]: PhoenixModuleMap[K[I]]}) => void,
  ): void;
  /** The operating system the editor runs on. */
  platform: 'win' | 'mac' | 'linux';
  /** `true` when the editor runs in a browser tab instead of the desktop app. */
  inBrowser: boolean;
}

declare const brackets: PhoenixBrackets;

/**
 * Declares an extension file as an AMD module. Phoenix Code calls the factory once, when the
 * extension loads.
 */
declare function define(
  factory: (require: PhoenixRequire, exports: PhoenixModuleExports, module: {id: string; uri: string; exports: unknown}) => void,
): void;

/** What `Phoenix.browser` reports about the browser or desktop shell the editor runs in. */
interface PhoenixBrowserDetails {
  /** A phone or tablet. */
  isTablet: boolean;
  /** A phone. */
  isMobile: boolean;
  /** Neither a phone nor a tablet. */
  isDeskTop: boolean;
  /** ChromeOS. */
  isChromeOS: boolean;
  /** The Tauri desktop shell. */
  isTauri: boolean;
  /** The Electron desktop shell. */
  isElectron: boolean;
  /** Which mobile system, when on a phone or tablet. */
  mobile: {isAndroid: boolean; isIos: boolean; isOpera: boolean; isWindows: boolean};
  /** Which desktop browser or engine. */
  desktop: {
    isOpera: boolean;
    isFirefox: boolean;
    /** Any browser built on Chromium. */
    isChromeBased: boolean;
    /** Google Chrome itself. */
    isChrome: boolean;
    isEdgeChromium: boolean;
    isOperaChromium: boolean;
    isSafari: boolean;
    isWebKit: boolean;
    isBlink: boolean;
  };
}

/**
 * Folders of the editor's virtual file system, as `Phoenix.VFS` gives them. Every path it returns
 * is a virtual path usable with `filesystem/FileSystem`.
 */
interface PhoenixVFS {
  /** The root of the browser-stored file system, `"/fs/"`. */
  getRootDir(): string;
  /** Where folders the user opened from disk in the browser edition are mounted, `"/mnt/"`. */
  getMountDir(): string;
  /** Where the desktop app sees the real disk, `"/tauri/"`. */
  getTauriDir(): string;
  /** The editor's own data folder. */
  getAppSupportDir(): string;
  /** The folder that holds installed extensions. */
  getExtensionDir(): string;
  /** The folder for the user's installed extensions. */
  getUserExtensionDir(): string;
  /** A folder for temporary files. */
  getTempDir(): string;
  /** The user's documents folder. */
  getUserDocumentsDirectory(): string;
  /** The folder new projects are created in by default. */
  getUserProjectsDirectory(): string;
  /** The project the editor opens when there is no other. */
  getDefaultProjectDir(): string;
  /**
   * Adds a trailing `/` when missing.
   * @param path - A folder path.
   */
  ensureTrailingSlash(path: string): string;
  /**
   * Tells whether a path is on the user's own disk (a desktop path or a folder opened from disk
   * in the browser) rather than in browser storage.
   * @param fullPath - A virtual path.
   */
  isLocalDiscPath(fullPath: string): boolean;
  /**
   * Creates a folder if it does not exist yet.
   * @param path - The folder's virtual path.
   */
  ensureExistsDirAsync(path: string): Promise<void>;
}

/** Desktop-shell and window helpers on `Phoenix.app`. Many only work in the desktop app. */
interface PhoenixApp {
  /** Reads text from the system clipboard. */
  clipboardReadText(): Promise<string>;
  /**
   * Puts text on the system clipboard.
   * @param textToCopy - The text.
   */
  copyToClipboard(textToCopy: string): Promise<void>;
  /** Resolves to `true` when the window is in full-screen mode. */
  isFullscreen(): Promise<boolean>;
  /**
   * Enters or leaves full-screen mode.
   * @param enable - `true` to enter full screen.
   */
  setFullscreen(enable: boolean): Promise<void>;
  /**
   * Turns a virtual path into text that makes sense to a user: the real disk path in the
   * desktop app, or a note that the file is stored in the browser.
   * @param fullVFSPath - A virtual path.
   */
  getDisplayLocation(fullVFSPath: string): string;
  /**
   * Turns a virtual path into a path to show the user; the real disk path in the desktop app.
   * @param fullOrRelativeVFSPath - A virtual path.
   */
  getDisplayPath(fullOrRelativeVFSPath: string): string;
  /**
   * Opens a web address in the user's browser (a new tab in the browser edition). Only `http`
   * and `https` addresses are accepted in the desktop app.
   * @param url - The address.
   * @param tabIdentifier - Browser tab name to reuse, `"_blank"` by default.
   */
  openURLInDefaultBrowser(url: string, tabIdentifier?: string): Promise<unknown>;
  /**
   * Shows a file or folder in the system file manager. Desktop app only; rejects elsewhere.
   * @param fullVFSPath - A virtual path under the desktop disk root.
   */
  openPathInFileBrowser(fullVFSPath: string): Promise<void>;
  /**
   * Sets the window title.
   * @param title - The new title.
   */
  setWindowTitle(title: string): Promise<void>;
  /** Reads the window title. */
  getWindowTitle(): Promise<string>;
  /** Milliseconds since the editor started. */
  getTimeSinceStartup(): number;
  /** The user interface language of the browser or system, such as `"en-US"`. */
  language: string;
}

/**
 * Information about the running editor and helpers that exist before any module loads, on
 * `window.Phoenix`. The editor never replaces this object, so it is safe to keep a reference.
 */
interface PhoenixGlobal {
  /** A random id for this editor window, such as `"PH-123456789"`. */
  PHOENIX_INSTANCE_ID: string;
  /** The browser or desktop shell the editor runs in. */
  browser: PhoenixBrowserDetails;
  /** The operating system. */
  platform: 'win' | 'mac' | 'linux';
  /** The URL the editor's files are served from, ending in `/`. */
  baseURL: string;
  /** `true` in the editor's own test windows. */
  isTestWindow: boolean;
  /** `true` the first time the editor runs on this machine or browser. */
  firstBoot: boolean;
  /** When the editor started, in milliseconds since 1970. */
  startTime: number;
  /**
   * Web origins whose messages the editor trusts, as keys set to `true`. Extensions that embed
   * their own pages may add their origin.
   */
  TRUSTED_ORIGINS: Record<string, boolean>;
  /** `true` in the desktop app, `false` in a browser. */
  isNativeApp: boolean;
  /** `true` when the browser can run the editor fully (always in the desktop app). */
  isSupportedBrowser: boolean;
  /** Whether the user turned off anonymous usage statistics. */
  healthTrackingDisabled: boolean;
  /** Tells whether the workspace is in design mode (see `view/WorkspaceManager`). */
  isInDesignMode(): boolean;
  /** Folders of the virtual file system. */
  VFS: PhoenixVFS;
  /** Desktop-shell and window helpers. */
  app: PhoenixApp;
  /**
   * Third-party libraries the editor bundles: `LRUCache`, `Emmet`, `hljs` (highlight.js),
   * `iconv` and `picomatch`.
   */
  libs: Record<string, unknown>;
}

/** The running editor's information and helpers; see {@link PhoenixGlobal}. */
declare const Phoenix: PhoenixGlobal;

interface Window {
  /** The running editor's information and helpers; see {@link PhoenixGlobal}. */
  Phoenix: PhoenixGlobal;
}
