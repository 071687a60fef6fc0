/** The release cut behind `npm run docs:release` (scripts/docs-release.ts). */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {compareVersions} from '../../src/data/docsVersions';
import {parseVersions} from '../../src/data/versionsSchema';
import {moduleFactsSchema, parseFacts, versionFactsSchema} from '../../src/data/facts/schema';

export type ReleaseOptions = {
  siteDir: string;
  version: string;
  factsFile: string;
  modulesFile?: string;
  highlights: string;
  log?: (line: string) => void;
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
 * Starts `next`'s claims ledger as a copy of `previous`'s: the pages are the same until someone
 * edits them, and each entry keeps the tag its evidence was read at, so that `npm run docs:drift
 * -- <previous> <next> --source <checkout>` lists the entries whose cited lines the release
 * changed. Returns what it did, or null when `previous` has no ledger or `next` has one already.
 */
export function carryOverClaims(claimsDir: string, previous: string, next: string): string | null {
  const from = path.join(claimsDir, `${previous}.yaml`);
  const to = path.join(claimsDir, `${next}.yaml`);
  if (!fs.existsSync(from) || fs.existsSync(to)) return null;
  fs.copyFileSync(from, to);
  return `src/data/claims/${next}.yaml: ${previous}'s claims ledger carried over; re-check what docs:drift --source lists`;
}

export function cutRelease({siteDir, version, factsFile, modulesFile, highlights, log = console.log}: ReleaseOptions): void {
  const versionsFile = path.join(siteDir, 'src/data/versions.json');
  const data = parseVersions(JSON.parse(fs.readFileSync(versionsFile, 'utf8')));
  const old = data.versions[0]!.name;
  if (!/^\d+\.\d+$/.test(version)) throw new Error(`--version ${version}: a docs version is major.minor`);
  if (compareVersions(version, old) >= 0) throw new Error(`--version ${version} is not newer than the current docs version ${old}`);
  if (!highlights.trim()) throw new Error('--highlights: say in a few words what the release brings; the announcement bar shows it');

  const modulesPath = modulesFile ?? factsFile.replace(/\.json$/, '.modules.json');
  const facts = parseFacts(versionFactsSchema, JSON.parse(fs.readFileSync(factsFile, 'utf8')), factsFile);
  const modules = parseFacts(moduleFactsSchema, JSON.parse(fs.readFileSync(modulesPath, 'utf8')), modulesPath);
  for (const [file, said] of [
    [factsFile, facts.version],
    [modulesPath, modules.version],
  ] as const)
    if (said !== version) throw new Error(`${file}: version: the facts are for ${said}, not ${version}`);
  if (modules.tag !== facts.tag) throw new Error(`${modulesPath}: tag: ${modules.tag}, but the facts say ${facts.tag}`);
  const factsDir = path.join(siteDir, 'src/data/facts');
  for (const [from, name] of [
    [factsFile, `${version}.json`],
    [modulesPath, `${version}.modules.json`],
  ] as const) {
    const to = path.join(factsDir, name);
    if (path.resolve(from) !== path.resolve(to)) fs.copyFileSync(from, to);
  }

  log(`docs/ (${old}) becomes versioned_docs/version-${old}/`);
  const docusaurus = path.join(siteDir, 'node_modules/.bin/docusaurus');
  const cut = spawnSync(docusaurus, ['docs:version', old], {cwd: siteDir, stdio: 'inherit'});
  if (cut.status !== 0) throw new Error(`docusaurus docs:version ${old} failed`);

  const next = {
    ...data,
    versions: [
      {name: version, editorTag: facts.tag, highlights: highlights.trim()},
      ...data.versions.map(({highlights: _, ...rest}) => rest),
    ],
  };
  parseVersions(next);
  fs.writeFileSync(versionsFile, `${JSON.stringify(next, null, 2)}\n`);
  log(`src/data/versions.json: ${version} (${facts.tag}) is current`);

  const desktopFile = path.join(factsDir, 'desktopOnly.yaml');
  fs.writeFileSync(desktopFile, carryOverDesktopOnly(fs.readFileSync(desktopFile, 'utf8'), old, version));
  log(`src/data/facts/desktopOnly.yaml: ${old}'s desktop-only facts carried over to ${version}; check them against ${facts.tag}`);
  const claims = carryOverClaims(path.join(siteDir, 'src/data/claims'), old, version);
  if (claims) log(claims);
  log('Next: RELEASING.md step 4 (pictures and clips), 5 (release post), 6 (app links), 7 (announcement).');
}
