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
 * - A `live` block becomes <DeferredLiveCodeBlock>, its code highlighted here too: the playground
 *   loads only when the reader comes near the block.
 * - Any other block (line highlighting, line numbers, magic comments) stays a code block for the
 *   theme's CodeBlock, and the page imports the highlighter itself. The import puts it in the
 *   page's own chunks, which load before the page renders or hydrates; the block is marked so the
 *   CodeBlock wrapper renders it directly.
 */
const modules = {
  static: path.join(__dirname, 'StaticCodeBlock', 'index.tsx'),
  live: path.join(__dirname, 'DeferredLiveCodeBlock', 'index.tsx'),
  classic: path.join(__dirname, 'ClassicCodeBlock.tsx'),
};
const components = {static: 'StaticCodeBlock', live: 'DeferredLiveCodeBlock'} as const;

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

/** The block as a JSX element of one of the build-time highlighted components. */
function highlightedBlock(node: Code, kind: keyof typeof components, extra: Record<string, string>) {
  const language = node.lang ?? 'text';
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute' as const, name, value});
  return {
    type: 'mdxJsxFlowElement' as const,
    name: components[kind],
    attributes: [
      attribute('language', language),
      attribute('code', node.value),
      attribute('html', highlightToHtml(node.value, language)),
      ...Object.entries(extra).map(([name, value]) => attribute(name, value)),
    ],
    children: [],
  };
}

export default function remarkCodeBlocks() {
  return (tree: Root) => {
    const needs = new Set<'static' | 'classic' | 'live'>();
    visit(tree, 'code', (node, index, parent) => {
      const title = staticTitle(node);
      const kind = LIVE.test(node.meta ?? '') ? 'live' : title !== null ? 'static' : 'classic';
      if (kind !== 'classic' && parent && index !== undefined) {
        const extra: Record<string, string> = kind === 'live' ? {meta: node.meta ?? ''} : title ? {title} : {};
        (parent.children as unknown[])[index] = highlightedBlock(node, kind, extra);
        needs.add(kind);
        return SKIP;
      }
      needs.add('classic');
      node.data = {...node.data, hProperties: {...node.data?.hProperties, [PRELOADED_PROP]: 'true'}};
      return undefined;
    });
    for (const kind of needs) {
      tree.children.unshift((kind === 'classic' ? mdxImport(modules.classic) : mdxImport(modules[kind], components[kind])) as never);
    }
  };
}
