import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {boundedDistance} from './chunkedIndex';
import {FIELD_BOOST, indexedFields, indexOptions, matchesFacetFilters, recordBoost, type IndexedFields} from './engine';
import {MAX_QUERY_WORDS} from './limits';
import {memoryIndex} from '../../tests/lib/memoryIndex';
import type {SearchRecord} from './types';

const words = [
  'editor',
  'preview',
  'commit',
  'branch',
  'theme',
  'keyboard',
  'shortcut',
  'extension',
  'panel',
  'project',
  'folder',
  'server',
];
const vocabulary = ['alpha', 'bravo', 'cobalt', 'delta', 'ember', 'fjord', 'garnet', 'harbor', 'indigo', 'juniper', 'kelvin', 'lumen'];

/** A small site: three docs versions, API pages and a blog, with enough words for many chunks. */
function site(): SearchRecord[] {
  const records: SearchRecord[] = [];
  const page = (url: string, lvl0: string, tag: string, title: string, blocks: string[]) => {
    const base = {url_without_anchor: url, language: 'en', docusaurus_tag: tag};
    const hierarchy = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    records.push({...base, objectID: `${url}#0`, type: 'lvl1', hierarchy, content: null, url, anchor: null});
    blocks.forEach((text, i) => {
      const anchor = `part-${Math.floor(i / 2)}`;
      // Headings begin with a word of the list: MiniSearch would also count "0preview" (heading
      // words run together) as a typo of "preview", which the files, by design, do not.
      const h = {...hierarchy, lvl2: `${words[i % words.length]} part ${Math.floor(i / 2)}`};
      records.push({...base, objectID: `${url}#${i + 1}`, type: 'content', hierarchy: h, content: text, url: `${url}#${anchor}`, anchor});
    });
  };
  for (const [tag, prefix] of [
    ['docs-default-current', '/docs'],
    ['docs-default-8.10', '/docs/8.10'],
  ] as const) {
    for (let p = 0; p < 12; p++) {
      const blocks = Array.from(
        {length: 6},
        (_, i) =>
          `${words[(p + i) % words.length]} ${vocabulary[(p * 3 + i) % vocabulary.length]} ${words[(p * 5 + i) % words.length]}ing with the ${vocabulary[(p + i * 7) % vocabulary.length]}s of page ${p}`,
      );
      page(`${prefix}/page-${p}`, 'Docs', tag, `${words[p]} ${vocabulary[p]}`, blocks);
    }
  }
  for (let p = 0; p < 8; p++) {
    page(`/api/API-Reference/m/Module${p}`, 'API reference', 'docs-api-current', `Module${p} ${words[p]}Manager`, [
      `Registers a ${words[p]} with the ${words[(p + 1) % 12]} manager.`,
      `editor ${vocabulary[p]} event`,
    ]);
  }
  page('/blog/release', 'Blog', 'default', 'Release notes', ['A new editor preview and a faster commit panel.']);
  return records;
}

const records = site();
const latest = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current']];

/** The ranking as MiniSearch computes it in memory over every record: what the files must reproduce. */
function reference(query: string, filters = latest): string[] {
  const search = new MiniSearch<IndexedFields>(indexOptions);
  search.addAll(records.map(indexedFields));
  const options = {
    boost: FIELD_BOOST,
    prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 || term.length > 4,
    fuzzy: (term: string) => (term.length > 4 ? 0.2 : term.length > 3 ? 1 : false),
    filter: (r: {id: number}) => matchesFacetFilters(records[r.id]!, filters),
    boostDocument: (id: unknown) => recordBoost(records[id as number]!),
  };
  let results = search.search(query, {...options, combineWith: 'AND'});
  if (results.length === 0 && /\s/.test(query)) results = search.search(query, {...options, combineWith: 'OR'});
  const seen = new Set<string>();
  return results.map((r) => records[r.id as number]!.url).filter((url) => !seen.has(url) && seen.add(url));
}

