import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every `.d.ts` file under the typings folder, sorted. */
export function listDeclarations(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listDeclarations(full);
      return entry.name.endsWith('.d.ts') ? [full] : [];
    })
    .sort();
}

/** The module path a declaration file describes: `typings/utils/Async.d.ts` → `utils/Async`. */
export const modulePathOf = (typingsDir: string, file: string) =>
  path
    .relative(typingsDir, file)
    .replace(/\\/g, '/')
    .replace(/\.d\.ts$/, '');

/** The file in the typings folder that describes the globals (`brackets`, `define`) rather than a module. */
export const isGlobalsFile = (modulePath: string) => modulePath === 'globals';

/** The order of modules and groups everywhere: alphabetical, regardless of case. */
export const byName = (a: string, b: string) => a.localeCompare(b, 'en', {sensitivity: 'base'});

/**
 * The modules of the extension API, by the path an extension passes to `brackets.getModule()`:
 * one per declaration file, so adding a module is adding its file.
 */
export function apiModulesIn(typingsDir: string): string[] {
  return listDeclarations(typingsDir)
    .map((file) => modulePathOf(typingsDir, file))
    .filter((modulePath) => !isGlobalsFile(modulePath))
    .sort(byName);
}

/**
 * The sidebar groups of the reference: each module's first path segment (`NodeConnector`, which has
 * none, is a group of its own), in alphabetical order regardless of case, the order the spec lists.
 */
export function apiGroupsOf(modules: readonly string[]): string[] {
  return [...new Set(modules.map((modulePath) => modulePath.split('/')[0]!))].sort(byName);
}

/**
 * The global map from module path to module type that makes `brackets.getModule("utils/Async")`
 * return a typed module. It is written from the file list wherever it is needed (the typings
 * bundle, the example checks), so there is no list to keep; `globals.d.ts` declares it empty.
 */
export function moduleMapSource(modules: readonly string[]): string {
  return [
    '/** Module path → module type, for `brackets.getModule()`: one entry per module of the API. */',
    'interface PhoenixModuleMap {',
    ...modules.map((modulePath) => `  ${JSON.stringify(modulePath)}: typeof import(${JSON.stringify(modulePath)});`),
    '}',
    '',
  ].join('\n');
}
