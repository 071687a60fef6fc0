import {afterEach, describe, expect, it, vi} from 'vitest';
import {hostedSearchFromEnv} from '../../config/search';
import {searchHosted} from './hostedClient';

describe('hosted search configuration', () => {
  it('is off unless all three variables are set', () => {
    expect(hostedSearchFromEnv({})).toBeNull();
    expect(hostedSearchFromEnv({SEARCH_APP_ID: 'APP', SEARCH_API_KEY: 'key'})).toBeNull();
    expect(hostedSearchFromEnv({SEARCH_APP_ID: 'APP', SEARCH_API_KEY: 'key', SEARCH_INDEX_NAME: ' '})).toBeNull();
    expect(hostedSearchFromEnv({SEARCH_APP_ID: 'APP', SEARCH_API_KEY: 'key', SEARCH_INDEX_NAME: 'docs'})).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
    });
  });
});

describe('hosted search client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bounded query, the facet filters and the page to the configured index', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({hits: [], nbHits: 0, page: 1, nbPages: 0, hitsPerPage: 20, query: 'x', processingTimeMS: 1})),
    );
    vi.stubGlobal('fetch', fetchMock);
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    await searchHosted(
      {appId: 'APP', apiKey: 'key', indexName: 'docs'},
      {query: 'q'.repeat(100), facetFilters: filters, hitsPerPage: 20, page: 1},
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://APP-dsn.algolia.net/1/indexes/docs/query');
    expect(init.headers).toMatchObject({'X-Algolia-Application-Id': 'APP', 'X-Algolia-API-Key': 'key'});
    const body = JSON.parse(String(init.body));
    expect(body.query).toHaveLength(64);
    expect(body.facetFilters).toEqual(filters);
    expect(body).toMatchObject({hitsPerPage: 20, page: 1});
  });

  it('reports a failed request as an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', {status: 403})),
    );
    await expect(searchHosted({appId: 'A', apiKey: 'k', indexName: 'i'}, {query: 'git'})).rejects.toThrow('403');
  });
});
