/**
 * The claims ledgers: one file per docs version, `src/data/claims/<version>.yaml`, listing each
 * claim about the editor's behaviour that the version's pages make and what confirms it (README.md,
 * "Claims ledger"). Which file belongs to which version follows from src/data/versions.json: the
 * file is named after the version, and a file named after no version is an error. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {DOCS_VERSIONS, isDocsVersion, type DocsVersion} from '../docsVersions';
import {parseLedger, type Claim} from './schema';

export {EVIDENCE_KINDS, type Claim, type Evidence, type EvidenceKind} from './schema';

export const CLAIMS_DIR = __dirname;

/** The ledger file of a docs version (it may not exist). */
export function ledgerFileOf(version: DocsVersion, dir = CLAIMS_DIR): string {
  return path.join(dir, `${version}.yaml`);
}

/** The docs versions that have a ledger, newest first. */
export function versionsWithLedger(dir = CLAIMS_DIR): DocsVersion[] {
  return DOCS_VERSIONS.filter((version) => fs.existsSync(ledgerFileOf(version, dir)));
}

/** Reads and checks one ledger file; `shownAs` is the name messages give it. */
export function readLedgerFile(file: string, shownAs = path.relative(process.cwd(), file)): {claims: Claim[]; errors: string[]} {
  const text = fs.readFileSync(file, 'utf8');
  // A ledger with no entries yet (only comments) is a list of none; js-yaml refuses empty input.
  if (!text.replace(/^\s*#.*$/gm, '').trim()) return {claims: [], errors: []};
  let value: unknown;
  try {
    value = parseYaml(text);
  } catch (error) {
    return {claims: [], errors: [`${shownAs}: ${(error as Error).message}`]};
  }
  return parseLedger(value, shownAs);
}

/**
 * Every problem of every ledger in `dir`: a file named after no docs version, and every bad entry.
 * The build stops on any (src/plugins/claims).
 */
export function ledgerErrors(dir = CLAIMS_DIR): string[] {
  const errors: string[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    if (!/\.ya?ml$/.test(name)) continue;
    const shownAs = path.relative(process.cwd(), path.join(dir, name));
    const version = name.replace(/\.ya?ml$/, '');
    if (!isDocsVersion(version) || name !== `${version}.yaml`) {
      errors.push(`${shownAs}: names no docs version of src/data/versions.json (a ledger is <version>.yaml: ${DOCS_VERSIONS.join(', ')})`);
      continue;
    }
    errors.push(...readLedgerFile(path.join(dir, name), shownAs).errors);
  }
  return errors;
}

const cache = new Map<string, Claim[]>();

/** A docs version's ledger (empty when it has none); throws on a bad one, with every problem. */
export function ledgerOf(version: DocsVersion, dir = CLAIMS_DIR): Claim[] {
  if (!isDocsVersion(version)) throw new Error(`no docs version ${version} in src/data/versions.json`);
  const file = ledgerFileOf(version, dir);
  let claims = cache.get(file);
  if (!claims) {
    if (!fs.existsSync(file)) return [];
    const read = readLedgerFile(file);
    if (read.errors.length) throw new Error(read.errors.join('\n'));
    claims = read.claims;
    cache.set(file, claims);
  }
  return claims;
}
