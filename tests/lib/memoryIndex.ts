/**
 * For the search tests: the index files of some records, built as the plugin builds them and read
 * as the browser reads them, from memory instead of the network. Records which files were asked for.
 */
import {buildIndexFiles, type ShardOptions} from '../../src/plugins/search-index/shards';
import {createChunkedIndex} from '../../src/search/chunkedIndex';
import type {SearchRecord, SearchRequest} from '../../src/search/types';

const MANIFEST = 'http://site.test/search-index/en.manifest.json';
const BASE = '../assets/search-index/';

export function memoryIndex(records: readonly SearchRecord[], options?: ShardOptions) {
  const {manifest, files} = buildIndexFiles(records, BASE, options);
  const requested: string[] = [];
  const folder = new URL(BASE, MANIFEST).href;
  let failing: RegExp | null = null;
  const index = createChunkedIndex(async (url) => {
    requested.push(url);
    if (failing?.test(url)) throw new Error(`blocked: ${url}`);
    if (url === MANIFEST) return JSON.parse(JSON.stringify(manifest));
    const text = url.startsWith(folder) ? files.get(url.slice(folder.length)) : undefined;
    if (text === undefined) throw new Error(`no such file: ${url}`);
    return JSON.parse(text);
  });
  return {
    manifest,
    files,
    requested,
    /** Makes every later load of a matching URL fail, as a blocked network would. */
    fail(pattern: RegExp | null) {
      failing = pattern;
    },
    search: (request: SearchRequest) => index.search(MANIFEST, request),
    prepare: (filters?: SearchRequest['facetFilters']) => index.prepare(MANIFEST, filters),
  };
}
