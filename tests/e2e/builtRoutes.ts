import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ROUTE_LIST_FILE, type RouteList} from '../../src/plugins/route-list';

const root = path.join(__dirname, '..', '..');
const listFile = path.join(root, '.docusaurus', ROUTE_LIST_FILE);
/** The build the tests serve and read. */
export const BUILD_DIR = path.join(root, 'build');

/**
 * Every page of the build the tests run against, as the build itself listed them
 * (`src/plugins/route-list`). `/404.html` is left out: it is the not-found page, which answers
 * with status 404 and has a test of its own.
 */
export function builtPages(): string[] {
  if (!existsSync(listFile)) throw new Error(`${listFile} is missing: build the site first (npx docusaurus build).`);
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as RouteList;
  if (path.resolve(list.outDir) !== BUILD_DIR)
    throw new Error(`The route list is from a build into ${list.outDir}; the tests serve ${BUILD_DIR}.`);
  return list.routes.filter((route) => route !== '/404.html');
}
