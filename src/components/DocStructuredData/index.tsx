import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc, useDocsVersion, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {articleGraph, jsonForScript} from '@site/src/plugins/structured-data/jsonLd';
import {STRUCTURED_DATA_PLUGIN, type StructuredDataGlobals} from '@site/src/plugins/structured-data/globals';

/**
 * The JSON-LD of a docs or guide page: a TechArticle and its breadcrumbs, in one graph. It replaces
 * the theme's own breadcrumbs script (see src/theme/DocBreadcrumbs/StructuredData), whose URLs
 * keep the spaces of folder names.
 *
 * Dates: `datePublished` is the day the documented release came out (its release notes' date).
 * `dateModified` is the last git change of the file when the docs plugin reads it
 * (`showLastUpdateTime`, off on this site), otherwise the same day.
 */
export default function DocStructuredData(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const docsVersion = useDocsVersion();
  const breadcrumbs = useSidebarBreadcrumbs() ?? [];
  const {releaseDates, currentVersion} = usePluginData(STRUCTURED_DATA_PLUGIN) as StructuredDataGlobals;
  // The user docs have a version per release; the guides and the API reference describe the current one.
  const version = docsVersion.pluginId === 'default' ? docsVersion.label : currentVersion;
  const published = releaseDates[version] ?? releaseDates[currentVersion]!;
  const modified = metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt).toISOString() : published;
  const graph = articleGraph({
    siteUrl: siteConfig.url,
    siteName: siteConfig.title,
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    datePublished: published,
    dateModified: modified,
    version,
    breadcrumbs: breadcrumbs.map((item) => ({label: item.label, href: 'href' in item ? item.href : undefined})),
  });
  return (
    <Head>
      <script type="application/ld+json">{jsonForScript(graph)}</script>
    </Head>
  );
}
