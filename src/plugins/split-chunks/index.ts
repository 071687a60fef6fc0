import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Chunks of their own for code that only some pages need.
 *
 * Docusaurus puts every module used by half the pages or more into one "common" chunk, and all
 * CSS into one stylesheet, and every page loads both. Most of this site's pages are API reference
 * pages with code, so Prism and the code block's buttons would land in "common", and the search
 * modal's stylesheet (about 4 KB gzip, needed once someone searches) would be in every page's CSS.
 * `npm run bench:bundle` shows what each page loads.
 */
export const cacheGroups = {
  // Pages whose code is highlighted in the browser.
  highlighter: {
    name: 'highlighter',
    test: /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/,
    chunks: 'async',
    priority: 45,
    enforce: true,
  },
  // The code block's buttons and helpers: with the highlighter, or alone on a static block's first
  // hover (src/components/StaticCodeBlock).
  codeBlockUi: {
    name: 'code-block-ui',
    test: /[\\/](theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/].*|src[\\/]components[\\/]StaticCodeBlock[\\/]Buttons|theme-common[\\/]lib[\\/](utils[\\/]codeBlockUtils|hooks[\\/]useCodeWordWrap)|parse-numeric-range[\\/].*)\.(js|tsx)$/,
    chunks: 'async',
    priority: 44,
    enforce: true,
  },
  // Loaded with the modal's script (src/theme/SearchBar). Above Docusaurus's "styles" group (50).
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
