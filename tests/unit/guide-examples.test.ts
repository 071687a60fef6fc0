import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {visit} from 'unist-util-visit';
import {beforeAll, describe, expect, it} from 'vitest';
import {listMarkdown, readPage} from '../../scripts/lib/content.mjs';
import {bundleTypings} from '../../src/plugins/api-reference/bundle';

/**
 * Every JavaScript and TypeScript block of the developer guides is compiled the way an extension
 * author's editor would check it: `checkJs` and `strict`, against the downloadable typings bundle
 * (`phoenix-code-api.d.ts`, built from typings/ exactly as the site publishes it).
 *
 * - Each page is one program, like one extension folder: a `.d.ts` block on a page (title ending
 *   in `.d.ts`) is in scope for the other blocks of that page, as it would be in a `jsconfig.json`.
 * - A block titled `node/...` is the Node.js half of an extension. It is checked with Node's types
 *   and the global `createNodeConnector` that the editor's Node.js process provides, typed from
 *   the editor-side `NodeConnector.createNodeConnector`, which has the same shape. The bundle
 *   declares only the editor side, so the test supplies that one line.
 * - `partial` in a block's meta skips it: for a fragment that only makes sense inside the full
 *   example shown before it. Keep these rare.
 */

const root = path.resolve(__dirname, '../..');
const LANGS: Record<string, 'js' | 'ts'> = {js: 'js', javascript: 'js', jsx: 'js', ts: 'ts', typescript: 'ts', tsx: 'ts'};

export type Example = {page: string; line: number; lang: 'js' | 'ts'; title: string; meta: string; code: string};

type CodeNode = {lang?: string | null; meta?: string | null; value: string; position?: {start: {line: number}}};

/** The JavaScript and TypeScript blocks of a page, wherever they sit (lists, admonitions). */
export function extractExamples(page: string, markdown: string): Example[] {
  const examples: Example[] = [];
  const tree = unified().use(remarkParse).parse(markdown);
  visit(tree, 'code', (node) => {
    const code = node as unknown as CodeNode;
    const lang = LANGS[(code.lang ?? '').toLowerCase()];
    if (!lang) return;
    const meta = code.meta ?? '';
    const title = /title="([^"]*)"/.exec(meta)?.[1] ?? '';
    examples.push({page, line: code.position?.start.line ?? 0, lang, title, meta, code: code.value});
  });
  return examples;
}

const isPartial = (ex: Example) => /(^|\s)partial(\s|$)/.test(ex.meta);
const isNodeSide = (ex: Example) => ex.title.startsWith('node/');
const isDeclaration = (ex: Example) => ex.title.endsWith('.d.ts');

let bundleText = '';
const cache = new Map<string, ts.SourceFile>();

/** A compiler host that parses the bundle and the libraries once for all programs. */
function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const original = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const shared = fileName.includes('node_modules') || fileName.endsWith('phoenix-code-api.d.ts');
    if (!shared) return original(fileName, languageVersion, onError, shouldCreate);
    const key =
      typeof languageVersion === 'object'
        ? `${fileName}|${languageVersion.languageVersion}|${languageVersion.impliedNodeFormat ?? ''}`
        : `${fileName}|${languageVersion}`;
    let file = cache.get(key);
    if (!file) {
      file = original(fileName, languageVersion, onError, shouldCreate);
      if (file) cache.set(key, file);
    }
    return file;
  };
  return host;
}

const baseOptions: ts.CompilerOptions = {
  allowJs: true,
  checkJs: true,
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  typeRoots: [path.join(root, 'node_modules/@types')],
  types: ['jquery'],
};

const NODE_GLOBALS = `declare var createNodeConnector: typeof import("NodeConnector").createNodeConnector;\n`;

