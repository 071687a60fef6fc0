#!/usr/bin/env node
// Prints the words of every page, per section, and the totals: `npm run words`.
import {countWords, listMarkdown, readPage} from './lib/content.mjs';

const sections = [
  ['User docs (4.0)', 'docs'],
  ['User docs (3.10)', 'versioned_docs/version-3.10'],
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
