import {describe, expect, it} from 'vitest';
import remarkLoadHighlighter from './remarkLoadHighlighter';
import {PRELOADED_PROP} from './preloadedProp';

type Node = {type: string; meta?: string; value?: string; children?: Node[]; data?: {hProperties?: Record<string, unknown>}};

describe('pages load the highlighter they need', () => {
  it('imports nothing for a page without code blocks', () => {
    const tree: Node = {type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]}]};
    remarkLoadHighlighter()(tree);
    expect(tree.children!.some((node) => node.type === 'mdxjsEsm')).toBe(false);
  });

  it('imports the classic and live modules for the blocks present, and marks the blocks', () => {
    const tree: Node = {type: 'root', children: [{type: 'code', value: 'a()'}, {type: 'code', meta: 'live', value: '<b/>'}]};
    remarkLoadHighlighter()(tree);
    const imports = tree.children!.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
    expect(imports).toHaveLength(2);
    expect(imports.some((value) => value!.includes('ClassicCodeBlock'))).toBe(true);
    expect(imports.some((value) => value!.includes('LiveCodeBlock'))).toBe(true);
    const blocks = tree.children!.filter((node) => node.type === 'code');
    for (const block of blocks) expect(block.data?.hProperties?.[PRELOADED_PROP]).toBe('true');
  });
});
