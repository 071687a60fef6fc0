import {describe, expect, it} from 'vitest';
import {escapeHtml} from './escapeHtml.mjs';

describe('escapeHtml', () => {
  it('escapes markup, entities and double quotes, and leaves the rest', () => {
    expect(escapeHtml('<a href="x">Tom & Jerry\'s</a>')).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry's&lt;/a&gt;");
  });

  it('escapes an ampersand once, so existing entities stay visible as text', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});
