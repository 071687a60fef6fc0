import {readFile} from 'node:fs/promises';
import {isGlobalsFile, listDeclarations, moduleMapSource, modulePathOf} from './declarations';

/** Inside `declare module "x" { }` everything is already ambient, so `declare` must go. */
export function toAmbientBody(source: string): string {
  return source
    .replace(/^(\s*export\s+)declare\s+/gm, '$1')
    .replace(/^declare\s+/gm, '')
    .split('\n')
    .map((line) => (line.length ? `  ${line}` : line))
    .join('\n');
}

/**
 * One `.d.ts` an extension author drops into a project: every module as `declare module "path"`,
 * plus the globals (`brackets`, `define`) and the module map that types `brackets.getModule()`.
 */
export async function bundleTypings(typingsDir: string): Promise<string> {
  const files = listDeclarations(typingsDir);
  const header = [
    '// Phoenix Code extension API typings.',
    '// Reference this file from your extension (/// <reference path="./phoenix-code-api.d.ts" />) or list it in',
    '// jsconfig.json "include" to get autocompletion and type checks for brackets.getModule().',
    '/// <reference types="jquery" />',
    '',
  ];
  const modules: string[] = [];
  const modulePaths: string[] = [];
  const globals: string[] = [];
  for (const file of files) {
    const modulePath = modulePathOf(typingsDir, file);
    const source = await readFile(file, 'utf8');
    if (isGlobalsFile(modulePath)) {
      globals.push(source.trim());
      continue;
    }
    modules.push(`declare module ${JSON.stringify(modulePath)} {\n${toAmbientBody(source.trim())}\n}`);
    modulePaths.push(modulePath);
  }
  return [...header, ...modules, '', ...globals, '', moduleMapSource(modulePaths)].join('\n');
}
