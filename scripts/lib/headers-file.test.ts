import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {headersForPath, parseHeadersFile, patternRegExp} from './headers-file.mjs';
import {createStaticServer} from './static-server.mjs';

const sample = `# a comment
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/assets/*
  Cache-Control: public, max-age=31536000, immutable
/:file
  Cache-Control: no-cache
/docs/:version/intro
  X-Intro: yes
`;

describe('parseHeadersFile', () => {
  it('reads paths and the headers indented below them, values with colons and spaces included', () => {
    expect(parseHeadersFile(sample)).toEqual([
      {
        path: '/*',
        headers: [
          ['X-Frame-Options', 'DENY'],
          ['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"],
        ],
      },
      {path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']]},
      {path: '/:file', headers: [['Cache-Control', 'no-cache']]},
      {path: '/docs/:version/intro', headers: [['X-Intro', 'yes']]},
    ]);
  });

  it('rejects a header line before any path, or one without a colon', () => {
    expect(() => parseHeadersFile('  X-A: b')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/*\n  nonsense')).toThrow(/line 2/);
  });
});

describe('patternRegExp', () => {
  it.each([
    ['/*', '/docs/intro', true],
    ['/*', '/', true],
    ['/assets/*', '/assets/js/main.1234abcd.js', true],
    ['/assets/*', '/docs/assets', false],
    ['/:file', '/llms.txt', true],
    ['/:file', '/docs/intro', false],
    ['/:file', '/', false],
    ['/docs/:version/intro', '/docs/older/intro', true],
    ['/docs/:version/intro', '/docs/older/x/intro', false],
    ['/search.html', '/searchxhtml', false],
  ])('%s on %s: %s', (pattern, urlPath, matches) => expect(patternRegExp(pattern).test(urlPath)).toBe(matches));
});

describe('headersForPath', () => {
  const rules = parseHeadersFile(sample);
  it('applies every matching rule, names in lower case', () => {
    expect(Object.fromEntries(headersForPath(rules, '/assets/js/a.12345678.js'))).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'self'; img-src 'self' data:",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(headersForPath(rules, '/docs/older/intro').get('x-intro')).toBe('yes');
  });
  it('joins a header two rules set, as Cloudflare Pages does', () => {
    const twice = parseHeadersFile('/*\n  Cache-Control: no-cache\n/a\n  Cache-Control: max-age=1\n');
    expect(headersForPath(twice, '/a').get('cache-control')).toBe('no-cache, max-age=1');
  });
});

describe('the static server with a _headers file', () => {
  let base = '';
  const root = mkdtempSync(path.join(tmpdir(), 'site-headers-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(root, 'llms.txt'), 'text');
  writeFileSync(path.join(root, '_headers'), sample);
  const server = createStaticServer(root);
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the headers of the rules that match, its own cache policy where none sets one', async () => {
    const file = await fetch(`${base}/llms.txt`);
    expect(file.headers.get('x-frame-options')).toBe('DENY');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'self'; img-src 'self' data:");
    expect(file.headers.get('cache-control')).toBe('no-cache');
    const home = await fetch(`${base}/`);
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('sends the policy with the not-found page, which is never cached', async () => {
    const missing = await fetch(`${base}/nowhere`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
