import React, {useId, useMemo, useState, type ReactNode} from 'react';
import type {KeymapEntry} from '@site/src/data/keymap';
import {describeKeyCap, filterKeymap, groupByMenu, splitKeys} from '@site/src/data/keymap-format';
import styles from './styles.module.css';

type KeysProps = {
  /** Key string such as `Ctrl-Shift-F`, or `null` when the platform has no binding. */
  readonly keys: string | null;
};

/** One key combination as a row of key caps: Ctrl + Shift + F. */
function Keys({keys}: KeysProps): ReactNode {
  if (keys === null) {
    return <span className={styles.unbound}>Not bound</span>;
  }
  const caps = splitKeys(keys);
  return (
    <span className={styles.combo}>
      {caps.map((cap, index) => {
        const {text, name} = describeKeyCap(cap);
        return (
          <React.Fragment key={`${index}-${cap}`}>
            {index > 0 && <span className={styles.plus}>+</span>}
            <kbd className={styles.kbd}>
              {text === name ? (
                text
              ) : (
                <>
                  <span aria-hidden="true">{text}</span>
                  <span className={styles.visuallyHidden}>{name}</span>
                </>
              )}
            </kbd>
          </React.Fragment>
        );
      })}
    </span>
  );
}

const rowKey = (entry: KeymapEntry) => `${entry.commandId}|${entry.winKey ?? ''}|${entry.macKey ?? ''}`;

type KeyboardShortcutsProps = {
  /** The default bindings of the page's docs version (the `::keymap` directive passes them). */
  readonly entries: readonly KeymapEntry[];
  /** Text to start the search box with, for a page that links to a filtered view. */
  readonly initialQuery?: string;
};

/**
 * Searchable tables of Phoenix Code's default keyboard shortcuts, one table per menu, with the
 * Windows/Linux and macOS keys side by side.
 */
export default function KeyboardShortcuts({entries, initialQuery = ''}: KeyboardShortcutsProps): ReactNode {
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  const hintId = useId();
  const tableIdPrefix = useId();

  const shown = useMemo(() => filterKeymap(entries, query), [entries, query]);
  const groups = useMemo(() => groupByMenu(shown), [shown]);
  const total = entries.length;
  const trimmed = query.trim();

  return (
    <section className={styles.root} aria-label="Default keyboard shortcuts">
      <div className={styles.searchRow}>
        <label htmlFor={inputId} className={styles.searchLabel}>
          Filter shortcuts
        </label>
        <div className={styles.searchField}>
          <input
            id={inputId}
            className={styles.searchInput}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Command, id or keys, e.g. save or ctrl+shift+f"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
          />
          {query !== '' && (
            <button type="button" className={styles.clearButton} onClick={() => setQuery('')}>
              Clear
            </button>
          )}
        </div>
        <p id={hintId} className={styles.hint}>
          Matches the command name, its id and the keys on either platform. Type keys with + or - between them.
        </p>
      </div>

      <p className={styles.count} role="status" aria-live="polite">
        {shown.length === total ? `Showing all ${total} shortcuts.` : `Showing ${shown.length} of ${total} shortcuts.`}
      </p>

      {groups.length === 0 && trimmed === '' ? (
        <p className={styles.noMatch}>There are no shortcuts to show.</p>
      ) : groups.length === 0 ? (
        <div className={styles.noMatch}>
          <p>
            No shortcut matches <strong>“{trimmed}”</strong>.
          </p>
          <p>
            Try part of a command name (<code>comment</code>), a command id (<code>edit.</code>) or a key such as <code>ctrl+d</code>. The
            table lists default shortcuts only; keys you assigned yourself appear in the editor's Keyboard Shortcuts panel (
            <strong>File &gt; Keyboard Shortcuts…</strong>).
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={() => setQuery('')}>
            Show all shortcuts
          </button>
        </div>
      ) : (
        groups.map((group) => {
          const captionId = `${tableIdPrefix}-${group.menu}`;
          return (
            <div key={group.menu} className={styles.tableWrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
              <table className={styles.table}>
                <caption id={captionId} className={styles.caption}>
                  {group.menu === 'Other' ? 'Not in a menu' : `${group.menu} menu`}{' '}
                  <span className={styles.captionCount}>
                    ({group.entries.length} {group.entries.length === 1 ? 'shortcut' : 'shortcuts'})
                  </span>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Command</th>
                    <th scope="col">Windows and Linux</th>
                    <th scope="col">macOS</th>
                  </tr>
                </thead>
                <tbody>
                  {group.entries.map((entry) => (
                    <tr key={rowKey(entry)}>
                      <th scope="row" className={styles.command}>
                        <span className={styles.label}>{entry.label}</span>
                        <code className={styles.commandId}>{entry.commandId}</code>
                      </th>
                      <td>
                        <Keys keys={entry.winKey} />
                      </td>
                      <td>
                        <Keys keys={entry.macKey} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })
      )}
    </section>
  );
}
