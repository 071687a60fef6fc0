/**
 * The not-found page's body. Replaced rather than wrapped: the default only says the page is
 * missing, and a reader who followed an old link needs a way forward.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
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
  // The one 404.html answers every missing path, and is rendered at build time for none of them
  // (its location is /404). The path and the search built from it appear once the page is
  // hydrated: rendered into the HTML, React found "/404" where it rendered the reader's path,
  // logged a hydration error and rendered the page again, losing its title on the way.
  const missing = useIsBrowser() ? pathname : null;
  const query = missing === null ? '' : guessQuery(missing);
  // The title here too: under /docs/ the docs plugin answers a missing page itself, with this
  // content and none of the not-found page's metadata, and the tab lost "Page Not Found".
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            {title}
          </Heading>
          <p>
            There is no page at {missing === null ? 'this address' : <code className={styles.path}>{missing}</code>}. It may have moved when
            the docs were reorganised, or the link may have a typo.
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
