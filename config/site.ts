/** Facts about the site that more than one module needs. */
import {encodeUrl} from '../src/lib/encodeUrl';
import {CURRENT_DOCS_VERSION, versionEntry} from '../src/data/docsVersions';

export const siteUrl = 'https://docs.phcode.dev';
/** The year the site is built in: the footer's copyright is as recent as the pages it is on. */
export const copyrightYear = new Date().getUTCFullYear();
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

/** The user-docs version that `/docs/...` serves; older ones live at `/docs/<version>/...` (src/data/versions.json). */
export const currentDocsVersionLabel = CURRENT_DOCS_VERSION;

/**
 * The current release's announcement, from its highlights in src/data/versions.json. The id names
 * the release, so readers who dismissed the last one see the next.
 */
export const announcement = {
  id: `release-${CURRENT_DOCS_VERSION.replace('.', '-')}`,
  content: `Phoenix Code ${CURRENT_DOCS_VERSION} is out: ${versionEntry(CURRENT_DOCS_VERSION).highlights}. <a href="/blog/release-${CURRENT_DOCS_VERSION}">Read what is new</a>.`,
};
