/**
 * The JSON-LD graph of a docs or guide page: a schema.org `TechArticle` and the page's
 * `BreadcrumbList`. Pure, so the theme renders it and the tests check it with the same code.
 */

export type Crumb = {label: string; href?: string};

export type ArticleFacts = {
  siteUrl: string;
  siteName: string;
  /** The page's route, as Docusaurus gives it (spaces unencoded). */
  permalink: string;
  title: string;
  description: string;
  /** ISO dates (YYYY-MM-DD or full timestamps). */
  datePublished: string;
  dateModified: string;
  /** The Phoenix Code release the page documents. */
  version: string;
  /** The sidebar trail down to the page; items without a page of their own are left out. */
  breadcrumbs: readonly Crumb[];
  inLanguage?: string;
};

/** An absolute URL with spaces and other characters encoded, whatever the route's spelling. */
export function absoluteUrl(siteUrl: string, route: string): string {
  return new URL(encodeURI(decodeURI(route)), siteUrl).href;
}

export function articleGraph(facts: ArticleFacts): Record<string, unknown> {
  const url = absoluteUrl(facts.siteUrl, facts.permalink);
  const publisher = {'@type': 'Organization', name: 'Phoenix Code', url: 'https://phcode.io'};
  // A breadcrumb needs an address, and only the last one may lack it: a category without a page is
  // skipped, as Google's breadcrumb rules ask.
  const trail = facts.breadcrumbs.filter((crumb) => crumb.href);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'TechArticle',
        '@id': `${url}#article`,
        headline: facts.title,
        description: facts.description,
        url,
        mainEntityOfPage: url,
        datePublished: facts.datePublished,
        dateModified: facts.dateModified,
        inLanguage: facts.inLanguage ?? 'en',
        version: facts.version,
        isPartOf: {'@type': 'WebSite', name: facts.siteName, url: absoluteUrl(facts.siteUrl, '/')},
        publisher,
        author: publisher,
        breadcrumb: {'@id': `${url}#breadcrumbs`},
      },
      {
        '@type': 'BreadcrumbList',
        '@id': `${url}#breadcrumbs`,
        itemListElement: trail.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.label,
          item: absoluteUrl(facts.siteUrl, crumb.href!),
        })),
      },
    ],
  };
}

/**
 * JSON for a `<script>` element: `<` is escaped so that no text in a title or description can
 * close the script early.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
