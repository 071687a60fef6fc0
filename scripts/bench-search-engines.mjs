#!/usr/bin/env node
// Compares search engines on the site's real records (run after a build): index size, build time,
// query time, typo tolerance and growth with page count. `npm run bench:search-engines`.
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import createJiti from 'jiti';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import {median, percentile} from './lib/stats.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {openIndex, tokenize, processTerm} = jiti('../src/search/engine.ts');
const file = JSON.parse(readFileSync(process.argv[2] ?? 'build/search-index/en.json', 'utf8'));
const {queries} = JSON.parse(readFileSync(new URL('../tests/search/relevance.json', import.meta.url), 'utf8'));
const local = openIndex(file);
const docs = file.records.map((_, id) => {
  const r = local.record(id);
  return {id, page: r.url_without_anchor, text: [r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.content].filter(Boolean).join(' ')};
});

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const typoQueries = [
  ['comand manager', '/api/API-Reference/command/CommandManager'],
  ['keybord shortcuts', '/docs/Features/keyboard-shortcuts'],
  ['live previw', '/docs/Features/Live Preview/live-preview'],
  ['beautfy', '/docs/Features/beautify-code'],
  ['extenssion', '/docs/popular-extensions'],
  ['eslnt', '/docs/Features/Problems Panel/ESLint'],
];

const engines = {
  MiniSearch: {
    build(list) {
      const ms = new MiniSearch({fields: ['text'], storeFields: [], tokenize, processTerm});
      ms.addAll(list);
      return ms;
    },
    serialize: (ix) => JSON.stringify(ix),
    search: (ix, q) => ix.search(q, {prefix: true, fuzzy: 0.2, combineWith: 'AND'}).map((r) => r.id),
  },
  FlexSearch: {
    build(list) {
      const ix = new FlexSearch.Index({tokenize: 'forward', encoder: 'LatinBalance', resolution: 9});
      for (const d of list) ix.add(d.id, d.text);
      return ix;
    },
    serialize(ix) {
      const parts = {};
      ix.export((key, data) => (parts[key] = data));
      return JSON.stringify(parts);
    },
    search: (ix, q) => ix.search(q, {limit: 50, suggest: true}),
  },
};

const rows = [];
for (const [name, engine] of Object.entries(engines)) {
  const started = performance.now();
  const ix = engine.build(docs);
  const buildMs = performance.now() - started;
  const serialized = engine.serialize(ix);
  const times = [];
  let hits = 0;
  for (const {q, expect} of queries) {
    const t = performance.now();
    const ids = engine.search(ix, q);
    times.push(performance.now() - t);
    const pages = [...new Set(ids.map((id) => docs[id].page))].slice(0, 3);
    if (pages.includes(expect)) hits += 1;
  }
  let typo = 0;
  for (const [q, expect] of typoQueries) {
    const pages = [...new Set(engine.search(ix, q).map((id) => docs[id].page))].slice(0, 5);
    if (pages.includes(expect)) typo += 1;
  }
  const growth = [0.25, 0.5, 1].map((share) => {
    const part = docs.slice(0, Math.round(docs.length * share));
    return kib(gzipSync(engine.serialize(engine.build(part))).length);
  });
  rows.push({
    engine: name,
    'index (raw)': kib(serialized.length),
    'index (gzip)': kib(gzipSync(serialized).length),
    'build in Node': `${buildMs.toFixed(0)} ms`,
    'query median': `${median(times).toFixed(2)} ms`,
    'query p95': `${percentile(times, 0.95).toFixed(2)} ms`,
    'top-3 pages (raw engine)': `${hits}/${queries.length}`,
    'typos found (top 5)': `${typo}/${typoQueries.length}`,
    'gzip size at 25/50/100% of records': growth.join(' / '),
  });
}
const records = JSON.stringify(file.records);
console.log(`${docs.length} records from ${file.pages.length} pages; records alone: ${kib(records.length)} raw, ${kib(gzipSync(records).length)} gzip\n`);
console.table(rows);
