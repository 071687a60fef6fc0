/**
 * The static search index, read piece by piece: for each query, only the shards its filters select,
 * and in those only the term chunks, postings and page fragments it needs (see ./format.ts). The
 * same code runs in the search worker and, where workers are unavailable, on the main thread.
 *
 * Ranking is MiniSearch's, computed from its build-time scores: exact words count fully, the word
 * being typed is completed, longer words forgive a typo; every word must match (or, when none
 * does, any), and one hit stands for each heading.
 */
import {
  PREFIX_WEIGHT,
  fuzzyWeight,
  hitBuilder,
  matchesFacetFilters,
  prefixWeight,
  queryTerms,
  stemsOnTheWay,
  type QueryTerm,
} from './engine';
import {
  chunkFile,
  fragmentFile,
  FUZZY_SHARED_PREFIX,
  INDEX_FORMAT,
  MAX_EXPANSIONS,
  metaFile,
  postingsFile,
  SCORE_SCALE,
  SHORT_PREFIX,
  shortFile,
  type Manifest,
  type ManifestShard,
  type Fragment,
  type Postings,
  type ShardMeta,
  type ShortAnswers,
  type TermChunk,
} from './format';
import {boundQuery, HITS_PER_PAGE} from './limits';
import type {FacetFilters, SearchRecord, SearchRequest, SearchResult} from './types';

/** Fetches and parses one JSON file; rejects when it cannot. */
export type JsonLoader = (url: string) => Promise<unknown>;

type ChunkEntry = {term: string; count: number; postings: Postings | null; file: string | null};

type Shard = {
  info: ManifestShard;
  order: number;
  firstTerms: string[];
  url: (name: string) => string;
  /** Which page, fragment and heading each record belongs to: loaded with the first query's words. */
  layout: () => Promise<Layout>;
};

type Layout = {meta: ShardMeta; pageStarts: Int32Array; fragmentStarts: number[]; runStarts: Int32Array};

/** Matches of one query word in one shard: record → score, and the index words that matched. */
type TermMatches = {scores: Map<number, number>; words: string[]};

type Candidate = {id: number; shard: Shard; score: number};

const END = '\uffff';

