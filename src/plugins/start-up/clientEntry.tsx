/**
 * The browser entry point: Docusaurus core's client/clientEntry.js with its start-up work split
 * into several tasks, and route prefetching that waits for idle time (./idlePrefetch.ts). See
 * ./index.ts for why; the rendering itself is unchanged.
 */
import React, {startTransition} from 'react';
import type {Root} from 'react-dom/client';
import siteConfig from '@generated/docusaurus.config';
import {createIdlePrefetch, routePathOf, scheduleWhenIdle} from './idlePrefetch';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

// A macrotask boundary: lets the browser paint and handle input between two stages.
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(container: HTMLElement): Promise<void> {
  // `eager` keeps every module in this bundle (no extra request); the import only decides when
  // each module's top-level code runs.
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  const [{default: App}, {HelmetProvider}, {BrowserRouter, HashRouter}, {default: preload}, {default: docusaurus}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
  ]);
  window.docusaurus = {
    ...docusaurus,
    // <Link>, the one caller, ignores the result: whether the prefetch was queued is enough.
    prefetch: createIdlePrefetch(docusaurus.prefetch, scheduleWhenIdle, () =>
      routePathOf(window.location.pathname),
    ) as typeof docusaurus.prefetch,
  };
  const Router = (siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter) as React.ComponentType<{
    children: React.ReactNode;
  }>;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  await nextTask();
  await preload(window.location.pathname);
  // Core's entry also re-renders an existing root; that only happens on hot reload, which the
  // development server handles with core's entry (./index.ts).
  startTransition(() => {
    if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      window.docusaurusRoot = ReactDOM.createRoot(container, {onRecoverableError});
      window.docusaurusRoot.render(app);
    }
  });
}

if (typeof window !== 'undefined') {
  start(document.getElementById('__docusaurus')!);
}
