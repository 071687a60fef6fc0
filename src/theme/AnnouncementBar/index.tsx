/**
 * Wraps the announcement bar to fix its return after a new announcement. The inline script hides
 * a dismissed bar before React loads by setting `data-announcement-bar-initially-dismissed` on
 * <html>; when the stored id is older than the current one the bar becomes active again, but the
 * attribute kept it hidden. Keeping the attribute in step with the bar's state fixes that.
 */
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', String(!isActive));
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
