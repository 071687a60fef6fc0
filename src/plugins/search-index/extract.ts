import {load} from 'cheerio';
import type {Hierarchy, RecordType, SearchRecord} from '../../search/types';

/** The top-level section a page belongs to: the first level of the search hierarchy. */
export function sectionOf(path: string): string | null {
  if (/^\/docs(\/|$)/.test(path)) return 'Docs';
  if (path.startsWith('/api/API-Reference')) return 'API reference';
  if (/^\/api(\/|$)/.test(path)) return 'API guides';
  if (/^\/blog\/(tags|archive|authors|page)(\/|$)/.test(path) || path === '/blog') return null;
  if (/^\/blog\//.test(path)) return 'Blog';
  if (path === '/' || path === '/markdown-page') return 'Pages';
  return null;
}

const MAX_CONTENT_LENGTH = 400;
const LABEL_HEADINGS = /^(parameters|returns|examples?( \d+)?)$/i;
const clean = (text: string) => text.replace(/[\u200B\s]+/g, ' ').trim();

/**
 * Turns one rendered page into search records: one for the page title, one per heading (levels 2
 * to 6) and one per block of text, each carrying the headings above it and the nearest anchor.
 */
export function extractRecords(html: string, path: string): SearchRecord[] {
  const lvl0 = sectionOf(path);
  if (!lvl0) return [];
  const $ = load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content');
  if ($('meta[name="robots"][content*="noindex"]').length) return [];
  const language = meta('docusaurus_locale') ?? $('html').attr('lang') ?? 'en';
  const tag = meta('docusaurus_tag') ?? 'default';

  const root = $('article').first().length ? $('article').first() : $('main').first();
  root.find('.hash-link, nav, .theme-doc-toc-mobile, .theme-doc-footer, script, style, svg, button, .pagination-nav').remove();
  const title = clean(root.find('h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  if (!title) return [];

  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) => {
    const url = anchor ? `${path}#${anchor}` : path;
    records.push({
      objectID: `${path}#${records.length}`,
      type,
      hierarchy: {...hierarchy},
      content,
      url,
      url_without_anchor: path,
      anchor,
      language,
      docusaurus_tag: tag,
    });
  };
  push('lvl1', null);

  root.find('h2, h3, h4, h5, h6, p, li, tr, blockquote, dt, dd').each((_, element) => {
    const el = $(element);
    const name = element.tagName.toLowerCase();
    const heading = /^h([2-6])$/.exec(name);
    if (heading) {
      const level = Number(heading[1]);
      const text = clean(el.text());
      if (!text) return;
      // "Parameters", "Returns" and "Example" label the member above them; their text belongs to it.
      if (level >= 4 && LABEL_HEADINGS.test(text)) return;
      type SubLevel = 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
      for (let l = level; l <= 6; l++) hierarchy[`lvl${l}` as SubLevel] = null;
      hierarchy[`lvl${level}` as SubLevel] = text;
      anchor = el.attr('id') ?? anchor;
      push(`lvl${level}` as RecordType, null);
      return;
    }
    // A list item that holds its own paragraphs is indexed through them instead.
    if ((name === 'li' || name === 'blockquote' || name === 'dd') && el.find('p, li').length) return;
    if (el.parents('header').length && el.closest('article').length && el.parents('.markdown').length === 0) return;
    if (name === 'p' && el.parents('td, th').length) return;
    if (name === 'tr') {
      // A table row is one record: its cells read together ("Save · Ctrl+S · Cmd+S").
      if (el.find('th').length && !el.find('td').length) return;
      if (hierarchy.lvl2 === 'Members' && lvl0 === 'API reference') return;
      const row = el
        .children('td, th')
        .map((_, c) => clean($(c).text()))
        .get()
        .filter(Boolean)
        .join(' · ');
      if (row.length >= 3) push('content', row.length > MAX_CONTENT_LENGTH ? `${row.slice(0, MAX_CONTENT_LENGTH)}…` : row);
      return;
    }
    const text = clean(el.text());
    if (text.length < 3) return;
    push('content', text.length > MAX_CONTENT_LENGTH ? `${text.slice(0, MAX_CONTENT_LENGTH)}…` : text);
  });
  return records;
}
