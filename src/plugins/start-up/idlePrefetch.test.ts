import {describe, expect, it} from 'vitest';
import {createIdlePrefetch, routePathOf} from './idlePrefetch';

function setup(current = '/api/API-Reference/command/CommandManager') {
  const prefetched: string[] = [];
  const tasks: (() => void)[] = [];
  const prefetch = createIdlePrefetch(
    (path) => prefetched.push(path),
    (task) => tasks.push(task),
    () => current,
  );
  const runIdle = () => {
    while (tasks.length > 0) tasks.shift()!();
  };
  return {prefetch, prefetched, tasks, runIdle};
}

describe('idle route prefetch', () => {
  it('strips anchors and queries from the route path', () => {
    expect(routePathOf('/docs/intro#install')).toBe('/docs/intro');
    expect(routePathOf('/search?q=git#top')).toBe('/search');
  });

  it('waits for idle time and prefetches one route per idle callback', () => {
    const {prefetch, prefetched, tasks, runIdle} = setup();
    prefetch('/docs/intro');
    prefetch('/api/API-Reference/command/Menus');
    expect(prefetched).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    expect(prefetched).toEqual(['/docs/intro']);
    runIdle();
    expect(prefetched).toEqual(['/docs/intro', '/api/API-Reference/command/Menus']);
  });

  it('asks once per route, whatever the anchor', () => {
    const {prefetch, prefetched, runIdle} = setup();
    expect(prefetch('/docs/intro#a')).toBe(true);
    expect(prefetch('/docs/intro#b')).toBe(false);
    expect(prefetch('/docs/intro')).toBe(false);
    runIdle();
    expect(prefetched).toEqual(['/docs/intro']);
  });

  it('skips links to the page being read', () => {
    const {prefetch, prefetched, tasks} = setup('/api/API-Reference/command/CommandManager');
    expect(prefetch('/api/API-Reference/command/CommandManager#register')).toBe(false);
    expect(tasks).toHaveLength(0);
    expect(prefetched).toEqual([]);
  });
});
