/**
 * The docs versions: which exist, which one `docs/` documents (the first, the newest) and which
 * editor tag each documents. `versions.json` is the one place that names them; the site config,
 * the plugins, the facts, the pictures, the scripts and the tests read them from here.
 * `npm run docs:release` edits it; Docusaurus' own `versions.json` at the root is written from it.
 */
import data from './versions.json';

/** One docs version, as `versions.json` lists it (checked by ./versionsSchema.ts at build time). */
export type VersionEntry = {
  name: string;
  /** The editor's git tag the version's facts, pictures and pages were read from. */
  editorTag: string;
  /** For the current version: what the announcement bar says is new, after "Phoenix Code X is out: ". */
  highlights?: string;
};
export type VersionsData = {versions: VersionEntry[]};

/** Newest first, by number: `9.10` before `9.2` before `8.0`. */
export function compareVersions(a: string, b: string): number {
  const [aMajor, aMinor] = a.split('.').map(Number) as [number, number];
  const [bMajor, bMinor] = b.split('.').map(Number) as [number, number];
  return bMajor - aMajor || bMinor - aMinor;
}

// Read as it is: this module reaches the browser (through the site config), and the schema's
// library would come with it and probe for eval, which the Content-Security-Policy reports. The
// build checks the file against ./versionsSchema.ts before anything reads it (docusaurus.config.ts).
const parsed = data as VersionsData;

/** A docs version's name, `major.minor`. */
export type DocsVersion = string;

/** Every docs version, newest first. The first is the one `docs/` documents. */
export const DOCS_VERSIONS: readonly DocsVersion[] = parsed.versions.map((v) => v.name);
export const CURRENT_DOCS_VERSION: DocsVersion = DOCS_VERSIONS[0]!;
/** The versions kept under `versioned_docs/`, newest first (what Docusaurus' `versions.json` lists). */
export const OLDER_DOCS_VERSIONS: readonly DocsVersion[] = DOCS_VERSIONS.slice(1);

export function isDocsVersion(value: string): value is DocsVersion {
  return DOCS_VERSIONS.includes(value);
}

export function versionEntry(version: DocsVersion): VersionEntry {
  const entry = parsed.versions.find((v) => v.name === version);
  if (!entry) throw new Error(`no docs version ${version} in src/data/versions.json`);
  return entry;
}

/** The editor tag a docs version documents (`v5.2.4`). */
export function editorTagOf(version: DocsVersion): string {
  return versionEntry(version).editorTag;
}

/** The docs version an editor tag belongs to (`v4.0.3` is 4.0), or null for a tag no version documents. */
export function docsVersionOfTag(tag: string): DocsVersion | null {
  return parsed.versions.find((v) => v.editorTag === tag)?.name ?? null;
}

/** The folder a docs version's pages live in, relative to the site. */
export function docsDirOf(version: DocsVersion): string {
  return version === CURRENT_DOCS_VERSION ? 'docs' : `versioned_docs/version-${version}`;
}

/** The URL prefix of a docs version's pages. */
export function docsPathOf(version: DocsVersion): string {
  return version === CURRENT_DOCS_VERSION ? '/docs' : `/docs/${version}`;
}
