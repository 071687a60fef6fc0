/**
 * How many hits each answered query had, as the search client answered it.
 *
 * The modal's "See all {count} results" needs the count of the query on screen. DocSearch keeps a
 * count of its own, but adds each answer's count to the one before it, so a query typed key by key
 * showed the sum over the prefixes typed on the way: "extension" typed was "See all 2817 results"
 * where the search page finds 436. Wrapping the client records each answer's own count instead.
 */

/** The one method of an Algolia-style client that DocSearch calls, as far as the count needs it. */
export type SearchingClient = {
  // A method, so that a client whose requests are of a narrower type still fits.
  search(args: {requests: ReadonlyArray<{query?: string}>}): Promise<{results: ReadonlyArray<{nbHits?: number}>}>;
};

/** Enough answers to cover a query typed and corrected; older ones are forgotten. */
const REMEMBERED = 64;

export type AnswerCounts = {
  /** The client, answering as before and recording each answer's count by its query. */
  counting<Client extends SearchingClient>(client: Client): Client;
  /** The count of the answer to `query`, or, before that answer arrives, of the latest answer. */
  countFor(query: string): number;
};

export function createAnswerCounts(): AnswerCounts {
  const byQuery = new Map<string, number>();
  let latest = 0;
  return {
    counting(client) {
      const search: SearchingClient['search'] = async (args) => {
        const answer = await client.search(args);
        // One request per index searched; the count is the sum over them, of this answer alone.
        latest = answer.results.reduce((sum, result) => sum + (result.nbHits ?? 0), 0);
        const query = args.requests[0]?.query ?? '';
        byQuery.delete(query);
        byQuery.set(query, latest);
        if (byQuery.size > REMEMBERED) byQuery.delete(byQuery.keys().next().value!);
        return answer;
      };
      // The client's other members (Algolia's clients carry several) stay as they are.
      return new Proxy(client, {get: (target, key, receiver) => (key === 'search' ? search : Reflect.get(target, key, receiver))});
    },
    countFor: (query) => byQuery.get(query) ?? latest,
  };
}
