import type {FacetFilters, SearchRequest, SearchResult} from './types';
import type {WorkerMessage, WorkerReply, WorkerRequest} from './workerProtocol';

type Backend = {
  search(manifestUrl: string, requests: readonly SearchRequest[]): Promise<SearchResult[]>;
  prepare(manifestUrl: string, filters?: FacetFilters): Promise<void>;
};

/**
 * The same engine on the main thread, for browsers without workers or pages whose policy forbids
 * them. It is loaded on the first search, so it stays out of the bundle every page downloads.
 */
async function mainThreadBackend(): Promise<Backend> {
  const {createChunkedIndex, fetchJson} = await import('./chunkedIndex');
  const index = createChunkedIndex(fetchJson);
  return {
    search: (manifestUrl, requests) => Promise.all(requests.map((request) => index.search(manifestUrl, request))),
    prepare: (manifestUrl, filters) => index.prepare(manifestUrl, filters),
  };
}

/**
 * The engine in a worker. If the worker cannot start (no Worker, a policy that forbids it, its
 * script failing to load), every request, pending or later, goes to the main-thread engine instead.
 */
function workerBackend(): Backend | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url));
  } catch {
    return null;
  }
  let nextId = 0;
  let answered = false;
  let fallback: Promise<Backend> | null = null;
  const pending = new Map<number, {message: WorkerRequest; resolve: (r: SearchResult[]) => void; reject: (e: Error) => void}>();
  const runOnMainThread = () => {
    if (!fallback) {
      worker.terminate();
      fallback = mainThreadBackend();
      for (const [, {message, resolve, reject}] of pending) replay(message).then(resolve, reject);
      pending.clear();
    }
    return fallback;
  };
  const replay = async (message: WorkerRequest): Promise<SearchResult[]> => {
    const engine = await runOnMainThread();
    if (message.kind === 'prepare') return engine.prepare(message.manifestUrl, message.filters).then(() => []);
    return engine.search(message.manifestUrl, message.requests);
  };
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    answered = true;
    const reply = event.data;
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    if ('error' in reply) request.reject(new Error(reply.error));
    else request.resolve(reply.results);
  };
  // An error event before any answer means the worker itself did not start.
  worker.onerror = (event) => {
    if (!answered) {
      event.preventDefault();
      void runOnMainThread();
    }
  };
  const send = (message: WorkerMessage): Promise<SearchResult[]> => {
    const full: WorkerRequest = {...message, id: ++nextId};
    if (fallback) return replay(full);
    const {id} = full;
    return new Promise((resolve, reject) => {
      pending.set(id, {message: full, resolve, reject});
      worker.postMessage(full);
    });
  };
  return {
    search: (manifestUrl, requests) => send({kind: 'search', manifestUrl, requests: [...requests]}),
    prepare: (manifestUrl, filters) => send({kind: 'prepare', manifestUrl, filters}).then(() => undefined),
  };
}

let backend: Promise<Backend> | null = null;
function getBackend(): Promise<Backend> {
  backend ??= Promise.resolve(workerBackend() ?? mainThreadBackend());
  return backend;
}

const absolute = (url: string) => new URL(url, window.location.href).href;

// DocSearch shows its error screen only for errors named like Algolia's network failures.
function asRetryError(error: unknown): Error {
  const failure = new Error(error instanceof Error ? error.message : String(error));
  failure.name = 'RetryError';
  return failure;
}

/**
 * Starts the engine and loads the manifest and the shard metadata a reader's filters select, so
 * the first query only has to load its own words. Failures are left for the query to report.
 */
export function prepareLocalSearch(url: string, filters?: FacetFilters): void {
  getBackend()
    .then((engine) => engine.prepare(absolute(url), filters))
    .catch(() => {});
}

export async function searchLocal(url: string, requests: readonly SearchRequest[]): Promise<{results: SearchResult[]}> {
  try {
    const engine = await getBackend();
    return {results: await engine.search(absolute(url), requests)};
  } catch (error) {
    throw asRetryError(error);
  }
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
