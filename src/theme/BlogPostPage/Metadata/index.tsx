/**
 * Adds the link to a blog post's Markdown twin to its head. Posts keep the theme's own
 * BlogPosting JSON-LD.
 */
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <MarkdownAlternate permalink={metadata.permalink} />
    </>
  );
}
