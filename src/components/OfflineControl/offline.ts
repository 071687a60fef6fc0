/**
 * The page's side of offline reading: registers the service worker that src/plugins/offline writes
 * (only for a reader who asked), asks it to save the offline copy, and removes it.
 */
export const CHOICE_KEY = 'phoenix-docs-offline';
export const CACHE_PREFIX = 'phoenix-docs-offline-';

export type SaveResult = {type: 'done'; bytes: number; files: number; updated: boolean};
type WorkerMessage = SaveResult | {type: 'progress'; done: number; total: number} | {type: 'stale'} | {type: 'error'; message: string};

/** The reader's choice; storage that is disabled or full counts as "not chosen" and breaks nothing. */
export function offlineChosen(): boolean {
  try {
    return window.localStorage.getItem(CHOICE_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function rememberOffline(chosen: boolean): void {
  try {
    if (chosen) window.localStorage.setItem(CHOICE_KEY, 'yes');
    else window.localStorage.removeItem(CHOICE_KEY);
  } catch {
    // The copy still works for this visit; the next one will not refresh it.
  }
}

export function offlineSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}

/** The registration's worker once the newest one has taken over (a new build's installs and activates at once). */
async function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  const pending = registration.installing ?? registration.waiting;
  if (pending) {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (pending.state === 'activated' || pending.state === 'redundant') resolve();
      };
      pending.addEventListener('statechange', check);
      check();
    });
  }
  return registration.active ?? (await navigator.serviceWorker.ready).active!;
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

/** One try: register (or update) the worker and ask the active one to save. */
async function saveOnce(baseUrl: string, onProgress: (done: number, total: number) => void, update: boolean): Promise<WorkerMessage> {
  const registration = await navigator.serviceWorker.register(`${baseUrl}sw.js`, {scope: baseUrl, updateViaCache: 'none'});
  // The worker that answered before is an older build's, was replaced, or was silent: fetch the new one.
  if (update) await registration.update();
  return askToSave(await activeWorker(registration), onProgress);
}

/**
 * Registers (or updates) the worker and has it save the current build; `updated` when it replaced
 * an older copy. A try that hears nothing within `patience` ms starts over: a working worker sends
 * its first progress at once, and on a reload right after a deploy a request can be lost between
 * the old worker and the new one (seen in Chromium as a save that never began).
 */
export async function saveOffline(
  baseUrl: string,
  onProgress: (done: number, total: number) => void,
  {patience = 10_000}: {patience?: number} = {},
): Promise<SaveResult> {
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
    if (result.type === 'done') return result;
  }
  throw new Error('the offline copy could not be brought up to date');
}

export async function removeOffline(baseUrl: string): Promise<void> {
  rememberOffline(false);
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.filter((r) => new URL(r.scope).pathname === baseUrl).map((r) => r.unregister()));
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)));
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
