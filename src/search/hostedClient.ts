import {boundQuery} from './limits';
import {hostedSearchOrigins, type HostedSearch} from '../../config/search';
import type {SearchRequest, SearchResult} from './types';

/**
 * The search page's query to the hosted index, used only when the site was built with a hosted
 * search configuration. The modal uses DocSearch's own client for the same index.
 */
export async function searchHosted(config: HostedSearch, request: SearchRequest): Promise<SearchResult> {
  const response = await fetch(`${hostedSearchOrigins(config)[0]}/1/indexes/${encodeURIComponent(config.indexName)}/query`, {
    method: 'POST',
    headers: {'X-Algolia-Application-Id': config.appId, 'X-Algolia-API-Key': config.apiKey, 'Content-Type': 'application/json'},
    body: JSON.stringify({
      query: boundQuery(request.query),
      facetFilters: request.facetFilters,
      hitsPerPage: request.hitsPerPage,
      page: request.page,
      attributesToSnippet: request.attributesToSnippet,
    }),
  });
  if (!response.ok) throw new Error(`Search answered ${response.status}`);
  const body = (await response.json()) as SearchResult;
  return {...body, index: config.indexName};
}
