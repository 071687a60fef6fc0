/**
 * Why a picture or clip of the editor would not render: the checks of a manifest entry (what both
 * kinds need, then each kind's own) and of a placement (the entry, its files, its page and heading),
 * one set for both kinds. Build-time and test code only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CURRENT_DOCS_VERSION, DOCS_VERSIONS, type DocsVersion} from '../docsVersions';
import {
  CLIP_DURATION,
  CLIP_MAX_BYTES,
  CLIP_POSTER_FORMATS,
  KINDS,
  MIN_MOTION,
  THEMES,
  allManifests,
  clipFileName,
  mediaFolder,
  sectionDirOf,
  versionOfSection,
  type EntryOf,
  type ManifestsOf,
  type MediaKind,
  type MediaManifests,
  type MediaPlacement,
  type MediaSection,
} from '.';
import {cueProblems} from './cues';

type EntryCheck<K extends MediaKind> = (name: string, entry: Partial<EntryOf<K>>, version: DocsVersion) => string[];

/**
 * Alt text both kinds need: a sentence for someone who cannot see the picture or clip. A picture's
 * may also be neither a file name nor its own name, what an alt text written in a hurry falls back to.
 */
function altProblems(kind: MediaKind, name: string, alt: string | undefined): string[] {
  const text = (alt ?? '').trim();
  if (text.length < 20) return [`"${name}" has no real alt text (got ${JSON.stringify(alt ?? '')})`];
  if (kind !== 'picture') return [];
  if (/\.(png|webp|avif|jpe?g|svg)\b/i.test(text) && text.split(/\s+/).length < 4) return [`"${name}" has a file name as alt text`];
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === name ? [`"${name}" repeats its name as alt text`] : [];
}

/** Each kind's own checks of an entry, after the alt text and size both need (a picture's files are checked by placement). */
const OWN_ENTRY_CHECKS: {[K in MediaKind]: EntryCheck<K>} = {
  picture: () => [],
  clip: (name, entry, version) => {
    const problems: string[] = [];
    if (entry.cues || !entry.caption) {
      for (const theme of THEMES) {
        problems.push(...cueProblems(version, name, entry.cues?.[theme], entry.duration ?? 0).map((p) => `${p} (${theme})`));
      }
      const texts = THEMES.map((theme) => (entry.cues?.[theme] ?? []).map((cue) => cue.text).join('\n'));
      if (texts.some((t) => t !== texts[0])) problems.push(`"${name}": the light and dark recordings announce different cues`);
    } else {
      const steps = entry.caption;
      if (!Array.isArray(steps) || steps.length < 2 || steps.some((step) => typeof step !== 'string' || step.trim().length < 8)) {
        problems.push(`"${name}" has no step-by-step caption (at least two steps)`);
      }
    }
    const duration = entry.duration ?? 0;
    if (!(duration >= CLIP_DURATION.min && duration <= CLIP_DURATION.max)) {
      problems.push(`"${name}" lasts ${duration} s, outside ${CLIP_DURATION.min}–${CLIP_DURATION.max} s`);
    }
    for (const theme of THEMES) {
      const motion = entry.motion?.[theme] ?? 0;
      if (!(motion >= MIN_MOTION)) problems.push(`"${name}" (${theme}) does not move: its frames all look like the first`);
      for (const format of ['mp4', ...CLIP_POSTER_FORMATS] as const) {
        if (!(clipFileName(name, theme, format) in (entry.bytes ?? {}))) problems.push(`"${name}" has no ${theme} ${format}`);
      }
    }
    for (const [file, size] of Object.entries(entry.bytes ?? {})) {
      if (size > CLIP_MAX_BYTES) problems.push(`"${name}": ${file} is over ${CLIP_MAX_BYTES / 1024} KB`);
    }
    return problems;
  },
};

/** Why an entry of a manifest cannot be shown, or an empty list. */
export function entryProblems<K extends MediaKind>(
  kind: K,
  name: string,
  entry: Partial<EntryOf<K>> | undefined,
  version: DocsVersion = CURRENT_DOCS_VERSION,
): string[] {
  if (!entry) return [`no ${KINDS[kind].noun} named "${name}"`];
  const problems = altProblems(kind, name, entry.alt);
  for (const key of ['width', 'height'] as const) {
    if (!Number.isInteger(entry[key]) || (entry[key] as number) <= 0) problems.push(`"${name}" has no ${key}`);
  }
  const ownChecks: EntryCheck<K> = OWN_ENTRY_CHECKS[kind];
  return [...problems, ...ownChecks(name, entry, version)];
}

