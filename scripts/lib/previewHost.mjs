// The browser edition's Live Preview host, served on this machine. In the browser edition the
// editor embeds https://phcode.live in a hidden frame: a page whose service worker serves the
// project's files, which the editor sends it, to the preview frame. That code is public
// (phcode-dev/phcode.live, its `docs/` folder); the page loads Workbox from Google's CDN. Here a
// local HTTPS server answers for both hosts, with the host's code read from a clone of the
// repository at a pinned commit and Workbox from its npm packages at the version the page asks
// for, so the editor talks to the same host code it talks to in production. Chromium reaches it
// through host-resolver rules and trusts its certificate by its key's hash. Used by the screenshot
// script (scripts/screenshots/capture.mjs --preview-host).
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/** The commit of phcode-dev/phcode.live served; README "Screenshots" says how to move it. */
export const PREVIEW_HOST_COMMIT = 'c5c22a2048c4f9d41a1ed3b50db4b3e3314e826e';
export const PREVIEW_HOST = 'phcode.live';
export const WORKBOX_HOST = 'storage.googleapis.com';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
};

/**
 * The npm package and file a Workbox CDN path names (`/workbox-cdn/releases/6.4.1/workbox-sw.js`),
 * or null for any other path.
 * @param {string} pathname
 * @returns {{name: string, version: string, file: string} | null}
 */
export function workboxFile(pathname) {
  const match =
    /^\/workbox-cdn\/releases\/(\d+\.\d+\.\d+)\/((workbox-[a-z]+(?:-[a-z]+)*)(?:\.(?:prod|dev))?(?:\.es5|\.umd)?\.m?js(?:\.map)?)$/.exec(
      pathname,
    );
  return match
    ? {version: /** @type {string} */ (match[1]), file: /** @type {string} */ (match[2]), name: /** @type {string} */ (match[3])}
    : null;
}

/**
 * The file of the host's `docs/` folder a path asks for (`/` is its index page), or null for a path
 * that leaves the folder.
 * @param {string} pathname
 */
export function hostFile(pathname) {
  const rel = decodeURIComponent(pathname).replace(/^\/+/, '') || 'index.html';
  return rel.split('/').some((part) => part === '..' || part === '') ? null : `docs/${rel}`;
}

/**
 * Chromium's switches that send both hosts to `port` and trust the certificate with this key hash.
 * @param {number} port
 * @param {string} spkiHash base64 SHA-256 of the certificate's public key
 */
export function chromiumSwitches(port, spkiHash) {
  return [
    `--host-resolver-rules=${[PREVIEW_HOST, WORKBOX_HOST].map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ')}`,
    `--ignore-certificate-errors-spki-list=${spkiHash}`,
  ];
}

/**
 * A key and a self-signed certificate for both hosts (openssl), and the base64 SHA-256 of its
 * public key, which Chromium is told to trust.
 * @param {string} dir
 */
function makeCertificate(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
        .concat(['-keyout', key, '-out', cert, '-subj', `/CN=${PREVIEW_HOST}`])
        .concat(['-addext', `subjectAltName=DNS:${PREVIEW_HOST},DNS:${WORKBOX_HOST}`]),
      {stdio: 'pipe'},
    );
  } catch (error) {
    throw new Error("cannot make the preview host's certificate with openssl (apt-get install openssl)", {cause: error});
  }
  const spki = crypto.createPublicKey(readFileSync(cert)).export({type: 'spki', format: 'der'});
  return {key: readFileSync(key), cert: readFileSync(cert), spkiHash: crypto.createHash('sha256').update(spki).digest('base64')};
}

/**
 * Starts the host from `gitDir`, a clone of phcode-dev/phcode.live (bare or not) that has `commit`
 * (PREVIEW_HOST_COMMIT; the tests pass a fixture's). Workbox packages are fetched with `npm pack`
 * once and kept in the system's temp folder.
 * @param {string} gitDir
 * @param {string} [commit]
 * @returns {Promise<{hosts: string[], port: number, chromiumSwitches: string[], close: () => void}>}
 */
export async function startPreviewHost(gitDir, commit = PREVIEW_HOST_COMMIT) {
  try {
    execFileSync('git', ['-C', gitDir, 'cat-file', '-e', `${commit}^{commit}`], {stdio: 'pipe'});
  } catch {
    throw new Error(`${gitDir} is no clone of phcode-dev/phcode.live with commit ${commit} (README, "Screenshots")`);
  }
  /** @type {Map<string, Buffer | null>} */
  const hostFiles = new Map();
  /** @param {string} file */
  const readHostFile = (file) => {
    if (!hostFiles.has(file)) {
      try {
        hostFiles.set(file, execFileSync('git', ['-C', gitDir, 'show', `${commit}:${file}`], {stdio: 'pipe', maxBuffer: 64 << 20}));
      } catch {
        hostFiles.set(file, null);
      }
    }
    return hostFiles.get(file) ?? null;
  };
  const workboxDir = path.join(os.tmpdir(), 'phcode-docs-workbox');
  /** @param {{name: string, version: string, file: string}} wanted */
  const readWorkboxFile = ({name, version, file}) => {
    const dir = path.join(workboxDir, `${name}@${version}`);
    if (!existsSync(path.join(dir, 'package'))) {
      mkdirSync(dir, {recursive: true});
      const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', dir], {encoding: 'utf8'}).trim();
      execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir]);
    }
    const built = path.join(dir, 'package', 'build', file);
    return existsSync(built) ? readFileSync(built) : null;
  };

  const certDir = mkdtempSync(path.join(os.tmpdir(), 'phcode-docs-preview-host-'));
  const {key, cert, spkiHash} = makeCertificate(certDir);
  const server = https.createServer({key, cert}, (req, res) => {
    const url = new URL(/** @type {string} */ (req.url), `https://${req.headers.host}`);
    const wanted = url.hostname === WORKBOX_HOST ? workboxFile(url.pathname) : null;
    const file = url.hostname === PREVIEW_HOST ? hostFile(url.pathname) : wanted ? wanted.file : null;
    let body = null;
    try {
      body = url.hostname === PREVIEW_HOST && file ? readHostFile(file) : wanted ? readWorkboxFile(wanted) : null;
    } catch (error) {
      console.error(`preview host: ${url.href}: ${String(error).slice(0, 200)}`);
    }
    if (!body || !file) {
      res.writeHead(404).end();
      return;
    }
    // The CDN lets any origin load Workbox as a module; the editor's page does.
    res.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*'});
    res.end(body);
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    hosts: [PREVIEW_HOST, WORKBOX_HOST],
    port,
    chromiumSwitches: chromiumSwitches(port, spkiHash),
    close: () => {
      server.closeAllConnections();
      server.close();
      rmSync(certDir, {recursive: true, force: true});
    },
  };
}
