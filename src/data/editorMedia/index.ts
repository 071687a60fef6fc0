/**
 * The editor's pictures and clips, one model for both kinds: what `scripts/screenshots/capture.mjs`
 * wrote below `static/` and described in each kind's manifest per docs version, where the files of
 * an entry are, which page a content file is, and which placements (`src/data/screenshots/placements.ts`,
 * `src/data/clips/placements.ts`) go on it. The checks are in ./problems.ts, the captions of clips in
 * ./cues.ts. Build-time and test code only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CURRENT_DOCS_VERSION, DOCS_VERSIONS, docsDirOf, type DocsVersion} from '../docsVersions';
import {
  CLIP_MAX_BYTES,
  CLIP_POSTER_FORMATS,
  CLIP_VIDEO_FORMATS,
  MEDIA_KINDS,
  PICTURE_DENSITIES,
  PICTURE_FORMATS,
  PICTURE_MAX_BYTES,
  THEMES,
  clipFileName,
  manifestFile,
  mediaFolder,
  pictureFileName,
} from '../../lib/editorMediaFiles.mjs';
import {placements as picturePlacements, type Placement as PicturePlacement} from '../screenshots/placements';
import {clipPlacements, type ClipPlacement} from '../clips/placements';
import type {ClipCue} from './cues';

export * from '../../lib/editorMediaFiles.mjs';
export type {PicturePlacement, ClipPlacement};

export type MediaKind = (typeof MEDIA_KINDS)[number];
export type Theme = (typeof THEMES)[number];
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
export type VideoFormat = (typeof CLIP_VIDEO_FORMATS)[number];
export type PosterFormat = (typeof CLIP_POSTER_FORMATS)[number];

export type PictureEntry = {
  /** What the picture shows, written for someone who cannot see it. One alt wherever it is placed. */
  alt: string;
  caption?: string;
  kind: 'screenshot' | 'illustration';
  /** Size in CSS pixels (the 1x file); the 2x file is twice as large. */
  width: number;
  height: number;
  /** Size in bytes of every file, by file name. */
  bytes: Record<string, number>;
  /**
   * Hash of what decides the picture's pixels (scripts/screenshots/lib/recipe.mjs); an unchanged
   * recipe is not taken again. Pictures taken before pictures had recipes lack it, and are taken
   * again on the next run.
   */
  recipe?: string;
};

export type ClipEntry = {
  /** One line on what the clip shows; the video's accessible name. */
  alt: string;
  /**
   * What happens, step by step, as the recording announced it (./cues.ts), per colour mode: the
   * captions tracks and the figcaption's step list. The two modes say the same, at their own times.
   */
  cues?: Record<Theme, ClipCue[]>;
  /**
   * Only in entries recorded before clips had cues (see `clipsAwaitingCues` in
   * src/data/clips/placements.ts): the steps in words, shown without captions tracks until the clip
   * is recorded again.
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

export type EntryOf<K extends MediaKind> = {picture: PictureEntry; clip: ClipEntry}[K];
export type ManifestOf<K extends MediaKind> = Record<string, EntryOf<K>>;
export type PictureManifest = ManifestOf<'picture'>;
export type ClipManifest = ManifestOf<'clip'>;
/** Every docs version's manifest of one kind, by version. */
export type ManifestsOf<K extends MediaKind> = Record<DocsVersion, ManifestOf<K>>;
export type MediaManifests = {[K in MediaKind]: ManifestsOf<K>};

const siteDir = path.resolve(__dirname, '../../..');

/** What the recorder wrote for a version; a version without pictures or clips of the kind has none. */
export function manifestFor<K extends MediaKind>(kind: K, version: DocsVersion): ManifestOf<K> {
  const file = path.join(siteDir, manifestFile(kind, version));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestOf<K>) : {};
}

export function allManifests<K extends MediaKind>(kind: K): ManifestsOf<K> {
  return Object.fromEntries(DOCS_VERSIONS.map((version) => [version, manifestFor(kind, version)]));
}

// ---- Files ----------------------------------------------------------------------------------------

/** Path of a picture file below the site's static folder, which is also its URL below the base URL. */
export function picturePath(version: DocsVersion, name: string, theme: Theme, format: PictureFormat, density: number): string {
  return `${mediaFolder('picture', version)}/${pictureFileName(name, theme, format, density)}`;
}

/** Path of a clip file below the site's static folder, which is also its URL below the base URL. */
export function clipPath(version: DocsVersion, name: string, theme: Theme, format: VideoFormat | PosterFormat): string {
  return `${mediaFolder('clip', version)}/${clipFileName(name, theme, format)}`;
}

/** The video formats a clip has in a theme, best first (MP4 always; WebM where it saved enough). */
export function videoFormatsOf(name: string, entry: ClipEntry, theme: Theme): VideoFormat[] {
  return CLIP_VIDEO_FORMATS.filter((format) => clipFileName(name, theme, format) in entry.bytes);
}

