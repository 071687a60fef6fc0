/**
 * The page's side of offline reading: registers the service worker that src/plugins/offline writes
 * (only for a reader who asked), asks it to save the offline copy, and removes it.
 */
import {CHOICE_KEY} from './choice';

export const CACHE_PREFIX = 'phoenix-docs-offline-';

/** What the worker answers when the copy is complete: its size and the cache that holds it. */
type Saved = {type: 'done'; bytes: number; files: number; cache: string};
export type SaveResult = Saved & {updated: boolean};
type WorkerMessage = Saved | {type: 'progress'; done: number; total: number} | {type: 'stale'} | {type: 'error'; message: string};

export function rememberOffline(chosen: boolean): void {
  try {
    if (chosen) window.localStorage.setItem(CHOICE_KEY, 'yes');
    else window.localStorage.removeItem(CHOICE_KEY);
  } catch {
    // The copy still works for this visit; the next one will not refresh it.
  }
}

/**
 * The registration's newest worker, whatever its state: an installing or waiting worker can save
 * the copy before it takes over. Waiting for it to take over can mean waiting for minutes:
 * Chromium activates a new worker only once the old one is idle, even after skipWaiting(), and an
 * old worker that is stopped and started again in the middle was seen to hold it back for longer
 * than a test's two minutes.
 */
async function newestWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return registration.installing ?? registration.waiting ?? registration.active ?? (await navigator.serviceWorker.ready).active!;
}

/**
 * Asks a worker to save the copy. A worker that a newer build's replaces while it works is stopped
 * and never answers (a reload of a page after a deploy does that: the browser checks for a new
 * worker on each visit); that counts as 'stale', so the caller asks the new one.
 */
function askToSave(worker: ServiceWorker, onProgress: (done: number, total: number) => void): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const settle = (finish: () => void) => {
      worker.removeEventListener('statechange', onStateChange);
      channel.port1.close();
      finish();
    };
    const onStateChange = () => {
      if (worker.state === 'redundant') settle(() => resolve({type: 'stale'}));
    };
    channel.port1.onmessage = ({data}: MessageEvent<WorkerMessage>) => {
      if (data.type === 'progress') onProgress(data.done, data.total);
      else if (data.type === 'error') settle(() => reject(new Error(data.message)));
      else settle(() => resolve(data));
    };
    worker.addEventListener('statechange', onStateChange);
    worker.postMessage({type: 'save'}, [channel.port2]);
    onStateChange();
  });
}

/** How many times a save starts over before it gives up; the last try is given all the time it needs. */
const ATTEMPTS = 3;

/** One try: register (or update) the worker and ask the newest one to save. */
async function saveOnce(baseUrl: string, onProgress: (done: number, total: number) => void, update: boolean): Promise<WorkerMessage> {
  const registration = await navigator.serviceWorker.register(`${baseUrl}sw.js`, {scope: baseUrl, updateViaCache: 'none'});
  // The worker that answered before is an older build's, was replaced, or was silent: fetch the new one.
  if (update) await registration.update();
  return askToSave(await newestWorker(registration), onProgress);
}

/** The names of the offline copies in this browser, complete or not. */
async function offlineCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX));
}

/**
 * Registers (or updates) the worker and has it save the current build; `updated` when a copy of
 * another build was there before (the worker deletes it once the new one is complete). A try that
 * hears nothing within `patience` ms starts over: a working worker sends its first progress at
 * once, and on a reload right after a deploy a request can be lost between the old worker and the
 * new one (seen in Chromium as a save that never began).
 */
export async function saveOffline(
  baseUrl: string,
  onProgress: (done: number, total: number) => void,
  {patience = 10_000}: {patience?: number} = {},
): Promise<SaveResult> {
  const before = await offlineCaches();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    let current = true;
    let heard = false;
    const trying = saveOnce(
      baseUrl,
      (done, total) => {
        heard = true;
        if (current) onProgress(done, total);
      },
      attempt > 1,
    );
    const silence = new Promise<WorkerMessage>((resolve) => setTimeout(() => !heard && resolve({type: 'stale'}), patience));
    const result = attempt === ATTEMPTS ? await trying : await Promise.race([trying, silence]);
    current = false;
    if (result.type === 'done') return {...result, updated: before.some((name) => name !== result.cache)};
  }
  throw new Error('the offline copy could not be brought up to date');
}

export async function removeOffline(baseUrl: string): Promise<void> {
  rememberOffline(false);
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.filter((r) => new URL(r.scope).pathname === baseUrl).map((r) => r.unregister()));
  await Promise.all((await offlineCaches()).map((name) => caches.delete(name)));
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
