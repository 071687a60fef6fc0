import MiniSearch, {type Options, type SearchResult as MiniResult} from 'minisearch';
import {escapeHtml} from '../lib/escapeHtml.mjs';
import {boundQuery, HITS_PER_PAGE} from './limits';
import type {FacetFilters, HighlightValue, Hierarchy, SearchHit, SearchRecord, SearchRequest, SearchResult} from './types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const SEARCHED_FIELDS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'content'] as const;

/** Page titles outrank section headings, which outrank body text. */
const FIELD_BOOST = {lvl1: 5, lvl2: 3, lvl3: 2, lvl4: 1.5, content: 1};
const TYPE_WEIGHT: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.35,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1,
  lvl6: 1,
  content: 1,
};

/** What MiniSearch indexes for one record; everything shown to the reader lives in the file's tables. */
type IndexedFields = {id: number; lvl1: string; lvl2: string; lvl3: string; lvl4: string; content: string};

const STOP_WORDS = new Set(['a', 'an', 'the', 'to', 'of', 'in', 'on', 'for', 'and', 'or', 'is', 'how', 'do', 'i', 'my', 'with', 'it', 'can']);
const HEADING_FIELDS = new Set(['lvl1', 'lvl2', 'lvl3']);

/** A light English stemmer: "creating", "created", "creates" and "create" all become "creat". */
export function stem(word: string): string {
  let t = word;
  if (t.length > 4 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  else if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) t = t.slice(0, -1);
  if (t.length > 5 && t.endsWith('ing')) t = t.slice(0, -3);
  else if (t.length > 4 && t.endsWith('ed')) t = t.slice(0, -2);
  if (t.length > 4 && t.endsWith('e')) t = t.slice(0, -1);
  return t;
}

/**
 * Words, plus the parts of camelCase names ("CommandManager" also gives "command" and "manager"),
 * plus, in headings, each pair of neighbouring words run together, so "livepreview" finds "Live
 * Preview".
 */
export function tokenize(text: string, field?: string): string[] {
  const words = text.match(/[\p{L}\p{N}_$]+/gu) ?? [];
  const tokens: string[] = [];
  for (const word of words) {
    tokens.push(word);
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|_/).filter(Boolean);
    if (parts.length > 1) tokens.push(...parts);
  }
  if (field && HEADING_FIELDS.has(field)) {
    for (let i = 0; i + 1 < words.length; i++) tokens.push(`${words[i]}${words[i + 1]}`);
  }
  return tokens;
}

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

const indexOptions: Options<IndexedFields> = {fields: [...SEARCHED_FIELDS], storeFields: [], tokenize, processTerm};

/** Guides and docs answer most questions; the generated reference is for exact names. */
const SECTION_WEIGHT: Record<string, number> = {Docs: 1.25, 'API guides': 1.2, 'API reference': 0.9, Blog: 0.8, Pages: 0.7};

/** Page-level values shared by all records of a page, stored once. */
type PageRow = [url: string, lvl0: string, lvl1: string, language: string, tag: string];
/** One record: its page, type, lower headings, text and anchor. */
type RecordRow = [page: number, type: SearchRecord['type'], lvl2: string | null, lvl3: string | null, lvl4: string | null, lvl5: string | null, lvl6: string | null, content: string | null, anchor: string | null];

export type IndexFile = {version: 1; pages: PageRow[]; records: RecordRow[]; index?: unknown};

export type LocalIndex = {
  search: MiniSearch<IndexedFields>;
  record: (id: number) => SearchRecord;
  size: number;
};

const toIndexed = (r: SearchRecord, id: number): IndexedFields => ({
  id,
  lvl1: r.hierarchy.lvl1,
  lvl2: r.hierarchy.lvl2 ?? '',
  lvl3: r.hierarchy.lvl3 ?? '',
  lvl4: r.hierarchy.lvl4 ?? '',
  content: r.content ?? '',
});

