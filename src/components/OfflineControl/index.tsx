import React, {type ReactNode, useCallback, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {afterStartUp} from '@site/src/plugins/start-up/afterStartUp';
import {offlineChosen, offlineSupported} from './choice';
import styles from './styles.module.css';

type State =
  | {kind: 'idle'}
  | {kind: 'unsupported'}
  | {kind: 'saving'; done: number; total: number}
  | {kind: 'saved'; size: string}
  | {kind: 'error'; message: string};

// The service-worker side (./offline.ts) is a chunk of its own, loaded by the first save or remove.
const loadOffline = () => import(/* webpackChunkName: "offline-control" */ './offline');

/**
 * "Keep docs offline": the only thing that registers the site's service worker. A reader who chose
 * it gets the copy refreshed on each visit, and a notice when a newer build replaced it.
 *
 * Every page renders it, so it costs nothing at start-up: the first render is the button alone,
 * the reader's choice is read in idle time after the page has started, and the code that talks to
 * the service worker loads only for a reader who presses the button or chose offline reading before.
 */
export default function OfflineControl(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<State>({kind: 'idle'});
  const [updated, setUpdated] = useState(false);

  const save = useCallback(async () => {
    setState({kind: 'saving', done: 0, total: 0});
    try {
      const {megabytes, rememberOffline, saveOffline} = await loadOffline();
      const result = await saveOffline(baseUrl, (done, total) => setState({kind: 'saving', done, total}));
      rememberOffline(true, result.build);
      setState({kind: 'saved', size: megabytes(result.bytes)});
      if (result.updated) setUpdated(true);
    } catch (error) {
      setState({kind: 'error', message: error instanceof Error ? error.message : String(error)});
    }
  }, [baseUrl]);

  useEffect(
    () =>
      afterStartUp(() => {
        if (!offlineSupported()) setState({kind: 'unsupported'});
        else if (offlineChosen()) void save();
      }),
    [save],
  );

  const remove = async () => {
    const {removeOffline} = await loadOffline();
    await removeOffline(baseUrl);
    setUpdated(false);
    setState({kind: 'idle'});
  };

  if (state.kind === 'unsupported') return null;
  return (
    <section className={styles.offline} aria-label="Offline reading" data-offline-state={state.kind}>
      <p className={styles.status} role="status">
        {state.kind === 'idle' && 'Read these docs without a network: the current version, the guides, the API reference and search.'}
        {state.kind === 'saving' &&
          (state.total ? `Saving for offline reading… ${state.done} of ${state.total} files` : 'Saving for offline reading…')}
        {state.kind === 'saved' && `Docs saved for offline reading (${state.size}).`}
        {state.kind === 'error' && `The docs could not be saved for offline reading: ${state.message}`}
      </p>
      {(state.kind === 'idle' || state.kind === 'error') && (
        <button type="button" className="button button--sm button--outline button--primary" onClick={() => void save()}>
          Keep docs offline
        </button>
      )}
      {state.kind === 'saved' && (
        <button type="button" className="button button--sm button--outline button--secondary" onClick={() => void remove()}>
          Remove offline copy
        </button>
      )}
      {updated && (
        <p className={styles.notice} role="status" data-offline-notice>
          A newer version of these docs was saved for offline reading. Reload a page to see it.
        </p>
      )}
    </section>
  );
}
