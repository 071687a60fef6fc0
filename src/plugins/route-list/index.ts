import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where the list goes: beside the build's other generated files, not in the site it publishes. */
export const ROUTE_LIST_FILE = 'route-list.json';

export type RouteList = {
  /** The folder the build wrote, so a reader can tell which build the list belongs to. */
  outDir: string;
  /** Every path the build rendered a page for, sorted. */
  routes: string[];
};

/**
 * Writes the paths of every page the build rendered to `.docusaurus/route-list.json`. The browser
 * tests visit exactly these, so a page added to the content is tested without being listed
 * anywhere, and a page that stops being built is no longer expected.
 */
export default function routeListPlugin(context: LoadContext): Plugin {
  return {
    name: 'phoenix-docs-route-list',
    async postBuild({routesPaths, outDir}) {
      const list: RouteList = {outDir, routes: [...new Set(routesPaths)].sort()};
      await writeFile(path.join(context.generatedFilesDir, ROUTE_LIST_FILE), JSON.stringify(list, null, 1));
    },
  };
}
