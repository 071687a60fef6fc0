import {describe, expect, it} from 'vitest';
import {pageKind, samplePages} from '../lib/pageSample';

const pages = [
  '/',
  '/search',
  ...Array.from({length: 10}, (_, i) => `/docs/page-${i}`),
  ...Array.from({length: 5}, (_, i) => `/docs/4.0/page-${i}`),
  ...Array.from({length: 7}, (_, i) => `/api/API-Reference/module/M${i}`),
  '/api/getting-started',
  '/blog',
  '/blog/page/2',
  '/blog/release-5.2',
  '/blog/tags/release',
];

describe('the page sample of Firefox and WebKit', () => {
  it('names each kind of page', () => {
    expect(pages.map(pageKind).filter((kind, i, all) => all.indexOf(kind) === i)).toEqual([
      'home',
      'other pages',
      'docs',
      'older docs',
      'API reference',
      'API guides',
      'blog lists',
      'blog posts',
      'blog tags',
    ]);
  });

  it('takes a few pages of every kind, all of a kind with fewer, the same ones each run', () => {
    const sample = samplePages(pages, 2);
    expect(new Set(sample.map(pageKind)).size).toBe(9);
    expect(sample.filter((page) => pageKind(page) === 'docs')).toHaveLength(2);
    expect(sample).toContain('/');
    expect(sample).toContain('/api/getting-started');
    expect(samplePages([...pages].reverse(), 2)).toEqual(sample);
  });

  it('picks other pages with another shift', () => {
    const docs = (shift: number) => samplePages(pages, 2, shift).filter((page) => pageKind(page) === 'docs');
    expect(docs(0)).toEqual(['/docs/page-0', '/docs/page-5']);
    expect(docs(0.5)).toEqual(['/docs/page-2', '/docs/page-7']);
  });
});
