import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** `{route}.md`, encoded as a link needs it (the routes of folders with spaces keep their spaces). */
export function markdownTwinHref(route: string): string {
  return `${encodeURI(decodeURI(route))}.md`;
}

/**
 * Points tools at the page's Markdown twin, written after the build by src/plugins/markdown-twins.
 * The address is root-relative, so that it also works on preview hosts.
 */
export default function MarkdownAlternate({permalink}: {permalink: string}): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinHref(permalink)} />
    </Head>
  );
}