/** The last index whose value is <= `value` (values ascending), or -1. */
function floorIndex<T>(values: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = values.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Levenshtein distance, or `max + 1` as soon as it must exceed `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

const cumulative = (lengths: readonly number[]) => {
  const starts = new Int32Array(lengths.length);
  let total = 0;
  lengths.forEach((n, i) => {
    starts[i] = total;
    total += n;
  });
  return starts;
};

export function createChunkedIndex(load: JsonLoader) {
  // Pieces are cached once loaded; a failed load is forgotten, so a retry asks again.
  const cache = new Map<string, Promise<unknown>>();
  const get = <T>(url: string): Promise<T> => {
    let promise = cache.get(url);
    if (!promise) {
      promise = load(url).catch((error: unknown) => {
        cache.delete(url);
        throw error;
      });
      cache.set(url, promise);
    }
    return promise as Promise<T>;
  };
  const derived = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    let promise = derived.get(key);
    if (!promise) {
      promise = make().catch((error: unknown) => {
        derived.delete(key);
        throw error;
      });
      derived.set(key, promise);
    }
    return promise as Promise<T>;
  };

  async function manifestAt(url: string): Promise<Manifest> {
    const manifest = await get<Manifest>(url);
    if (manifest.format !== INDEX_FORMAT) throw new Error(`Search index format ${manifest.format}, expected ${INDEX_FORMAT}`);
    return manifest;
  }

  const shardCache = new Map<string, Shard>();

  async function shardsFor(manifestUrl: string, filters: FacetFilters | undefined): Promise<Shard[]> {
    const manifest = await manifestAt(manifestUrl);
    return manifest.shards
      .map((info, order) => ({info, order}))
      .filter(({info}) => matchesFacetFilters({language: info.language, docusaurus_tag: info.tag}, filters))
      .map(({info, order}) => {
        const key = `${manifestUrl} ${info.id} ${info.meta}`;
        let shard = shardCache.get(key);
        if (!shard) {
          const url = (name: string) => new URL(manifest.base + name, manifestUrl).href;
          const layout = () =>
            once(`${key} layout`, async () => {
              const meta = await get<ShardMeta>(url(metaFile(info.id, info.meta)));
              return {
                meta,
                pageStarts: cumulative(meta.pages),
                fragmentStarts: meta.fragments.map(([first]) => first),
                runStarts: cumulative(meta.runs),
              };
            });
          shard = {info, order, url, layout, firstTerms: info.chunks.map(([first]) => first)};
          shardCache.set(key, shard);
        }
        return shard;
      });
  }

  function chunk(shard: Shard, index: number): Promise<ChunkEntry[]> {
    const [, hash] = shard.info.chunks[index]!;
    return once(`${shard.info.id} chunk ${hash}`, async () => {
      const entries = await get<TermChunk>(shard.url(chunkFile(shard.info.id, index, hash)));
      return entries.map((e) =>
        e.length === 2
          ? {term: e[0], count: e[1].length / 2, postings: e[1], file: null}
          : {term: e[0], count: e[1], postings: null, file: e[2]},
      );
    });
  }

  /** Entries of every term in [from, to], from the chunks that can hold them. */
  async function termsBetween(shard: Shard, from: string, to: string): Promise<ChunkEntry[]> {
    const first = Math.max(0, floorIndex(shard.firstTerms, from));
    const last = floorIndex(shard.firstTerms, to);
    const loaded = await Promise.all(Array.from({length: Math.max(0, last - first + 1)}, (_, i) => chunk(shard, first + i)));
    return loaded.flat().filter((e) => e.term >= from && e.term <= to);
  }

  function postingsOf(shard: Shard, entry: ChunkEntry): Promise<Postings> {
    if (entry.postings) return Promise.resolve(entry.postings);
    return get<Postings>(shard.url(postingsFile(shard.info.id, entry.file!)));
  }

  /** The words of the index that a query word matches in a shard, with MiniSearch's weights. */
  async function expand(shard: Shard, q: QueryTerm): Promise<Array<{entry: ChunkEntry; weight: number}>> {
    const {term} = q;
    const fuzzyFrom = q.maxDistance > 0 ? term.slice(0, FUZZY_SHARED_PREFIX) : null;
    // A word shorter than SHORT_PREFIX, with others, must match whole: its completions would be
    // the postings of every word it starts.
    const completes = q.prefix && term.length >= SHORT_PREFIX;
    const near =
      fuzzyFrom !== null
        ? await termsBetween(shard, fuzzyFrom, fuzzyFrom + END)
        : await termsBetween(shard, term, completes ? term + END : term);
    const matched: Array<{entry: ChunkEntry; weight: number; distance: number}> = [];
    const exact = near.find((e) => e.term === term);
    if (exact) matched.push({entry: exact, weight: 1, distance: 0});
    if (completes) {
      const prefixed = near
        .filter((e) => e.term.startsWith(term) && e.term !== term)
        .map((entry) => ({entry, distance: entry.term.length - term.length, weight: prefixWeight(term, entry.term)}));
      matched.push(...prefixed.sort((a, b) => a.distance - b.distance || b.entry.count - a.entry.count).slice(0, MAX_EXPANSIONS));
      // A word typed partway into its ending matches the stem it is heading for, as a completion.
      // MiniSearch has no such step: the in-memory reference ranks these queries differently.
      for (const heading of stemsOnTheWay(term)) {
        if (matched.some(({entry}) => entry.term === heading)) continue;
        const entry = (await termsBetween(shard, heading, heading)).find((e) => e.term === heading);
        if (entry) matched.push({entry, distance: term.length - heading.length, weight: PREFIX_WEIGHT});
      }
    }
    if (q.maxDistance > 0) {
      const fuzzy = near
        .filter((e) => e.term !== term && !(completes && e.term.startsWith(term)) && !matched.some(({entry}) => entry.term === e.term))
        .map((entry) => ({entry, distance: boundedDistance(term, entry.term, q.maxDistance)}))
        .filter(({distance}) => distance <= q.maxDistance)
        .map(({entry, distance}) => ({entry, distance, weight: fuzzyWeight(entry.term, distance)}));
      matched.push(...fuzzy.sort((a, b) => a.distance - b.distance || b.entry.count - a.entry.count).slice(0, MAX_EXPANSIONS));
    }
    return matched;
  }

  async function matchTerm(shard: Shard, q: QueryTerm): Promise<TermMatches> {
    const expansions = await expand(shard, q);
    const lists = await Promise.all(expansions.map(({entry}) => postingsOf(shard, entry)));
    const scores = new Map<number, number>();
    expansions.forEach(({weight}, i) => {
      const postings = lists[i]!;
      const factor = weight / SCORE_SCALE;
      let id = 0;
      for (let p = 0; p < postings.length; p += 2) {
        id += postings[p]!;
        scores.set(id, (scores.get(id) ?? 0) + factor * postings[p + 1]!);
      }
    });
    return {scores, words: expansions.map(({entry}) => entry.term)};
  }

  /**
   * Records that match every query word (AND) or any (OR), with MiniSearch's score: the sum over
   * the words, times the number of different query words matched.
   */
  function combine(shard: Shard, terms: QueryTerm[], perTerm: TermMatches[], mode: 'AND' | 'OR'): Candidate[] {
    const sourceOf = terms.map((t) => terms.findIndex((u) => u.term === t.term));
    const candidates: Candidate[] = [];
    if (mode === 'AND') {
      const quality = new Set(sourceOf).size;
      const smallest = perTerm.reduce((a, b) => (b.scores.size < a.scores.size ? b : a));
      outer: for (const id of smallest.scores.keys()) {
        let score = 0;
        for (const {scores} of perTerm) {
          const s = scores.get(id);
          if (s === undefined) continue outer;
          score += s;
        }
        candidates.push({id, shard, score: score * quality});
      }
      return candidates;
    }
    const found = new Map<number, {score: number; sources: Set<number>}>();
    perTerm.forEach(({scores}, i) => {
      for (const [id, score] of scores) {
        const entry = found.get(id);
        if (entry) {
          entry.score += score;
          entry.sources.add(sourceOf[i]!);
        } else found.set(id, {score, sources: new Set([sourceOf[i]!])});
      }
    });
    for (const [id, {score, sources}] of found) candidates.push({id, shard, score: score * sources.size});
    return candidates;
  }

  async function recordOf(shard: Shard, layout: Layout, id: number): Promise<SearchRecord> {
    const page = floorIndex(layout.pageStarts, id);
    const f = floorIndex(layout.fragmentStarts, page);
    const [first, hash] = layout.meta.fragments[f]!;
    const fragment = (await get<Fragment>(shard.url(fragmentFile(shard.info.id, f, hash))))[page - first]!;
    const [type, lvl2, lvl3, lvl4, lvl5, lvl6, content, anchor] = fragment.records[id - layout.pageStarts[page]!]!;
    return {
      objectID: `${shard.info.id}:${id}`,
      type: type as SearchRecord['type'],
      hierarchy: {lvl0: fragment.lvl0, lvl1: fragment.lvl1, lvl2, lvl3, lvl4, lvl5, lvl6},
      content,
      url: anchor ? `${fragment.url}#${anchor}` : fragment.url,
      url_without_anchor: fragment.url,
      anchor,
      language: shard.info.language,
      docusaurus_tag: shard.info.tag,
    };
  }

  /** One- and two-letter queries: the shards' ready answers, merged. */
  async function shortSearch(
    shards: Shard[],
    term: string,
    request: SearchRequest,
    empty: SearchResult,
    started: number,
  ): Promise<SearchResult> {
    const answers = await Promise.all(
      shards.map(async (shard) => {
        const index = shard.info.short.findIndex(([first]) => first === term[0]);
        if (index < 0) return [];
        const file = await get<ShortAnswers>(shard.url(shortFile(shard.info.id, index, shard.info.short[index]![1])));
        const list = Object.prototype.hasOwnProperty.call(file, term) ? file[term]! : [];
        const found: Candidate[] = [];
        for (let i = 0; i < list.length; i += 2) found.push({id: list[i]!, shard, score: list[i + 1]! / SCORE_SCALE});
        return found;
      }),
    );
    const ranked = answers.flat().sort((a, b) => b.score - a.score || a.shard.order - b.shard.order || a.id - b.id);
    const shown = ranked.slice(empty.page * empty.hitsPerPage, (empty.page + 1) * empty.hitsPerPage);
    const layouts = new Map(await Promise.all(shards.map(async (shard) => [shard, await shard.layout()] as const)));
    const records = await Promise.all(shown.map((c) => recordOf(c.shard, layouts.get(c.shard)!, c.id)));
    const toHit = hitBuilder([term], 1, request);
    return {
      ...empty,
      hits: records.map(toHit),
      nbHits: ranked.length,
      nbPages: Math.ceil(ranked.length / empty.hitsPerPage),
      processingTimeMS: Date.now() - started,
    };
  }

  /** Runs one Algolia-style request. */
  async function search(manifestUrl: string, request: SearchRequest): Promise<SearchResult> {
    const started = Date.now();
    const query = boundQuery(request.query).trim();
    const hitsPerPage = Math.min(Math.max(1, request.hitsPerPage ?? HITS_PER_PAGE), 100);
    const page = Math.max(0, request.page ?? 0);
    const indexName = request.indexName ?? 'local';
    const empty: SearchResult = {hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, query, index: indexName, processingTimeMS: 0};
    const terms = queryTerms(query);
    if (!query || terms.length === 0) return empty;
    const shards = await shardsFor(manifestUrl, request.facetFilters);
    const only = terms.length === 1 ? terms[0]! : null;
    if (only && only.prefix && only.term.length < SHORT_PREFIX) return shortSearch(shards, only.term, request, empty, started);
    // The layouts load alongside the words' chunks; they are needed once the records are scored.
    const layouts = Promise.all(shards.map((shard) => shard.layout()));
    layouts.catch(() => {});
    const perShard = await Promise.all(shards.map((shard) => Promise.all(terms.map((q) => matchTerm(shard, q)))));
    const layoutOf = new Map((await layouts).map((layout, i) => [shards[i]!, layout]));
    let candidates = shards.flatMap((shard, s) => combine(shard, terms, perShard[s]!, 'AND'));
    if (candidates.length === 0 && /\s/.test(query)) candidates = shards.flatMap((shard, s) => combine(shard, terms, perShard[s]!, 'OR'));
    candidates.sort((a, b) => b.score - a.score || a.shard.order - b.shard.order || a.id - b.id);
    // One hit per heading: the best-scoring record stands for its section, like DocSearch's `distinct`.
    const seen = new Set<number>();
    const distinct = candidates.filter((c) => {
      const key = c.shard.order * 2 ** 26 + floorIndex(layoutOf.get(c.shard)!.runStarts, c.id);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const shown = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const records = await Promise.all(shown.map((c) => recordOf(c.shard, layoutOf.get(c.shard)!, c.id)));
    const matchedWords = new Set([...terms.map((t) => t.term), ...perShard.flat().flatMap((m) => m.words)]);
    const toHit = hitBuilder([...matchedWords], new Set(terms.map((t) => t.term)).size, request);
    const hits = records.map(toHit);
    return {
      ...empty,
      hits,
      nbHits: distinct.length,
      nbPages: Math.ceil(distinct.length / hitsPerPage),
      processingTimeMS: Date.now() - started,
    };
  }

  return {
    search,
    /**
     * Loads, ahead of a query, the manifest and, given a reader's filters, the meta files of the
     * shards they select.
     */
    prepare: (manifestUrl: string, filters?: FacetFilters): Promise<void> =>
      (filters
        ? shardsFor(manifestUrl, filters).then((shards) => Promise.all(shards.map((s) => s.layout())))
        : manifestAt(manifestUrl)
      ).then(() => undefined),
  };
}

export type ChunkedIndex = ReturnType<typeof createChunkedIndex>;

/** The browser's loader: same-origin fetch, any failure is an error. */
export const fetchJson: JsonLoader = async (url) => {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`The search index answered ${response.status} for ${url}`);
  return response.json();
};
