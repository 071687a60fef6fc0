/**
 * Percent-encoded URLs in the markup, for routes whose paths have spaces (the docs folders "Live
 * Preview" and "Problems Panel").
 *
 * The router works on decoded paths: history decodes every location it is given, routes match
 * "/docs/Features/Live Preview/…", and a link's `href` is written from that decoded location, so
 * it comes out with raw spaces, which HTML does not allow. Encoding the paths where they are
 * written, rather than in the routes or in `to` props (the router would decode them again), keeps
 * route matching, active links and client-side navigation exactly as they were:
 *
 * - `EncodedHrefs` (around the app, in src/theme/Root) gives every router link a history whose
 *   `createHref` encodes. The router reads it from its context: react-router 5 has no public way
 *   to give links another history below the router, so this uses its `__RouterContext`, which
 *   `Link` and `NavLink` read (react-router-dom 5.3; `index.test.ts` fails if that changes).
 * - `EncodedLocation` (around SiteMetadata and the language menu) gives the components that build
 *   URLs from the current location's path (the canonical, `og:url` and hreflang URLs, the
 *   language menu's links), rather than through the router, the encoded path.
 */
import React, {useContext, useMemo, type ReactNode} from 'react';
import {__RouterContext as RouterContext} from 'react-router';
import type {RouteComponentProps} from 'react-router';
import {encodeUrl} from '../../lib/encodeUrl';

type History = RouteComponentProps['history'];

const encodingHistories = new WeakMap<History, History>();

/** The router's own history (its location, push, listen…), with encoded hrefs. */
export function encodingHistory(history: History): History {
  let encoding = encodingHistories.get(history);
  if (!encoding) {
    // A prototype link, not a copy: history updates its `location` in place on every navigation.
    encoding = Object.create(history) as History;
    encoding.createHref = (location) => encodeUrl(history.createHref(location));
    encodingHistories.set(history, encoding);
  }
  return encoding;
}

export function EncodedHrefs({children}: {children: ReactNode}): ReactNode {
  const router = useContext(RouterContext);
  const value = useMemo(() => ({...router, history: encodingHistory(router.history)}), [router]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function EncodedLocation({children}: {children: ReactNode}): ReactNode {
  const router = useContext(RouterContext);
  const value = useMemo(() => ({...router, location: {...router.location, pathname: encodeUrl(router.location.pathname)}}), [router]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
