import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleAliases} from '../moduleAlias';

/**
 * Makes the re-render that follows hydration interruptible.
 *
 * Right after hydration two values that the server could not know change, each set from an effect:
 * Docusaurus core's `useIsBrowser` flag, and theme-common's `useWindowSize` ("ssr" becomes
 * "mobile" or "desktop"). Everything that reads them renders again: the colour-mode provider and
 * its consumers, sidebar categories, tabs, code blocks, and on a phone the whole docs layout (the
 * desktop sidebar and table of contents give way to the navbar drawer). React runs an update made
 * from an effect at default priority, in one uninterrupted task; on a phone-sized docs page that
 * was the longest task after start-up. The two replacement modules here make the same updates
 * inside `startTransition`, so React renders them in slices and yields to input in between. What
 * the values mean, and when they change, stays the same.
 *
 * Neither has a theme slot (one is core's client, the other a hook inside theme-common), so they
 * are swapped with resolver aliases, as src/plugins/code-blocks does for Prism's start-up.
 */
export default function interruptibleUpdatesPlugin(_context: LoadContext): Plugin {
  const alias = moduleAliases({
    [require.resolve('@docusaurus/core/lib/client/browserContext')]: require.resolve('./BrowserContext.tsx'),
    // theme-common's package exports hide its internals; its main file sits in the same lib/.
    [path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks/useWindowSize.js')]:
      require.resolve('./useWindowSize.ts'),
  });
  return {
    name: 'phoenix-docs-interruptible-updates',
    configureWebpack() {
      return {resolve: {alias}};
    },
  };
}
