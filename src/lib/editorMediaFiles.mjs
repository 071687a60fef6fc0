// The files of the editor's pictures and clips: where the recorder (scripts/screenshots) writes
// them, how it names them and the limits it encodes to, which the site's checks then hold them to.
// Plain JavaScript so that the recorder (which loads no TypeScript) and the site read one copy.

/** @type {readonly ['picture', 'clip']} */
export const MEDIA_KINDS = ['picture', 'clip'];
/** @type {readonly ['light', 'dark']} */
export const THEMES = ['light', 'dark'];

/**
 * Per kind, the folder below `static/` that holds each docs version's files (also their URL below
 * the base URL), and the folder of the manifests the recorder writes, from the site's root.
 * @type {Readonly<Record<(typeof MEDIA_KINDS)[number], {files: string, manifests: string}>>}
 */
export const MEDIA_FOLDERS = {
  picture: {files: 'img/screenshots', manifests: 'src/data/screenshots'},
  clip: {files: 'clips', manifests: 'src/data/clips'},
};

/**
 * `clips/<version>`: a docs version's folder of one kind below `static/`.
 * @param {(typeof MEDIA_KINDS)[number]} kind
 * @param {string} version
 * @returns {string}
 */
export function mediaFolder(kind, version) {
  return `${MEDIA_FOLDERS[kind].files}/${version}`;
}

/**
 * `src/data/clips/<version>.json`: the manifest of one kind for a docs version, from the site's root.
 * @param {(typeof MEDIA_KINDS)[number]} kind
 * @param {string} version
 * @returns {string}
 */
export function manifestFile(kind, version) {
  return `${MEDIA_FOLDERS[kind].manifests}/${version}.json`;
}

// ---- Pictures -------------------------------------------------------------------------------------

/** Best first: the `<picture>` element offers them in this order. @type {readonly ['avif', 'webp', 'png']} */
export const PICTURE_FORMATS = ['avif', 'webp', 'png'];
/** @type {readonly [1, 2]} */
export const PICTURE_DENSITIES = [1, 2];
/** No picture file may be larger: pages stay quick on slow connections. */
export const PICTURE_MAX_BYTES = 150 * 1024;
/** @type {Readonly<Record<(typeof PICTURE_FORMATS)[number], string>>} */
export const PICTURE_TYPE = {avif: 'image/avif', webp: 'image/webp', png: 'image/png'};

/**
 * `find-in-files-light@2x.webp`.
 * @param {string} name
 * @param {(typeof THEMES)[number]} theme
 * @param {(typeof PICTURE_FORMATS)[number]} format
 * @param {number} density
 * @returns {string}
 */
export function pictureFileName(name, theme, format, density) {
  return `${name}-${theme}${density === 2 ? '@2x' : ''}.${format}`;
}

// ---- Clips ----------------------------------------------------------------------------------------

/** No file of a clip may be larger. */
export const CLIP_MAX_BYTES = 500 * 1024;
/**
 * The clips of one docs version together stay under this. Per version, not for the repository: a
 * release adds a version whose clips are recorded anew, while the older versions keep theirs.
 * 30 MB since issue 30 (Live Preview in motion), which allows it once smaller codecs have been
 * tried: AV1 from Debian's encoders came out no smaller than VP9 on these screen recordings at
 * the same quality (BENCHMARKS.md, 2026-12-07, "AV1 against VP9"), so the WebM stays VP9.
 */
export const CLIPS_MAX_BYTES_PER_VERSION = 30_000_000;
/** A clip lasts this long, in seconds: long enough to follow, short enough to loop. @type {Readonly<{min: number, max: number}>} */
export const CLIP_DURATION = {min: 3, max: 15};
/** Share of the picture that must change at some point for a clip to count as moving. */
export const MIN_MOTION = 0.002;
/** The WebM is shipped only when it is at least this much smaller than the MP4. */
export const WEBM_MIN_SAVING = 0.25;
/** Video formats, best first: the browser plays the first it supports. WebM is optional per clip. @type {readonly ['webm', 'mp4']} */
export const CLIP_VIDEO_FORMATS = ['webm', 'mp4'];
/** @type {readonly ['avif', 'webp']} */
export const CLIP_POSTER_FORMATS = ['avif', 'webp'];
/** @type {Readonly<Record<(typeof CLIP_VIDEO_FORMATS)[number], string>>} */
export const CLIP_VIDEO_TYPE = {
  // VP9 and H.264 high profile: a browser that cannot play the first source takes the next.
  webm: 'video/webm; codecs="vp9"',
  mp4: 'video/mp4; codecs="avc1.640028"',
};
/** @type {Readonly<Record<(typeof CLIP_POSTER_FORMATS)[number], string>>} */
export const CLIP_POSTER_TYPE = {avif: 'image/avif', webp: 'image/webp'};

/**
 * `emmet-html-dark.mp4`: a clip's video or poster.
 * @param {string} name
 * @param {(typeof THEMES)[number]} theme
 * @param {(typeof CLIP_VIDEO_FORMATS)[number] | (typeof CLIP_POSTER_FORMATS)[number]} format
 * @returns {string}
 */
export function clipFileName(name, theme, format) {
  return `${name}-${theme}.${format}`;
}
