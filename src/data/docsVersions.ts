/**
 * The docs versions: which exist, which one `docs/` documents (the first, the newest) and which
 * editor tag each documents. `versions.json` is the one place that names them; the site config,
 * the plugins, the facts, the pictures, the scripts and the tests read them from here.
 * `npm run docs:release` edits it; Docusaurus' own `versions.json` at the root is written from it.
 */
import * as z from 'zod';
import data from './versions.json';

const versionName = z.string().regex(/^\d+\.\d+$/, 'a docs version is major.minor, like 5.2');

export const versionsSchema = z.object({
  versions: z
    .array(
      z.strictObject({
        name: versionName,
        /** The editor's git tag the version's facts, pictures and pages were read from. */
        editorTag: z.string().regex(/^v\d+\.\d+\.\d+$/, 'an editor tag is vMAJOR.MINOR.PATCH'),
        /** For the current version: what the announcement bar says is new, after "Phoenix Code X is out: ". */
        highlights: z.string().min(1).optional(),
      }),
    )
    .min(1)
    .superRefine((versions, ctx) => {
      const names = versions.map((v) => v.name);
      if (new Set(names).size !== names.length) ctx.addIssue({code: 'custom', message: `a version is listed twice: ${names.join(', ')}`});
      versions.forEach((v, i) => {
        if (!v.editorTag.startsWith(`v${v.name}.`))
          ctx.addIssue({code: 'custom', path: [i, 'editorTag'], message: `${v.editorTag} is not a ${v.name} tag`});
      });
      const sorted = [...names].sort(compareVersions);
      if (sorted.join() !== names.join())
        ctx.addIssue({code: 'custom', message: `versions must be listed newest first: ${sorted.join(', ')}`});
      if (!versions[0]?.highlights)
        ctx.addIssue({code: 'custom', path: [0, 'highlights'], message: 'the current version needs its highlights'});
    }),
});

export type VersionsData = z.infer<typeof versionsSchema>;
export type VersionEntry = VersionsData['versions'][number];

/** Newest first, by number: `9.10` before `9.2` before `8.0`. */
export function compareVersions(a: string, b: string): number {
  const [aMajor, aMinor] = a.split('.').map(Number) as [number, number];
  const [bMajor, bMinor] = b.split('.').map(Number) as [number, number];
  return bMajor - aMajor || bMinor - aMinor;
}

/** Parses a versions file, throwing with the path of the first bad field. */
export function parseVersions(value: unknown, file = 'src/data/versions.json'): VersionsData {
  const result = versionsSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${file}: ${['versions', ...issue.path.slice(1)].join('.')}: ${issue.message}`);
  }
  return result.data;
}

const parsed = parseVersions(data);

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
