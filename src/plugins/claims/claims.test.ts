import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION} from '../../data/docsVersions';
import {CLAIMS_DIR, ledgerErrors} from '../../data/claims';
import claimsPlugin from './index';

const root = mkdtempSync(path.join(tmpdir(), 'claims-plugin-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

let folders = 0;
/** A ledger folder holding `files` (name → YAML text). */
function ledgerDir(files: Record<string, string>): string {
  const dir = path.join(root, String(++folders));
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

/** What the build says about one ledger of the current version, or '' when it passes. */
async function buildError(yaml: string): Promise<string> {
  const plugin = claimsPlugin({} as LoadContext, {dir: ledgerDir({[`${CURRENT_DOCS_VERSION}.yaml`]: yaml})});
  try {
    await plugin.loadContent!();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

const good = `
- page: /docs/git
  claim: Fetch always fetches all remotes
  evidence:
    - repo: phcode-dev/phoenix
      path: src/extensions/default/Git/src/Remotes.js
      lines: 400-420
      tag: v5.2.4
`;
const file = (dir: string) => path.relative(process.cwd(), path.join(dir, `${CURRENT_DOCS_VERSION}.yaml`));
/** The good entry with its evidence item replaced (YAML lines under `- `). */
const withEvidence = (evidence: string) => good.replace(/ {4}- repo:[\s\S]*$/, evidence);

describe('the build fails on a bad ledger entry, naming the file, the entry, its page and its words', () => {
  it('passes the committed ledgers', () => {
    expect(ledgerErrors(CLAIMS_DIR)).toEqual([]);
  });

  it('passes a good entry, and each evidence kind', async () => {
    expect(await buildError(good)).toBe('');
    expect(
      await buildError(
        withEvidence(`    - kind: scenario
      repo: phcode-dev/docs-site
      path: scripts/screenshots/clip-steps.mjs
      tag: v5.2.4
    - kind: vendor-docs
      repo: phcode-dev/docs
      path: docs/08-Features/git.md
      lines: 10
      tag: 0123456789abcdef0123456789abcdef01234567
    - kind: ui-strings
      repo: phcode-dev/phoenix
      path: src/nls/root/strings.js
      lines: 1200
      tag: v5.2.4
      note: GIT_FETCH`),
      ),
    ).toBe('');
  });

  it('an entry with no evidence, or an empty list', async () => {
    const missing = good.replace(/ {2}evidence:[\s\S]*$/, '');
    expect(await buildError(missing)).toContain(`entry 1 (/docs/git, "Fetch always fetches all remotes"): has no evidence`);
    expect(await buildError(`${missing}  evidence: []\n`)).toContain(': has no evidence');
  });

  it('evidence without a tag, with the whole message', async () => {
    const dir = ledgerDir({[`${CURRENT_DOCS_VERSION}.yaml`]: good.replace(/ {6}tag: .*\n/, '')});
    const plugin = claimsPlugin({} as LoadContext, {dir});
    await expect(async () => plugin.loadContent!()).rejects.toThrow(
      `[claims] 1 bad ledger entry:\n${file(dir)}: entry 1 (/docs/git, "Fetch always fetches all remotes"): evidence 1 has no tag`,
    );
  });

  it('evidence without a path, or a repository', async () => {
    expect(await buildError(good.replace(/ {6}path: .*\n/, ''))).toContain('evidence 1 has no path');
    expect(await buildError(good.replace(/ {4}- repo: .*\n/, '    - lines: 3\n').replace(/ {6}lines: 400-420\n/, ''))).toContain(
      'evidence 1 has no repo',
    );
  });

  it('source evidence without lines, or with lines that are no range', async () => {
    expect(await buildError(good.replace(/ {6}lines: .*\n/, ''))).toContain('evidence 1 has no lines');
    expect(await buildError(good.replace('400-420', '420-400'))).toContain('evidence 1: lines: "420-400" is not a line or a range');
    expect(await buildError(good.replace('400-420', 'all'))).toContain('evidence 1: lines: "all"');
  });

  it('an unknown kind of evidence', async () => {
    expect(await buildError(good.replace('    - repo:', '    - kind: hunch\n      repo:'))).toContain(
      'evidence 1: kind: unknown kind "hunch" (one of source, ui-strings, vendor-docs, scenario)',
    );
  });

  it('counts entries and evidence from 1 and reports every bad one', async () => {
    const second = good.replace('Fetch always', 'Pull always').replace('v5.2.4', '');
    const message = await buildError(`${good}${second.replace(/ {6}path: .*\n/, '')}`);
    expect(message).toContain('[claims] 2 bad ledger entries:');
    expect(message).toContain('entry 2 (/docs/git, "Pull always fetches all remotes"): evidence 1 has no path');
    expect(message).toContain('entry 2 (/docs/git, "Pull always fetches all remotes"): evidence 1: tag:');
  });

  it('a page that is no route, an empty claim, an unknown field, a clip that is no name, the same claim twice', async () => {
    expect(await buildError(good.replace('/docs/git', 'docs/git.md'))).toContain('page: a route under /docs/, /api/ or /blog/');
    expect(await buildError(good.replace('/docs/git', '/docs/Features%20x'))).toContain('page: a route');
    expect(await buildError(good.replace('Fetch always fetches all remotes', '""'))).toContain('claim: is empty');
    expect(await buildError(good.replace('  claim:', '  claims:'))).toContain('unknown field claims');
    expect(await buildError(good.replace('  evidence:', '  clip: Find In Files\n  evidence:'))).toContain(
      'clip: a clip name, like find-in-files',
    );
    expect(await buildError(good.replace('  evidence:', '  clip: find-in-files\n  evidence:'))).toBe('');
    expect(await buildError(good + good)).toContain(
      'entry 2 (/docs/git, "Fetch always fetches all remotes"): the same page and words as entry 1',
    );
  });

  it('a ledger that is not a list, that is no YAML, or that names no docs version', async () => {
    expect(await buildError('page: /docs/git\n')).toContain('a ledger is a YAML list of entries');
    expect(await buildError('- page: [\n')).toMatch(/\.yaml: \S+/);
    const plugin = claimsPlugin({} as LoadContext, {dir: ledgerDir({'9.9.yaml': good})});
    await expect(async () => plugin.loadContent!()).rejects.toThrow('9.9.yaml: names no docs version of src/data/versions.json');
  });

  it('an empty ledger is no error here (the page coverage test asks for entries)', async () => {
    expect(await buildError('')).toBe('');
    expect(await buildError('# entries come later\n')).toBe('');
  });
});
