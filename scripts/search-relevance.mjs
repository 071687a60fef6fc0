#!/usr/bin/env node
// Scores search quality: for each query of tests/search/relevance.json, is the expected page among
// the first three results? Run after a build: `npm run search:relevance`.
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

// jiti runs the site's TypeScript search engine as it is, so the score is of the real code.
const jiti = createJiti(fileURLToPath(import.meta.url));
const {loadIndex, runSearch} = jiti('../src/search/engine.ts');
const {queries} = JSON.parse(readFileSync(new URL('../tests/search/relevance.json', import.meta.url), 'utf8'));
const index = loadIndex(readFileSync(process.argv[2] ?? 'build/search-index/en.json', 'utf8'));
const latest = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current']];

let hits = 0;
for (const {q, expect} of queries) {
  const top = runSearch(index, {query: q, facetFilters: latest, hitsPerPage: 3}).hits.map((h) => h.url_without_anchor);
  const rank = top.indexOf(expect) + 1;
  if (rank) hits += 1;
  console.log(`${rank ? `#${rank}` : 'miss'}  ${q.padEnd(32)} ${rank ? '' : `wanted ${expect}, got ${top.join(', ')}`}`);
}
console.log(`\nTop-3 hit rate: ${hits}/${queries.length} (${((hits / queries.length) * 100).toFixed(0)}%)`);
