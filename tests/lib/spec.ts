/**
 * What the specification (section 2, "Screens and routes") names, copied as data: the build must
 * serve every one of these. The site has more pages; those come from the content folders and are
 * found in the build's own route list.
 */
const docs = [
  'intro',
  'quick-start-project',
  'control-ai',
  'editing-colors',
  'editing-text',
  'popular-extensions',
  'Linux',
  ...[
    'beautify-code',
    'editor-rulers',
    'find-in-files',
    'git',
    'keyboard-shortcuts',
    'quick-edit',
    'recent-files',
    'syntax-highlighting',
    'themes',
  ].map((p) => `Features/${p}`),
  ...['live-preview', 'live-preview-settings', 'php-live-preview'].map((p) => `Features/Live Preview/${p}`),
  ...['ESLint', 'html-lint'].map((p) => `Features/Problems Panel/${p}`),
];

const api = [
  'getting-started',
  'creating-extensions',
  'creating-node-extensions',
  'creating-themes',
  'debugging-extensions',
  'publishing-extensions',
  'available-standard-libs',
  ...['Dialogs', 'Menus', 'Panels', 'StatusBar'].map((p) => `How-To/${p}`),
];

export const specBlogTags = [
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
];

export const specRoutes = [
  '/',
  '/markdown-page',
  '/search',
  ...['', '/archive', '/authors', '/tags', '/welcome', '/Blog-Legacy'].map((p) => `/blog${p}`),
  ...['3.5', '3.6', '3.7', '3.8', '3.9', '3.10', '4.0'].map((v) => `/blog/release-${v}`),
  ...specBlogTags.map((tag) => `/blog/tags/${tag}`),
  ...docs.map((id) => `/docs/${id}`),
  ...api.map((id) => `/api/${id}`),
];

export const specAppLinkTopics = [
  'extn-line-height',
  'live-preview',
  'keyboard-shortcuts',
  'auto-rename-tag',
  'indent-guide-lines',
  'emmet',
  'git',
  'color-preview',
  'auto-space-detection',
  'html-lint',
  'ESLint',
  'live-preview-settings',
  'editor-rulers',
  'find-in-files',
];

/** "API-Reference pages grouped as: ..." (section 2), in the spec's order. */
export const specApiGroups = [
  'command',
  'document',
  'editor',
  'features',
  'file',
  'filesystem',
  'JSUtils',
  'language',
  'NodeConnector',
  'preferences',
  'project',
  'search',
  'utils',
  'view',
  'widgets',
  'worker',
];

/** "Docs home /docs/intro; API home /api/getting-started" (section 9). */
export const specHomes = {docs: '/docs/intro', api: '/api/getting-started'};
