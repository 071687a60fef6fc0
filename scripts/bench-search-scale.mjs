#!/usr/bin/env node
// Search at scale, in Chromium, after a build: the site's own search (the real client code, the
// modal and /search) over today's index (1x) and over a synthetic site SCALE times its size (10x by
// default), against Pagefind over the same pages. `npm run bench:search-scale`.
//
// Prints, per engine and size: bytes downloaded for the first query (gzip, as served), cold open
// to first results (median of 5, each in a fresh browser context), query time p50 / p95 over the
// relevance queries, and the search worker's memory.
import {createServer} from 'node:http';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import createJiti from 'jiti';
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath} from './lib/browser.mjs';
import {median, percentile} from './lib/stats.mjs';
import {createStaticServer} from './lib/static-server.mjs';
import {timeColdModalOpen, timeSearchPageQueries} from './lib/search-page.mjs';
import {pagesAsHtml, readRecords, siteWithIndex, syntheticRecords} from './lib/search-site.mjs';
import {parseScriptArgs} from './lib/args.mjs';

/**
 * The parts of Pagefind's Node API used here (its own types ship with it, and it is not installed).
 * @typedef {{
 *   addHTMLFile: (file: {url: string, content: string}) => Promise<unknown>,
 *   writeFiles: (options: {outputPath: string}) => Promise<unknown>,
 * }} PagefindIndex
 * @typedef {{
 *   createIndex: (config: {forceLanguage: string}) => Promise<{errors: string[], index?: PagefindIndex}>,
 *   close: () => Promise<unknown>,
 * }} Pagefind
 */

/**
 * The functions the bare pages below give their window, and the memory measure of a
 * cross-origin-isolated page, which TypeScript's DOM types lack.
 * @typedef {{count: number, first?: string}} EngineAnswer
 * @typedef {import('../src/search/types').FacetFilters} FacetFilters
 * @typedef {typeof window & {
 *   siteSearch: (workerUrl: string, query: string, filters: FacetFilters) => Promise<EngineAnswer>,
 *   pagefindSearch: (query: string, tags: string[]) => Promise<EngineAnswer>,
 *   pagefindTop3: (query: string, tags: string[]) => Promise<string[]>,
 * }} BenchWindow
 * @typedef {Performance & {
 *   measureUserAgentSpecificMemory?: () => Promise<{breakdown: {bytes: number, attribution: {scope: string}[]}[]}>,
 * }} MemoryPerformance
 */

/**
 * What the first query downloads: the index files (their count and bytes) and the engine's code;
 * `typedBytes` is everything the same query typed key by key downloads.
 * @typedef {{indexBytes: number, indexFiles: number, engineBytes: number, typedBytes: number}} FirstQuery
 */

// Options come from the environment (SCALE, BASELINE_BUILD); a command-line one is refused rather than ignored.
parseScriptArgs('usage: [SCALE=10] [BASELINE_BUILD=<build folder>] npm run bench:search-scale');
const jiti = createJiti(fileURLToPath(import.meta.url));

// Pagefind is not a dependency: the package registry this project installs from lacks most of its
// platform binaries, so `npm ci` cannot install it. The comparison installs it on demand.
// The name is cast to a plain string so that TypeScript does not look for the package.
/** @type {Pagefind} */
const pagefind = await import(/** @type {string} */ ('pagefind')).catch(() => {
  console.error('This benchmark compares against Pagefind. Install it first: npm install --no-save pagefind@1.6.0');
  process.exit(1);
});
const SCALE = Number(process.env.SCALE ?? 10);
const RUNS = 5;
const FIRST_QUERY = 'live preview';
/** @type {{queries: import('./lib/search-page.mjs').RelevanceQuery[]}} */
const {queries} = JSON.parse(readFileSync(new URL('../tests/search/relevance.json', import.meta.url), 'utf8'));
// A reader of the current docs: what the modal's filters select on a current docs page.
const READER_TAGS = ['default', 'docs-default-current', 'docs-api-current'];
const work = path.join(tmpdir(), 'bench-search-scale');

/**
 * The static server, cross-origin isolated so that performance.measureUserAgentSpecificMemory()
 * is available: it is the only way a page can read how much memory its worker uses.
 * @param {string} dir
 */
