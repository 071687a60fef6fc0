import {describe, expect, it} from 'vitest';
import type {Element, ElementContent} from 'hast';
import remarkStaticFigures from './remark';

const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

type MdNode = {
  type: string;
  children?: MdNode[];
  data?: unknown;
  name?: string;
  value?: string;
  attributes?: {name: string; value: string}[];
};

/** A figure node as the remark plugin of pictures and clips (src/plugins/editor-media) writes it. */
const figureNode = (type: string, hProperties: Element['properties'], hChildren: ElementContent[]): MdNode => ({
  type,
  data: {hName: 'figure', hProperties, hChildren},
});

const clip = () =>
  figureNode('editorClip', {className: ['editor-clip'], dataClip: 'emmet'}, [
    {
      type: 'element',
      tagName: 'template',
      properties: {className: ['editor-clip__video-markup']},
      children: [],
      content: {type: 'root', children: [el('video', {preload: 'none', muted: true, playsInline: true}, [el('source', {src: '/a.mp4'})])]},
    } as Element,
    el('figcaption', {id: 'clip-emmet-0'}, [{type: 'text', value: 'Type <ul> & Tab'}]),
  ]);

function run(tree: MdNode): MdNode {
  remarkStaticFigures()(tree);
  return tree;
}

const attributes = (node: MdNode | undefined) => Object.fromEntries((node?.attributes ?? []).map((a) => [a.name, a.value]));

describe('remarkStaticFigures', () => {
  it('turns a clip figure, even inside another node, into <StaticFigure> with its class, data and inner HTML', () => {
    const tree = run({type: 'root', children: [{type: 'blockquote', children: [clip()]}]});
    const figure = tree.children![1]!.children![0]!;
    expect(figure).toMatchObject({type: 'mdxJsxFlowElement', name: 'StaticFigure', children: []});
    expect(attributes(figure)).toEqual({
      className: 'editor-clip',
      'data-clip': 'emmet',
      html:
        '<template class="editor-clip__video-markup"><video preload="none" muted playsinline><source src="/a.mp4"></video></template>' +
        '<figcaption id="clip-emmet-0">Type &#x3C;ul> &#x26; Tab</figcaption>',
    });
    // The page imports the component once, first.
    expect(tree.children![0]).toMatchObject({
      type: 'mdxjsEsm',
      value: expect.stringMatching(/^import StaticFigure from ".*StaticFigure\/index\.tsx";$/),
    });
  });

  it('takes the pictures of the editor too, and leaves other figures and pages alone', () => {
    const shot = figureNode('editorShot', {className: ['editor-shot', 'editor-shot--panel'], dataShot: 'git'}, [el('picture', {})]);
    const other = figureNode('diagram', {className: ['diagram']}, [el('svg', {})]);
    const tree = run({type: 'root', children: [shot, other]});
    expect(tree.children!.map((node) => node.name ?? node.type)).toEqual(['mdxjsEsm', 'StaticFigure', 'diagram']);
    expect(attributes(tree.children![1])).toMatchObject({
      className: 'editor-shot editor-shot--panel',
      'data-shot': 'git',
      html: '<picture></picture>',
    });
    const plain: MdNode = {type: 'root', children: [other]};
    expect(run(plain).children).toEqual([other]);
  });

  it('refuses a figure attribute it would drop', () => {
    const figure = clip();
    (figure.data as {hProperties: Record<string, unknown>}).hProperties.id = 'lost';
    expect(() => run({type: 'root', children: [figure]})).toThrow(/attribute id is not passed on/);
  });

  it('compiles through MDX, .md as Docusaurus does it (rehype-raw first), into the component, which renders the figure', async () => {
    const {compile} = await import('@mdx-js/mdx');
    const {default: rehypeRaw} = await import('rehype-raw');
    const addFigure = () => (tree: MdNode) => {
      tree.children!.push(clip());
    };
    const passThrough = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];
    const code = String(
      await compile(
        {value: 'Some text.', path: '/site/docs/a.md'},
        {format: 'md', remarkPlugins: [addFigure, remarkStaticFigures], rehypePlugins: [[rehypeRaw, {passThrough}]]},
      ),
    );
    expect(code).toMatch(/import StaticFigure from ".*StaticFigure\/index\.tsx";/);
    expect(code).toMatch(
      /_jsx\(StaticFigure, \{\s*className: "editor-clip",\s*"data-clip": "emmet",\s*html: "<template class=\\"editor-clip__video-markup\\"><video preload/,
    );

    const {renderToStaticMarkup} = await import('react-dom/server');
    const React = await import('react');
    const {default: StaticFigure} = await import('./StaticFigure');
    expect(
      renderToStaticMarkup(
        React.createElement(StaticFigure, {className: 'editor-clip', 'data-clip': 'emmet', html: '<video muted></video>'}),
      ),
    ).toBe('<figure class="editor-clip" data-clip="emmet"><video muted></video></figure>');
  });
});