/**
 * Packs records into the static file the browser loads: page data once per page, records as
 * short rows, and (unless `prebuilt` is false) MiniSearch's ready-made index so the browser need
 * not build it.
 */
export function packIndex(records: readonly SearchRecord[], {prebuilt = true} = {}): IndexFile {
  const pages: PageRow[] = [];
  const pageIds = new Map<string, number>();
  const rows: RecordRow[] = records.map((r) => {
    const key = `${r.url_without_anchor}\u0000${r.docusaurus_tag}`;
    let page = pageIds.get(key);
    if (page === undefined) {
      page = pages.push([r.url_without_anchor, r.hierarchy.lvl0, r.hierarchy.lvl1, r.language, r.docusaurus_tag]) - 1;
      pageIds.set(key, page);
    }
    const h = r.hierarchy;
    return [page, r.type, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, r.content, r.anchor];
  });
  const file: IndexFile = {version: 1, pages, records: rows};
  if (prebuilt) {
    const search = new MiniSearch<IndexedFields>(indexOptions);
    search.addAll(records.map(toIndexed));
    file.index = search.toJSON();
  }
  return file;
}

function unpackRecord(file: IndexFile, id: number): SearchRecord {
  const [page, type, lvl2, lvl3, lvl4, lvl5, lvl6, content, anchor] = file.records[id]!;
  const [url, lvl0, lvl1, language, tag] = file.pages[page]!;
  return {
    objectID: String(id),
    type,
    hierarchy: {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6},
    content,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    language,
    docusaurus_tag: tag,
  };
}

export function openIndex(file: IndexFile): LocalIndex {
  let search: MiniSearch<IndexedFields>;
  if (file.index) {
    search = MiniSearch.loadJS<IndexedFields>(file.index as never, indexOptions);
  } else {
    search = new MiniSearch<IndexedFields>(indexOptions);
    search.addAll(file.records.map((_, id) => toIndexed(unpackRecord(file, id), id)));
  }
  const cache = new Map<number, SearchRecord>();
  return {
    search,
    size: file.records.length,
    record(id) {
      let r = cache.get(id);
      if (!r) cache.set(id, (r = unpackRecord(file, id)));
      return r;
    },
  };
}

export function buildIndex(records: readonly SearchRecord[]): LocalIndex {
  return openIndex(packIndex(records));
}

export function loadIndex(json: string): LocalIndex {
  return openIndex(JSON.parse(json) as IndexFile);
}

