/** A search record, shaped like a DocSearch hit so the DocSearch UI can show it as it is. */
export type Hierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type SearchRecord = {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Site path with the heading anchor, e.g. `/docs/editing-text#emmet`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  /** Docusaurus' search tag of the page: `docs-default-current`, `docs-default-8.10`, `default`... */
  docusaurus_tag: string;
};

/** One entry of Algolia-style `facetFilters`: a string is required, an array is "any of". */
export type FacetFilters = ReadonlyArray<string | ReadonlyArray<string>>;

export type SearchRequest = {
  query: string;
  indexName?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
};

export type HighlightValue = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
};

export type SearchHit = SearchRecord & {
  _highlightResult: {
    content: HighlightValue;
    hierarchy: Record<keyof Hierarchy, HighlightValue>;
  };
  _snippetResult: {
    content: HighlightValue;
    hierarchy: Record<keyof Hierarchy, HighlightValue>;
  };
};

export type SearchResult = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  index: string;
  processingTimeMS: number;
};
