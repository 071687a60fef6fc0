/**
 * Adds to every docs and guide page's head the link to its Markdown twin and its JSON-LD.
 */
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import DocStructuredData from '@site/src/components/DocStructuredData';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <MarkdownAlternate permalink={metadata.permalink} />
      <DocStructuredData />
    </>
  );
}
