import type {LoadContext} from '@docusaurus/types';

/**
 * Docusaurus starts every plugin's postBuild at the same time, and some read what others write:
 * before this order existed, the offline plugin polled for the search index's manifest, the
 * headers plugin was told in the config which folders and scripts other plugins would write, and
 * the Brotli step listed the assets before the search index had written its shards. Each step
 * below names the steps whose files it reads; a plugin runs its postBuild through `inOrder`, which
 * starts it once those of them that this build has are done. Steps left out need nothing and run
 * beside the others.
 */
export const POST_BUILD_NEEDS = {
  'redirect-pages': [],
  'search-index': [],
  // The pages, the search index's manifest and shards, and the assets.
  offline: ['search-index'],
  // Every page's inline scripts (redirect pages too) and every top-level folder (search-index/).
  'security-headers': ['redirect-pages', 'search-index'],
  // Every asset, the search index's shards among them.
  precompress: ['search-index'],
} as const satisfies Record<string, readonly string[]>;

export type PostBuildStep = keyof typeof POST_BUILD_NEEDS;

type Run = {done: Promise<void>; settle: (error?: unknown) => void};

/**
 * The steps of each build, keyed by its context: Docusaurus hands one context to every plugin. It
 * loads each plugin's file with a module cache of its own, so each plugin gets its own copy of this
 * module: the table lives on `globalThis`, under a key all the copies share.
 */
const shared = globalThis as {[key: symbol]: WeakMap<LoadContext, Map<PostBuildStep, Run>> | undefined};
const builds = (shared[Symbol.for('phoenix-docs.postBuildOrder')] ??= new WeakMap());

/**
 * Says, when a plugin is set up, that this build has `step`. Every plugin is set up before any
 * postBuild starts, so a step waits only for steps the build really has.
 */
export function declarePostBuildStep(context: LoadContext, step: PostBuildStep): void {
  const steps = builds.get(context) ?? new Map<PostBuildStep, Run>();
  builds.set(context, steps);
  let settle: Run['settle'] = () => {};
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // A failed step fails the build by itself; the steps after it only learn that it failed.
  done.catch(() => {});
  steps.set(step, {done, settle});
}

/**
 * Runs `step` once the steps it needs (those this build declared) have ended. If one of them
 * failed, it fails too, without running.
 */
export async function inOrder<T>(context: LoadContext, step: PostBuildStep, run: () => Promise<T>): Promise<T> {
  const steps = builds.get(context);
  const own = steps?.get(step);
  try {
    const needed = (POST_BUILD_NEEDS[step] as readonly PostBuildStep[]).filter((name) => steps?.has(name));
    const outcomes = await Promise.allSettled(needed.map((name) => steps!.get(name)!.done));
    const failed = needed.filter((_, i) => outcomes[i]!.status === 'rejected');
    if (failed.length) throw new Error(`[${step}] not run: the post-build step it needs failed (${failed.join(', ')})`);
    const result = await run();
    own?.settle();
    return result;
  } catch (error) {
    own?.settle(error ?? new Error(`[${step}] failed`));
    throw error;
  }
}
