import {describe, expect, it} from 'vitest';
import {headerRules, REVALIDATE} from '../../../config/headers';
import {headersForPath} from '../../../scripts/lib/headers-file.mjs';
import type {Manifest} from '../../search/format';
import {OLDER_DOCS_VERSIONS} from '../../data/docsVersions';
import {MANIFEST_FILE, WORKER_FILE} from './names';
import {buildIdOf, fileSet, isOfflineAsset, isOfflinePage, offlineShardIds, splitPictureTwins, staticPicturesOf} from './select';

/** The older docs versions, and the newest and oldest of them for the fixtures. */
const older = OLDER_DOCS_VERSIONS;
const [newer, oldest] = [older[0]!, older[older.length - 1]!];

describe('the offline copy', () => {
  it('holds the current docs, the guides and API reference, search and the home page, not the older versions or the blog', () => {
    for (const route of [
      '/',
      '/search',
      '/docs',
      '/docs/intro',
      '/docs/editing/live-preview',
      '/api',
      '/api/API-Reference/command/Commands',
    ])
      expect(isOfflinePage(route, older), route).toBe(true);
    for (const route of [
      `/docs/${newer}`,
      `/docs/${newer}/intro`,
      `/docs/${oldest}/intro`,
      '/blog',
      '/blog/some-post',
      '/apis',
      '/docsearch',
    ])
      expect(isOfflinePage(route, older), route).toBe(false);
  });

  it('keeps the search shards of the current version, the API and the pages, and drops the older versions’', () => {
    const shard = (id: string, tag: string) => ({id, language: 'en', tag, meta: 'm', chunks: [], short: []});
    const manifest: Manifest = {
      format: 2,
      base: '../assets/search-index',
      shards: [
        shard('en.docs-default-current', 'docs-default-current'),
        shard(`en.docs-default-${newer}`, `docs-default-${newer}`),
        shard('en.docs-api-current', 'docs-api-current'),
        shard('en.default', 'default'),
      ],
    };
    expect(offlineShardIds(manifest, older)).toEqual({
      keep: ['en.docs-default-current', 'en.docs-api-current', 'en.default'],
      drop: [`en.docs-default-${newer}`],
    });
  });

  it('caches every asset but the dropped shards, the compressed twins and the source maps', () => {
    const drop = [`en.docs-default-${newer}`];
    expect(isOfflineAsset('assets/js/main.0123abcd.js', drop)).toBe(true);
    expect(isOfflineAsset('assets/css/styles.0123abcd.css', drop)).toBe(true);
    expect(isOfflineAsset('assets/search-index/en.docs-default-current.t0.0123abcd.json', drop)).toBe(true);
    expect(isOfflineAsset(`assets/search-index/en.docs-default-${newer}.t0.0123abcd.json`, drop)).toBe(false);
    expect(isOfflineAsset('assets/js/main.0123abcd.js.br', drop)).toBe(false);
    expect(isOfflineAsset('assets/js/main.0123abcd.js.map', drop)).toBe(false);
    expect(isOfflineAsset('img/logo.svg', drop)).toBe(false);
  });

  it('finds the site’s own pictures a page names', () => {
    const html = '<img src="/img/a.png"><img srcset="/img/b.webp 1x, /img/c.webp 2x"><link href="/img/favicon.ico"><a href="/imgx">';
    expect(staticPicturesOf(html)).toEqual(['/img/a.png', '/img/b.webp', '/img/c.webp', '/img/favicon.ico']);
  });

  it('reads unquoted attributes, as the build writes them, and takes clip posters, not clip videos or PNG fallbacks', () => {
    const html =
      '<img src=/img/logo.svg alt=""><link rel=icon href=/img/favicon.svg>' +
      '<picture><source type=image/avif srcset=/clips/9.9/x-light.avif /><img src=/clips/9.9/x-light.webp width=520></picture>' +
      '<video><source src=/clips/9.9/x-light.webm type=video/webm><track src=/clips/9.9/x-light.win.vtt></video>' +
      '<picture><source srcset="/img/screenshots/9.9/y.avif 1x, /img/screenshots/9.9/y@2x.avif 2x"><img src=/img/screenshots/9.9/y.png></picture>';
    expect(staticPicturesOf(html)).toEqual([
      '/img/logo.svg',
      '/img/favicon.svg',
      '/clips/9.9/x-light.avif',
      '/clips/9.9/x-light.webp',
      '/img/screenshots/9.9/y.avif',
      '/img/screenshots/9.9/y@2x.avif',
    ]);
  });

  it('keeps a picture offered in both formats apart by format, and a picture in one format with every other file', () => {
    const files: Array<[string, number]> = [
      ['/docs/intro', 10],
      ['/img/screenshots/9.9/y.avif', 3],
      ['/img/screenshots/9.9/y.webp', 5],
      ['/img/screenshots/9.9/y@2x.avif', 7],
      ['/img/screenshots/9.9/y@2x.webp', 11],
      ['/clips/9.9/x-light.avif', 13],
      ['/clips/9.9/x-light.webp', 17],
      // One format only: every reader needs it.
      ['/img/only.webp', 19],
      ['/img/lone.avif', 23],
      ['/img/logo.svg', 29],
    ];
    const {shared, pictures} = splitPictureTwins(files);
    expect(shared.map(([url]) => url)).toEqual(['/docs/intro', '/img/only.webp', '/img/lone.avif', '/img/logo.svg']);
    expect(pictures.avif.map(([url]) => url)).toEqual([
      '/img/screenshots/9.9/y.avif',
      '/img/screenshots/9.9/y@2x.avif',
      '/clips/9.9/x-light.avif',
    ]);
    expect(pictures.webp.map(([url]) => url)).toEqual([
      '/img/screenshots/9.9/y.webp',
      '/img/screenshots/9.9/y@2x.webp',
      '/clips/9.9/x-light.webp',
    ]);
    expect(fileSet(pictures.avif)).toEqual({bytes: 23, urls: pictures.avif.map(([url]) => url)});
    expect(fileSet(shared).bytes).toBe(81);
  });

  it('gives a build a new id when any file changes, and the same id for the same files in any order', () => {
    const files: Array<[string, string]> = [
      ['/docs/intro', '<h1>Intro</h1>'],
      ['/assets/js/main.1.js', 'x'],
    ];
    expect(buildIdOf(files)).toBe(buildIdOf([...files].reverse()));
    expect(buildIdOf(files)).not.toBe(buildIdOf([['/docs/intro', '<h1>Intro!</h1>'], files[1]!]));
    expect(buildIdOf(files)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is served revalidated on every visit: the worker and its manifest are never cached as immutable', () => {
    const rules = headerRules({scriptHashes: []}, ['assets', 'docs', 'api', 'search-index']);
    for (const file of [WORKER_FILE, MANIFEST_FILE]) expect(headersForPath(rules, `/${file}`).get('cache-control'), file).toBe(REVALIDATE);
  });
});
