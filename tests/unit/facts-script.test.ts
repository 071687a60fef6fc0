// The parts of `npm run facts` that need no running editor: the command line, the OS each init
// script makes the page report, how a module's value is described, and the conversion's check.
import {mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {moduleFactsSchema, versionFactsSchema} from '../../src/data/facts/schema';
import {
  compareKeys,
  describeModule,
  describeValue,
  isEditorModule,
  isLabel,
  parseArgs,
  platformScript,
  tagFor,
} from '../../scripts/facts/read.mjs';
import {writeFacts} from '../../scripts/refresh-facts.mjs';

describe('npm run facts: command line', () => {
  it('takes the editor, the docs version, and optional tag and output', () => {
    expect(parseArgs(['--editor', 'http://127.0.0.1:8000/src/index.html', '--version=9.1', '--out', '/tmp/x.json'])).toEqual({
      editor: 'http://127.0.0.1:8000/src/index.html',
      version: '9.1',
      out: '/tmp/x.json',
    });
  });
  it.each([
    [['--version', '9.1'], /usage/],
    [['--editor', 'http://x/'], /usage/],
    [['--editor', 'http://x/', '--version', '9.1.3'], /major\.minor/],
    [['--editor', 'x/src/index.html', '--version', '9.1'], /http/],
    [['--editor', 'http://x/', '--version', '9.1', '--tag', '9.1.3'], /source tag/],
    [['--editor', '--version', '9.1'], /'--editor' argument is ambiguous/],
    [['--editor', 'http://x/', '--version', '9.1', '--os', 'mac'], /Unknown option '--os'[^]*usage: npm run facts/],
    [['--editor', 'http://x/', '--verison', '9.1'], /Unknown option '--verison'[^]*usage: npm run facts/],
    [['--editor', 'http://x/', '--version', '9.1', 'stray'], /Unexpected argument 'stray'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
  it('takes the tag from the versions file unless --tag names one', () => {
    const versions = [{name: '9.1', editorTag: 'v9.1.3'}];
    expect(tagFor({version: '9.1'}, versions)).toBe('v9.1.3');
    expect(tagFor({version: '9.1', tag: 'v9.1.9'}, versions)).toBe('v9.1.9');
    expect(() => tagFor({version: '6.0'}, versions)).toThrow(/--tag/);
  });
});

describe('npm run facts: the OS the editor detects', () => {
  // The editor's own rule (index.html at v9.1.3): "Mac" in navigator.platform → mac, "Linux" → linux, else win.
  const detect = (platform: string) => (platform.match('Mac') ? 'mac' : platform.includes('Linux') ? 'linux' : 'win');
  it.each(['win', 'mac', 'linux'])('the init script for %s makes the page report it', (osName) => {
    class Navigator {}
    const context = vm.createContext({Navigator, Object});
    vm.runInContext(platformScript(osName), context);
    const nav = new Navigator() as {platform: string; userAgent: string; userAgentData: {platform: string}};
    expect(detect(nav.platform)).toBe(osName);
    expect(nav.userAgent).toContain({win: 'Windows NT', mac: 'Macintosh', linux: 'Linux'}[osName]);
    expect(nav.userAgentData.platform).toBe({win: 'Windows', mac: 'macOS', linux: 'Linux'}[osName]);
  });
  it('knows no other OS', () => {
    expect(() => platformScript('bsd')).toThrow(/no OS bsd/);
  });
});

describe('npm run facts: describing a module', () => {
  it('lists named exports by name with kind, arity and primitive values, private ones left out', () => {
    const module = {
      open: (path: string, options: object) => [path, options],
      LIMIT: 3,
      NAME: 'x',
      ON: true,
      list: [1],
      config: {a: 1},
      nothing: null,
      missing: undefined,
      _secret: () => 1,
    };
    expect(describeModule(module)).toEqual({
      shape: 'exports object',
      exports: {
        LIMIT: {kind: 'number', value: 3},
        NAME: {kind: 'string', value: 'x'},
        ON: {kind: 'boolean', value: true},
        config: {kind: 'object'},
        list: {kind: 'array'},
        nothing: {kind: 'object'},
        open: {kind: 'function', arity: 2},
      },
    });
  });
  it('describes a module that is a class: public prototype members with arity, getters, statics', () => {
    class Session {
      static FILE = 'a';
      static _cache = {};
      static create() {}
      constructor(_editor: unknown) {}
      _parse() {}
      getLine(_n: number) {}
      get size() {
        return 1;
      }
    }
    expect(describeModule(Session)).toEqual({
      shape: 'module.exports = class',
      kind: 'class',
      arity: 1,
      prototype: {getLine: 'function/1', size: 'getter'},
      static: {FILE: 'string', create: 'function'},
    });
  });
  it('calls an ES5 constructor with methods a class (an exported one keeps its _ members), a plain function a function', () => {
    function Builder(this: unknown, _a: unknown, _b: unknown) {}
    Builder.prototype.build = function (_x: unknown) {};
    Builder.prototype._log = function () {};
    Builder.prototype.items = [];
    const plain = (_a: unknown) => 1;
    expect(describeValue(Builder)).toEqual({
      kind: 'class',
      arity: 2,
      prototype: {build: 'function/1', _log: 'function/0', items: 'object'},
    });
    expect(describeModule(plain)).toEqual({shape: 'module.exports = function', kind: 'function', arity: 1});
  });
  it('leaves out what is not a module value', () => {
    expect(describeModule('text')).toBeUndefined();
    expect(describeModule(undefined)).toBeUndefined();
  });
  it('keeps UI strings of six words or fewer as labels, without markup or blanks', () => {
    expect(isLabel('Find in Files')).toBe(true);
    expect(isLabel('one two three four five six')).toBe(true);
    expect(isLabel('one two three four five six seven')).toBe(false);
    expect(isLabel('  ')).toBe(false);
    expect(isLabel('Moving {0}')).toBe(false);
    expect(isLabel('{NUM_DONE}/3 cards')).toBe(false);
    expect(isLabel('console.log(${1});')).toBe(false);
    expect(isLabel('Reset <b>file</b>?')).toBe(false);
  });
  it("lists the editor's own modules, not translations or third-party libraries", () => {
    expect(isEditorModule('command/Menus', 'http://127.0.0.1/src/command/Menus.js')).toBe(true);
    expect(isEditorModule('fileSystemImpl', 'filesystem/impls/appshell/AppshellFileSystem.js')).toBe(true);
    expect(isEditorModule('text', 'http://127.0.0.1/src/thirdparty/text/text.js')).toBe(false);
    expect(isEditorModule('preact', 'thirdparty/preact/preact.js')).toBe(false);
    expect(isEditorModule('thirdparty/lodash')).toBe(false);
    expect(isEditorModule('nls/root/strings')).toBe(false);
    expect(isEditorModule('text!htmlContent/main-view.html')).toBe(false);
  });
  it("orders key bindings by command, case aside, a command's keys in the keymap's order", () => {
    const keys = [
      {key: 'Alt-N', command: 'AltMenu-N'},
      {key: 'Ctrl-Shift-_', command: 'view.smaller'},
      {key: 'Alt-I', command: 'AltMenu-i'},
      {key: 'Ctrl-Shift--', command: 'view.smaller'},
    ];
    expect(keys.sort(compareKeys).map((k) => k.key)).toEqual(['Alt-I', 'Alt-N', 'Ctrl-Shift-_', 'Ctrl-Shift--']);
  });
});

describe('npm run facts: the conversion', () => {
  const raw = {
    tag: 'v9.1.0',
    apiVersion: '9.1.1',
    modules: {'command/Example': {shape: 'exports object', exports: {run: {kind: 'function', arity: 1}}}},
    commands: {'file.open': 'Open', 'AltMenu-F': 'Menu Shortcut For F', 'no.label': ''},
    menus: Object.fromEntries(
      ['win', 'mac', 'linux'].map((o) => [
        o,
        {
          'file-menu': {
            label: 'File',
            items: [{label: 'Open', shortcut: o === 'mac' ? '⌘O' : 'Ctrl+O', commandId: 'file.open', submenuOf: null}],
          },
        },
      ]),
    ),
    keys: Object.fromEntries(
      ['win', 'mac', 'linux'].map((o) => [
        o,
        [
          {key: 'Alt-F', command: 'AltMenu-F', label: 'x'},
          {key: o === 'mac' ? 'Cmd-O' : 'Ctrl-O', command: 'file.open', label: 'Open'},
        ],
      ]),
    ),
    preferences: {spaceUnits: {type: 'number', default: 4}},
    labels: {OPEN: 'Open'},
  };
  it('writes files that pass the schema', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'facts-'));
    await writeFacts(raw, '9.1', dir);
    const facts = versionFactsSchema.parse(JSON.parse(readFileSync(path.join(dir, '9.1.json'), 'utf8')));
    expect(facts.commands).toEqual({'AltMenu-F': 'Menu Shortcut For F', 'file.open': 'Open'});
    expect(facts.keys.mac).toEqual([{key: 'Cmd-O', command: 'file.open'}]);
    expect(moduleFactsSchema.parse(JSON.parse(readFileSync(path.join(dir, '9.1.modules.json'), 'utf8'))).modules).toEqual(raw.modules);
  });
  it('keeps each context menu with its dividers, and leaves them out where the read had none', async () => {
    const withContext = {
      ...raw,
      contextMenus: Object.fromEntries(
        ['win', 'mac', 'linux'].map((o) => [
          o,
          {
            'project-context-menu': {
              items: [
                {label: 'Open', shortcut: null, commandId: 'file.open', submenuOf: null},
                {divider: true},
                {label: 'Open', shortcut: null, commandId: 'file.open', submenuOf: null},
              ],
            },
          },
        ]),
      ),
    };
    const dir = mkdtempSync(path.join(os.tmpdir(), 'facts-'));
    await writeFacts(withContext, '9.1', dir);
    const facts = versionFactsSchema.parse(JSON.parse(readFileSync(path.join(dir, '9.1.json'), 'utf8')));
    expect(facts.contextMenus?.linux).toEqual([
      {
        id: 'project-context-menu',
        items: [
          {label: 'Open', commandId: 'file.open', shortcut: null},
          {divider: true},
          {label: 'Open', commandId: 'file.open', shortcut: null},
        ],
      },
    ]);
    await writeFacts(raw, '9.1', dir);
    expect(JSON.parse(readFileSync(path.join(dir, '9.1.json'), 'utf8'))).not.toHaveProperty('contextMenus');
  });
  it('refuses to write a malformed result, naming the bad field', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'facts-'));
    const bad = {...raw, preferences: {spaceUnits: {type: 'integer', default: 4}}};
    await expect(writeFacts(bad, '9.1', dir)).rejects.toThrow(/9\.1\.json: preferences\.spaceUnits\.type/);
  });
});
