// Shared by the search benchmarks: the records of a built site's search index, a synthetic site of
// N times as many pages made from them, and the index files written as the plugin writes them.
import {cp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {escapeHtml} from '../../src/lib/escapeHtml.mjs';

/** @typedef {import('../../src/search/types').SearchRecord} SearchRecord */

// jiti returns what it loads untyped: each module is typed as the one it is.
const jiti = createJiti(fileURLToPath(import.meta.url));
const format = /** @type {typeof import('../../src/search/format')} */ (jiti('../../src/search/format.ts'));
const {buildIndexFiles} = /** @type {typeof import('../../src/plugins/search-index/shards')} */ (
  jiti('../../src/plugins/search-index/shards.ts')
);
const {indexUrl} = /** @type {typeof import('../../src/search/limits')} */ (jiti('../../src/search/limits.ts'));
const {SHARD_FOLDER} = /** @type {typeof import('../../src/plugins/search-index/index')} */ (
  jiti('../../src/plugins/search-index/index.ts')
);

/**
 * Every record of a build's index, in the order the plugin wrote them.
 * @param {string} buildDir
 * @returns {Promise<SearchRecord[]>}
 */
export async function readRecords(buildDir, locale = 'en') {
  const manifestPath = path.join(buildDir, indexUrl(locale));
  /** @type {import('../../src/search/format').Manifest} */
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const folder = path.resolve(path.dirname(manifestPath), manifest.base);
  /** @param {string} name */
  const json = async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8'));
  /** @type {SearchRecord[]} */
  const records = [];
  for (const shard of manifest.shards) {
    /** @type {import('../../src/search/format').ShardMeta} */
    const meta = await json(format.metaFile(shard.id, shard.meta));
    for (const [i, [, hash]] of meta.fragments.entries()) {
      for (const page of /** @type {import('../../src/search/format').Fragment} */ (await json(format.fragmentFile(shard.id, i, hash))))
        for (const [type, lvl2, lvl3, lvl4, lvl5, lvl6, content, anchor] of page.records) {
          records.push({
            objectID: `${page.url}#${records.length}`,
            // The type the plugin gave the record: the index files store it as a plain string.
            type: /** @type {import('../../src/search/types').RecordType} */ (type),
            hierarchy: {lvl0: page.lvl0, lvl1: page.lvl1, lvl2, lvl3, lvl4, lvl5, lvl6},
            content,
            url: anchor ? `${page.url}#${anchor}` : page.url,
            url_without_anchor: page.url,
            anchor,
            language: shard.language,
            docusaurus_tag: shard.tag,
          });
        }
    }
  }
  return records;
}

/**
 * A seeded pseudo-random generator (mulberry32), so every run builds the same synthetic site.
 * @param {number} seed
 * @returns {() => number} a number from 0 to 1
 */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tu',
  'vash',
  'el',
  'dor',
  'qui',
  'zan',
  'po',
  'sef',
  'nar',
  'ith',
  'gol',
  'bre',
  'cy',
  'un',
  'fal',
  'wex',
];

/**
 * Makes a site `factor` times the size of `records`: each real page is kept, and `factor - 1`
 * variants of it are added under new URLs. A variant keeps the page's heading structure, takes its
 * text from the sentences of other pages of the same section (shuffled), and swaps about a third of
 * its words for invented ones, different in each variant. The index therefore grows in vocabulary
 * and in postings, not only in repeated tokens, while the real words keep their real frequencies
 * per page.
 * @param {readonly SearchRecord[]} records
 * @param {number} factor
 * @returns {SearchRecord[]}
 */
