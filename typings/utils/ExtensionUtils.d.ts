/**
 * Everyday helpers for extension authors: load your extension's style sheets (CSS or LESS), build
 * paths and URLs to files inside your extension folder, and read those files.
 *
 * Most functions take the `module` object that Require.js passes to your `define()` callback; it
 * tells the helper where your extension lives, so paths can be written relative to the file that
 * calls them.
 *
 * (Older reference pages listed a `FileSystem` entry here; that is a module this one uses internally,
 * not part of its API.)
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const ExtensionUtils = brackets.getModule("utils/ExtensionUtils");
 *
 *     // styles/panel.less sits next to this main.js
 *     ExtensionUtils.loadStyleSheet(module, "styles/panel.less")
 *         .done(() => console.log("panel styles applied"));
 *
 *     const iconUrl = ExtensionUtils.getModuleUrl(module, "images/icon.svg");
 *     $("#my-toolbar-button").css("background-image", `url("${iconUrl}")`);
 * });
 * ```
 *
 * @module utils/ExtensionUtils
 */

/** The part of the Require.js `module` object these helpers use: the URI of the calling file. */
export interface ExtensionModule {
  /** Location of the module file. */
  uri: string;
}

/**
 * Adds a `<style>` element with the given CSS to the document's `<head>`.
 *
 * @param css The CSS text.
 * @returns The new `<style>` element; remove it to undo the styles.
 *
 * @example
 * ```js
 * const ExtensionUtils = brackets.getModule("utils/ExtensionUtils");
 * const style = ExtensionUtils.addEmbeddedStyleSheet(".my-ext-badge { color: tomato; }");
 * // later: style.remove();
 * ```
 */
export function addEmbeddedStyleSheet(css: string): HTMLStyleElement;

/**
 * Adds a `<link rel="stylesheet">` element pointing at `url` to the document's `<head>`.
 *
 * @param url Address of the style sheet.
 * @param deferred Optional jQuery deferred, resolved when the style sheet loads and rejected if it fails.
 * @returns The new `<link>` element.
 *
 * @example
 * ```js
 * const ExtensionUtils = brackets.getModule("utils/ExtensionUtils");
 * const loaded = $.Deferred();
 * ExtensionUtils.addLinkedStyleSheet("https://cdn.example.com/theme.css", loaded);
 * loaded.done(() => console.log("theme CSS ready"));
 * ```
 */
export function addLinkedStyleSheet(url: string, deferred?: JQuery.Deferred<unknown>): HTMLLinkElement;

/**
 * Compiles LESS source to CSS.
 *
 * `url` is the address the LESS code came from; relative `url(...)` references and imports are
 * resolved against it. Put quotes around such URLs in the code, for example
 * `background-image: url("image.png");`.
 *
 * @param code The LESS source.
 * @param url Address of the file that contains the code.
 * @returns A jQuery promise resolved with the resulting CSS, rejected if the code cannot be parsed.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const ExtensionUtils = brackets.getModule("utils/ExtensionUtils");
 *
 *     ExtensionUtils.parseLessCode("@c: #333; .box { color: @c; }", ExtensionUtils.getModuleUrl(module, "x.less"))
 *         .done(css => ExtensionUtils.addEmbeddedStyleSheet(css));
 * });
 * ```
 */
export function parseLessCode(code: string, url: string): JQuery.Promise<string>;

/**
 * Builds a file path for a file in your extension, relative to the folder of the calling module.
 *
 * @param module The `module` object Require.js passed to your `define()` callback.
 * @param path Relative path from that folder to the file. Omit it to get the folder itself.
 * @returns The resulting path.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const ExtensionUtils = brackets.getModule("utils/ExtensionUtils");
 *     const templatePath = ExtensionUtils.getModulePath(module, "templates/dialog.html");
 * });
 * ```
 */
export function getModulePath(module: ExtensionModule, path?: string): string;

/**
 * Like {@link getModulePath}, but returns a URL suitable for `src`/`href` attributes and `fetch()`.
 *
 * @param module The `module` object Require.js passed to your `define()` callback.
 * @param path Relative path from the module's folder to the file. Omit it to get the folder itself.
 * @returns The resulting URL.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const ExtensionUtils = brackets.getModule("utils/ExtensionUtils");
 *     const img = document.createElement("img");
 *     img.src = ExtensionUtils.getModuleUrl(module, "images/logo.png");
 * });
 * ```
 */
export function getModuleUrl(module: ExtensionModule, path?: string): string;

/**
 * Downloads a file of your extension, given relative to the calling module.
 *
 * @param module The `module` object Require.js passed to your `define()` callback.
 * @param path Relative path from the module's folder to the file.
 * @returns A jQuery promise resolved with the file's contents.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const ExtensionUtils = brackets.getModule("utils/ExtensionUtils");
 *
 *     ExtensionUtils.loadFile(module, "data/snippets.json")
 *         .done(text => console.log(JSON.parse(text)));
 * });
 * ```
 */
export function loadFile(module: ExtensionModule, path: string): JQuery.Promise<string>;

/**
 * Loads a CSS or LESS file of your extension and applies it. LESS files are compiled first. This is
 * the usual way to style an extension's panels and dialogs.
 *
 * @param module The `module` object Require.js passed to your `define()` callback.
 * @param path Relative path from the module's folder to a `.css` or `.less` file.
 * @returns A jQuery promise resolved with the element that was added to the page.
 *
 * @example
 * ```js
 * define(function (require, exports, module) {
 *     const ExtensionUtils = brackets.getModule("utils/ExtensionUtils");
 *
 *     ExtensionUtils.loadStyleSheet(module, "styles/main.css");
 * });
 * ```
 */
export function loadStyleSheet(module: ExtensionModule, path: string): JQuery.Promise<HTMLElement>;

/**
 * Reads an extension's `package.json`, plus extra metadata that default extensions keep in the
 * editor's source tree.
 *
 * If the extension folder contains a file named `.disabled`, the result has `disabled: true`,
 * whatever `package.json` says.
 *
 * @param metadataURL The extension's folder (for default extensions, their base URL).
 * @param extensionName The extension's name.
 * @returns A jQuery promise resolved with the parsed metadata. If there is no `package.json`, it is
 *     rejected with a boolean telling whether a `.disabled` file exists.
 */
export function loadMetadata(metadataURL: string, extensionName: string): JQuery.Promise<Record<string, unknown>>;
