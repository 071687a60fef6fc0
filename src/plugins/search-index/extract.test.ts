import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractRecords, sectionOf} from './extract';

const html = readFileSync(path.join(__dirname, '__fixtures__/doc-page.html'), 'utf8');

describe('sectionOf', () => {
  it.each([
    ['/docs/intro', 'Docs'],
    ['/docs/8.10/intro', 'Docs'],
    ['/api/getting-started', 'API guides'],
    ['/api/API-Reference/utils/Async', 'API reference'],
    ['/blog/release-9.0', 'Blog'],
    ['/', 'Pages'],
    ['/blog', null],
    ['/blog/tags/git', null],
    ['/blog/archive', null],
    ['/search', null],
  ])('%s is in %s', (route, section) => expect(sectionOf(route)).toBe(section));
});

describe('extractRecords', () => {
  const records = extractRecords(html, '/docs/editing-text');

  it('starts with a record for the page title', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/editing-text',
      hierarchy: {lvl0: 'Docs', lvl1: 'Editing text', lvl2: null},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  });

  it('gives every heading a record that links to its anchor, without the hash-link mark', () => {
    const headings = records.filter((r) => r.type !== 'content' && r.type !== 'lvl1');
    expect(headings.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl2', '/docs/editing-text#multiple-cursors', 'Multiple cursors', null],
      ['lvl3', '/docs/editing-text#column-selection', 'Multiple cursors', 'Column selection'],
      ['lvl2', '/docs/editing-text#emmet', 'Emmet', null],
    ]);
  });

  it('files text under the nearest heading and resets deeper levels', () => {
    const alt = records.find((r) => r.content?.includes('Alt'));
    expect(alt).toMatchObject({url: '/docs/editing-text#multiple-cursors', hierarchy: {lvl2: 'Multiple cursors', lvl3: null}});
    const column = records.find((r) => r.content?.includes('middle mouse'));
    expect(column?.hierarchy.lvl3).toBe('Column selection');
    const emmet = records.find((r) => r.content?.includes('abbreviations'));
    expect(emmet).toMatchObject({hierarchy: {lvl2: 'Emmet', lvl3: null}, content: 'Expand abbreviations like ul>li*3 into full HTML.'});
  });

  it('leaves out navigation, breadcrumbs and scripts', () => {
    const all = JSON.stringify(records);
    expect(all).not.toContain('not content');
    expect(all).not.toContain('Breadcrumbs');
    expect(all).not.toContain('\u200b');
  });

  it('indexes nothing for list pages', () => {
    expect(extractRecords(html, '/blog/tags/git')).toEqual([]);
  });
});