/** What sets the kinds apart, for the code that handles both. */
type KindRules<K extends MediaKind> = {
  /** How messages name one. */
  noun: string;
  /** What the recorder does to make one, in "record it for <version>". */
  make: string;
  /** No file of the kind may be larger. */
  maxBytes: number;
  /** Every file an entry needs, below the static folder. */
  files(version: DocsVersion, name: string, entry: EntryOf<K>): string[];
  /** Whether the kind goes on pages of a section (pictures only on docs pages). */
  reaches(section: MediaSection): boolean;
};

export const KINDS: {[K in MediaKind]: KindRules<K>} = {
  picture: {
    noun: 'picture',
    make: 'take',
    maxBytes: PICTURE_MAX_BYTES,
    files: (version, name) =>
      THEMES.flatMap((theme) =>
        PICTURE_FORMATS.flatMap((format) => PICTURE_DENSITIES.map((density) => picturePath(version, name, theme, format, density))),
      ),
    reaches: (section) => section !== 'api',
  },
  clip: {
    noun: 'clip',
    make: 'record',
    maxBytes: CLIP_MAX_BYTES,
    // Per theme, its videos (MP4 always, WebM where the entry has one) and both posters.
    files: (version, name, entry) =>
      THEMES.flatMap((theme) => [
        ...CLIP_VIDEO_FORMATS.filter((f) => f === 'mp4' || clipFileName(name, theme, f) in entry.bytes).map((f) =>
          clipPath(version, name, theme, f),
        ),
        ...CLIP_POSTER_FORMATS.map((f) => clipPath(version, name, theme, f)),
      ]),
    reaches: () => true,
  },
};

// ---- Pages ----------------------------------------------------------------------------------------

/** A docs version's pages, or the developer guides (`api/`), which show the newest release's clips. */
export type MediaSection = DocsVersion | 'api';
export type MediaPage = {section: MediaSection; page: string};

/** The folder a section's pages live in, relative to the site. */
export function sectionDirOf(section: MediaSection): string {
  return section === 'api' ? 'api' : docsDirOf(section);
}

/**
 * The section and page id of a content file: `{section: <current version>, page: 'Features/emmet'}`
 * for `docs/Features/emmet.md`, `{section: 'api', page: 'creating-themes'}` for
 * `api/creating-themes.md`, or null for files elsewhere (the generated API reference included).
 */
export function mediaPageOfFile(filePath: string): MediaPage | null {
  const normal = filePath.replace(/\\/g, '/');
  const api = /(?:^|\/)api\/(.+)\.mdx?$/.exec(normal);
  if (api && !api[1]!.startsWith('API-Reference')) return {section: 'api', page: api[1]!};
  const docs = /(?:^|\/)(?:docs|versioned_docs\/version-([^/]+))\/(.+)\.mdx?$/.exec(normal);
  if (!docs) return null;
  const version = docs[1] ?? CURRENT_DOCS_VERSION;
  return DOCS_VERSIONS.includes(version) ? {section: version, page: docs[2]!} : null;
}

/**
 * The docs version whose entries a section shows. The developer guides show the newest release
 * that has some: the current one, except between a release cut and the recording of its clips
 * (RELEASING.md, step 4), when the guides keep the previous release's rather than fail the build.
 */
export function versionOfSection<K extends MediaKind>(section: MediaSection, manifests: ManifestsOf<K>): DocsVersion {
  if (section !== 'api') return section;
  return DOCS_VERSIONS.find((version) => Object.keys(manifests[version] ?? {}).length > 0) ?? CURRENT_DOCS_VERSION;
}

// ---- Placements -----------------------------------------------------------------------------------

/**
 * One picture or clip on one page: below the heading with the explicit id `afterHeading`, or after
 * the opening paragraph when it is null. `caption` (pictures only) is shown on this page alone.
 */
export type MediaPlacement = {kind: MediaKind; page: string; afterHeading: string | null; name: string; caption?: string};

/** Each kind's placements as its file lists them, per section. */
export type PlacementLists = {
  picture: Partial<Record<DocsVersion, readonly PicturePlacement[]>>;
  clip: Partial<Record<MediaSection, readonly ClipPlacement[]>>;
};

export const projectPlacements: PlacementLists = {picture: picturePlacements, clip: clipPlacements};

/** A picture's placement as the checks and the remark plugin take it. */
export const pictureAsMedia = ({page, afterHeading, shot, caption}: PicturePlacement): MediaPlacement => ({
  kind: 'picture',
  page,
  afterHeading,
  name: shot,
  caption,
});

/** A clip's placement as the checks and the remark plugin take it. */
export const clipAsMedia = ({page, afterHeading, clip}: ClipPlacement): MediaPlacement => ({kind: 'clip', page, afterHeading, name: clip});

/** The placements of a section (of one page when `page` is given): the pictures first, then the clips. */
export function placementsOf(section: MediaSection, lists: PlacementLists = projectPlacements, page?: string): MediaPlacement[] {
  const pictures = KINDS.picture.reaches(section) ? (lists.picture[section] ?? []) : [];
  const clips = KINDS.clip.reaches(section) ? (lists.clip[section] ?? []) : [];
  const all = [...pictures.map(pictureAsMedia), ...clips.map(clipAsMedia)];
  return page === undefined ? all : all.filter((placement) => placement.page === page);
}
