/**
 * What changed in the editor between two docs versions, and the pages that must follow:
 *
 *   npm run docs:drift -- <old version> <new version> [--facts <file>] [--kind command,preference] [--json] [--source <editor checkout>]
 *
 * Reads both versions' facts (src/data/facts/). Before the cut (RELEASING.md step 2) the new
 * version is in no versions file yet: `--facts` gives its facts, the raw file `npm run facts
 * --out` keeps or a `<new>.json` with its `<new>.modules.json` beside it. With `--source`
 * (a clone of phcode-dev/phoenix, bare or not, that has both versions' tags) it also lists the
 * claims ledger's entries whose cited lines changed between the tags (src/data/claims/drift.ts):
 * the older version's ledger, compared with the newer tag, or the newer one's compared with the
 * older tag when only it has a ledger (see ledgerForComparison).
 */
import fs from 'node:fs';
import path from 'node:path';
import {editorTagOf, isDocsVersion} from '../src/data/docsVersions';
import {
  drift,
  DRIFT_KINDS,
  formatDrift,
  pagesMentioning,
  readPages,
  snapshotFromFacts,
  snapshotOf,
  type DriftKind,
  type FactsSnapshot,
} from '../src/data/facts/drift';
import {parseCommandLine} from './lib/args.mjs';
import {readFactsFile} from './lib/factsFile';
import {ledgerOf, versionsWithLedger} from '../src/data/claims';
import {claimDrift, formatClaimDrift, gitIn, ledgerForComparison} from '../src/data/claims/drift';

const USAGE =
  'usage: npm run docs:drift -- <old version> <new version> [--facts <facts file of new>] [--kind command,preference,...] [--json] [--source <editor checkout>]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let parsed;
try {
  parsed = parseCommandLine(process.argv.slice(2), USAGE, {
    options: {json: {type: 'boolean'}, kind: {type: 'string'}, source: {type: 'string'}, facts: {type: 'string'}},
    positionals: 2,
  });
} catch (error) {
  fail((error as Error).message);
}
const {json = false, source, facts: factsFile, kind} = parsed.values as {json?: boolean; kind?: string; source?: string; facts?: string};
const kinds = kind?.split(',') as DriftKind[] | undefined;
const [from, to] = parsed.positionals;
if (!from || !to) fail(USAGE);
if (!isDocsVersion(from)) fail(`${from}: not a docs version in src/data/versions.json\n${USAGE}`);
// Before the cut (RELEASING.md) the new version is in no versions file yet: its facts come from --facts.
if (factsFile === undefined && !isDocsVersion(to))
  fail(`${to}: not a docs version in src/data/versions.json; before the cut, give its facts file with --facts <file>\n${USAGE}`);
const unknownKind = kinds?.find((k) => !DRIFT_KINDS.includes(k));
if (unknownKind) fail(`--kind ${unknownKind}: one of ${DRIFT_KINDS.join(', ')}\n${USAGE}`);

let after: FactsSnapshot;
try {
  if (factsFile === undefined) after = snapshotOf(to);
  else {
    const read = readFactsFile(path.resolve(factsFile), to);
    if (read.facts.version !== to) fail(`${factsFile}: version: the facts are for ${read.facts.version}, not ${to}`);
    after = snapshotFromFacts(read.facts, read.modules, snapshotOf(from));
  }
} catch (error) {
  fail((error as Error).message);
}
/** The editor tag of a side of the comparison: the facts file's for the new version when it came with --facts. */
const tagOf = (version: string) => (version === to && factsFile !== undefined ? after.facts.tag : editorTagOf(version));

if (source !== undefined && !fs.existsSync(source))
  fail(`--source ${source}: no such folder (a clone of phcode-dev/phoenix with the tags ${tagOf(from)} and ${tagOf(to)})`);
const changes = drift(snapshotOf(from), after).filter((c) => !kinds || kinds.includes(c.kind));
const pages = readPages(path.resolve(__dirname, '..'));

/** The ledger part, or null without --source. */
function claimsPart() {
  if (source === undefined) return null;
  const withLedger = new Set(versionsWithLedger());
  const pick = ledgerForComparison(from!, to!, (v) => withLedger.has(v));
  if (!pick) return {ledger: null, targetTag: null, drifts: []};
  const git = gitIn(source);
  const targetTag = tagOf(pick.against);
  try {
    git(['rev-parse', '--verify', '--quiet', `${targetTag}^{commit}`]);
  } catch {
    fail(`--source ${source}: no tag ${targetTag} there (git fetch --tags first)`);
  }
  return {ledger: pick.ledger, targetTag, drifts: claimDrift(ledgerOf(pick.ledger), targetTag, git)};
}
const claims = claimsPart();

if (json) {
  const facts = changes.map((c) => ({...c, pages: pagesMentioning(c, pages)}));
  const ledger = claims?.drifts.map(({status, claim, evidence, detail}) => ({
    status,
    page: claim.page,
    claim: claim.claim,
    evidence,
    detail,
  }));
  console.log(JSON.stringify(claims ? {changes: facts, ledger: claims.ledger, against: claims.targetTag, claims: ledger} : facts, null, 1));
} else {
  console.log(formatDrift(from, to, changes, pages));
  if (claims) {
    console.log('');
    console.log(
      claims.ledger
        ? formatClaimDrift(claims.ledger, claims.targetTag!, claims.drifts)
        : `No claims ledger for ${from} or ${to} (src/data/claims/<version>.yaml): no claims to re-check`,
    );
  }
}
