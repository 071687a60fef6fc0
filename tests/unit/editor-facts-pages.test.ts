import {readFileSync} from 'node:fs';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {listMarkdown} from '../../scripts/lib/content.mjs';
import {DOCS_VERSIONS, docsVersionOfFile, isDocsVersion} from '../../src/data/facts';
import {renderDirective} from '../../src/plugins/editor-facts/remarkEditorFacts';

/**
 * Every `:menu[...]`, `:kbd[...]`, `:cmd[...]`, `:pref[...]` and `:default[...]` on every page
 * names something its docs version has. The build fails on the same errors; this test finds them
 * all at once, in seconds, without a build.
 */
const FACT_DIRECTIVES = new Set(['menu', 'kbd', 'cmd', 'pref', 'default', 'key', 'since']);
const contentFiles = [...listMarkdown('docs'), ...listMarkdown('versioned_docs'), ...listMarkdown('api'), ...listMarkdown('blog')].filter(
  (file: string) => !file.includes('API-Reference'),
);

type Directive = {type: string; name: string; attributes?: Record<string, string>; children: {value?: string}[]};

export function factDirectiveErrors(file: string, markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkDirective).parse(markdown);
  const errors: string[] = [];
  visit(tree, 'textDirective', (node) => {
    const directive = node as unknown as Directive;
    if (!FACT_DIRECTIVES.has(directive.name)) return;
    const wanted = directive.attributes?.version;
    const version = wanted && isDocsVersion(wanted) ? wanted : docsVersionOfFile(file);
    try {
      renderDirective(
        directive.name,
        directive.children
          .map((c) => c.value ?? '')
          .join('')
          .trim(),
        version,
        file,
        directive.attributes ?? {},
      );
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
  });
});
