import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {apiGroups, apiModules} from '../lib/apiModules';
import {generateApiReference} from '../../src/plugins/api-reference/index';
import {bundleTypings, toAmbientBody} from '../../src/plugins/api-reference/bundle';
import {apiGroupsOf, apiModulesIn, moduleMapSource} from '../../src/plugins/api-reference/declarations';
import {escapeProse} from '../../src/plugins/api-reference/markdown';
import {declaredNames} from '../lib/declaredNames';
import {specApiGroups} from '../lib/spec';

const root = path.resolve(__dirname, '../..');
const fixtureTypings = path.join(root, 'tests/unit/__fixtures__/typings');

describe('the module list comes from the declaration files', () => {
  it('has one module per file, by the path extensions pass to getModule(), and leaves the globals out', () => {
    expect(apiModulesIn(fixtureTypings)).toEqual(['demo/Greeter', 'demo/Visitor']);
    expect(apiModules).toContain('utils/Async');
    expect(apiModules).toContain('NodeConnector');
    expect(apiModules).not.toContain('globals');
  });

  it('groups the reference as the spec does, in its order', () => {
    expect(apiGroups).toEqual(specApiGroups);
    expect(apiGroupsOf(['language/X', 'NodeConnector', 'JSUtils/Y', 'file/Z', 'file/W'])).toEqual([
      'file',
      'JSUtils',
      'language',
      'NodeConnector',
    ]);
  });

  it('writes the module map that types getModule() from the same list', () => {
    expect(moduleMapSource(['demo/Greeter', 'NodeConnector'])).toContain(
      '  "demo/Greeter": typeof import("demo/Greeter");\n  "NodeConnector": typeof import("NodeConnector");\n}',
    );
  });
});

/** Heading ids of every page, and every link between pages that points nowhere. */
function checkLinks(outDir: string): {pages: number; links: number; broken: string[]; duplicateIds: string[]} {
  const pages = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md'))
        pages.set(
          full,
          [...readFileSync(full, 'utf8').matchAll(/\{#([^}]+)\}/g)].map((m) => m[1]!),
        );
    }
  };
  walk(outDir);
  const broken: string[] = [];
  const duplicateIds: string[] = [];
  let links = 0;
  for (const [file, ids] of pages) {
    ids.forEach((id, i) => ids.indexOf(id) !== i && duplicateIds.push(`${path.relative(outDir, file)}#${id}`));
    const prose = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const [, href] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^https?:/.test(href!)) continue;
      links += 1;
      const [target, hash] = href!.split('#');
      const targetFile = target ? path.resolve(path.dirname(file), target) : file;
      const targetIds = pages.get(targetFile);
      if (!targetIds || (hash && !targetIds.includes(hash))) broken.push(`${path.relative(outDir, file)} → ${href}`);
    }
  }
  return {pages: pages.size, links, broken, duplicateIds};
}

/** The Markdown section under a heading, up to the next heading of the same or a higher level. */
function section(page: string, heading: string): string {
  const start = page.indexOf(heading);
  if (start < 0) throw new Error(`no heading ${heading}`);
  const level = /^#+/.exec(heading)![0];
  const rest = page.slice(start + heading.length);
  const next = rest.search(new RegExp(`^#{1,${level.length}} `, 'm'));
  return next < 0 ? rest : rest.slice(0, next);
}

describe('the API Reference landing page', () => {
  const landing = readFileSync(path.join(root, 'api/API-Reference.mdx'), 'utf8');

  it('describes every group in a row whose module links come from the sidebar, and lists no module by hand', () => {
    const rows = [...landing.matchAll(/^\| `([^`]+)` \| .+ \| <ApiModuleLinks group="([^"]+)" \/> \|$/gm)];
    expect(rows.map((m) => m[1])).toEqual([...apiGroups]);
    expect(rows.every((m) => m[1] === m[2])).toBe(true);
    expect(landing).not.toMatch(/\]\(\/api\/API-Reference\//);
  });

  it('links the typings bundle the build writes', () => {
    const config = readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
    const bundle = /bundleFileName: '([^']+)'/.exec(config)![1];
    expect(landing).toContain(`](pathname:///${bundle})`);
  });
});

