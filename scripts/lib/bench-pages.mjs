// The pages every performance figure is taken on (BENCHMARKS.md, issue 6). The introduction opens
// with a picture of the editor in its first screen, the heaviest case for the pictures' cost; the
// about page holds the site's live code block. The Emmet page opens with a clip of the editor, and
// Editing Text holds the most clips (eight) of any page.
export const BENCH_PAGES = {
  home: '/',
  'docs page': '/docs/Features/Live Preview/live-preview',
  'docs page with pictures': '/docs/intro',
  'docs page with clips': '/docs/Features/emmet',
  'clip page': '/docs/editing-text',
  'API reference page': '/api/API-Reference/command/CommandManager',
  'blog post': '/blog/release-5.2',
  'page with a live code block': '/markdown-page',
};

// The page types whose main-thread work `npm run bench -- --compare <dir>` sets side by side with
// an older build (issue 32): one of each kind of page a reader lands on.
export const PAGE_TYPES = ['home', 'docs page with pictures', 'clip page', 'API reference page', 'blog post'];
