import path from 'node:path';
import {mdxImport} from '../mdxImport';
import {PRELOADED_PROP} from './preloadedProp';

/**
 * Makes a Markdown page that has code blocks import the highlighter itself.
 *
 * The import puts Prism (and, for `live` blocks, the playground) in the page's own chunks, which
 * Docusaurus loads before it renders or hydrates the page. A page with no code block imports
 * nothing and never downloads Prism.
 */
interface MdNode {
  type: string;
  meta?: string | null;
  children?: MdNode[];
  value?: string;
  data?: {hProperties?: Record<string, unknown>; [key: string]: unknown};
}


const modules = {
  classic: path.join(__dirname, 'ClassicCodeBlock.tsx'),
  live: path.join(__dirname, 'LiveCodeBlock.tsx'),
};

/** The kinds of code block in a page, marking each block as preloaded on the way. */
export function codeBlockKinds(tree: MdNode): Set<'classic' | 'live'> {
  const kinds = new Set<'classic' | 'live'>();
  const walk = (node: MdNode) => {
    if (node.type === 'code') {
      kinds.add(/(^|\s)live(\s|$)/.test(node.meta ?? '') ? 'live' : 'classic');
      node.data = {...node.data, hProperties: {...node.data?.hProperties, [PRELOADED_PROP]: 'true'}};
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return kinds;
}

export default function remarkLoadHighlighter() {
  return (tree: MdNode) => {
    const kinds = codeBlockKinds(tree);
    for (const kind of kinds) tree.children?.unshift(mdxImport(modules[kind]));
  };
}