async function serve(dir) {
  const handler = /** @type {import('node:http').RequestListener} */ (createStaticServer(dir).listeners('request')[0]);
  const server = createServer((req, res) => {
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
    if (req.url === '/__engine.html') res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'}).end(ENGINE_PAGE);
    else handler(req, res);
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  // Listening on a TCP port, so the address is not a pipe's name.
  return {
    origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  // Resolve memory measurements at once rather than at the next garbage collection.
  args: [...chromiumArgs, '--enable-blink-features=ForceEagerMeasureMemory'],
});

/**
 * Bytes on the wire (gzip bodies and headers) of the page's and its workers' requests.
 * @param {import('playwright-core').Page} page
 */
function countBytes(page) {
  /** @type {Promise<{url: string, bytes: number, body: number}>[]} */
  const seen = [];
  page.on('requestfinished', async (request) => {
    seen.push(
      request
        .sizes()
        .then((s) => ({url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize, body: s.responseBodySize}))
        .catch(() => ({url: request.url(), bytes: 0, body: 0})),
    );
  });
  return async () => Promise.all(seen);
}

/** @param {import('playwright-core').Page} page */
async function workerMemory(page) {
  return page.evaluate(async () => {
    if (!self.crossOriginIsolated || !(/** @type {MemoryPerformance} */ (performance).measureUserAgentSpecificMemory)) return null;
    const result = await /** @type {Required<MemoryPerformance>} */ (performance).measureUserAgentSpecificMemory();
    let worker = 0;
    for (const entry of result.breakdown) {
      if (entry.attribution.some((a) => a.scope === 'DedicatedWorkerGlobalScope')) worker += entry.bytes;
    }
    return worker;
  });
}

const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(0)} KB`;

/**
 * The timing figures every engine reports: its cold runs, and two passes over the relevance
 * queries. Only the site in a page has a second kind of cold run (at hydration).
 * @param {{cold: number[], coldHydrated?: number[] | null, times: number[], again: number[], memory: number | null}} figures
 */
function timings({cold, coldHydrated = null, times, again, memory}) {
  return {cold, coldHydrated, p50: median(times), p95: percentile(times, 0.95), warm: [median(again), percentile(again, 0.95)], memory};
}

/**
 * Milliseconds per relevance query, as `timeOne(query)` measures them.
 * @param {(query: string) => Promise<number>} timeOne
 */
async function timeEach(timeOne) {
  const times = [];
  for (const {q} of queries) times.push(await timeOne(q));
  return times;
}

/**
 * The site's own search: the modal on a docs page, then /search.
 * @param {string} dir
 */
async function measureSite(dir) {
  const site = await serve(dir);
  /** @type {string | null} */
  let workerPath = null;
  const isSearch = (/** @type {string} */ url) => url.includes('/search-index/');
  const cold = [];
  const coldHydrated = [];
  /** @type {FirstQuery | null} */
  let first = null;
  for (let i = 0; i < RUNS; i++) {
    // Interleaved, so that a change of machine load falls on both figures alike.
    const hurried = await browser.newContext();
    coldHydrated.push(await timeColdModalOpen(await hurried.newPage(), `${site.origin}/docs/intro`, FIRST_QUERY, {settled: false}));
    await hurried.close();
    const context = await browser.newContext();
    const page = await context.newPage();
    const bytes = countBytes(page);
    cold.push(await timeColdModalOpen(page, `${site.origin}/docs/intro`, FIRST_QUERY, {settled: true}));
    if (i === 0) {
      await page.waitForTimeout(300);
      // The worker's script, gzip as the server sends it (its request reports no size).
      workerPath = page.workers().map((w) => new URL(w.url()).pathname)[0] ?? null;
      const workers = page.workers().map((w) => readFileSync(path.join(dir, new URL(w.url()).pathname)));
      const index = (await bytes()).filter((f) => isSearch(f.url));
      // typedBytes follows, once the query has been typed.
      first = /** @type {FirstQuery} */ ({
        indexBytes: index.reduce((n, f) => n + f.bytes, 0),
        indexFiles: index.length,
        engineBytes: workers.reduce((n, script) => n + gzipSync(script, {level: 9}).length, 0),
      });
    }
    await context.close();
  }

  // The same first query typed key by key, as a reader types it: every keystroke is a query.
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bytes = countBytes(page);
    await page.goto(`${site.origin}/docs/intro`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially(FIRST_QUERY, {delay: 60});
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForTimeout(1500);
    // The first of the runs above set `first`.
    /** @type {FirstQuery} */ (first).typedBytes = (await bytes())
      .filter((f) => isSearch(f.url))
      .reduce((n, f) => n + f.bytes, /** @type {FirstQuery} */ (first).engineBytes);
    await context.close();
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.origin}/search`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByRole('searchbox', {name: 'Search docs'}).fill('warm up');
  await page.waitForTimeout(500);
  const pass = () => timeSearchPageQueries(page, queries);
  // First pass: each query loads the pieces it needs. Second pass: every piece is in memory.
  const times = await pass();
  const again = await pass();
  const memory = await workerMemory(page);
  await context.close();
  await site.close();
  return {
    // The first of the runs set it.
    .../** @type {FirstQuery} */ (first),
    ...timings({cold, coldHydrated, times, again, memory}),
    workerPath,
  };
}

