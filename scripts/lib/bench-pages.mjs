// The pages every performance figure is taken on (BENCHMARKS.md, issue 6). The introduction opens
// with a picture of the editor in its first screen, the heaviest case for the pictures' cost.
export const BENCH_PAGES = {
  home: '/',
  'docs page': '/docs/Features/Live Preview/live-preview',
  'docs page with pictures': '/docs/intro',
  'API reference page': '/api/API-Reference/command/CommandManager',
  'blog post': '/blog/release-5.2',
};
