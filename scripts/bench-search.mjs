#!/usr/bin/env node
// Search figures in Chromium, against the built site: index size, time from opening the modal cold
// to the first results, and query-to-rendered-results times on the search page. For the same figures
// on a site ten times larger, and Pagefind's, see bench-search-scale.mjs.
import {readdirSync, readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {launchBrowser, serveBuild} from './lib/browser.mjs';
import {median, percentile} from './lib/stats.mjs';
import {timeColdModalOpen, timeSearchPageQueries} from './lib/search-page.mjs';
import {parseScriptArgs} from './lib/args.mjs';

// No options; a stray one is refused rather than ignored.
parseScriptArgs('usage: npm run bench:search (after a build)');
const folder = 'build/assets/search-index';
const indexFiles = [
  ...readdirSync(folder).map((name) => readFileSync(`${folder}/${name}`)),
  readFileSync('build/search-index/en.manifest.json'),
];
const indexRaw = indexFiles.reduce((n, f) => n + f.length, 0);
const indexGzip = indexFiles.reduce((n, f) => n + gzipSync(f, {level: 9}).length, 0);
/** @type {{queries: import('./lib/search-page.mjs').RelevanceQuery[]}} */
const {queries} = JSON.parse(readFileSync(new URL('../tests/search/relevance.json', import.meta.url), 'utf8'));
const site = await serveBuild();
const browser = await launchBrowser();

/** @param {boolean} settled */
async function coldModal(settled) {
  const context = await browser.newContext();
  const elapsed = await timeColdModalOpen(await context.newPage(), `${site.origin}/docs/intro`, 'live preview', {settled});
  await context.close();
  return elapsed;
}

/** @type {{hydrated: number[], settled: number[]}} */
const cold = {hydrated: [], settled: []};
for (let i = 0; i < 5; i++) {
  cold.hydrated.push(await coldModal(false));
  cold.settled.push(await coldModal(true));
}

const context = await browser.newContext();
const page = await context.newPage();
await page.goto(`${site.origin}/search`);
await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
const box = page.getByRole('searchbox', {name: 'Search docs'});
await box.fill('warm up');
await page.waitForTimeout(500);
const times = await timeSearchPageQueries(page, queries);
await browser.close();
await site.close();

const kib = (/** @type {number} */ n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `Search index, all files: ${indexFiles.length} files, ${kib(indexRaw)} raw, ${kib(indexGzip)} gzip (a search loads a few of them)`,
);
console.log(`Open modal cold → first results, page settled: median ${median(cold.settled)} ms (runs: ${cold.settled.join(', ')} ms)`);
console.log(`Same, the moment the page hydrated: median ${median(cold.hydrated)} ms (runs: ${cold.hydrated.join(', ')} ms)`);
console.log(
  `Query → rendered results on /search (${times.length} queries): median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
);
