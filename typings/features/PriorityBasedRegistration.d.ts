/**
 * A small registry that keeps "providers" (objects that offer some tooling feature) per language,
 * ordered by priority. The editor's provider-based features, such as beautification, are built on
 * it, and an extension can use it to offer the same `register(provider, languages, priority)`
 * pattern for its own pluggable features.
 *
 * Rules the registry follows:
 * - A provider registered for the special language id `"all"` applies to every language.
 * - Providers with a higher priority come first; the default priority is 0.
 * - A provider is skipped when the user has set the preference `tooling.<name>` to `false`, where
 *   `<name>` is the provider object's constructor name. Every other provider is enabled by default.
 *
 * @example
 * ```js
 * const { RegistrationHandler } = brackets.getModule("features/PriorityBasedRegistration");
 *
 * const previewers = new RegistrationHandler();
 * exports.registerPreviewer = previewers.registerProvider.bind(previewers);
 *
 * // The providers registered for HTML, highest priority first.
 * const forHtml = previewers.getProvidersForLanguageId("html").map((entry) => entry.provider);
 * ```
 *
 * @module features/PriorityBasedRegistration
 */

/** One registration, as returned by {@link RegistrationHandler.getProvidersForLanguageId}. */
export interface ProviderRegistration<P = unknown> {
  /** The registered provider object. */
  provider: P;
  /** Its priority (0 if none was given). */
  priority: number;
}

/**
 * Holds providers per language id, sorted by priority.
 *
 * @typeParam P The type of the provider objects.
 */
export class RegistrationHandler<P = unknown> {
  /** Creates an empty registry. */
  constructor();

  /**
   * Registers a provider for a set of languages.
   *
   * @param providerInfo The provider to register.
   * @param languageIds The language ids it serves; include `"all"` to serve every language.
   * @param priority Higher numbers are consulted first. Defaults to 0.
   */
  registerProvider(providerInfo: P, languageIds: string[], priority?: number): void;

  /**
   * Removes a provider.
   *
   * @param provider The provider object that was registered.
   * @param targetLanguageId A language id or list of ids to remove it from; omit to remove it everywhere.
   */
  removeProvider(provider: P, targetLanguageId?: string | string[]): void;

  /**
   * Lists the providers that apply to a language, including those registered for `"all"`, highest
   * priority first. Providers disabled through a `tooling.<name>` preference are left out.
   *
   * @param languageId The language id, such as `"javascript"`.
   * @returns The matching registrations.
   */
  getProvidersForLanguageId(languageId: string): Array<ProviderRegistration<P>>;
}
