// The language menu's links from the percent-encoded path, like the canonical URL (see
// src/components/UrlEncoding): the theme builds them from the current location, not through the router.
import React, {type ReactNode} from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import {EncodedLocation} from '@site/src/components/UrlEncoding';

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  return (
    <EncodedLocation>
      <LocaleDropdownNavbarItem {...props} />
    </EncodedLocation>
  );
}
