import {existsSync, readFileSync} from 'node:fs';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import startUpPlugin from './index';
import {compactScript, loaderScript, pageLoaderSource, ssrTemplate} from './pageTemplate';

type ConfigureWebpack = (config: unknown, isServer: boolean) => {resolve: {alias: Record<string, string>}};
const configure = startUpPlugin({} as LoadContext).configureWebpack as unknown as ConfigureWebpack;
const coreEntry = require.resolve('@docusaurus/core/lib/client/clientEntry');
const nodeEnv = process.env.NODE_ENV;
const exportedNames = (source: string) =>
  [...source.matchAll(/^export (?:const|function|let|class) (\w+)/gm)].map((match) => match[1]).sort();

afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe('start-up plugin', () => {
  it('replaces the entry of the production client bundle only', () => {
    process.env.NODE_ENV = 'production';
    expect(configure({}, false).resolve.alias[coreEntry]).toMatch(/start-up\/clientEntry\.tsx$/);
    expect(configure({}, true).resolve.alias[coreEntry]).toBeUndefined();
    process.env.NODE_ENV = 'development';
    expect(configure({}, false).resolve.alias[coreEntry]).toBeUndefined();
  });

  it('swaps browserContext and useWindowSize, in every build, for modules with the same exports', () => {
    const alias = configure({}, true).resolve.alias;
    const originals = Object.keys(alias).filter((key) => key.endsWith('.js'));
    expect(originals.map((file) => file.split('node_modules/')[1]).sort()).toEqual([
      '@docusaurus/core/lib/client/browserContext.js',
      '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    ]);
    for (const original of originals) {
      expect(existsSync(alias[original])).toBe(true);
      // Extension-less requests resolve to the same replacement.
      expect(alias[original.replace(/\.js$/, '')]).toBe(alias[original]);
      expect(exportedNames(readFileSync(alias[original], 'utf8'))).toEqual(exportedNames(readFileSync(original, 'utf8')));
    }
  });

  it('imports in the staged entry everything the Docusaurus entry imports', () => {
    const staged = readFileSync(require.resolve('./clientEntry.tsx'), 'utf8');
    const imports = [...readFileSync(coreEntry, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    for (const module of imports) {
      if (module === './exports/ExecutionEnvironment') continue; // `typeof window` does its job
      const absolute = module.startsWith('./') ? `@docusaurus/core/lib/client/${module.slice(2)}` : module;
      expect(staged, module).toContain(`'${absolute}'`);
    }
  });
});

describe('page template', () => {
  it('inlines the loader without its comments, as a script that runs', () => {
    expect(pageLoaderSource).not.toContain('/*');
    expect(ssrTemplate).toContain(`<script data-scripts="<%= JSON.stringify(it.scripts`);
    expect(ssrTemplate).toContain(`">${loaderScript}</script>`);
    // The same text on every page and build, so one hash in the Content-Security-Policy allows it.
    expect(loaderScript).not.toMatch(/<%|\.js/);
    const loaded: string[] = [];
    const document = {
      hidden: true,
      head: {appendChild: (script: {src: string}) => loaded.push(script.src)},
      createElement: () => ({}),
      currentScript: {getAttribute: (name: string) => (name === 'data-scripts' ? '["/a.js", "/b.js"]' : null)},
    };
    // A background tab loads the scripts its tag names at once, in order.
    new Function('document', loaderScript)(document);
    expect(loaded).toEqual(['/a.js', '/b.js']);
  });

  it('compacts a script line by line', () => {
    expect(compactScript('/* a\n comment */\n  f();\n\n  g(); /* x */\n')).toBe('f();\ng();');
  });
});
