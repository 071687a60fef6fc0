import type {DocsVersion} from '../facts';

/** A docs version's pages, or the developer guides (`api/`), which show the current release's clips. */
export type ClipSection = DocsVersion | 'api';

/**
 * Which clip goes where, like the pictures' placements (../screenshots/placements.ts): `page` is
 * the page's path inside the section's folder without the extension; `afterHeading` is an explicit
 * heading id on that page (the clip goes right below it), or null for after the opening paragraph.
 * `clip` is a name in `static/clips/<version>/` (see `<version>.json` next to this file).
 *
 * The remark plugin (src/plugins/clips) inserts the clips when the site is built; a placement whose
 * heading, clip or files are missing fails the build with the page and the name.
 */
export type ClipPlacement = {
  page: string;
  afterHeading: string | null;
  clip: string;
};

export const clipPlacements: Record<ClipSection, readonly ClipPlacement[]> = {
  '5.2': [],
  '4.0': [],
  '3.10': [],
  api: [],
};
