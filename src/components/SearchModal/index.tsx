/**
 * DocSearch's modal, answered by the site's static index, rendered once for the whole app.
 *
 * It sits in the app's root (src/theme/Root) rather than in the navbar because every page
 * remounts its navbar: a modal opened while the next page loads would vanish when that page
 * appeared. The navbar's button (src/theme/SearchBar) opens it through `searchSession`, and
 * publishes the docs version and sections to search, which only the page's layout knows. The
 * modal, its keyboard shortcuts, recent and favourite searches, and its empty, no-results and
 * error screens are DocSearch's.
 */
import React, {useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {createAnswerCounts, type SearchingClient} from '@site/src/search/answerCounts';
import {createLocalSearchClient, prepareLocalSearch} from '@site/src/search/localClient';
import {searchSession} from '@site/src/search/searchSession';
import {useLocalIndexUrl, useSearchConfig, searchPageUrl} from '@site/src/search/useSearch';
import {
  LOCAL_INDEX_NAME,
  MAX_QUERY_LENGTH,
  MAX_RESULTS_PER_GROUP_NARROW,
  NARROW_SCREEN_QUERY,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
} from '@site/src/search/limits';
import styles from './styles.module.css';

type ModalComponent = typeof DocSearchModalType;

/** The footer link's words, as the search page counts: "1 result", "436 results". */
export const seeAllText = (count: number) => (count === 1 ? 'See the 1 result' : `See all ${count} results`);
let DocSearchModal: ModalComponent | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css')]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal as ModalComponent;
  });
}

/** The modal's place in the page: one for the whole visit, created on the first search. */
let modalContainer: HTMLDivElement | null = null;
function getModalContainer(): HTMLDivElement {
  if (!modalContainer) {
    modalContainer = document.createElement('div');
    modalContainer.addEventListener('input', (event) => {
      const target = event.target as HTMLInputElement;
      if (target.classList.contains('DocSearch-Input')) searchSession.rememberQuery(target.value);
    });
    document.body.insertBefore(modalContainer, document.body.firstChild);
  }
  return modalContainer;
}

/**
 * Starts a search: the engine and the index manifest, the modal's code, then the modal. A pointer
 * or focus on the search button calls `warmUp` first, so the open finds much of it on its way.
 */
export function useSearchOpener(): {open: (initialQuery?: string) => void; warmUp: () => void} {
  const hosted = useSearchConfig();
  const localIndexUrl = useLocalIndexUrl();
  const warmUp = useCallback(() => {
    void importModal();
    if (!hosted) prepareLocalSearch(localIndexUrl);
  }, [hosted, localIndexUrl]);
  const open = useCallback(
    (initialQuery?: string) => {
      // A keyboard shortcut opens the modal with no hover before it: start the engine now, while
      // the modal's code loads.
      if (!hosted) prepareLocalSearch(localIndexUrl);
      getModalContainer().className = hosted ? '' : styles.localEngine;
      void importModal().then(() => searchSession.open(initialQuery));
    },
    [hosted, localIndexUrl],
  );
  return {open, warmUp};
}

type HitProps = {hit: {url: string}; children: ReactNode};
function Hit({hit, children}: HitProps) {
  return <Link to={hit.url}>{children}</Link>;
}

/** Where to leave the page when the modal closes, if not where it was when the modal opened. */
let scrollOnClose: number | null = null;

export default function SearchModal(): ReactNode {
  const hosted = useSearchConfig();
  const localIndexUrl = useLocalIndexUrl();
  const history = useHistory();
  const {isOpen, facetFilters} = useSyncExternalStore(searchSession.subscribe, searchSession.getState, searchSession.getServerState);
  const {open} = useSearchOpener();

  const close = useCallback(() => {
    scrollOnClose = searchSession.pageChanged() ? window.scrollY : null;
    searchSession.close();
    searchSession.searchButton()?.focus();
  }, []);

  // DocSearch scrolls back to where the page was when the modal opened. If another page appeared
  // under the modal meanwhile, that position belongs to the page the reader left; this effect runs
  // after DocSearch's and leaves the new page where it is.
  useEffect(() => {
    if (!isOpen && scrollOnClose !== null) {
      window.scrollTo(0, scrollOnClose);
      scrollOnClose = null;
    }
  }, [isOpen]);

  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, isAskAiActive: false, onAskAiToggle: () => {}});

  // While the reader types the first letters, the index metadata of their version is on its way.
  // The session hands out a new filters array only when the filters change.
  useEffect(() => {
    if (isOpen && !hosted && facetFilters) prepareLocalSearch(localIndexUrl, facetFilters);
  }, [isOpen, hosted, localIndexUrl, facetFilters]);

  // DocSearch 4 accepts 512 characters; the spec allows 64.
  useEffect(() => {
    if (!isOpen) return undefined;
    let frame = 0;
    const limit = () => {
      const input = modalContainer?.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (input) input.maxLength = MAX_QUERY_LENGTH;
      else frame = requestAnimationFrame(limit);
    };
    limit();
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
      navigateNewTab({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [history],
  );

  // The count behind "See all {count} results" (DocSearch's own sums the answers to every prefix typed).
  const answerCounts = useMemo(() => createAnswerCounts(), []);
  const transformSearchClient = useMemo(
    () =>
      // DocSearch builds an Algolia client and lets us swap it; ours never touches the network
      // beyond this site's own index file.
      (algolia: unknown) =>
        answerCounts.counting((hosted ? algolia : createLocalSearchClient(localIndexUrl)) as SearchingClient) as never,
    [answerCounts, hosted, localIndexUrl],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string}}) => (
      <Link to={searchPageUrl(state.query)} onClick={close}>
        {seeAllText(answerCounts.countFor(state.query))}
      </Link>
    ),
    [answerCounts, close],
  );

  if (!isOpen || !facetFilters || !DocSearchModal || !modalContainer) return null;
  const narrow = window.matchMedia?.(NARROW_SCREEN_QUERY).matches;
  return createPortal(
    <DocSearchModal
      appId={hosted?.appId ?? 'local'}
      apiKey={hosted?.apiKey ?? 'local'}
      indexName={hosted?.indexName ?? LOCAL_INDEX_NAME}
      searchParameters={{facetFilters: facetFilters as never}}
      placeholder="Search docs"
      onClose={close}
      onAskAiToggle={() => {}}
      initialScrollY={window.scrollY}
      initialQuery={searchSession.query()}
      navigator={navigator as never}
      hitComponent={Hit as never}
      transformSearchClient={transformSearchClient}
      resultsFooterComponent={resultsFooterComponent as never}
      maxResultsPerGroup={narrow ? MAX_RESULTS_PER_GROUP_NARROW : undefined}
      recentSearchesLimit={RECENT_SEARCHES_LIMIT}
      recentSearchesWithFavoritesLimit={RECENT_SEARCHES_WITH_FAVORITES_LIMIT}
      translations={{noResultsScreen: {noResultsText: 'No results for'}}}
      getMissingResultsUrl={({query}) =>
        `https://github.com/phcode-dev/docs/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
      }
    />,
    modalContainer,
  );
}
