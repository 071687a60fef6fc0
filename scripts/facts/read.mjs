// The parts of `npm run facts` that run without an editor: the command line, the values that make
// the editor detect an OS, and how a module's value is described. They are unit-tested in Node;
// the same describe functions are sent into the editor's page as source text.

import {parseCommandLine} from '../lib/args.mjs';
import {DOCS_VERSION, EDITOR_TAG} from '../../src/lib/versionPatterns.mjs';
import {OSES} from '../../src/lib/oses.mjs';

export {OSES};

/** @typedef {import('../../src/data/facts/schema').ModuleFacts['modules'][string]} ModuleFact what `brackets.getModule()` gives, described */
/** @typedef {Extract<ModuleFact, {shape: 'exports object'}>['exports'][string]} ExportFact one named export */
/** @typedef {Omit<Exclude<ModuleFact, {shape: 'exports object'}>, 'shape'>} FunctionFact a function or class */
/** @typedef {{editor: string, version: string, out?: string, tag?: string}} FactsArgs */

export const USAGE =
  'usage: npm run facts -- --editor <url of a running browser edition> --version <docs version, e.g. 5.2> [--tag <editor tag, e.g. v5.2.4>] [--out <raw facts file>]';

/**
 * @param {string[]} argv
 * @returns {FactsArgs}
 */
