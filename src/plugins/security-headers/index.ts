import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {connectOrigins, formatHeadersFile, HASHED_DIR, headerRules} from '../../../config/headers';
import type {HostedSearch} from '../../../config/search';
import {inlineScriptHashes, isHashedName} from './inlineScripts';
import {topFolders} from './topFolders';
import {declarePostBuildStep, inOrder} from '../postBuildOrder';

export type Options = {
  /** Overrides ANALYTICS_ENDPOINT, for tests. */
  analyticsEndpoint?: string;
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join((entry as {parentPath?: string}).parentPath ?? (entry as unknown as {path: string}).path, entry.name));
}

/**
 * Writes `build/_headers`: the Content-Security-Policy with the hash of every inline script the
 * pages run, the other security headers, and the cache rules (config/headers.ts has the values).
 * Netlify and Cloudflare Pages read the file; scripts/serve.mjs and the test server apply it.
 */
export default function securityHeadersPlugin(context: LoadContext, options: Options = {}): Plugin {
  declarePostBuildStep(context, 'security-headers');
  return {
    name: 'phoenix-docs-security-headers',
    postBuild: ({outDir, routesPaths}) =>
      inOrder(context, 'security-headers', async () => {
        const files = await filesUnder(outDir);
        const relative = files.map((file) => path.relative(outDir, file).split(path.sep).join('/'));
        const unhashed = relative.filter((file) => file.startsWith(`${HASHED_DIR}/`) && !isHashedName(file));
        if (unhashed.length)
          throw new Error(`Files under ${HASHED_DIR}/ are cached for a year, but these have no content hash: ${unhashed.join(', ')}`);

        // Every page of the build, the redirect pages too: this step runs after the plugins that
        // write pages and folders (../postBuildOrder).
        const hashes = new Set<string>();
        for (const file of files.filter((name) => name.endsWith('.html'))) {
          for (const hash of inlineScriptHashes(await readFile(file, 'utf8'), path.relative(outDir, file))) hashes.add(hash);
        }
        const topLevel = await readdir(outDir, {withFileTypes: true});
        const dirs = new Set(topLevel.filter((entry) => entry.isDirectory()).map((entry) => entry.name));
        for (const dir of topFolders(routesPaths.map((route) => route.slice(context.baseUrl.length - 1)))) dirs.add(dir);
        const rules = headerRules(
          {
            scriptHashes: [...hashes],
            connectOrigins: connectOrigins({
              hostedSearch: (context.siteConfig.customFields?.hostedSearch as HostedSearch | null | undefined) ?? null,
              analyticsEndpoint: options.analyticsEndpoint ?? process.env.ANALYTICS_ENDPOINT,
            }),
          },
          [...dirs],
        );
        await writeFile(
          path.join(outDir, '_headers'),
          formatHeadersFile(
            rules,
            'Written by the build (src/plugins/security-headers) from config/headers.ts: edit that file, not this one.',
          ),
        );
        console.log(`[security-headers] _headers: ${hashes.size} inline script hashes, ${rules.length} rules`);
      }),
  };
}
