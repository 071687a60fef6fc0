import {useContextualSearchFilters} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {HostedSearch} from '../../config/search';
import {boundQuery, indexUrl} from './limits';
import type {FacetFilters} from './types';

/** The hosted search service, when the build was configured for one; otherwise null. */
export function useSearchConfig(): HostedSearch | null {
  const {siteConfig} = useDocusaurusContext();
  const hosted = siteConfig.customFields?.hostedSearch as HostedSearch | null | undefined;
  return hosted?.appId && hosted.apiKey && hosted.indexName ? hosted : null;
}

/** Where the site's own index of the current locale is served. */
export function useLocalIndexUrl(): string {
  const {i18n} = useDocusaurusContext();
  return useBaseUrl(indexUrl(i18n.currentLocale));
}

/**
 * Facet filters for the page the reader is on: its language, and the docs versions in view (the
 * version being read, else the remembered or latest one), plus the pages that have no version.
 */
export function useSearchFacetFilters(): FacetFilters {
  const {locale, tags} = useContextualSearchFilters();
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

export function searchPageUrl(query: string): string {
  return `/search?q=${encodeURIComponent(boundQuery(query))}`;
}
