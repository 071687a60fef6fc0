/**
 * The navbar search: DocSearch's own button, opening the site's search modal.
 *
 * Not a wrapper of @docusaurus/theme-search-algolia's SearchBar, on purpose: that component always
 * adds a preconnect to the hosted service's host, and the site must make no request to another
 * origin unless hosted search is configured. The modal itself is src/components/SearchModal,
 * rendered in the app's root so that a route change, which remounts this navbar, does not close it.
 */
import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {useSearchOpener} from '@site/src/components/SearchModal';
import {searchSession} from '@site/src/search/searchSession';
import {useSearchConfig, useSearchFacetFilters} from '@site/src/search/useSearch';
import {boundQuery} from '@site/src/search/limits';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

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
 * Tells the modal which page is under it and what to search from there: the facet filters need
 * the active docs plugin and version, which is real work on every page load, so this only runs
 * while the modal is open.
 */
function PublishPage(): null {
  const facetFilters = useSearchFacetFilters();
  const {pathname, search, hash} = useLocation();
  useLayoutEffect(() => searchSession.publishPage(pathname + search + hash, facetFilters), [pathname, search, hash, facetFilters]);
  return null;
}

export default function SearchBar(): ReactNode {
  const hosted = useSearchConfig();
  const {open, warmUp} = useSearchOpener();
  const {isOpen} = useSyncExternalStore(searchSession.subscribe, searchSession.getState, searchSession.getServerState);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = buttonRef.current;
    searchSession.setSearchButton(button);
    return () => {
      if (searchSession.searchButton() === button) searchSession.setSearchButton(null);
    };
  }, []);
  const openEmpty = useCallback(() => open(), [open]);

  // Typing on the focused search button starts a search with that key. DocSearch 4 dropped this,
  // so the button handles it: the key becomes the start of the query instead of being lost.
  const onButtonKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      if (event.metaKey || event.ctrlKey || event.altKey || event.key.length !== 1 || !/[\p{L}\p{N}]/u.test(event.key)) return;
      event.preventDefault();
      open(boundQuery(event.key));
    },
    [open],
  );

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
        onClick={openEmpty}
        onKeyDown={onButtonKeyDown}
      />
      {isOpen && <PublishPage />}
    </>
  );
}
