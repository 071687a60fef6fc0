import {describe, expect, it} from 'vitest';
import {absoluteUrl, articleGraph, jsonForScript} from './jsonLd';
import {releaseDates} from './releaseDates';

describe('releaseDates', () => {
  const posts = [
    {slug: 'release-9.2', date: new Date('2026-08-08T00:00:00Z')},
    {slug: 'release-9.0', date: '2025-01-30T00:00:00.000Z'},
    {slug: 'release-8.10', date: new Date('2024-11-24T00:00:00Z')},
    {slug: 'Blog-Legacy', date: new Date('2025-01-30T00:00:00Z')},
    {slug: 'release-9.2-fixes', date: new Date('2026-09-01T00:00:00Z')},
  ];
  it("dates each docs version by its release notes' post", () => {
    expect(releaseDates(posts, ['9.2', '9.0', '8.10'])).toEqual({'9.2': '2026-08-08', '9.0': '2025-01-30', '8.10': '2024-11-24'});
  });
  it('fails the build for a docs version without release notes', () => {
    expect(() => releaseDates(posts, ['9.3', '9.2'])).toThrow(/no release notes for docs version 9\.3/);
  });
});

describe('articleGraph', () => {
  const graph = articleGraph({
    siteUrl: 'https://docs.phcode.dev',
    siteName: 'Phoenix Code Docs',
    permalink: '/docs/Features/Live Preview/live-preview',
    title: 'Live Preview',
    description: 'See your page while you type.',
    datePublished: '2026-08-08',
    dateModified: '2026-08-08',
    version: '9.2',
    breadcrumbs: [{label: 'Features'}, {label: 'Live Preview', href: '/docs/Features/Live Preview/live-preview'}],
  });
  const [article, breadcrumbs] = graph['@graph'] as Record<string, unknown>[];

  it('describes the page as a TechArticle with encoded absolute URLs', () => {
    expect(graph['@context']).toBe('https://schema.org');
    expect(article).toMatchObject({
      '@type': 'TechArticle',
      headline: 'Live Preview',
      description: 'See your page while you type.',
      url: 'https://docs.phcode.dev/docs/Features/Live%20Preview/live-preview',
      datePublished: '2026-08-08',
      dateModified: '2026-08-08',
      version: '9.2',
      breadcrumb: {'@id': 'https://docs.phcode.dev/docs/Features/Live%20Preview/live-preview#breadcrumbs'},
    });
  });
  it('lists the breadcrumbs that have a page, numbered from 1', () => {
    expect(breadcrumbs).toEqual({
      '@type': 'BreadcrumbList',
      '@id': 'https://docs.phcode.dev/docs/Features/Live%20Preview/live-preview#breadcrumbs',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Live Preview', item: 'https://docs.phcode.dev/docs/Features/Live%20Preview/live-preview'},
      ],
    });
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it is written into', () => {
    const json = jsonForScript({headline: 'Use </script> and <b>'});
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({headline: 'Use </script> and <b>'});
  });
  it('absoluteUrl encodes once', () => expect(absoluteUrl('https://x.dev', '/a%20b/c d')).toBe('https://x.dev/a%20b/c%20d'));
});
