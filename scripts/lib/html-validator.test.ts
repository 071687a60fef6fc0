import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkHtml, findJava, formatReport, listHtmlFiles, messageKind} from './html-validator.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'vnu-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

// A folder with a space, like the docs' "Live Preview": the report must name the file as given.
mkdirSync(path.join(root, 'Live Preview'));
const valid = path.join(root, 'Live Preview', 'valid.html');
const invalid = path.join(root, 'invalid.html');
writeFileSync(
  valid,
  page(
    '<title>Valid</title>',
    '<pre><code><span class="token-line">let a = 1;<br></span></code></pre><a href="/docs/Live%20Preview/x">x</a>',
  ),
);
writeFileSync(invalid, page('', '<pre><code><div class="token-line">let a = 1;</div></code></pre><a href="/docs/Live Preview/x">x</a>'));
writeFileSync(path.join(root, 'notes.txt'), 'not a page');

describe('listHtmlFiles', () => {
  it('finds the pages in sub-folders and nothing else', () => {
    expect(listHtmlFiles(root)).toEqual([valid, invalid].sort());
  });
});

describe.skipIf(!findJava())('checkHtml (runs the Nu HTML Checker)', () => {
  let messages: ReturnType<typeof checkHtml> = [];
  beforeAll(() => {
    messages = checkHtml([valid, invalid]);
  }, 60_000);

  it('reports the errors of an invalid page, by the file name it was given', () => {
    const kinds = messages.filter((m) => m.file === invalid).map((m) => m.message);
    expect(kinds).toEqual(
      expect.arrayContaining([
        expect.stringContaining('missing a required instance of child element “title”'),
        expect.stringContaining('Element “div” not allowed as child of element “code”'),
        expect.stringContaining('Space is not allowed'),
      ]),
    );
  });

  it('reports nothing for a valid page', () => {
    expect(messages.filter((m) => m.file !== invalid)).toEqual([]);
  });
});

describe('formatReport', () => {
  const error = (file: string, message: string, lastLine = 3) => ({file, message, lastLine, extract: ` <a href="x y">\n`});

  it('groups by page and message and counts each kind of error', () => {
    const href = (value: string) => `Bad value “${value}” for attribute “href” on element “a”: Space is not allowed.`;
    const lines = formatReport(
      [
        error('b.html', href('/docs/Features/Live Preview/live-preview')),
        error('a.html', href('/docs/Features/Live Preview/live-preview')),
        error('a.html', href('/docs/Features/Live Preview/live-preview'), 9),
        error('a.html', href('/docs/Features/Problems Panel/ESLint')),
      ],
      {checked: 10},
    );
    expect(lines.slice(0, 5)).toEqual([
      'a.html',
      `  ${href('/docs/Features/Live Preview/live-preview')} (2 times)`,
      '    line 3: <a href="x y">',
      '    line 9: <a href="x y">',
      `  ${href('/docs/Features/Problems Panel/ESLint')}`,
    ]);
    expect(lines).toContain('HTML: 4 errors of 1 kinds in 2 of 10 pages');
    expect(lines.at(-1)).toBe(`      4  ${messageKind(href('/docs/Features/Live Preview/live-preview'))} (2 pages)`);
  });
});
