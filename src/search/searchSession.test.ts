import {afterEach, describe, expect, it, vi} from 'vitest';
import {searchSession} from './searchSession';

afterEach(() => {
  searchSession.close();
  vi.useRealTimers();
});

describe('searchSession', () => {
  it('tells subscribers when the modal opens and closes, not on every keystroke', () => {
    const listener = vi.fn();
    const unsubscribe = searchSession.subscribe(listener);
    searchSession.open();
    searchSession.rememberQuery('l');
    searchSession.rememberQuery('li');
    expect(listener).toHaveBeenCalledTimes(1);
    searchSession.close();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    searchSession.open();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('starts a remounted modal from what the reader typed, and forgets it on close', () => {
    searchSession.open('l');
    expect(searchSession.query()).toBe('l');
    searchSession.rememberQuery('live preview');
    expect(searchSession.query()).toBe('live preview');
    searchSession.close();
    expect(searchSession.query()).toBeUndefined();
    searchSession.rememberQuery('typed into a closing modal');
    expect(searchSession.query()).toBeUndefined();
  });

  it('stays open while a new search bar replaces the old one in the same commit', () => {
    vi.useFakeTimers();
    const detachOld = searchSession.attachBar();
    searchSession.open();
    detachOld();
    const detachNew = searchSession.attachBar();
    vi.runAllTimers();
    expect(searchSession.isOpen()).toBe(true);
    detachNew();
    vi.runAllTimers();
    expect(searchSession.isOpen()).toBe(false);
  });
});
