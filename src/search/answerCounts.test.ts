import {describe, expect, it} from 'vitest';
import {createAnswerCounts} from './answerCounts';

/** A client whose answer to a query has as many hits as the query has letters. */
function fakeClient() {
  return {
    appId: 'fake',
    search: async ({requests}: {requests: ReadonlyArray<{query?: string}>}) => ({
      results: requests.map((request) => ({hits: [], nbHits: (request.query ?? '').length})),
    }),
  };
}

describe('answer counts', () => {
  it("gives each query its own answer's count, not a sum over the prefixes typed before it", async () => {
    const counts = createAnswerCounts();
    const client = counts.counting(fakeClient());
    for (const prefix of ['e', 'ex', 'ext', 'exte', 'exten', 'extens', 'extensi', 'extensio', 'extension'])
      await client.search({requests: [{query: prefix}]});
    expect(counts.countFor('extension')).toBe(9);
    expect(counts.countFor('ext')).toBe(3);
  });

  it('adds up the results of one answer, one per index searched', async () => {
    const counts = createAnswerCounts();
    await counts.counting(fakeClient()).search({requests: [{query: 'git'}, {query: 'git'}]});
    expect(counts.countFor('git')).toBe(6);
  });

  it("before a query's answer arrives, shows the latest answer's count", async () => {
    const counts = createAnswerCounts();
    const client = counts.counting(fakeClient());
    expect(counts.countFor('anything')).toBe(0);
    await client.search({requests: [{query: 'theme'}]});
    expect(counts.countFor('themes')).toBe(5);
  });

  it("keeps the client's other members and its answers as they were", async () => {
    const counts = createAnswerCounts();
    const client = counts.counting(fakeClient());
    expect(client.appId).toBe('fake');
    expect(await client.search({requests: [{query: 'ab'}]})).toEqual({results: [{hits: [], nbHits: 2}]});
  });

  it('forgets the oldest queries, not the newest', async () => {
    const counts = createAnswerCounts();
    const client = counts.counting(fakeClient());
    for (let i = 0; i < 100; i++) await client.search({requests: [{query: 'x'.repeat(i + 1)}]});
    await client.search({requests: [{query: 'yyy'}]});
    expect(counts.countFor('x'.repeat(100))).toBe(100);
    // Forgotten: the latest answer's count stands in.
    expect(counts.countFor('x')).toBe(3);
  });
});
