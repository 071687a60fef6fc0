/**
 * What changed in the editor between two docs versions, and the pages that must follow:
 *
 *   npm run docs:drift -- <old version> <new version> [--kind command,preference] [--json] [--source <editor checkout>]
 *
 * Reads both versions' facts (src/data/facts/); the first step of RELEASING.md. With `--source`
 * (a clone of phcode-dev/phoenix, bare or not, that has both versions' tags) it also lists the
 * claims ledger's entries whose cited lines changed between the tags (src/data/claims/drift.ts):
 * the older version's ledger, compared with the newer tag, or the newer one's compared with the
 * older tag when only it has a ledger (see ledgerForComparison).
 */
import fs from 'node:fs';
import path from 'node:path';
import {editorTagOf, isDocsVersion} from '../src/data/docsVersions';
import {drift, formatDrift, pagesMentioning, readPages, snapshotOf, type DriftKind} from '../src/data/facts/drift';
import {ledgerOf, versionsWithLedger} from '../src/data/claims';
import {claimDrift, formatClaimDrift, gitIn, ledgerForComparison} from '../src/data/claims/drift';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const json = args.includes('--json');
const kinds = flag('--kind')?.split(',') as DriftKind[] | undefined;
const source = flag('--source');
const [from, to] = args.filter((a) => !a.startsWith('--'));
if (!from || !to || !isDocsVersion(from) || !isDocsVersion(to)) {
  console.error(
    'usage: npm run docs:drift -- <old version> <new version> [--kind command,preference,...] [--json] [--source <editor checkout>]',
  );
  console.error('both versions must be in src/data/versions.json');
  process.exit(2);
}
if (source !== undefined && !fs.existsSync(source)) {
  console.error(
    `--source ${source}: no such folder (a clone of phcode-dev/phoenix with the tags ${editorTagOf(from)} and ${editorTagOf(to)})`,
  );
  process.exit(2);
}
const changes = drift(snapshotOf(from), snapshotOf(to)).filter((c) => !kinds || kinds.includes(c.kind));
const pages = readPages(path.resolve(__dirname, '..'));

/** The ledger part, or null without --source. */
function claimsPart() {
  if (source === undefined) return null;
  const withLedger = new Set(versionsWithLedger());
  const pick = ledgerForComparison(from!, to!, (v) => withLedger.has(v));
  if (!pick) return {ledger: null, targetTag: null, drifts: []};
  const git = gitIn(source);
  const targetTag = editorTagOf(pick.against);
  try {
    git(['rev-parse', '--verify', '--quiet', `${targetTag}^{commit}`]);
  } catch {
    console.error(`--source ${source}: no tag ${targetTag} there (git fetch --tags first)`);
    process.exit(2);
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
