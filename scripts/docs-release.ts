/**
 * Cuts a docs release: makes `<new>` the version `docs/` documents (RELEASING.md, step 3).
 *
 *   npm run docs:release -- --version <new> --facts <file> [--modules <file>] --highlights "<what is new>"
 *
 * - `--facts` is the new version's facts (`npm run facts` writes them); `--modules` defaults to the
 *   file beside it, `<name>.modules.json`. Both are checked against the schema and copied to
 *   `src/data/facts/<new>.json` and `<new>.modules.json` if they are elsewhere.
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
import {cutRelease} from './lib/release';

function main() {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i < 0 ? undefined : args[i + 1];
  };
  const version = value('--version');
  const factsFile = value('--facts');
  const highlights = value('--highlights');
  if (!version || !factsFile || !highlights) {
    console.error('usage: npm run docs:release -- --version <new> --facts <file> [--modules <file>] --highlights "<what is new>"');
    process.exit(2);
  }
  try {
    cutRelease({
      siteDir: path.resolve(__dirname, '..'),
      version,
      factsFile: path.resolve(factsFile),
      modulesFile: value('--modules'),
      highlights,
    });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

main();
