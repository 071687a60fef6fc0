import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {declarePostBuildStep, inOrder} from './postBuildOrder';

const context = () => ({}) as LoadContext;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the post-build order', () => {
  it('starts a step once the steps it needs have ended, whatever order Docusaurus starts them in', async () => {
    const build = context();
    for (const step of ['precompress', 'offline', 'search-index', 'redirect-pages', 'security-headers'] as const)
      declarePostBuildStep(build, step);
    const events: string[] = [];
    const step = (name: Parameters<typeof inOrder>[1], ms: number) =>
      inOrder(build, name, async () => {
        events.push(`start ${name}`);
        await later(ms);
        events.push(`end ${name}`);
      });
    // As Docusaurus does: every postBuild at once, in the config's order.
    await Promise.all([
      step('precompress', 5),
      step('offline', 5),
      step('security-headers', 5),
      step('search-index', 30),
      step('redirect-pages', 40),
    ]);
    const at = (event: string) => events.indexOf(event);
    expect(at('start offline')).toBeGreaterThan(at('end search-index'));
    expect(at('start precompress')).toBeGreaterThan(at('end search-index'));
    expect(at('start security-headers')).toBeGreaterThan(at('end redirect-pages'));
    // Steps that need nothing ran side by side.
    expect(at('start redirect-pages')).toBeLessThan(at('end search-index'));
  });

  it('waits only for the steps this build declared', async () => {
    const build = context();
    declarePostBuildStep(build, 'offline');
    expect(await inOrder(build, 'offline', async () => 'written')).toBe('written');
  });

  it('fails, without running it, a step whose needed step failed', async () => {
    const build = context();
    declarePostBuildStep(build, 'search-index');
    declarePostBuildStep(build, 'offline');
    let ran = false;
    const results = await Promise.allSettled([
      inOrder(build, 'offline', async () => {
        ran = true;
      }),
      inOrder(build, 'search-index', async () => {
        throw new Error('no pages');
      }),
    ]);
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'Error: [offline] not run: the post-build step it needs failed (search-index)',
      'Error: no pages',
    ]);
    expect(ran).toBe(false);
  });

  it('keeps two builds apart', async () => {
    const first = context();
    const second = context();
    declarePostBuildStep(first, 'search-index');
    declarePostBuildStep(second, 'offline');
    // The second build has no search index step, so its offline step does not wait for the first's.
    await inOrder(second, 'offline', async () => {});
  });
});
