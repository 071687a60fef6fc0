/**
 * Clips of the editor at work per docs version: what `scripts/screenshots/capture.mjs` recorded into
 * `static/clips/<version>/` and described in `<version>.json`, and the checks a placement
 * (./placements.ts) relies on. Build-time and test code only; the same pattern as the pictures in
 * `src/data/screenshots/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_VERSIONS, CURRENT_DOCS_VERSION, type DocsVersion} from '../docsVersions';
import {THEMES, docsDirOf, explicitHeadingIds, type Theme} from '../screenshots';
import type {ClipPlacement, ClipSection} from './placements';
import {cueProblems, type ClipCue} from './cues';

/** No file of a clip may be larger. */
export const CLIP_MAX_BYTES = 500 * 1024;
/**
 * The clips of one docs version together stay under this. Per version, not for the repository: a
 * release adds a version whose clips are recorded anew, while the older versions keep theirs.
 */
export const CLIPS_MAX_BYTES_PER_VERSION = 20_000_000;
/** A clip lasts this long, in seconds: long enough to follow, short enough to loop. */
export const CLIP_DURATION = {min: 3, max: 15} as const;
/** Share of the picture that must change at some point for a clip to count as moving. */
export const MIN_MOTION = 0.002;
/** Video formats, best first: the browser plays the first it supports. WebM is optional per clip. */
export const VIDEO_FORMATS = ['webm', 'mp4'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];
export const POSTER_FORMATS = ['avif', 'webp'] as const;
export type PosterFormat = (typeof POSTER_FORMATS)[number];
export const VIDEO_TYPE: Record<VideoFormat, string> = {
  // VP9 and H.264 high profile: a browser that cannot play the first source takes the next.
  webm: 'video/webm; codecs="vp9"',
  mp4: 'video/mp4; codecs="avc1.640028"',
};
export const POSTER_TYPE: Record<PosterFormat, string> = {avif: 'image/avif', webp: 'image/webp'};

export type ClipEntry = {
  /** One line on what the clip shows; the video's accessible name. */
  alt: string;
  /**
   * What happens, step by step, as the recording announced it (./cues.ts), per colour mode: the
   * captions tracks and the figcaption's step list. The two modes say the same, at their own times.
   */
  cues?: Record<Theme, ClipCue[]>;
  /**
   * Only in entries recorded before clips had cues (see `clipsAwaitingCues` in ./placements.ts):
   * the steps in words, shown without captions tracks until the clip is recorded again.
   */
  caption?: string[];
  /** Display size in CSS pixels (the video is encoded at up to twice that). */
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  /** Hash of what decides the clip's pixels; an unchanged recipe is not recorded again. */
  recipe: string;
  /** Share of the picture that differs from the first frame at the clip's busiest moment. */
  motion: Record<Theme, number>;
  /** Share of the picture that differs between the last and the first frame (the loop's seam). */
  loopJump: Record<Theme, number>;
  /** Size in bytes of every file, by file name. */
  bytes: Record<string, number>;
};
export type ClipManifest = Record<string, ClipEntry>;