export type PlacementCheck = {
  section: MediaSection;
  placements: readonly MediaPlacement[];
  /** Each kind's manifests of every version (the project's by default), so an entry of another version is reported as such. */
  manifests?: Partial<MediaManifests>;
  /** The site's static folder; files are checked when given. */
  staticDir?: string;
  /** The site folder; pages and heading ids are checked when given. */
  siteDir?: string;
};

/** Every reason the placements of a section would not render, as "page (name): problem" lines. */
export function placementProblems({section, placements, manifests = {}, staticDir, siteDir}: PlacementCheck): string[] {
  // A kind's manifests are read once, and only when one of its placements needs them.
  const known: Partial<MediaManifests> = {...manifests};
  return placements.flatMap((placement) =>
    placement.kind === 'picture'
      ? placementProblemsOf('picture', placement, section, (known.picture ??= allManifests('picture')), staticDir, siteDir)
      : placementProblemsOf('clip', placement, section, (known.clip ??= allManifests('clip')), staticDir, siteDir),
  );
}

function placementProblemsOf<K extends MediaKind>(
  kind: K,
  placement: MediaPlacement,
  section: MediaSection,
  all: ManifestsOf<K>,
  staticDir: string | undefined,
  siteDir: string | undefined,
): string[] {
  const {noun, make, maxBytes, files} = KINDS[kind];
  const {name, page, afterHeading} = placement;
  const version = versionOfSection(section, all);
  const where = `${sectionDirOf(section)}/${page} (${name})`;
  const entry = all[version]?.[name];
  if (!entry) {
    const elsewhere = DOCS_VERSIONS.filter((v) => v !== version && all[v]?.[name]);
    return [
      elsewhere.length
        ? `${where}: the ${noun} "${name}" belongs to ${elsewhere.join(', ')}, not to ${version}; ${make} it for ${version}`
        : `${where}: no ${noun} named "${name}" in static/${mediaFolder(kind, version)}/`,
    ];
  }
  const problems = entryProblems(kind, name, entry, version).map((p) => `${where}: ${p}`);
  if (staticDir) {
    for (const file of files(version, name, entry)) {
      const full = path.join(staticDir, file);
      if (!fs.existsSync(full)) problems.push(`${where}: missing file static/${file}`);
      else if (fs.statSync(full).size > maxBytes) problems.push(`${where}: static/${file} is over ${maxBytes / 1024} KB`);
    }
  }
  if (siteDir) {
    const base = path.join(siteDir, sectionDirOf(section), page);
    const file = ['.md', '.mdx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (!file) problems.push(`${where}: no such page`);
    else if (afterHeading !== null && !explicitHeadingIds(fs.readFileSync(file, 'utf8')).includes(afterHeading)) {
      problems.push(`${where}: no heading with the explicit id {#${afterHeading}}`);
    }
  }
  return problems;
}

/**
 * Pages that show no picture although they should: every page of `pages` needs a placement unless
 * `exceptions` names it with a reason. An exception that names no page, gives no reason or names a
 * page that has a picture after all is reported too, so the list cannot go stale.
 */
export function pagesWithoutPictureProblems(
  pages: readonly string[],
  placements: readonly {page: string}[],
  exceptions: Readonly<Record<string, string>>,
): string[] {
  const placed = new Set(placements.map((placement) => placement.page));
  const problems = pages
    .filter((page) => !placed.has(page) && !(page in exceptions))
    .map((page) => `${page}: no picture; place one in placements.ts or list the page in pagesWithoutPicture with the reason`);
  for (const [page, reason] of Object.entries(exceptions)) {
    if (!pages.includes(page)) problems.push(`${page}: listed in pagesWithoutPicture but there is no such page`);
    else if (placed.has(page)) problems.push(`${page}: listed in pagesWithoutPicture but it has a picture; remove it from the list`);
    if (!reason.trim()) problems.push(`${page}: listed in pagesWithoutPicture without a reason`);
  }
  return problems;
}

/** Explicit heading ids of a Markdown or MDX source: `## Title {#id}` and `## Title \{#id\}`. */
export function explicitHeadingIds(source: string): string[] {
  const ids: string[] = [];
  for (const line of source.split('\n')) {
    const match = /^#{1,6}\s.*?\\?\{#([^}\\\s]+)\\?\}\s*$/.exec(line);
    if (match) ids.push(match[1]!);
  }
  return ids;
}
