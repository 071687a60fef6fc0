import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {listMarkdown} from '../../../scripts/lib/content.mjs';
import {EXTRA_LANGUAGES, grammarName, highlightToHtml, plainToCss, themeToCss} from './highlight';

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

  it('highlights the grammars loaded beyond prism-react-renderer, and their aliases', () => {
    for (const language of EXTRA_LANGUAGES) expect(grammarName(language)).toBe(language);
    expect(highlightToHtml('echo "hi"', 'bash')).toContain('token builtin');
    expect(highlightToHtml('@echo off', 'bat')).toContain('<span class="token');
    expect(highlightToHtml('@a: #fff;', 'less')).toContain('token variable');
  });

  it('knows the language of every fenced code block in the content', () => {
    // Read from the files, not git: the test runs in a release tarball too. The generated reference
    // (api/API-Reference/) writes no fences of its own.
    const pages = ['docs', 'versioned_docs', 'api', 'blog', 'src/pages']
      .flatMap((dir) => listMarkdown(dir) as string[])
      .filter((file) => !file.split(path.sep).join('/').startsWith('api/API-Reference/'));
    const languages = new Set(
      pages.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^\s*```([A-Za-z0-9_-]+)/gm)].map((match) => match[1]!)),
    );
    expect(languages.size).toBeGreaterThan(3);
    const unknown = [...languages].filter((language) => !['text', 'plain', 'txt'].includes(language) && !grammarName(language));
    expect(unknown, 'add the grammar to EXTRA_LANGUAGES or an alias').toEqual([]);
  });

  it("sets the block's own colours per colour mode", () => {
    expect(plainToCss({plain: {color: '#eee', backgroundColor: '#111'}, styles: []}, 'dark', '.static-code-block')).toBe(
      "[data-theme='dark'] .static-code-block{--prism-color:#eee;--prism-background-color:#111}",
    );
  });

  it('turns a Prism theme into colour rules scoped to a colour mode', () => {
    const css = themeToCss(
      {
        plain: {color: '#000'},
        styles: [
          {types: ['keyword', 'builtin'], style: {color: '#a00', fontStyle: 'italic'}},
          {types: ['string'], languages: ['ts'], style: {color: '#0a0'}},
        ],
      },
      'dark',
      '.static-code',
    );
    expect(css).toContain(
      "[data-theme='dark'] .static-code .token.keyword,[data-theme='dark'] .static-code .token.builtin{color:#a00;font-style:italic}",
    );
    expect(css).toContain("[data-theme='dark'] .static-code.language-ts .token.string{color:#0a0}");
  });
});
