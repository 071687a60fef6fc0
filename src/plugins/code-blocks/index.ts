import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {moduleAliases} from '../moduleAlias';
import {plainToCss, themeToCss} from './highlight';

/**
 * Everything about code blocks, in one plugin (a theme, so that its CodeBlock comes after the live
 * playground's in the site's `themes`):
 *
 * - ./remark: plain and titled blocks become build-time highlighted <StaticCodeBlock>s; pages with
 *   other blocks import the highlighter themselves.
 * - A stylesheet of token and block colours for both colour modes, written from the site's Prism
 *   themes, so static and browser-highlighted code look the same.
 * - Prism out of start-up: the classic theme's client module `prism-include-languages` defines
 *   every grammar when any page starts, the largest single piece of start-up script work. An alias
 *   swaps it for an empty module; ./highlighting runs the same registration when the first
 *   browser-highlighted block loads.
 * - Chunks of their own for Prism and for the code-block buttons, which Docusaurus would otherwise
 *   put in the chunk shared by half the pages.
 * - The theme's CodeBlock (./theme/CodeBlock), which renders blocks whose page loaded the
 *   highlighter directly and loads the live playground only for `live` blocks.
 */
export const STATIC_CODE_SCOPE = '.static-code';
export const STATIC_BLOCK_SCOPE = '.static-code-block';

export const cacheGroups = {
  highlighter: {
    name: 'highlighter',
    test: /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/,
    chunks: 'async',
    priority: 45,
    enforce: true,
  },
  // The theme's code-block helpers and buttons: with the highlighter, or alone on a static
  // block's first hover.
  codeBlockUi: {
    name: 'code-block-ui',
    test: /[\\/](theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/].*|code-blocks[\\/]StaticCodeBlock[\\/]Buttons|theme-common[\\/]lib[\\/](utils[\\/]codeBlockUtils|hooks[\\/]useCodeWordWrap)|parse-numeric-range[\\/].*)\.(js|tsx)$/,
    chunks: 'async',
    priority: 44,
    enforce: true,
  },
} as const;

function writeColours(context: LoadContext): string {
  const prism = (context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}}).prism;
  const cssFile = path.join(context.generatedFilesDir, 'code-blocks', 'colours.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  const rules = (['light', 'dark'] as const).flatMap((mode) => {
    const theme = mode === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme;
    return [plainToCss(theme, mode, STATIC_BLOCK_SCOPE), themeToCss(theme, mode, STATIC_CODE_SCOPE)];
  });
  fs.writeFileSync(cssFile, rules.join('\n'));
  return cssFile;
}

export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const coloursFile = writeColours(context);
  const prismStartup = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'phoenix-docs-code-blocks',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [coloursFile];
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {alias: moduleAliases({[prismStartup]: path.join(__dirname, 'noStartupHighlighting.ts')})},
        ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups}}}),
      };
    },
  };
}
