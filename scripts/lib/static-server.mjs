// A small static server for the built site that behaves like a well-configured production host:
// clean URLs (trailingSlash: false), `.html` and `index.html` normalised by a permanent redirect,
// the site's 404 page with a real 404 status, Brotli or gzip, ETags, and year-long caching for the
// content-hashed files under /assets/.
import {createServer as createHttpServer} from 'node:http';
import {createReadStream} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {lookup as lookupMime} from 'mrmime';
import {builtPageCandidates, insideRoot, isFile} from '../../src/lib/builtFile.mjs';
import {brotliCompressSync, constants as zlibConstants, gzipSync} from 'node:zlib';
import {headersFileApplier} from './headers-file.mjs';

/**
 * Content types come from mrmime's table (the one sirv and Vite serve with), so every file type the
 * build writes gets its registered type. Two exceptions are the site's own: `.ts` files are the
 * downloadable API declarations, text rather than MPEG transport streams, and the table has no `.ico`.
 */
/** @type {Partial<Record<string, string>>} */
const OWN_TYPES = {'.ts': 'text/plain', '.ico': 'image/x-icon'};

/**
 * The Content-Type for a file name, with the charset that text types need.
 * @param {string} file
 * @returns {string}
 */
export function contentTypeFor(file) {
  const ext = path.extname(file).toLowerCase();
  const type = OWN_TYPES[ext] ?? lookupMime(ext);
  if (!type) return 'application/octet-stream';
  return /^text\/|^application\/(json|xml|javascript|manifest\+json)$/.test(type) ? `${type}; charset=utf-8` : type;
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.md', '.svg', '.ts', '.map']);

/**
 * `/docs/intro.html` and `/docs/intro/index.html` both mean `/docs/intro`; `/index.html` means `/`.
 * @param {string} pathname
 * @returns {string}
 */
export function normalisePath(pathname) {
  let clean = pathname;
  if (clean.endsWith('/index.html')) clean = clean.slice(0, -'/index.html'.length) || '/';
  else if (clean.endsWith('.html')) clean = clean.slice(0, -'.html'.length) || '/';
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.replace(/\/+$/, '') || '/';
  return clean;
}

/**
 * The encoding to answer with: Brotli when the browser takes it (every current browser does, over
 * HTTPS and on localhost), else gzip, else none. An encoding refused with `q=0` is never chosen.
 * @param {string} [acceptEncoding] the request's Accept-Encoding header
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([name, ...params]) => name && !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([name]) => name.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * A file's body in an encoding. The build writes `.br` files for the hashed assets at Brotli
 * quality 10 (src/plugins/precompress), as hosts with precompressed-file support serve them;
 * pages and other files are compressed here, at a quality that costs milliseconds.
 * @param {string} file
 * @param {'br' | 'gzip'} encoding
 * @returns {Promise<Buffer>}
 */
async function encodedBody(file, encoding) {
  if (encoding === 'br') {
    if (await isFile(`${file}.br`)) return readFile(`${file}.br`);
    return brotliCompressSync(await readFile(file), {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 5}});
  }
  return gzipSync(await readFile(file), {level: 9});
}

/**
 * Cache policy: hashed assets never change; everything else is revalidated.
 * @param {string} urlPath
 * @returns {string}
 */
export function cacheControlFor(urlPath) {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/**
 * The server, not yet listening. `log` prints each request's status and URL.
 * @param {string} rootDir the build folder
 * @param {{log?: boolean}} [options]
 * @returns {import('node:http').Server}
 */
export function createStaticServer(rootDir, {log = false} = {}) {
  const root = path.resolve(rootDir);
  /** @type {Map<string, Buffer>} */
  const encodedCache = new Map();
  // The build's `_headers` (security headers and cache rules), applied as Netlify and Cloudflare do.
  const applyHeadersFile = headersFileApplier(root);

  /**
   * @param {string} urlPath
   * @returns {Promise<string | null>}
   */
  async function resolveFile(urlPath) {
    // A file by its own name (an asset, a twin), else the page the build wrote for the route.
    const candidates = urlPath === '/' ? [] : [urlPath.slice(1)];
    for (const candidate of [...candidates, ...builtPageCandidates(urlPath)]) {
      const file = insideRoot(root, candidate);
      if (file && (await isFile(file))) return file;
    }
    return null;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} file
   * @param {number} status
   */
  async function send(req, res, file, status) {
    const ext = path.extname(file);
    const info = await stat(file);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', contentTypeFor(file));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Vary', 'Accept-Encoding');
    // A request that a server received always has its URL (only a client's response has none).
    applyHeadersFile(res, new URL(/** @type {string} */ (req.url), 'http://x').pathname);
    if (status === 200) {
      res.setHeader('ETag', etag);
      if (!res.hasHeader('Cache-Control'))
        res.setHeader('Cache-Control', cacheControlFor(new URL(/** @type {string} */ (req.url), 'http://x').pathname));
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
    } else {
      res.setHeader('Cache-Control', 'no-store');
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding && COMPRESSIBLE.has(ext)) {
      const key = `${encoding} ${etag} ${file}`;
      let body = encodedCache.get(key);
      if (!body) {
        body = await encodedBody(file, encoding);
        encodedCache.set(key, body);
      }
      res.writeHead(status, {'Content-Encoding': encoding, 'Content-Length': body.length});
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, {'Content-Length': info.size});
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  return createHttpServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, {Allow: 'GET, HEAD'}).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = null;
      }
      if (pathname === null || pathname.includes('\0')) {
        await send(req, res, path.join(root, '404.html'), 404);
        return;
      }
      // A folder spelling with a page of its own (a redirect page the build wrote for an old
      // link) is served as is, as static hosts do; other spellings are normalised.
      const folderPage = pathname.length > 1 && pathname.endsWith('/') ? path.join(root, pathname, 'index.html') : null;
      if (folderPage && folderPage.startsWith(root + path.sep) && (await isFile(folderPage))) {
        await send(req, res, folderPage, 200);
        return;
      }
      const clean = normalisePath(pathname);
      if (clean !== pathname) {
        const location = encodeURI(clean) + url.search;
        res.writeHead(301, {Location: location, 'Cache-Control': 'public, max-age=3600'}).end();
        return;
      }
      const file = await resolveFile(clean);
      if (file) await send(req, res, file, 200);
      else await send(req, res, path.join(root, '404.html'), 404);
      if (log) console.log(res.statusCode, req.url);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Internal error');
    }
  });
}
