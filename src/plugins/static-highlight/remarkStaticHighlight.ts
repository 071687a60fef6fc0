import path from 'node:path';
import {mdxImport} from '../mdxImport';
import {highlightToHtml} from './highlight';

/**
 * Replaces the code blocks of a page with <StaticCodeBlock>, highlighted at build time.
 *
 * Highlighted in the browser, every block needs Prism (about 29 KB of script for a page with a
 * single block) and is tokenised again and hydrated span by span, which on a reference page with
 * fifty blocks was most of the main-thread work on a phone. A static block is markup React leaves
 * alone, so only pages with a `live` block still download the highlighter.
 */
interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  name?: string;
  attributes?: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  data?: unknown;
}

const componentPath = path.join(__dirname, '..', '..', 'components', 'StaticCodeBlock', 'index.tsx');
const COMPONENT = 'StaticCodeBlock';

// A title is the only option a static block renders. Line highlighting (`{1,3}`, magic comments),
// line numbers and `live` need the theme's CodeBlock, which still handles them.
const TITLE_ONLY = /^\s*title=(["'])(.*)\1\s*$/;
const MAGIC_COMMENT = /(\/\/|#|<!--|\/\*)\s*(highlight-(next-line|start|end)|this-line-error)\b/;

/** The block's title ('' for none), or null when the block needs the theme's CodeBlock. */
export function staticTitle(node: MdNode): string | null {
  if (node.type !== 'code' || MAGIC_COMMENT.test(node.value ?? '')) return null;
  if (!node.meta?.trim()) return '';
  const title = TITLE_ONLY.exec(node.meta);
  return title ? title[2] : null;
}

function staticBlock(node: MdNode, title: string): MdNode {
  const language = node.lang ?? 'text';
  const code = node.value ?? '';
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute' as const, name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      attribute('language', language),
      attribute('code', code),
      attribute('html', highlightToHtml(code, language)),
      ...(title ? [attribute('title', title)] : []),
    ],
    children: [],
  };
}

export function replaceCodeBlocks(tree: MdNode): number {
  let replaced = 0;
  const walk = (node: MdNode) => {
    if (!node.children) return;
    node.children = node.children.map((child) => {
      const title = staticTitle(child);
      if (title !== null) {
        replaced += 1;
        return staticBlock(child, title);
      }
      walk(child);
      return child;
    });
  };
  walk(tree);
  return replaced;
}

export default function remarkStaticHighlight() {
  return (tree: MdNode) => {
    if (replaceCodeBlocks(tree) > 0) tree.children?.unshift(mdxImport(componentPath, COMPONENT));
  };
}
