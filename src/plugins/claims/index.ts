import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CLAIMS_DIR, ledgerErrors} from '../../data/claims';

export type ClaimsPluginOptions = {
  /** The folder of the ledgers; the tests point it at fixtures. */
  dir?: string;
};

/**
 * Stops the build on a bad claims ledger (src/data/claims/<version>.yaml): an entry without
 * evidence, evidence without a path or tag, source evidence without lines, an unknown kind, a file
 * named after no docs version. The message names the file, each bad entry's number, page and words,
 * and what is wrong. Whether each claim's words are still on its page is a unit test
 * (tests/unit/claims.test.ts), which needs no build.
 */
export default function claimsPlugin(_context: LoadContext, options: ClaimsPluginOptions = {}): Plugin {
  const dir = options.dir ?? CLAIMS_DIR;
  return {
    name: 'phoenix-docs-claims',
    getPathsToWatch() {
      return [path.join(dir, '*.yaml')];
    },
    loadContent() {
      const errors = ledgerErrors(dir);
      if (errors.length)
        throw new Error(`[claims] ${errors.length} bad ledger ${errors.length === 1 ? 'entry' : 'entries'}:\n${errors.join('\n')}`);
    },
  };
}