/**
 * A bare page that talks to the site's search worker directly, as Pagefind's page talks to
 * Pagefind: the engine alone, without the modal or React rendering the results.
 */
const ENGINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Engine</title></head><body><script>
let worker = null;
let next = 0;
const pending = new Map();
window.siteSearch = (workerUrl, query, filters) => new Promise((resolve, reject) => {
  if (!worker) {
    worker = new Worker(workerUrl);
    worker.onmessage = (event) => {
      const waiting = pending.get(event.data.id);
      pending.delete(event.data.id);
      if (event.data.error) waiting.reject(new Error(event.data.error));
      else waiting.resolve({count: event.data.results[0].nbHits, first: event.data.results[0].hits[0] && event.data.results[0].hits[0].url});
    };
  }
  const id = ++next;
  pending.set(id, {resolve, reject});
  const request = {query, facetFilters: filters, hitsPerPage: 20, attributesToSnippet: ['content:10']};
  worker.postMessage({id, kind: 'search', manifestUrl: location.origin + '/search-index/en.manifest.json', requests: [request]});
});
</script></body></html>`;

/**
 * The site's engine alone, in its worker, on a bare page: the same measures as Pagefind's.
 * @param {string} dir
 * @param {string | null} workerPath
 */
async function measureEngine(dir, workerPath) {
  const site = await serve(dir);
  const filters = ['language:en', READER_TAGS.map((t) => `docusaurus_tag:${t}`)];
  const workerUrl = `${site.origin}${workerPath}`;
  const cold = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.origin}/__engine.html`);
    const started = Date.now();
    const result = await page.evaluate(
      ([w, q, f]) => /** @type {BenchWindow} */ (window).siteSearch(w, q, f),
      /** @type {[string, string, FacetFilters]} */ ([workerUrl, FIRST_QUERY, filters]),
    );
    cold.push(Date.now() - started);
    if (!result.count) throw new Error('The site engine found nothing for the first query');
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.origin}/__engine.html`);
  await page.evaluate(
    ([w, f]) => /** @type {BenchWindow} */ (window).siteSearch(w, 'warm up', f),
    /** @type {[string, FacetFilters]} */ ([workerUrl, filters]),
  );
  const pass = () =>
    timeEach((q) =>
      page.evaluate(async ([w, query, f]) => {
        const started = performance.now();
        await /** @type {BenchWindow} */ (window).siteSearch(w, query, f);
        return performance.now() - started;
      }, /** @type {[string, string, FacetFilters]} */ ([workerUrl, q, filters])),
    );
  const times = await pass();
  const again = await pass();
  const memory = await workerMemory(page);
  await context.close();
  await site.close();
  return timings({cold, times, again, memory});
}

const PAGEFIND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pagefind</title></head><body><script type="module">
window.pagefindSearch = async (query, tags) => {
  const pf = (window.pf ??= await import('/pagefind/pagefind.js'));
  const search = await pf.search(query, {filters: {tag: {any: tags}}});
  // The first screen of results, as the modal and /search show it: 20 hits with their text.
  const data = await Promise.all(search.results.slice(0, 20).map((r) => r.data()));
  return {count: search.results.length, first: data[0] && data[0].url};
};
window.pagefindTop3 = async (query, tags) => {
  const pf = (window.pf ??= await import('/pagefind/pagefind.js'));
  const search = await pf.search(query, {filters: {tag: {any: tags}}});
  return Promise.all(search.results.slice(0, 3).map(async (r) => (await r.data()).url));
};
</script></body></html>`;

/**
 * Pagefind over the same pages, through its own client, which searches in its own worker.
 * @param {import('./lib/search-site.mjs').SearchRecord[]} records
 * @param {string} name
 */
