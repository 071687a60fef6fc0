import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {precompress} from './precompress';
import {declarePostBuildStep, inOrder} from '../postBuildOrder';

/**
 * Brotli files for the content-hashed scripts, styles and search index files, written once per
 * build, after the search index (../postBuildOrder).
 *
 * Brotli at a high quality is about a sixth smaller than gzip on this site's scripts (main.js:
 * 141 KB gzip, 119 KB Brotli) but too slow to run per request, so hosts that support it serve
 * files compressed ahead (nginx `brotli_static`, Caddy `precompressed`, scripts/serve.mjs). Hashed
 * files never change, so they are compressed once; pages are compressed by the server.
 */
export default function precompressPlugin(context: LoadContext): Plugin {
  declarePostBuildStep(context, 'precompress');
  return {
    name: 'phoenix-docs-precompress',
    postBuild: ({outDir}) =>
      inOrder(context, 'precompress', async () => {
        // The release rehearsal builds a scratch copy whose files nobody downloads: a cut changes
        // content, never how it is compressed (scripts/release-rehearsal.mjs).
        if (process.env.PRECOMPRESS === '0') {
          console.log('[precompress] skipped (PRECOMPRESS=0)');
          return;
        }
        const started = Date.now();
        const {files, before, after} = await precompress(path.join(outDir, 'assets'));
        const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
        console.log(`[precompress] ${files} files, ${kib(before)} → ${kib(after)} Brotli, ${Date.now() - started} ms`);
      }),
  };
}
