import {afterEach, describe, expect, it, vi} from 'vitest';
import {searchSession} from './searchSession';
import type {FacetFilters} from './types';

const docs52: FacetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const docsOld: FacetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-8.10']];

afterEach(() => searchSession.close());

describe('searchSession', () => {
  it('re-renders subscribers when the modal opens, closes or gets new filters, not on every keystroke', () => {
    const listener = vi.fn();
    const unsubscribe = searchSession.subscribe(listener);
    searchSession.open();
    searchSession.rememberQuery('l');
    searchSession.rememberQuery('li');
    expect(listener).toHaveBeenCalledTimes(1);
    searchSession.publishPage('/docs/intro', docs52);
    // An equal array from a re-render is not news.
    searchSession.publishPage('/docs/intro', [...docs52]);
    expect(listener).toHaveBeenCalledTimes(2);
    searchSession.close();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    searchSession.open();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps a snapshot until something changes, as useSyncExternalStore requires', () => {
    searchSession.open();
    const snapshot = searchSession.getState();
    searchSession.rememberQuery('git');
    expect(searchSession.getState()).toBe(snapshot);
    searchSession.publishPage('/docs/intro', docs52);
    expect(searchSession.getState()).not.toBe(snapshot);
    expect(searchSession.getState()).toEqual({isOpen: true, facetFilters: docs52});
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

  it('ignores pages published while closed, so a new search starts from the page it opens on', () => {
    searchSession.publishPage('/docs/8.10/intro', docsOld);
    searchSession.open();
    expect(searchSession.getState().facetFilters).toBeNull();
    searchSession.publishPage('/docs/intro', docs52);
    expect(searchSession.getState().facetFilters).toEqual(docs52);
  });

  it('knows when another page appeared under the modal', () => {
    searchSession.open();
    searchSession.publishPage('/', docs52);
    searchSession.publishPage('/', docs52);
    expect(searchSession.pageChanged()).toBe(false);
    searchSession.publishPage('/docs/intro', docs52);
    expect(searchSession.pageChanged()).toBe(true);
    searchSession.close();
    searchSession.open();
    searchSession.publishPage('/docs/intro', docs52);
    expect(searchSession.pageChanged()).toBe(false);
  });
});
