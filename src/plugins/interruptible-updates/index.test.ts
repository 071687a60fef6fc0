import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import interruptibleUpdatesPlugin from './index';
import type {LoadContext} from '@docusaurus/types';

type Alias = Record<string, string>;
const aliasOf = () =>
  (interruptibleUpdatesPlugin({} as LoadContext).configureWebpack as () => {resolve: {alias: Alias}})().resolve.alias;

const exportedNames = (source: string) =>
  [...source.matchAll(/^export (?:const|function|let|class) (\w+)/gm)].map((match) => match[1]).sort();

describe('interruptible-updates plugin', () => {
  it('swaps core browserContext and theme-common useWindowSize for the modules beside it', () => {
    const alias = aliasOf();
    const originals = Object.keys(alias).filter((key) => key.endsWith('.js'));
    expect(originals.map((file) => file.split('node_modules/')[1]).sort()).toEqual([
      '@docusaurus/core/lib/client/browserContext.js',
      '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    ]);
    for (const original of originals) {
      expect(existsSync(original)).toBe(true);
      expect(existsSync(alias[original])).toBe(true);
      // Extension-less requests resolve to the same replacement.
      expect(alias[original.replace(/\.js$/, '')]).toBe(alias[original]);
    }
  });

  it('each replacement exports exactly what the Docusaurus module it replaces exports', () => {
    // Fails after a Docusaurus upgrade that adds or renames an export: re-read the original then.
    const alias = aliasOf();
    for (const original of Object.keys(alias).filter((key) => key.endsWith('.js'))) {
      expect(exportedNames(readFileSync(alias[original], 'utf8'))).toEqual(exportedNames(readFileSync(original, 'utf8')));
    }
  });
});
