/**
 * When each docs version was published: the date of that release's notes on the blog (the post
 * with slug `release-<version>`). The docs of a version go online with its release, so this is the
 * `datePublished` of their pages; it needs no git history, which shallow CI clones do not have.
 */

export type ReleasePost = {slug?: unknown; date: Date | string};

export const RELEASE_SLUG = /^release-(\d+\.\d+)$/;

const isoDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

export function releaseDates(posts: readonly ReleasePost[], versions: readonly string[]): Record<string, string> {
  const dates: Record<string, string> = {};
  for (const post of posts) {
    const match = typeof post.slug === 'string' ? RELEASE_SLUG.exec(post.slug) : null;
    if (match) dates[match[1]!] = isoDay(post.date);
  }
  const missing = versions.filter((version) => !dates[version]);
  if (missing.length) {
    throw new Error(
      `[structured-data] no release notes for docs version ${missing.join(', ')}: the pages' datePublished is the date of the blog post with slug release-<version>`,
    );
  }
  return Object.fromEntries(versions.map((version) => [version, dates[version]!]));
}
