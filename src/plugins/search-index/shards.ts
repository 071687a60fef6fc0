import {createHash} from 'node:crypto';
import MiniSearch from 'minisearch';
import {bm25, FIELD_BOOST, indexedFields, indexOptions, prefixWeight, recordBoost, type IndexedFields} from '../../search/engine';
import {
  chunkFile,
  fragmentFile,
  INDEX_FORMAT,
  metaFile,
  postingsFile,
  SCORE_SCALE,
  SHORT_ANSWER_HITS,
  SHORT_COMPLETIONS,
  SHORT_PREFIX,
  shortFile,
  type Manifest,
  type ManifestShard,
  type PageFragment,
  type Postings,
  type ShardMeta,
  type ShortAnswers,
  type TermChunk,
} from '../../search/format';
import type {SearchRecord} from '../../search/types';

export type ShardOptions = {
  /** A term chunk is closed once its JSON passes this many characters. */
  chunkChars?: number;
  /** Terms in more records than this get a postings file of their own. */
  inlinePostings?: number;
  /** A fragment file takes consecutive pages until its JSON passes this many characters. */
  fragmentChars?: number;
};

const DEFAULTS: Required<ShardOptions> = {chunkChars: 32_000, inlinePostings: 1500, fragmentChars: 4_000};

export const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The shard a record belongs to: its language and search tag (a docs version, the API, or the
 * pages without a version). The modal and /search always search every section of a tag together,
 * so splitting a tag by section would only add requests to each query.
 */
export function shardOf(record: SearchRecord): Pick<ManifestShard, 'id' | 'language' | 'tag'> {
  const {language, docusaurus_tag: tag} = record;
  return {id: `${language}.${slug(tag)}`, language, tag};
}

/**
 * Scores of every term in every record, as MiniSearch would compute them in the browser over the
 * whole language: BM25 per field (document frequency, field length and average over all records of
 * the language, every version included), times the field boost and the record's boost. Only the
 * query-dependent weights (completions, typos) are left for the browser.
 */
function scoreTerms(records: readonly SearchRecord[]): Map<string, Map<number, number>> {
  const search = new MiniSearch<IndexedFields>(indexOptions);
  search.addAll(records.map(indexedFields));
  const json = search.toJSON() as unknown as {
    documentCount: number;
    fieldIds: Record<string, number>;
    fieldLength: Record<string, number[]>;
    averageFieldLength: number[];
    documentIds: Record<string, number>;
    index: Array<[string, Record<string, Record<string, number>>]>;
  };
  const fieldNames = Object.fromEntries(Object.entries(json.fieldIds).map(([name, id]) => [id, name]));
  const boosts = records.map(recordBoost);
  const scores = new Map<string, Map<number, number>>();
  for (const [term, fields] of json.index) {
    const perRecord = new Map<number, number>();
    for (const [fieldId, freqs] of Object.entries(fields)) {
      const field = fieldNames[Number(fieldId)] as keyof typeof FIELD_BOOST;
      const matching = Object.keys(freqs).length;
      for (const [shortId, termFreq] of Object.entries(freqs)) {
        const id = json.documentIds[shortId]!;
        const raw = bm25(
          termFreq,
          matching,
          json.documentCount,
          json.fieldLength[shortId]![Number(fieldId)]!,
          json.averageFieldLength[Number(fieldId)]!,
        );
        perRecord.set(id, (perRecord.get(id) ?? 0) + FIELD_BOOST[field] * raw);
      }
    }
    for (const [id, score] of perRecord) perRecord.set(id, score * boosts[id]!);
    scores.set(term, perRecord);
  }
  return scores;
}

/**
 * Ready answers to one- and two-letter queries in a shard, grouped by first character: what the
 * browser would compute from the word and its most frequent completions, best record per heading.
 */
function shortAnswers(terms: ReadonlyArray<[string, Postings]>, runs: readonly number[]): Map<string, ShortAnswers> {
  const runOf: number[] = [];
  runs.forEach((length, run) => {
    for (let i = 0; i < length; i++) runOf.push(run);
  });
  const byTerm = new Map(terms);
  const completions = new Map<string, string[]>();
  const byCount = [...terms].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  for (const [term] of byCount) {
    for (let n = 1; n < SHORT_PREFIX && n < term.length; n++) {
      const list = completions.get(term.slice(0, n)) ?? [];
      if (list.length < SHORT_COMPLETIONS) list.push(term);
      completions.set(term.slice(0, n), list);
    }
  }
  for (const [term] of terms) if (term.length < SHORT_PREFIX && !completions.has(term)) completions.set(term, []);
  const files = new Map<string, ShortAnswers>();
  for (const [prefix, words] of [...completions].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const scores = new Map<number, number>();
    const add = (postings: Postings | undefined, weight: number) => {
      let id = 0;
      for (let p = 0; postings && p < postings.length; p += 2) {
        id += postings[p]!;
        scores.set(id, (scores.get(id) ?? 0) + weight * postings[p + 1]!);
      }
    };
    add(byTerm.get(prefix), 1);
    for (const word of words) add(byTerm.get(word), prefixWeight(prefix, word));
    const best = new Map<number, [number, number]>();
    for (const [id, score] of scores) {
      const current = best.get(runOf[id]!);
      if (!current || score > current[1] || (score === current[1] && id < current[0])) best.set(runOf[id]!, [id, score]);
    }
    const ranked = [...best.values()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, SHORT_ANSWER_HITS);
    const first = prefix[0]!;
    const file = files.get(first) ?? {};
    file[prefix] = ranked.flatMap(([id, score]) => [id, Math.round(score)]);
    files.set(first, file);
  }
  return files;
}

