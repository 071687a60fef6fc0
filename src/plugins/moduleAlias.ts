/**
 * Resolver aliases that swap Docusaurus modules for the site's own, for plugins that replace a
 * module which has no theme slot (code-blocks, start-up).
 *
 * Each module is aliased by its resolved path with and without `.js`: the bundler matches aliases
 * against the request after joining relative imports to the importer's folder, and Docusaurus's
 * own files import one another without extensions.
 */
export function moduleAliases(replacements: Record<string, string>): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const [original, replacement] of Object.entries(replacements)) {
    alias[original] = replacement;
    alias[original.replace(/\.js$/, '')] = replacement;
  }
  return alias;
}
