/**
 * Which claims of the ledger may no longer hold in another editor release: the entries whose cited
 * lines the editor changed between two tags, found in a checkout of the editor's repository (a work
 * tree or a bare repository). The release checklist's first step runs it through
 * `npm run docs:drift -- <old> <new> --source <checkout>` (scripts/docs-drift.ts).
 */
import {execFileSync} from 'node:child_process';
import type {DocsVersion} from '../docsVersions';
import type {Claim, Evidence} from './schema';

/** The repository a checkout given with --source holds; evidence from other repositories is listed, not checked. */
export const EDITOR_REPO = 'phcode-dev/phoenix';

export type ClaimDriftStatus = 'changed' | 'deleted' | 'renamed' | 'not checked';
export type ClaimDrift = {
  status: ClaimDriftStatus;
  claim: Claim;
  evidence: Evidence;
  /** What happened, in words: the lines touched, the new path, or why it was not checked. */
  detail: string;
};

/** Runs git in the checkout and returns its output; throws with git's message. */
export type Git = (args: string[]) => string;

export function gitIn(checkout: string): Git {
  return (args) =>
    execFileSync('git', ['-C', checkout, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe']});
}

/**
 * Which ledger a comparison of `from` (older) and `to` (newer) reads, and against which version's
 * tag its evidence is compared. The older version's ledger comes first: its entries were confirmed
 * at the older tag, and they are the ones a new release may have made wrong. When only the newer
 * version has a ledger (an older version compared with the current one, before the older versions
 * had ledgers), its entries are compared with the older tag instead: they list
 * what the pages say today that rests on code that was different then. Null when neither has one.
 */
export function ledgerForComparison(
  from: DocsVersion,
  to: DocsVersion,
  hasLedger: (version: DocsVersion) => boolean,
): {ledger: DocsVersion; against: DocsVersion} | null {
  if (hasLedger(from)) return {ledger: from, against: to};
  if (hasLedger(to)) return {ledger: to, against: from};
  return null;
}

/** The old-side line ranges of each hunk of a `git diff -U0`, as [first, last]; an insertion after line n is [n + 0.5, n + 0.5]. */
export function touchedLines(diff: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    ranges.push(count === 0 ? [start + 0.5, start + 0.5] : [start, start + count - 1]);
  }
  return ranges;
}

const formatRange = ([a, b]: [number, number]) =>
  a % 1 ? `lines inserted after ${Math.floor(a)}` : a === b ? `line ${a}` : `lines ${a}-${b}`;

/**
 * The ledger entries whose evidence in the editor's repository changed between the tag it cites
 * and `targetTag`: its lines touched, its file deleted or renamed. Evidence from another repository
 * is reported as not checked. Each evidence item is compared from its own tag, so an entry carried
 * over from an older release and not yet re-read is still compared from where it was read.
 */
export function claimDrift(claims: readonly Claim[], targetTag: string, git: Git): ClaimDrift[] {
  const out: ClaimDrift[] = [];
  const cache = new Map<string, Omit<ClaimDrift, 'claim' | 'evidence'> | null>();
  const known = new Map<string, boolean>();
  const hasRef = (ref: string) => {
    if (!known.has(ref)) {
      try {
        git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
        known.set(ref, true);
      } catch {
        known.set(ref, false);
      }
    }
    return known.get(ref)!;
  };
  const exists = (ref: string, file: string) => {
    try {
      git(['cat-file', '-e', `${ref}:${file}`]);
      return true;
    } catch {
      return false;
    }
  };

  function check(evidence: Evidence): Omit<ClaimDrift, 'claim' | 'evidence'> | null {
    if (evidence.repo !== EDITOR_REPO) return {status: 'not checked', detail: `other repo (${evidence.repo})`};
    if (!hasRef(evidence.tag)) return {status: 'not checked', detail: `${evidence.tag} is not in the checkout`};
    if (evidence.tag === targetTag) return null;
    if (!exists(evidence.tag, evidence.path)) return {status: 'not checked', detail: `${evidence.path} is not at ${evidence.tag}`};
    if (!exists(targetTag, evidence.path)) {
      const renames = git(['diff', '--name-status', '-M', evidence.tag, targetTag])
        .split('\n')
        .map((line) => line.split('\t'))
        .filter(([status, from]) => status?.startsWith('R') && from === evidence.path);
      const to = renames[0]?.[2];
      return to ? {status: 'renamed', detail: `renamed to ${to} at ${targetTag}`} : {status: 'deleted', detail: `gone at ${targetTag}`};
    }
    if (!evidence.lines) return null;
    const {start, end} = evidence.lines;
    const touched = touchedLines(git(['diff', '-U0', '--no-color', evidence.tag, targetTag, '--', evidence.path])).filter(
      ([a, b]) => b >= start && a <= end,
    );
    return touched.length ? {status: 'changed', detail: touched.map(formatRange).join(', ')} : null;
  }

  for (const claim of claims) {
    for (const evidence of claim.evidence) {
      const key = [evidence.repo, evidence.tag, evidence.path, evidence.lines?.start, evidence.lines?.end].join('\u0000');
      if (!cache.has(key)) cache.set(key, check(evidence));
      const found = cache.get(key);
      if (found) out.push({...found, claim, evidence});
    }
  }
  return out;
}

const cited = (e: Evidence) =>
  `${e.repo === EDITOR_REPO ? '' : `${e.repo} `}${e.path}${e.lines ? `:${e.lines.start}-${e.lines.end}` : ''} @ ${e.tag}`;

/** The part of the `npm run docs:drift` report about the ledger: entries by status, each with its page and words. */
export function formatClaimDrift(ledger: DocsVersion, targetTag: string, drifts: readonly ClaimDrift[]): string {
  const lines = [`Claims of src/data/claims/${ledger}.yaml whose cited source changed by ${targetTag}: re-check each on its page`, ''];
  const groups: [ClaimDriftStatus, string][] = [
    ['changed', 'cited lines changed'],
    ['renamed', 'file renamed'],
    ['deleted', 'file deleted'],
    ['not checked', 'not checked'],
  ];
  for (const [status, title] of groups) {
    const ofStatus = drifts.filter((d) => d.status === status);
    if (!ofStatus.length) continue;
    lines.push(`## ${title} (${ofStatus.length})`);
    for (const d of ofStatus) {
      lines.push(`${d.claim.page}: "${d.claim.claim}"`);
      lines.push(`           ${cited(d.evidence)}: ${d.detail}`);
    }
    lines.push('');
  }
  const claims = new Set(drifts.filter((d) => d.status !== 'not checked').map((d) => d.claim));
  lines.push(
    `${claims.size} claims to re-check, ${drifts.filter((d) => d.status === 'not checked').length} pieces of evidence not checked`,
  );
  return lines.join('\n');
}
