// The files of a picture of the editor: which the capture script writes and the build places.
// Plain JavaScript so that the screenshot scripts (which load no TypeScript) and the site's data
// read one copy.

/** @type {readonly ['light', 'dark']} */
export const THEMES = ['light', 'dark'];
/** Best first: the `<picture>` element offers them in this order. @type {readonly ['avif', 'webp', 'png']} */
export const FORMATS = ['avif', 'webp', 'png'];
/** @type {readonly [1, 2]} */
export const DENSITIES = [1, 2];
/** No picture file may be larger: pages stay quick on slow connections. */
export const MAX_BYTES = 150 * 1024;
/** @type {Readonly<Record<(typeof FORMATS)[number], string>>} */
export const MIME = {avif: 'image/avif', webp: 'image/webp', png: 'image/png'};

/**
 * `find-in-files-light@2x.webp`: the one naming rule shared by the capture script, the plugin and
 * the tests.
 *
 * @param {string} name
 * @param {(typeof THEMES)[number]} theme
 * @param {(typeof FORMATS)[number]} format
 * @param {number} density
 * @returns {string}
 */
export function imageFileName(name, theme, format, density) {
  return `${name}-${theme}${density === 2 ? '@2x' : ''}.${format}`;
}