describe('reference pages generated from declarations', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'api-ref-'));
  const outDir = path.join(siteDir, 'out');
  const generated = generateApiReference(siteDir, {
    typingsDir: fixtureTypings,
    outDir,
    bundleFileName: 'x.d.ts',
  });
  const page = async (modulePath: string) => {
    await generated;
    return readFileSync(path.join(outDir, `${modulePath}.md`), 'utf8');
  };

  it('writes one page per module, in its group folder, named for the sidebar', async () => {
    expect((await generated).modules).toEqual(['demo/Greeter', 'demo/Visitor']);
    expect(readdirSync(path.join(outDir, 'demo')).sort()).toEqual(['Greeter.md', 'Visitor.md', '_category_.json']);
    expect(JSON.parse(readFileSync(path.join(outDir, 'demo/_category_.json'), 'utf8'))).toMatchObject({label: 'demo', position: 1});
  });

  it('shows every name its declaration file declares', async () => {
    await generated;
    for (const modulePath of ['demo/Greeter', 'demo/Visitor']) {
      const names = declaredNames(path.join(fixtureTypings, `${modulePath}.d.ts`));
      expect(names).toEqual(
        expect.arrayContaining(
          modulePath === 'demo/Greeter'
            ? ['greet', 'Guestbook', 'sign', 'GreeterEvents', 'greeted']
            : ['Visitor', 'wave', 'VisitorOptions', 'wavesFirst', 'create'],
        ),
      );
      const page = readFileSync(path.join(outDir, `${modulePath}.md`), 'utf8');
      expect(
        names.filter((name) => !page.includes(name)),
        modulePath,
      ).toEqual([]);
    }
  });

  it('starts with front matter and the import line, then a member summary', async () => {
    const greeter = await page('demo/Greeter');
    expect(greeter).toMatch(
      /^---\ntitle: "demo\/Greeter"\nsidebar_label: "Greeter"\nslug: "\/API-Reference\/demo\/Greeter"\ndescription: "A tiny module used to test the reference generator."/,
    );
    const importAt = greeter.indexOf('brackets.getModule("demo/Greeter")');
    const membersAt = greeter.indexOf('## Members {#members}');
    expect(importAt).toBeGreaterThan(0);
    expect(membersAt).toBeGreaterThan(importAt);
    expect(greeter).toContain('| [`greet`](#greet) | function | Says hello to someone, optionally loudly. |');
    expect(greeter).toContain('| [`Guestbook`](#guestbook) | class |');
  });

  it('documents each member with signature, parameters, return value and example', async () => {
    const greeter = await page('demo/Greeter');
    expect(greeter).toContain('### greet {#greet}');
    expect(greeter).toContain('greet(name: string, loud?: boolean): string');
    expect(greeter).toContain('| `name` | `string` | Who to greet. Values like &lt;b&gt; stay text. |');
    expect(greeter).toContain('| `loud` (optional) | `boolean` | Shout it. |');
    expect(greeter).toContain('#### Returns {#greet-returns}');
    expect(greeter).toContain('#### Example {#greet-example}');
    expect(greeter).toContain('### sign {#guestbook-sign}');
    expect(greeter).toContain(':::warning[Deprecated]');
    expect(greeter).toContain('const COUNT: number');
  });

  it('links every documented type in parameters, return values and properties to its heading', async () => {
    const greeter = await page('demo/Greeter');
    const welcome = section(greeter, '### welcome {#welcome}');
    // The signature stays plain, highlighted code; the tables carry the links.
    expect(welcome).toContain('welcome(visitor: Visitor, book?: Guestbook): Promise<Visitor[]>');
    expect(welcome).toContain('| `visitor` | [`Visitor`](./Visitor.md#visitor) | Who came in. |');
    expect(welcome).toContain('| `book` (optional) | [`Guestbook`](#guestbook) | Where to sign them in. |');
    expect(welcome).toContain('`Promise<`[`Visitor`](./Visitor.md#visitor)`[]>`: The visitors greeted so far.');
    expect(section(greeter, '### visitors {#guestbook-visitors}')).toContain('**Type:** [`Visitor`](./Visitor.md#visitor)`[]`');
    expect(section(greeter, '### lastVisitor {#last-visitor}')).toContain('**Type:** [`Visitor`](./Visitor.md#visitor)`\u00a0| null`');
    // Plain types get no "Type:" line: the code block says it all.
    expect(section(greeter, '### COUNT {#count}')).not.toContain('**Type:**');
  });

  it('turns {@link} into Markdown links: same page, another page, module/Path.member, labels and URLs', async () => {
    const greeter = await page('demo/Greeter');
    expect(greeter).toContain('[`demo/Visitor`](./Visitor.md) and counted in [`COUNT`](#count).');
    const welcome = section(greeter, '### welcome {#welcome}');
    expect(welcome).toContain('See [`demo/Visitor.wave`](./Visitor.md#visitor-wave) for what the visitor');
    expect(welcome).toContain('[the signing method](#guestbook-sign) for the book');
    expect(welcome).toContain('[a guide to manners](https://example.com/manners)');
    const visitor = await page('demo/Visitor');
    expect(visitor).toContain('Greet them with [`demo/Greeter.greet`](./Greeter.md#greet).');
    expect(visitor).toContain('Options for [`create`](#visitor-create).');
    expect((await generated).unresolvedLinks).toEqual([]);
  });

  it('shows events in their own section, with the handler arguments linked', async () => {
    const greeter = await page('demo/Greeter');
    // An events interface is not documented as an ordinary interface.
    expect(greeter).not.toContain('GreeterEvents (interface)');
    expect(greeter).toContain('| [`GreeterEvents`](#greeter-events) | events | Events the Greeter module triggers. |');
    const events = section(greeter, '## Greeter events {#greeter-events}');
    expect(events).toContain('| [`greeted`](#greeter-events-greeted) | Someone was greeted. |');
    expect(events).toContain(
      '| [`bookFull`](#greeter-events-book-full) | The guest book is full; see [`Guestbook.add`](#guestbook-add). |',
    );
    const greeted = section(greeter, '### greeted {#greeter-events-greeted}');
    // Module events are listened to on the module.
    expect(greeted).toContain('Greeter.on("greeted", (event: GreeterEvent, visitor: Visitor, loud: boolean) => {');
    expect(greeted).toContain('| `event` | [`GreeterEvent`](#greeter-event) | The event object. |');
    expect(greeted).toContain('| `visitor` | [`Visitor`](./Visitor.md#visitor) | Who was greeted. |');
    expect(greeted).toContain('| `loud` | `boolean` | Whether it was shouted. |');
    // Class events are listened to on an instance.
    const visitor = await page('demo/Visitor');
    expect(visitor).toContain('## Visitor events {#visitor-events}');
    expect(section(visitor, '### left {#visitor-events-left}')).toContain(
      'visitor.on("left", (event: GreeterEvent, visitor: Visitor, after: number) => {',
    );
    expect(greeter).toContain("| `handler` | [`GreeterEvents`](#greeter-events)`[K]` | Called with the event's arguments. |");
  });

  it('documents a module declared with `export =` under the class name', async () => {
    const visitor = await page('demo/Visitor');
    expect(visitor).not.toContain('export=');
    expect(visitor).toContain('const Visitor = brackets.getModule("demo/Visitor");');
    expect(visitor).toContain("The module's value is the [`Visitor`](#visitor) class itself");
    expect(visitor).toContain('## Visitor (class) {#visitor}');
    expect(visitor).toContain('new Visitor(name: string)');
    expect(visitor).toContain('wave(times: number): Visitor');
    // Functions of the namespace merged into the class are called on the class.
    expect(visitor).toContain('### Visitor.create {#visitor-create}');
    expect(visitor).toContain('| `options` (optional) | [`VisitorOptions`](#visitor-options) |');
  });

  it('links only to headings that exist, and never gives two headings one id', async () => {
    await generated;
    const result = checkLinks(outDir);
    expect(result.pages).toBe(2);
    expect(result.links).toBeGreaterThan(30);
    expect(result.broken).toEqual([]);
    expect(result.duplicateIds).toEqual([]);
  });

  it('keeps code spans and escapes HTML in prose', () => {
    expect(escapeProse('a <b> and `x<y>`')).toBe('a &lt;b&gt; and `x<y>`');
  });
});