/** Algolia semantics: every entry must match; inside an array entry, any value may match. */
export function matchesFacetFilters(record: Pick<SearchRecord, 'language' | 'docusaurus_tag'>, filters: FacetFilters = []): boolean {
  const valueOf = (filter: string) => {
    const at = filter.indexOf(':');
    const key = filter.slice(0, at);
    const value = filter.slice(at + 1);
    if (key === 'language') return record.language === value;
    if (key === 'docusaurus_tag') return record.docusaurus_tag === value;
    return false;
  };
  return filters.every((entry) => (typeof entry === 'string' ? valueOf(entry) : entry.some(valueOf)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Wraps the words that start with a matched term in the highlight tags. The text is escaped
 * first, so neither page text nor the query can inject markup.
 */
export function highlight(text: string | null, terms: readonly string[], pre = '<mark>', post = '</mark>'): HighlightValue {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const escaped = escapeHtml(text);
  const usable = terms.filter((t) => t.length > 0).map((t) => escapeRegExp(escapeHtml(t)));
  if (usable.length === 0) return {value: escaped, matchLevel: 'none', matchedWords: []};
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}_])(${usable.join('|')})([\\p{L}\\p{N}_]*)`, 'giu');
  const matched = new Set<string>();
  const value = escaped.replace(pattern, (_all, before: string, term: string, rest: string) => {
    matched.add(term.toLowerCase());
    return `${before}${pre}${term}${rest}${post}`;
  });
  const matchedWords = [...matched];
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length >= usable.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords};
}

/** A window of about `words` words around the first match, highlighted. */
export function snippet(text: string | null, terms: readonly string[], words: number, pre?: string, post?: string): HighlightValue {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const tokens = text.split(/\s+/);
  if (tokens.length <= words) return highlight(text, terms, pre, post);
  const lowered = terms.map((t) => t.toLowerCase());
  const first = tokens.findIndex((token) => lowered.some((t) => token.toLowerCase().replace(/^[^\p{L}\p{N}_]+/u, '').startsWith(t)));
  const start = Math.max(0, (first < 0 ? 0 : first) - Math.floor(words / 3));
  const end = Math.min(tokens.length, start + words);
  const piece = `${start > 0 ? '… ' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? ' …' : ''}`;
  return highlight(piece, terms, pre, post);
}

function snippetLength(request: SearchRequest): number {
  const spec = request.attributesToSnippet?.find((a) => a.startsWith('content:'));
  const words = spec ? Number(spec.split(':')[1]) : NaN;
  return Number.isFinite(words) && words > 0 ? words : 20;
}

function toHit(record: SearchRecord, result: MiniResult, request: SearchRequest): SearchHit {
  const terms = [...new Set([...result.terms, ...result.queryTerms])];
  const pre = request.highlightPreTag ?? '<mark>';
  const post = request.highlightPostTag ?? '</mark>';
  const hierarchyHighlight = Object.fromEntries(
    LEVELS.map((lvl) => [lvl, highlight(record.hierarchy[lvl], terms, pre, post)]),
  ) as Record<keyof Hierarchy, HighlightValue>;
  return {
    objectID: record.objectID,
    type: record.type,
    hierarchy: record.hierarchy,
    content: record.content,
    url: record.url,
    url_without_anchor: record.url_without_anchor,
    anchor: record.anchor,
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    _highlightResult: {content: highlight(record.content, terms, pre, post), hierarchy: hierarchyHighlight},
    _snippetResult: {content: snippet(record.content, terms, snippetLength(request), pre, post), hierarchy: hierarchyHighlight},
  };
}

/** Runs one Algolia-style request against the local index. */
export function runSearch(index: LocalIndex, request: SearchRequest, indexName = 'local'): SearchResult {
  const started = Date.now();
  const query = boundQuery(request.query).trim();
  const hitsPerPage = Math.min(Math.max(1, request.hitsPerPage ?? HITS_PER_PAGE), 100);
  const page = Math.max(0, request.page ?? 0);
  const empty: SearchResult = {hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, query, index: indexName, processingTimeMS: 0};
  if (!query) return empty;
  const options = {
    boost: FIELD_BOOST,
    // Complete the word being typed; forgive one typo in longer words.
    prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 || term.length > 4,
    fuzzy: (term: string) => (term.length > 4 ? 0.2 : term.length > 3 ? 1 : false),
    filter: (result: MiniResult) => matchesFacetFilters(index.record(result.id as number), request.facetFilters),
    boostDocument: (id: unknown) => {
      const record = index.record(id as number);
      return (TYPE_WEIGHT[record.type] ?? 1) * (SECTION_WEIGHT[record.hierarchy.lvl0] ?? 1);
    },
  };
  let results = index.search.search(query, {...options, combineWith: 'AND'});
  if (results.length === 0 && /\s/.test(query)) results = index.search.search(query, {...options, combineWith: 'OR'});
  // One hit per heading: the best-scoring record stands for its section, like DocSearch's `distinct`.
  const seen = new Set<string>();
  results = results.filter((r) => {
    const url = index.record(r.id as number).url;
    if (seen.has(url)) return false;
    seen.add(url);
    return true;
  });
  const hits = results
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((r) => toHit(index.record(r.id as number), r, request));
  return {
    ...empty,
    hits,
    nbHits: results.length,
    nbPages: Math.ceil(results.length / hitsPerPage),
    processingTimeMS: Date.now() - started,
  };
}
