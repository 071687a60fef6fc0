/**
 * Search runs on the site's own static index. A hosted DocSearch (Algolia) index is used instead
 * only when all three variables are set at build time:
 * SEARCH_APP_ID, SEARCH_API_KEY (the search-only key) and SEARCH_INDEX_NAME.
 */
export type HostedSearch = {appId: string; apiKey: string; indexName: string};

export function hostedSearchFromEnv(env: Record<string, string | undefined>): HostedSearch | null {
  const appId = env.SEARCH_APP_ID?.trim();
  const apiKey = env.SEARCH_API_KEY?.trim();
  const indexName = env.SEARCH_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}
