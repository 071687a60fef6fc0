import path from 'node:path';
import {mdxImport} from '../mdxImport';
import {highlightToHtml} from './highlight';

/**
 * Replaces the code blocks of matching pages with <StaticCodeBlock>, highlighted at build time.
 *
 * The generated API reference pages hold dozens of code blocks each. Highlighted in the browser,
 * every block is tokenised again and hydrated span by span, which on a phone was most of the
 * page's main-thread work. A static block is markup React leaves alone.
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

function staticBlock(node: MdNode): MdNode {
  const language = node.lang ?? 'text';
  const code = node.value ?? '';
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'language', value: language},
      {type: 'mdxJsxAttribute', name: 'code', value: code},
      {type: 'mdxJsxAttribute', name: 'html', value: highlightToHtml(code, language)},
    ],
    children: [],
  };
}

/** Only plain blocks: a title, line highlighting or a live block needs the full CodeBlock. */
const isPlain = (node: MdNode) => node.type === 'code' && !node.meta;

export function replaceCodeBlocks(tree: MdNode): number {
  let replaced = 0;
  const walk = (node: MdNode) => {
    if (!node.children) return;
    node.children = node.children.map((child) => {
      if (isPlain(child)) {
        replaced += 1;
        return staticBlock(child);
      }
      walk(child);
      return child;
    });
  };
  walk(tree);
  return replaced;
}

export default function remarkStaticHighlight(options: {include: RegExp}) {
  return (tree: MdNode, file: {path?: string}) => {
    if (!file.path || !options.include.test(file.path.split(path.sep).join('/'))) return;
    if (replaceCodeBlocks(tree) > 0) tree.children?.unshift(mdxImport(componentPath, COMPONENT));
  };
}
