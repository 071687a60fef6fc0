/**
 * Clips of the editor (src/plugins/clips): on a page that has one, loads the small player that
 * starts a clip near the viewport. Pages without clips load nothing more.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM || !document.querySelector('figure.editor-clip')) return;
  void import('./clipPlayer').then(({attachClips}) => attachClips(document));
}
