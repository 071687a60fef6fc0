/**
 * Whether the search modal is open, and what the reader has typed in it, kept outside the navbar.
 *
 * Each page renders its own layout, so a route change that crosses layouts (the home page to a
 * docs page, say) remounts the navbar and its search bar. A reader who opens search while the next
 * page is still loading would see the modal vanish, with their query, the moment that page
 * appears. Kept here, the new search bar reopens the modal where the old one left it.
 */

type Listener = () => void;

let open = false;
let query: string | undefined;
let mountedBars = 0;
const listeners = new Set<Listener>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const searchSession = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  isOpen: (): boolean => open,

  /** The query a modal mounted now starts with: the one the reader typed, or the one it opened with. */
  query: (): string | undefined => query,

  open(initialQuery?: string) {
    query = initialQuery;
    setOpen(true);
  },

  close() {
    query = undefined;
    setOpen(false);
  },

  /** Called on every keystroke in the modal; React need not re-render for it. */
  rememberQuery(typed: string) {
    if (open) query = typed;
  },

  /**
   * A search bar counts itself in while mounted. When the last one leaves and none takes its place
   * in the same commit (a page without a navbar), the session closes rather than reopening on some
   * later page.
   */
  attachBar(): () => void {
    mountedBars += 1;
    return () => {
      mountedBars -= 1;
      setTimeout(() => {
        if (mountedBars === 0) searchSession.close();
      }, 0);
    };
  },
};