describe('chunked index', () => {
  it("ranks like MiniSearch over the whole index, from the files' build-time scores", async () => {
    const index = memoryIndex(records, {chunkChars: 400, inlinePostings: 4});
    for (const query of [
      'editor',
      'commit panel',
      'keyboard shortcut',
      'preview',
      'module3',
      'theme cobalt',
      'extension manager',
      'fjords',
    ]) {
      const {hits, nbHits} = await index.search({query, facetFilters: latest, hitsPerPage: 10});
      const expected = reference(query);
      expect(
        hits.map((h) => h.url),
        query,
      ).toEqual(expected.slice(0, 10));
      expect(nbHits, query).toBe(expected.length);
    }
  });

  it('downloads only the shards the filters select, and of those only what the query needs', async () => {
    const index = memoryIndex(records, {chunkChars: 400, inlinePostings: 4});
    const chunkCount = [...index.files.keys()].filter((f) => /\.t\d+\./.test(f)).length;
    await index.search({query: 'juniper', facetFilters: latest, hitsPerPage: 20});
    const names = index.requested.map((u) => u.split('/').pop()!);
    expect(names.some((n) => n.includes('8.10'))).toBe(false);
    const chunks = names.filter((n) => /\.t\d+\./.test(n));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThan(chunkCount / 4);
    // Page text comes only for the pages shown.
    const fragments = names.filter((n) => /\.f\d+\./.test(n));
    expect(fragments.length).toBeLessThanOrEqual(20);
    expect(fragments.length).toBeLessThan([...index.files.keys()].filter((f) => /\.f\d+\./.test(f)).length);
  });

  it('reads the postings of common words from their own files, only when a query matches them', async () => {
    const index = memoryIndex(records, {chunkChars: 400, inlinePostings: 4});
    await index.search({query: 'lumen', facetFilters: latest});
    const before = index.requested.filter((u) => /\.p\./.test(u)).length;
    await index.search({query: 'editor', facetFilters: latest});
    expect(index.requested.filter((u) => /\.p\./.test(u)).length).toBeGreaterThan(before);
  });

  it('answers one- and two-letter queries from ready answers, as MiniSearch ranks them', async () => {
    const index = memoryIndex(records, {chunkChars: 400, inlinePostings: 4});
    // Starts with at most SHORT_COMPLETIONS words behind them, so all of them count, as in MiniSearch.
    for (const query of ['ed', 'br', 'ju', 'k']) {
      const {hits} = await index.search({query, facetFilters: latest, hitsPerPage: 10});
      expect(
        hits.map((h) => h.url),
        query,
      ).toEqual(reference(query).slice(0, 10));
    }
    // Only the ready answers and the fragments of the hits: no term chunk, no postings.
    expect(index.requested.filter((u) => /\.(t\d+|p)\./.test(u))).toEqual([]);
    expect(index.requested.some((u) => /\.s\d+\./.test(u))).toBe(true);
  });

  it('finds, for a word typed partway into its ending, the pages the whole word finds', async () => {
    // The blocks say "themeing", which the index keeps as "them": "themei" starts no index word,
    // and is too far from "them" for a typo.
    const index = memoryIndex(records, {chunkChars: 400, inlinePostings: 4});
    const urls = async (query: string) =>
      new Set((await index.search({query, facetFilters: latest, hitsPerPage: 1000})).hits.map((h) => h.url));
    expect(reference('themei')).toEqual([]);
    const whole = await urls('themeing');
    expect(whole.size).toBeGreaterThan(0);
    for (const partway of ['themei', 'themein']) expect(await urls(partway), partway).toEqual(whole);
  });

  it('matches a short last word whole when other words come with it', async () => {
    const index = memoryIndex(records, {chunkChars: 400, inlinePostings: 4});
    const {hits} = await index.search({query: 'juniper p', facetFilters: latest, hitsPerPage: 10});
    // No record holds the word "p": every word matching fails, so any word may match (MiniSearch's fallback).
    expect(hits.map((h) => h.url)).toEqual(
      (await index.search({query: 'juniper', facetFilters: latest, hitsPerPage: 10})).hits.map((h) => h.url),
    );
  });

  it('counts the first MAX_QUERY_WORDS words of a query, so a query of many words fetches no more', async () => {
    const words = 'b c d e f g h j k l m n o p q r s t u v w x y z'.split(' ');
    const chunksFor = async (query: string) => {
      const index = memoryIndex(records, {chunkChars: 100, inlinePostings: 4});
      await index.search({query, facetFilters: latest});
      return new Set(index.requested.filter((u) => /\.t\d+\./.test(u)));
    };
    const all = await chunksFor(words.join(' '));
    expect(all).toEqual(await chunksFor(words.slice(0, MAX_QUERY_WORDS).join(' ')));
  });

  it('fails while a piece cannot load, and loads it on the next try', async () => {
    const index = memoryIndex(records, {chunkChars: 400, inlinePostings: 4});
    index.fail(/\.t\d+\./);
    await expect(index.search({query: 'harbor', facetFilters: latest})).rejects.toThrow(/blocked/);
    index.fail(null);
    expect((await index.search({query: 'harbor', facetFilters: latest})).nbHits).toBeGreaterThan(0);
  });

  it("names every file but the manifest by its content; a page edit changes that page's fragment only", () => {
    const a = memoryIndex(records);
    const b = memoryIndex(
      records.map((r) => (r.url_without_anchor === '/blog/release' && r.content ? {...r, content: 'Changed text.'} : r)),
    );
    const blog = (files: Map<string, string>) =>
      [...files].filter(([, text]) => text.includes('"url":"/blog/release"')).map(([name]) => name);
    const blogA = blog(a.files);
    const blogB = blog(b.files);
    expect(blogA).not.toEqual(blogB);
    // Scores use statistics over the whole language, so term chunks change with any text; page
    // fragments change only with their page.
    const fragments = (files: Map<string, string>) =>
      [...files.keys()].filter((f) => /\.f\d+\./.test(f) && ![...blogA, ...blogB].includes(f));
    expect(fragments(a.files).sort()).toEqual(fragments(b.files).sort());
    expect(blogA).toHaveLength(1);
    for (const name of a.files.keys()) expect(name).toMatch(/\.[0-9a-f]{10}\.json$/);
  });
});

describe('boundedDistance', () => {
  it.each([
    ['commit', 'comit', 1],
    ['preview', 'previw', 1],
    ['keyboard', 'keybord', 1],
    ['abc', 'abc', 0],
    ['kitten', 'sitting', 3],
  ])('%s ~ %s = %i', (a, b, d) => expect(boundedDistance(a, b, 5)).toBe(d));
  it('stops once the bound is passed', () => expect(boundedDistance('extension', 'editor', 1)).toBe(2));
});
