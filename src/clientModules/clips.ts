/**
 * Clips of the editor (src/plugins/editor-media). Every page carries this check and nothing more:
 * on a page with a clip figure it loads the player (./clipPlayer.ts, a chunk of its own) in idle
 * time after the page has started, and a route change detaches the previous page's player first, so
 * observers and listeners never pile up across a visit.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {afterStartUp} from '../plugins/start-up/afterStartUp';

export const CLIP_SELECTOR = 'figure.editor-clip';

/** Stops what the current page's clips set up: a pending start, or the attached player. */
let detach: (() => void) | null = null;

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location, previousLocation}) => {
  if (!ExecutionEnvironment.canUseDOM) return;
  // An anchor or query on the same page keeps its clips as the reader left them.
  if (previousLocation && previousLocation.pathname === location.pathname && detach) return;
  detach?.();
  detach = null;
  if (!document.querySelector(CLIP_SELECTOR)) return;
  let stopped = false;
  let stopPlayer: (() => void) | undefined;
  const cancelStart = afterStartUp(() => {
    // The captions' track choice travels with the player: pages without clips load neither.
    void Promise.all([
      import(/* webpackChunkName: "clip-player" */ './clipPlayer'),
      import(/* webpackChunkName: "clip-player" */ './clipCaptions'),
    ]).then(([{attachClips}, {installCaptions}]) => {
      if (stopped) return;
      installCaptions(document);
      stopPlayer = attachClips(document);
    });
  });
  detach = () => {
    stopped = true;
    cancelStart();
    stopPlayer?.();
  };
};
