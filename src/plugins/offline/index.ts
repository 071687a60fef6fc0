import {existsSync} from 'node:fs';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OLDER_DOCS_VERSIONS} from '../../data/docsVersions';
import type {Manifest} from '../../search/format';
import {indexUrl} from '../../search/limits';
import {MANIFEST_FILE, PICTURE_FORMATS, PICTURES_PARAM, WORKER_FILE, type PictureFormat} from './names';
import {
  buildIdOf,
  fileSet,
  isOfflineAsset,
  isOfflinePage,
  offlineShardIds,
  splitPictureTwins,
  staticPicturesOf,
  type OfflineManifest,
} from './select';
import {findBuiltPage} from '../../lib/builtFile.mjs';
import {declarePostBuildStep, inOrder} from '../postBuildOrder';

/** The search index's manifest, which src/plugins/search-index writes before this step runs (../postBuildOrder). */
async function searchManifestOf(file: string): Promise<{content: Buffer; manifest: Manifest}> {
  const content = await readFile(file);
  return {content, manifest: JSON.parse(content.toString('utf8')) as Manifest};
}

/**
 * Writes `build/offline-manifest.json` (what a reader who asks for offline reading gets: the current
 * docs, the guides and API reference, search and their assets) and `build/sw.js`, the service worker
 * that caches it. Nothing registers the worker until the reader asks (src/components/OfflineControl).
 */
export default function offlinePlugin(context: LoadContext): Plugin {
  declarePostBuildStep(context, 'offline');
  return {
    name: 'phoenix-docs-offline',
    postBuild: ({outDir, routesPaths}) =>
      inOrder(context, 'offline', async () => {
        const base = context.baseUrl;
        const files: Array<[string, Buffer]> = [];
        const pictures = new Set<string>();
        const routes = [...new Set(routesPaths.map((route) => `/${route.slice(base.length)}`))];
        for (const route of routes.filter((r) => isOfflinePage(r, OLDER_DOCS_VERSIONS))) {
          // The file the static server answers the route with (`trailingSlash: false`).
          const file = await findBuiltPage(outDir, route);
          if (!file) continue;
          const html = await readFile(file);
          files.push([route, html]);
          for (const picture of staticPicturesOf(html.toString('utf8'))) pictures.add(picture);
        }
        const notFound = path.join(outDir, '404.html');
        if (existsSync(notFound)) files.push(['/404.html', await readFile(notFound)]);
        for (const picture of pictures) {
          const file = path.join(outDir, decodeURIComponent(picture.slice(1)));
          if (existsSync(file)) files.push([picture, await readFile(file)]);
        }
        const dropped: string[] = [];
        const searchManifest = await searchManifestOf(path.join(outDir, indexUrl(context.i18n.currentLocale)));
        files.push([indexUrl(context.i18n.currentLocale), searchManifest.content]);
        dropped.push(...offlineShardIds(searchManifest.manifest, OLDER_DOCS_VERSIONS).drop);
        const assets = (await readdir(path.join(outDir, 'assets'), {recursive: true, withFileTypes: true}))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .filter((file) => isOfflineAsset(file, dropped));
        for (const file of assets) files.push([`/${file}`, await readFile(path.join(outDir, file))]);

        const {shared, pictures: twins} = splitPictureTwins(files.map(([url, content]) => [`${base}${url.slice(1)}`, content.length]));
        const manifest: OfflineManifest = {
          buildId: buildIdOf(files),
          ...fileSet(shared),
          pictures: Object.fromEntries(PICTURE_FORMATS.map((format) => [format, fileSet(twins[format])])) as OfflineManifest['pictures'],
        };
        await writeFile(path.join(outDir, MANIFEST_FILE), JSON.stringify(manifest));
        const worker = await readFile(path.join(__dirname, 'sw.js'), 'utf8');
        await writeFile(
          path.join(outDir, WORKER_FILE),
          worker
            .replaceAll('__BUILD_ID__', manifest.buildId)
            .replaceAll('__BASE_URL__', base)
            .replaceAll('__MANIFEST__', MANIFEST_FILE)
            .replaceAll('__PICTURES_PARAM__', PICTURES_PARAM),
        );
        const copy = (format: PictureFormat) =>
          `${manifest.urls.length + manifest.pictures[format].urls.length} files, ` +
          `${((manifest.bytes + manifest.pictures[format].bytes) / 1e6).toFixed(1)} MB with ${format.toUpperCase()} pictures`;
        console.log(`[offline] ${MANIFEST_FILE}: ${copy('avif')} (${copy('webp')}), build ${manifest.buildId}`);
      }),
  };
}
