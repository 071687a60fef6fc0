import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {ENDPOINT_META} from './constants';
import {createPageViewReporter} from './pageview';

function endpoint(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${ENDPOINT_META}"]`)?.content || null;
}

const clientModule: ClientModule = ExecutionEnvironment.canUseDOM
  ? {
      onRouteDidUpdate: createPageViewReporter(
        (event) => {
          const url = endpoint();
          if (!url) return;
          const body = JSON.stringify(event);
          // sendBeacon survives the page unloading; fetch is the fallback where it is missing.
          if (!navigator.sendBeacon?.(url, new Blob([body], {type: 'application/json'}))) {
            void fetch(url, {method: 'POST', body, keepalive: true, headers: {'Content-Type': 'application/json'}}).catch(() => {});
          }
        },
        {origin: window.location.origin, host: window.location.host, referrer: () => document.referrer || null},
      ),
    }
  : {};

export default clientModule;
