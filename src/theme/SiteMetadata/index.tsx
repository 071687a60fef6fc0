// The canonical, og:url and hreflang URLs from the percent-encoded path (see src/components/UrlEncoding).
import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import {EncodedLocation} from '@site/src/components/UrlEncoding';

export default function SiteMetadataWrapper(): ReactNode {
  return (
    <EncodedLocation>
      <SiteMetadata />
    </EncodedLocation>
  );
}
