/** Facts about the site that more than one module needs. */
export const siteUrl = 'https://docs.phcode.dev';
export const copyrightYear = 2025;
export const downloadUrl = 'https://phcode.io';
export const editorInBrowserUrl = 'https://phcode.dev';
export const githubUrl = 'https://github.com/phcode-dev/phoenix';
export const docsRepoUrl = 'https://github.com/phcode-dev/docs';

/** The user-docs version that `/docs/...` serves; older ones live at `/docs/<version>/...`. */
export const currentDocsVersionLabel = '5.2';

/** Bump the id when the message changes, so readers who dismissed the old one see the new one. */
export const announcement = {
  id: 'release-4-0',
  content:
    'Phoenix Code 4.0 is out. <a href="/blog/release-4.0">Read what is new</a>.',
};
