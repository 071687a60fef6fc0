import {describe, expect, it} from 'vitest';
import remarkCodeBlocks, {staticTitle} from './remark';
import {PRELOADED_PROP} from './preloadedProp';

type Node = {
  type: string;
  lang?: string;
  meta?: string;
  value?: string;
  name?: string;
  children?: Node[];
  attributes?: {name: string; value: string}[];
  data?: {hProperties?: Record<string, unknown>};
};

const run = (children: Node[]) => {
  const tree: Node = {type: 'root', children};
  remarkCodeBlocks()(tree as never);
  return tree.children!;
};
const imports = (nodes: Node[]) => nodes.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value!);
const attributes = (node: Node) => Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value]));

describe('code blocks in Markdown', () => {
  it('imports nothing for a page without code blocks', () => {
    const nodes = run([{type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]}]);
    expect(imports(nodes)).toEqual([]);
  });

  it('highlights plain and titled blocks at build time, nested ones too, and imports only StaticCodeBlock', () => {
    const nodes = run([
      {type: 'code', lang: 'ts', value: 'let x: number;'},
      {type: 'code', lang: 'js', meta: 'title="main.js"', value: 'x()'},
      {type: 'blockquote', children: [{type: 'code', lang: 'js', value: 'y()'}]},
      {type: 'paragraph', children: [{type: 'text', value: 'hello'}]},
    ]);
    const [staticImport, ...rest] = imports(nodes);
    expect(rest).toEqual([]);
    expect(staticImport).toMatch(/^import StaticCodeBlock from ".*StaticCodeBlock[\\/]index\.tsx";$/);
    const blocks = nodes.filter((node) => node.type !== 'mdxjsEsm');
    expect(blocks[0]).toMatchObject({type: 'mdxJsxFlowElement', name: 'StaticCodeBlock'});
    expect(attributes(blocks[0])).not.toHaveProperty('title');
    expect(attributes(blocks[0]).html).toContain('<span class="token keyword">let</span>');
    expect(attributes(blocks[1])).toMatchObject({title: 'main.js', language: 'js', code: 'x()'});
    expect(blocks[2].children![0]).toMatchObject({type: 'mdxJsxFlowElement', name: 'StaticCodeBlock'});
    // Leaf nodes keep having no children array (mdast-util-to-hast relies on it).
    expect('children' in blocks[3].children![0]).toBe(false);
  });

  it('leaves line-highlighted and numbered blocks to the theme, imports its highlighter and marks them', () => {
    const nodes = run([
      {type: 'code', lang: 'js', meta: '{1,3}', value: 'a\nb\nc'},
      {type: 'code', lang: 'js', meta: 'title="a.js" showLineNumbers', value: 'a'},
      {type: 'code', lang: 'js', value: '// highlight-next-line\na()'},
    ]);
    expect(imports(nodes)).toEqual([expect.stringMatching(/^import ".*ClassicCodeBlock\.tsx";$/)]);
    const blocks = nodes.filter((node) => node.type === 'code');
    expect(blocks).toHaveLength(3);
    for (const block of blocks) expect(block.data?.hProperties?.[PRELOADED_PROP]).toBe('true');
  });

  it('makes live blocks deferred playgrounds with build-time highlighted code, and imports no highlighter', () => {
    const nodes = run([{type: 'code', lang: 'jsx', meta: 'live noInline', value: 'render(<b/>)'}]);
    expect(imports(nodes)).toEqual([
      expect.stringMatching(/^import DeferredLiveCodeBlock from ".*DeferredLiveCodeBlock[\\/]index\.tsx";$/),
    ]);
    const [block] = nodes.filter((node) => node.type !== 'mdxjsEsm');
    expect(block).toMatchObject({type: 'mdxJsxFlowElement', name: 'DeferredLiveCodeBlock'});
    expect(attributes(block)).toMatchObject({language: 'jsx', code: 'render(<b/>)', meta: 'live noInline'});
    expect(attributes(block).html).toContain('<span class="token function">render</span>');
  });

  it('reads single-quoted titles and keeps spaces inside them', () => {
    expect(staticTitle({meta: "title='my file.js'", value: ''})).toBe('my file.js');
    expect(staticTitle({meta: '  ', value: ''})).toBe('');
    expect(staticTitle({meta: 'title="a" {2}', value: ''})).toBeNull();
  });
});
