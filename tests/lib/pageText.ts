/**
 * The text a reader reads on a docs page or guide, from its Markdown or MDX source, without a
 * build: what the claims ledger's words are checked against (tests/unit/claims.test.ts). The page
 * goes through the build's own remark steps for pictures, clips and editor facts, so directives
 * become the names the facts give and placed clips bring their captions; then Markdown markup and
 * HTML tags are dropped, blocks are separated, and whitespace is collapsed, as in the browser's
 * `innerText` of the page with its whitespace collapsed. Node only.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {createProcessor} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import {unified} from 'unified';
import remarkEditorMedia from '../../src/plugins/editor-media/remark';
import remarkEditorFacts from '../../src/plugins/editor-facts/remarkEditorFacts';
import {projectPlacements} from '../../src/data/editorMedia';

type Node = {
  type: string;
  value?: string;
  tagName?: string;
  children?: Node[];
  data?: {hChildren?: Node[]; directiveLabel?: boolean};
};

/** Inline nodes: their text runs on with the text around them. Anything else is a block of its own. */
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'html',
  'break',
  'textDirective',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'image',
  'imageReference',
  'footnoteReference',
]);
/** Elements the build's plugins insert (hast) that start a block. */
const BLOCK_TAGS = new Set(['p', 'div', 'figure', 'figcaption', 'ol', 'ul', 'li', 'table', 'tr', 'td', 'th', 'video', 'picture']);
/** Nodes that show no text: code imports, expressions, leaf directives (`::keymap`, a table of names), pictures. */
const SILENT = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'leafDirective', 'image', 'imageReference', 'definition']);

/**
 * A paragraph that is a Markdown table: the pages are CommonMark, parsed here without the GFM
 * table extension (it is not one of the site's own dependencies), so a table arrives as a
 * paragraph. Its delimiter row goes and each `|` becomes a cell break.
 */
function tableCells(text: string): string {
  if (!text.trimStart().startsWith('|')) return text;
  return text
    .split('\n')
    .filter((line) => !/^\s*\|?(\s*:?-+:?\s*\|)+\s*(:?-+:?)?\s*$/.test(line))
    .map((line) => line.replace(/(^|[^\\])\|/g, '$1\n'))
    .join('\n');
}

function textOf(node: Node): string {
  if (SILENT.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value ?? '';
  if (node.type === 'html') return (node.value ?? '').replace(/<[^>]*>/g, '');
  if (node.type === 'break') return '\n';
  if (node.type === 'element' && (node.tagName === 'img' || node.tagName === 'source')) return '';
  if (node.type === 'containerDirective' && node.children?.[0]?.data?.directiveLabel) {
    // An admonition's own title, `:::note[Desktop app only]`, is shown; the default title ("Note") is the theme's.
    const [label, ...rest] = node.children;
    return `\n${textOf(label!)}\n${rest.map((child) => block(child)).join('')}`;
  }
  const children = node.data?.hChildren ?? node.children ?? [];
  let out = children.map((child) => block(child)).join('');
  if (node.type === 'heading') out = out.replace(/\s*\\?\{#[^}]*\\?\}\s*$/, '');
  if (node.type === 'paragraph') out = tableCells(out);
  return out;
}

/** A child's text, on lines of its own when it is a block. */
function block(node: Node): string {
  const text = textOf(node);
  const isBlock = node.type === 'element' ? BLOCK_TAGS.has(node.tagName ?? '') : !PHRASING.has(node.type);
  return isBlock ? `\n${text}\n` : text;
}

/** Whitespace collapsed, as the ledger's words are compared. */
export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A page's rendered text, whitespace collapsed. `file` is the page's path from the site's root
 * (`docs/file-management.md`): the build's steps read it to find the page's version, pictures and clips.
 * `withClips: false` leaves the clips and their captions out.
 */
export async function renderedPageText(source: string, file: string, {withClips = true} = {}): Promise<string> {
  const {content} = matter(source);
  const tree = createProcessor({format: file.endsWith('.mdx') ? 'mdx' : 'md', remarkPlugins: [remarkDirective]}).parse(content);
  // Without clips, the page as a release cut leaves it: the pictures stay, the clips are recorded again.
  const placements = withClips ? projectPlacements : {picture: projectPlacements.picture};
  const transformed = await unified()
    .use(remarkEditorMedia, {baseUrl: '/', placements})
    .use(remarkEditorFacts)
    .run(tree as never, {path: file, history: [file]} as never);
  return collapse(textOf(transformed as unknown as Node));
}

/** A page of the site: its route (decoded, as the ledger writes it) and its source file. */
export type SitePage = {route: string; file: string};

/**
 * The route Docusaurus gives a content file, from its path as the docs plugin does: the path
 * inside the folder without the extension, under the folder's route (`docs/Features/git.md` is
 * `/docs/Features/git`); `index`, `README` and a file named like its folder stand for the folder;
 * front matter `id` replaces the file name and `slug` the route (absolute, or relative to the folder).
 */
export function routeOf(relativeFile: string, routeBase: string, frontMatter: {id?: unknown; slug?: unknown} = {}): string {
  const parts = relativeFile.replace(/\.mdx?$/, '').split('/');
  let name = typeof frontMatter.id === 'string' ? frontMatter.id : parts.pop()!;
  if (typeof frontMatter.id === 'string') parts.pop();
  const folder = parts.join('/');
  if (typeof frontMatter.slug === 'string') {
    const slug = frontMatter.slug;
    return path.posix.join(routeBase, slug.startsWith('/') ? slug : path.posix.join(folder, slug)).replace(/(.)\/$/, '$1');
  }
  const isFolderIndex =
    /^(index|readme)$/i.test(name) || (parts.length > 0 && name.toLowerCase() === parts[parts.length - 1]!.toLowerCase());
  if (isFolderIndex) name = '';
  return path.posix.join(routeBase, folder, name).replace(/(.)\/$/, '$1');
}

/**
 * Every page of a content folder (`docs`, `versioned_docs/version-<v>`, `api`), found by walking
 * it: partials (`_name.md`) and the generated `api/API-Reference/` are no pages of their own.
 */
export function pagesIn(siteDir: string, dir: string, routeBase: string): SitePage[] {
  const pages: SitePage[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(siteDir, dir, relative), {withFileTypes: true})) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.name.startsWith('_')) continue;
      if (entry.isDirectory()) {
        if (!(dir === 'api' && rel === 'API-Reference')) walk(rel);
      } else if (/\.mdx?$/.test(entry.name)) {
        const file = `${dir}/${rel}`;
        pages.push({route: routeOf(rel, routeBase, matter(readFileSync(path.join(siteDir, file), 'utf8')).data), file});
      }
    }
  };
  walk('');
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
