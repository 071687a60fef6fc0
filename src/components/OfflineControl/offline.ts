/**
 * The page's side of offline reading: registers the service worker that src/plugins/offline writes
 * (only for a reader who asked), follows it while it saves the offline copy, and removes it.
 */
import {PICTURES_PARAM, WORKER_FILE, type PictureFormat} from '../../plugins/offline/names';
import {CHOICE_KEY} from './choice';

export const CACHE_PREFIX = 'phoenix-docs-offline-';

/** The size of a complete copy, as the worker's completion marker records it. */
type Copy = {build: string; bytes: number; files: number};
/** A saved copy; `updated` when the reader had a copy of another build before. */
export type SaveResult = Copy & {updated: boolean};
/** What the installing worker tells the site's windows (src/plugins/offline/sw.js). */
type WorkerMessage = {type: 'offline-progress'; done: number; total: number} | {type: 'offline-error'; message: string};

/** The build whose copy this browser last reported saved, kept to notice a newer one. */
const SAVED_BUILD_KEY = 'phoenix-docs-offline-build';

export function rememberOffline(chosen: boolean, build?: string): void {
  try {
    if (chosen) window.localStorage.setItem(CHOICE_KEY, 'yes');
    else window.localStorage.removeItem(CHOICE_KEY);
    if (build) window.localStorage.setItem(SAVED_BUILD_KEY, build);
    else if (!chosen) window.localStorage.removeItem(SAVED_BUILD_KEY);
  } catch {
    // The copy still works for this visit; the next one will not refresh it.
  }
}

function lastSavedBuild(): string | null {
  try {
    return window.localStorage.getItem(SAVED_BUILD_KEY);
  } catch {
    return null;
  }
}

/** The names of the offline copies in this browser, complete or not. */
async function offlineCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX));
}

/** The copy a cache holds if it is complete: the worker stores its marker last. */
async function completeCopyIn(name: string, baseUrl: string): Promise<Copy | null> {
  const marker = await (await caches.open(name)).match(`${baseUrl}__offline-complete__`);
  return marker ? ((await marker.json()) as Copy) : null;
}

/** The complete copies in this browser. */
async function completeCopies(baseUrl: string): Promise<Copy[]> {
  const copies: Copy[] = [];
  for (const name of await offlineCaches()) {
    const copy = await completeCopyIn(name, baseUrl);
    if (copy) copies.push(copy);
  }
  return copies;
}

/** Resolves with the worker's state once it is activated or redundant, whichever comes first. */
function settled(worker: ServiceWorker): Promise<'activated' | 'redundant'> {
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state !== 'activated' && worker.state !== 'redundant') return;
      worker.removeEventListener('statechange', check);
      resolve(worker.state);
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * How many workers a save follows before it gives up: one replaced by a newer build's while it
 * installs, or one that failed and is tried once more, moves on to the next.
 */
const WORKERS = 3;

/** A picture of one white pixel in AVIF (279 bytes, made with sharp). */
const AVIF_PIXEL =
  'data:image/avif;base64,AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB0AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAlbWRhdBIACgc4AAaQENBpMhAZQmMEwAA0AACQQMkcYIpq';

/**
 * The format the browser shows a `<picture>` of the site in: AVIF where it decodes AVIF (the
 * `<source>` offered first), WebP, the `<img>` inside, where it does not.
 */
export async function pictureFormat(): Promise<PictureFormat> {
  const image = new Image();
  image.src = AVIF_PIXEL;
  return image.decode().then(
    () => 'avif',
    () => 'webp',
  );
}

/**
 * Registers the worker (only on the reader's request: the first press, or a later visit of a reader
 * who chose it) and follows it until the copy of the site's newest build is complete. The worker
 * saves while it installs (src/plugins/offline/sw.js), so the copy is complete when a worker of
 * this registration is activated; a worker that turns redundant was replaced by a newer one, or
 * failed, and the next is followed. With no network the browser finds no newer worker, and the copy
 * saved before is what the reader has.
 */
export async function saveOffline(baseUrl: string, onProgress: (done: number, total: number) => void): Promise<SaveResult> {
  const container = navigator.serviceWorker;
  let failure: string | null = null;
  const listen = ({data}: MessageEvent<WorkerMessage | undefined>) => {
    if (data?.type === 'offline-progress') onProgress(data.done, data.total);
    else if (data?.type === 'offline-error') failure = data.message;
  };
  container.addEventListener('message', listen);
  let registration: ServiceWorkerRegistration | undefined;
  try {
    const before = await completeCopies(baseUrl);
    const script = `${baseUrl}${WORKER_FILE}?${PICTURES_PARAM}=${await pictureFormat()}`;
    const register = () => container.register(script, {scope: baseUrl, updateViaCache: 'none'});
    registration = await register();
    for (let followed = 0; followed < WORKERS; followed++) {
      // A registration met again asks for the newest sw.js; offline that fails, which changes nothing.
      if (followed > 0 || !registration.installing) await registration.update().catch(() => {});
      const worker = registration.installing ?? registration.waiting ?? registration.active;
      if (!worker) break;
      if ((await settled(worker)) === 'redundant') continue;
      const copies = await completeCopies(baseUrl);
      // Older builds' copies are deleted when a worker takes over; a newer one may be installing already.
      const copy = copies.find((c) => !before.some((b) => b.build === c.build)) ?? copies[0];
      if (!copy) {
        // A worker that took over and whose copy is gone since (site data cleared in part): a new
        // registration installs a worker, which saves the copy again.
        await registration.unregister();
        registration = await register();
        continue;
      }
      const previous = lastSavedBuild() ?? before.find((b) => b.build !== copy.build)?.build ?? null;
      return {...copy, updated: previous !== null && previous !== copy.build};
    }
  } finally {
    container.removeEventListener('message', listen);
  }
  // What the failed tries saved is of no use without the rest; a complete older copy stays, and so
  // does the cache of a worker that is still saving (one the browser started on its own).
  if (!registration?.installing)
    for (const name of await offlineCaches()) if (!(await completeCopyIn(name, baseUrl))) await caches.delete(name);
  throw new Error(failure ?? 'the offline copy could not be brought up to date');
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
