/**
 * Links that released editors open straight into the docs (not through /app-links/), exactly as
 * each release wrote them, and where each must land: the page and heading it means today. Older
 * releases cannot be changed, so these URLs keep working for as long as those releases are used.
 *
 * `href` is the path and hash as written in the editor; `to` is where it lands. Entries whose
 * path is not a page of the site become redirects (docusaurus.config.ts); a trailing slash is
 * among those, so the link works on hosts that do not strip it. The e2e test follows every one.
 */
export type InboundLink = {href: string; to: string; foundIn: string};

const whatsNew = (tags: string) => `src/assets/default-project/en/Newly_added_features.md at ${tags}`;

export const inboundLinks: readonly InboundLink[] = [
  {href: '/docs/editing-text#line-height', to: '/docs/editing-text#line-height', foundIn: whatsNew('v3.10.0, v4.0.3')},
  {href: '/docs/editing-text#indent-guide-lines', to: '/docs/editing-text#indent-guide-lines', foundIn: whatsNew('v3.10.0, v4.0.3')},
  {href: '/docs/editing-text/#auto-space-detection', to: '/docs/editing-text#auto-space-detection', foundIn: whatsNew('v3.10.0, v4.0.3')},
  {href: '/docs/editing-text/#auto-rename-tag', to: '/docs/editing-text#auto-rename-tag', foundIn: whatsNew('v3.10.0, v4.0.3')},
  {href: '/docs/editing-colors#color-preview', to: '/docs/editing-colors#color-preview', foundIn: whatsNew('v4.0.3')},
  {
    href: '/docs/Features/git',
    to: '/docs/Features/git',
    foundIn: `${whatsNew('v4.0.3')}; GIT_TOAST_MESSAGE in src/nls/root/strings.js at v4.0.3`,
  },
  {href: '/docs/Features/Problems%20Panel/html-lint/', to: '/docs/Features/Problems Panel/html-lint', foundIn: whatsNew('v3.10.0, v4.0.3')},
  {href: '/docs/Features/Problems%20Panel/ESLint/', to: '/docs/Features/Problems Panel/ESLint', foundIn: whatsNew('v3.10.0, v4.0.3')},
  // 3.10 linked the settings page before it moved into the Live Preview folder; the link's
  // heading read "Custom Live Preview Servers".
  {
    href: '/docs/Features/live-preview-settings/',
    to: '/docs/Features/Live Preview/live-preview-settings#custom-server',
    foundIn: whatsNew('v3.10.0'),
  },
  {
    href: '/docs/Features/Live%20Preview/live-preview-settings',
    to: '/docs/Features/Live Preview/live-preview-settings',
    foundIn: whatsNew('v4.0.3'),
  },
  {href: '/docs/Features/editor-rulers/', to: '/docs/Features/editor-rulers', foundIn: whatsNew('v3.10.0, v4.0.3')},
  // The link's heading read "Search Filters - Advanced find in files".
  {href: '/docs/Features/find-in-files/', to: '/docs/Features/find-in-files#file-filters', foundIn: whatsNew('v3.10.0, v4.0.3')},
];

/** Redirects for the inbound paths that are not pages: a moved page, trailing-slash spellings. */
export function inboundRedirects(): {from: string; to: string}[] {
  const redirects = new Map<string, string>();
  for (const {href, to} of inboundLinks) {
    const from = decodeURIComponent(href.split('#')[0]!);
    const target = new URL(to, 'http://x');
    const targetPath = decodeURIComponent(target.pathname);
    if (from === targetPath) continue; // the page itself
    // A link with a hash of its own keeps it (the redirect page appends it); one without gets `to`'s.
    redirects.set(from, href.includes('#') ? targetPath : `${targetPath}${target.hash}`);
  }
  return [...redirects].map(([from, to]) => ({from, to}));
}
