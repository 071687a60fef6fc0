// Every script's command line goes through node:util's parseArgs in strict mode, so an unknown or
// misspelled option, an option without its value, or an argument the script does not take stops
// the script with what was wrong and its usage line, instead of being ignored.
import {parseArgs} from 'node:util';

/** @typedef {NonNullable<import('node:util').ParseArgsConfig['options']>} Options */

/**
 * @template {Options} O
 * @typedef {{options?: O, positionals?: number}} CommandLineConfig
 */

/**
 * `values` typed by the options given; `positionals` is a plain list, empty when none are taken.
 * @template {Options} O
 * @typedef {ReturnType<typeof parseArgs<{args: string[], options: O, strict: true, allowPositionals: true}>>} CommandLine
 */

/**
 * `parseArgs` with `strict: true` that throws an Error whose message ends with `usage`.
 * `positionals` is how many plain arguments the script takes at most (0: none).
 * @template {Options} [O={}]
 * @param {string[]} argv
 * @param {string} usage
 * @param {CommandLineConfig<O>} [config]
 * @returns {CommandLine<O>}
 */
export function parseCommandLine(argv, usage, {options = /** @type {O} */ ({}), positionals = 0} = {}) {
  let parsed;
  try {
    parsed = parseArgs({args: argv, options, strict: true, allowPositionals: positionals > 0});
  } catch (error) {
    // parseArgs throws a TypeError (ERR_PARSE_ARGS_*) for a bad command line.
    throw new Error(`${/** @type {Error} */ (error).message}\n${usage}`, {cause: error});
  }
  if (parsed.positionals.length > positionals) throw new Error(`unexpected argument '${parsed.positionals[positionals]}'\n${usage}`);
  return parsed;
}

/**
 * The same for a script's own `process.argv`: a bad command line exits 2 with the message and the usage line.
 * @template {Options} [O={}]
 * @param {string} usage
 * @param {CommandLineConfig<O>} [config]
 * @returns {CommandLine<O>}
 */
export function parseScriptArgs(usage, config) {
  try {
    return parseCommandLine(process.argv.slice(2), usage, config);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(2);
  }
}
