import {createHash} from 'node:crypto';
import type {Manifest} from '../../search/format';
import {PICTURE_FORMATS, type PictureFormat} from './names';

/** Files and their total size. */
export type FileSet = {bytes: number; urls: string[]};

/**
 * What `build/offline-manifest.json` holds: the service worker caches `urls`, and the pictures of
 * one format, under a cache named after `buildId`. `bytes` is the size of `urls` alone.
 */
export type OfflineManifest = FileSet & {buildId: string; pictures: Record<PictureFormat, FileSet>};

/**
 * Parts the files into those every reader needs and the pictures that come in both formats, by
 * format. A `<picture>` offers the AVIF file and falls back to the WebP one, so a browser shows
 * one of the two and the copy needs only that one: for a browser that reads AVIF, every such
 * picture's WebP twin is 8 MB and 224 files it would never show. A picture in one format only is
 * needed by every reader.
 */
export function splitPictureTwins(files: ReadonlyArray<[url: string, bytes: number]>): {
  shared: Array<[string, number]>;
  pictures: Record<PictureFormat, Array<[string, number]>>;
} {
  const extension = new RegExp(`\\.(${PICTURE_FORMATS.join('|')})$`);
  const stem = (url: string) => url.replace(extension, '');
  const byFormat = Object.fromEntries(
    PICTURE_FORMATS.map((format) => [format, new Set(files.filter(([url]) => url.endsWith(`.${format}`)).map(([url]) => stem(url)))]),
  ) as Record<PictureFormat, Set<string>>;
  const twin = (url: string) => extension.test(url) && PICTURE_FORMATS.every((format) => byFormat[format].has(stem(url)));
  const pictures = Object.fromEntries(
    PICTURE_FORMATS.map((format) => [format, files.filter(([url]) => twin(url) && url.endsWith(`.${format}`))]),
  ) as Record<PictureFormat, Array<[string, number]>>;
  return {shared: files.filter(([url]) => !twin(url)), pictures};
}

/** Files with their sizes as a manifest's file set. */
export function fileSet(files: ReadonlyArray<[url: string, bytes: number]>): FileSet {
  return {bytes: files.reduce((sum, [, bytes]) => sum + bytes, 0), urls: files.map(([url]) => url)};
}

/** The route of a current docs page, a developer guide or API page, the search page or the home page. */
export function isOfflinePage(route: string, olderVersions: readonly string[]): boolean {
  if (route === '/' || route === '/search') return true;
  if (/^\/api(\/|$)/.test(route)) return true;
  const docs = /^\/docs(?:\/([^/]*).*)?$/.exec(route);
  if (!docs) return false;
  // Older versions live at /docs/<version>/…; `next` is the unreleased one, if a build ever has it.
  return !olderVersions.includes(docs[1] ?? '') && docs[1] !== 'next';
}

/** The search shards an offline reader's queries select: all but the older docs versions'. */
export function offlineShardIds(manifest: Manifest, olderVersions: readonly string[]): {keep: string[]; drop: string[]} {
  const older = new Set(olderVersions.map((version) => `docs-default-${version}`));
  const keep: string[] = [];
  const drop: string[] = [];
  for (const shard of manifest.shards) (older.has(shard.tag) ? drop : keep).push(shard.id);
  return {keep, drop};
}

/**
 * Files under `assets/` to cache: the bundles, styles, fonts and pictures, and the search shards
 * kept. Pre-compressed twins and source maps are served by the host, never asked for by name.
 */
export function isOfflineAsset(file: string, droppedShards: readonly string[]): boolean {
  if (!file.startsWith('assets/') || /\.(gz|br|map|LICENSE\.txt)$/.test(file)) return false;
  const name = file.split('/').pop() ?? '';
  return !(file.startsWith('assets/search-index/') && droppedShards.some((id) => name.startsWith(`${id}.`)));
}

/**
 * The site's own pictures a page's HTML names outside `assets/`: those under `img/` (the logo,
 * the pictures of the editor) and the clips' posters under `clips/`. The clips' videos stay
 * online; offline, a clip shows its poster. A picture of the editor comes as AVIF and WebP, which
 * every supported browser reads, with a PNG for browsers that read neither: the PNGs stay online.
 * The build's HTML leaves most attribute values unquoted (`src=/img/logo.svg`), so a name may
 * follow `=` as well as a quote, a space or a comma.
 */
export function staticPicturesOf(html: string): string[] {
  return [...html.matchAll(/["'\s,=](\/(?:img\/[^"'\s,?#)>]+|clips\/[^"'\s,?#)>]+\.(?:avif|webp)))/g)]
    .map((match) => match[1]!)
    .filter((url) => !(url.startsWith('/img/screenshots/') && url.endsWith('.png')));
}

/** A build id that changes when any cached file's bytes do. */
export function buildIdOf(files: ReadonlyArray<[url: string, content: Buffer | string]>): string {
  const hash = createHash('sha256');
  for (const [url, content] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(url).update('\0').update(content).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
