// What README.md and BENCHMARKS.md tell a reader to type, and the counts they state, checked
// against the project itself: a stale figure or a command that silently does something else is
// found here rather than by a reader.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

const documents = ['README.md', 'BENCHMARKS.md'].map((file) => [file, readFileSync(file, 'utf8')] as const);
const relevanceQueries = (JSON.parse(readFileSync('tests/search/relevance.json', 'utf8')) as {queries: unknown[]}).queries.length;

describe.each(documents)('%s', (_file, text) => {
  it('passes script options after `--`, where npm hands them on', () => {
    // `npm run bench --no-build` makes `--no-build` an option of npm itself: the script never sees it.
    const swallowed = [...text.matchAll(/npm run [\w:-]+ (--[\w-]+)/g)].map((match) => match[0]).filter((command) => !/ -- /.test(command));
    expect(swallowed).toEqual([]);
  });

  it('counts the relevance queries that exist', () => {
    const stated = [...text.matchAll(/(\d+)-query relevance set|relevance set of (\d+) queries/g)].map((match) =>
      Number(match[1] ?? match[2]),
    );
    for (const count of stated) expect(count).toBe(relevanceQueries);
  });
});

it('states the relevance set size somewhere', () => {
  const forms = [`${relevanceQueries}-query relevance set`, `relevance set of ${relevanceQueries} queries`];
  expect(documents.some(([, text]) => forms.some((form) => text.includes(form)))).toBe(true);
});
