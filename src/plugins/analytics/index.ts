import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ENDPOINT_META} from './constants';

/**
 * Page-view analytics, off unless `ANALYTICS_ENDPOINT` is set at build time. The endpoint gets a
 * Plausible-style JSON event (`{name: "pageview", url, referrer, domain}`) on every route change.
 * With no endpoint the plugin adds nothing to the pages: no script, no request.
 */
export default function analyticsPlugin(_context: LoadContext, options: {endpoint?: string} = {}): Plugin {
  const endpoint = options.endpoint ?? process.env.ANALYTICS_ENDPOINT ?? '';
  return {
    name: 'phoenix-docs-analytics',
    getClientModules() {
      return endpoint ? [path.join(__dirname, 'client.ts')] : [];
    },
    injectHtmlTags() {
      if (!endpoint) return {};
      return {
        headTags: [{tagName: 'meta', attributes: {name: ENDPOINT_META, content: endpoint}}],
      };
    },
  };
}
