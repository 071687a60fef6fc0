import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';

type Entry = Exclude<PropSidebarItem, {type: 'html'}>;

/** Every entry of the sidebar, depth first. */
function* entries(items: readonly PropSidebarItem[]): Generator<Entry> {
  for (const item of items) {
    if (item.type === 'html') continue;
    yield item;
    if (item.type === 'category') yield* entries(item.items);
  }
}

/**
 * The sidebar entry of a reference group: its category, or the page of a module with no group
 * (a category wins: `language/JSUtils` is a page labelled like the `JSUtils` group).
 */
function findGroup(items: readonly PropSidebarItem[], group: string): Entry | undefined {
  const named = [...entries(items)].filter((item) => item.label === group);
  return named.find((item) => item.type === 'category') ?? named.find((item) => item.type === 'link');
}

/**
 * Links to every module of one API group, read from the reference's sidebar, which the build
 * generates from `typings/`: a new module appears here without anyone editing the page. A group
 * the sidebar does not have fails the build.
 */
export default function ApiModuleLinks({group}: {group: string}): ReactNode {
  const sidebar = useDocsSidebar();
  const entry = sidebar && findGroup(sidebar.items, group);
  if (!entry) throw new Error(`ApiModuleLinks: the sidebar has no API group "${group}"`);
  const links = entry.type === 'category' ? entry.items.filter((item): item is PropSidebarItemLink => item.type === 'link') : [entry];
  return links.map((link, i) => (
    <React.Fragment key={link.href}>
      {i > 0 && ', '}
      <Link to={link.href}>{link.label}</Link>
    </React.Fragment>
  ));
}
