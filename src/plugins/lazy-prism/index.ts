import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Loads Prism with the first code block instead of with every page.
 *
 * The classic theme registers a client module, `prism-include-languages`, that imports
 * prism-react-renderer and adds the extra grammars at start-up. Defining Prism's grammars is the
 * largest single piece of script work when a page starts (about a fifth of it on the home page,
 * measured with `npm run bench:bundle` and a CPU profile), and most pages have no code block. The
 * alias below swaps that client module for an empty one; the site's CodeBlock wrapper
 * (src/theme/CodeBlock) loads `./highlighting` together with the classic CodeBlock, which runs the
 * same `@theme/prism-include-languages` registration the client module did.
 */
export default function lazyPrismPlugin(_context: LoadContext): Plugin {
  const startupModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const emptyModule = path.join(__dirname, 'noStartupHighlighting.ts');
  return {
    name: 'phoenix-docs-lazy-prism',
    configureWebpack(_config, isServer) {
      return {
        // Docusaurus moves modules used by half the pages or more into one "common" chunk that
        // every page loads. Most pages are API reference pages with code, so Prism would land there;
        // a chunk of its own keeps it off the pages that have no code block.
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  highlighter: {
                    name: 'highlighter',
                    test: /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/,
                    chunks: 'async',
                    priority: 45,
                    enforce: true,
                  },
                },
              },
            },
        resolve: {
          alias: {
            [startupModule]: emptyModule,
            [startupModule.replace(/\.js$/, '')]: emptyModule,
          },
        },
      };
    },
  };
}
