import type {Options} from 'minisearch';
import {escapeHtml} from '../lib/escapeHtml.mjs';
import {boundQuery, MAX_QUERY_WORDS} from './limits';
import type {FacetFilters, HighlightValue, Hierarchy, SearchHit, SearchRecord, SearchRequest} from './types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export const SEARCHED_FIELDS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'content'] as const;

/** Page titles outrank section headings, which outrank body text. */
export const FIELD_BOOST = {lvl1: 5, lvl2: 3, lvl3: 2, lvl4: 1.5, content: 1};
const TYPE_WEIGHT: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.35,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1,
  lvl6: 1,
  content: 1,
};

/** What MiniSearch indexes for one record at build time. */
export type IndexedFields = {id: number; lvl1: string; lvl2: string; lvl3: string; lvl4: string; content: string};

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'for',
  'and',
  'or',
  'is',
  'how',
  'do',
  'i',
  'my',
  'with',
  'it',
  'can',
]);
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

/** The endings stem() takes off a word. */
const STEMMED_ENDINGS = ['ings', 'ing', 'ies', 'ed', 'es'];

/**
 * The stems a word typed partway into its ending may be heading for, shorter than what is typed:
 * the index keeps "setting" as "sett" and "libraries" as "library", so "settin" and "librari", typed
 * on the way there, start no index word, though one letter more would match. Each is the stem of
 * the typed word completed with the rest of an ending the stemmer removes ("settin" + "g").
 */
export function stemsOnTheWay(typed: string): string[] {
  const stems = new Set<string>();
  for (const ending of STEMMED_ENDINGS)
    for (let cut = 1; cut < ending.length; cut++) {
      if (!typed.endsWith(ending.slice(0, cut))) continue;
      const heading = stem(typed.slice(0, -cut) + ending);
      if (heading !== typed && heading.length <= typed.length && typed.startsWith(heading.replace(/y$/, ''))) stems.add(heading);
    }
  return [...stems];
}

/** A version number, "5.2" or "5.2.4", which is also a token of its own (besides "5" and "2"). */
const VERSION = /\b\d+(?:\.\d+)+\b/g;

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
  tokens.push(...(text.match(VERSION) ?? []));
  return tokens;
}

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** MiniSearch's options for the build; the browser reads what MiniSearch computed and never loads it. */
export const indexOptions: Options<IndexedFields> = {fields: [...SEARCHED_FIELDS], storeFields: [], tokenize, processTerm};

/**
 * Guides and docs answer most questions; the generated reference is for exact names. The reference
 * splits every identifier into words (THEME_DARK, ThemeManager), so it matches plain words often:
 * at 0.75 a docs paragraph on "dark theme" outranks the reference's THEME_DARK heading, while a
 * query naming a module still finds it (`npm run search:relevance`).
 */
const SECTION_WEIGHT: Record<string, number> = {Docs: 1.25, 'API guides': 1.2, 'API reference': 0.75, Blog: 0.8, Pages: 0.7};

/** A record's weight in the ranking, whatever the query: its kind and its section. */
export function recordBoost(record: Pick<SearchRecord, 'type'> & {hierarchy: Pick<Hierarchy, 'lvl0'>}): number {
  return (TYPE_WEIGHT[record.type] ?? 1) * (SECTION_WEIGHT[record.hierarchy.lvl0] ?? 1);
}

export const indexedFields = (r: SearchRecord, id: number): IndexedFields => ({
  id,
  lvl1: r.hierarchy.lvl1,
  lvl2: r.hierarchy.lvl2 ?? '',
  lvl3: r.hierarchy.lvl3 ?? '',
  lvl4: r.hierarchy.lvl4 ?? '',
  content: r.content ?? '',
});

/** One word of a query, with MiniSearch's rules for how loosely it may match. */
export type QueryTerm = {term: string; prefix: boolean; maxDistance: number};

/** MiniSearch's scoring constants (its defaults), applied to completions and near spellings. */
export const PREFIX_WEIGHT = 0.375;
export const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;

/**
 * The words of a query as MiniSearch would search them: tokenized and stemmed like the index, the
 * word being typed completed, and one typo forgiven in longer words.
 */
export function queryTerms(query: string): QueryTerm[] {
  const terms = tokenize(boundQuery(query))
    .map((t) => processTerm(t))
    .filter((t): t is string => !!t)
    .slice(0, MAX_QUERY_WORDS);
  return terms.map((term, i) => {
    const fuzzy = term.length > 4 ? 0.2 : term.length > 3 ? 1 : 0;
    const maxDistance = fuzzy === 0 ? 0 : fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : fuzzy;
    return {term, prefix: i === terms.length - 1 || term.length > 4, maxDistance};
  });
}

