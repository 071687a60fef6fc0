import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleAliases} from '../moduleAlias';

export {ssrTemplate} from './pageTemplate';

/**
 * Everything about how a page starts, in one place. Each piece answers a long task that
 * Lighthouse's mobile profile found; `npm run bench` measures them together.
 *
 * 1. The page template (./pageTemplate.ts, loader in ./pageLoader.js) requests the scripts after
 *    the first frame, so the static text paints before any script downloads. Docusaurus takes the
 *    template as the `ssrTemplate` option; docusaurus.config.ts imports it from here.
 * 2. The staged entry (./clientEntry.tsx) replaces core's client/clientEntry.js in the production
 *    client build: the same steps (React DOM, the route table, the client modules, the app), each
 *    in a task of its own, so the browser can paint and answer input in between. It also gives
 *    `window.docusaurus` a prefetch that waits for idle time (./idlePrefetch.ts). The development
 *    server keeps core's entry and its hot reloading.
 * 3. The re-render after hydration is interruptible: core's `useIsBrowser` flag (./BrowserContext.tsx)
 *    and theme-common's `useWindowSize` (./useWindowSize.ts) change from an effect right after
 *    hydration, which re-renders most of a docs page in one uninterrupted task; these make the
 *    same updates inside `startTransition`, which React renders in slices.
 *
 * None of these modules has a theme slot or an option, so they are swapped with resolver aliases.
 * tests/unit/upstream.test.ts records a hash of each file replaced here.
 */
export const replacedModules = () => ({
  [require.resolve('@docusaurus/core/lib/client/browserContext')]: require.resolve('./BrowserContext.tsx'),
  // theme-common's package exports hide its internals; its main file sits in the same lib/.
  [path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks/useWindowSize.js')]: require.resolve('./useWindowSize.ts'),
});

export default function startUpPlugin(_context: LoadContext): Plugin {
  const coreEntry = require.resolve('@docusaurus/core/lib/client/clientEntry');
  const stagedEntry = require.resolve('./clientEntry.tsx');
  return {
    name: 'phoenix-docs-start-up',
    configureWebpack(_config, isServer) {
      const staged = !isServer && process.env.NODE_ENV === 'production' ? {[coreEntry]: stagedEntry} : {};
      return {resolve: {alias: moduleAliases({...replacedModules(), ...staged})}};
    },
  };
}
