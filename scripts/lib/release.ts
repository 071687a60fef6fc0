/**
 * The release cut behind `npm run docs:release` (scripts/docs-release.ts). All or nothing: every
 * check runs before the first write, each write is recorded with what it replaced, and when
 * anything fails (Docusaurus' `docs:version` included) the writes are undone in reverse order, so
 * the tree is as it was.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {compareVersions} from '../../src/data/docsVersions';
import {parseVersions} from '../../src/data/versionsSchema';
import {readFactsFile} from './factsFile';
import {DOCS_VERSION} from '../../src/lib/versionPatterns.mjs';

export type ReleaseOptions = {
  siteDir: string;
  version: string;
  /** A raw facts file (`npm run facts --out`) or a `<new>.json` with its modules file beside it. */
  factsFile: string;
  modulesFile?: string;
  /** The editor tag the facts must have been read at, when given. */
  tag?: string;
  highlights: string;
  log?: (line: string) => void;
  /** Docusaurus' `docs:version <old>` in `siteDir`; tests pass a stand-in. */
  docsVersion?: (siteDir: string, old: string) => void;
};

/** Adds `next` before `previous` in every flow list of versions in desktopOnly.yaml that names `previous`. */
export function carryOverDesktopOnly(yaml: string, previous: string, next: string): string {
  return yaml.replace(/^(\s*versions: \[)([^\]]*)\]/gm, (whole, head: string, list: string) => {
    const versions = list.split(',').map((v) => v.trim().replace(/^['"]|['"]$/g, ''));
    if (!versions.includes(previous) || versions.includes(next)) return whole;
    return `${head}${[next, ...versions].map((v) => `'${v}'`).join(', ')}]`;
  });
}

/**
 * The file that starts `next`'s claims ledger as a copy of `previous`'s: the pages are the same
 * until someone edits them, and each entry keeps the tag its evidence was read at, so that `npm run
 * docs:drift -- <previous> <next> --source <checkout>` lists the entries whose cited lines the
 * release changed. Null when `previous` has no ledger or `next` has one already.
 */
export function claimsCarryOver(claimsDir: string, previous: string, next: string): {from: string; to: string} | null {
  const from = path.join(claimsDir, `${previous}.yaml`);
  const to = path.join(claimsDir, `${next}.yaml`);
  return fs.existsSync(from) && !fs.existsSync(to) ? {from, to} : null;
}

/**
 * A ledger's text as the next version starts it: every entry as it was, comments and layout kept,
 * except the entries whose words are a clip's captions (`clip:`). Clips are recorded per version and
 * the cut leaves them behind, so those words are on none of the new version's pages until the clip
 * is recorded again, and its entry comes back with it. Entries are the list items at the start of a
 * line (the ledger's layout, README.md "Claims ledger").
 */
export function carriedOverLedger(text: string): {text: string; leftOut: number} {
  const [head, ...entries] = text.split(/^(?=- )/m);
  const kept = entries.filter((entry) => {
    const [item] = (parseYaml(entry) as Array<{clip?: unknown}> | null) ?? [];
    return item?.clip === undefined;
  });
  return {text: [head, ...kept].join(''), leftOut: entries.length - kept.length};
}

function runDocusaurusDocsVersion(siteDir: string, old: string): void {
  const docusaurus = path.join(siteDir, 'node_modules/.bin/docusaurus');
  const cut = spawnSync(docusaurus, ['docs:version', old], {cwd: siteDir, stdio: 'inherit'});
  if (cut.status !== 0) throw new Error(`docusaurus docs:version ${old} failed`);
}

/** Writes that can be undone: each records what was there before it. */
class Journal {
  private readonly undo: (() => void)[] = [];

  /** Remembers `file` as it is now (its bytes, or that it is absent), to put back on rollback. */
  keep(file: string): void {
    const before = fs.existsSync(file) ? fs.readFileSync(file) : null;
    this.undo.push(() => (before === null ? fs.rmSync(file, {force: true}) : fs.writeFileSync(file, before)));
  }

  /** Remembers that `dir` is absent now, to remove it with its contents on rollback. */
  keepAbsentDir(dir: string): void {
    if (fs.existsSync(dir)) return;
    this.undo.push(() => fs.rmSync(dir, {recursive: true, force: true}));
  }

  write(file: string, data: string | Buffer): void {
    this.keep(file);
    fs.writeFileSync(file, data);
  }

  rollback(): string[] {
    const problems: string[] = [];
    for (const step of this.undo.reverse()) {
      try {
        step();
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    return problems;
  }
}

export function cutRelease({
  siteDir,
  version,
  factsFile,
  modulesFile,
  tag,
  highlights,
  log = console.log,
  docsVersion = runDocusaurusDocsVersion,
}: ReleaseOptions): void {
  // 1. Every check, before anything is written.
  const versionsFile = path.join(siteDir, 'src/data/versions.json');
  const data = parseVersions(JSON.parse(fs.readFileSync(versionsFile, 'utf8')));
  const old = data.versions[0]!.name;
  if (!DOCS_VERSION.test(version)) throw new Error(`--version ${version}: a docs version is major.minor`);
  if (compareVersions(version, old) >= 0) throw new Error(`--version ${version} is not newer than the current docs version ${old}`);
  if (!highlights.trim()) throw new Error('--highlights: say in a few words what the release brings; the announcement bar shows it');

  const read = readFactsFile(factsFile, version, modulesFile);
  const {facts, modules} = read;
  for (const [file, said] of [
    [factsFile, facts.version],
    [read.modulesFile, modules.version],
  ] as const)
    if (said !== version) throw new Error(`${file}: version: the facts are for ${said}, not ${version}`);
  if (modules.tag !== facts.tag) throw new Error(`${read.modulesFile}: tag: ${modules.tag}, but the facts say ${facts.tag}`);
  if (tag !== undefined && tag !== facts.tag)
    throw new Error(`--tag ${tag}: ${factsFile} was read at ${facts.tag}; read the facts again at ${tag}, or give its tag`);

  // The facts files as refresh-facts writes them; one that exists already must say the same.
  const factsDir = path.join(siteDir, 'src/data/facts');
  const factsWrites = [
    [path.join(factsDir, `${version}.json`), facts, factsFile],
    [path.join(factsDir, `${version}.modules.json`), modules, read.modulesFile],
  ] as const;
  const factsText = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;
  for (const [to, value, from] of factsWrites) {
    if (path.resolve(from) === path.resolve(to) || !fs.existsSync(to)) continue;
    if (JSON.stringify(JSON.parse(fs.readFileSync(to, 'utf8'))) !== JSON.stringify(value))
      throw new Error(`${path.relative(siteDir, to)} exists and differs from ${from}: remove it, or cut from it`);
  }

  const frozenDocs = path.join(siteDir, 'versioned_docs', `version-${old}`);
  const frozenSidebar = path.join(siteDir, 'versioned_sidebars', `version-${old}-sidebars.json`);
  const docusaurusVersions = path.join(siteDir, 'versions.json');
  for (const target of [frozenDocs, frozenSidebar])
    if (fs.existsSync(target)) throw new Error(`${path.relative(siteDir, target)} exists already: ${old} was cut before`);
  if (fs.existsSync(docusaurusVersions) && (JSON.parse(fs.readFileSync(docusaurusVersions, 'utf8')) as string[]).includes(old))
    throw new Error(`versions.json lists ${old} already: ${old} was cut before`);

  const next = parseVersions({
    ...data,
    versions: [
      {name: version, editorTag: facts.tag, highlights: highlights.trim()},
      ...data.versions.map(({highlights: _, ...rest}) => rest),
    ],
  });
  const desktopFile = path.join(factsDir, 'desktopOnly.yaml');
  const desktopOnly = carryOverDesktopOnly(fs.readFileSync(desktopFile, 'utf8'), old, version);
  const carry = claimsCarryOver(path.join(siteDir, 'src/data/claims'), old, version);
  const claims = carry && {to: carry.to, ...carriedOverLedger(fs.readFileSync(carry.from, 'utf8'))};

  // 2. The writes, each undone if a later one fails.
  const journal = new Journal();
  try {
    for (const [to, value, from] of factsWrites) {
      if (path.resolve(from) === path.resolve(to)) continue;
      journal.write(to, factsText(value));
    }
    log(`src/data/facts/${version}.json, ${version}.modules.json: the facts of ${facts.tag}`);

    log(`docs/ (${old}) becomes versioned_docs/version-${old}/`);
    journal.keepAbsentDir(path.dirname(frozenDocs));
    journal.keepAbsentDir(path.dirname(frozenSidebar));
    journal.keepAbsentDir(frozenDocs);
    journal.keep(frozenSidebar);
    journal.keep(docusaurusVersions);
    docsVersion(siteDir, old);

    journal.write(versionsFile, `${JSON.stringify(next, null, 2)}\n`);
    log(`src/data/versions.json: ${version} (${facts.tag}) is current`);

    journal.write(desktopFile, desktopOnly);
    log(`src/data/facts/desktopOnly.yaml: ${old}'s desktop-only facts carried over to ${version}; check them against ${facts.tag}`);
    if (claims) {
      journal.write(claims.to, claims.text);
      const leftOut = claims.leftOut
        ? `; ${claims.leftOut} entries on clip captions left out, to come back with the clips (RELEASING.md step 4)`
        : '';
      log(`src/data/claims/${version}.yaml: ${old}'s claims ledger carried over; re-check what docs:drift --source lists${leftOut}`);
    }
    log('Next: RELEASING.md step 4 (pictures and clips), 5 (release post), 6 (app links), 7 (announcement).');
  } catch (error) {
    const problems = journal.rollback();
    throw new Error(
      problems.length
        ? `${(error as Error).message}\nand undoing the cut failed, so the tree is part-cut (git status shows what):\n  ${problems.join('\n  ')}`
        : `${(error as Error).message}\nNothing was cut: every file is as it was.`,
      {cause: error},
    );
  }
}