/** MiniSearch's weight of a completion `derived` of a typed word `term`. */
export const prefixWeight = (term: string, derived: string) =>
  (PREFIX_WEIGHT * derived.length) / (derived.length + 0.3 * (derived.length - term.length));

/** MiniSearch's weight of a near spelling at `distance` edits. */
export const fuzzyWeight = (derived: string, distance: number) => (FUZZY_WEIGHT * derived.length) / (derived.length + distance);

/** MiniSearch's BM25+ (its default parameters). */
export function bm25(termFreq: number, matching: number, total: number, fieldLength: number, avgFieldLength: number): number {
  const k = 1.2;
  const b = 0.7;
  const d = 0.5;
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return idf * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
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

type Highlighter = (text: string | null) => HighlightValue;

/**
 * Wraps the words that start with a matched term in the highlight tags. The text is escaped
 * first, so neither page text nor the query can inject markup. The pattern is compiled once for
 * all the fields of all the hits of a query. A value's match is full when it holds at least
 * `wanted` different matched words (by default, as many as there are terms).
 */
export function highlighter(terms: readonly string[], pre = '<mark>', post = '</mark>', wanted?: number): Highlighter {
  const usable = [...new Set(terms.filter((t) => t.length > 0))].map((t) => escapeRegExp(escapeHtml(t)));
  const full = wanted ?? usable.length;
  // Longer alternatives first, so a term and its completion highlight the same whole word.
  usable.sort((x, y) => y.length - x.length);
  const pattern = usable.length ? new RegExp(`(^|[^\\p{L}\\p{N}_])(${usable.join('|')})([\\p{L}\\p{N}_]*)`, 'giu') : null;
  return (text) => {
    if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
    const escaped = escapeHtml(text);
    if (!pattern) return {value: escaped, matchLevel: 'none', matchedWords: []};
    const matched = new Set<string>();
    const value = escaped.replace(pattern, (_all, before: string, term: string, rest: string) => {
      matched.add(term.toLowerCase());
      return `${before}${pre}${term}${rest}${post}`;
    });
    const matchedWords = [...matched];
    const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length >= full ? 'full' : 'partial';
    return {value, matchLevel, matchedWords};
  };
}

export function highlight(text: string | null, terms: readonly string[], pre = '<mark>', post = '</mark>'): HighlightValue {
  return highlighter(terms, pre, post)(text);
}

/** A window of about `words` words around the first match, highlighted. */
export function snippet(
  text: string | null,
  terms: readonly string[],
  words: number,
  pre?: string,
  post?: string,
  mark = highlighter(terms, pre, post),
): HighlightValue {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const tokens = text.split(/\s+/);
  if (tokens.length <= words) return mark(text);
  const lowered = terms.map((t) => t.toLowerCase());
  const first = tokens.findIndex((token) =>
    lowered.some((t) =>
      token
        .toLowerCase()
        .replace(/^[^\p{L}\p{N}_]+/u, '')
        .startsWith(t),
    ),
  );
  const start = Math.max(0, (first < 0 ? 0 : first) - Math.floor(words / 3));
  const end = Math.min(tokens.length, start + words);
  const piece = `${start > 0 ? '… ' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? ' …' : ''}`;
  return mark(piece);
}

function snippetLength(request: SearchRequest): number {
  const spec = request.attributesToSnippet?.find((a) => a.startsWith('content:'));
  const words = spec ? Number(spec.split(':')[1]) : NaN;
  return Number.isFinite(words) && words > 0 ? words : 20;
}

/**
 * Highlighting for one query: `terms` are every index word the query matched (completions and
 * near spellings included) and the query's own words, `queryWords` how many words the query has.
 */
export function hitBuilder(terms: readonly string[], queryWords: number, request: SearchRequest) {
  const pre = request.highlightPreTag ?? '<mark>';
  const post = request.highlightPostTag ?? '</mark>';
  const mark = highlighter(terms, pre, post, queryWords);
  const words = snippetLength(request);
  /** A record as DocSearch shows it, with the matched words highlighted. */
  return (record: SearchRecord): SearchHit => {
    const hierarchyHighlight = Object.fromEntries(LEVELS.map((lvl) => [lvl, mark(record.hierarchy[lvl])])) as Record<
      keyof Hierarchy,
      HighlightValue
    >;
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
      _highlightResult: {content: mark(record.content), hierarchy: hierarchyHighlight},
      _snippetResult: {content: snippet(record.content, terms, words, pre, post, mark), hierarchy: hierarchyHighlight},
    };
  };
}
