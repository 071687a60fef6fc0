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

/**
 * The hosts the hosted DocSearch (Algolia) index answers on: the search page queries the first
 * (src/search/hostedClient.ts); the modal's Algolia client retries on the others when it fails.
 * Here, with the search settings, because the browser needs them; config/headers.ts lets them
 * through the Content-Security-Policy.
 */
export function hostedSearchOrigins(search: HostedSearch): string[] {
  // As the clients spell them; CSP compares host names without regard to case.
  const app = search.appId;
  return [`https://${app}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)];
}
