/** The top-level folders of some site paths (`/app-links/git` is in `app-links`); a top-level file is in none. */
export function topFolders(paths: readonly string[]): string[] {
  return [
    ...new Set(
      paths.map((p) => p.replace(/^\//, '').split('/')).flatMap((segments) => (segments.length > 1 && segments[0] ? [segments[0]] : [])),
    ),
  ].sort();
}
