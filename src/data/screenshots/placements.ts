import type {DocsVersion} from '../docsVersions';

/**
 * Which picture goes where, per docs version. `page` is the page's path inside the version's docs
 * folder without the extension; `afterHeading` is an explicit heading id on that page (the picture
 * goes right below the heading), or null for right after the page's opening paragraph. `shot` is a
 * name in `static/img/screenshots/<version>/` (see `<version>.json` next to this file).
 *
 * The remark plugin of the editor's media (src/plugins/editor-media) inserts the pictures when the
 * site is built; a placement whose heading or picture is missing fails the build with the page and
 * the name.
 */
export type Placement = {
  page: string;
  afterHeading: string | null;
  shot: string;
  /** Shown under the picture on this page only. */
  caption?: string;
};

export const placements: Partial<Record<DocsVersion, readonly Placement[]>> = {
  '5.2': [
    {page: 'intro', afterHeading: null, shot: 'editor-overview'},
    {page: 'quick-start-project', afterHeading: 'start-project-dialog', shot: 'quick-start-dialog'},
    {page: 'editing-text', afterHeading: 'code-hints', shot: 'code-hints'},
    {page: 'editing-colors', afterHeading: 'color-preview', shot: 'color-preview'},
    {page: 'editing-colors', afterHeading: 'inline-color-editor', shot: 'inline-color-editor'},
    {page: 'popular-extensions', afterHeading: 'manage-extensions', shot: 'extension-manager'},
    {page: 'control-ai', afterHeading: 'disable-ai-desktop', shot: 'ai-control-illustration'},
    {page: 'Linux', afterHeading: 'desktop-integration', shot: 'linux-install-illustration'},
    {page: 'installation', afterHeading: 'update-desktop', shot: 'app-update-illustration'},
    {page: 'installation', afterHeading: 'install-linux', shot: 'linux-install-illustration'},
    {page: 'phoenix-pro-education', afterHeading: 'activate-device', shot: 'manage-licenses-illustration'},
    {page: 'file-management', afterHeading: 'context-menu', shot: 'file-tree-context-menu'},
    {page: 'Features/Live Preview/live-preview', afterHeading: 'start-live-preview', shot: 'live-preview'},
    {page: 'Features/Live Preview/live-preview', afterHeading: 'toolbar', shot: 'live-preview-toolbar'},
    {page: 'Features/Live Preview/live-preview-settings', afterHeading: 'open-the-settings', shot: 'live-preview-settings'},
    {page: 'Features/Live Preview/live-preview-settings', afterHeading: 'custom-server', shot: 'live-preview-custom-server'},
    {page: 'Features/Live Preview/php-live-preview', afterHeading: 'php-builtin-server', shot: 'live-preview-custom-server'},
    {page: 'Features/Live Preview/php-live-preview', afterHeading: 'behaviour', shot: 'live-preview-custom-server-banner'},
    {page: 'Features/Problems Panel/ESLint', afterHeading: 'work-with-problems', shot: 'eslint-illustration'},
    {page: 'Features/Problems Panel/html-lint', afterHeading: 'read-problems', shot: 'problems-panel-html'},
    {page: 'Features/beautify-code', afterHeading: 'beautify-now', shot: 'beautify-menu'},
    {page: 'Features/editor-rulers', afterHeading: 'custom-rulers', shot: 'editor-rulers'},
    {page: 'Features/find-in-files', afterHeading: 'search-in-files', shot: 'find-in-files-results'},
    {page: 'Features/git', afterHeading: 'get-started', shot: 'git-illustration'},
    {page: 'Features/keyboard-shortcuts', afterHeading: 'view-shortcuts', shot: 'keyboard-shortcuts-panel'},
    {page: 'Features/quick-edit', afterHeading: 'open-quick-edit', shot: 'quick-edit-css'},
    {page: 'Features/recent-files', afterHeading: 'open-recent-files', shot: 'recent-files'},
    {page: 'Features/syntax-highlighting', afterHeading: null, shot: 'syntax-highlighting'},
    {page: 'Features/themes', afterHeading: 'choose-theme', shot: 'themes-dialog'},
    {page: 'Features/customize-editor', afterHeading: 'font', shot: 'themes-dialog'},
    {page: 'Features/code-intelligence', afterHeading: 'code-hints', shot: 'code-hints'},
    {page: 'Features/emmet', afterHeading: 'use-emmet', shot: 'emmet-hint'},
    {page: 'Features/terminal', afterHeading: 'open-terminal', shot: 'terminal-illustration'},
    {page: 'Features/tab-bar', afterHeading: 'show-tab-bar', shot: 'file-tab-bar'},
    {page: 'Features/custom-snippets', afterHeading: 'open-snippets-panel', shot: 'custom-snippets-panel'},
    {page: 'Features/markdown-editor', afterHeading: 'open-markdown', shot: 'markdown-file'},
    {page: 'Features/Live Preview/design-mode', afterHeading: 'start-design-mode', shot: 'design-mode'},
    {page: 'Features/Live Preview/live-preview-edit', afterHeading: 'turn-on-edit-mode', shot: 'live-preview-toolbar'},
    {page: 'ai-models', afterHeading: 'disable-ai', shot: 'ai-control-illustration'},
    {page: 'ai-chat', afterHeading: 'panel-controls', shot: 'ai-chat-illustration'},
    {page: 'Features/video-audio-preview', afterHeading: 'play-media', shot: 'video-preview'},
    {page: 'Features/video-audio-preview', afterHeading: 'media-header', shot: 'audio-preview'},
    {page: 'Features/Live Preview/styles-bar', afterHeading: 'open-the-styles-bar', shot: 'styles-bar-illustration'},
    {page: 'Features/Live Preview/measurements', afterHeading: 'show-measurements', shot: 'measurements-illustration'},
    {page: 'Features/Live Preview/device-preview', afterHeading: 'choose-a-device', shot: 'device-preview-illustration'},
    {page: 'Features/Live Preview/image-gallery', afterHeading: 'open-the-gallery', shot: 'image-gallery-illustration'},
  ],
};

/**
 * Pages of the current docs that show no picture of the editor on purpose, with the reason (page
 * path as in `placements` → why). Every other page of the current docs must have a placement; the
 * screenshots tests fail otherwise, and also when a page listed here gets a picture or goes away.
 */
export const pagesWithoutPicture: Readonly<Record<string, string>> = {};
