import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {mkdir, readdir, readFile, rename, rm, stat, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Application, ReflectionKind, type DeclarationReflection, type ProjectReflection} from 'typedoc';
import {ApiLinks, type UnresolvedLink} from './links';
import {planModule, renderModule} from './render';
import {bundleTypings} from './bundle';
import {apiGroupsOf, byName, isGlobalsFile, listDeclarations, modulePathOf} from './declarations';

export type ApiReferenceOptions = {
  /** Folder of the `.d.ts` declarations, one per module. */
  typingsDir: string;
  /** Where the generated pages go, inside the API docs folder. */
  outDir: string;
  /** The typings bundle written beside the built site. */
  bundleFileName: string;
};

export type GeneratedReference = {
  /** Module paths with a page, sorted. */
  modules: string[];
  /** The sidebar groups, in sidebar order. */
  groups: string[];
  /** `{@link}` targets that name nothing documented; they are shown as code, not links. */
  unresolvedLinks: UnresolvedLink[];
};

/**
 * TypeDoc names the declaration behind `export = Name` "export=". Give it back its own name, and
 * return that name per module so the page can say the module's value is that class.
 */
function nameExportAssignments(project: ProjectReflection, modules: Map<string, DeclarationReflection>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [modulePath, mod] of modules) {
    for (const child of mod.children ?? []) {
      if (child.name !== 'export=') continue;
      const name = project.getSymbolIdFromReflection(child)?.qualifiedName.split('.').pop() || modulePath.split('/').pop()!;
      child.name = name;
      if (!child.kindOf(ReflectionKind.Namespace)) found.set(modulePath, name);
    }
  }
  return found;
}

export async function generateApiReference(siteDir: string, options: ApiReferenceOptions): Promise<GeneratedReference> {
  const typingsDir = path.resolve(siteDir, options.typingsDir);
  const outDir = path.resolve(siteDir, options.outDir);
  const files = listDeclarations(typingsDir).filter((f) => !isGlobalsFile(modulePathOf(typingsDir, f)));
  const app = await Application.bootstrap({
    entryPoints: files,
    tsconfig: path.join(typingsDir, 'tsconfig.json'),
    skipErrorChecking: true,
    excludePrivate: true,
    excludeExternals: true,
    logLevel: 'Error',
    sort: ['kind', 'source-order'],
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not read the API declarations in ' + typingsDir);

  const modules = new Map<string, DeclarationReflection>();
  const byFile = new Map(files.map((f) => [path.resolve(f), modulePathOf(typingsDir, f)]));
  for (const mod of project.getChildrenByKind(ReflectionKind.Module)) {
    const source = mod.sources?.[0]?.fullFileName;
    const modulePath = (source && byFile.get(path.resolve(source))) ?? mod.name;
    modules.set(modulePath, mod);
  }
  // A project with a single entry point has no module layer: the project is the module.
  if (modules.size === 0 && files.length === 1)
    modules.set(modulePathOf(typingsDir, files[0]!), project as unknown as DeclarationReflection);
  const exportAssignments = nameExportAssignments(project, modules);

  // Every heading of every page gets its id first, so that pages can link to each other.
  const links = new ApiLinks(modules);
  const sorted = [...modules].sort(([a], [b]) => byName(a, b));
  for (const [modulePath, mod] of sorted) planModule(mod, modulePath, links);

  await rm(outDir, {recursive: true, force: true});
  await mkdir(outDir, {recursive: true});
  const groups = apiGroupsOf(sorted.map(([modulePath]) => modulePath));
  const written: string[] = [];
  for (const [modulePath, mod] of sorted) {
    // A module outside any group (NodeConnector) sits among the group folders, in their order.
    const position = modulePath.includes('/') ? undefined : groups.indexOf(modulePath) + 1;
    const page = renderModule(mod, {modulePath, position, exportAssignment: exportAssignments.get(modulePath)}, links);
    const file = path.join(outDir, `${modulePath}.md`);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, page.markdown);
    written.push(modulePath);
  }
  for (const [i, group] of groups.entries()) {
    if (!written.some((m) => m.startsWith(`${group}/`))) continue;
    await writeFile(
      path.join(outDir, group, '_category_.json'),
      JSON.stringify({label: group, position: i + 1, collapsed: true, link: null}, null, 2),
    );
  }
  return {modules: written, groups, unresolvedLinks: links.unresolved};
}

/** Every declaration file with its size and modification time: what a change of `typings/` changes. */
export function typingsFingerprint(siteDir: string, options: ApiReferenceOptions): string {
  const typingsDir = path.resolve(siteDir, options.typingsDir);
  return listDeclarations(typingsDir)
    .map((file) => {
      const stat = statSync(file);
      return `${path.relative(typingsDir, file)}:${stat.size}:${stat.mtimeMs}`;
    })
    .sort()
    .join('\n');
}

/** Every file below `dir`, as paths relative to it, sorted. */
function filesBelow(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), {withFileTypes: true})
    .flatMap((entry) => {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesBelow(dir, child) : [child];
    })
    .sort();
}

