// Every script's command line goes through node:util's parseArgs in strict mode, so an unknown or
// misspelled option, an option without its value, or an argument the script does not take stops
// the script with what was wrong and its usage line, instead of being ignored.
import {parseArgs} from 'node:util';

/**
 * `parseArgs` with `strict: true` that throws an Error whose message ends with `usage`.
 * `positionals` is how many plain arguments the script takes at most (0: none).
 */
export function parseCommandLine(argv, usage, {options = {}, positionals = 0} = {}) {
  let parsed;
  try {
    parsed = parseArgs({args: argv, options, strict: true, allowPositionals: positionals > 0});
  } catch (error) {
    throw new Error(`${error.message}\n${usage}`, {cause: error});
  }
  if (parsed.positionals.length > positionals) throw new Error(`unexpected argument '${parsed.positionals[positionals]}'\n${usage}`);
  return parsed;
}

/** The same for a script's own `process.argv`: a bad command line exits 2 with the message and the usage line. */
export function parseScriptArgs(usage, config) {
  try {
    return parseCommandLine(process.argv.slice(2), usage, config);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
