/**
 * Starter content for new files: when the user creates a new, empty file, registered providers can
 * fill it with a template, such as an HTML skeleton or a license header.
 *
 * ## Usage
 * Register a provider for the languages you care about. When a file is created, the editor calls
 * {@link ContentProvider.getContent} on the providers for that file's language; the content from
 * the highest-priority provider that returns some is used. If none does, the file stays empty.
 *
 * ## API
 * - {@link registerContentProvider} / {@link removeContentProvider}: add or remove a provider.
 * - {@link ContentProvider.getContent}: the function your provider implements.
 * - {@link getInitialContentForFile}: ask all providers for the content of a path yourself.
 *
 * @example
 * ```js
 * const NewFileContentManager = brackets.getModule("features/NewFileContentManager");
 *
 * // Give every new .js file a header comment.
 * NewFileContentManager.registerContentProvider({
 *     CONTENT_PROVIDER_NAME: "myExtension.jsHeader", // helps when debugging
 *     getContent(fullPath) {
 *         const year = new Date().getFullYear();
 *         return Promise.resolve(`// ${fullPath.split("/").pop()}, (c) ${year} ACME Inc.\n\n`);
 *     }
 * }, ["javascript"], 1);
 * ```
 *
 * @module features/NewFileContentManager
 */

/** The object an extension registers to supply starter content. */
export interface ContentProvider {
  /** Optional readable name for the provider, shown in debugging output. */
  CONTENT_PROVIDER_NAME?: string;
  /**
   * Produces the initial text for a newly created file.
   *
   * @param fullPath Full path of the new file.
   * @returns A promise resolved with the content, or rejected if this provider has nothing for this file.
   */
  getContent(fullPath: string): Promise<string>;
}

/**
 * Registers a provider of starter content.
 *
 * @param provider An object implementing {@link ContentProvider}.
 * @param supportedLanguages Language ids it handles, such as `["javascript", "html", "php"]`, or
 *     `["all"]` for every language.
 * @param priority When several providers return content, the one with the highest number wins.
 *     Defaults to 0.
 *
 * @example
 * ```js
 * const NewFileContentManager = brackets.getModule("features/NewFileContentManager");
 *
 * NewFileContentManager.registerContentProvider({
 *     getContent: async () => "<!doctype html>\n<html lang=\"en\">\n<body>\n</body>\n</html>\n"
 * }, ["html"], 2);
 * ```
 */
export function registerContentProvider(provider: ContentProvider, supportedLanguages: string[], priority?: number): void;

/**
 * Unregisters a provider of starter content.
 *
 * @param provider The provider object that was registered.
 * @param supportedLanguages The languages it was registered for, or the subset to remove it from.
 *
 * @example
 * ```js
 * const NewFileContentManager = brackets.getModule("features/NewFileContentManager");
 *
 * const htmlTemplate = { getContent: async () => "<!doctype html>\n" };
 * NewFileContentManager.registerContentProvider(htmlTemplate, ["html"]);
 * // ...when the user turns the template off:
 * NewFileContentManager.removeContentProvider(htmlTemplate, ["html"]);
 * ```
 */
export function removeContentProvider(provider: ContentProvider, supportedLanguages: string[]): void;

/**
 * Asks every provider for the language of `fullPath` and returns the starter content that would be
 * used for a new file at that path.
 *
 * @param fullPath Path of the (new) file. It does not need to exist.
 * @returns A promise for the content; an empty string `""` when no provider supplies any.
 *
 * @example
 * ```js
 * const NewFileContentManager = brackets.getModule("features/NewFileContentManager");
 * const text = await NewFileContentManager.getInitialContentForFile("/project/src/App.jsx");
 * ```
 */
export function getInitialContentForFile(fullPath: string): Promise<string>;
