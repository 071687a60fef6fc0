import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {plainToCss, themeToCss} from './highlight';

export const STATIC_CODE_SCOPE = '.static-code';
export const STATIC_BLOCK_SCOPE = '.static-code-block';

/**
 * The colours of code highlighted at build time (./remarkStaticHighlight), written from the
 * site's Prism themes so static and browser-highlighted code always match.
 */
export default function staticHighlightPlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}}).prism;
  const cssFile = path.join(context.generatedFilesDir, 'static-highlight', 'tokens.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(
    cssFile,
    (['light', 'dark'] as const)
      .flatMap((mode) => {
        const theme = mode === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme;
        return [plainToCss(theme, mode, STATIC_BLOCK_SCOPE), themeToCss(theme, mode, STATIC_CODE_SCOPE)];
      })
      .join('\n'),
  );
  return {
    name: 'phoenix-docs-static-highlight',
    getClientModules() {
      return [cssFile];
    },
  };
}