export function syntheticRecords(records, factor, seed = 16) {
  const next = random(seed);
  /** @type {Map<string, SearchRecord[]>} */
  const pages = new Map();
  for (const r of records) {
    const key = `${r.docusaurus_tag}\u0000${r.url_without_anchor}`;
    if (!pages.has(key)) pages.set(key, []);
    /** @type {SearchRecord[]} set just above */ (pages.get(key)).push(r);
  }
  /** @type {Map<string, string[]>} */
  const sentencesBySection = new Map();
  for (const r of records) {
    if (!r.content) continue;
    const list = sentencesBySection.get(r.hierarchy.lvl0) ?? [];
    list.push(...r.content.split(/(?<=[.!?])\s+/).filter((s) => s.length > 2));
    sentencesBySection.set(r.hierarchy.lvl0, list);
  }
  /** @type {Map<string, string>} */
  const invented = new Map();
  /**
   * @param {string | null} text
   * @param {number} variant
   */
  const swap = (text, variant) =>
    text &&
    text.replace(/\p{L}{4,}/gu, (word) => {
      const lower = word.toLowerCase();
      // A third of the vocabulary changes in each variant; which third depends on the variant.
      let h = variant * 2654435761;
      for (const c of lower) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
      if ((h >>> 0) % 3 !== 0) return word;
      const key = `${variant}:${lower}`;
      if (!invented.has(key)) {
        const n = 2 + ((h >>> 8) % 3);
        let made = '';
        for (let i = 0; i < n; i++) made += SYLLABLES[(h >>> (4 * i + 3)) % SYLLABLES.length];
        invented.set(key, made);
      }
      const made = /** @type {string} set just above */ (invented.get(key));
      return word[0] === word[0].toUpperCase() ? made[0].toUpperCase() + made.slice(1) : made;
    });
  const out = [];
  for (let variant = 0; variant < factor; variant++) {
    for (const list of pages.values()) {
      const first = list[0];
      const url = variant === 0 ? first.url_without_anchor : `${first.url_without_anchor}-v${variant}`;
      const sentences = sentencesBySection.get(first.hierarchy.lvl0) ?? [];
      for (const r of list) {
        const h = r.hierarchy;
        let content = r.content;
        if (variant > 0 && content) {
          const count = Math.max(1, content.split(/(?<=[.!?])\s+/).length);
          content = Array.from({length: count}, () => sentences[Math.floor(next() * sentences.length)]).join(' ');
          content = swap(content, variant);
        }
        const swapped = (/** @type {string | null} */ t) => (variant === 0 ? t : swap(t, variant));
        out.push({
          ...r,
          objectID: `${url}#${out.length}`,
          hierarchy: {
            lvl0: h.lvl0,
            // A heading's text stays a string.
            lvl1: /** @type {string} */ (swapped(h.lvl1)),
            lvl2: swapped(h.lvl2),
            lvl3: swapped(h.lvl3),
            lvl4: swapped(h.lvl4),
            lvl5: swapped(h.lvl5),
            lvl6: swapped(h.lvl6),
          },
          content,
          url: r.anchor ? `${url}#${r.anchor}` : url,
          url_without_anchor: url,
        });
      }
    }
  }
  return out;
}

/**
 * A copy of a built site whose search index holds `records` instead of its own: the real pages and
 * client code, a bigger index, written as the plugin writes it.
 * @param {string} buildDir
 * @param {string} targetDir
 * @param {readonly SearchRecord[]} records
 */
export async function siteWithIndex(buildDir, targetDir, records, locale = 'en') {
  await rm(targetDir, {recursive: true, force: true});
  await cp(buildDir, targetDir, {recursive: true});
  await rm(path.join(targetDir, SHARD_FOLDER), {recursive: true, force: true});
  await mkdir(path.join(targetDir, SHARD_FOLDER), {recursive: true});
  const {manifest, files} = buildIndexFiles(records, `../${SHARD_FOLDER}`);
  let bytes = 0;
  for (const [name, text] of files) {
    bytes += text.length;
    await writeFile(path.join(targetDir, SHARD_FOLDER, name), text);
  }
  await writeFile(path.join(targetDir, indexUrl(locale)), JSON.stringify(manifest));
  return {files: files.size + 1, bytes};
}

/**
 * The pages of a set of records as HTML, for engines that index pages (Pagefind).
 * @param {readonly SearchRecord[]} records
 */
export function pagesAsHtml(records) {
  /** @typedef {{url: string, tag: string, title: string, section: string, body: string[]}} Page */
  /** @type {Map<string, Page>} */
  const pages = new Map();
  for (const r of records) {
    const key = `${r.docusaurus_tag}\u0000${r.url_without_anchor}`;
    if (!pages.has(key))
      pages.set(key, {url: r.url_without_anchor, tag: r.docusaurus_tag, title: r.hierarchy.lvl1, section: r.hierarchy.lvl0, body: []});
    const page = /** @type {Page} set just above */ (pages.get(key));
    if (r.type === 'lvl1') continue;
    // A content record has its text, and a heading's record the heading of its own level.
    if (r.type === 'content') page.body.push(`<p>${escapeHtml(/** @type {string} */ (r.content))}</p>`);
    else {
      const level = Number(r.type.slice(3));
      page.body.push(
        `<h${level}${r.anchor ? ` id="${escapeHtml(r.anchor)}"` : ''}>${escapeHtml(/** @type {string} */ (r.hierarchy[r.type]))}</h${level}>`,
      );
    }
  }
  return [...pages.values()].map((p) => ({
    url: p.url,
    tag: p.tag,
    html: `<!doctype html><html lang="en"><head><title>${escapeHtml(p.title)}</title></head><body><main data-pagefind-body data-pagefind-filter="tag:${escapeHtml(p.tag)}"><span data-pagefind-meta="section" hidden>${escapeHtml(p.section)}</span><h1>${escapeHtml(p.title)}</h1>${p.body.join('')}</main></body></html>`,
  }));
}
