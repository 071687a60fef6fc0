import {readFileSync} from 'node:fs';
import {afterEach, describe, expect, it} from 'vitest';
import stagedStartPlugin from './index';
import type {LoadContext} from '@docusaurus/types';

type ConfigureWebpack = (config: unknown, isServer: boolean) => {resolve?: {alias: Record<string, string>}};
const configure = stagedStartPlugin({} as LoadContext).configureWebpack as unknown as ConfigureWebpack;
const coreEntry = require.resolve('@docusaurus/core/lib/client/clientEntry');
const nodeEnv = process.env.NODE_ENV;

afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe('staged-start plugin', () => {
  it('replaces the entry of the production client bundle only', () => {
    process.env.NODE_ENV = 'production';
    expect(configure({}, false).resolve?.alias[coreEntry]).toMatch(/staged-start\/clientEntry\.tsx$/);
    expect(configure({}, true)).toEqual({});
    process.env.NODE_ENV = 'development';
    expect(configure({}, false)).toEqual({});
  });

  it('covers everything the Docusaurus entry it replaces imports', () => {
    // The staged entry re-implements core's client/clientEntry.js. After a Docusaurus upgrade that
    // changes what the entry does, this fails: port the change to ./clientEntry.tsx, then update
    // the list.
    const imports = [...readFileSync(coreEntry, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    expect(imports.sort()).toEqual(
      [
        '@generated/docusaurus.config',
        './App',
        './docusaurus',
        './exports/ExecutionEnvironment',
        './preload',
        'react',
        'react-dom/client',
        'react-helmet-async',
        'react-router-dom',
      ].sort(),
    );
    const staged = readFileSync(require.resolve('./clientEntry.tsx'), 'utf8');
    for (const module of ['react-dom/client', '@docusaurus/core/lib/client/App', '@docusaurus/core/lib/client/preload', '@docusaurus/core/lib/client/docusaurus', 'react-helmet-async', 'react-router-dom']) {
      expect(staged).toContain(`'${module}'`);
    }
  });
});
