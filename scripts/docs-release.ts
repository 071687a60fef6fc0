/**
 * Cuts a docs release: makes `<new>` the version `docs/` documents (RELEASING.md, step 3).
 *
 *   npm run docs:release -- --version <new> --facts <file> [--modules <file>] [--tag <editor tag>] --highlights "<what is new>"
 *
 * - `--facts` is the new version's facts: the raw file `npm run facts --out` keeps, or a
 *   `<new>.json` that `npm run facts` (or scripts/refresh-facts.mjs) wrote, whose `--modules`
 *   defaults to the file beside it, `<name>.modules.json`. They are checked against the schema and
 *   written to `src/data/facts/<new>.json` and `<new>.modules.json` if they are elsewhere.
 * - `--tag`, when given, is the editor tag the facts must have been read at: a cut refuses facts
 *   of another tag.
 * - All or nothing (scripts/lib/release.ts): every check runs first, and a failure undoes every
 *   write.
 * - Today's `docs/` becomes `versioned_docs/version-<old>/` with its sidebar (Docusaurus'
 *   `docs:version`, which also adds `<old>` to its `versions.json`); its facts, pictures and
 *   clips are keyed by `<old>` already and stay where they are.
 * - `<new>` goes at the top of `src/data/versions.json` with the facts' editor tag and the
 *   announcement's highlights; the navbar, the announcement and the search shards follow.
 * - The desktop-only facts of `<old>` are carried over to `<new>` (RELEASING.md has them checked
 *   against the new tag's source), and so is its claims ledger (src/data/claims/<old>.yaml), whose
 *   entries `npm run docs:drift -- <old> <new> --source <checkout>` lists where the tag changed them.
 */
import path from 'node:path';
import {parseCommandLine} from './lib/args.mjs';
import {cutRelease} from './lib/release';

const USAGE =
  'usage: npm run docs:release -- --version <new> --facts <file> [--modules <file>] [--tag <editor tag>] --highlights "<what is new>"';

function main() {
  let values;
  try {
    values = parseCommandLine(process.argv.slice(2), USAGE, {
      options: {
        version: {type: 'string'},
        facts: {type: 'string'},
        modules: {type: 'string'},
        tag: {type: 'string'},
        highlights: {type: 'string'},
      },
    }).values as {version?: string; facts?: string; modules?: string; tag?: string; highlights?: string};
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const {version, facts, modules, tag, highlights} = values;
  if (!version || !facts || highlights === undefined) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    cutRelease({
      siteDir: path.resolve(__dirname, '..'),
      version,
      factsFile: path.resolve(facts),
      modulesFile: modules === undefined ? undefined : path.resolve(modules),
      tag,
      highlights,
    });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

main();
