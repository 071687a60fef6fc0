/**
 * Work that a page needs but its first paint and hydration do not: run it in idle time after the
 * next frame, so it never joins the start-up tasks that Lighthouse counts as blocking (issue 32).
 * The client modules and components that are not part of the first render schedule through here,
 * as the route prefetch does (./idlePrefetch.ts).
 *
 * Returns a cancel function, for a component that unmounts or a route that changes first.
 */
export function afterStartUp(task: () => void, {timeout = 3000}: {timeout?: number} = {}): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  // One frame first: an idle period can come before the first paint of a page that is still loading.
  const frame = requestAnimationFrame(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(run, {timeout});
    else timer = setTimeout(run, 50);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
