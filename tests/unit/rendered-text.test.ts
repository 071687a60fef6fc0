import {describe, expect, it} from 'vitest';
import {renderedTextProblems} from '../lib/renderedText';

const page = (main: string) => `<!doctype html><html><body><nav>:::not the page</nav><main>${main}</main></body></html>`;

describe('the check over built pages (tests/e2e/rendered-text.spec.ts)', () => {
  it('passes a page whose markup was all rendered, code included', () => {
    const html = page(
      '<div class="admonition"><p>Desktop app only</p></div>' +
        '<p>Press <span class="shortcut"><span data-os="win" title="Windows"><kbd>Ctrl+S</kbd></span>' +
        '<span data-os="mac" title="macOS">no default key</span><span data-os="linux" title="Linux"><kbd>Ctrl+S</kbd></span></span>.</p>' +
        '<pre><code>:::note\n:kbd[file.save]\n:::</code></pre><p>Write <code>:menu[file.save]</code>.</p>',
    );
    expect(renderedTextProblems(html)).toEqual([]);
  });

  it('finds an admonition whose title syntax the parser did not take', () => {
    expect(renderedTextProblems(page('<p>:::note Desktop app only\nAI chat runs on your computer.</p>'))).toEqual([
      'admonition markup left in the text: ":::note Desktop app only"',
    ]);
  });

  it('finds directives left as text', () => {
    expect(renderedTextProblems(page('<p>Choose :menu[file.save] or press :kbd[file.save].</p><p>::keymap</p>'))).toEqual([
      'directive left in the text: ":menu[file.save]"',
      'directive left in the text: ":kbd[file.save]"',
      'directive left in the text: "::keymap"',
    ]);
  });

  it('finds a key or menu path that names its OS inside the part labelled with it', () => {
    const html = page(
      '<span class="shortcut"><span data-os="win" title="Windows"><kbd>Ctrl+1</kbd></span>' +
        '<span data-os="mac" title="macOS">no default key on macOS</span></span>' +
        '<strong class="menu-path per-os"><span data-os="linux">(not in a menu on Linux)</span></strong>',
    );
    expect(renderedTextProblems(html)).toEqual([
      'the macOS part names its OS again: "no default key on macOS"',
      'the Linux part names its OS again: "(not in a menu on Linux)"',
    ]);
  });
});
