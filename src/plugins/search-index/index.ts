import {mkdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packIndex} from '../../search/engine';
import {indexUrl} from '../../search/limits';
import type {SearchRecord} from '../../search/types';
import {extractRecords, sectionOf} from './extract';

async function htmlFileFor(outDir: string, route: string): Promise<string | null> {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, decodeURI(candidate));
    try {
      if ((await stat(file)).isFile()) return file;
    } catch {
      // try the next layout
    }
  }
  return null;
}

/**
 * Writes the offline search index after the build, from the rendered HTML: what readers search is
 * exactly what they read. One JSON file per locale, fetched by the browser on first search.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'phoenix-docs-search-index',
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const records: SearchRecord[] = [];
      const routes = [...new Set(routesPaths)].filter((route) => sectionOf(route) !== null).sort();
      for (const route of routes) {
        const file = await htmlFileFor(outDir, route);
        if (file) records.push(...extractRecords(await readFile(file, 'utf8'), route));
      }
      // The browser builds the inverted index on load: measured in BENCHMARKS.md, shipping it prebuilt
      // more than doubles the download for a saving of about 200 ms.
      const json = JSON.stringify(packIndex(records, {prebuilt: false}));
      const target = path.join(outDir, indexUrl(context.i18n.currentLocale));
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, json);
      console.log(
        `[search-index] ${records.length} records from ${routes.length} pages, ${(json.length / 1024).toFixed(0)} KiB, ${Date.now() - started} ms`,
      );
    },
  };
}
