/**
 * The declarations in `typings/` must describe what `brackets.getModule()` really returns in the
 * current editor release. The run-time truth is `src/data/facts/<current version>.modules.json` (gathered from
 * the editor at v5.2.4); this test reads every typed module with the TypeScript compiler and
 * compares, module by module:
 *
 * - the shape: named exports, or `export =` of a class (the module *is* the class);
 * - the names of the exported values (types and interfaces are not values and are ignored);
 * - the kind of each value: function, class, string, number, boolean, array or object, and the
 *   value of string/number/boolean constants when the declaration uses a literal type;
 * - for classes, the names of the methods on the prototype and of the static members.
 *
 * Members whose name starts with `_` are private and left out on both sides. Every difference
 * fails the test unless `typings-facts.allow.ts` lists it with a reason; an allow-list entry that
 * no longer matches a difference fails too, so the list cannot go stale.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {apiModules} from '../lib/apiModules';
import {CURRENT_DOCS_VERSION, moduleFactsFor} from '../../src/data/facts';
import {allowedDifferences, type Difference} from './typings-facts.allow';

const root = path.resolve(__dirname, '../..');
const typingsDir = path.join(root, 'typings');

// ---------------------------------------------------------------------------------------------
// The facts, as the JSON file spells them.

type FactExport = {kind: string; arity?: number; value?: unknown; prototype?: Record<string, string>; static?: Record<string, string>};
type FactModule = {
  shape: string;
  kind?: string;
  exports?: Record<string, FactExport>;
  prototype?: Record<string, string>;
  static?: Record<string, string>;
};
export type Facts = {version: string; tag: string; modules: Record<string, FactModule>};

// ---------------------------------------------------------------------------------------------
// What the declarations say, reduced to the same vocabulary.

type TypedClass = {methods: Set<string>; properties: Set<string>; statics: Map<string, 'function' | 'value'>};
type TypedValue = {kind: string; value?: unknown; cls?: TypedClass};
type TypedModule = {shape: 'exports object'; exports: Map<string, TypedValue>} | {shape: string; cls?: TypedClass};

const isPrivate = (name: string) => name.startsWith('_');

function loadProgram(): {program: ts.Program; checker: ts.TypeChecker} {
  const configPath = path.join(typingsDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, ' '));
      },
    },
  );
  if (!parsed) throw new Error('cannot read ' + configPath);
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  return {program, checker: program.getTypeChecker()};
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

const declaredIn = (symbol: ts.Symbol, owner: ts.Symbol) =>
  (symbol.declarations ?? []).some((d) => d.parent && (owner.declarations ?? []).includes(d.parent as ts.Declaration));

function readClass(checker: ts.TypeChecker, cls: ts.Symbol): TypedClass {
  const instance = checker.getDeclaredTypeOfSymbol(cls);
  const baseClasses = (instance.isClassOrInterface() ? checker.getBaseTypes(instance) : []).filter(
    (b) => (b.getSymbol()?.flags ?? 0) & ts.SymbolFlags.Class,
  );
  const inheritedNames = new Set(baseClasses.flatMap((b) => checker.getPropertiesOfType(b).map((p) => p.name)));
  const methods = new Set<string>();
  const properties = new Set<string>();
  for (const prop of checker.getPropertiesOfType(instance)) {
    if (isPrivate(prop.name)) continue;
    // Members a base class declares live on the base prototype, not this one.
    if (inheritedNames.has(prop.name) && !declaredIn(prop, cls)) continue;
    const decl = prop.declarations?.[0];
    if (decl && (ts.isMethodDeclaration(decl) || ts.isMethodSignature(decl))) methods.add(prop.name);
    else properties.add(prop.name);
  }
  const statics = new Map<string, 'function' | 'value'>();
  const decl = cls.valueDeclaration ?? cls.declarations?.[0];
  if (decl) {
    const ctorType = checker.getTypeOfSymbolAtLocation(cls, decl);
    const inheritedStatics = new Set(
      baseClasses.flatMap((b) => {
        const s = b.getSymbol();
        const d = s?.valueDeclaration ?? s?.declarations?.[0];
        return s && d ? checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(s, d)).map((p) => p.name) : [];
      }),
    );
    for (const prop of checker.getPropertiesOfType(ctorType)) {
      if (prop.name === 'prototype' || isPrivate(prop.name)) continue;
      if (inheritedStatics.has(prop.name) && !declaredIn(prop, cls)) continue;
      const resolved = resolveAlias(checker, prop);
      if (!(resolved.flags & ts.SymbolFlags.Value)) continue;
      const propDecl = resolved.valueDeclaration ?? resolved.declarations?.[0];
      const type = propDecl ? checker.getTypeOfSymbolAtLocation(resolved, propDecl) : undefined;
      statics.set(prop.name, type && type.getCallSignatures().length ? 'function' : 'value');
    }
  }
  return {methods, properties, statics};
}

function readValue(checker: ts.TypeChecker, symbol: ts.Symbol): TypedValue {
  if (symbol.flags & ts.SymbolFlags.Class) return {kind: 'class', cls: readClass(checker, symbol)};
  if (symbol.flags & ts.SymbolFlags.Function) return {kind: 'function'};
  if (symbol.flags & (ts.SymbolFlags.Enum | ts.SymbolFlags.ValueModule)) return {kind: 'object'};
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!decl) return {kind: 'unknown'};
  const declared = checker.getTypeOfSymbolAtLocation(symbol, decl);
  if (declared.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) return {kind: 'undefined'};
  const type = checker.getNonNullableType(declared);
  if (type.getConstructSignatures().length) return {kind: 'class'};
  if (type.getCallSignatures().length) return {kind: 'function'};
  if (type.flags & ts.TypeFlags.StringLike) return {kind: 'string', value: type.isStringLiteral() ? type.value : undefined};
  if (type.flags & ts.TypeFlags.NumberLike) return {kind: 'number', value: type.isNumberLiteral() ? type.value : undefined};
  if (type.flags & ts.TypeFlags.BooleanLike) {
    const intrinsic = (type as {intrinsicName?: string}).intrinsicName;
    return {kind: 'boolean', value: intrinsic === 'true' ? true : intrinsic === 'false' ? false : undefined};
  }
  if (checker.isArrayType(type) || checker.isTupleType(type)) return {kind: 'array'};
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {kind: 'unknown'};
  return {kind: 'object'};
}

export function readTypedModules(modules: readonly string[]): Map<string, TypedModule> {
  const {program, checker} = loadProgram();
  const result = new Map<string, TypedModule>();
  for (const mod of modules) {
    const file = program.getSourceFile(path.join(typingsDir, `${mod}.d.ts`));
    if (!file) throw new Error(`typings/${mod}.d.ts is not part of typings/tsconfig.json`);
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`typings/${mod}.d.ts is not a module`);
    const exportEquals = moduleSymbol.exports?.get(ts.InternalSymbolName.ExportEquals);
    if (exportEquals) {
      const target = resolveAlias(checker, exportEquals);
      if (target.flags & ts.SymbolFlags.Class) result.set(mod, {shape: 'module.exports = class', cls: readClass(checker, target)});
      else if (target.flags & ts.SymbolFlags.Function) result.set(mod, {shape: 'module.exports = function'});
      else result.set(mod, {shape: 'module.exports = object'});
      continue;
    }
    const exports = new Map<string, TypedValue>();
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = resolveAlias(checker, exported);
      if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
      if (isPrivate(exported.name)) continue;
      exports.set(exported.name, readValue(checker, symbol));
    }
    result.set(mod, {shape: 'exports object', exports});
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The comparison.

function compareClass(
  module: string,
  owner: string,
  fact: {prototype?: Record<string, string>; static?: Record<string, string>},
  typed: TypedClass,
): Difference[] {
  const out: Difference[] = [];
  const at = (name: string) => (owner ? `${owner}#${name}` : `#${name}`);
  const staticAt = (name: string) => (owner ? `${owner}.${name}` : `.${name}`);
  const proto = Object.entries(fact.prototype ?? {}).filter(([name]) => !isPrivate(name));
  const factMethods = new Set(proto.filter(([, k]) => k.startsWith('function')).map(([n]) => n));
  const factGetters = new Set(proto.filter(([, k]) => k === 'getter').map(([n]) => n));
  for (const name of factMethods) if (!typed.methods.has(name)) out.push({module, member: at(name), problem: 'missing method'});
  for (const name of factGetters)
    if (!typed.methods.has(name) && !typed.properties.has(name)) out.push({module, member: at(name), problem: 'missing property'});
  for (const name of typed.methods) if (!factMethods.has(name)) out.push({module, member: at(name), problem: 'extra method'});
  const factStatics = Object.entries(fact.static ?? {}).filter(([name]) => !isPrivate(name));
  for (const [name, kind] of factStatics) {
    const t = typed.statics.get(name);
    if (!t) out.push({module, member: staticAt(name), problem: 'missing static'});
    else if ((kind === 'function') !== (t === 'function'))
      out.push({module, member: staticAt(name), problem: `static kind ${t}, fact ${kind}`});
  }
  for (const name of typed.statics.keys())
    if (!factStatics.some(([n]) => n === name)) out.push({module, member: staticAt(name), problem: 'extra static'});
  return out;
}

export function compareWithFacts(facts: Facts, typed: Map<string, TypedModule>): Difference[] {
  const out: Difference[] = [];
  for (const [module, t] of typed) {
    const fact = facts.modules[module];
    if (!fact) {
      out.push({module, problem: 'module not in facts'});
      continue;
    }
    if (fact.shape !== t.shape) {
      out.push({module, problem: `shape ${t.shape}, fact ${fact.shape}`});
      continue;
    }
    if (t.shape !== 'exports object') {
      if ('cls' in t && t.cls) out.push(...compareClass(module, '', fact, t.cls));
      continue;
    }
    const exports = (t as {exports: Map<string, TypedValue>}).exports;
    const factExports = Object.entries(fact.exports ?? {}).filter(([name]) => !isPrivate(name));
    for (const [name, f] of factExports) {
      const v = exports.get(name);
      if (!v) {
        out.push({module, member: name, problem: 'missing export'});
        continue;
      }
      if (v.kind !== f.kind) {
        out.push({module, member: name, problem: `kind ${v.kind}, fact ${f.kind}`});
        continue;
      }
      if (v.value !== undefined && 'value' in f && f.value !== v.value) {
        out.push({module, member: name, problem: `value ${JSON.stringify(v.value)}, fact ${JSON.stringify(f.value)}`});
      }
      if (v.cls && (f.prototype || f.static)) out.push(...compareClass(module, name, f, v.cls));
    }
    for (const name of exports.keys()) {
      if (!factExports.some(([n]) => n === name)) out.push({module, member: name, problem: 'extra export'});
    }
  }
  return out;
}

const sameDifference = (a: Difference, b: Difference) =>
  a.module === b.module && (a.member ?? '') === (b.member ?? '') && a.problem === b.problem;
const describeDifference = (d: Difference) => `${d.module}${d.member ? ` ${d.member}` : ''}: ${d.problem}`;

// ---------------------------------------------------------------------------------------------

const facts = moduleFactsFor(CURRENT_DOCS_VERSION) as unknown as Facts;
const typed = readTypedModules(apiModules);

describe("typings against the current version's run-time facts", () => {
  const differences = compareWithFacts(facts, typed);
  // `TYPINGS_FACTS_DUMP=/tmp/d.json npx vitest run tests/unit/typings-facts.test.ts` writes the full list.
  if (process.env.TYPINGS_FACTS_DUMP) writeFileSync(process.env.TYPINGS_FACTS_DUMP, JSON.stringify(differences, null, 1));

  it('has no difference that the allow-list does not explain', () => {
    const unexplained = differences.filter((d) => !allowedDifferences.some((a) => sameDifference(a, d)));
    expect(unexplained.map(describeDifference)).toEqual([]);
  });

  it('has no allow-list entry without a difference behind it', () => {
    const stale = allowedDifferences.filter((a) => !differences.some((d) => sameDifference(a, d)));
    expect(stale.map(describeDifference)).toEqual([]);
  });

  it('gives every allow-list entry a reason', () => {
    for (const entry of allowedDifferences) expect(entry.reason.trim().length, describeDifference(entry)).toBeGreaterThan(20);
  });
});

/** `export const X: undefined;` and the like: names a generator copied from the source that hold no API. */
function findPlaceholders(program: ts.Program): string[] {
  const found: string[] = [];
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(typingsDir)) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        node.type &&
        (node.type.kind === ts.SyntaxKind.UndefinedKeyword || node.type.kind === ts.SyntaxKind.VoidKeyword)
      ) {
        found.push(`${path.relative(typingsDir, file.fileName)}: ${node.name.getText(file)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

describe('declarations that hold no API', () => {
  it('has no constant typed `undefined`, private or not', () => {
    expect(findPlaceholders(loadProgram().program)).toEqual([]);
  });
});

describe('the comparison itself', () => {
  const asserts = (module: string) => {
    const t = typed.get(module);
    if (!t) throw new Error(module + ' is not typed');
    return new Map([[module, t]]);
  };

  it('passes a module whose typings match its facts', () => {
    expect(compareWithFacts(facts, asserts('utils/Async'))).toEqual([]);
  });

  it('fails when a fact has an export the typings lack, or a different kind', () => {
    const wrong = structuredClone(facts);
    const async = wrong.modules['utils/Async']!;
    async.exports!['notARealExport'] = {kind: 'function', arity: 0};
    async.exports!['withTimeout'] = {kind: 'string', value: 'x'};
    const found = compareWithFacts(wrong, asserts('utils/Async')).map(describeDifference);
    expect(found).toContain('utils/Async notARealExport: missing export');
    expect(found).toContain('utils/Async withTimeout: kind function, fact string');
  });

  it('fails when a typed export is absent from the facts', () => {
    const wrong = structuredClone(facts);
    delete wrong.modules['utils/Async']!.exports!['doInParallel'];
    expect(compareWithFacts(wrong, asserts('utils/Async')).map(describeDifference)).toEqual(['utils/Async doInParallel: extra export']);
  });

  it('fails on a wrong module shape and on a wrong prototype', () => {
    const wrong = structuredClone(facts);
    wrong.modules['utils/Async'] = {shape: 'module.exports = class', kind: 'class', prototype: {}};
    expect(compareWithFacts(wrong, asserts('utils/Async')).map(describeDifference)).toEqual([
      'utils/Async: shape exports object, fact module.exports = class',
    ]);
    const file = structuredClone(facts);
    file.modules['filesystem/File']!.prototype!['readTwice'] = 'function/2';
    expect(compareWithFacts(file, asserts('filesystem/File')).map(describeDifference)).toContain(
      'filesystem/File #readTwice: missing method',
    );
  });
});
