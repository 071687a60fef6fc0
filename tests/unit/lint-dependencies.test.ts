// `npm run lint` fails on an import of a package that package.json does not declare: such a
// package is only there because another one pulls it in, and can vanish with any update.
import {ESLint} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

const eslint = new ESLint();
const rule = 'import-x/no-extraneous-dependencies';

async function extraneous(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, {filePath});
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('undeclared packages', () => {
  // The first run loads the config and every plugin: seconds on a busy machine.
  beforeAll(() => extraneous('', 'src/warm-up.ts'), 120_000);

  // acorn is installed (Docusaurus needs it) but the site does not declare it.
  it.each(['src/components/Example/index.tsx', 'scripts/example.mjs', 'tests/unit/example.test.ts', 'config/example.ts'])(
    'an import of one fails lint in %s',
    async (filePath) => {
      expect(await extraneous("import {parse} from 'acorn';\nexport const ast = parse('1', {ecmaVersion: 2022});\n", filePath)).toEqual([
        expect.stringContaining("'acorn' should be listed"),
      ]);
    },
  );

  it('a type-only import of one fails too', async () => {
    expect(await extraneous("import type {Node} from 'acorn';\nexport type N = Node;\n", 'src/example.ts')).toHaveLength(1);
  });

  it('declared packages, Node built-ins and the Docusaurus aliases pass', async () => {
    const code = [
      "import clsx from 'clsx';",
      "import path from 'node:path';",
      "import Layout from '@theme/Layout';",
      "import {siteConfig} from '@generated/docusaurus.config';",
      "import {encodeUrl} from '@site/src/lib/encodeUrl';",
      'export const all = [clsx, path, Layout, siteConfig, encodeUrl];',
    ].join('\n');
    expect(await extraneous(code, 'src/components/Example/index.tsx')).toEqual([]);
  });
});
