#!/usr/bin/env node
// Prints the words of every page, per section, and the totals: `npm run words`.
import {readFileSync} from 'node:fs';
import {countWords, listMarkdown, readPage} from './lib/content.mjs';
import {parseScriptArgs} from './lib/args.mjs';

parseScriptArgs('usage: npm run words');
// The older docs versions are the ones versions.json records.
/** @type {string[]} */
const olderVersions = JSON.parse(readFileSync(new URL('../versions.json', import.meta.url), 'utf8'));
const sections = [
  ['User docs (current release)', 'docs'],
  ...olderVersions.map((version) => [`User docs (${version})`, `versioned_docs/version-${version}`]),
  ['Developer guides', 'api'],
  ['Blog', 'blog'],
  ['Pages', 'src/pages'],
];
let grand = 0;
for (const [label, dir] of sections) {
  let total = 0;
  console.log(`\n${label}`);
  for (const file of listMarkdown(dir)) {
    if (file.includes('API-Reference')) continue;
    const words = countWords(readPage(file).body);
    total += words;
    console.log(`  ${String(words).padStart(6)}  ${file}`);
  }
  console.log(`  ${String(total).padStart(6)}  total`);
  grand += total;
}
console.log(`\n${grand} words in all`);
