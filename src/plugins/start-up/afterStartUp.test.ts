import {afterEach, describe, expect, it, vi} from 'vitest';
import {afterStartUp} from './afterStartUp';

/** A window with hand-driven frames and idle periods. */
function fakeWindow({idle = true} = {}) {
  const frames: (() => void)[] = [];
  const idles: {task: () => void; timeout?: number}[] = [];
  vi.stubGlobal('requestAnimationFrame', (task: () => void) => frames.push(task));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => {};
  });
  vi.stubGlobal('window', {
    requestIdleCallback: idle
      ? (task: () => void, options?: {timeout?: number}) => idles.push({task, timeout: options?.timeout})
      : undefined,
    cancelIdleCallback: (id: number) => {
      idles[id - 1] = {task: () => {}};
    },
  });
  return {
    frame: () => frames.splice(0).forEach((task) => task()),
    idle: () => idles.splice(0).forEach(({task}) => task()),
    idles,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterStartUp', () => {
  it('waits for a frame, then for idle time, with a deadline', () => {
    const browser = fakeWindow();
    const task = vi.fn();
    afterStartUp(task);
    expect(browser.idles).toHaveLength(0);
    browser.frame();
    expect(task).not.toHaveBeenCalled();
    expect(browser.idles[0]?.timeout).toBe(3000);
    browser.idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    const browser = fakeWindow();
    const early = vi.fn();
    afterStartUp(early)();
    browser.frame();
    browser.idle();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterStartUp(late);
    browser.frame();
    cancel();
    browser.idle();
    expect(late).not.toHaveBeenCalled();
  });

  it('falls back to a timer where there is no idle callback', () => {
    vi.useFakeTimers();
    const browser = fakeWindow({idle: false});
    const task = vi.fn();
    afterStartUp(task);
    browser.frame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(task).toHaveBeenCalledOnce();
  });
});
