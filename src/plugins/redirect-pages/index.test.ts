import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {checkHtml, findJava} from '../../../scripts/lib/html-validator.mjs';
import redirectPagesPlugin, {redirectFile, redirectPage, redirectProblems, redirectScript, type Redirect} from './index';

const root = mkdtempSync(path.join(tmpdir(), 'redirects-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

const site = {siteUrl: 'https://docs.phcode.dev', siteTitle: 'Phoenix Code Docs', lang: 'en'};
const routes = ['/', '/docs/intro', '/docs/Features/Live Preview/live-preview', '/docs/Features/terminal'];

describe('redirectFile', () => {
  it.each([
    ['/app-links/terminal', 'app-links/terminal/index.html'],
    ['/docs/Features/Problems Panel/html-lint/', 'docs/Features/Problems Panel/html-lint/index.html'],
  ])('%s -> %s', (from, file) => expect(redirectFile(from)).toBe(path.join(...file.split('/'))));
});

describe('redirectProblems', () => {
  it('accepts redirects to pages, with or without a hash, and with the path encoded or not', () => {
    expect(
      redirectProblems(
        [
          {from: '/app-links/terminal', to: '/docs/Features/terminal#open-terminal'},
          {from: '/app-links/live-preview', to: '/docs/Features/Live Preview/live-preview'},
          {from: '/docs/Features/Live%20Preview/old', to: '/docs/Features/Live%20Preview/live-preview'},
        ],
        routes,
      ),
    ).toEqual([]);
  });

  it('names a target that is no page, a source that is a page, and a source used twice', () => {
    const redirects: Redirect[] = [
      {from: '/app-links/gone', to: '/docs/Features/no-such-page#x'},
      {from: '/docs/intro', to: '/docs/Features/terminal'},
      {from: '/app-links/twice', to: '/docs/intro'},
      {from: '/app-links/twice', to: '/docs/intro'},
    ];
    expect(redirectProblems(redirects, routes)).toEqual([
      '/app-links/gone redirects to /docs/Features/no-such-page#x, which is not a page of the site',
      '/docs/intro is a page of the site; a redirect would hide it',
      '/app-links/twice is redirected twice',
    ]);
  });
});

describe('redirectPage', () => {
  const toHeading = redirectPage({...site, to: '/docs/Features/Live Preview/live-preview#start-live-preview'});
  const toPage = redirectPage({...site, to: '/docs/Features/terminal'});

  it('has a title, and its refresh, canonical (without the hash), script and link all go to the encoded target', () => {
    expect(toHeading).toContain(
      '<title>Redirecting to /docs/Features/Live Preview/live-preview#start-live-preview | Phoenix Code Docs</title>',
    );
    expect(toHeading).toContain(
      '<meta http-equiv="refresh" content="0; url=/docs/Features/Live%20Preview/live-preview#start-live-preview">',
    );
    expect(toHeading).toContain('<link rel="canonical" href="https://docs.phcode.dev/docs/Features/Live%20Preview/live-preview">');
    expect(toHeading).toContain('<a href="/docs/Features/Live%20Preview/live-preview#start-live-preview">');
  });

  it('the script is in the head, before the body', () => {
    expect(toPage.indexOf('<script')).toBeGreaterThan(toPage.indexOf('<meta http-equiv="refresh"'));
    expect(toPage.indexOf('</script>')).toBeLessThan(toPage.indexOf('</head>'));
  });

  it('goes to the refresh target, and passes on the query and hash it was opened with only when the target has none', () => {
    const run = (html: string) => {
      const content = /<meta http-equiv="refresh" content="([^"]+)">/.exec(html)![1];
      const keep = html.includes('<script data-keep-query>');
      const location = {search: '?q=1', hash: '#h', href: ''};
      const document = {
        querySelector: (selector: string) => (selector === 'meta[http-equiv="refresh"]' ? {content} : null),
        currentScript: {hasAttribute: (name: string) => name === 'data-keep-query' && keep},
      };
      new Function('document', 'location', redirectScript)(document, location);
      return location.href;
    };
    expect(run(toPage)).toBe('/docs/Features/terminal?q=1#h');
    expect(run(toHeading)).toBe('/docs/Features/Live%20Preview/live-preview#start-live-preview');
    // One script text on every redirect page: one hash in the Content-Security-Policy.
    expect(toPage).toContain(`>${redirectScript}</script>`);
    expect(toHeading).toContain(`<script>${redirectScript}</script>`);
  });

  it.skipIf(!findJava())(
    'is valid HTML (Nu HTML Checker)',
    () => {
      const files = [toHeading, toPage].map((html, i) => {
        const file = path.join(root, `page-${i}.html`);
        writeFileSync(file, html);
        return file;
      });
      expect(checkHtml(files).map((m) => `${m.file}: ${m.message}`)).toEqual([]);
    },
    60_000,
  );
});

describe('the plugin after the build', () => {
  const context = {
    siteConfig: {url: site.siteUrl, title: site.siteTitle},
    baseUrl: '/',
    i18n: {currentLocale: 'en', localeConfigs: {en: {htmlLang: 'en'}}},
  } as unknown as LoadContext;
  const postBuild = (redirects: Redirect[], outDir: string) =>
    (redirectPagesPlugin(context, {redirects}) as Plugin & {postBuild: (props: object) => Promise<void>}).postBuild({
      routesPaths: routes,
      outDir,
    });

  it('writes one page per redirect', async () => {
    const outDir = path.join(root, 'build');
    await postBuild([{from: '/app-links/terminal', to: '/docs/Features/terminal#open-terminal'}], outDir);
    expect(readFileSync(path.join(outDir, 'app-links/terminal/index.html'), 'utf8')).toContain('url=/docs/Features/terminal#open-terminal');
  });

  it('fails the build on a redirect to no page, and writes nothing', async () => {
    const outDir = path.join(root, 'broken');
    await expect(postBuild([{from: '/app-links/x', to: '/docs/gone'}], outDir)).rejects.toThrow('/docs/gone, which is not a page');
    expect(existsSync(outDir)).toBe(false);
  });

  it('never overwrites a file of the build', async () => {
    const outDir = path.join(root, 'taken');
    mkdirSync(path.join(outDir, 'app-links/terminal'), {recursive: true});
    writeFileSync(path.join(outDir, 'app-links/terminal/index.html'), 'mine');
    await expect(postBuild([{from: '/app-links/terminal', to: '/docs/intro'}], outDir)).rejects.toThrow(/EEXIST/);
    expect(readFileSync(path.join(outDir, 'app-links/terminal/index.html'), 'utf8')).toBe('mine');
  });
});
