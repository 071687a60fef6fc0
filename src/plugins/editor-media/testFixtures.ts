/**
 * Made-up pictures and clips for the tests of the editor's media: a good entry of each kind, its
 * manifests, its placements and a static folder that holds its files. Test code only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CURRENT_DOCS_VERSION, DOCS_VERSIONS, OLDER_DOCS_VERSIONS, type DocsVersion} from '../../data/docsVersions';
import {
  CLIP_MAX_BYTES,
  KINDS,
  clipAsMedia,
  mediaFolder,
  pictureAsMedia,
  type ClipEntry,
  type ClipManifest,
  type ClipPlacement,
  type ManifestsOf,
  type MediaKind,
  type MediaPlacement,
  type PictureEntry,
  type PictureManifest,
  type PicturePlacement,
} from '../../data/editorMedia';
import type {ClipCue} from '../../data/editorMedia/cues';

export const siteDir = path.resolve(__dirname, '../../..');
export const staticDir = path.join(siteDir, 'static');
/** The fixtures' two versions: the current one, and the newest older one. */
export const CURRENT = CURRENT_DOCS_VERSION;
export const PREVIOUS = OLDER_DOCS_VERSIONS[0]!;
/** A version as it reads inside a regular expression. */
export const esc = (version: string) => version.replace('.', '\\.');

/** Every version's manifest of a kind empty but for `entries` in `version` (and `previous` in PREVIOUS). */
function manifestsOf<K extends MediaKind>(entries: ManifestsOf<K>[string], version: DocsVersion, previous = {}): ManifestsOf<K> {
  return {...Object.fromEntries(DOCS_VERSIONS.map((v) => [v, {}])), [PREVIOUS]: previous, [version]: entries} as ManifestsOf<K>;
}

// ---- Pictures -------------------------------------------------------------------------------------

export const goodPicture: PictureEntry = {
  alt: 'The Find in Files panel listing matches for "plant" in four files of the sample project.',
  kind: 'screenshot',
  width: 800,
  height: 450,
  bytes: {},
};

export const pictureManifests = (current: PictureManifest, previous: PictureManifest = {}) =>
  manifestsOf<'picture'>(current, CURRENT, previous);

/** A picture's placement as src/data/screenshots/placements.ts lists one. */
export const picturePlacement = (over: Partial<PicturePlacement> = {}): PicturePlacement => ({
  page: 'Features/find-in-files',
  afterHeading: 'search-in-files',
  shot: 'demo',
  ...over,
});

/** The same placement as the checks take it. */
export const pictureAt = (over: Partial<MediaPlacement> = {}): MediaPlacement => ({...pictureAsMedia(picturePlacement()), ...over});

/** A static folder holding every file of the picture `name` for `version`, `size` bytes each, minus `skip`. */
export function fakePictureStatic(version: DocsVersion, name: string, {size = 1000, skip = [] as string[]} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shots-test-'));
  for (const file of KINDS.picture.files(version, name, goodPicture)) {
    if (skip.includes(path.basename(file))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), Buffer.alloc(size));
  }
  return dir;
}

// ---- Clips ----------------------------------------------------------------------------------------

export const goodCues: ClipCue[] = [
  {start: 0, end: 3, text: 'An abbreviation is typed on an empty line.'},
  {start: 3, end: 6, text: '{key:Enter} expands it into a list.'},
  {start: 6, end: 8, text: '{cmd:edit.undo} takes it away again.'},
];

export const goodClip: ClipEntry = {
  alt: 'Emmet in HTML: an abbreviation expands into a list with three items.',
  cues: {light: goodCues, dark: goodCues.map((cue) => ({...cue, start: cue.start && cue.start + 0.5}))},
  width: 720,
  height: 300,
  duration: 8,
  recipe: 'abc',
  motion: {light: 0.05, dark: 0.05},
  loopJump: {light: 0, dark: 0},
  bytes: {
    'demo-light.mp4': 1000,
    'demo-light.webm': 600,
    'demo-light.avif': 100,
    'demo-light.webp': 100,
    'demo-dark.mp4': 1000,
    'demo-dark.avif': 100,
    'demo-dark.webp': 100,
  },
};

export const clipManifests = (entries: ClipManifest, version: DocsVersion = CURRENT) => manifestsOf<'clip'>(entries, version);

/** A clip's placement as src/data/clips/placements.ts lists one. */
export const clipPlacement = (over: Partial<ClipPlacement> = {}): ClipPlacement => ({
  page: 'Features/emmet',
  afterHeading: 'use-emmet',
  clip: 'demo',
  ...over,
});

/** The same placement as the checks take it. */
export const clipAt = (over: Partial<MediaPlacement> = {}): MediaPlacement => ({...clipAsMedia(clipPlacement()), ...over});

/**
 * A static folder (a new one, or `dir`) holding the files of a current clip as its entry lists them,
 * minus `skip`, with `big` over the budget.
 */
export function fakeClipStatic(
  entry: ClipEntry,
  {skip = [] as string[], big = [] as string[]} = {},
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clips-')),
) {
  const folder = path.join(dir, mediaFolder('clip', CURRENT));
  fs.mkdirSync(folder, {recursive: true});
  for (const file of Object.keys(entry.bytes)) {
    if (skip.includes(file)) continue;
    fs.writeFileSync(path.join(folder, file), Buffer.alloc(big.includes(file) ? CLIP_MAX_BYTES + 1 : 10));
  }
  return dir;
}
