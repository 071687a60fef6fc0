/**
 * The README's "Writing" steps, followed in a copy of the site: add one declaration file for a new
 * API module and one Markdown file for a new docs page, touch nothing else, and load the site the
 * way `docusaurus build` does before it bundles anything (plugins, content, sidebars, routes). The
 * new module must get its page, its route and its place in the reference sidebar; the new page its
 * route and its place in the docs sidebar, from its folder and front matter.
 */
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {bundleTypings} from '../../src/plugins/api-reference/bundle';
import {apiModulesIn} from '../../src/plugins/api-reference/declarations';

const root = path.resolve(__dirname, '../..');

/** What a checkout holds: no dependencies, no build output, nothing generated. */
const GENERATED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'bench-results',
  'api/API-Reference',
]);

const NEW_MODULE = 'utils/Greeter';
const NEW_MODULE_FILE = `/**
 * Greets people. Added by tests/unit/writing.test.ts to show that a declaration file is all a new
 * module needs.
 *
 * @module ${NEW_MODULE}
 */

/**
 * Says hello to someone.
 *
 * @param name - Who to greet.
 * @returns The greeting.
 */
export function greet(name: string): string;
`;

const NEW_PAGE = 'Features/new-page';
const NEW_PAGE_FILE = `---
title: A new page
description: A page added by the writing test to show that one Markdown file is all a page needs.
keywords: [test]
sidebar_position: 0
---

One file, and the page has its route and its place in the sidebar.

## Details {#details}

Its folder puts it in the Features category; \`sidebar_position\` puts it first there.
`;

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};
type DocsContent = {loadedVersions: {versionName: string; docs: {id: string}[]; sidebars: Record<string, SidebarItem[]>}[]};
type LoadedSite = {props: {routesPaths: string[]; plugins: {name: string; options: {id?: string}; content: unknown}[]}};

/** Every doc id the sidebar links to, and the doc ids of category landing pages, in order. */
function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.id ? [item.id] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...docIds(item.items ?? []),
  ]);
}

const findCategory = (items: SidebarItem[], label: string): SidebarItem | undefined =>
  items.map((item) => (item.type === 'category' && item.label === label ? item : findCategory(item.items ?? [], label))).find(Boolean);

/** A fingerprint of every file of the copy but the generated ones. */
function fingerprint(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), {withFileTypes: true}).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (GENERATED.has(child)) return [];
    if (entry.isDirectory()) return fingerprint(dir, child);
    return [
      `${child} ${createHash('sha1')
        .update(readFileSync(path.join(dir, child)))
        .digest('hex')}`,
    ];
  });
}

describe('the README\'s "Writing" steps, in a copy of the site', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'writing-'));
  let site: LoadedSite;
  let before: string[];
  const docsContent = (id: string) =>
    site.props.plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && (p.options.id ?? 'default') === id)!
      .content as DocsContent;

  beforeAll(async () => {
    cpSync(root, siteDir, {recursive: true, filter: (source) => !GENERATED.has(path.relative(root, source).split(path.sep).join('/'))});
    symlinkSync(path.join(root, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
    // "An API module": one declaration file. "A docs page": one Markdown file.
    writeFileSync(path.join(siteDir, 'typings', `${NEW_MODULE}.d.ts`), NEW_MODULE_FILE);
    mkdirSync(path.join(siteDir, 'docs', path.dirname(NEW_PAGE)), {recursive: true});
    writeFileSync(path.join(siteDir, 'docs', `${NEW_PAGE}.md`), NEW_PAGE_FILE);
    before = fingerprint(siteDir);

    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const {loadSite} = await import('@docusaurus/core/lib/server/site.js');
      site = (await loadSite({siteDir})) as unknown as LoadedSite;
    } finally {
      process.env.NODE_ENV = env;
    }
  }, 300_000);

  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

  it('the new module is in the module list, has a reference page and a route, and is typed in the bundle', async () => {
    expect(apiModulesIn(path.join(siteDir, 'typings'))).toContain(NEW_MODULE);
    expect(existsSync(path.join(siteDir, 'api/API-Reference', `${NEW_MODULE}.md`))).toBe(true);
    expect(site.props.routesPaths).toContain(`/api/API-Reference/${NEW_MODULE}`);
    const bundle = await bundleTypings(path.join(siteDir, 'typings'));
    expect(bundle).toContain(`declare module "${NEW_MODULE}" {`);
    expect(bundle).toContain(`  "${NEW_MODULE}": typeof import("${NEW_MODULE}");`);
  });

  it('the reference sidebar lists every module once, the new one in its group, under the landing page', () => {
    const sidebar = docsContent('api').loadedVersions[0]!.sidebars['api']!;
    const reference = findCategory(sidebar, 'API Reference')!;
    expect(reference.link).toEqual({type: 'doc', id: 'API-Reference'});
    const listed = docIds(reference.items!);
    expect([...listed].sort()).toEqual(
      apiModulesIn(path.join(siteDir, 'typings'))
        .map((m) => `API-Reference/${m}`)
        .sort(),
    );
    expect(docIds(findCategory(reference.items!, 'utils')!.items!)).toContain(`API-Reference/${NEW_MODULE}`);
  });

  it('the new page has a route in the current docs only, and its place in the sidebar from its folder and front matter', () => {
    expect(site.props.routesPaths).toContain(`/docs/${NEW_PAGE}`);
    expect(site.props.routesPaths.filter((route) => route.endsWith(`/${NEW_PAGE}`))).toEqual([`/docs/${NEW_PAGE}`]);
    const current = docsContent('default').loadedVersions.find((v) => v.versionName === 'current')!;
    expect(docIds(findCategory(current.sidebars['docs']!, 'Features')!.items!)[0]).toBe(NEW_PAGE);
  });

  it('every docs sidebar, of every version, lists each page of its version exactly once', () => {
    for (const id of ['default', 'api']) {
      for (const version of docsContent(id).loadedVersions) {
        const listed = Object.values(version.sidebars).flatMap(docIds);
        expect([...listed].sort(), `${id} ${version.versionName}`).toEqual(version.docs.map((doc) => doc.id).sort());
      }
    }
  });

  it('loading the site changed no file outside the generated folders', () => {
    expect(fingerprint(siteDir)).toEqual(before);
  });
});
