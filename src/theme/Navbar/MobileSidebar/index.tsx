/**
 * Wraps the navbar's mobile drawer so that it closes when the page changes. Its menu items close it
 * from their own click handlers, but a docs version chosen in the drawer's version menu did not:
 * the theme gives each version item a click handler of its own (saving the preferred version),
 * and the mobile dropdown spreads the item's props over the handler that would have closed the
 * drawer. The reader got the new version's page with the drawer still over it.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export default function MobileSidebarWrapper(): ReactNode {
  const {pathname} = useLocation();
  const {shown, toggle} = useNavbarMobileSidebar();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current !== pathname && shown) toggle();
    shownOn.current = pathname;
  }, [pathname, shown, toggle]);
  return <MobileSidebar />;
}
