#!/usr/bin/env node
// What each package costs on a page's first load. Builds the site once with module concatenation off
// and a module map written by src/plugins/bundle-stats, loads each benchmark page in Chromium, and
// splits every JavaScript file the page fetched among the packages whose modules it holds. Gzip
// figures are each file's real gzip size, shared out in proportion to the modules' source sizes.
// `npm run bench:bundle` (`npm run bench:bundle -- --no-build` reuses the last stats build).
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {launchBrowser, serveBuild} from './lib/browser.mjs';
import {BENCH_PAGES} from './lib/bench-pages.mjs';
import {parseScriptArgs} from './lib/args.mjs';

const outDir = path.resolve('bench-results/stats-build');
const statsFile = path.resolve('bench-results/bundle-stats.json');
const {values: args} = parseScriptArgs('usage: npm run bench:bundle [-- --no-build]', {options: {'no-build': {type: 'boolean'}}});
if (!args['no-build']) {
  const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: 'inherit',
    env: {...process.env, BUNDLE_STATS: statsFile},
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {import('../src/plugins/bundle-stats/summarise').ChunkSummary[]} */
const chunks = JSON.parse(readFileSync(statsFile, 'utf8'));
const chunkByFile = new Map(chunks.flatMap((chunk) => chunk.files.map((file) => [file, chunk])));
// Most scripts (runtime, main, shared chunks) are on every page: compress each file once.
/** @type {Map<string, number>} */
const gzipSizes = new Map();
/** @param {string} file */
const gzipOf = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(outDir, file)), {level: 9}).length);
  return /** @type {number} set just above */ (gzipSizes.get(file));
};

const site = await serveBuild(outDir);
const browser = await launchBrowser();
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)}`;
const lines = [];
for (const [name, pagePath] of Object.entries(BENCH_PAGES)) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {string[]} */
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto(site.origin + encodeURI(pagePath));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  await context.close();

  /** @type {Map<string, {source: number, gzip: number}>} */
  const costByOwner = new Map();
  let totalGzip = 0;
  for (const file of scripts) {
    const chunk = chunkByFile.get(file);
    const gzip = gzipOf(file);
    totalGzip += gzip;
    const owners = chunk ? Object.entries(chunk.sizeByOwner) : [/** @type {[string, number]} */ (['(webpack runtime)', 1])];
    const source = owners.reduce((sum, [, size]) => sum + size, 0) || 1;
    for (const [owner, size] of owners) {
      const entry = costByOwner.get(owner) ?? {source: 0, gzip: 0};
      entry.source += size;
      entry.gzip += (gzip * size) / source;
      costByOwner.set(owner, entry);
    }
  }
  lines.push(`### ${name} (\`${pagePath}\`): ${scripts.length} scripts, ${kb(totalGzip)} KB gzip`, '');
  lines.push('| Package or site folder | Source KB | Share of gzip KB |', '| --- | --- | --- |');
  const rows = [...costByOwner.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  const shown = rows.filter(([, cost]) => cost.gzip >= 1024);
  for (const [owner, cost] of shown) lines.push(`| ${owner} | ${kb(cost.source)} | ${kb(cost.gzip)} |`);
  const rest = rows.slice(shown.length);
  if (rest.length) {
    const restGzip = rest.reduce((sum, [, cost]) => sum + cost.gzip, 0);
    lines.push(`| ${rest.length} smaller packages and folders | | ${kb(restGzip)} |`);
  }
  lines.push('');
}
await browser.close();
await site.close();
console.log(lines.join('\n'));
