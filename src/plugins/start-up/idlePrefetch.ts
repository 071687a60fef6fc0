/**
 * Route prefetching that waits for idle time.
 *
 * Docusaurus's <Link> prefetches a route's chunks as soon as the link scrolls into view. Every
 * call looks up the route's chunks among all the site's routes and adds `<link rel="prefetch">`
 * tags, and a link with a different #anchor counts as a new route. An API reference page has
 * hundreds of links, most of them anchors on the page itself, so on a phone that work ran in long
 * tasks right after hydration. This wrapper drops anchors and queries, skips the page being read,
 * asks once per route, and runs one prefetch per idle callback.
 *
 * <Link> calls `window.docusaurus.prefetch`; ./clientEntry.tsx sets that global with this wrapper.
 */
type RouteAction = (routePath: string) => unknown;

export function routePathOf(target: string): string {
  return target.replace(/[?#].*$/, '');
}

export function createIdlePrefetch(prefetch: RouteAction, schedule: (task: () => void) => void, currentPath: () => string): RouteAction {
  const requested = new Set<string>();
  const queue: string[] = [];
  let scheduled = false;
  const runNext = () => {
    scheduled = false;
    const next = queue.shift();
    if (next !== undefined) prefetch(next);
    if (queue.length > 0) {
      scheduled = true;
      schedule(runNext);
    }
  };
  return (target: string) => {
    const path = routePathOf(target);
    if (!path || path === currentPath() || requested.has(path)) return false;
    requested.add(path);
    queue.push(path);
    if (!scheduled) {
      scheduled = true;
      schedule(runNext);
    }
    return true;
  };
}

export function scheduleWhenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, {timeout: 3000});
  else window.setTimeout(task, 50);
}
