import {describe, expect, it} from 'vitest';
import {highlight, matchesFacetFilters, snippet, tokenize} from './engine';
import {boundQuery, MAX_QUERY_LENGTH} from './limits';
import {memoryIndex} from '../../tests/lib/memoryIndex';
import type {SearchRecord} from './types';

function record(id: string, partial: Partial<SearchRecord> & {lvl1: string; lvl2?: string}): SearchRecord {
  const {lvl1, lvl2, ...rest} = partial;
  return {
    objectID: id,
    type: lvl2 ? 'lvl2' : 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1, lvl2: lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    url: `/docs/${id}`,
    url_without_anchor: `/docs/${id}`,
    anchor: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    ...rest,
  };
}

const records: SearchRecord[] = [
  record('live-preview', {lvl1: 'Live Preview'}),
  record('live-preview-old', {lvl1: 'Live Preview', docusaurus_tag: 'docs-default-8.10'}),
  record('git', {lvl1: 'Git', lvl2: 'Commit your changes'}),
  record('themes', {lvl1: 'Themes', type: 'content', content: 'Pick a dark theme from the View menu or install one from the registry.'}),
  record('blog', {lvl1: 'Release 4.0', docusaurus_tag: 'default'}),
  record('fr', {lvl1: 'Aperçu en direct', language: 'fr'}),
  ...Array.from({length: 45}, (_, i) =>
    record(`ext-${i}`, {lvl1: `Extension guide ${i}`, type: 'content', content: `Build an extension, step ${i}.`}),
  ),
];
const index = memoryIndex(records);
const runSearch = (_: unknown, request: Parameters<typeof index.search>[0]) => index.search(request);
const current = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('local search', () => {
  it('finds a page by its title and puts title hits first', async () => {
    const {hits} = await runSearch(index, {query: 'live preview', facetFilters: current});
    expect(hits[0]!.url).toBe('/docs/live-preview');
  });

  it('keeps a version number whole besides its parts, so "5.2" finds 5.2 before any 5 and 2', () => {
    expect(tokenize('Phoenix Code 5.2.4 and 4.0')).toEqual(expect.arrayContaining(['5', '2', '4', '5.2.4', '4.0']));
    expect(tokenize('release 5.2')).toEqual(['release', '5', '2', '5.2']);
    expect(tokenize('step 5 of 2')).toEqual(['step', '5', 'of', '2']);
  });

  it('completes the word being typed', async () => {
    expect((await runSearch(index, {query: 'them'})).hits.map((h) => h.url)).toContain('/docs/themes');
  });

  it('forgives a typo', async () => {
    expect((await runSearch(index, {query: 'comit'})).hits.map((h) => h.url)).toContain('/docs/git');
  });

  it('keeps only the language and versions the facet filters allow', async () => {
    const ids = (await runSearch(index, {query: 'live', facetFilters: current})).hits.map((h) => h.url);
    expect(ids).toContain('/docs/live-preview');
    expect(ids).not.toContain('/docs/live-preview-old');
    const old = await runSearch(index, {query: 'live', facetFilters: ['language:en', ['docusaurus_tag:docs-default-8.10']]});
    expect(old.hits.map((h) => h.url)).toEqual(['/docs/live-preview-old']);
    expect((await runSearch(index, {query: 'aperçu', facetFilters: current})).nbHits).toBe(0);
  });

  it('pages through results', async () => {
    const first = await runSearch(index, {query: 'extension', hitsPerPage: 20, page: 0});
    const third = await runSearch(index, {query: 'extension', hitsPerPage: 20, page: 2});
    expect(first.nbHits).toBe(45);
    expect(first.nbPages).toBe(3);
    expect(first.hits).toHaveLength(20);
    expect(third.hits).toHaveLength(5);
    expect(new Set([...first.hits, ...third.hits].map((h) => h.objectID)).size).toBe(25);
  });

  it('returns hits shaped like DocSearch hits', async () => {
    const hit = (await runSearch(index, {query: 'commit'})).hits[0]!;
    expect(hit).toMatchObject({type: 'lvl2', url: '/docs/git', hierarchy: {lvl0: 'Docs', lvl1: 'Git', lvl2: 'Commit your changes'}});
    expect(hit._highlightResult.hierarchy.lvl2.value).toBe('<mark>Commit</mark> your changes');
    expect(typeof hit.objectID).toBe('string');
  });

  it('returns nothing for an empty query', async () => {
    expect((await runSearch(index, {query: '   '})).nbHits).toBe(0);
  });

  it('searches with at most 64 characters of the query', async () => {
    const long = 'git ' + 'x'.repeat(200);
    expect((await runSearch(index, {query: long})).query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
  });
});

describe('facet filters', () => {
  it('requires every entry and any value inside an array', () => {
    const r = {language: 'en', docusaurus_tag: 'default'};
    expect(matchesFacetFilters(r, ['language:en', ['docusaurus_tag:x', 'docusaurus_tag:default']])).toBe(true);
    expect(matchesFacetFilters(r, ['language:fr'])).toBe(false);
    expect(matchesFacetFilters(r, [['docusaurus_tag:x']])).toBe(false);
    expect(matchesFacetFilters(r, [])).toBe(true);
  });
});

describe('highlighting', () => {
  it('marks matched words and escapes everything else', () => {
    const result = highlight('Use <script> with Git', ['git']);
    expect(result.value).toBe('Use &lt;script&gt; with <mark>Git</mark>');
    expect(result.matchLevel).toBe('full');
  });
  it('cannot be used to inject markup through the query', () => {
    const result = highlight('a <b> tag', ['<b>']);
    expect(result.value).not.toContain('<b>');
  });
  it('cuts long text to a window around the first match', () => {
    const text = Array.from({length: 60}, (_, i) => `word${i}`).join(' ') + ' target ' + 'tail '.repeat(30);
    const value = snippet(text, ['target'], 10).value;
    expect(value).toContain('<mark>target</mark>');
    expect(value.split(/\s+/).length).toBeLessThan(16);
    expect(value.startsWith('…')).toBe(true);
  });
});

describe('boundQuery', () => {
  it('keeps at most 64 characters and drops control characters', () => {
    expect(boundQuery('a'.repeat(200))).toHaveLength(64);
    expect(boundQuery('git\u0000status')).toBe('git status');
    expect(boundQuery(undefined)).toBe('');
    expect(boundQuery(['x'])).toBe('');
  });
});