export type IndexFiles = {manifest: Manifest; files: Map<string, string>};

/**
 * Splits a language's records into shards and writes each shard's files: a meta file, term chunks,
 * postings of common terms, ready answers to one- and two-letter queries, and fragments of a few
 * pages each. Returns the
 * manifest and the files by name (inside `base`).
 */
export function buildIndexFiles(records: readonly SearchRecord[], base: string, options: ShardOptions = {}): IndexFiles {
  const {chunkChars, inlinePostings, fragmentChars} = {...DEFAULTS, ...options};
  const files = new Map<string, string>();
  const write = (name: (hash: string) => string, text: string) => {
    const hash = contentHash(text);
    files.set(name(hash), text);
    return hash;
  };

  const shards = new Map<string, {info: ReturnType<typeof shardOf>; ids: number[]}>();
  records.forEach((record, id) => {
    const info = shardOf(record);
    let shard = shards.get(info.id);
    if (!shard) shards.set(info.id, (shard = {info, ids: []}));
    shard.ids.push(id);
  });

  // Records of a page are contiguous in extraction order; each shard keeps that order and numbers
  // its records from 0.
  const ordered = [...shards.values()].sort((a, b) => a.info.id.localeCompare(b.info.id));
  const shardOfRecord = new Int32Array(records.length);
  const localId = new Int32Array(records.length);
  ordered.forEach(({ids}, s) => ids.forEach((id, i) => ((shardOfRecord[id] = s), (localId[id] = i))));

  // Each shard's terms, each with its records in order, as gaps, and scaled integer scores.
  const termsOf: Array<Array<[string, Postings]>> = ordered.map(() => []);
  // Scores use statistics over the whole language: with statistics per shard, the larger API
  // reference outranked the guides and 5 of the 69 relevance queries missed their page.
  const scores = scoreTerms(records);
  for (const [term, perRecord] of scores) {
    const byShard = new Map<number, Array<[number, number]>>();
    for (const [id, score] of perRecord) {
      const s = shardOfRecord[id]!;
      let list = byShard.get(s);
      if (!list) byShard.set(s, (list = []));
      list.push([localId[id]!, score]);
    }
    for (const [s, hits] of byShard) {
      hits.sort((a, b) => a[0] - b[0]);
      const postings: Postings = [];
      let previous = 0;
      for (const [id, score] of hits) {
        postings.push(id - previous, Math.max(1, Math.round(score * SCORE_SCALE)));
        previous = id;
      }
      termsOf[s]!.push([term, postings]);
    }
  }

  const manifestShards: ManifestShard[] = [];
  for (const [s, {info, ids}] of ordered.entries()) {
    const pages: ShardMeta['pages'] = [];
    const fragments: ShardMeta['fragments'] = [];
    const runs: number[] = [];
    let group: PageFragment[] = [];
    let groupChars = 0;
    const closeGroup = () => {
      if (group.length === 0) return;
      const index = fragments.length;
      fragments.push([pages.length - group.length, write((h) => fragmentFile(info.id, index, h), JSON.stringify(group))]);
      group = [];
      groupChars = 0;
    };
    let page: PageFragment | null = null;
    const flush = () => {
      if (!page) return;
      pages.push(page.records.length);
      group.push(page);
      groupChars += JSON.stringify(page).length;
      if (groupChars >= fragmentChars) closeGroup();
    };
    let lastUrl: string | null = null;
    for (const id of ids) {
      const r = records[id]!;
      if (!page || page.url !== r.url_without_anchor) {
        flush();
        page = {url: r.url_without_anchor, lvl0: r.hierarchy.lvl0, lvl1: r.hierarchy.lvl1, records: []};
      }
      const h = r.hierarchy;
      page.records.push([r.type, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, r.content, r.anchor]);
      if (r.url === lastUrl) runs[runs.length - 1]! += 1;
      else runs.push(1);
      lastUrl = r.url;
    }
    flush();
    closeGroup();

    const terms = termsOf[s]!;
    terms.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

    const chunks: ManifestShard['chunks'] = [];
    let chunk: TermChunk = [];
    let size = 0;
    const closeChunk = () => {
      if (chunk.length === 0) return;
      const index = chunks.length;
      chunks.push([chunk[0]![0], write((h) => chunkFile(info.id, index, h), JSON.stringify(chunk))]);
      chunk = [];
      size = 0;
    };
    for (const [term, postings] of terms) {
      const count = postings.length / 2;
      const entry: TermChunk[number] =
        count > inlinePostings ? [term, count, write((h) => postingsFile(info.id, h), JSON.stringify(postings))] : [term, postings];
      chunk.push(entry);
      size += JSON.stringify(entry).length;
      if (size >= chunkChars) closeChunk();
    }
    closeChunk();

    const short = shortAnswers(terms, runs);
    const shortFiles: ManifestShard['short'] = [...short].map(([first, answers], index) => [
      first,
      write((h) => shortFile(info.id, index, h), JSON.stringify(answers)),
    ]);

    const meta: ShardMeta = {format: INDEX_FORMAT, pages, fragments, runs};
    manifestShards.push({...info, meta: write((h) => metaFile(info.id, h), JSON.stringify(meta)), chunks, short: shortFiles});
  }
  return {manifest: {format: INDEX_FORMAT, base, shards: manifestShards}, files};
}
