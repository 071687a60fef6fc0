// The facts schema is TypeScript (src/data/facts/schema.ts); jiti loads it here so the script checks
// what it writes with the same zod schema the build loads the files with.
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url);
const {parseFacts, versionFactsSchema, moduleFactsSchema} = /** @type {typeof import('../../src/data/facts/schema')} */ (
  jiti('../../src/data/facts/schema.ts')
);
const SCHEMAS = {version: versionFactsSchema, modules: moduleFactsSchema};

/**
 * `data` checked against the schema of a `kind` ('version' or 'modules') facts file; throws naming `file` and the bad field.
 * @template {keyof typeof SCHEMAS} K
 * @param {K} kind
 * @param {unknown} data
 * @param {string} file
 */
export function checkFacts(kind, data, file) {
  return parseFacts(SCHEMAS[kind], data, file);
}
