import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The search modal's stylesheet in a file of its own.
 *
 * Docusaurus puts all CSS into one stylesheet that every page loads; the modal's (about 4 KB gzip)
 * is only needed once someone searches, and loads with the modal's script (src/components/SearchModal).
 * The code-block chunks are set by src/plugins/code-blocks. `npm run bench:bundle` shows what each
 * page loads.
 */
export const cacheGroups = {
  // Above Docusaurus's "styles" group (50).
  searchModalCss: {
    name: 'search-modal',
    test: /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/,
    type: 'css/mini-extract',
    chunks: 'async',
    priority: 60,
    enforce: true,
  },
} as const;

export default function splitChunksPlugin(_context: LoadContext): Plugin {
  return {
    name: 'phoenix-docs-split-chunks',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {optimization: {splitChunks: {cacheGroups}}};
    },
  };
}
