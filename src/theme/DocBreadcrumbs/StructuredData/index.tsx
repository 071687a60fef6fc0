/**
 * Renders nothing: the breadcrumbs are part of the page's JSON-LD graph, written with the article
 * by src/components/DocStructuredData (with encoded URLs, which the theme's version lacks).
 */
import type {ReactNode} from 'react';

export default function DocBreadcrumbsStructuredData(): ReactNode {
  return null;
}
