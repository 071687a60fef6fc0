import {cpSync, mkdtempSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {regenerateIfChanged} from './index';

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
