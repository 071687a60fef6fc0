import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {indexUrl} from '../../search/limits';
import type {SearchRecord} from '../../search/types';
import {extractRecords, sectionOf} from './extract';
import {buildIndexFiles} from './shards';
import {findBuiltPage} from '../../lib/builtFile.mjs';
import {declarePostBuildStep, inOrder} from '../postBuildOrder';

/**
 * Where the shard files go, in the build: under /assets/, which hosts already cache for a year (see
 * README, "Deploying"); their names carry content hashes.
 */
export const SHARD_FOLDER = 'assets/search-index/';

/** Writes the manifest and every shard file of one language's index into the build. */
export async function writeIndex(outDir: string, locale: string, records: readonly SearchRecord[]) {
  const {manifest, files} = buildIndexFiles(records, `../${SHARD_FOLDER}`);
  const folder = path.join(outDir, SHARD_FOLDER);
  await mkdir(folder, {recursive: true});
  let bytes = 0;
  for (const [name, text] of files) {
    bytes += text.length;
    await writeFile(path.join(folder, name), text);
  }
  const manifestText = JSON.stringify(manifest);
  await mkdir(path.dirname(path.join(outDir, indexUrl(locale))), {recursive: true});
  await writeFile(path.join(outDir, indexUrl(locale)), manifestText);
  return {files: files.size + 1, bytes: bytes + manifestText.length, shards: manifest.shards.length};
}

/**
 * Writes the offline search index after the build, from the rendered HTML: what readers search is
 * exactly what they read. Per locale, a small manifest at a fixed address (revalidated on each
 * visit) names the shards; everything else has a content-hashed name under /assets/.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  declarePostBuildStep(context, 'search-index');
  return {
    name: 'phoenix-docs-search-index',
    postBuild: ({outDir, routesPaths}) =>
      inOrder(context, 'search-index', async () => {
        const started = Date.now();
        const records: SearchRecord[] = [];
        const routes = [...new Set(routesPaths)].filter((route) => sectionOf(route) !== null).sort();
        for (const route of routes) {
          const file = await findBuiltPage(outDir, route);
          if (file) records.push(...extractRecords(await readFile(file, 'utf8'), route));
        }
        const written = await writeIndex(outDir, context.i18n.currentLocale, records);
        console.log(
          `[search-index] ${records.length} records from ${routes.length} pages: ${written.shards} shards, ${written.files} files, ${(written.bytes / 1024).toFixed(0)} KiB, ${Date.now() - started} ms`,
        );
      }),
  };
}
