/**
 * The blog archive. Ejected rather than wrapped because the stock page heads each year with an
 * h3 straight under the page's h1: a skipped heading level, which the Nu HTML Checker reports and
 * which leaves screen-reader users wondering what they missed. The years are h2 here, at the size
 * the h3 had; a wrapper cannot reach the headings. And the stock page lists the years newest first
 * but the posts inside each year oldest first (it puts each post before those already listed); here
 * both are newest first, as the blog's own list. Otherwise the same as the theme's page (compare
 * with @docusaurus/theme-classic/lib/theme/BlogArchivePage/index.js on upgrade).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import styles from './styles.module.css';

type YearProps = {year: string; posts: ArchiveBlogPost[]};

function Year({year, posts}: YearProps): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  const formatDate = (date: string) => dateTimeFormat.format(new Date(date));
  return (
    <>
      <Heading as="h2" id={year} className={styles.year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {formatDate(post.metadata.date)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The years and the posts of each, newest first both, whatever order the posts come in. */
function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProps[] {
  const newestFirst = [...blogPosts].sort((a, b) => (a.metadata.date < b.metadata.date ? 1 : a.metadata.date > b.metadata.date ? -1 : 0));
  const postsByYear = new Map<string, ArchiveBlogPost[]>();
  for (const post of newestFirst) {
    const year = post.metadata.date.split('-')[0]!;
    postsByYear.set(year, [...(postsByYear.get(year) ?? []), post]);
  }
  return Array.from(postsByYear, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((props) => (
                    <div key={props.year} className="col col--4 margin-vert--lg">
                      <Year {...props} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
