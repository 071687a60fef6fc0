import {execFileSync} from 'node:child_process';
import {mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {claimDrift, formatClaimDrift, gitIn, ledgerForComparison, touchedLines, EDITOR_REPO} from './drift';
import type {Claim, Evidence} from './schema';

/** A tiny editor repository: two commits, tagged v1.0.0 and v2.0.0, and a bare clone of it. */
const root = mkdtempSync(path.join(tmpdir(), 'claims-drift-'));
const work = path.join(root, 'work');
const bare = path.join(root, 'bare.git');
const lines = (n: number, label = 'line') => Array.from({length: n}, (_, i) => `${label} ${i + 1}`).join('\n') + '\n';
const git = (...args: string[]) =>
  execFileSync('git', ['-C', work, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
    encoding: 'utf8',
  });

beforeAll(() => {
  execFileSync('git', ['init', '-q', work]);
  writeFileSync(path.join(work, 'a.js'), lines(20));
  writeFileSync(path.join(work, 'gone.js'), lines(5));
  writeFileSync(path.join(work, 'moved.js'), lines(30, 'stays the same'));
  git('add', '-A');
  git('commit', '-qm', 'one');
  git('tag', 'v1.0.0');
  const a = lines(20).split('\n');
  a[4] = 'line 5, changed';
  a.splice(15, 0, 'inserted after line 15');
  writeFileSync(path.join(work, 'a.js'), a.join('\n'));
  unlinkSync(path.join(work, 'gone.js'));
  renameSync(path.join(work, 'moved.js'), path.join(work, 'renamed.js'));
  git('add', '-A');
  git('commit', '-qm', 'two');
  git('tag', 'v2.0.0');
  execFileSync('git', ['clone', '-q', '--bare', work, bare]);
});
afterAll(() => rmSync(root, {recursive: true, force: true}));

const evidence = (file: string, start: number, end: number, more: Partial<Evidence> = {}): Evidence => ({
  kind: 'source',
  repo: EDITOR_REPO,
  path: file,
  lines: {start, end},
  tag: 'v1.0.0',
  ...more,
});
const claim = (words: string, ...items: Evidence[]): Claim => ({page: '/docs/page', claim: words, evidence: items});

describe('claims whose cited lines changed between two tags', () => {
  const claims = [
    claim('the changed line', evidence('a.js', 4, 6)),
    claim('lines nobody touched', evidence('a.js', 8, 12)),
    claim('a line inserted inside', evidence('a.js', 14, 16)),
    claim('a line inserted just before', evidence('a.js', 16, 18)),
    claim('a line inserted just after', evidence('a.js', 12, 15)),
    claim('a deleted file', evidence('gone.js', 1, 3)),
    claim('a renamed file', evidence('moved.js', 1, 3)),
    claim('another repository', evidence('src/main.rs', 1, 3, {repo: 'phcode-dev/phoenix-desktop'})),
    claim('a tag the checkout lacks', evidence('a.js', 1, 3, {tag: 'v0.9.0'})),
    claim('already read at the new tag', evidence('a.js', 4, 6, {tag: 'v2.0.0'})),
  ];

  it.each([
    ['a work tree', () => work],
    ['a bare repository', () => bare],
  ])('in %s', (_kind, checkout) => {
    const found = claimDrift(claims, 'v2.0.0', gitIn(checkout())).map((d) => [d.claim.claim, d.status, d.detail]);
    expect(found).toEqual([
      ['the changed line', 'changed', 'line 5'],
      ['a line inserted inside', 'changed', 'lines inserted after 15'],
      ['a deleted file', 'deleted', 'gone at v2.0.0'],
      ['a renamed file', 'renamed', 'renamed to renamed.js at v2.0.0'],
      ['another repository', 'not checked', 'other repo (phcode-dev/phoenix-desktop)'],
      ['a tag the checkout lacks', 'not checked', 'v0.9.0 is not in the checkout'],
    ]);
  });

  it('compares from the newer tag back to the older one just as well', () => {
    const newer = [
      claim('the changed line, read at v2', evidence('a.js', 5, 5, {tag: 'v2.0.0'})),
      claim('new file', evidence('renamed.js', 1, 2, {tag: 'v2.0.0'})),
    ];
    expect(claimDrift(newer, 'v1.0.0', gitIn(bare)).map((d) => [d.status, d.detail])).toEqual([
      ['changed', 'line 5'],
      ['renamed', 'renamed to moved.js at v1.0.0'],
    ]);
  });

  it('reports each claim with its page and words', () => {
    const report = formatClaimDrift('9.2', 'v2.0.0', claimDrift(claims, 'v2.0.0', gitIn(bare)));
    expect(report).toContain('## cited lines changed (2)\n/docs/page: "the changed line"\n           a.js:4-6 @ v1.0.0: line 5');
    expect(report).toContain('## file deleted (1)\n/docs/page: "a deleted file"');
    expect(report).toContain(
      '## not checked (2)\n/docs/page: "another repository"\n           phcode-dev/phoenix-desktop src/main.rs:1-3 @ v1.0.0: other repo',
    );
    expect(report).toContain('4 claims to re-check, 2 pieces of evidence not checked');
  });
});

describe('the hunks of a diff', () => {
  it('reads changed, deleted and inserted lines on the old side', () => {
    expect(touchedLines('@@ -5 +5 @@ x\n-a\n+b\n@@ -10,3 +10,0 @@\n@@ -15,0 +13,2 @@\n')).toEqual([
      [5, 5],
      [10, 12],
      [15.5, 15.5],
    ]);
  });
});

describe('which ledger a comparison reads', () => {
  it("the older version's, against the newer tag; else the newer one's, against the older tag", () => {
    expect(ledgerForComparison('9.2', '9.3', () => true)).toEqual({ledger: '9.2', against: '9.3'});
    expect(ledgerForComparison('8.0', '9.2', (v) => v === '9.2')).toEqual({ledger: '9.2', against: '8.0'});
    expect(ledgerForComparison('7.10', '8.0', () => false)).toBeNull();
  });
});
