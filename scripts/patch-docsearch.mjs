#!/usr/bin/env node
// Fixes two bugs of @docsearch/react 4.7.0 (pinned in package.json) that hide screens the spec needs.
// Runs after every install; fails loudly if DocSearch changed, so an upgrade is checked by a person.
//
// 1. "Try searching for" never appears: the suggestions are merged into an object instead of an
//    array, so the no-results screen sees no `length`.
// 2. The error screen never appears: DocSearch sets the "error" status, then autocomplete's
//    `finally` resets it to "idle", and the rejected request surfaces as an unhandled error.
// 3. With storage disabled the modal crashes: a clean-up of old entries reads localStorage outside
//    the try/catch that guards every other access.
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const file = require.resolve('@docsearch/react/modal');
const patches = [
  {
    name: 'search suggestions kept as an array',
    from: 'searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))',
    to: 'searchSuggestions:Object.keys(o)',
  },
  {
    name: 'error status survives the request',
    from: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    to: '.catch(function(){}).finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
  {
    name: 'disabled storage does not crash the modal',
    from: 'e.useEffect(function(){ra()},[])',
    to: 'e.useEffect(function(){try{ra()}catch(e){console.error("DocSearch: browser storage is unavailable",e)}},[])',
  },
];

let source = readFileSync(file, 'utf8');
let changed = false;
for (const {name, from, to} of patches) {
  if (source.includes(to)) continue;
  const count = source.split(from).length - 1;
  if (count !== 1) {
    console.error(`patch-docsearch: cannot apply "${name}" (found ${count} matches in ${file}). Was @docsearch/react upgraded?`);
    process.exit(1);
  }
  source = source.replace(from, to);
  changed = true;
  console.log(`patch-docsearch: ${name}`);
}
if (changed) writeFileSync(file, source);
