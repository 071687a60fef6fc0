import path from 'node:path';
import {toHtml} from 'hast-util-to-html';
import {find, html as htmlSpace} from 'property-information';
import type {Nodes as HastNodes} from 'hast';
import {mdxImport} from '../mdxImport';

/**
 * Turns the figures that the remark plugin of the editor's pictures and clips (src/plugins/editor-media)
 * puts on a page (`figure.editor-shot`, `figure.editor-clip`, nodes that carry their hast in `data`)
 * into `<StaticFigure>`: the figure element with its class and data attributes, and its inside as one
 * string of HTML. Listed after that plugin, so it and its tests deal in plain hast, and the page's
 * HTML is the same markup. It works on Markdown's tree, not on HTML's: on a `.md` page
 * Docusaurus runs rehype-raw before any rehype plugin of the site, which would parse the figure
 * again and empty its `<template>`s, and it leaves JSX elements alone.
 */
const COMPONENT = 'StaticFigure';
const MODULE = path.join(__dirname, 'StaticFigure', 'index.tsx');
export const STATIC_FIGURE_CLASSES = ['editor-shot', 'editor-clip'] as const;

type FigureData = {hName?: string; hProperties?: Record<string, unknown>; hChildren?: HastNodes[]};
type MdNode = {type: string; children?: MdNode[]; data?: unknown};

const classesOf = (properties: Record<string, unknown>): string[] => {
  const value = properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? String(value).split(/\s+/) : [];
};

/** The figure's hast, when the node is one of the editor's figures. */
function figureData(node: MdNode): Required<FigureData> | null {
  const data = (node.data ?? {}) as FigureData;
  if (data.hName !== 'figure' || !data.hProperties || !data.hChildren) return null;
  if (!classesOf(data.hProperties).some((name) => (STATIC_FIGURE_CLASSES as readonly string[]).includes(name))) return null;
  return data as Required<FigureData>;
}

/** The JSX element that stands for one figure. */
function staticFigure({hProperties, hChildren}: Required<FigureData>) {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute' as const, name, value});
  const attributes = [attribute('className', classesOf(hProperties).join(' '))];
  for (const [property, value] of Object.entries(hProperties)) {
    if (property === 'className' || value === undefined || value === null) continue;
    const {attribute: name} = find(htmlSpace, property);
    if (!name.startsWith('data-'))
      throw new Error(`static figure: the figure's attribute ${name} is not passed on (only class and data-*)`);
    attributes.push(attribute(name, String(value)));
  }
  attributes.push(attribute('html', toHtml({type: 'root', children: hChildren} as never)));
  return {type: 'mdxJsxFlowElement', name: COMPONENT, attributes, children: []};
}

export default function remarkStaticFigures() {
  return (tree: MdNode) => {
    let found = false;
    const visit = (parent: MdNode) => {
      parent.children?.forEach((child, index) => {
        const figure = figureData(child);
        if (figure) {
          parent.children![index] = staticFigure(figure);
          found = true;
        } else visit(child);
      });
    };
    visit(tree);
    if (found) tree.children?.unshift(mdxImport(MODULE, COMPONENT));
  };
}
