/**
 * The search modal's state, held above the pages.
 *
 * Each page renders its own layout, so a route change that crosses layouts (the home page to a
 * docs page, say) remounts the navbar. The modal therefore lives in the app's root
 * (src/components/SearchModal) and the navbar's search bar talks to it through this store: a
 * reader who opens search while the next page loads keeps the modal, and their query, when that
 * page appears.
 */
import type {FacetFilters} from './types';

type Listener = () => void;

export type SearchSessionState = {
  readonly isOpen: boolean;
  /**
   * The docs version and sections to search, which only the page's layout knows: the search bar
   * publishes them while the modal is open, and again when a new page replaces it.
   */
  readonly facetFilters: FacetFilters | null;
};

const closed: SearchSessionState = {isOpen: false, facetFilters: null};
let state = closed;
let query: string | undefined;
let searchButton: HTMLElement | null = null;
let firstPage: string | null = null;
let currentPage: string | null = null;
const listeners = new Set<Listener>();

function setState(next: SearchSessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const searchSession = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  getState: (): SearchSessionState => state,

  getServerState: (): SearchSessionState => closed,

  /** The query a modal mounted now starts with: the one it opened with, or what the reader typed. */
  query: (): string | undefined => query,

  open(initialQuery?: string) {
    if (state.isOpen) return;
    query = initialQuery;
    setState({...state, isOpen: true});
  },

  close() {
    if (!state.isOpen) return;
    query = undefined;
    firstPage = currentPage = null;
    setState(closed);
  },

  /** Called on every keystroke in the modal; nothing needs to re-render for it. */
  rememberQuery(typed: string) {
    if (state.isOpen) query = typed;
  },

  /** The search bar's report of the page under the modal: its address, and what to search. */
  publishPage(page: string, facetFilters: FacetFilters) {
    if (!state.isOpen) return;
    firstPage ??= page;
    currentPage = page;
    if (JSON.stringify(facetFilters) !== JSON.stringify(state.facetFilters)) setState({...state, facetFilters});
  },

  /** Whether another page (or another place in it) appeared under the modal since it opened. */
  pageChanged: (): boolean => currentPage !== firstPage,

  /** The navbar's current search button, where focus returns when the modal closes. */
  setSearchButton(button: HTMLElement | null) {
    searchButton = button;
  },

  searchButton: (): HTMLElement | null => searchButton,
};
