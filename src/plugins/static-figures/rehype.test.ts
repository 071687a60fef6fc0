import {describe, expect, it} from 'vitest';
import type {Element, Root} from 'hast';
import rehypeStaticFigures from './rehype';

const el = (tagName: string, properties: Element['properties'], children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

const clipFigure = () =>
  el('figure', {className: ['editor-clip'], dataClip: 'emmet'}, [
    el('video', {preload: 'none', muted: true, playsInline: true, ariaLabel: 'Clip: Emmet'}, [
      el('source', {src: '/clips/a.mp4', type: 'video/mp4'}),
    ]),
    el('figcaption', {id: 'clip-emmet-0'}, [{type: 'text', value: 'Type <ul> & Tab'}]),
  ]);

function run(tree: Root): Root {
  rehypeStaticFigures()(tree);
  return tree;
}

type Jsx = {type: string; name?: string; attributes?: {name: string; value: string}[]; value?: string};
const attributes = (node: unknown) => Object.fromEntries(((node as Jsx).attributes ?? []).map((a) => [a.name, a.value]));

describe('rehypeStaticFigures', () => {
  it('turns a clip figure, even inside another element, into <StaticFigure> with its class, data and inner HTML', () => {
    const tree = run({type: 'root', children: [el('div', {}, [clipFigure()])]});
    const figure = (tree.children[1] as Element).children[0] as unknown as Jsx;
    expect(figure).toMatchObject({type: 'mdxJsxFlowElement', name: 'StaticFigure'});
    expect(attributes(figure)).toEqual({
      className: 'editor-clip',
      'data-clip': 'emmet',
      html:
        '<video preload="none" muted playsinline aria-label="Clip: Emmet"><source src="/clips/a.mp4" type="video/mp4"></video>' +
        '<figcaption id="clip-emmet-0">Type &#x3C;ul> &#x26; Tab</figcaption>',
    });
    // The page imports the component once, first.
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: expect.stringMatching(/^import StaticFigure from ".*StaticFigure\/index\.tsx";$/),
    });
  });

  it('takes the pictures of the editor too, and leaves other figures and pages alone', () => {
    const shot = el('figure', {className: ['editor-shot', 'editor-shot--panel'], dataShot: 'git'}, [el('picture', {}, [])]);
    const other = el('figure', {className: ['diagram']}, [el('svg', {}, [])]);
    const tree = run({type: 'root', children: [shot, other]});
    expect(tree.children.map((node) => (node as unknown as Jsx).name ?? (node as Element).tagName)).toEqual([
      undefined,
      'StaticFigure',
      'figure',
    ]);
    expect(attributes(tree.children[1])).toMatchObject({
      className: 'editor-shot editor-shot--panel',
      'data-shot': 'git',
      html: '<picture></picture>',
    });
    const plain: Root = {type: 'root', children: [other]};
    expect(run(plain).children).toEqual([other]);
  });

  it('refuses a figure attribute it would drop', () => {
    const figure = clipFigure();
    figure.properties.id = 'lost';
    expect(() => run({type: 'root', children: [figure]})).toThrow(/attribute id is not passed on/);
  });

  it('compiles through MDX into the component, and the component renders the figure with that inside', async () => {
    const {compile} = await import('@mdx-js/mdx');
    const addFigure = () => (tree: Root) => {
      tree.children.push(clipFigure());
    };
    const code = String(
      await compile({value: 'Some text.', path: '/site/docs/a.md'}, {format: 'md', rehypePlugins: [addFigure, rehypeStaticFigures]}),
    );
    expect(code).toMatch(/import StaticFigure from ".*StaticFigure\/index\.tsx";/);
    expect(code).toMatch(/_jsx\(StaticFigure, \{\s*className: "editor-clip",\s*"data-clip": "emmet",\s*html: "<video preload=\\"none\\"/);

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
