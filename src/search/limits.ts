/** Limits the spec sets for search; the modal, the search page and the client all read them. */
export const MAX_QUERY_LENGTH = 64;
/**
 * Words of a query that count, the first ones. Each word can fetch index pieces, so a query of
 * thirty one-letter words must not fetch thirty times as much as a query of one.
 */
export const MAX_QUERY_WORDS = 8;
export const HITS_PER_PAGE = 20;
export const MAX_RESULTS_PER_GROUP_NARROW = 5;
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';
export const RECENT_SEARCHES_LIMIT = 7;
export const RECENT_SEARCHES_WITH_FAVORITES_LIMIT = 4;
/** The search index's manifest for a locale (see ./format.ts): the one index file without a hash. */
export const indexUrl = (locale: string) => `/search-index/${locale}.manifest.json`;
export const LOCAL_INDEX_NAME = 'phoenix-code-docs';

/** Trims and bounds a query the way every search entry point must. */
export function boundQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return (
    raw
      // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .trimStart()
      .slice(0, MAX_QUERY_LENGTH)
  );
}
