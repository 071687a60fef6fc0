// Where the build wrote a route's page. Plain JavaScript so that the build plugins and the static
// server (a Node script that loads no TypeScript) share it.
import {stat} from 'node:fs/promises';
import path from 'node:path';

/**
 * The files, relative to the build folder, that may hold a route's page, in the order to try them:
 * with `trailingSlash: false` Docusaurus writes `/docs/intro` as `docs/intro.html`, and a route
 * that is also a folder's index as `…/index.html`.
 *
 * @param {string} route a path starting with `/`
 * @returns {string[]}
 */
export function builtPageCandidates(route) {
  if (route === '/') return ['index.html'];
  const bare = route.slice(1);
  return [`${bare}.html`, `${bare}/index.html`];
}

/**
 * A file below `root`, or null where the relative path would leave it (`..`, an absolute path).
 *
 * @param {string} root
 * @param {string} relative
 * @returns {string | null}
 */
export function insideRoot(root, relative) {
  const base = path.resolve(root);
  const file = path.join(base, relative);
  return file.startsWith(base + path.sep) ? file : null;
}

/**
 * The built HTML file of a route, or null. Routes come encoded (`/docs/Features/Live%20Preview/…`)
 * or not, depending on who names them; the file name is the decoded one, and both are tried.
 *
 * @param {string} outDir the build folder
 * @param {string} route
 * @returns {Promise<string | null>}
 */
export async function findBuiltPage(outDir, route) {
  let decoded = route;
  try {
    decoded = decodeURI(route);
  } catch {
    // a stray `%`: only the route as given
  }
  const decodedCandidates = builtPageCandidates(decoded);
  const spellings = builtPageCandidates(route).flatMap((candidate, i) => [candidate, decodedCandidates[i]]);
  for (const spelling of new Set(spellings)) {
    const file = insideRoot(outDir, spelling);
    if (file && (await isFile(file))) return file;
  }
  return null;
}

/**
 * @param {string} file
 * @returns {Promise<boolean>}
 */
export async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
