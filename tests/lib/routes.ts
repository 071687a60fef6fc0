/**
 * The site's content as its folders hold it: docs versions and their pages, developer guides,
 * blog posts and tags. The content tests read every page listed here. The pages the browser
 * tests visit come from the build itself (`src/plugins/route-list`). Node only: it reads the
 * file system.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {load as parseYaml} from 'js-yaml';
import {listMarkdown} from '../../scripts/lib/content.mjs';
import {currentDocsVersionLabel} from '../../config/site';
import olderDocsVersions from '../../versions.json';

/**
 * Docs versions and the folder each lives in, newest first: the current one (`docs/`), then the
 * older ones that `docusaurus docs:version` recorded in versions.json.
 */
export const docsVersions: readonly {name: string; dir: string; path: string}[] = [
  {name: currentDocsVersionLabel, dir: 'docs', path: '/docs'},
  ...olderDocsVersions.map((name) => ({name, dir: `versioned_docs/version-${name}`, path: `/docs/${name}`})),
];

const root = path.join(__dirname, '..', '..');

/** Doc ids of a content folder: Markdown files by path, without extension (no page sets `id`). */
export function docIdsIn(dir: string): string[] {
  const base = path.join(root, dir);
  return listMarkdown(base)
    .map((file: string) => path.relative(base, file).split(path.sep).join('/'))
    .filter((file: string) => !path.posix.basename(file).startsWith('_') && !(dir === 'api' && file.startsWith('API-Reference/')))
    .map((file: string) => file.replace(/\.mdx?$/, ''))
    .sort();
}

/** User-doc ids of each docs version. */
export const userDocIdsByVersion: Record<string, string[]> = Object.fromEntries(
  docsVersions.map((version) => [version.name, docIdsIn(version.dir)]),
);

/** Developer guides (the generated reference is in `apiModules`). */
export const apiGuideIds = docIdsIn('api');

/** Each blog post's front matter, read once: its slug, and its year (its date, or the date its file name starts with). */
const blogPosts = readdirSync(path.join(root, 'blog'))
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => {
    const {slug, date} = matter(readFileSync(path.join(root, 'blog', file), 'utf8')).data as {slug?: unknown; date?: unknown};
    return {slug: String(slug), year: date instanceof Date ? date.getUTCFullYear() : Number(String(date ?? file).slice(0, 4))};
  });

/** Blog post slugs, from the posts' front matter. */
export const blogPostSlugs: string[] = blogPosts.map((post) => post.slug).sort();

/** The year of each blog post. */
export const blogPostYears: number[] = blogPosts.map((post) => post.year);

/** The tags a post may use, from blog/tags.yml. */
export const blogTags: string[] = Object.keys(parseYaml(readFileSync(path.join(root, 'blog', 'tags.yml'), 'utf8')) as object).sort();