export function parseArgs(argv) {
  const {values: args} = parseCommandLine(argv, USAGE, {
    options: {editor: {type: 'string'}, version: {type: 'string'}, out: {type: 'string'}, tag: {type: 'string'}},
  });
  if (!args.editor || !args.version) throw new Error(USAGE);
  if (!DOCS_VERSION.test(args.version)) throw new Error(`--version is a docs version, major.minor like 5.2 (got ${args.version})`);
  if (!/^https?:\/\//.test(args.editor)) throw new Error(`--editor is the http(s) URL of the running editor (got ${args.editor})`);
  if (args.tag !== undefined && !EDITOR_TAG.test(args.tag))
    throw new Error(`--tag is the editor's source tag, like v5.2.4 (got ${args.tag})`);
  // editor and version are there: checked above.
  return /** @type {FactsArgs} */ ({...args});
}

/**
 * The source tag the facts are read at: --tag, or the version's `editorTag` in src/data/versions.json.
 * The running editor cannot tell it: it reports the next version (5.2.4's source says 5.2.5).
 * @param {{version: string, tag?: string}} args
 * @param {Pick<import('../../src/data/docsVersions').VersionEntry, 'name' | 'editorTag'>[]} versions
 */
export function tagFor(args, versions) {
  const tag = args.tag ?? versions.find((v) => v.name === args.version)?.editorTag;
  if (!tag) throw new Error(`${args.version} is not in src/data/versions.json: give --tag <editor tag>`);
  return tag;
}

/**
 * What the page reports about its OS. The editor decides its platform once, in index.html, from
 * `navigator.platform` ("Mac…" → mac, "…Linux…" → linux, else win); user agent and client hints
 * are overridden too so nothing else in the page sees a different OS.
 * @type {Record<import('../../src/lib/os').Os, Platform>}
 */
export const PLATFORMS = {
  win: {
    platform: 'Win32',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    uaPlatform: 'Windows',
  },
  mac: {
    platform: 'MacIntel',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    uaPlatform: 'macOS',
  },
  linux: {
    platform: 'Linux x86_64',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    uaPlatform: 'Linux',
  },
};

/** @typedef {{platform: string, userAgent: string, uaPlatform: string}} Platform */

/**
 * The init script (run before the editor's own scripts, in every frame) that makes the page report `os`.
 * @param {string} os
 */
export function platformScript(os) {
  const p = /** @type {Partial<Record<string, Platform>>} */ (PLATFORMS)[os];
  if (!p) throw new Error(`no OS ${os}: one of ${OSES.join(', ')}`);
  return `(() => {
  const p = ${JSON.stringify(p)};
  const define = (name, value) => Object.defineProperty(Navigator.prototype, name, {get: () => value, configurable: true});
  define('platform', p.platform);
  define('userAgent', p.userAgent);
  define('appVersion', p.userAgent.replace(/^Mozilla\\//, ''));
  const brands = [{brand: 'Chromium', version: '130'}];
  define('userAgentData', {brands, mobile: false, platform: p.uaPlatform,
    getHighEntropyValues: async () => ({brands, mobile: false, platform: p.uaPlatform}), toJSON: () => ({brands, mobile: false, platform: p.uaPlatform})});
})();`;
}

/**
 * A member of a prototype or a function's own properties: `function/<arity>` (prototype), `function`, `getter`, or a value kind.
 * @param {object} holder
 * @param {string} name
 * @param {boolean} withArity
 */
export function describeMember(holder, name, withArity) {
  const descriptor = Object.getOwnPropertyDescriptor(holder, name);
  if (descriptor && descriptor.get) return 'getter';
  /** @type {unknown} */
  const value = descriptor ? descriptor.value : /** @type {Record<string, unknown>} */ (holder)[name];
  if (typeof value === 'function') return withArity ? `function/${value.length}` : 'function';
  if (value === null || value === undefined) return 'object';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? typeof value : 'object';
}

const FUNCTION_OWN = new Set(['length', 'name', 'prototype', 'arguments', 'caller']);

/**
 * A function's value: a class when it is written as one or its prototype carries methods.
 * `publicOnly` leaves out `_` members: for a module that is itself a class, as for named exports.
 * @param {Function} fn
 * @returns {FunctionFact}
 */
export function describeFunction(fn, publicOnly = false) {
  /** @param {string} n */
  const keep = (n) => !publicOnly || !n.startsWith('_');
  const proto =
    fn.prototype && typeof fn.prototype === 'object'
      ? Object.getOwnPropertyNames(fn.prototype).filter((n) => n !== 'constructor' && keep(n))
      : [];
  const isClass = /^class\b/.test(Function.prototype.toString.call(fn)) || proto.length > 0;
  /** @type {FunctionFact} */
  const out = {kind: isClass ? 'class' : 'function', arity: fn.length};
  if (proto.length) out.prototype = Object.fromEntries(proto.map((n) => [n, describeMember(fn.prototype, n, true)]));
  const own = Object.getOwnPropertyNames(fn).filter((n) => !FUNCTION_OWN.has(n) && keep(n));
  if (own.length) out.static = Object.fromEntries(own.map((n) => [n, describeMember(fn, n, false)]));
  return out;
}

/**
 * One export: its kind, a function's arity, a primitive's value. Undefined for what has no kind (undefined, symbols).
 * @param {unknown} value
 * @returns {ExportFact | undefined}
 */
export function describeValue(value) {
  if (typeof value === 'function') return describeFunction(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return {kind: /** @type {'string' | 'number' | 'boolean'} */ (typeof value), value};
  if (Array.isArray(value)) return {kind: 'array'};
  if (value !== null && typeof value === 'object') return {kind: 'object'};
  if (value === null) return {kind: 'object'};
  return undefined;
}

/**
 * @param {string} a
 * @param {string} b
 */
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What `brackets.getModule(path)` returns: a module that is a class/function, or its named exports (private `_` ones left out).
 * @param {unknown} value
 * @returns {ModuleFact | undefined}
 */
export function describeModule(value) {
  if (typeof value === 'function') {
    const {kind, ...rest} = describeFunction(value, true);
    return {shape: `module.exports = ${kind}`, kind, ...rest};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  /** @type {Record<string, ExportFact>} */
  const exports = {};
  for (const name of Object.keys(value).sort(byName)) {
    if (name.startsWith('_')) continue;
    const described = describeValue(/** @type {Record<string, unknown>} */ (value)[name]);
    if (described) exports[name] = described;
  }
  return {shape: 'exports object', exports};
}

/**
 * The editor's UI strings that are labels: six words or fewer, no markup, no `{0}`-style blanks filled in at run time.
 * @param {unknown} text
 */
export function isLabel(text) {
  if (typeof text !== 'string' || text.trim() === '' || /\$?\{\w+\}|<[a-zA-Z/]/.test(text)) return false;
  return text.trim().split(/\s+/).length <= 6;
}

/**
 * The modules the facts list: the editor's own. Left out: translations (`nls/`), third-party
 * libraries (whatever the loader fetches from `thirdparty/`: text, i18n, preact too), and
 * loader-plugin resources (`text!…`). `url` is where the loader fetches the module from.
 * @param {string} name
 * @param {string} [url]
 */
export function isEditorModule(name, url = '') {
  if (name.includes('!') || name.startsWith('nls/') || name.startsWith('thirdparty/')) return false;
  return !/(^|\/)thirdparty\//.test(url);
}

/**
 * Key bindings in the order the facts keep them: by command, case aside; a command's own keys stay
 * in the keymap's order (the sort is stable), which puts its main key first.
 * @param {{command: string}} a
 * @param {{command: string}} b
 */
export function compareKeys(a, b) {
  const ca = a.command.toLowerCase();
  const cb = b.command.toLowerCase();
  if (ca !== cb) return ca < cb ? -1 : 1;
  return a.command < b.command ? -1 : a.command > b.command ? 1 : 0;
}
