// Every router link below writes a percent-encoded href (see src/components/UrlEncoding). The
// search modal and the offline control sit here, beside the pages, so that a route change does not close it.
import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type {Props} from '@theme/Root';
import OfflineControl from '@site/src/components/OfflineControl';
import SearchModal from '@site/src/components/SearchModal';
import {EncodedHrefs} from '@site/src/components/UrlEncoding';

export default function RootWrapper(props: Props): ReactNode {
  return (
    <EncodedHrefs>
      <Root {...props} />
      <OfflineControl />
      <SearchModal />
    </EncodedHrefs>
  );
}
