// Turns one raw capture (a PNG at twice the CSS size) into the files the docs serve: AVIF, WebP and
// PNG, each at 1x and 2x, every file under the size budget.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {PICTURE_DENSITIES, PICTURE_FORMATS, PICTURE_MAX_BYTES, pictureFileName} from '../../../src/lib/editorMediaFiles.mjs';
import {VIEWPORT, SCALE} from '../../lib/editor.mjs';
import {recipeInputs, recipeParts} from './recipe.mjs';

export {THEMES} from '../../../src/lib/editorMediaFiles.mjs';

/** @typedef {(typeof import('../../../src/lib/editorMediaFiles.mjs').THEMES)[number]} Theme */
/** @typedef {(typeof PICTURE_FORMATS)[number]} Format */

// Each format tries its settings from best to smallest and keeps the first that fits the budget.
/** @type {Record<Format, ((img: import('sharp').Sharp) => import('sharp').Sharp)[]>} */
const LADDERS = {
  avif: [60, 52, 45, 38, 30, 24].map((quality) => (img) => img.avif({quality, effort: 3, chromaSubsampling: '4:4:4'})),
  webp: [82, 75, 68, 60, 50, 40].map((quality) => (img) => img.webp({quality, effort: 6, smartSubsample: true})),
  // Palette PNG (the fallback for browsers without AVIF or WebP): fewer levels until it fits.
  png: [
    (img) => img.png({compressionLevel: 9, effort: 10, palette: true, quality: 90, dither: 0}),
    (img) => img.png({compressionLevel: 9, effort: 10, palette: true, quality: 75, dither: 0}),
    (img) => img.png({compressionLevel: 9, effort: 10, palette: true, quality: 60, dither: 0}),
    (img) => img.png({compressionLevel: 9, effort: 10, palette: true, quality: 45, dither: 0}),
    (img) => img.png({compressionLevel: 9, effort: 10, palette: true, colors: 16, dither: 0}),
  ],
};

/**
 * @param {Buffer} raw
 * @param {number} width
 * @param {Format} format
 * @returns {Promise<Buffer | null>} null when no setting fits the budget
 */
async function encode(raw, width, format) {
  for (const step of LADDERS[format]) {
    const buffer = await step(sharp(raw).resize({width, kernel: 'lanczos3'})).toBuffer();
    if (buffer.length <= PICTURE_MAX_BYTES) return buffer;
  }
  return null;
}

/**
 * Writes the six files of one capture and returns their sizes. `cssWidth`/`cssHeight` are the 1x
 * size; the raw image must be exactly twice that.
 * @param {{raw: Buffer, name: string, theme: Theme, outDir: string}} capture
 * @returns {Promise<{width: number, height: number, bytes: Record<string, number>}>} `bytes`: each file's size, by file name
 */
export async function writeImageSet({raw, name, theme, outDir}) {
  const meta = await sharp(raw).metadata();
  const cssWidth = Math.round(meta.width / 2);
  const cssHeight = Math.round(meta.height / 2);
  await fs.mkdir(outDir, {recursive: true});
  /** @type {Record<string, number>} */
  const bytes = {};
  for (const density of PICTURE_DENSITIES) {
    for (const format of PICTURE_FORMATS) {
      const buffer = await encode(raw, density === 2 ? meta.width : cssWidth, format);
      const file = pictureFileName(name, theme, format, density);
      if (!buffer) throw new Error(`${file}: no setting brings it under ${PICTURE_MAX_BYTES / 1024} KB; crop the shot smaller`);
      await fs.writeFile(path.join(outDir, file), buffer);
      bytes[file] = buffer.length;
    }
  }
  return {width: cssWidth, height: cssHeight, bytes};
}

/**
 * What decides a picture's pixels, hashed (./recipe.mjs): its definition in shots.mjs with the
 * helpers and constants it uses, and the code it is made through (this encoder, and for a
 * screenshot the editor driver, the sample project, the editor's major.minor version and the
 * window). A picture whose recipe is unchanged is not taken again, so re-running the recorder
 * with nothing changed writes nothing. `inputs` is read once per run (recipeInputs).
 * @param {Parameters<typeof recipeParts>[0]} shot
 * @param {string} editorTag
 * @param {import('./recipe.mjs').RecipeInputs} [inputs]
 * @returns {string}
 */
export function pictureRecipe(shot, editorTag, inputs = recipeInputs()) {
  const parts = shot.illustration
    ? recipeParts(shot, 'drawing', editorTag, inputs)
    : {...recipeParts(shot, 'picture', editorTag, inputs), viewport: VIEWPORT};
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({...parts, scale: SCALE}))
    .digest('hex')
    .slice(0, 16);
}
