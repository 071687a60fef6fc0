import type {MediaSection} from '../editorMedia';

/**
 * Which clip goes where, like the pictures' placements (../screenshots/placements.ts): `page` is
 * the page's path inside the section's folder (a docs version's, or `api/` for the developer
 * guides) without the extension; `afterHeading` is an explicit heading id on that page (the clip
 * goes right below it, under the heading's pictures), or null for after the opening paragraph.
 * `clip` is a name in `static/clips/<version>/` (see `<version>.json` next to this file).
 *
 * The remark plugin of the editor's media (src/plugins/editor-media) inserts the clips when the site
 * is built; a placement whose heading, clip or files are missing fails the build with the page and
 * the name.
 */
export type ClipPlacement = {
  page: string;
  afterHeading: string | null;
  clip: string;
};

/** Per section; a version with no entry shows no clips. */
export const clipPlacements: Partial<Record<MediaSection, readonly ClipPlacement[]>> = {
  '5.2': [
    {page: 'editing-text', afterHeading: 'multiple-cursors', clip: 'multiple-cursors'},
    {page: 'editing-text', afterHeading: 'comments', clip: 'comment-lines'},
    {page: 'editing-text', afterHeading: 'code-hints', clip: 'code-hints-css'},
    {page: 'editing-text', afterHeading: 'emmet', clip: 'emmet-html'},
    {page: 'editing-text', afterHeading: 'auto-close', clip: 'auto-close-braces'},
    {page: 'editing-text', afterHeading: 'auto-rename-tag', clip: 'auto-rename-tag'},
    {page: 'editing-text', afterHeading: 'auto-rename-tag', clip: 'auto-rename-tag-off'},
    {page: 'editing-text', afterHeading: 'font-size-and-zoom', clip: 'zoom-font'},
    {page: 'editing-colors', afterHeading: 'color-picker', clip: 'inline-color-editor-drag'},
    {page: 'Features/beautify-code', afterHeading: 'beautify-now', clip: 'beautify'},
    {page: 'Features/emmet', afterHeading: 'html-abbreviations', clip: 'emmet-html'},
    {page: 'Features/emmet', afterHeading: 'css-abbreviations', clip: 'emmet-css'},
    {page: 'Features/code-intelligence', afterHeading: 'code-hints', clip: 'code-hints-css'},
    {page: 'Features/code-intelligence', afterHeading: 'parameter-hints', clip: 'parameter-hints'},
    {page: 'Features/code-intelligence', afterHeading: 'jump-to-definition', clip: 'jump-to-definition'},
    {page: 'Features/recent-files', afterHeading: 'keyboard-only', clip: 'recent-files-switch'},
    {page: 'Features/customize-editor', afterHeading: 'zoom', clip: 'zoom-font'},
    {page: 'Features/themes', afterHeading: 'font-size-and-zoom', clip: 'zoom-font'},
    {page: 'editing-text', afterHeading: 'word-wrap', clip: 'word-wrap'},
    {page: 'editing-text', afterHeading: 'status-bar-tools', clip: 'overwrite-mode'},
    {page: 'file-management', afterHeading: 'collapse-all-folders', clip: 'collapse-all-folders'},
    {page: 'Features/quick-edit', afterHeading: 'open-quick-edit', clip: 'quick-edit'},
    {page: 'Features/find-in-files', afterHeading: 'search-in-files', clip: 'find-in-files'},
    {page: 'Features/Live Preview/live-preview', afterHeading: 'what-updates', clip: 'live-preview-typing'},
    {page: 'Features/Live Preview/live-preview', afterHeading: 'highlight', clip: 'live-preview-highlight'},
    {page: 'Features/Live Preview/design-mode', afterHeading: 'start-design-mode', clip: 'design-mode-toggle'},
    {page: 'Features/keyboard-shortcuts', afterHeading: 'view-shortcuts', clip: 'keyboard-shortcuts-filter'},
    {page: 'Features/customize-editor', afterHeading: 'split-view', clip: 'split-view'},
    {page: 'Features/find-in-files', afterHeading: 'replace-in-files', clip: 'replace-in-files'},
    {page: 'Features/markdown-editor', afterHeading: 'open-markdown', clip: 'markdown-preview-sync'},
    {page: 'Features/tab-bar', afterHeading: 'use-tabs', clip: 'tab-bar'},
    {page: 'Features/tab-bar', afterHeading: 'use-tabs', clip: 'tab-bar-reorder'},
    {page: 'Features/custom-snippets', afterHeading: 'create-snippet', clip: 'snippet-create'},
    {page: 'Features/custom-snippets', afterHeading: 'insert-snippet', clip: 'snippet-use'},
    {page: 'Features/custom-snippets', afterHeading: 'tab-stops', clip: 'snippet-stops'},
    {page: 'Features/Problems Panel/html-lint', afterHeading: 'read-problems', clip: 'problems-panel-jump'},
    {page: 'Features/Problems Panel/html-lint', afterHeading: 'worked-examples', clip: 'html-lint-save'},
    {page: 'Features/Live Preview/live-preview-settings', afterHeading: 'custom-server', clip: 'live-preview-settings-server'},
    {page: 'Features/video-audio-preview', afterHeading: 'play-media', clip: 'media-preview'},
    {page: 'file-management', afterHeading: 'file-tree', clip: 'file-tree'},
    {page: 'popular-extensions', afterHeading: 'manage-extensions', clip: 'extension-manager-search'},
    {page: 'quick-start-project', afterHeading: 'start-project-dialog', clip: 'start-project-dialog'},
  ],
  api: [{page: 'creating-themes', afterHeading: 'step-3-live-edit', clip: 'theme-live-edit'}],
};

/** Clips that are on no page (yet); the clips test names each one that is neither placed nor listed here. */
export const clipsAwaitingAPage: readonly string[] = [];

/**
 * Clips whose manifest entry predates captions: recorded before their steps announced cues, so
 * they show their old caption and have no captions tracks. Each is recorded again with
 * scripts/screenshots/capture.mjs (its steps already announce their cues) and then leaves this
 * list; the clips test fails on a clip without cues that is not listed, and on a listed one that
 * has them.
 */
export const clipsAwaitingCues: readonly string[] = [];
