import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {listMarkdown, readPage} from '../../scripts/lib/content.mjs';

const root = path.resolve(__dirname, '../..');
const typings = path.join(root, 'typings');

type Example = {page: string; line: number; code: string};

/** JavaScript fences that talk to the editor's API, unless marked `typecheck=false`. */
function extractExamples(page: string, markdown: string): Example[] {
  const examples: Example[] = [];
  const fence = /^```(js|javascript)([^\n]*)\n([\s\S]*?)^```/gm;
  for (const match of markdown.matchAll(fence)) {
    const [, , meta, code] = match;
    if (/typecheck=false/.test(meta!)) continue;
    if (!/brackets\.getModule|\bdefine\(/.test(code!)) continue;
    examples.push({page, line: markdown.slice(0, match.index).split('\n').length, code: code!});
  }
  return examples;
}

function typeCheck(examples: Example[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'guide-examples-'));
  const files = examples.map((ex, i) => {
    const file = path.join(dir, `example-${i}.js`);
    writeFileSync(file, ex.code);
    return file;
  });
  const program = ts.createProgram([...files, path.join(typings, 'globals.d.ts'), path.join(typings, 'module-map.d.ts')], {
    allowJs: true,
    checkJs: true,
    noEmit: true,
    strict: false,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    baseUrl: typings,
    paths: {'*': ['*']},
    typeRoots: [path.join(root, 'node_modules/@types')],
    types: ['jquery'],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const index = d.file ? files.indexOf(d.file.fileName) : -1;
    const where = index >= 0 ? `${examples[index]!.page}:${examples[index]!.line + (d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1)}` : d.file?.fileName ?? '';
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

const guides = listMarkdown(path.join(root, 'api')).filter((f: string) => !f.includes('API-Reference'));
const examples = guides.flatMap((file: string) => extractExamples(path.relative(root, file), readPage(file).body));

describe('code examples in the developer guides', () => {
  it('are found in the guides', () => {
    expect(examples.length).toBeGreaterThanOrEqual(10);
  });

  it('type-check against the API declarations', () => {
    expect(typeCheck(examples)).toEqual([]);
  }, 60_000);

  it('would catch a call to a member that does not exist', () => {
    const broken = [{page: 'fake.md', line: 1, code: 'define(function () {\n  const CommandManager = brackets.getModule("command/CommandManager");\n  CommandManager.registr("x", "y", function () {});\n});\n'}];
    expect(typeCheck(broken).join('\n')).toContain('registr');
  }, 60_000);
});
