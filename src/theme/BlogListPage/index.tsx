/**
 * The blog's list page. Ejected rather than wrapped because the stock page has no heading at all:
 * readers of assistive technology and search engines need an h1 saying where they are, and the
 * heading has to sit inside the blog layout, which a wrapper cannot reach.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import styles from './styles.module.css';

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const {blogTitle, blogDescription, page} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{page > 1 ? `${blogTitle}, page ${page}` : blogTitle}</Heading>
          <p className={styles.lead}>
            {blogDescription} Follow along with the <Link href="pathname:///blog/rss.xml">RSS</Link> or{' '}
            <Link href="pathname:///blog/atom.xml">Atom</Link> feed, or browse the <Link to="/blog/archive">archive</Link>.
          </p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
