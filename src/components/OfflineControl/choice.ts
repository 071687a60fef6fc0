/**
 * The reader's choice of offline reading, kept in localStorage. Its own module so that the control
 * every page renders can read it without loading the service-worker code of ./offline.ts.
 */
export const CHOICE_KEY = 'phoenix-docs-offline';

/** Storage that is disabled or full counts as "not chosen" and breaks nothing. */
export function offlineChosen(): boolean {
  try {
    return window.localStorage.getItem(CHOICE_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function offlineSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}
