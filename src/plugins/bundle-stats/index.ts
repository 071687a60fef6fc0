import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {summariseStats, type RawStats} from './summarise';

/**
 * Writes a compact map of the client bundle (which modules sit in which chunk, and their sizes)
 * when `BUNDLE_STATS` names an output file. `scripts/bench-bundle.mjs` reads it to print what
 * each package costs on a page's first load. Off by default: normal builds are unchanged.
 */
export default function bundleStatsPlugin(_context: LoadContext): Plugin {
  const outFile = process.env.BUNDLE_STATS;
  return {
    name: 'phoenix-docs-bundle-stats',
    configureWebpack(_config, isServer) {
      if (!outFile || isServer) return {};
      return {
        // Concatenation merges modules into one unnamed unit in the stats; the map needs each
        // module's own name. This build is for measuring only, so the small size change is fine.
        optimization: {concatenateModules: false},
        plugins: [
          {
            apply(compiler: {hooks: {done: {tap(name: string, fn: (stats: {toJson(options: object): RawStats}) => void): void}}}) {
              compiler.hooks.done.tap('phoenix-docs-bundle-stats', (stats) => {
                const json = stats.toJson({all: false, chunks: true, modules: true, ids: true});
                fs.mkdirSync(path.dirname(outFile), {recursive: true});
                fs.writeFileSync(outFile, JSON.stringify(summariseStats(json)));
              });
            },
          },
        ],
      };
    },
  };
}
