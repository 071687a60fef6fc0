import {DOCS_VERSIONS, type DocsVersion} from '../docsVersions';

/**
 * What the status bar shows that the facts files do not hold, with the source it was read from.
 *
 * The encoding button shows the encoding's name as the file system layer spells it, and a file
 * opens as UTF-8 unless another encoding was picked for it; the button then reads `utf8`.
 */
export const statusBarEncoding: {defaultName: string; versions: readonly DocsVersion[]; source: string} = {
  defaultName: 'utf8',
  // Every documented version: a release cut carries it over; RELEASING.md has it checked.
  versions: DOCS_VERSIONS,
  source: 'src/editor/EditorStatusBar.js@v5.2.4, @v4.0.3 and @v3.10.0 (_updateEncodingInfo)',
};
