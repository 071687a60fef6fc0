import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION, DOCS_VERSIONS} from '../docsVersions';
import {loadDesktopOnly} from './desktopOnly';
import {factsFor, moduleFactsFor} from './index';
import {desktopOnlySchema, moduleFactsSchema, parseFacts, versionFactsSchema} from './schema';

describe('the facts files against their schema', () => {
  it.each(DOCS_VERSIONS)('%s: both files are well formed', (version) => {
    expect(factsFor(version).version).toBe(version);
    expect(Object.keys(moduleFactsFor(version).modules).length).toBeGreaterThan(100);
  });

  it('a malformed facts file fails with the file and the path of the bad field', () => {
    const facts = structuredClone(factsFor(CURRENT_DOCS_VERSION));
    (facts.menus.mac[0]!.items[0] as {shortcut: unknown}).shortcut = 42;
    expect(() => parseFacts(versionFactsSchema, facts, 'x.json')).toThrow(/x\.json: menus\.mac\.0\.items\.0/);
    const noKeys = {...factsFor(CURRENT_DOCS_VERSION), keys: {win: [], mac: []}};
    expect(() => parseFacts(versionFactsSchema, noKeys, 'x.json')).toThrow(/x\.json: keys\.linux/);
    const prefs = {...factsFor(CURRENT_DOCS_VERSION), preferences: {closeBrackets: {type: 'bool', default: true}}};
    expect(() => parseFacts(versionFactsSchema, prefs, 'x.json')).toThrow(/x\.json: preferences\.closeBrackets\.type/);
  });

  it('a module export with an unknown kind fails with its path', () => {
    const modules = structuredClone(moduleFactsFor(CURRENT_DOCS_VERSION));
    const exports = (modules.modules['utils/Async'] as {exports: Record<string, unknown>}).exports;
    exports.withTimeout = {kind: 'func', arity: 2};
    expect(() => parseFacts(moduleFactsSchema, modules, 'm.json')).toThrow(/m\.json: modules\.utils\/Async\.exports\.withTimeout\.kind/);
  });

  it('the desktop-only data: a file whose entry lacks its source fails with the entry', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desktop-only-'));
    const file = path.join(dir, 'desktopOnly.yaml');
    fs.writeFileSync(
      file,
      'commands:\n  - commandId: git-init\n    label: Init\n    versions: ["9.1"]\npreferences: []\nkeyVariants: []\n',
    );
    expect(() => loadDesktopOnly(file)).toThrow(/commands\.0\.source/);
    expect(desktopOnlySchema.safeParse({commands: [], preferences: [], keyVariants: []}).success).toBe(true);
  });
});
