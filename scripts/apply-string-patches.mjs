#!/usr/bin/env node
// Runs after every `npm install` and `npm ci` (postinstall, after patch-package): applies each
// patches/*.json (before -> after pairs, scripts/lib/string-patches.mjs) to its installed package
// file, and stops the install when a patch no longer fits.
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {applyStringPatch} from './lib/string-patches.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const patchesDir = path.join(root, 'patches');

let failed = false;
for (const name of readdirSync(patchesDir)
  .filter((file) => file.endsWith('.json'))
  .sort()) {
  /** @type {import('./lib/string-patches.mjs').StringPatch} */
  const patch = JSON.parse(readFileSync(path.join(patchesDir, name), 'utf8'));
  const packageDir = path.join(root, 'node_modules', patch.package);
  try {
    const {version} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    if (version !== patch.version)
      throw new Error(`${name} is for ${patch.package} ${patch.version}, and ${version} is installed; see patches/README.md`);
    const file = path.join(packageDir, patch.file);
    const {text, changed} = applyStringPatch(readFileSync(file, 'utf8'), patch, name);
    if (changed) writeFileSync(file, text);
    console.log(`${name}: ${patch.fixes.length} fixes ${changed ? 'applied to' : 'already in'} ${patch.package}/${patch.file}`);
  } catch (error) {
    // What throws here are Errors: the patch's own, and fs's and JSON's.
    console.error(`**ERROR** ${/** @type {Error} */ (error).message}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
