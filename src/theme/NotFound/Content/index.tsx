/**
 * The not-found page's body. Replaced rather than wrapped: the default only says the page is
 * missing, and a reader who followed an old link needs a way forward.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import {apiHome, docsHome} from '@site/config/site';
import {searchPageUrl} from '@site/src/search/useSearch';
import styles from './styles.module.css';

/** Turns the missing path into words worth searching for: `/docs/live-preveiw` → "live preveiw". */
function guessQuery(pathname: string): string {
  const last = decodeURIComponent(pathname).split('/').filter(Boolean).pop() ?? '';
  return last
    .replace(/\.html$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  const {pathname} = useLocation();
  const query = guessQuery(pathname);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at <code className={styles.path}>{pathname}</code>. It may have moved when the docs were reorganised, or the
            link may have a typo.
          </p>
          <ul className={styles.links}>
            {query && (
              <li>
                <Link to={searchPageUrl(query)}>Search the docs for “{query}”</Link>
              </li>
            )}
            <li>
              <Link to={docsHome}>Go to the docs home</Link>
            </li>
            <li>
              <Link to={apiHome}>Go to the extension API guides</Link>
            </li>
            <li>
              <Link to="/blog">Read the release notes</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