describe('reference pages generated from the real typings', () => {
  // The build fails on a broken anchor, so every link of every page is checked here, in seconds.
  it('exist for every module, show every declared name, link only to headings that exist, and resolve every {@link}', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'api-ref-all-'));
    const outDir = path.join(siteDir, 'out');
    const {modules, groups, unresolvedLinks} = await generateApiReference(siteDir, {
      typingsDir: path.join(root, 'typings'),
      outDir,
      bundleFileName: 'x.d.ts',
    });
    expect(modules).toEqual([...apiModules]);
    expect(groups).toEqual([...apiGroups]);
    const undocumented = modules.flatMap((modulePath) => {
      const page = readFileSync(path.join(outDir, `${modulePath}.md`), 'utf8');
      return declaredNames(path.join(root, 'typings', `${modulePath}.d.ts`))
        .filter((name) => !page.includes(name))
        .map((name) => `${modulePath}: ${name}`);
    });
    expect(undocumented).toEqual([]);
    const result = checkLinks(outDir);
    expect(result.broken).toEqual([]);
    expect(result.duplicateIds).toEqual([]);
    expect(result.links).toBeGreaterThan(1000);
    expect(unresolvedLinks.map((l) => `typings/${l.modulePath}.d.ts: {@link ${l.text}}`)).toEqual([]);
  }, 120_000);
});

