/**
 * Every route the site must serve. The e2e tests visit each one, and the sitemap check compares
 * against it, so a page added to the site is added here too.
 */
import {apiModules} from './apiModules';
import {appLinks} from './appLinks';

/** User-doc ids, shared by both docs versions. */
export const userDocIds = [
  'intro',
  'quick-start-project',
  'control-ai',
  'editing-colors',
  'editing-text',
  'popular-extensions',
  'Linux',
  'Features/beautify-code',
  'Features/editor-rulers',
  'Features/find-in-files',
  'Features/git',
  'Features/keyboard-shortcuts',
  'Features/quick-edit',
  'Features/recent-files',
  'Features/syntax-highlighting',
  'Features/themes',
  'Features/Live Preview/live-preview',
  'Features/Live Preview/live-preview-settings',
  'Features/Live Preview/php-live-preview',
  'Features/Problems Panel/ESLint',
  'Features/Problems Panel/html-lint',
] as const;

/** The older docs version kept online, and where it lives. */
export const olderDocsVersion = {name: '3.10', path: '/docs/3.10'} as const;

export const apiGuideIds = [
  'getting-started',
  'creating-extensions',
  'creating-node-extensions',
  'creating-themes',
  'debugging-extensions',
  'publishing-extensions',
  'available-standard-libs',
  'How-To/Dialogs',
  'How-To/Menus',
  'How-To/Panels',
  'How-To/StatusBar',
] as const;

export const blogPostSlugs = [
  'welcome',
  'Blog-Legacy',
  'release-3.5',
  'release-3.6',
  'release-3.7',
  'release-3.8',
  'release-3.9',
  'release-3.10',
  'release-4.0',
] as const;

export const blogTags = [
  'brackets',
  'color-previews',
  'continued',
  'editor-experience',
  'git',
  'hello-world',
  'history',
  'linux',
  'live-code-hints',
  'live-preview',
  'mac',
  'native-apps',
  'open-in-terminal',
  'phoenix-code',
  'release',
  'stability-improvements',
  'ui-improvements',
  'version-control',
  'windows',
] as const;

export type RouteKind = 'page' | 'doc' | 'doc-version' | 'api-guide' | 'api-reference' | 'blog' | 'blog-tag';
export type SiteRoute = {path: string; kind: RouteKind};

const route = (kind: RouteKind) => (path: string): SiteRoute => ({path, kind});

export const siteRoutes: readonly SiteRoute[] = [
  ...['/', '/markdown-page', '/search'].map(route('page')),
  ...userDocIds.map((id) => `/docs/${id}`).map(route('doc')),
  ...userDocIds.map((id) => `${olderDocsVersion.path}/${id}`).map(route('doc-version')),
  ...apiGuideIds.map((id) => `/api/${id}`).map(route('api-guide')),
  ...['/api/API-Reference', ...apiModules.map((m) => `/api/API-Reference/${m}`)].map(route('api-reference')),
  ...['/blog', '/blog/archive', '/blog/authors', ...blogPostSlugs.map((s) => `/blog/${s}`)].map(route('blog')),
  // Tag pages, and their index, stay out of the sitemap.
  ...['/blog/tags', ...blogTags.map((t) => `/blog/tags/${t}`)].map(route('blog-tag')),
];

/** Files served beside the pages. */
export const siteFiles = ['/blog/rss.xml', '/blog/atom.xml', '/sitemap.xml', '/robots.txt'] as const;

/** `/app-links/<topic>` pages: client-side redirects, not content. */
export const appLinkRoutes = appLinks.map(({topic}) => `/app-links/${topic}`);

export const docsHome = '/docs/intro';
export const apiHome = '/api/getting-started';
