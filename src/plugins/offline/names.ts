/** The offline copy's two top-level files in the build. */
export const MANIFEST_FILE = 'offline-manifest.json';
export const WORKER_FILE = 'sw.js';

/**
 * The two formats a picture of the editor or a clip's poster comes in, the one the page finds the
 * browser reads first: the worker's address names it (`sw.js?pictures=avif`), and the copy holds
 * such pictures in that format alone.
 */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
export const PICTURES_PARAM = 'pictures';
