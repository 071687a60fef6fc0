import {existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {apiGroups, apiModules} from '../../src/data/apiModules';
import {generateApiReference} from '../../src/plugins/api-reference/index';
import {bundleTypings, toAmbientBody} from '../../src/plugins/api-reference/bundle';
import {escapeProse} from '../../src/plugins/api-reference/render';
import fixture from '../fixtures/api-members.json';

const root = path.resolve(__dirname, '../..');

describe('one source of truth for the module list', () => {
  it('the fixture, the route data, the declarations and the module map agree on all 105 modules', () => {
    const fromFixture = Object.keys(fixture.modules).sort();
    expect(fromFixture).toHaveLength(105);
    expect([...apiModules].sort()).toEqual(fromFixture);
    for (const mod of apiModules) expect(existsSync(path.join(root, 'typings', `${mod}.d.ts`)), mod).toBe(true);
    const map = readFileSync(path.join(root, 'typings/module-map.d.ts'), 'utf8');
    const mapped = [...map.matchAll(/^\s+"([^"]+)": typeof import/gm)].map((m) => m[1]).sort();
    expect(mapped).toEqual(fromFixture);
  });

  it('every module belongs to one of the 16 sidebar groups', () => {
    expect(apiGroups).toHaveLength(16);
    for (const mod of apiModules) expect(apiGroups as readonly string[]).toContain(mod.split('/')[0]);
  });
});

describe('reference pages generated from declarations', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'api-ref-'));
  const generated = generateApiReference(siteDir, {
    typingsDir: path.join(root, 'tests/unit/__fixtures__/typings'),
    outDir: path.join(siteDir, 'out'),
    bundleFileName: 'x.d.ts',
  });

  it('writes one page per module, in its group folder, with a sidebar category', async () => {
    expect(await generated).toEqual(['demo/Greeter']);
    expect(readdirSync(path.join(siteDir, 'out/demo')).sort()).toEqual(['Greeter.md']);
  });

  it('starts with front matter and the import line, then a member summary', async () => {
    await generated;
    const page = readFileSync(path.join(siteDir, 'out/demo/Greeter.md'), 'utf8');
    expect(page).toMatch(/^---\ntitle: "demo\/Greeter"\nsidebar_label: "Greeter"\nslug: "\/API-Reference\/demo\/Greeter"\ndescription: "A tiny module used to test the reference generator."/);
    const importAt = page.indexOf('brackets.getModule("demo/Greeter")');
    const membersAt = page.indexOf('## Members {#members}');
    expect(importAt).toBeGreaterThan(0);
    expect(membersAt).toBeGreaterThan(importAt);
    expect(page).toContain('| [`greet`](#greet) | function | Says hello to someone, optionally loudly. |');
    expect(page).toContain('| [`Guestbook`](#guestbook) | class |');
  });

  it('documents each member with signature, parameters, return value and example', async () => {
    await generated;
    const page = readFileSync(path.join(siteDir, 'out/demo/Greeter.md'), 'utf8');
    expect(page).toContain('### greet {#greet}');
    expect(page).toContain('greet(name: string, loud?: boolean): string');
    expect(page).toContain('| `name` | `string` | Who to greet. Values like &lt;b&gt; stay text. |');
    expect(page).toContain('| `loud` (optional) | `boolean` | Shout it. |');
    expect(page).toContain('#### Returns {#greet-returns}');
    expect(page).toContain('#### Example {#greet-example}');
    expect(page).toContain('### sign {#guestbook-sign}');
    expect(page).toContain(':::warning[Deprecated]');
    expect(page).toContain('const COUNT: number');
  });

  it('keeps code spans and escapes HTML in prose', () => {
    expect(escapeProse('a <b> and `x<y>`')).toBe('a &lt;b&gt; and `x<y>`');
  });
});

describe('the downloadable typings bundle', () => {
  it('removes `declare` inside the ambient module blocks', () => {
    expect(toAmbientBody('export declare function a(): void;\ndeclare const b: 1;')).toBe('  export function a(): void;\n  const b: 1;');
  });

  it('type-checks an extension against all 105 modules, and catches a wrong call', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    writeFileSync(path.join(dir, 'phoenix-code-api.d.ts'), await bundleTypings(path.join(root, 'typings')));
    const good = `/// <reference path="./phoenix-code-api.d.ts" />
const CommandManager = brackets.getModule("command/CommandManager");
const Menus = brackets.getModule("command/Menus");
CommandManager.register("Say hello", "myext.hello", () => {});
Menus.getMenu(Menus.AppMenuBar.FILE_MENU);
`;
    writeFileSync(path.join(dir, 'good.ts'), good);
    writeFileSync(path.join(dir, 'bad.ts'), `/// <reference path="./phoenix-code-api.d.ts" />\nbrackets.getModule("command/CommandManager").registerr("x", "y", () => {});\n`);
    const program = ts.createProgram([path.join(dir, 'good.ts'), path.join(dir, 'bad.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      typeRoots: [path.join(root, 'node_modules/@types')],
      types: ['jquery'],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    expect(diagnostics.filter((d) => !d.startsWith('bad.ts'))).toEqual([]);
    expect(diagnostics.some((d) => d.startsWith('bad.ts') && d.includes('registerr'))).toBe(true);
  }, 60_000);
});
