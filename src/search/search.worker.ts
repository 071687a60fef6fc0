/// <reference lib="webworker" />
/**
 * The search worker: loads index pieces and answers queries away from the page's main thread, so
 * typing in the search box never waits for index work. Messages are described in ./workerProtocol.
 */
import {createChunkedIndex, fetchJson} from './chunkedIndex';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

const index = createChunkedIndex(fetchJson);
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  const reply = (answer: WorkerReply) => scope.postMessage(answer);
  try {
    if (message.kind === 'prepare') {
      await index.prepare(message.manifestUrl, message.filters);
      reply({id: message.id, results: []});
    } else {
      const results = await Promise.all(message.requests.map((request) => index.search(message.manifestUrl, request)));
      reply({id: message.id, results});
    }
  } catch (error) {
    reply({id: message.id, error: error instanceof Error ? error.message : String(error)});
  }
};
