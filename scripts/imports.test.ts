// The scripts are plain ES modules that no compiler checks, and most of them (the benchmarks above
// all) run only by hand. A named import of something a local module does not export fails only
// when someone runs the script; this test finds it first.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const scriptsDir = path.resolve(__dirname);

function listModules(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listModules(full);
    return entry.name.endsWith('.mjs') ? [full] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
}

const hasExportModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module exports: declarations marked `export` and `export {a, b as c}` lists. */
function exportedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && hasExportModifier(statement) && statement.name) {
      names.add(statement.name.text);
    } else if (ts.isVariableStatement(statement) && hasExportModifier(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** Each named import from a relative `.mjs` module: [the module's path, the imported name]. */
function namedLocalImports(source: ts.SourceFile): Array<[string, string]> {
  const imports: Array<[string, string]> = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.') || !specifier.endsWith('.mjs')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const target = path.resolve(path.dirname(source.fileName), specifier);
    for (const element of bindings.elements) imports.push([target, (element.propertyName ?? element.name).text]);
  }
  return imports;
}

describe('scripts import only what their local modules export', () => {
  const modules = listModules(scriptsDir);

  it('finds the scripts and their shared modules', () => {
    expect(modules).toContain(path.join(scriptsDir, 'bench-search-scale.mjs'));
    expect(modules).toContain(path.join(scriptsDir, 'lib', 'stats.mjs'));
  });

  it('reads exports and named imports as written', () => {
    const source = ts.createSourceFile(
      '/x/a.mjs',
      "import {b, c as d} from './b.mjs';\nimport e from './e.mjs';\nexport function f() {}\nexport const g = 1, h = 2;\nconst i = 3;\nexport {i as j};",
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.JS,
    );
    expect([...exportedNames(source)]).toEqual(['f', 'g', 'h', 'j']);
    expect(namedLocalImports(source)).toEqual([
      ['/x/b.mjs', 'b'],
      ['/x/b.mjs', 'c'],
    ]);
  });

  for (const file of modules) {
    it(path.relative(scriptsDir, file), () => {
      const missing = namedLocalImports(parse(file))
        .filter(([target, name]) => !exportedNames(parse(target)).has(name))
        .map(([target, name]) => `${name} from ${path.relative(scriptsDir, target)}`);
      expect(missing).toEqual([]);
    });
  }
});
