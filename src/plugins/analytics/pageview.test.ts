import {describe, expect, it} from 'vitest';
import {createPageViewReporter, type PageViewEvent, type RouteLocation} from './pageview';
import analyticsPlugin from './index';

const at = (pathname: string, search = '', hash = ''): RouteLocation => ({pathname, search, hash});
const site = {origin: 'https://docs.example', host: 'docs.example', referrer: () => 'https://search.example/'};

describe('page-view reporter', () => {
  it('sends one event for the first page and one per route change', () => {
    const sent: PageViewEvent[] = [];
    const report = createPageViewReporter((e) => sent.push(e), site);
    report({location: at('/docs/intro'), previousLocation: null});
    report({location: at('/blog'), previousLocation: at('/docs/intro')});
    report({location: at('/search', '?q=git'), previousLocation: at('/blog')});
    expect(sent.map((e) => e.url)).toEqual([
      'https://docs.example/docs/intro',
      'https://docs.example/blog',
      'https://docs.example/search?q=git',
    ]);
    expect(sent[0]!.referrer).toBe('https://search.example/');
    expect(sent[1]!.referrer).toBe('https://docs.example/docs/intro');
    expect(sent.every((e) => e.name === 'pageview' && e.domain === 'docs.example')).toBe(true);
  });

  it('does not count a jump to a heading on the same page', () => {
    const sent: PageViewEvent[] = [];
    const report = createPageViewReporter((e) => sent.push(e), site);
    report({location: at('/docs/intro', '', '#install'), previousLocation: at('/docs/intro')});
    expect(sent).toHaveLength(0);
  });
});

describe('analytics plugin', () => {
  const context = {} as Parameters<typeof analyticsPlugin>[0];
  it('adds no script and no tag when no endpoint is configured', () => {
    const plugin = analyticsPlugin(context, {endpoint: ''});
    expect(plugin.getClientModules!()).toEqual([]);
    expect(plugin.injectHtmlTags!({content: undefined})).toEqual({});
  });
  it('adds the client module and the endpoint tag when configured', () => {
    const plugin = analyticsPlugin(context, {endpoint: 'https://stats.example/api/event'});
    expect(plugin.getClientModules!()).toHaveLength(1);
    expect(JSON.stringify(plugin.injectHtmlTags!({content: undefined}))).toContain('https://stats.example/api/event');
  });
});
