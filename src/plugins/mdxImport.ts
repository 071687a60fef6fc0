/**
 * An `import` statement as an MDX syntax-tree node, for remark plugins that make a page import a
 * module. MDX compiles ESM nodes from their estree, so both the text and the estree are built.
 */
export function mdxImport(source: string, defaultName?: string) {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: defaultName ? `import ${defaultName} from ${literal};` : `import ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: defaultName ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: defaultName}}] : [],
            attributes: [],
            source: {type: 'Literal', value: source, raw: literal},
          },
        ],
      },
    },
  };
}
