// The four pages every performance figure is taken on (BENCHMARKS.md, issue 6).
export const BENCH_PAGES = {
  home: '/',
  'docs page': '/docs/Features/Live Preview/live-preview',
  'API reference page': '/api/API-Reference/command/CommandManager',
  'blog post': '/blog/release-5.2',
};
