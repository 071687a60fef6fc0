// Applies a patch written as exact before -> after pairs (patches/*.json) to one installed
// package file. For a file that ships as one minified line, a unified diff swaps the whole line
// (DocSearch's modal: 452 KB each way); the pairs say only what changes. See patches/README.md.
import {createHash} from 'node:crypto';

/**
 * A patches/*.json file: the package file it fixes, that file's upstream hash, and the pairs.
 * @typedef {{package: string, version: string, file: string, upstreamSha256: string,
 *   fixes: {bug: string, from: string, to: string}[]}} StringPatch
 */

/**
 * The first 16 hex digits of a text's SHA-256, as tests/unit/upstream.test.ts records files.
 * @param {string} text
 */
export function shortHash(text) {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * How often `part` occurs in `text`.
 * @param {string} text
 * @param {string} part
 */
function occurrences(text, part) {
  return text.split(part).length - 1;
}

/**
 * The file's upstream text, taken back from a patched one: each pair's `to` replaced by its
 * `from`, last pair first.
 * @param {string} text
 * @param {StringPatch} patch
 */
export function unpatched(text, patch) {
  return [...patch.fixes].reverse().reduce((result, fix) => result.replace(fix.to, () => fix.from), text);
}

/**
 * The installed file's text with the patch applied: `{text, changed}`. A file that already
 * carries every fix, and whose text without them is upstream's, is left as it is (an install that
 * kept the package). Otherwise the file must be the upstream one the patch was written for (its
 * hash), and each `from` must occur exactly once. Anything else throws, naming the fix.
 * @param {string} text
 * @param {StringPatch} patch
 * @param {string} name
 * @returns {{text: string, changed: boolean}}
 */
export function applyStringPatch(text, patch, name) {
  // An empty `to` could not be found again, so a patched file could not be told from another.
  for (const fix of patch.fixes) if (!fix.to) throw new Error(`${name}: "${fix.bug}": a pair must leave some text behind`);
  if (patch.fixes.every((fix) => occurrences(text, fix.to) === 1) && shortHash(unpatched(text, patch)) === patch.upstreamSha256)
    return {text, changed: false};
  const hash = shortHash(text);
  if (hash !== patch.upstreamSha256)
    throw new Error(
      `${name}: ${patch.package}/${patch.file} is not the file this patch was written for (SHA-256 ${hash}, ` +
        `expected ${patch.upstreamSha256}); see patches/README.md, "Changing a patch"`,
    );
  let result = text;
  for (const fix of patch.fixes) {
    const count = occurrences(result, fix.from);
    if (count !== 1) throw new Error(`${name}: "${fix.bug}": its text occurs ${count} times in ${patch.package}/${patch.file}, not once`);
    result = result.replace(fix.from, () => fix.to);
  }
  return {text: result, changed: true};
}
