/* The offline copy's service worker, registered only when a reader asks for offline reading
 * (src/components/OfflineControl). src/plugins/offline writes it into the build as /sw.js with the
 * build id filled in, so every new build is a new worker and a new cache. */
const BUILD_ID = '__BUILD_ID__';
const BASE = '__BASE_URL__';
const PREFIX = 'phoenix-docs-offline-';
const CACHE = PREFIX + BUILD_ID;
const MANIFEST = BASE + '__MANIFEST__';
/** Stored last: the cache is complete once it is there. */
const COMPLETE = BASE + '__offline-complete__';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function olderCaches() {
  return (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
}

/** A stored copy without the redirect flag: a redirected response cannot answer a navigation. */
async function storable(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {status: response.status, statusText: response.statusText, headers: response.headers});
}

async function saveAll(port) {
  const cache = await caches.open(CACHE);
  let manifest;
  try {
    manifest = await (await fetch(MANIFEST, {cache: 'no-store'})).json();
  } catch (error) {
    // No network: the copy already saved is what the reader has.
    const saved = await cache.match(COMPLETE);
    if (!saved) throw error;
    port.postMessage({type: 'done', ...(await saved.json()), cache: CACHE});
    return;
  }
  if (manifest.buildId !== BUILD_ID) {
    port.postMessage({type: 'stale'});
    return;
  }
  const older = await olderCaches();
  const wasComplete = Boolean(await cache.match(COMPLETE));
  if (!wasComplete) {
    // A first word at once, so the page knows this worker is at work (see OfflineControl/offline.ts).
    port.postMessage({type: 'progress', done: 0, total: manifest.urls.length});
    const queue = [...manifest.urls];
    let done = 0;
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        if (!(await cache.match(url))) {
          const response = await fetch(url, {cache: 'no-cache'});
          if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
          await cache.put(url, await storable(response));
        }
        done += 1;
        if (done % 20 === 0) port.postMessage({type: 'progress', done, total: manifest.urls.length});
      }
    };
    await Promise.all(Array.from({length: 6}, worker));
    await cache.put(COMPLETE, new Response(JSON.stringify({bytes: manifest.bytes, files: manifest.urls.length})));
  }
  // The older copy answers offline requests until this one is complete.
  await Promise.all(older.map((name) => caches.delete(name)));
  port.postMessage({type: 'done', bytes: manifest.bytes, files: manifest.urls.length, cache: CACHE});
}

self.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (!port || !event.data || event.data.type !== 'save') return;
  event.waitUntil(saveAll(port).catch((error) => port.postMessage({type: 'error', message: String(error)})));
});

/** Hashed files never change: the cache first. Pages and the search manifest: the network first. */
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname === BASE + 'sw.js') return;
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
