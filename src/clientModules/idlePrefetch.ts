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
 * Docusaurus assigns `window.docusaurus` after the client modules have loaded, and <Link> calls
 * `window.docusaurus.prefetch`, so an accessor on `window` is the one place to wrap it without
 * ejecting the core.
 */
type RouteAction = (routePath: string) => unknown;
interface DocusaurusGlobal {
  prefetch: RouteAction;
  preload: RouteAction;
}

export function routePathOf(target: string): string {
  return target.replace(/[?#].*$/, '');
}

export function createIdlePrefetch(
  prefetch: RouteAction,
  schedule: (task: () => void) => void,
  currentPath: () => string,
): RouteAction {
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

function scheduleWhenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, {timeout: 3000});
  else window.setTimeout(task, 50);
}

// Client modules are also evaluated during the server render, where there is no window.
if (typeof window !== 'undefined') {
  const target = window as unknown as {docusaurus?: DocusaurusGlobal};
  const existing = target.docusaurus;
  let wrapped: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => wrapped,
    set(value: DocusaurusGlobal) {
      wrapped = Object.freeze({
        ...value,
        prefetch: createIdlePrefetch(value.prefetch, scheduleWhenIdle, () => routePathOf(window.location.pathname)),
      });
    },
  });
  if (existing) target.docusaurus = existing;
}
