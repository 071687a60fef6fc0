import type {LocalIndex} from './engine';
import type {SearchRequest, SearchResult} from './types';

// The engine (MiniSearch and the ranking code) is loaded with the index, on the first search, so
// it stays out of the bundle every page downloads.
const loadEngine = () => import('./engine');

/**
 * Loads the static index once per page session. A failed load is not cached, so the next keystroke
 * or a "Retry" tries again.
 */
const pending = new Map<string, Promise<LocalIndex>>();

export function fetchIndex(url: string): Promise<LocalIndex> {
  let promise = pending.get(url);
  if (!promise) {
    promise = Promise.all([
      fetch(url, {credentials: 'same-origin'}).then((response) => {
        if (!response.ok) throw new Error(`The search index answered ${response.status}`);
        return response.text();
      }),
      loadEngine(),
    ])
      .then(([text, engine]) => engine.loadIndex(text))
      .catch((error: unknown) => {
        pending.delete(url);
        // DocSearch shows its error screen only for errors named like Algolia's network failures.
        const failure = new Error(error instanceof Error ? error.message : String(error));
        failure.name = 'RetryError';
        throw failure;
      });
    pending.set(url, promise);
  }
  return promise;
}

export async function searchLocal(url: string, requests: readonly SearchRequest[]): Promise<{results: SearchResult[]}> {
  const [index, engine] = await Promise.all([fetchIndex(url), loadEngine()]);
  return {results: requests.map((request) => engine.runSearch(index, request, request.indexName))};
}

/**
 * A stand-in for Algolia's search client with the one method DocSearch calls, answering from the
 * static index instead of the network.
 */
export function createLocalSearchClient(url: string) {
  return {
    appId: 'local',
    search: ({requests}: {requests: SearchRequest[]}) => searchLocal(url, requests),
    addAlgoliaAgent: () => {},
    clearCache: () => Promise.resolve(),
    transporter: {algoliaAgent: {value: 'local', add: () => {}}},
  };
}
