/**
 * Every `@example` in `typings/` is code a reader may paste into an extension. This test checks
 * each one the way an extension author's editor would: as its own JavaScript file, with `checkJs`
 * and `strict`, against the globals (`brackets`, `define`, `Phoenix`, `$`) and the module map that
 * types `brackets.getModule()`. An example must therefore fetch every module it uses.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {apiModulesIn, listDeclarations, moduleMapSource} from '../../src/plugins/api-reference/declarations';

const root = path.resolve(__dirname, '../..');
const typings = path.join(root, 'typings');

export type Example = {file: string; line: number; code: string};

/** The code of every `@example` tag in one declaration file, with the line its code starts on. */
export function extractExamples(file: string, source: string): Example[] {
  const examples: Example[] = [];
  for (const block of source.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const blockLine = source.slice(0, block.index).split('\n').length;
    const lines = block[0].split('\n').map((l) => l.replace(/^\s*\/?\*\*?\/?/, '').replace(/^ /, ''));
    let inExample = false;
    let code: string[] | undefined;
    let codeLine = 0;
    lines.forEach((line, i) => {
      if (code) {
        if (/^\s*```\s*$/.test(line)) {
          examples.push({file, line: codeLine, code: code.join('\n') + '\n'});
          code = undefined;
        } else code.push(line);
        return;
      }
      if (/^@\w+/.test(line.trim())) inExample = line.trim().startsWith('@example');
      const fence = /^\s*```(\w*)/.exec(line);
      if (inExample && fence) {
        if (!['js', 'javascript'].includes(fence[1]!)) throw new Error(`${file}:${blockLine + i}: an @example must be a js fence`);
        code = [];
        codeLine = blockLine + i + 1;
      }
    });
    if (code) throw new Error(`${file}:${blockLine}: unclosed code fence in an @example`);
  }
  return examples;
}

/** Type-checks the examples as JavaScript files; returns one line per problem. */
export function typeCheck(examples: Example[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'typings-examples-'));
  const files = examples.map((ex, i) => {
    const file = path.join(dir, `example-${i}.js`);
    writeFileSync(file, ex.code);
    return file;
  });
  // The map the typings bundle carries, so `brackets.getModule()` is typed as extensions see it.
  const moduleMap = path.join(dir, 'module-map.d.ts');
  writeFileSync(moduleMap, moduleMapSource(apiModulesIn(typings)));
  const program = ts.createProgram([...files, path.join(typings, 'globals.d.ts'), moduleMap], {
    allowJs: true,
    checkJs: true,
    noEmit: true,
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    baseUrl: typings,
    paths: {'*': ['*']},
    typeRoots: [path.join(root, 'node_modules/@types')],
    types: ['jquery'],
    // TypeScript's own DOM and ES libraries need no checking here, and it is most of the time.
    skipDefaultLibCheck: true,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  rmSync(dir, {recursive: true, force: true});
  return diagnostics.map((d) => {
    const index = d.file ? files.indexOf(d.file.fileName) : -1;
    const where =
      index >= 0
        ? `${examples[index]!.file}:${examples[index]!.line + d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line}`
        : d.file
          ? path.relative(root, d.file.fileName)
          : '';
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

describe('@example code in the API typings', () => {
  const sources = listDeclarations(typings).map((file) => ({file: path.relative(root, file), source: readFileSync(file, 'utf8')}));
  const examples = sources.flatMap(({file, source}) => extractExamples(file, source));

  it('are all found: one code block per @example tag', () => {
    const tags = sources.reduce((sum, {source}) => sum + (source.match(/^\s*\*\s*@example\b/gm)?.length ?? 0), 0);
    expect(examples.length).toBe(tags);
  });

  it('type-check as extension JavaScript (checkJs, strict)', () => {
    const problems = typeCheck(examples);
    // `TYPINGS_EXAMPLES_DUMP=/tmp/x.txt npx vitest run tests/unit/typings-examples.test.ts` writes them all.
    if (process.env.TYPINGS_EXAMPLES_DUMP) writeFileSync(process.env.TYPINGS_EXAMPLES_DUMP, problems.join('\n'));
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('the example checker itself', () => {
  const source = `/**
 * Does a thing.
 * @param x - a value
 * @example
 * \`\`\`js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * CommandManager.registr("Hi", "me.hi", function () {});
 * \`\`\`
 */
export function f(x: string): void;
/**
 * @example
 * \`\`\`js
 * const Async = brackets.getModule("utils/Async");
 * Async.waitForAll([]);
 * \`\`\`
 */
export function g(): void;
`;

  it('finds each example with the line its code starts on', () => {
    const found = extractExamples('x.d.ts', source);
    expect(found.map((e) => e.line)).toEqual([6, 14]);
    expect(found[0]!.code).toContain('CommandManager.registr(');
  });

  it('reports a call to a member that does not exist at its line, and a module never fetched', () => {
    const problems = typeCheck([
      ...extractExamples('x.d.ts', source),
      {file: 'y.d.ts', line: 1, code: 'EditorManager.getActiveEditor();\n'},
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^x\.d\.ts:7: .*registr/);
    expect(problems[1]).toMatch(/^y\.d\.ts:1: Cannot find name 'EditorManager'/);
  }, 60_000);

  it('rejects an example written in another language', () => {
    expect(() => extractExamples('z.d.ts', '/**\n * @example\n * ```ts\n * let a: number = 1;\n * ```\n */\n')).toThrow(/js fence/);
  });
});
