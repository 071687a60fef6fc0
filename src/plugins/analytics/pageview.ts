export type RouteLocation = {pathname: string; search: string; hash: string};
export type PageViewEvent = {name: 'pageview'; url: string; referrer: string | null; domain: string};

/**
 * Builds the route-update handler. A view is counted once per page: the first render and every
 * change of path or query; moving between headings of the same page (hash only) is not a view.
 */
export function createPageViewReporter(
  send: (event: PageViewEvent) => void,
  site: {origin: string; host: string; referrer: () => string | null},
) {
  return function onRouteDidUpdate({location, previousLocation}: {location: RouteLocation; previousLocation: RouteLocation | null}): void {
    if (previousLocation && previousLocation.pathname === location.pathname && previousLocation.search === location.search) {
      return;
    }
    send({
      name: 'pageview',
      url: site.origin + location.pathname + location.search,
      referrer: previousLocation ? site.origin + previousLocation.pathname : site.referrer(),
      domain: site.host,
    });
  };
}
