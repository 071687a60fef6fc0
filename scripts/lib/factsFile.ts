/**
 * Reads a new version's facts for `docs:drift --facts` and `docs:release --facts`, before the
 * versions file knows the version: either the raw file `npm run facts --out` keeps (README "Facts
 * about the editor"), trimmed here as scripts/refresh-facts.mjs trims it, or a `<new>.json` that
 * refresh-facts wrote, with its `<new>.modules.json` beside it (or at `modulesFile`). Both are
 * checked against the schema, so a malformed file fails with the path of the bad field.
 */
import fs from 'node:fs';
import {moduleFactsSchema, parseFacts, versionFactsSchema, type ModuleFacts, type VersionFacts} from '../../src/data/facts/schema';
import {trimFacts} from '../refresh-facts.mjs';

export type FactsFile = {
  facts: VersionFacts;
  modules: ModuleFacts;
  /** True for a raw read, whose version is the one asked for (the reader does not label it). */
  raw: boolean;
  /** Where the modules came from: the raw file itself, or the modules file. */
  modulesFile: string;
};

/** A raw read keeps menus per OS as an object by menu id, and the modules in the same file. */
const isRaw = (data: Record<string, unknown>) => 'modules' in data && 'commands' in data;

export function readFactsFile(file: string, version: string, modulesFile?: string): FactsFile {
  if (!fs.existsSync(file)) throw new Error(`--facts ${file}: no such file`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (isRaw(data)) {
    if (modulesFile !== undefined) throw new Error(`--modules: ${file} is a raw facts file, which holds the modules itself`);
    return {
      facts: parseFacts(versionFactsSchema, trimFacts(data, version), file),
      modules: parseFacts(moduleFactsSchema, {version, tag: data.tag, modules: data.modules}, file),
      raw: true,
      modulesFile: file,
    };
  }
  const modulesPath = modulesFile ?? file.replace(/\.json$/, '.modules.json');
  if (!fs.existsSync(modulesPath))
    throw new Error(`${modulesPath}: no such file (the modules facts of ${file}; --modules <file> names another)`);
  return {
    facts: parseFacts(versionFactsSchema, data, file),
    modules: parseFacts(moduleFactsSchema, JSON.parse(fs.readFileSync(modulesPath, 'utf8')), modulesPath),
    raw: false,
    modulesFile: modulesPath,
  };
}
