// The pages every performance figure is taken on (BENCHMARKS.md, issue 6). The introduction opens
// with a picture of the editor in its first screen, the heaviest case for the pictures' cost; the
// about page holds the site's live code block. The Emmet page opens with a clip of the editor.
export const BENCH_PAGES = {
  home: '/',
  'docs page': '/docs/Features/Live Preview/live-preview',
  'docs page with pictures': '/docs/intro',
  'docs page with clips': '/docs/Features/emmet',
  'API reference page': '/api/API-Reference/command/CommandManager',
  'blog post': '/blog/release-5.2',
  'page with a live code block': '/markdown-page',
};
