import path from 'node:path';
import type {Code, Root} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import {mdxImport} from '../mdxImport';
import {highlightToHtml} from './highlight';
import {PRELOADED_PROP} from './preloadedProp';

/**
 * The one Markdown step for code blocks, on every page of the docs, guides, reference, blog and
 * pages:
 *
 * - A plain or titled block becomes <StaticCodeBlock>, highlighted here. Highlighted in the
 *   browser, a page with one block downloaded Prism (about 29 KB) and hydrated every token; a
 *   static block is markup React leaves alone.
 * - Any other block (`live`, line highlighting, line numbers, magic comments) stays a code block
 *   for the theme's CodeBlock, and the page imports the highlighter (and for `live`, the
 *   playground) itself. The import puts them in the page's own chunks, which load before the page
 *   renders or hydrates; the block is marked so the CodeBlock wrapper renders it directly.
 */
const modules = {
  static: path.join(__dirname, 'StaticCodeBlock', 'index.tsx'),
  classic: path.join(__dirname, 'ClassicCodeBlock.tsx'),
  live: path.join(__dirname, 'LiveCodeBlock.tsx'),
};
const STATIC_COMPONENT = 'StaticCodeBlock';

// A title is the only option a static block renders.
const TITLE_ONLY = /^\s*title=(["'])(.*)\1\s*$/;
const MAGIC_COMMENT = /(\/\/|#|<!--|\/\*)\s*(highlight-(next-line|start|end)|this-line-error)\b/;
const LIVE = /(^|\s)live(\s|$)/;

/** The block's title ('' for none), or null when the block needs the theme's CodeBlock. */
export function staticTitle(node: Pick<Code, 'meta' | 'value'>): string | null {
  if (MAGIC_COMMENT.test(node.value)) return null;
  if (!node.meta?.trim()) return '';
  const title = TITLE_ONLY.exec(node.meta);
  return title ? title[2] : null;
}

function staticBlock(node: Code, title: string) {
  const language = node.lang ?? 'text';
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute' as const, name, value});
  return {
    type: 'mdxJsxFlowElement' as const,
    name: STATIC_COMPONENT,
    attributes: [
      attribute('language', language),
      attribute('code', node.value),
      attribute('html', highlightToHtml(node.value, language)),
      ...(title ? [attribute('title', title)] : []),
    ],
    children: [],
  };
}

export default function remarkCodeBlocks() {
  return (tree: Root) => {
    const needs = new Set<'static' | 'classic' | 'live'>();
    visit(tree, 'code', (node, index, parent) => {
      const title = staticTitle(node);
      if (title !== null && parent && index !== undefined) {
        (parent.children as unknown[])[index] = staticBlock(node, title);
        needs.add('static');
        return SKIP;
      }
      needs.add(LIVE.test(node.meta ?? '') ? 'live' : 'classic');
      node.data = {...node.data, hProperties: {...node.data?.hProperties, [PRELOADED_PROP]: 'true'}};
      return undefined;
    });
    for (const kind of needs) {
      tree.children.unshift((kind === 'static' ? mdxImport(modules.static, STATIC_COMPONENT) : mdxImport(modules[kind])) as never);
    }
  };
}
