import path from 'node:path';
import {toHtml} from 'hast-util-to-html';
import {find, html as htmlSpace} from 'property-information';
import type {Element, Root, RootContent} from 'hast';
import {mdxImport} from '../mdxImport';

/**
 * Turns the figures the remark plugins of the editor's pictures and clips put on a page
 * (`figure.editor-shot`, `figure.editor-clip`) into `<StaticFigure>`: the figure element with its
 * class and data attributes, and its inside as one string of HTML. Runs after remark-rehype, so
 * those plugins and their tests deal in plain hast, and the page's HTML is the same markup.
 */
const COMPONENT = 'StaticFigure';
const MODULE = path.join(__dirname, 'StaticFigure', 'index.tsx');
export const STATIC_FIGURE_CLASSES = ['editor-shot', 'editor-clip'] as const;

const classesOf = (node: Element): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? String(value).split(/\s+/) : [];
};

export const isStaticFigure = (node: RootContent): node is Element =>
  node.type === 'element' &&
  node.tagName === 'figure' &&
  classesOf(node).some((name) => (STATIC_FIGURE_CLASSES as readonly string[]).includes(name));

/** The JSX element that stands for one figure. */
function staticFigure(node: Element) {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute' as const, name, value});
  const attributes = [attribute('className', classesOf(node).join(' '))];
  for (const [property, value] of Object.entries(node.properties ?? {})) {
    if (property === 'className' || value === undefined || value === null) continue;
    const {attribute: name} = find(htmlSpace, property);
    if (!name.startsWith('data-'))
      throw new Error(`static figure: the figure's attribute ${name} is not passed on (only class and data-*)`);
    attributes.push(attribute(name, String(value)));
  }
  attributes.push(attribute('html', toHtml({type: 'root', children: node.children})));
  return {type: 'mdxJsxFlowElement', name: COMPONENT, attributes, children: []};
}

export default function rehypeStaticFigures() {
  return (tree: Root) => {
    let found = false;
    const visit = (parent: {children: RootContent[]}) => {
      parent.children.forEach((child, index) => {
        if (isStaticFigure(child)) {
          parent.children[index] = staticFigure(child) as unknown as RootContent;
          found = true;
        } else if ('children' in child) visit(child as {children: RootContent[]});
      });
    };
    visit(tree);
    if (found) tree.children.unshift(mdxImport(MODULE, COMPONENT) as unknown as RootContent);
  };
}
