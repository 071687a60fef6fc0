import {mkdtempSync, mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import {brotliCompressSync, brotliDecompressSync, gunzipSync} from 'node:zlib';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cacheControlFor, contentTypeFor, createStaticServer, normalisePath, pickEncoding} from './static-server.mjs';

describe('normalisePath', () => {
  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/blog/', '/blog'],
    ['/docs/intro', '/docs/intro'],
    ['/', '/'],
  ])('%s -> %s', (input, expected) => expect(normalisePath(input)).toBe(expected));
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates pages', () => {
    expect(cacheControlFor('/assets/js/main.1a2b3c.js')).toContain('immutable');
    expect(cacheControlFor('/docs/intro')).toContain('max-age=0');
  });
  it('caches the content-hashed search index files for a year and revalidates its manifest', () => {
    expect(cacheControlFor('/assets/search-index/en.docs-default-current.t3.0123456789.json')).toContain('immutable');
    expect(cacheControlFor('/search-index/en.manifest.json')).toContain('max-age=0');
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['shot-light.avif', 'image/avif'],
    ['shot-light.webp', 'image/webp'],
    ['shot-light.png', 'image/png'],
    ['logo.svg', 'image/svg+xml'],
    ['intro.html', 'text/html; charset=utf-8'],
    ['main.1a2b.js', 'text/javascript; charset=utf-8'],
    ['styles.css', 'text/css; charset=utf-8'],
    ['en.manifest.json', 'application/json; charset=utf-8'],
    ['intro.md', 'text/markdown; charset=utf-8'],
    ['llms.txt', 'text/plain; charset=utf-8'],
    ['phoenix-code.d.ts', 'text/plain; charset=utf-8'],
    ['font.woff2', 'font/woff2'],
    ['clip.webm', 'video/webm'],
    ['clip.mp4', 'video/mp4'],
    ['favicon.ico', 'image/x-icon'],
    ['no-extension', 'application/octet-stream'],
  ])('%s is %s', (file, type) => expect(contentTypeFor(file)).toBe(type));

  it('knows every file type the site ships from static/', () => {
    const types = new Set(
      readdirSync('static', {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => path.extname(entry.name)),
    );
    expect([...types].filter((ext) => contentTypeFor(`x${ext}`) === 'application/octet-stream')).toEqual([]);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['identity', null],
    ['', null],
    ['*', 'gzip'],
  ])('%s -> %s', (header, expected) => expect(pickEncoding(header)).toBe(expected));
});

/** A raw request, so the test sees the encoded body (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string): Promise<{encoding?: string; body: Buffer}> {
  return new Promise((resolve, reject) => {
    request(url, {headers: {'accept-encoding': acceptEncoding}}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({encoding: res.headers['content-encoding'], body: Buffer.concat(chunks)}));
    })
      .on('error', reject)
      .end();
  });
}

describe('static server', () => {
  let base = '';
  const server = (() => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(root, 'docs/Features/Live Preview'), {recursive: true});
    mkdirSync(path.join(root, 'assets/js'), {recursive: true});
    writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    writeFileSync(path.join(root, '404.html'), '<h1>Page Not Found</h1>');
    writeFileSync(path.join(root, 'docs/intro.html'), '<h1>intro</h1>');
    writeFileSync(path.join(root, 'docs/Features/Live Preview/live-preview.html'), '<h1>lp</h1>');
    writeFileSync(path.join(root, 'docs/intro.md'), '# intro\n');
    writeFileSync(path.join(root, 'docs/Features/Live Preview/live-preview.md'), '# Live Preview\n');
    writeFileSync(path.join(root, 'assets/js/main.abc.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'shot.avif'), Buffer.from([0, 0, 0, 28]));
    // A precompressed asset: its .br body differs from the source, so the test can tell it was used.
    writeFileSync(path.join(root, 'assets/js/pre.abc.js'), 'console.log("source")');
    writeFileSync(path.join(root, 'assets/js/pre.abc.js.br'), brotliCompressSync('console.log("precompressed")'));
    mkdirSync(path.join(root, 'docs/moved'), {recursive: true});
    writeFileSync(path.join(root, 'docs/moved/index.html'), '<p>redirect page</p>');
    return createStaticServer(root);
  })();
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves clean URLs, including folders with spaces', async () => {
    expect(await (await fetch(`${base}/docs/intro`)).text()).toContain('intro');
    expect((await fetch(`${base}/docs/Features/Live%20Preview/live-preview`)).status).toBe(200);
  });
  it('answers unknown paths with the 404 page and status', async () => {
    const res = await fetch(`${base}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });
  it('serves a folder spelling that has a page of its own, and normalises the others', async () => {
    const moved = await fetch(`${base}/docs/moved/`, {redirect: 'manual'});
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain('redirect page');
    const other = await fetch(`${base}/docs/intro/`, {redirect: 'manual'});
    expect(other.status).toBe(301);
    expect(other.headers.get('location')).toBe('/docs/intro');
  });
  it('redirects .html and index.html to the clean path', async () => {
    const a = await fetch(`${base}/docs/intro.html`, {redirect: 'manual'});
    expect(a.status).toBe(301);
    expect(a.headers.get('location')).toBe('/docs/intro');
    const b = await fetch(`${base}/docs/intro/index.html?x=1`, {redirect: 'manual'});
    expect(b.headers.get('location')).toBe('/docs/intro?x=1');
    const home = await fetch(`${base}/index.html`, {redirect: 'manual'});
    expect(home.headers.get('location')).toBe('/');
    // Followed, each lands on its page.
    for (const variant of ['/docs/intro.html', '/docs/intro/index.html', '/index.html']) {
      const res = await fetch(`${base}${variant}`);
      expect([res.status, new URL(res.url).pathname], variant).toEqual([200, variant.replace(/(\/index)?\.html$/, '') || '/']);
    }
  });
  it('serves Markdown twins as text/markdown, beside their pages, compressed', async () => {
    for (const twin of ['/docs/intro.md', '/docs/Features/Live%20Preview/live-preview.md']) {
      const res = await fetch(`${base}${twin}`, {redirect: 'manual', headers: {'accept-encoding': 'gzip'}});
      expect(res.status, twin).toBe(200);
      expect(res.headers.get('content-type'), twin).toBe('text/markdown; charset=utf-8');
      expect(res.headers.get('content-encoding'), twin).toBe('gzip');
      expect(await res.text(), twin).toMatch(/^# /);
    }
    // A missing twin is not the page under another name.
    expect((await fetch(`${base}/docs/moved.md`, {redirect: 'manual'})).status).toBe(404);
  });
  it('refuses to leave the site folder', async () => {
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });
  it('answers a picture with its real type', async () => {
    const res = await fetch(`${base}/shot.avif`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
  });
  it('sends long-lived cache headers for hashed assets only', async () => {
    const asset = await fetch(`${base}/assets/js/main.abc.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${base}/docs/intro`);
    expect(page.headers.get('cache-control')).not.toContain('immutable');
  });
  it("answers in Brotli when the browser takes it, using the build's .br file where there is one", async () => {
    const page = await rawGet(`${base}/docs/intro`, 'gzip, deflate, br');
    expect(page.encoding).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe('<h1>intro</h1>');
    const pre = await rawGet(`${base}/assets/js/pre.abc.js`, 'gzip, br');
    expect(brotliDecompressSync(pre.body).toString()).toBe('console.log("precompressed")');
    const gzipped = await rawGet(`${base}/assets/js/pre.abc.js`, 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe('console.log("source")');
    const plain = await rawGet(`${base}/docs/intro`, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('<h1>intro</h1>');
  });
});