async function measurePagefind(records, name) {
  const dir = path.join(work, `pagefind-${name}`);
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir, {recursive: true});
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  // Pagefind answers its errors instead of an index.
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  for (const page of pagesAsHtml(records)) await index.addHTMLFile({url: page.url, content: page.html});
  await index.writeFiles({outputPath: path.join(dir, 'pagefind')});
  await pagefind.close();
  await writeFile(path.join(dir, 'index.html'), PAGEFIND_PAGE);
  await writeFile(path.join(dir, '404.html'), 'Not found');

  const site = await serve(dir);
  const isSearch = (/** @type {string} */ url) => url.includes('/pagefind/');
  const cold = [];
  /** @type {FirstQuery | null} */
  let first = null;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bytes = countBytes(page);
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => typeof (/** @type {BenchWindow} */ (window).pagefindSearch) === 'function');
    const started = Date.now();
    const result = await page.evaluate(
      ([q, tags]) => /** @type {BenchWindow} */ (window).pagefindSearch(q, tags),
      /** @type {[string, string[]]} */ ([FIRST_QUERY, READER_TAGS]),
    );
    cold.push(Date.now() - started);
    if (!result.count) throw new Error('Pagefind found nothing for the first query');
    if (i === 0) {
      await page.waitForTimeout(300);
      const files = (await bytes()).filter((f) => isSearch(f.url));
      const engine = (/** @type {{url: string}} */ f) => /pagefind(-worker)?\.js$|wasm\./.test(f.url);
      // typedBytes follows, once the query has been typed.
      first = /** @type {FirstQuery} */ ({
        indexBytes: files.filter((f) => !engine(f)).reduce((n, f) => n + f.bytes, 0),
        indexFiles: files.filter((f) => !engine(f)).length,
        engineBytes: files.filter(engine).reduce((n, f) => n + f.bytes, 0),
      });
    }
    await context.close();
  }
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bytes = countBytes(page);
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => typeof (/** @type {BenchWindow} */ (window).pagefindSearch) === 'function');
    for (let i = 1; i <= FIRST_QUERY.length; i++) {
      await page.evaluate(
        ([q, tags]) => /** @type {BenchWindow} */ (window).pagefindSearch(q, tags),
        /** @type {[string, string[]]} */ ([FIRST_QUERY.slice(0, i), READER_TAGS]),
      );
    }
    await page.waitForTimeout(300);
    // The first of the runs above set `first`.
    /** @type {FirstQuery} */ (first).typedBytes = (await bytes()).filter((f) => isSearch(f.url)).reduce((n, f) => n + f.bytes, 0);
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.origin}/`);
  await page.waitForFunction(() => typeof (/** @type {BenchWindow} */ (window).pagefindSearch) === 'function');
  await page.evaluate((tags) => /** @type {BenchWindow} */ (window).pagefindSearch('warm up', tags), READER_TAGS);
  const pass = () =>
    timeEach((q) =>
      page.evaluate(async ([query, tags]) => {
        const started = performance.now();
        await /** @type {BenchWindow} */ (window).pagefindSearch(query, tags);
        return performance.now() - started;
      }, /** @type {[string, string[]]} */ ([q, READER_TAGS])),
    );
  const times = await pass();
  const again = await pass();
  const memory = await workerMemory(page);
  // Relevance on the real pages only: is the expected page among Pagefind's first three?
  let relevance = null;
  if (name === '1x') {
    relevance = 0;
    for (const {q, expect} of queries) {
      const top = await page.evaluate(
        ([query, tags]) => /** @type {BenchWindow} */ (window).pagefindTop3(query, tags),
        /** @type {[string, string[]]} */ ([q, READER_TAGS]),
      );
      if (top.some((url) => decodeURI(url.split('#')[0]) === expect)) relevance += 1;
    }
  }
  await context.close();
  await site.close();
  // The first of the runs set `first`.
  return {.../** @type {FirstQuery} */ (first), ...timings({cold, times, again, memory}), relevance};
}

/** The site's own ranking over the real pages, as `npm run search:relevance` scores it. */
async function siteRelevance() {
  const {createChunkedIndex} = /** @type {typeof import('../src/search/chunkedIndex')} */ (jiti('../src/search/chunkedIndex.ts'));
  const {indexUrl} = /** @type {typeof import('../src/search/limits')} */ (jiti('../src/search/limits.ts'));
  const index = createChunkedIndex(async (url) => JSON.parse(await readFile(fileURLToPath(url), 'utf8')));
  const manifest = pathToFileURL(path.resolve('build', indexUrl('en').slice(1))).href;
  let hits = 0;
  for (const {q, expect} of queries) {
    const {hits: top} = await index.search(manifest, {
      query: q,
      facetFilters: ['language:en', READER_TAGS.map((t) => `docusaurus_tag:${t}`)],
      hitsPerPage: 3,
    });
    if (top.some((h) => h.url_without_anchor === expect)) hits += 1;
  }
  return hits;
}

await mkdir(work, {recursive: true});
const real = await readRecords('build');
const big = syntheticRecords(real, SCALE);
const bigSite = path.join(work, `site-${SCALE}x`);
const written = await siteWithIndex('build', bigSite, big);
console.log(`1x: ${real.length} records from ${new Set(real.map((r) => r.url_without_anchor)).size} pages`);
console.log(
  `${SCALE}x: ${big.length} records from ${new Set(big.map((r) => r.url_without_anchor)).size} pages, ${written.files} index files, ${kb(written.bytes)} raw in all\n`,
);

/**
 * One engine's figures at one size, as the measure functions return them.
 * @typedef {FirstQuery & ReturnType<typeof timings> & {relevance?: number | null}} Measured
 */
/** @type {Record<string, string>[]} */
const rows = [];
/**
 * @param {string} engine
 * @param {string} size
 * @param {Measured} r
 */
const add = (engine, size, r) =>
  rows.push({
    engine,
    size,
    'first query: index (gzip)': `${kb(r.indexBytes)} in ${r.indexFiles} files`,
    'first query: engine code': kb(r.engineBytes),
    'typed key by key (all files)': kb(r.typedBytes),
    'cold open → results, page settled (median)': `${median(r.cold)} ms`,
    runs: r.cold.join(', '),
    'same, the moment the page hydrated': r.coldHydrated ? `${median(r.coldHydrated)} ms (${r.coldHydrated.join(', ')})` : '',
    'query p50 / p95': `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} ms`,
    'same queries again, p50 / p95': `${r.warm[0].toFixed(1)} / ${r.warm[1].toFixed(1)} ms`,
    'relevance, top 3': r.relevance == null ? '' : `${r.relevance}/${queries.length}`,
    'worker memory': r.memory === null || (r.memory === 0 && r.engineBytes === 0) ? 'n/a' : `${(r.memory / 1e6).toFixed(1)} MB`,
  });
// BASELINE_BUILD=<folder of an earlier build> measures that build's search too, on the same machine
// at the same time: the fairest before-and-after on a machine whose load varies.
if (process.env.BASELINE_BUILD) add('site search, earlier build', '1x', await measureSite(process.env.BASELINE_BUILD));
const small = await measureSite('build');
add('site search (MiniSearch scores, chunked), in the site', '1x', {...small, relevance: await siteRelevance()});
const large = await measureSite(bigSite);
add('site search (MiniSearch scores, chunked), in the site', `${SCALE}x`, large);
add('site search engine alone (bare page)', '1x', {...small, ...(await measureEngine('build', small.workerPath))});
add('site search engine alone (bare page)', `${SCALE}x`, {...large, ...(await measureEngine(bigSite, large.workerPath))});
add('Pagefind 1.6', '1x', await measurePagefind(real, '1x'));
add('Pagefind 1.6', `${SCALE}x`, await measurePagefind(big, `${SCALE}x`));
await browser.close();
for (const row of rows) console.log(JSON.stringify(row));
console.table(rows);
console.log(
  `First query: "${FIRST_QUERY}" as a reader of the current docs, entered at once; "typed" enters it key by key (a query per key,`,
);
console.log('engine code included). Site search: Ctrl+K on /docs/intro to the frame that shows the first hit in the modal, timed in the');
console.log(
  'page with the query entered as the input appears; once the page settled (network quiet for 500 ms), and the moment it hydrated;',
);
console.log('query times on /search (query to rendered results, loading the pieces each query needs; then again with every piece loaded).');
console.log(
  'Engine alone and Pagefind: a bare page, from the search call to 20 results with their text (the cold figure includes starting the worker).',
);
console.log('Worker memory: measureUserAgentSpecificMemory(), worker scope.');
