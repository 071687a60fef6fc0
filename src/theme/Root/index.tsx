// Every router link below writes a percent-encoded href (see src/components/UrlEncoding). The
// search modal sits here, beside the pages, so that a route change does not close it.
import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type {Props} from '@theme/Root';
import SearchModal from '@site/src/components/SearchModal';
import {EncodedHrefs} from '@site/src/components/UrlEncoding';

export default function RootWrapper(props: Props): ReactNode {
  return (
    <EncodedHrefs>
      <Root {...props} />
      <SearchModal />
    </EncodedHrefs>
  );
}
