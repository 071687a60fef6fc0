import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleAliases} from '../moduleAlias';

/**
 * Starts the site in several short tasks instead of one long one.
 *
 * Docusaurus's browser entry evaluates its whole bundle in one go once the scripts arrive: React
 * DOM, the route table for every page of the site, the client modules, the theme, then the
 * route's own chunks. On a phone that is the longest task of any page (150 to 330 ms under
 * Lighthouse's mobile CPU throttling), and a tap during it waits. `./clientEntry.tsx` runs the
 * same steps with a macrotask between them, so the browser can paint and answer input in between;
 * every module stays in the same files, only the moment its top-level code runs changes.
 *
 * Docusaurus has no extension point for the entry (it is core's client/clientEntry.js, set as the
 * bundler entry), so the production client build gets this module through a resolver alias, as
 * src/plugins/code-blocks does for Prism. The development server keeps Docusaurus's own entry and
 * its hot reloading.
 */
export default function stagedStartPlugin(_context: LoadContext): Plugin {
  const coreEntry = require.resolve('@docusaurus/core/lib/client/clientEntry');
  const stagedEntry = require.resolve('./clientEntry.tsx');
  return {
    name: 'phoenix-docs-staged-start',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {resolve: {alias: moduleAliases({[coreEntry]: stagedEntry})}};
    },
  };
}
