import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every `.d.ts` file under the typings folder, sorted. */
export async function listDeclarations(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listDeclarations(full);
      return Promise.resolve(entry.name.endsWith('.d.ts') ? [full] : []);
    }),
  );
  return nested.flat().sort();
}

/** The module path a declaration file describes: `typings/utils/Async.d.ts` → `utils/Async`. */
export const modulePathOf = (typingsDir: string, file: string) =>
  path.relative(typingsDir, file).replace(/\\/g, '/').replace(/\.d\.ts$/, '');

/** Files in the typings folder that describe globals rather than a module. */
export const isGlobalsFile = (modulePath: string) => modulePath === 'globals' || modulePath === 'module-map';
