import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlToMarkdown, keyAsText, pageToMarkdown, pageUrl} from './toMarkdown';
import {twinProblems} from './check';

const siteUrl = 'https://docs.phcode.dev';
const docPage = readFileSync(path.join(__dirname, '__fixtures__/doc-page.html'), 'utf8');

describe('keyAsText', () => {
  it.each([
    ['⌘S', 'Cmd+S'],
    ['⌥⇧↑', 'Option+Shift+Up'],
    ['⇧⌘L', 'Shift+Cmd+L'],
    ['⌃⌘G', 'Ctrl+Cmd+G'],
    ['Alt+Shift+↓', 'Alt+Shift+Down'],
    ['Ctrl+S', 'Ctrl+S'],
    ['F1', 'F1'],
  ])('%s reads %s', (shown, text) => expect(keyAsText(shown)).toBe(text));
});

describe('pageUrl', () => {
  it('encodes the spaces of folder names once, whether the route has them encoded or not', () => {
    expect(pageUrl(siteUrl, '/docs/Features/Live Preview/live-preview')).toBe(
      'https://docs.phcode.dev/docs/Features/Live%20Preview/live-preview',
    );
    expect(pageUrl(siteUrl, '/docs/Features/Live%20Preview/live-preview')).toBe(
      'https://docs.phcode.dev/docs/Features/Live%20Preview/live-preview',
    );
  });
});

describe('pageToMarkdown: a docs page', () => {
  const twin = pageToMarkdown({html: docPage, route: '/docs/9.0/editing-text', siteUrl});

  it('renders the whole page in the documented conventions', () => {
    expect(twin.title).toBe('Editing Text');
    expect(twin.markdown).toBe(`# Editing Text

Source: [https://docs.phcode.dev/docs/9.0/editing-text](https://docs.phcode.dev/docs/9.0/editing-text)

> This is documentation for Phoenix Code Docs **9.0**, which is no longer actively maintained.
>
> For up-to-date documentation, see the **[latest version](https://docs.phcode.dev/docs/editing-text)** (9.2).

Tools you use every minute. See [Live Preview](https://docs.phcode.dev/docs/9.0/Features/Live%20Preview/live-preview) and [the comments](https://docs.phcode.dev/docs/9.0/editing-text#comments).

## Comments

- Choose **Edit > Toggle Line Comment** (\`Ctrl+/\`; macOS: \`Cmd+/\`) to comment a line.
- Press \`Alt+Shift+Up\` (macOS: \`Option+Shift+Up\`) to add a cursor above, or \`F1\` for Quick Docs.
- New File: \`Ctrl+N\` in the desktop app, \`Ctrl+1\` in the browser (macOS: \`Cmd+N\` in the desktop app, \`Cmd+1\` in the browser).
- Settings live under **File > Settings** (macOS: **Phoenix Code > Settings**); press \`Esc\` to close.

1. First step
2. Second step

> **Tip:** Save often.

\`\`\`json title=".phcode.json"
{
  "closeBrackets": true

}
\`\`\`

\`\`\`js
const a < b;
\`\`\`

![Code hints in style.css](https://docs.phcode.dev/img/screenshots/9.0/code-hints-light.png)

_Diagram: The parts of an extension._ package.json points to main.js.

**File menu (2 shortcuts)**

| Command | Windows and Linux | macOS |
| - | - | - |
| Close \`file.close\` | \`\` Ctrl+\` \`\` | \`\` Cmd+\` \`\` |
| Save File \`file.save\` | \`Ctrl+S\` | \`Cmd+S\` |
`);
  });

  it('leaves no HTML, directive or page chrome behind', () => {
    expect(twinProblems(twin.markdown)).toEqual([]);
    expect(twin.markdown).not.toMatch(/Direct link|Copy page|On this page|Edit this page|Filter shortcuts|Showing all|\u200B/);
    expect(twin.markdown).not.toContain('code-hints-dark');
  });

  it('fails loudly on a page without article content, rather than writing an empty twin', () => {
    expect(() => pageToMarkdown({html: '<html><body><main><p>hi</p></main></body></html>', route: '/docs/x', siteUrl})).toThrow(
      /no article content/,
    );
  });
});

