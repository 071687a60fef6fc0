// Every router link below writes a percent-encoded href (see src/components/UrlEncoding).
import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type {Props} from '@theme/Root';
import {EncodedHrefs} from '@site/src/components/UrlEncoding';

export default function RootWrapper(props: Props): ReactNode {
  return (
    <EncodedHrefs>
      <Root {...props} />
    </EncodedHrefs>
  );
}