describe('the downloadable typings bundle', () => {
  it('removes `declare` inside the ambient module blocks', () => {
    expect(toAmbientBody('export declare function a(): void;\ndeclare const b: 1;')).toBe('  export function a(): void;\n  const b: 1;');
  });

  it('keeps a class module declared with `export =` usable from the bundle', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-fixture-'));
    const bundle = await bundleTypings(path.join(root, 'tests/unit/__fixtures__/typings'));
    expect(bundle).toContain('declare module "demo/Visitor" {');
    expect(bundle).toContain('  export = Visitor;');
    writeFileSync(path.join(dir, 'fixture-api.d.ts'), bundle);
    writeFileSync(
      path.join(dir, 'use.ts'),
      `/// <reference path="./fixture-api.d.ts" />
import Visitor = require("demo/Visitor");
import { welcome } from "demo/Greeter";
const ada: Visitor = new Visitor("Ada").wave(2);
const options: Visitor.VisitorOptions = { wavesFirst: true };
Visitor.create("Bo", options).on("left", (_event, who, minutes) => console.log(who.name, minutes.toFixed(0)));
welcome(ada).then((all) => all.map((v) => v.name));
new Visitor("Cy").wav(1);
`,
    );
    const program = ts.createProgram([path.join(dir, 'use.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toContain("'wav' does not exist");
  }, 60_000);

  it('type-checks an extension against every module, and catches a wrong call', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    writeFileSync(path.join(dir, 'phoenix-code-api.d.ts'), await bundleTypings(path.join(root, 'typings')));
    const good = `/// <reference path="./phoenix-code-api.d.ts" />
const CommandManager = brackets.getModule("command/CommandManager");
const Menus = brackets.getModule("command/Menus");
CommandManager.register("Say hello", "myext.hello", () => {});
Menus.getMenu(Menus.AppMenuBar.FILE_MENU);
`;
    writeFileSync(path.join(dir, 'good.ts'), good);
    writeFileSync(
      path.join(dir, 'bad.ts'),
      `/// <reference path="./phoenix-code-api.d.ts" />\nbrackets.getModule("command/CommandManager").registerr("x", "y", () => {});\n`,
    );
    const program = ts.createProgram([path.join(dir, 'good.ts'), path.join(dir, 'bad.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      typeRoots: [path.join(root, 'node_modules/@types')],
      types: ['jquery'],
      // TypeScript's own DOM and ES libraries need no checking here, and it is most of the time.
      skipDefaultLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    expect(diagnostics.filter((d) => !d.startsWith('bad.ts'))).toEqual([]);
    expect(diagnostics.some((d) => d.startsWith('bad.ts') && d.includes('registerr'))).toBe(true);
  }, 60_000);
});
