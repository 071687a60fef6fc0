/**
 * The files of the static search index, written by src/plugins/search-index and read by the
 * browser (src/search/chunkedIndex.ts). Everything but the manifest has a content hash in its name
 * and never changes, so hosts may cache it for a year.
 *
 * One shard per language and search tag (a docs version, the API, or `default` for the blog and
 * the other pages). A search downloads only the shards its facet filters select, and of those only:
 * - the shard's meta file (which records belong to which page, fragment file and heading),
 * - the term chunks that hold the query's words (and their near spellings for typo tolerance),
 * - the posting files of the matched words too common to sit inside a chunk,
 * - the fragments (titles, headings, text of a few consecutive pages) of the hits it shows.
 */

/** Bumped whenever a file's shape changes, so a page never reads files it does not understand. */
export const INDEX_FORMAT = 2;

export type ManifestShard = {
  /** File-name stem, e.g. `en.docs-default-current`. */
  id: string;
  language: string;
  tag: string;
  /** Content hash of the shard's meta file. */
  meta: string;
  /**
   * Term chunks, in term order: the first term of each and its file's hash. In the manifest, so
   * a query's chunks load alongside the meta file rather than after it.
   */
  chunks: Array<[firstTerm: string, hash: string]>;
  /**
   * Files of ready answers to one- and two-letter queries, one per first character: the
   * character and the file's hash.
   */
  short: Array<[firstChar: string, hash: string]>;
};

export type Manifest = {
  format: typeof INDEX_FORMAT;
  /** Folder of the shard files, relative to the manifest's URL. */
  base: string;
  shards: ManifestShard[];
};

/**
 * A shard's meta file. Records are numbered from 0 in page order; `pages` and `runs` are run
 * lengths over those numbers, so any record's page and heading are found without its text.
 */
export type ShardMeta = {
  format: typeof INDEX_FORMAT;
  /** Per page: how many records it has. */
  pages: number[];
  /** Fragment files, each holding consecutive pages: the first page of each and its file's hash. */
  fragments: Array<[firstPage: number, hash: string]>;
  /**
   * Lengths of the runs of records that share a URL (page and heading anchor). A search shows one
   * hit per run, like DocSearch's `distinct`.
   */
  runs: number[];
};

/**
 * Postings of one term: record numbers as gaps from the previous one, each followed by the term's
 * score in that record times SCORE_SCALE (BM25 with field and record boosts, computed at build time
 * over every record of the language, as MiniSearch would in the browser).
 */
export type Postings = number[];

/** A term chunk: each term with its postings, or, for common terms, their count and file hash. */
export type TermChunk = Array<[term: string, postings: Postings] | [term: string, count: number, file: string]>;

/**
 * Ready answers to a query of one word shorter than SHORT_PREFIX, by that word: the best
 * SHORT_ANSWER_HITS records as record number and scaled score, best first, one per heading. The
 * word and its SHORT_COMPLETIONS most frequent completions are what they match.
 */
export type ShortAnswers = Record<string, number[]>;

export type FragmentRecord = [
  type: string,
  lvl2: string | null,
  lvl3: string | null,
  lvl4: string | null,
  lvl5: string | null,
  lvl6: string | null,
  content: string | null,
  anchor: string | null,
];

/** One page's records, everything a hit shows. */
export type PageFragment = {url: string; lvl0: string; lvl1: string; records: FragmentRecord[]};

/** A fragment file: consecutive pages of a shard. */
export type Fragment = PageFragment[];

export const SCORE_SCALE = 100;
/**
 * A word being typed completes from this many letters. A shorter one must match whole when other
 * words come with it, and alone it gets the ready answer of the shard's short-answer file, so that
 * the first keystrokes cost a few kilobytes, not the postings of every word they start.
 */
export const SHORT_PREFIX = 3;
/** How many completions of a short word its ready answer counts, the most frequent first. */
export const SHORT_COMPLETIONS = 8;
/** How many records a ready answer keeps: one screen of the modal. */
export const SHORT_ANSWER_HITS = 20;
/** Typo matches share the first letters of the typed word; this many. */
export const FUZZY_SHARED_PREFIX = 3;
/** At most this many completions and near spellings count per typed word. */
export const MAX_EXPANSIONS = 40;

export const metaFile = (shard: string, hash: string) => `${shard}.meta.${hash}.json`;
export const chunkFile = (shard: string, i: number, hash: string) => `${shard}.t${i}.${hash}.json`;
export const postingsFile = (shard: string, hash: string) => `${shard}.p.${hash}.json`;
export const fragmentFile = (shard: string, index: number, hash: string) => `${shard}.f${index}.${hash}.json`;
export const shortFile = (shard: string, index: number, hash: string) => `${shard}.s${index}.${hash}.json`;
