#!/usr/bin/env node
/**
 * Turns a facts file read from the running editor into this project's own data for one docs
 * version: src/data/facts/<version>.json (commands, menus, keys, preferences, UI labels) and
 * src/data/facts/<version>.modules.json (what `brackets.getModule()` returns).
 *
 *   node scripts/refresh-facts.mjs <phoenix-<tag>.json> <docs version>
 *   node scripts/refresh-facts.mjs ../shared/facts/editor/phoenix-5.2.4.json 5.2
 *
 * Documenting a new release starts here; README "Facts about the editor" says what follows.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseScriptArgs} from './lib/args.mjs';
import {DOCS_VERSION} from '../src/lib/versionPatterns.mjs';
import {OSES} from '../src/lib/oses.mjs';

/** @typedef {import('./facts.mjs').RawFacts} RawFacts */
/** @typedef {import('../src/data/facts/schema').VersionFacts} VersionFacts */

/**
 * The version file's facts from a raw read, not checked yet (writeFacts checks them).
 * @param {Record<string, unknown>} read a raw read as parsed from its file, unchecked: a RawFacts is assumed
 * @param {string} version
 */
export function trimFacts(read, version) {
  const raw = /** @type {RawFacts} */ (read);
  /** @type {Partial<VersionFacts['menus']>} */
  const menus = {};
  /** @type {Partial<NonNullable<VersionFacts['contextMenus']>>} */
  const contextMenus = {};
  /** @type {Partial<VersionFacts['keys']>} */
  const keys = {};
  for (const os of OSES) {
    menus[os] = Object.entries(raw.menus[os]).map(([id, menu]) => ({
      id,
      label: menu.label,
      items: menu.items.map((item) =>
        item.label
          ? {
              label: item.label,
              commandId: item.commandId,
              shortcut: item.shortcut ?? null,
              ...(item.submenuOf ? {submenuOf: item.submenuOf} : {}),
            }
          : {divider: true},
      ),
    }));
    // Context menus came into the read with 5.2's docs; older facts files have none.
    if (raw.contextMenus)
      contextMenus[os] = Object.entries(raw.contextMenus[os]).map(([id, menu]) => ({
        id,
        items: menu.items.map((item) =>
          item.label ? {label: item.label, commandId: item.commandId, shortcut: item.shortcut ?? null} : {divider: true},
        ),
      }));
    keys[os] = raw.keys[os].filter((binding) => !binding.command.startsWith('AltMenu-')).map(({key, command}) => ({key, command}));
  }
  const commands = Object.fromEntries(Object.entries(raw.commands).filter(([, label]) => typeof label === 'string' && label !== ''));
  return {
    version,
    tag: raw.tag,
    apiVersion: raw.apiVersion,
    commands,
    menus,
    ...(raw.contextMenus ? {contextMenus} : {}),
    keys,
    preferences: raw.preferences,
    labels: raw.labels,
  };
}

/**
 * Writes `raw`'s facts for `version` into src/data/facts/ (or `outDir`), each file checked against
 * the schema first: a malformed result fails here with the path of the bad field, not in the build.
 * @param {Record<string, unknown>} raw as for trimFacts
 * @param {string} version
 * @param {string} [outDir]
 */
export async function writeFacts(
  raw,
  version,
  outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'data', 'facts'),
) {
  const {checkFacts} = await import('./facts/check.mjs');
  const files = {
    [`${version}.json`]: checkFacts('version', trimFacts(raw, version), `${version}.json`),
    [`${version}.modules.json`]: checkFacts('modules', {version, tag: raw.tag, modules: raw.modules}, `${version}.modules.json`),
  };
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(path.join(outDir, name), `${JSON.stringify(data, null, 1)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), path.join(outDir, name))}`);
  }
}

const USAGE = 'usage: node scripts/refresh-facts.mjs <raw facts file, e.g. phoenix-<tag>.json> <docs version, e.g. 5.2>';

async function main() {
  const {
    positionals: [factsFile, version],
  } = parseScriptArgs(USAGE, {positionals: 2});
  if (!factsFile || !DOCS_VERSION.test(version ?? '')) {
    console.error(USAGE);
    process.exit(2);
  }
  await writeFacts(JSON.parse(readFileSync(factsFile, 'utf8')), version);
}

// No top-level await: docs:drift and docs:release load this module through jiti, as CommonJS.
if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  });
