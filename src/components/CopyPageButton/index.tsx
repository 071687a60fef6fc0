import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {markdownTwinHref} from '@site/src/components/MarkdownAlternate';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'copied'} | {kind: 'error'; why: 'fetch' | 'clipboard'};

class TwinUnavailable extends Error {}

async function loadTwin(href: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(href);
  } catch {
    throw new TwinUnavailable();
  }
  if (!response.ok) throw new TwinUnavailable();
  return response.text();
}

/**
 * Copies the page's Markdown twin for pasting into an AI assistant or a note. The text is fetched
 * on click, so no page carries it. Where the browser accepts a pending clipboard item, the copy is
 * started inside the click itself (Safari drops clipboard writes that come after an `await`).
 */
async function copyTwin(href: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('no clipboard');
  const text = loadTwin(href);
  if (typeof ClipboardItem !== 'undefined' && clipboard.write) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    try {
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      // The item failed because the text did: say so. Otherwise try the plain-text path once.
      await text;
      if (!clipboard.writeText) throw error;
    }
  }
  await clipboard.writeText(await text);
}

const MESSAGES = {
  copied: 'Copied the page as Markdown.',
  fetch: 'Could not load this page as Markdown. Check your connection, or open the Markdown version and copy it from there.',
  clipboard: 'Your browser did not allow copying. Open the Markdown version and copy it from there.',
} as const;

/** "Copy page": the page as Markdown to the clipboard, with the outcome announced in a live region. */
export default function CopyPageButton({permalink, className}: {permalink: string; className?: string}): ReactNode {
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [busy, setBusy] = useState(false);
  const clearTimer = useRef<number | undefined>(undefined);
  const href = markdownTwinHref(permalink);

  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  const copy = async () => {
    window.clearTimeout(clearTimer.current);
    // Empty the live region first, so that a second copy is announced again.
    setStatus({kind: 'idle'});
    setBusy(true);
    try {
      await copyTwin(href);
      setStatus({kind: 'copied'});
      clearTimer.current = window.setTimeout(() => setStatus({kind: 'idle'}), 6000);
    } catch (error) {
      setStatus({kind: 'error', why: error instanceof TwinUnavailable ? 'fetch' : 'clipboard'});
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={clsx(styles.root, className)} data-copy-page="">
      <button
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button)}
        onClick={copy}
        aria-busy={busy}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H6a2 2 0 0 0-2 2v12h2V3h10V1Zm3 4H10a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16h-9V7h9v14Z"
          />
        </svg>
        Copy page<span className="sr-only"> as Markdown</span>
      </button>
      <p className={clsx(styles.status, status.kind === 'error' && styles.error)} role="status" aria-live="polite">
        {status.kind === 'copied' && MESSAGES.copied}
        {status.kind === 'error' && (
          <>
            {MESSAGES[status.why]}{' '}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a Markdown file, not a page the router knows */}
            <a href={href} target="_blank" rel="noopener">
              Open the Markdown
            </a>
          </>
        )}
      </p>
    </div>
  );
}
