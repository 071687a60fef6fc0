import {describe, expect, it} from 'vitest';
import {highlightToHtml, themeToCss} from './highlight';
import {replaceCodeBlocks} from './remarkStaticHighlight';

describe('build-time highlighting', () => {
  it('renders one token-line per line, with token classes', () => {
    const html = highlightToHtml('const a = 1;\n\nfoo();\n', 'js');
    expect(html.match(/class="token-line"/g)).toHaveLength(3);
    expect(html).toContain('<span class="token keyword">const</span>');
    // The blank line is only its <br>, not a newline character as well.
    expect(html).toContain('<span class="token-line"><br></span>');
    expect(html).not.toContain('\n');
  });

  it('escapes markup in code, so code can never inject HTML', () => {
    const html = highlightToHtml('const s = "<img src=x onerror=alert(1)>" && a < b;', 'js');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&amp;&amp;');
  });

  it('falls back to plain text for a language Prism does not know', () => {
    expect(highlightToHtml('a <b>', 'no-such-language')).toBe('<span class="token-line">a &lt;b&gt;<br></span>');
  });

  it('leaves plain text unwrapped and gives neighbouring tokens of one type a single span', () => {
    const html = highlightToHtml('foo(a, b);', 'js');
    // "(" and "," are separate punctuation tokens in Prism, with plain text between them.
    expect(html).toContain('<span class="token punctuation">(</span>a');
    expect(html).not.toContain('token plain');
    expect(highlightToHtml('f();', 'js')).toContain('<span class="token punctuation">();</span>');
    // Nothing is lost: the text content is the code itself.
    expect(highlightToHtml('foo(a, b);', 'js').replace(/<[^>]+>/g, '')).toBe('foo(a, b);');
  });

  it('turns a Prism theme into colour rules scoped to a colour mode', () => {
    const css = themeToCss(
      {plain: {color: '#000'}, styles: [{types: ['keyword', 'builtin'], style: {color: '#a00', fontStyle: 'italic'}}, {types: ['string'], languages: ['ts'], style: {color: '#0a0'}}]},
      'dark',
      '.static-code',
    );
    expect(css).toContain("[data-theme='dark'] .static-code .token.keyword,[data-theme='dark'] .static-code .token.builtin{color:#a00;font-style:italic}");
    expect(css).toContain("[data-theme='dark'] .static-code.language-ts .token.string{color:#0a0}");
  });
});

describe('remark replacement', () => {
  it('replaces plain code blocks and leaves titled or live ones to CodeBlock', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'ts', value: 'let x: number;'},
        {type: 'code', lang: 'js', meta: 'title="main.js"', value: 'x()'},
        {type: 'blockquote', children: [{type: 'code', lang: 'js', value: 'y()'}]},
        {type: 'paragraph', children: [{type: 'text', value: 'hello'}]},
      ],
    };
    expect(replaceCodeBlocks(tree)).toBe(2);
    expect(tree.children[0]).toMatchObject({type: 'mdxJsxFlowElement', name: 'StaticCodeBlock'});
    expect(tree.children[1]).toMatchObject({type: 'code'});
    expect((tree.children[2] as {children: {type: string}[]}).children[0].type).toBe('mdxJsxFlowElement');
    // Leaf nodes keep having no children array (mdast-util-to-hast relies on it).
    expect('children' in (tree.children[3] as {children: object[]}).children[0]).toBe(false);
  });
});
