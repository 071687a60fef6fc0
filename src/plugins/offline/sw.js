/* The offline copy's service worker, registered only when a reader asks for offline reading
 * (src/components/OfflineControl). src/plugins/offline writes it into the build as /sw.js with the
 * build id filled in, so every new build is a new worker and a new cache.
 *
 * It saves the copy while it installs, as Workbox's precaching does: a worker is installed only
 * once its build's files are all in its cache, and it takes over (deleting the older builds'
 * copies) only then. Until then the older worker and its complete copy answer. The page follows
 * the worker's state (installing, activated, redundant); the messages below only report progress
 * and the reason for a failure. */

/* The service worker's own types (lib "webworker") cannot join the DOM's in the one program that
 * type-checks the site, so the few used here are declared as the worker sees them. */
/** @typedef {Event & {waitUntil(promise: Promise<unknown>): void}} InstallOrActivateEvent */
/** @typedef {InstallOrActivateEvent & {request: Request, respondWith(response: Response | Promise<Response>): void}} WorkerFetchEvent */
/**
 * @typedef {object} WorkerScope
 * @property {{matchAll(options: {type: 'window', includeUncontrolled: boolean}): Promise<Array<{postMessage(message: unknown): void}>>, claim(): Promise<void>}} clients
 * @property {() => Promise<void>} skipWaiting
 * @property {Location} location
 * @property {(type: string, listener: (event: never) => void) => void} addEventListener
 */
const worker = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));

const BUILD_ID = '__BUILD_ID__';
const BASE = '__BASE_URL__';
const PREFIX = 'phoenix-docs-offline-';
const CACHE = PREFIX + BUILD_ID;
const MANIFEST = BASE + '__MANIFEST__';
/** Stored last: the cache is complete once it is there. */
const COMPLETE = BASE + '__offline-complete__';
/** Files fetched at once while saving. */
const PARALLEL = 6;
/**
 * The picture format the page found the browser reads (`sw.js?pictures=avif`): a picture offered in
 * both formats is saved in that one only, the one the browser's `<picture>` shows. Without it (or
 * with a format the manifest does not have), both.
 */
const PICTURES = new URL(worker.location.href).searchParams.get('__PICTURES_PARAM__');

/** Tells every window of the site, controlled by a worker or not yet, how the save goes. */
/** @param {object} message */
async function tell(message) {
  for (const client of await worker.clients.matchAll({type: 'window', includeUncontrolled: true}))
    client.postMessage({...message, build: BUILD_ID});
}

/** A stored copy without the redirect flag: a redirected response cannot answer a navigation. */
/** @param {Response} response */
async function storable(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {status: response.status, statusText: response.statusText, headers: response.headers});
}

/**
 * Caches every file of the build's manifest, its pictures in the format the page asked for, then
 * the completion marker. A save that failed
 * halfway left its files in this build's cache, and the next try fetches only the rest.
 */
async function precache() {
  const cache = await caches.open(CACHE);
  if (await cache.match(COMPLETE)) return;
  const manifest = await (await fetch(MANIFEST, {cache: 'no-store'})).json();
  // The site was deployed again between this worker's script and its manifest: the newer
  // worker will save the newer files.
  if (manifest.buildId !== BUILD_ID) throw new Error(`the site changed while it was being saved; reload the page`);
  const formats = PICTURES && PICTURES in manifest.pictures ? [PICTURES] : Object.keys(manifest.pictures);
  /** @type {Array<{bytes: number, urls: string[]}>} */
  const sets = [manifest, ...formats.map((format) => manifest.pictures[format])];
  const queue = sets.flatMap((set) => set.urls);
  const bytes = sets.reduce((sum, set) => sum + set.bytes, 0);
  const total = queue.length;
  let done = 0;
  await tell({type: 'offline-progress', done, total});
  const fetcher = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (!(await cache.match(url))) {
        const response = await fetch(url, {cache: 'no-cache'});
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        await cache.put(url, await storable(response));
      }
      done += 1;
      if (done % 20 === 0) await tell({type: 'offline-progress', done, total});
    }
  };
  await Promise.all(Array.from({length: PARALLEL}, fetcher));
  await cache.put(COMPLETE, new Response(JSON.stringify({build: BUILD_ID, bytes, files: total})));
}

worker.addEventListener('install', (/** @type {InstallOrActivateEvent} */ event) => {
  event.waitUntil(
    precache().then(
      () => worker.skipWaiting(),
      async (error) => {
        // The install fails and the worker becomes redundant; the page learns why from this.
        await tell({type: 'offline-error', message: error instanceof Error ? error.message : String(error)});
        throw error;
      },
    ),
  );
});

/** The copy of this build is complete: the older builds' copies go, and open pages come under this worker. */
worker.addEventListener('activate', (/** @type {InstallOrActivateEvent} */ event) => {
  event.waitUntil(
    (async () => {
      const older = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
      await Promise.all(older.map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

/** Hashed files never change: the cache first. Pages and the search manifest: the network first. */
worker.addEventListener('fetch', (/** @type {WorkerFetchEvent} */ event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin || url.pathname === BASE + 'sw.js') return;
  if (url.pathname.startsWith(BASE + 'assets/')) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
    return;
  }
  event.respondWith(
    fetch(request).catch(async () => {
      const hit = await caches.match(url.pathname, {ignoreSearch: true});
      if (hit) return hit;
      if (request.mode === 'navigate') {
        const notFound = await caches.match(BASE + '404.html');
        if (notFound) return notFound;
      }
      return Response.error();
    }),
  );
});
