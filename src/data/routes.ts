/**
 * Every route the site must serve, derived from the content folders. The e2e tests visit each
 * one and the sitemap check compares against it. Node only: it reads the file system.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {load as parseYaml} from 'js-yaml';
import {apiModules} from './apiModules';
import {appLinks} from './appLinks';

/** Docs versions and where they live; the first is the current one, served at `/docs/...`. */
export const docsVersions = [
  {name: '5.2', path: '/docs', dir: 'docs'},
  {name: '4.0', path: '/docs/4.0', dir: 'versioned_docs/version-4.0'},
  {name: '3.10', path: '/docs/3.10', dir: 'versioned_docs/version-3.10'},
] as const;
export type DocsVersionInfo = (typeof docsVersions)[number];

const root = path.join(__dirname, '..', '..');

/** Doc ids of a content folder: Markdown files by path, without extension (no page sets `id`). */
export function docIdsIn(dir: string): string[] {
  const ids: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, dir, relative), {withFileTypes: true})) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(dir === 'api' && child === 'API-Reference')) walk(child);
      } else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) ids.push(child.replace(/\.mdx?$/, ''));
    }
  };
  walk('');
  return ids.sort();
}

/** User-doc ids of each docs version. */
export const userDocIdsByVersion: Record<DocsVersionInfo['name'], string[]> = Object.fromEntries(
  docsVersions.map((version) => [version.name, docIdsIn(version.dir)]),
) as Record<DocsVersionInfo['name'], string[]>;

/** Developer guides (the generated reference is listed from `apiModules`). */
export const apiGuideIds = docIdsIn('api');

/** Blog post slugs, from the posts' front matter. */
export const blogPostSlugs: string[] = readdirSync(path.join(root, 'blog'))
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => String(matter(readFileSync(path.join(root, 'blog', file), 'utf8')).data.slug))
  .sort();

/** The tags a post may use, from blog/tags.yml. */
export const blogTags: string[] = Object.keys(parseYaml(readFileSync(path.join(root, 'blog', 'tags.yml'), 'utf8')) as object).sort();

export type RouteKind = 'page' | 'doc' | 'doc-version' | 'api-guide' | 'api-reference' | 'blog' | 'blog-tag';
export type SiteRoute = {path: string; kind: RouteKind};

const route = (kind: RouteKind) => (path: string): SiteRoute => ({path, kind});

export const siteRoutes: readonly SiteRoute[] = [
  ...['/', '/markdown-page', '/search'].map(route('page')),
  ...docsVersions.flatMap((version, index) =>
    userDocIdsByVersion[version.name].map((id) => `${version.path}/${id}`).map(route(index === 0 ? 'doc' : 'doc-version')),
  ),
  ...apiGuideIds.map((id) => `/api/${id}`).map(route('api-guide')),
  ...['/api/API-Reference', ...apiModules.map((m) => `/api/API-Reference/${m}`)].map(route('api-reference')),
  ...['/blog', '/blog/archive', '/blog/authors', ...blogPostSlugs.map((s) => `/blog/${s}`)].map(route('blog')),
  // Tag pages, and their index, stay out of the sitemap.
  ...['/blog/tags', ...blogTags.map((t) => `/blog/tags/${t}`)].map(route('blog-tag')),
];

/** Files served beside the pages. */
export const siteFiles = ['/blog/rss.xml', '/blog/atom.xml', '/sitemap.xml', '/robots.txt'] as const;

/** `/app-links/<topic>` pages: client-side redirects, not content. */
export const appLinkRoutes = appLinks.map(({topic}) => `/app-links/${topic}`);

export const docsHome = '/docs/intro';
export const apiHome = '/api/getting-started';