/** What the recorder wrote for a version (`<version>.json` here); a version without clips has none. */
export function clipManifestFor(version: DocsVersion): ClipManifest {
  const file = path.join(__dirname, `${version}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ClipManifest) : {};
}

/** Every version's manifest, by version. */
export function allClipManifests(): Record<DocsVersion, ClipManifest> {
  return Object.fromEntries(DOCS_VERSIONS.map((version) => [version, clipManifestFor(version)]));
}

/**
 * The docs version whose clips a section shows. The developer guides show the newest release that
 * has clips: the current one, except between a release cut and the recording of its clips
 * (RELEASING.md, step 4), when the guides keep the previous release's rather than fail the build.
 */
export function versionOfSection(section: ClipSection, manifests: Record<DocsVersion, ClipManifest> = allClipManifests()): DocsVersion {
  if (section !== 'api') return section;
  return DOCS_VERSIONS.find((version) => Object.keys(manifests[version] ?? {}).length > 0) ?? CURRENT_DOCS_VERSION;
}

/** `emmet-html-dark.mp4`; the recorder (scripts/screenshots/lib/clips.mjs) names files the same way. */
export function clipFileName(name: string, theme: Theme, ext: VideoFormat | PosterFormat): string {
  return `${name}-${theme}.${ext}`;
}

/** Path of a clip file below the site's static folder, which is also its URL below the base URL. */
export function clipPath(version: DocsVersion, name: string, theme: Theme, ext: VideoFormat | PosterFormat): string {
  return `clips/${version}/${clipFileName(name, theme, ext)}`;
}

/** The video formats a clip has in a theme, best first (MP4 always; WebM where it saved enough). */
export function videoFormatsOf(name: string, entry: ClipEntry, theme: Theme): VideoFormat[] {
  return VIDEO_FORMATS.filter((format) => clipFileName(name, theme, format) in entry.bytes);
}

/** Every file a clip needs: per theme, its videos and both posters. */
export function clipFiles(version: DocsVersion, name: string, entry: ClipEntry): string[] {
  return THEMES.flatMap((theme) => [
    ...VIDEO_FORMATS.filter((f) => f === 'mp4' || clipFileName(name, theme, f) in entry.bytes).map((f) =>
      clipPath(version, name, theme, f),
    ),
    ...POSTER_FORMATS.map((f) => clipPath(version, name, theme, f)),
  ]);
}

/** Why an entry of the manifest cannot be shown, or an empty list. */
export function clipEntryProblems(
  name: string,
  entry: Partial<ClipEntry> | undefined,
  version: DocsVersion = CURRENT_DOCS_VERSION,
): string[] {
  if (!entry) return [`no clip named "${name}"`];
  const problems: string[] = [];
  if ((entry.alt ?? '').trim().length < 20) problems.push(`"${name}" has no real description (alt)`);
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
  for (const key of ['width', 'height'] as const) {
    if (!Number.isInteger(entry[key]) || (entry[key] as number) <= 0) problems.push(`"${name}" has no ${key}`);
  }
  const duration = entry.duration ?? 0;
  if (!(duration >= CLIP_DURATION.min && duration <= CLIP_DURATION.max)) {
    problems.push(`"${name}" lasts ${duration} s, outside ${CLIP_DURATION.min}–${CLIP_DURATION.max} s`);
  }
  for (const theme of THEMES) {
    const motion = entry.motion?.[theme] ?? 0;
    if (!(motion >= MIN_MOTION)) problems.push(`"${name}" (${theme}) does not move: its frames all look like the first`);
    for (const ext of ['mp4', ...POSTER_FORMATS] as const) {
      if (!(clipFileName(name, theme, ext) in (entry.bytes ?? {}))) problems.push(`"${name}" has no ${theme} ${ext}`);
    }
  }
  for (const [file, size] of Object.entries(entry.bytes ?? {})) {
    if (size > CLIP_MAX_BYTES) problems.push(`"${name}": ${file} is over ${CLIP_MAX_BYTES / 1024} KB`);
  }
  return problems;
}

export type ClipPlacementCheck = {
  section: ClipSection;
  placements: readonly ClipPlacement[];
  manifests?: Record<DocsVersion, ClipManifest>;
  /** The site's static folder; files are checked when given. */
  staticDir?: string;
  /** The site folder; pages and heading ids are checked when given. */
  siteDir?: string;
};

/** The folder a section's pages live in, relative to the site. */
export function sectionDirOf(section: ClipSection): string {
  return section === 'api' ? 'api' : docsDirOf(section);
}

/** Every reason the clip placements of a section would not render, as "page: problem" lines. */
export function clipPlacementProblems({
  section,
  placements,
  manifests: all = allClipManifests(),
  staticDir,
  siteDir,
}: ClipPlacementCheck): string[] {
  const problems: string[] = [];
  const version = versionOfSection(section, all);
  const manifest = all[version];
  for (const placement of placements) {
    const where = `${sectionDirOf(section)}/${placement.page} (${placement.clip})`;
    const entry = manifest[placement.clip];
    if (!entry) {
      const elsewhere = DOCS_VERSIONS.filter((v) => v !== version && all[v]?.[placement.clip]);
      problems.push(
        elsewhere.length
          ? `${where}: the clip "${placement.clip}" belongs to ${elsewhere.join(', ')}, not to ${version}; record it for ${version}`
          : `${where}: no clip named "${placement.clip}" in static/clips/${version}/`,
      );
      continue;
    }
    problems.push(...clipEntryProblems(placement.clip, entry, version).map((p) => `${where}: ${p}`));
    if (staticDir) {
      for (const file of clipFiles(version, placement.clip, entry)) {
        const full = path.join(staticDir, file);
        if (!fs.existsSync(full)) problems.push(`${where}: missing file static/${file}`);
        else if (fs.statSync(full).size > CLIP_MAX_BYTES) problems.push(`${where}: static/${file} is over ${CLIP_MAX_BYTES / 1024} KB`);
      }
    }
    if (siteDir) {
      const base = path.join(siteDir, sectionDirOf(section), placement.page);
      const file = ['.md', '.mdx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
      if (!file) problems.push(`${where}: no such page`);
      else if (placement.afterHeading !== null && !explicitHeadingIds(fs.readFileSync(file, 'utf8')).includes(placement.afterHeading)) {
        problems.push(`${where}: no heading with the explicit id {#${placement.afterHeading}}`);
      }
    }
  }
  return problems;
}

/**
 * The section and page id of a content file: `{section: <current version>, page: 'Features/emmet'}` for
 * `docs/Features/emmet.md`, `{section: 'api', page: 'creating-themes'}` for `api/creating-themes.md`,
 * or null for files elsewhere (the generated API reference included).
 */
export function clipPageOfFile(filePath: string): {section: ClipSection; page: string} | null {
  const normal = filePath.replace(/\\/g, '/');
  const api = /(?:^|\/)api\/(.+)\.mdx?$/.exec(normal);
  if (api && !api[1]!.startsWith('API-Reference')) return {section: 'api', page: api[1]!};
  const docs = /(?:^|\/)(?:docs|versioned_docs\/version-([^/]+))\/(.+)\.mdx?$/.exec(normal);
  if (!docs) return null;
  const version = (docs[1] ?? CURRENT_DOCS_VERSION) as DocsVersion;
  return DOCS_VERSIONS.includes(version) ? {section: version, page: docs[2]!} : null;
}
