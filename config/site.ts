/** Facts about the site that more than one module needs. */
import {encodeUrl} from '../src/lib/encodeUrl';

export const siteUrl = 'https://docs.phcode.dev';
export const copyrightYear = 2025;
export const downloadUrl = 'https://phcode.io';
export const githubUrl = 'https://github.com/phcode-dev/phoenix';
export const docsRepoUrl = 'https://github.com/phcode-dev/docs';

/** Where the user docs and the developer guides start (the spec's "docs home" and "API home"). */
export const docsHome = '/docs/intro';
export const apiHome = '/api/getting-started';

/**
 * "Edit this page" for a docs or guides page: the file on GitHub, percent-encoded (docs folders
 * have spaces, "Live Preview", and the theme writes the URL into the href as it gets it).
 */
export function docsEditUrl({versionDocsDirPath, docPath}: {versionDocsDirPath: string; docPath: string}): string {
  return encodeUrl(`${docsRepoUrl}/edit/main/${versionDocsDirPath}/${docPath}`);
}

/** The user-docs version that `/docs/...` serves; older ones live at `/docs/<version>/...`. */
export const currentDocsVersionLabel = '5.2';

/** Bump the id when the message changes, so readers who dismissed the old one see the new one. */
export const announcement = {
  id: 'release-5-2',
  content:
    'Phoenix Code 5.2 is out: the Styles Bar, code intelligence and your choice of AI model. <a href="/blog/release-5.2">Read what is new</a>.',
};
