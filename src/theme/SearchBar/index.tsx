/**
 * The navbar search: DocSearch's own button and modal, answered by the site's static index.
 *
 * Not a wrapper of @docusaurus/theme-search-algolia's SearchBar, on purpose: that component always
 * adds a preconnect to the hosted service's host, and the site must make no request to another
 * origin unless hosted search is configured. The modal, its keyboard shortcuts, recent and
 * favourite searches, and its empty, no-results and error screens are DocSearch's.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchConfig, useSearchFacetFilters, searchPageUrl} from '@site/src/search/useSearch';
import {createLocalSearchClient, prepareLocalSearch} from '@site/src/search/localClient';
import {searchSession} from '@site/src/search/searchSession';
import {
  LOCAL_INDEX_NAME,
  MAX_QUERY_LENGTH,
  MAX_RESULTS_PER_GROUP_NARROW,
  boundQuery,
  NARROW_SCREEN_QUERY,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
  indexUrl,
} from '@site/src/search/limits';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalComponent = typeof DocSearchModalType;
let DocSearchModal: ModalComponent | null = null;

/** The modal's place in the page; one for the whole visit, like the session it shows. */
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

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css')]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal as ModalComponent;
  });
}

/**
 * DocSearch's button, drawn with DocSearch's own classes. Its stock button reads "SearchCtrlK" to
 * assistive technology (no spaces between the parts), which fails the visible-label rule; this one
 * separates the words and names the shortcut.
 */
const SearchButton = React.forwardRef<HTMLButtonElement, React.ComponentPropsWithoutRef<'button'>>(function SearchButton(props, ref) {
  const [isApple, setIsApple] = useState(false);
  useEffect(() => setIsApple(/Mac|iPhone|iPad|iPod/i.test(navigator.platform)), []);
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`Search, ${isApple ? 'Command' : 'Ctrl'} K`}
      aria-keyshortcuts={isApple ? 'Meta+K' : 'Control+K'}
      {...props}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        <kbd className="DocSearch-Button-Key DocSearch-Button-Key--ctrl">{isApple ? '⌘' : 'Ctrl'}</kbd>{' '}
        <kbd className="DocSearch-Button-Key">K</kbd>
      </span>
    </button>
  );
});

/**
 * The facet filters need the active docs plugin and version, which is real work on every page
 * load; they are only needed once the modal is open, so they are computed here, not in the bar.
 */
function ModalWithPageFilters(
  props: Omit<React.ComponentProps<ModalComponent>, 'searchParameters'> & {Modal: ModalComponent; localIndexUrl: string | null},
) {
  const {Modal, localIndexUrl, ...modalProps} = props;
  const facetFilters = useSearchFacetFilters();
  const filtersKey = JSON.stringify(facetFilters);
  // While the reader types the first letters, the index metadata of their version is on its way.
  useEffect(() => {
    if (localIndexUrl) prepareLocalSearch(localIndexUrl, JSON.parse(filtersKey));
  }, [localIndexUrl, filtersKey]);
  return <Modal {...modalProps} searchParameters={{facetFilters: facetFilters as never}} />;
}

type HitProps = {hit: {url: string}; children: ReactNode};
function Hit({hit, children}: HitProps) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const hosted = useSearchConfig();
  const localIndexUrl = useBaseUrl(indexUrl(i18n.currentLocale));
  const history = useHistory();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isOpen = useSyncExternalStore(searchSession.subscribe, searchSession.isOpen, () => false);
  useEffect(() => searchSession.attachBar(), []);

  // A pointer or focus on the button is the first sign of a search: load the modal's code, and
  // start the search engine with the index manifest.
  const warmUp = useCallback(() => {
    void importModal();
    if (!hosted) prepareLocalSearch(localIndexUrl);
  }, [hosted, localIndexUrl]);

  const openModal = useCallback(
    (initialQuery?: string) => {
      // A keyboard shortcut opens the modal with no hover before it: start the engine now, while the
      // modal's code loads.
      if (!hosted) prepareLocalSearch(localIndexUrl);
      getModalContainer();
      importModal().then(() => searchSession.open(initialQuery));
    },
    [hosted, localIndexUrl],
  );
  const openEmptyModal = useCallback(() => openModal(), [openModal]);

  const closeModal = useCallback(() => {
    searchSession.close();
    buttonRef.current?.focus();
  }, []);

  // Typing on the focused search button starts a search with that key. DocSearch 4 dropped this,
  // so the button handles it: the key becomes the start of the query instead of being lost.
  const onButtonKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      if (event.metaKey || event.ctrlKey || event.altKey || event.key.length !== 1 || !/[\p{L}\p{N}]/u.test(event.key)) return;
      event.preventDefault();
      openModal(boundQuery(event.key));
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openEmptyModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

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

  const transformSearchClient = useMemo(
    () =>
      hosted
        ? undefined
        : // DocSearch builds an Algolia client and lets us swap it; ours never touches the network
          // beyond this site's own index file.
          () => createLocalSearchClient(localIndexUrl) as never,
    [hosted, localIndexUrl],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <Link to={searchPageUrl(state.query)} onClick={closeModal}>
        {`See all ${Number(state.context.nbHits ?? 0)} results`}
      </Link>
    ),
    [closeModal],
  );

  const narrow = typeof window !== 'undefined' && window.matchMedia?.(NARROW_SCREEN_QUERY).matches;

  return (
    <>
      {hosted && (
        <Head>
          <link rel="preconnect" href={`https://${hosted.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        ref={buttonRef}
        onTouchStart={warmUp}
        onFocus={warmUp}
        onMouseOver={warmUp}
        onClick={openEmptyModal}
        onKeyDown={onButtonKeyDown}
      />
      {isOpen &&
        DocSearchModal &&
        modalContainer &&
        createPortal(
          <ModalWithPageFilters
            Modal={DocSearchModal}
            localIndexUrl={hosted ? null : localIndexUrl}
            appId={hosted?.appId ?? 'local'}
            apiKey={hosted?.apiKey ?? 'local'}
            indexName={hosted?.indexName ?? LOCAL_INDEX_NAME}
            placeholder="Search docs"
            onClose={closeModal}
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
        )}
    </>
  );
}
