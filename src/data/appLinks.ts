/**
 * In-app help links. The editor opens `/app-links/<topic>`; the site sends the reader to the
 * heading that documents the topic. Targets must keep their explicit heading ids: the e2e test and
 * the content test both read this table.
 */
export type AppLink = {topic: string; to: string};

export const appLinks: readonly AppLink[] = [
  {topic: 'extn-line-height', to: '/docs/editing-text#line-height'},
  {topic: 'live-preview', to: '/docs/Features/Live Preview/live-preview#start-live-preview'},
  {topic: 'keyboard-shortcuts', to: '/docs/Features/keyboard-shortcuts#default-shortcuts'},
  {topic: 'auto-rename-tag', to: '/docs/editing-text#auto-rename-tag'},
  {topic: 'indent-guide-lines', to: '/docs/editing-text#indent-guide-lines'},
  {topic: 'emmet', to: '/docs/Features/emmet#use-emmet'},
  {topic: 'git', to: '/docs/Features/git#get-started'},
  {topic: 'color-preview', to: '/docs/editing-colors#color-preview'},
  {topic: 'auto-space-detection', to: '/docs/editing-text#auto-space-detection'},
  {topic: 'html-lint', to: '/docs/Features/Problems Panel/html-lint#enable-html-lint'},
  {topic: 'ESLint', to: '/docs/Features/Problems Panel/ESLint#set-up-eslint'},
  {topic: 'live-preview-settings', to: '/docs/Features/Live Preview/live-preview-settings#open-the-settings'},
  {topic: 'editor-rulers', to: '/docs/Features/editor-rulers#show-rulers'},
  {topic: 'find-in-files', to: '/docs/Features/find-in-files#search-in-files'},
  {topic: 'ai-chat', to: '/docs/ai-chat#start-ai-chat'},
  {topic: 'ai-models', to: '/docs/ai-models#choose-a-model'},
  {topic: 'custom-snippets', to: '/docs/Features/custom-snippets#create-snippet'},
  {topic: 'video-audio-preview', to: '/docs/Features/video-audio-preview#play-media'},
  {topic: 'themes', to: '/docs/Features/themes#choose-theme'},
  {topic: 'terminal', to: '/docs/Features/terminal#open-terminal'},
  {topic: 'tab-bar', to: '/docs/Features/tab-bar#show-tab-bar'},
  {topic: 'markdown-editor', to: '/docs/Features/markdown-editor#edit-markdown'},
  {topic: 'code-intelligence', to: '/docs/Features/code-intelligence#language-servers'},
  {topic: 'live-preview-edit', to: '/docs/Features/Live Preview/live-preview-edit#turn-on-edit-mode'},
  {topic: 'styles-bar', to: '/docs/Features/Live Preview/styles-bar#open-the-styles-bar'},
  {topic: 'resize-ruler', to: '/docs/Features/Live Preview/device-preview#resize-ruler'},
  {topic: 'design-mode', to: '/docs/Features/Live Preview/design-mode#start-design-mode'},
];