describe('pageToMarkdown: an API reference table', () => {
  it('keeps a linked type in one piece', () => {
    const html = `<article><div class="theme-doc-markdown markdown"><h1>command/Menus</h1><table><thead><tr><th>Name</th><th>Type</th></tr></thead>
      <tbody><tr><td><code>items</code></td><td><a href="#menu-item"><code>MenuItem</code></a><code>[]</code></td></tr></tbody></table></div></article>`;
    expect(pageToMarkdown({html, route: '/api/API-Reference/command/Menus', siteUrl}).markdown).toContain(
      '| `items` | [`MenuItem`](https://docs.phcode.dev/api/API-Reference/command/Menus#menu-item)`[]` |',
    );
  });
});

describe('pageToMarkdown: a blog post', () => {
  const html = `<html><body><main><article><header><h1 class="title_f1Hy">Phoenix Code 9.2 is out</h1>
    <div><time datetime="2026-08-08T00:00:00.000Z">August 8, 2026</time> · <!-- -->6 min read</div>
    <div class="row"><div class="avatar"><img alt="Arun Bose"><div class="avatar__intro"><div class="avatar__name"><a href="https://github.com/abose"><span>Arun Bose</span></a></div></div></div>
    <div class="avatar"><div class="avatar__intro"><div class="avatar__name"><span>Charly P Abraham</span></div></div></div></div></header>
    <div class="markdown" itemprop="articleBody"><p>Press <span class="shortcut"><span data-os="win"><kbd>Ctrl+S</kbd></span><span data-os="mac"><kbd><span aria-hidden="true">⌘S</span><span class="sr-only">Command S</span></kbd></span><span data-os="linux"><kbd>Ctrl+S</kbd></span></span> to save.</p></div>
    <footer><a href="/blog/tags/release">release</a></footer></article></main></body></html>`;
  const twin = pageToMarkdown({html, route: '/blog/release-9.2', siteUrl});

  it('takes the title, date and authors from the post header', () => {
    expect(twin.title).toBe('Phoenix Code 9.2 is out');
    expect(twin.markdown).toBe(`# Phoenix Code 9.2 is out

Source: [https://docs.phcode.dev/blog/release-9.2](https://docs.phcode.dev/blog/release-9.2)

Published August 8, 2026 by Arun Bose and Charly P Abraham.

Press \`Ctrl+S\` (macOS: \`Cmd+S\`) to save.
`);
  });
});

describe('twinProblems', () => {
  it('finds tags, directives and MDX lines in prose, and leaves code alone', () => {
    expect(twinProblems('Press :kbd[file.save] or <kbd>Esc</kbd>.\n\nimport X from "y";\n')).toEqual([
      'HTML tag <kbd>',
      'HTML tag </kbd>',
      'directive :kbd[file.save]',
      'MDX line import X from "y";',
    ]);
    expect(twinProblems('Type `<div>` or `:menu[x]`; escaped \\<newId> is text.\n\n```html\n<p>hi</p>\nimport a\n```\n')).toEqual([]);
  });

  it('finds an admonition fence left as text and a key that repeats its OS label', () => {
    expect(twinProblems(':::note Desktop app only\n\nPress `Ctrl+1` (macOS: no default key on macOS).\n')).toEqual([
      'admonition markup :::note Desktop app only',
      'OS named twice: macOS: no default key on macOS',
    ]);
    expect(twinProblems('Press `Ctrl+1` (macOS: no default key; Linux: `Ctrl+2`). Works on macOS: yes.\n')).toEqual([]);
  });
});

describe('htmlToMarkdown', () => {
  it('writes tables, nested lists and emphasis as GitHub Markdown', () => {
    const html =
      '<table><thead><tr><th>Key</th><th>Does</th></tr></thead><tbody><tr><td><code>a|b</code></td><td><em>one</em> thing</td></tr></tbody></table><ul><li>one<ul><li>two</li></ul></li></ul>';
    expect(htmlToMarkdown(html)).toBe('| Key | Does |\n| - | - |\n| `a\\|b` | _one_ thing |\n\n- one\n  - two\n');
  });
});
