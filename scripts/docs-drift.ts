/**
 * What changed in the editor between two docs versions, and the pages that must follow:
 *
 *   npm run docs:drift -- <old version> <new version> [--kind command,preference] [--json]
 *
 * Reads both versions' facts (src/data/facts/); the first step of RELEASING.md.
 */
import path from 'node:path';
import {isDocsVersion} from '../src/data/docsVersions';
import {drift, formatDrift, pagesMentioning, readPages, snapshotOf, type DriftKind} from '../src/data/facts/drift';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const json = args.includes('--json');
const kinds = flag('--kind')?.split(',') as DriftKind[] | undefined;
const [from, to] = args.filter((a) => !a.startsWith('--'));
if (!from || !to || !isDocsVersion(from) || !isDocsVersion(to)) {
  console.error('usage: npm run docs:drift -- <old version> <new version> [--kind command,preference,...] [--json]');
  console.error('both versions must be in src/data/versions.json');
  process.exit(2);
}
const changes = drift(snapshotOf(from), snapshotOf(to)).filter((c) => !kinds || kinds.includes(c.kind));
const pages = readPages(path.resolve(__dirname, '..'));
if (json)
  console.log(
    JSON.stringify(
      changes.map((c) => ({...c, pages: pagesMentioning(c, pages)})),
      null,
      1,
    ),
  );
else console.log(formatDrift(from, to, changes, pages));
