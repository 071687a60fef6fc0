import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION} from '../../src/data/docsVersions';
import {factsFor, moduleFactsFor} from '../../src/data/facts';
import {readFactsFile} from './factsFile';

describe('a new version’s facts file', () => {
  const facts = factsFor(CURRENT_DOCS_VERSION);
  const modules = moduleFactsFor(CURRENT_DOCS_VERSION);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-file-'));

  it('reads a raw read (menus by id, modules inside) as the files refresh-facts writes', () => {
    const perOs = <T>(fn: (os: 'win' | 'mac' | 'linux') => T) => ({win: fn('win'), mac: fn('mac'), linux: fn('linux')});
    const raw = {
      tag: 'v99.1.0',
      apiVersion: facts.apiVersion,
      modules: modules.modules,
      commands: facts.commands,
      menus: perOs((os) => Object.fromEntries(facts.menus[os].map(({id, label, items}) => [id, {label, items}]))),
      contextMenus: perOs((os) => Object.fromEntries((facts.contextMenus?.[os] ?? []).map(({id, items}) => [id, {items}]))),
      keys: facts.keys,
      preferences: facts.preferences,
      labels: facts.labels,
    };
    const file = path.join(dir, 'raw.json');
    fs.writeFileSync(file, JSON.stringify(raw));
    const read = readFactsFile(file, '99.1');
    expect(read.raw).toBe(true);
    expect({...read.facts, version: facts.version, tag: facts.tag}).toEqual(facts);
    expect(read.modules).toEqual({...modules, version: '99.1', tag: 'v99.1.0'});
  });

  it('reads a version file with its modules file beside it, and names a missing or malformed one', () => {
    const file = path.join(dir, '99.1.json');
    fs.writeFileSync(file, JSON.stringify({...facts, version: '99.1', tag: 'v99.1.0'}));
    expect(() => readFactsFile(file, '99.1')).toThrow(/99\.1\.modules\.json: no such file/);
    fs.writeFileSync(path.join(dir, '99.1.modules.json'), JSON.stringify({...modules, version: '99.1', tag: 'v99.1.0'}));
    expect(readFactsFile(file, '99.1').raw).toBe(false);
    fs.writeFileSync(file, JSON.stringify({...facts, keys: {}}));
    expect(() => readFactsFile(file, '99.1')).toThrow(/99\.1\.json: keys\.win/);
  });
});