/**
 * What decides the generated pages: every file of `typings/` (the declarations and their
 * tsconfig), this generator's own code, and the TypeDoc and TypeScript it runs on.
 */
function generationKey(typingsDir: string): string {
  const hash = createHash('sha256');
  const add = (name: string, content: string | Buffer) => hash.update(`${name}\0${content.length}\0`).update(content);
  for (const file of filesBelow(typingsDir)) add(`typings/${file}`, readFileSync(path.join(typingsDir, file)));
  for (const file of filesBelow(__dirname).filter((name) => /\.[cm]?[jt]s$/.test(name) && !/\.test\./.test(name)))
    add(`generator/${file}`, readFileSync(path.join(__dirname, file)));
  const require = createRequire(__filename);
  for (const name of ['typedoc', 'typescript']) add(name, String((require(`${name}/package.json`) as {version: string}).version));
  return hash.digest('hex').slice(0, 24);
}

/** Generated pages kept, newest first; older ones are removed. */
const CACHE_ENTRIES_KEPT = 4;
type CacheEntry = {generated: GeneratedReference; files: [string, string][]};

/**
 * `generateApiReference`, with its output kept under `node_modules/.cache`, keyed by everything
 * that decides it (generationKey): a build, `docs:version` and the release rehearsal's copy (whose
 * node_modules is the checkout's) each ran TypeDoc over the same declarations, ten seconds a time.
 * On a hit the same pages are written again, from the cache.
 */
export async function generateApiReferenceCached(siteDir: string, options: ApiReferenceOptions): Promise<GeneratedReference> {
  const cacheDir = path.join(siteDir, 'node_modules/.cache/phoenix-docs-api-reference');
  const cacheFile = path.join(cacheDir, `${generationKey(path.resolve(siteDir, options.typingsDir))}.json`);
  const outDir = path.resolve(siteDir, options.outDir);
  const cached = await readFile(cacheFile, 'utf8').then(
    (text) => JSON.parse(text) as CacheEntry,
    () => null,
  );
  if (cached) {
    await rm(outDir, {recursive: true, force: true});
    for (const [relative, content] of cached.files) {
      const file = path.join(outDir, relative);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, content);
    }
    return cached.generated;
  }
  const generated = await generateApiReference(siteDir, options);
  const files: [string, string][] = await Promise.all(
    filesBelow(outDir).map(async (relative): Promise<[string, string]> => [relative, await readFile(path.join(outDir, relative), 'utf8')]),
  );
  // Written whole under another name, then renamed: a build running beside never reads half an entry.
  await mkdir(cacheDir, {recursive: true});
  const partial = `${cacheFile}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify({generated, files} satisfies CacheEntry));
  await rename(partial, cacheFile);
  const entries = await Promise.all(
    (await readdir(cacheDir))
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => ({name, time: (await stat(path.join(cacheDir, name))).mtimeMs})),
  );
  for (const {name} of entries.sort((a, b) => b.time - a.time).slice(CACHE_ENTRIES_KEPT))
    await rm(path.join(cacheDir, name), {force: true});
  return generated;
}

/**
 * Generates the reference pages when `typings/` differs from what they were generated from, and
 * says whether it did. The dev server calls it on every change of a declaration file (the plugin
 * watches them), so a saved `.d.ts` shows on its page; the docs plugin then sees the new page.
 */
export async function regenerateIfChanged(
  siteDir: string,
  options: ApiReferenceOptions,
  state: {fingerprint: string | null},
): Promise<GeneratedReference | null> {
  const fingerprint = typingsFingerprint(siteDir, options);
  if (fingerprint === state.fingerprint) return null;
  const generated = await generateApiReferenceCached(siteDir, options);
  state.fingerprint = fingerprint;
  return generated;
}

/**
 * Turns the typed API declarations into reference pages before the docs are read (the plugin is
 * created before any content loads), again whenever a declaration changes under `npm start`, and
 * publishes the same declarations as one typings file that extension authors can download.
 */
export default async function apiReferencePlugin(context: LoadContext, options: ApiReferenceOptions): Promise<Plugin> {
  const state = {fingerprint: null as string | null};
  const report = ({modules, unresolvedLinks}: GeneratedReference) => {
    console.log(`[api-reference] ${modules.length} module pages generated`);
    for (const {modulePath, text} of unresolvedLinks) {
      console.warn(`[api-reference] typings/${modulePath}.d.ts: {@link ${text}} names nothing documented; shown as code`);
    }
  };
  report((await regenerateIfChanged(context.siteDir, options, state))!);
  return {
    name: 'phoenix-docs-api-reference',
    getPathsToWatch() {
      return [path.join(context.siteDir, options.typingsDir, '**/*.d.ts')];
    },
    // Docusaurus reloads a plugin (this, not its factory) when a watched file changes.
    async loadContent() {
      const generated = await regenerateIfChanged(context.siteDir, options, state);
      if (generated) report(generated);
    },
    async postBuild({outDir}) {
      const bundle = await bundleTypings(path.resolve(context.siteDir, options.typingsDir));
      await writeFile(path.join(outDir, options.bundleFileName), bundle);
    },
  };
}
