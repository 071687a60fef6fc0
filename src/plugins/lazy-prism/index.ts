import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleAliases} from '../moduleAlias';

/**
 * Loads Prism with the first code block instead of with every page.
 *
 * The classic theme registers a client module, `prism-include-languages`, that imports
 * prism-react-renderer and adds the extra grammars at start-up. Defining Prism's grammars is the
 * largest single piece of script work when a page starts (about a fifth of it on the home page,
 * measured with `npm run bench:bundle` and a CPU profile), and most pages have no code block. The
 * alias below swaps that client module for an empty one. Pages with code blocks import
 * `./ClassicCodeBlock` instead (see ./remarkLoadHighlighter), whose `./highlighting` runs the same
 * `@theme/prism-include-languages` registration the client module did. The chunk that holds
 * Prism is set in src/plugins/split-chunks.
 */
export default function lazyPrismPlugin(_context: LoadContext): Plugin {
  const startupModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const emptyModule = path.join(__dirname, 'noStartupHighlighting.ts');
  return {
    name: 'phoenix-docs-lazy-prism',
    configureWebpack() {
      return {
        resolve: {alias: moduleAliases({[startupModule]: emptyModule})},
      };
    },
  };
}
