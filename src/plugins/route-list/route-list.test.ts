import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import routeListPlugin, {ROUTE_LIST_FILE, type RouteList} from './index';

describe('the route list', () => {
  it('writes every rendered path once, sorted, with the folder the build wrote, beside the generated files', async () => {
    const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'route-list-'));
    const plugin = routeListPlugin({generatedFilesDir} as LoadContext) as Plugin;
    const postBuild = plugin.postBuild as (props: {routesPaths: string[]; outDir: string}) => Promise<void>;
    await postBuild({routesPaths: ['/docs/intro', '/', '/blog', '/docs/intro'], outDir: '/site/build'});
    const list = JSON.parse(readFileSync(path.join(generatedFilesDir, ROUTE_LIST_FILE), 'utf8')) as RouteList;
    expect(list).toEqual({outDir: '/site/build', routes: ['/', '/blog', '/docs/intro']});
  });
});
