import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import {apiHome, docsHome} from '@site/config/site';
import {searchHosted} from '@site/src/search/hostedClient';
import {boundQuery, HITS_PER_PAGE, LOCAL_INDEX_NAME, MAX_QUERY_LENGTH} from '@site/src/search/limits';
import {searchLocal} from '@site/src/search/localClient';
import type {SearchHit, SearchRequest} from '@site/src/search/types';
import {useLocalIndexUrl, useSearchConfig, useSearchFacetFilters} from '@site/src/search/useSearch';
import styles from './styles.module.css';

type State =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'done'; hits: SearchHit[]; nbHits: number; page: number; nbPages: number};

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Highlighted values are built from escaped text with only <mark> added (see search/engine.ts). */
function Marked({html}: {html: string}) {
  return <span dangerouslySetInnerHTML={{__html: html}} />;
}

function Result({hit}: {hit: SearchHit}) {
  const trail = [hit.hierarchy.lvl0, hit.hierarchy.lvl1, ...LEVELS.map((l) => hit.hierarchy[l])].filter(Boolean);
  const deepest = [...LEVELS].reverse().find((l) => hit.hierarchy[l]);
  const title = deepest ? hit._highlightResult.hierarchy[deepest].value : hit._highlightResult.hierarchy.lvl1.value;
  const snippet = hit._snippetResult.content.value;
  return (
    <li className={styles.result}>
      <p className={styles.trail}>{trail.slice(0, -1).join(' › ')}</p>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={hit.url}>
          <Marked html={title || hit.hierarchy.lvl1} />
        </Link>
      </Heading>
      {snippet && (
        <p className={styles.snippet}>
          <Marked html={snippet} />
        </p>
      )}
    </li>
  );
}

/** The /search page's form and results: the query lives in `?q=`, results come 20 at a time. */
export default function SearchResults(): ReactNode {
  const hosted = useSearchConfig();
  const facetFilters = useSearchFacetFilters();
  const localIndexUrl = useLocalIndexUrl();
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  const [query, setQuery] = useState(() => boundQuery(new URLSearchParams(location.search).get('q')));
  const [state, setState] = useState<State>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const filtersKey = JSON.stringify(facetFilters);

  const fetchPage = useCallback(
    async (page: number) => {
      const request: SearchRequest = {
        query,
        facetFilters: JSON.parse(filtersKey),
        hitsPerPage: HITS_PER_PAGE,
        page,
        attributesToSnippet: ['content:30'],
      };
      if (hosted) return searchHosted(hosted, request);
      const {results} = await searchLocal(localIndexUrl, [{...request, indexName: LOCAL_INDEX_NAME}]);
      return results[0]!;
    },
    [query, filtersKey, hosted, localIndexUrl],
  );

  // Keep the query in the address so results can be shared and survive a reload.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if ((params.get('q') ?? '') === query) return;
    if (query) params.set('q', query);
    else params.delete('q');
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  }, [query, history, location.pathname, location.search]);

  useEffect(() => {
    const run = ++latest.current;
    if (!query.trim()) {
      setState({status: 'idle'});
      return;
    }
    setState({status: 'loading'});
    fetchPage(0).then(
      (result) => run === latest.current && setState({status: 'done', ...result}),
      () => run === latest.current && setState({status: 'error'}),
    );
  }, [fetchPage, query, attempt]);

  const loadMore = () => {
    if (state.status !== 'done') return;
    const run = latest.current;
    fetchPage(state.page + 1).then(
      (result) => run === latest.current && setState({status: 'done', ...result, hits: [...state.hits, ...result.hits]}),
      () => run === latest.current && setState({status: 'error'}),
    );
  };

  return (
    <div className={styles.wrapper}>
      <noscript>
        {/* eslint-disable @docusaurus/no-html-links -- without scripts there is no router to hand links to */}
        <p>
          Searching needs JavaScript. Without it, browse the <a href={docsHome}>user docs</a>, the{' '}
          <a href={apiHome}>extension API guides</a> or the <a href="/blog">release notes</a>.
        </p>
        {/* eslint-enable @docusaurus/no-html-links */}
      </noscript>
      <form role="search" action="/search" method="get" className={styles.form} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className={styles.label}>
          Search docs
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          placeholder="Search docs"
          onChange={(e) => setQuery(boundQuery(e.target.value))}
        />
      </form>
      <div aria-live="polite" className={styles.status}>
        {state.status === 'loading' && <p>Searching…</p>}
        {state.status === 'done' && state.nbHits > 0 && (
          <p>
            {state.nbHits === 1 ? '1 result' : `${state.nbHits} results`} for “{query}”
          </p>
        )}
        {state.status === 'done' && state.nbHits === 0 && (
          <div>
            <p className={styles.emptyTitle}>No results for “{query}”</p>
            <p>
              Try fewer or different words, or browse the <Link to={docsHome}>docs</Link> and the <Link to={apiHome}>API guides</Link>.
            </p>
          </div>
        )}
        {state.status === 'error' && (
          <div className={styles.error} role="alert">
            <p className={styles.emptyTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
            <button type="button" className="button button--primary button--sm" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          </div>
        )}
      </div>
      {state.status === 'done' && state.hits.length > 0 && (
        <>
          <ol className={styles.results}>
            {state.hits.map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
          </ol>
          {state.page + 1 < state.nbPages && (
            <button type="button" className="button button--secondary" onClick={loadMore}>
              Show more results
            </button>
          )}
        </>
      )}
    </div>
  );
}
