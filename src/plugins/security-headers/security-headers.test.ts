import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {connectOrigins, contentSecurityPolicy, headerRules, IMMUTABLE, nginxRules, REVALIDATE} from '../../../config/headers';
import {readmeNginxBlock} from '../../../tests/lib/readmeNginx';
import {headersForPath, parseHeadersFile} from '../../../scripts/lib/headers-file.mjs';
import securityHeadersPlugin from './index';
import {inlineScriptHashes, isHashedName, scriptHash} from './inlineScripts';
import {topFolders} from './topFolders';

const hosted = {appId: 'ABC123', apiKey: 'key', indexName: 'docs'};
// The search page's host, then the ones the modal's Algolia client falls back to.
const algolia = ['https://ABC123-dsn.algolia.net', ...[1, 2, 3].map((n) => `https://ABC123-${n}.algolianet.com`)];
const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the Content-Security-Policy', () => {
  const policy = contentSecurityPolicy({scriptHashes: ['sha256-b', 'sha256-a', 'sha256-b']});
  const parsed = directives(policy);

  it('allows scripts from the site and inline ones by hash only', () => {
    expect(parsed.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policy).not.toMatch(/unsafe-eval|strict-dynamic/);
    expect(parsed.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('shuts plugins, base tags and framing out, and keeps every other fetch on the site', () => {
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(parsed.get('base-uri')).toEqual(["'self'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsed.get('default-src')).toEqual(["'self'"]);
    expect(parsed.get('connect-src')).toEqual(["'self'"]);
    expect(parsed.get('worker-src')).toEqual(["'self'"]);
  });

  it('adds the origins of hosted search and analytics when they are switched on, and none when off', () => {
    expect(connectOrigins({hostedSearch: null})).toEqual([]);
    expect(connectOrigins({hostedSearch: null, analyticsEndpoint: ''})).toEqual([]);
    const origins = connectOrigins({hostedSearch: hosted, analyticsEndpoint: 'https://stats.example.org/api/event?x=1'});
    expect(origins).toEqual([...algolia, 'https://stats.example.org']);
    expect(directives(contentSecurityPolicy({scriptHashes: [], connectOrigins: origins})).get('connect-src')).toEqual([
      "'self'",
      ...algolia,
      'https://stats.example.org',
    ]);
  });

  it('names the setting when the analytics endpoint is not an http(s) URL', () => {
    expect(() => connectOrigins({hostedSearch: null, analyticsEndpoint: '/api/event'})).toThrow(/ANALYTICS_ENDPOINT/);
    expect(() => connectOrigins({hostedSearch: null, analyticsEndpoint: 'javascript:alert(1)'})).toThrow(/ANALYTICS_ENDPOINT/);
  });
});

describe('inline scripts', () => {
  it('hashes the text of each script a browser runs, as CSP expects', () => {
    // The value browsers report for `alert(1)` in their CSP violation messages.
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    const html = `<html><head><script>alert(1)</script><script type="module">b()</script><script src="/a.js"></script>
      <script type="application/ld+json">{"@type":"Thing"}</script></head><body><script type="text/javascript">c()</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([scriptHash('alert(1)'), scriptHash('b()'), scriptHash('c()')]);
  });

  it('refuses inline event handlers and javascript: links, which no hash allows', () => {
    expect(() => inlineScriptHashes('<button onclick="go()">Go</button>', 'docs/x.html')).toThrow(/docs\/x\.html.*button\[onclick\]/);
    expect(() => inlineScriptHashes('<a href="JavaScript:go()">Go</a>')).toThrow(/javascript:/);
  });
});

describe('cache rules', () => {
  const rules = headerRules({scriptHashes: []}, ['assets', 'docs', 'search-index', 'img']);
  const cacheOf = (urlPath: string) => headersForPath(rules, urlPath).get('cache-control');

  it.each([
    ['/assets/js/main.0123abcd.js', IMMUTABLE],
    ['/assets/search-index/en.docs.t3.0123456789.json', IMMUTABLE],
    ['/', REVALIDATE],
    ['/index.html', REVALIDATE],
    ['/blog', REVALIDATE],
    ['/llms.txt', REVALIDATE],
    ['/docs/intro', REVALIDATE],
    ['/docs/Features/Live%20Preview/live-preview', REVALIDATE],
    ['/search-index/en.manifest.json', REVALIDATE],
    ['/img/favicon.svg', REVALIDATE],
  ])('%s: %s, from one rule only', (urlPath, expected) => expect(cacheOf(urlPath)).toBe(expected));

  it('send the security headers with every path', () => {
    for (const urlPath of ['/', '/assets/js/a.0123abcd.js', '/docs/intro', '/nowhere/at/all']) {
      const headers = headersForPath(rules, urlPath);
      expect(headers.get('content-security-policy')).toContain("object-src 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(headers.get('referrer-policy')).toBeTruthy();
      expect(headers.get('permissions-policy')).toBeTruthy();
    }
  });

  it('take the top-level folders of paths', () => {
    expect(topFolders(['/app-links/git', '/docs/older/intro', '/search-index/en.manifest.json', '/blog', '/'])).toEqual([
      'app-links',
      'docs',
      'search-index',
    ]);
  });

  it('know a hashed file name', () => {
    expect(isHashedName('assets/js/main.0123abcd.js')).toBe(true);
    expect(isHashedName('assets/js/main.0123abcd.js.br')).toBe(true);
    expect(isHashedName('assets/images/shot-0123abcdef-light.png')).toBe(false);
    expect(isHashedName('assets/images/logo-0123abcd.png')).toBe(true);
    expect(isHashedName('assets/search-index/en.docs.t3.0123456789.json')).toBe(true);
    expect(isHashedName('assets/robots.txt')).toBe(false);
  });
});

describe('the plugin after the build', () => {
  const context = (hostedSearch: unknown = null) => ({baseUrl: '/', siteConfig: {customFields: {hostedSearch}}}) as unknown as LoadContext;
  const run = async (outDir: string, hostedSearch: unknown = null, analyticsEndpoint = '') => {
    const plugin = securityHeadersPlugin(context(hostedSearch), {analyticsEndpoint}) as Plugin & {
      postBuild: (props: object) => Promise<void>;
    };
    await plugin.postBuild({outDir, routesPaths: ['/', '/docs/intro', '/blog']});
    return parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8'));
  };
  const site = () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'headers-build-'));
    mkdirSync(path.join(outDir, 'docs'));
    mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
    writeFileSync(path.join(outDir, 'index.html'), '<script>home()</script><script type="application/ld+json">{}</script>');
    writeFileSync(path.join(outDir, 'docs/intro.html'), '<script>home()</script><script>intro()</script>');
    writeFileSync(path.join(outDir, 'assets/js/main.0123abcd.js'), '');
    // A page another plugin wrote before this step (a redirect page), in a folder no route names.
    mkdirSync(path.join(outDir, 'app-links'));
    writeFileSync(path.join(outDir, 'app-links/git.html'), '<script>later()</script>');
    return outDir;
  };

  it('writes _headers with the hash of every inline script of every page and the cache rule of every folder', async () => {
    const rules = await run(site());
    const policy = headersForPath(rules, '/docs/intro').get('content-security-policy');
    expect(directives(policy!).get('script-src')).toEqual([
      "'self'",
      ...[scriptHash('home()'), scriptHash('intro()'), scriptHash('later()')].sort().map((h) => `'${h}'`),
    ]);
    expect(directives(policy!).get('connect-src')).toEqual(["'self'"]);
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/assets/*', '/', '/:file', '/app-links/*', '/docs/*']);
  });

  it('adds the hosted search and analytics origins when they are configured', async () => {
    const rules = await run(site(), hosted, 'https://stats.example.org/e');
    const policy = headersForPath(rules, '/').get('content-security-policy');
    expect(directives(policy!).get('connect-src')).toEqual(["'self'", ...algolia, 'https://stats.example.org']);
  });

  it('fails the build on a file under assets/ without a content hash, which would be cached for a year', async () => {
    const outDir = site();
    writeFileSync(path.join(outDir, 'assets/js/plain.js'), '');
    await expect(run(outDir)).rejects.toThrow(/assets\/js\/plain\.js/);
  });
});

describe("the README's nginx rules", () => {
  it('are the rules of config/headers.ts (tests/e2e/security-headers.spec.ts checks their hashes against the build)', () => {
    const block = readmeNginxBlock();
    const hashes = [...new Set([...block.matchAll(/'(sha256-[A-Za-z0-9+/]+=*)'/g)].map((match) => match[1]))];
    expect(hashes.length).toBeGreaterThan(0);
    expect(block).toBe(nginxRules({scriptHashes: hashes}));
  });
});
