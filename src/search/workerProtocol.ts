import type {FacetFilters, SearchRequest, SearchResult} from './types';

/** What the page asks the search worker: load the pieces a reader's filters need, or search. */
export type WorkerMessage =
  {kind: 'prepare'; manifestUrl: string; filters?: FacetFilters} | {kind: 'search'; manifestUrl: string; requests: SearchRequest[]};

export type WorkerRequest = WorkerMessage & {id: number};

/** The worker's answer to the request with the same id. */
export type WorkerReply = {id: number; results: SearchResult[]} | {id: number; error: string};
