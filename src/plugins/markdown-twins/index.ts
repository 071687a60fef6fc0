import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {pageToMarkdown, pageUrl, type Twin} from './toMarkdown';
import {llmsFullTxt, llmsTxt, sidebarOrder, type LlmsEntry, type LlmsHeader} from './llms';
import {findBuiltPage} from '../../lib/builtFile.mjs';

/**
 * Markdown twins and llms.txt, written after the build from the built pages.
 *
 * Every docs page (all versions), developer guide, API reference page and blog post also answers
 * at `{route}.md` with its content as Markdown (see ./toMarkdown.ts for the conventions);
 * `/llms.txt` lists the current version's docs, guides and API modules with their descriptions,
 * and `/llms-full.txt` holds the current docs and guides in sidebar order.
 *
 * Why our own plugin: the maintained ones were measured against what this site needs (README,
 * "Markdown for assistants"). docusaurus-plugin-llms and docusaurus-markdown-source-plugin copy the
 * Markdown sources, so `:menu[file.save]`, `:kbd[...]`, MDX imports and components would leak into
 * the twins, and the API reference (generated at build time) would be raw. The HTML-based
 * @signalwire/docusaurus-plugin-llms-txt comes closest, but one filter decides both the twins and
 * llms.txt (we need twins of every version and an index of the current one only), it groups pages
 * by URL depth rather than by sidebar, it writes `<br />` into the Markdown, and it cannot join the
 * three OSes' keys that our pages carry into one readable text.
 */

export const MARKDOWN_TWINS_PLUGIN = 'phoenix-docs-markdown-twins';

type TwinPage = {route: string; kind: 'doc' | 'blog'};

/** The built HTML file of a route; every route the plugin is given has one. */
async function htmlFileFor(outDir: string, route: string): Promise<string> {
  const file = await findBuiltPage(outDir, route);
  if (!file) throw new Error(`[markdown-twins] no built page for ${route}`);
  return file;
}

/** Where the twin of a route is written: `/docs/intro` → `docs/intro.md`, beside `docs/intro.html`. */
export function twinFileFor(outDir: string, route: string): string {
  return path.join(outDir, `${decodeURI(route).slice(1)}.md`);
}

/** The twin's URL, as pages link it (`<link rel="alternate">`) and llms.txt lists it. */
export function twinUrl(siteUrl: string, route: string): string {
  return `${pageUrl(siteUrl, route)}.md`;
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url;
  return {
    name: MARKDOWN_TWINS_PLUGIN,
    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const docsPlugins = plugins.filter((p) => p.name === 'docusaurus-plugin-content-docs');
      const userDocs = docsPlugins.find((p) => (p.options.id ?? 'default') === 'default')?.content as DocsContent | undefined;
      const apiDocs = docsPlugins.find((p) => p.options.id === 'api')?.content as DocsContent | undefined;
      const blog = plugins.find((p) => p.name === 'docusaurus-plugin-content-blog')?.content as BlogContent | undefined;
      if (!userDocs || !apiDocs || !blog) throw new Error('[markdown-twins] the user docs, API docs and blog plugins must all be loaded');

      const pages: TwinPage[] = [
        ...[...userDocs.loadedVersions, ...apiDocs.loadedVersions].flatMap((version) =>
          version.docs.map((doc) => ({route: doc.permalink, kind: 'doc' as const})),
        ),
        ...blog.blogPosts.map((post) => ({route: post.metadata.permalink, kind: 'blog' as const})),
      ];
      const twins = new Map<string, Twin>();
      for (const {route} of pages) {
        const twin = pageToMarkdown({html: await readFile(await htmlFileFor(outDir, route), 'utf8'), route, siteUrl});
        await writeFile(twinFileFor(outDir, route), twin.markdown);
        twins.set(route, twin);
      }

      const current = userDocs.loadedVersions.find((v) => v.isLast) ?? userDocs.loadedVersions[0]!;
      const apiVersion = apiDocs.loadedVersions[0]!;
      const inOrder = (version: typeof current) => {
        const byId = new Map(version.docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
        return sidebarOrder(version.sidebars, [...byId.keys()]).map((id) => byId.get(id)!);
      };
      const entry = (doc: Pick<DocMetadata, 'title' | 'description' | 'permalink'>): LlmsEntry => ({
        title: doc.title,
        url: twinUrl(siteUrl, doc.permalink),
        description: doc.description,
      });
      const userPages = inOrder(current);
      const apiPages = inOrder(apiVersion);
      const isReference = (doc: DocMetadata) => doc.id === 'API-Reference' || doc.id.startsWith('API-Reference/');
      const guides = apiPages.filter((doc) => !isReference(doc));
      const reference = apiPages.filter(isReference);
      const posts = blog.blogPosts.filter((post) => !post.metadata.unlisted);
      const olderVersions = userDocs.loadedVersions.filter((v) => v !== current).map((v) => v.label);

      const header: LlmsHeader = {
        title: context.siteConfig.title,
        summary: `Documentation of Phoenix Code ${current.label}, a free, open-source code editor for web development that runs in the browser and as a desktop app for Windows, macOS and Linux: the user guide, the developer guides for extensions and themes, and the extension API reference.`,
        details: [
          `Every page listed here is Markdown: the same page as HTML is at the same address without \`.md\`. Keyboard shortcuts are written for Windows, followed in brackets by the macOS or Linux keys where those differ, for example \`Ctrl+S\` (macOS: \`Cmd+S\`); menu paths are in bold, such as **File > Save File**.`,
          olderVersions.length
            ? `These pages describe version ${current.label}. The docs of older versions (${olderVersions.join(', ')}) are at \`/docs/<version>/...\`, and each of their pages has a Markdown twin too.`
            : '',
        ].filter(Boolean),
      };
      const index = llmsTxt(header, [
        {heading: 'Docs', entries: userPages.map(entry)},
        {heading: 'Developer guides', entries: guides.map(entry)},
        {heading: 'API reference', entries: reference.map(entry)},
        {
          heading: 'Optional',
          entries: posts.map((post) => ({
            title: post.metadata.title,
            url: twinUrl(siteUrl, post.metadata.permalink),
            description: post.metadata.description,
          })),
        },
      ]);
      const full = llmsFullTxt(
        {
          ...header,
          details: [
            `The user guide and the developer guides of version ${current.label}, in sidebar order. The API reference is listed, one Markdown page per module, in ${pageUrl(siteUrl, '/llms.txt')}.`,
          ],
        },
        [...userPages, ...guides].map((doc) => twins.get(doc.permalink)!),
      );
      await writeFile(path.join(outDir, 'llms.txt'), index);
      await writeFile(path.join(outDir, 'llms-full.txt'), full);
      console.log(
        `[markdown-twins] ${twins.size} Markdown pages; llms.txt lists ${userPages.length + guides.length + reference.length + posts.length}, llms-full.txt ${(full.length / 1024).toFixed(0)} KiB; ${Date.now() - started} ms`,
      );
    },
  };
}