/** Type-checks the blocks of one page (one program, like one extension folder); returns the errors. */
export function typeCheck(examples: Example[]): string[] {
  if (!bundleText) throw new Error('bundle not built');
  const dir = mkdtempSync(path.join(tmpdir(), 'guide-examples-'));
  writeFileSync(path.join(dir, 'phoenix-code-api.d.ts'), bundleText);
  const checked = examples.filter((ex) => !isPartial(ex));
  const files = checked.map((ex, i) => {
    const ext = isDeclaration(ex) ? '.d.ts' : ex.lang === 'ts' ? '.ts' : '.js';
    const file = path.join(dir, isNodeSide(ex) ? 'node' : '', `example-${i}${ext}`);
    return file;
  });
  const errors: string[] = [];
  const run = (indexes: number[], options: ts.CompilerOptions, extra: string[]) => {
    if (!indexes.length) return;
    for (const i of indexes) {
      ts.sys.createDirectory(path.dirname(files[i]!));
      writeFileSync(files[i]!, checked[i]!.code);
    }
    const roots = [...indexes.map((i) => files[i]!), path.join(dir, 'phoenix-code-api.d.ts'), ...extra];
    const program = ts.createProgram(roots, options, cachingHost(options));
    // The diagnostics of the examples only: the typings have their own strict check (`tsc -p
    // typings`, a stage of npm test), and checking TypeScript's DOM library again for every page
    // would be most of this test's time.
    const examples = indexes.map((i) => program.getSourceFile(files[i]!)!);
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...examples.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ];
    for (const d of diagnostics) {
      const index = d.file ? files.indexOf(d.file.fileName) : -1;
      const ex = checked[index];
      const where = ex
        ? `${ex.page}:${ex.line + 1 + d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line}${ex.title ? ` (${ex.title})` : ''}`
        : (d.file?.fileName ?? 'options');
      errors.push(`${where}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    }
  };
  const editorSide = checked.map((_, i) => i).filter((i) => !isNodeSide(checked[i]!));
  const nodeSide = checked.map((_, i) => i).filter((i) => isNodeSide(checked[i]!));
  run(editorSide, baseOptions, []);
  if (nodeSide.length) {
    const globals = path.join(dir, 'node', 'node-globals.d.ts');
    ts.sys.createDirectory(path.dirname(globals));
    writeFileSync(globals, NODE_GLOBALS);
    run(
      nodeSide,
      {...baseOptions, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, types: ['jquery', 'node']},
      [globals],
    );
  }
  return errors;
}

const guides = listMarkdown(path.join(root, 'api')).filter((f: string) => !f.includes(`${path.sep}API-Reference${path.sep}`));
const pages = guides.map((file: string) => ({
  page: path.relative(root, file),
  examples: extractExamples(path.relative(root, file), readPage(file).body),
}));
const allExamples = pages.flatMap((p: {examples: Example[]}) => p.examples);

beforeAll(async () => {
  bundleText = await bundleTypings(path.join(root, 'typings'));
});

describe('code examples in the developer guides', () => {
  it('are all found, including blocks inside lists: one per JavaScript or TypeScript fence', () => {
    const fences = guides.reduce(
      (sum: number, file: string) =>
        sum + (readPage(file).body.match(/^\s*(?:>\s*)?```(?:js|javascript|jsx|ts|typescript|tsx)\b/gim)?.length ?? 0),
      0,
    );
    expect(allExamples.length).toBe(fences);
    expect(allExamples.some((ex: Example) => isNodeSide(ex))).toBe(true);
  });

  it('are only rarely marked partial', () => {
    const partial = allExamples.filter(isPartial).map((ex: Example) => `${ex.page}:${ex.line}`);
    expect(partial.length, partial.join(', ')).toBeLessThanOrEqual(2);
  });

  it.each(
    pages
      .filter((p: {examples: Example[]}) => p.examples.length)
      .map((p: {page: string; examples: Example[]}) => [p.page, p.examples] as const),
  )(
    '%s type-checks with checkJs and strict against the typings bundle',
    (_page, examples) => {
      expect(typeCheck(examples as Example[])).toEqual([]);
    },
    60_000,
  );
});

describe('the checker itself', () => {
  const example = (code: string, extra: Partial<Example> = {}): Example => ({
    page: 'fake.md',
    line: 1,
    lang: 'js',
    title: 'main.js',
    meta: '',
    code,
    ...extra,
  });

  it('finds fenced blocks in lists and reads their titles', () => {
    const found = extractExamples(
      'x.md',
      '1. Step\n\n   ```js title="node/index.js"\n   const a = 1;\n   ```\n\n```json\n{}\n```\n\n```ts title="types.d.ts"\ninterface A {}\n```\n',
    );
    expect(found.map((ex) => [ex.lang, ex.title, ex.code])).toEqual([
      ['js', 'node/index.js', 'const a = 1;'],
      ['ts', 'types.d.ts', 'interface A {}'],
    ]);
  });

  it('fails a block that calls a member the module does not have', () => {
    const broken = example(
      'define(function () {\n  const CommandManager = brackets.getModule("command/CommandManager");\n  CommandManager.registr("x", "y", function () {});\n});\n',
    );
    expect(typeCheck([broken]).join('\n')).toMatch(/fake\.md:4 \(main\.js\): Property 'registr' does not exist/);
  }, 60_000);

  it('fails a block that uses a module the typings do not declare: getModule gives it as unknown', () => {
    const broken = example('const Nope = brackets.getModule("command/NoSuchModule");\nNope.run();\n');
    expect(typeCheck([broken]).join('\n')).toMatch(/fake\.md:3 \(main\.js\): 'Nope' is of type 'unknown'/);
  }, 60_000);

  it('is strict: an untyped parameter in a helper function is an error', () => {
    const loose = example('define(function () {\n  function shout(text) { return text.toUpperCase(); }\n  shout("a");\n});\n');
    expect(typeCheck([loose]).join('\n')).toMatch(/implicitly has an 'any' type/);
  }, 60_000);

  it('lets a .d.ts block of a page type the other blocks of that page', () => {
    const declaration = example('interface PhoenixModuleMap {\n  "thirdparty/demo": { twice(n: number): number };\n}\n', {
      lang: 'ts',
      title: 'thirdparty.d.ts',
    });
    const user = example('const Demo = brackets.getModule("thirdparty/demo");\nDemo.twice(2);\n');
    expect(typeCheck([declaration, user])).toEqual([]);
    expect(typeCheck([user]).join('\n')).toContain("'Demo' is of type 'unknown'");
  }, 60_000);

  it('checks Node.js blocks with Node types and the node-side connector', () => {
    const good = example(
      'const os = require("os");\nconst connector = global.createNodeConnector("x", exports);\nexports.cpus = async function () { return os.cpus().length; };\nconnector.triggerPeer("ready", 1);\n',
      {title: 'node/index.js'},
    );
    expect(typeCheck([good])).toEqual([]);
    const bad = example('const connector = global.createNodeConnector("x", exports);\nconnector.triggerPeerr("ready", 1);\n', {
      title: 'node/index.js',
    });
    expect(typeCheck([bad]).join('\n')).toContain('triggerPeerr');
  }, 60_000);

  it('skips a block marked partial', () => {
    expect(typeCheck([example('undefinedName.call();', {meta: 'title="main.js" partial'})])).toEqual([]);
  });
});
