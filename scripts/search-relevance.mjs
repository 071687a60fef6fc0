#!/usr/bin/env node
// Scores search quality: for each query of tests/search/relevance.json, is the expected page among
// the first three results (or the first `top`, where the set asks for more)? Run after a build: `npm run search:relevance` (or give another build folder).
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import createJiti from 'jiti';
import {parseScriptArgs} from './lib/args.mjs';

// jiti runs the site's TypeScript search engine as it is, reading the built index files the way the
// browser does, so the score is of the real code and the real files.
// jiti returns what it loads untyped: each module is typed as the one it is.
const jiti = createJiti(fileURLToPath(import.meta.url));
const {createChunkedIndex} = /** @type {typeof import('../src/search/chunkedIndex')} */ (jiti('../src/search/chunkedIndex.ts'));
const {indexUrl} = /** @type {typeof import('../src/search/limits')} */ (jiti('../src/search/limits.ts'));
/** @type {{queries: import('./lib/search-page.mjs').RelevanceQuery[]}} */
const {queries} = JSON.parse(readFileSync(new URL('../tests/search/relevance.json', import.meta.url), 'utf8'));
const {
  positionals: [buildDir = 'build'],
} = parseScriptArgs('usage: npm run search:relevance -- [build folder, default build]', {positionals: 1});
const manifest = pathToFileURL(path.resolve(buildDir, indexUrl('en').slice(1))).href;
const index = createChunkedIndex(async (url) => JSON.parse(await readFile(fileURLToPath(url), 'utf8')));
const latest = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current']];

let hits = 0;
for (const {q, expect, top: within = 3} of queries) {
  const top = (await index.search(manifest, {query: q, facetFilters: latest, hitsPerPage: 3})).hits.map((h) => h.url_without_anchor);
  const rank = top.indexOf(expect) + 1;
  const found = rank > 0 && rank <= within;
  if (found) hits += 1;
  const wanted = within < 3 ? `wanted ${expect} in the first ${within}` : `wanted ${expect}`;
  console.log(`${found ? `#${rank}` : 'miss'}  ${q.padEnd(32)} ${found ? '' : `${wanted}, got ${top.join(', ')}`}`);
}
console.log(`\nTop-3 hit rate: ${hits}/${queries.length} (${((hits / queries.length) * 100).toFixed(0)}%)`);
