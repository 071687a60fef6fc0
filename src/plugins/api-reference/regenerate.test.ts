import {cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {generateApiReferenceCached, regenerateIfChanged} from './index';

const fixtureTypings = path.resolve(__dirname, '../../../tests/unit/__fixtures__/typings');

describe('the reference pages follow typings/ while the dev server runs', () => {
  it('regenerates a page when its declaration file is saved, and only then', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'api-live-'));
    cpSync(fixtureTypings, path.join(siteDir, 'typings'), {recursive: true});
    const options = {typingsDir: 'typings', outDir: 'out', bundleFileName: 'x.d.ts'};
    const state = {fingerprint: null as string | null};
    const page = () => readFileSync(path.join(siteDir, 'out/demo/Greeter.md'), 'utf8');

    expect((await regenerateIfChanged(siteDir, options, state))?.modules).toContain('demo/Greeter');
    expect(page()).not.toContain('farewell');
    // Nothing changed: nothing to do (a reload of another plugin's files must not cost a TypeDoc run).
    expect(await regenerateIfChanged(siteDir, options, state)).toBeNull();

    const file = path.join(siteDir, 'typings/demo/Greeter.d.ts');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n/** Says goodbye. */\nexport function farewell(name: string): string;\n`);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await regenerateIfChanged(siteDir, options, state)).not.toBeNull();
    expect(page()).toContain('farewell');
  }, 60_000);
});

describe('the generated pages are kept, keyed by what decides them', () => {
  it('a second copy with the same typings (and node_modules) gets them from the cache; a changed declaration misses it', async () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'api-cache-modules-'));
    const options = {typingsDir: 'typings', outDir: 'out', bundleFileName: 'x.d.ts'};
    const copy = () => {
      const siteDir = mkdtempSync(path.join(tmpdir(), 'api-cache-'));
      cpSync(fixtureTypings, path.join(siteDir, 'typings'), {recursive: true});
      symlinkSync(shared, path.join(siteDir, 'node_modules'), 'dir');
      return siteDir;
    };
    const page = (siteDir: string) => readFileSync(path.join(siteDir, 'out/demo/Greeter.md'), 'utf8');

    const first = copy();
    const generated = await generateApiReferenceCached(first, options);
    expect(generated.modules).toContain('demo/Greeter');
    const cacheDir = path.join(shared, '.cache/phoenix-docs-api-reference');
    const [entry, ...others] = readdirSync(cacheDir);
    expect(others).toEqual([]);
    // Mark the kept page, so a page written from the cache shows it.
    const kept = path.join(cacheDir, entry!);
    writeFileSync(kept, readFileSync(kept, 'utf8').replace('# ', '# FROM-THE-CACHE '));

    const second = copy();
    mkdirSync(path.join(second, 'out/stale'), {recursive: true});
    writeFileSync(path.join(second, 'out/stale/Old.md'), 'a page of a removed module');
    expect(await generateApiReferenceCached(second, options)).toEqual(generated);
    expect(page(second)).toContain('FROM-THE-CACHE');
    expect(readdirSync(path.join(second, 'out'))).not.toContain('stale');

    const file = path.join(second, 'typings/demo/Greeter.d.ts');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n/** Says goodbye. */\nexport function farewell(name: string): string;\n`);
    await generateApiReferenceCached(second, options);
    expect(page(second)).toContain('farewell');
    expect(page(second)).not.toContain('FROM-THE-CACHE');
    expect(readdirSync(cacheDir)).toHaveLength(2);
  }, 60_000);
});
