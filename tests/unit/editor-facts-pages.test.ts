import {readFileSync} from 'node:fs';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {listMarkdown} from '../../scripts/lib/content.mjs';
import {DOCS_VERSIONS} from '../../src/data/facts';
import {contextMenuList, renderTextDirective} from '../../src/plugins/editor-facts/remarkEditorFacts';
import {docsVersionOfFile} from '../../src/data/facts';

/**
 * Every `:menu[...]`, `:kbd[...]`, `:cmd[...]`, `:pref[...]` and `:default[...]` on every page
 * names something its docs version has. The build fails on the same errors; this test finds them
 * all at once, in seconds, without a build.
 */
const contentFiles = [...listMarkdown('docs'), ...listMarkdown('versioned_docs'), ...listMarkdown('api'), ...listMarkdown('blog')].filter(
  (file: string) => !file.includes('API-Reference'),
);

/** Every error the build would stop at on this page, through the plugin's own rendering. */
export function factDirectiveErrors(file: string, markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkDirective).parse(markdown);
  const errors: string[] = [];
  visit(tree, 'textDirective', (node) => {
    try {
      renderTextDirective(node as never, file);
    } catch (error) {
      errors.push((error as Error).message);
    }
  });
  visit(tree, 'leafDirective', (node) => {
    if (node.name !== 'contextmenu') return;
    const id = node.children.map((child) => ('value' in child ? child.value : '')).join('');
    try {
      contextMenuList(docsVersionOfFile(file), id, file);
    } catch (error) {
      errors.push((error as Error).message);
    }
  });
  return errors;
}

describe('editor facts named by the pages', () => {
  it.each(contentFiles.map((f: string) => [f]))('%s names only what its version has', (file) => {
    expect(factDirectiveErrors(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('catches a command that the version does not have', () => {
    expect(
      factDirectiveErrors(
        `versioned_docs/version-${DOCS_VERSIONS[DOCS_VERSIONS.length - 1]}/x.md`,
        'Press :kbd[view.toggleDesignMode] now.',
      ),
    ).toHaveLength(1);
    expect(factDirectiveErrors('docs/x.md', 'Press :kbd[view.toggleDesignMode] now.')).toEqual([]);
    expect(factDirectiveErrors('blog/x.md', 'Press :kbd[file.save]{version=9.9} now.')).toEqual([expect.stringContaining('9.9')]);
  });
});
