// What decides a clip's pixels, read from the source of the clip list: the clip's own definition
// (its steps, setup and region, and the arguments it passes, such as the lines `editorLines(3, 9)`
// frames), the module's helpers and constants that definition uses (through each other too), the
// code that drives the editor and encodes the video, the sample project, and the editor's
// major.minor version. lib/clips.mjs hashes it into the manifest's `recipe`.
import crypto from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const screenshots = path.resolve(here, '..');
/** The module the clips are written in. */
export const CLIP_MODULE = path.join(screenshots, 'clip-steps.mjs');
/** The code every recording runs through: the editor driver, the session, the recorder and encoder. */
export const DRIVER_FILES = [
  path.join(screenshots, '../lib/editor.mjs'),
  path.join(here, 'session.mjs'),
  path.join(here, 'clips.mjs'),
  path.join(screenshots, 'capture.mjs'),
];
export const SAMPLE_PROJECT = path.join(screenshots, 'sample-project');

/**
 * What every clip's recipe shares (recipeInputs): the clip module's declarations and clip
 * definitions by name, as source text, and digests of the driver's code and the sample project.
 * @typedef {{declarations: Map<string, string>, definitions: Map<string, string>, driver: string, sampleProject: string}} RecipeInputs
 */

/**
 * The clip module, parsed once: its top-level functions, classes and constants by name, and each
 * object literal with a string `name` (a clip's definition) by that name, all as source text.
 * @param {string} source
 * @returns {{declarations: Map<string, string>, definitions: Map<string, string>}}
 */
export function readClipModule(source) {
  const file = ts.createSourceFile('clips.mjs', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** @type {Map<string, string>} */
  const declarations = new Map();
  for (const statement of file.statements) {
    const text = statement.getText(file);
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      declarations.set(statement.name.text, text);
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) declarations.set(declaration.name.text, text);
  }
  /** @type {Map<string, string>} */
  const definitions = new Map();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const name = node.properties.find(
        /** @returns {property is ts.PropertyAssignment & {initializer: ts.StringLiteralLike}} */
        (property) =>
          ts.isPropertyAssignment(property) && property.name.getText(file) === 'name' && ts.isStringLiteralLike(property.initializer),
      );
      // The first literal of a name wins, as a search from the top would find it.
      if (name && !definitions.has(name.initializer.text)) definitions.set(name.initializer.text, node.getText(file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return {declarations, definitions};
}

/**
 * The declarations `code` names, and those they name in turn, as source text, ordered by name.
 * @param {string} code
 * @param {Map<string, string>} declarations
 * @returns {string[]}
 */
export function usedDeclarations(code, declarations) {
  /** @type {Set<string>} */
  const used = new Set();
  const pending = [code];
  // The casts: the loop checks the length, and every name in `used` is a key of `declarations`.
  while (pending.length) {
    for (const [name] of /** @type {string} */ (pending.pop()).matchAll(/[A-Za-z_$][\w$]*/g)) {
      if (!declarations.has(name) || used.has(name)) continue;
      used.add(name);
      pending.push(/** @type {string} */ (declarations.get(name)));
    }
  }
  return [...used].sort().map((name) => /** @type {string} */ (declarations.get(name)));
}

/** @param {import('node:crypto').BinaryLike} text */
const sha = (text) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Every file under `dir`, by path relative to it, hashed together.
 * @param {string} dir
 * @returns {string}
 */
export function folderDigest(dir) {
  return sha(
    readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort()
      .map((name) => `${name}\n${sha(readFileSync(path.join(dir, name)))}`)
      .join('\n'),
  );
}

/**
 * The editor's release as the recipe counts it: major.minor, so a patch release alone re-records nothing.
 * A build of the editor from its repository names itself after the next patch, as a prerelease
 * (`5.2.5-0` at the tag v5.2.4): that is 5.2 too.
 * @param {string} editorTag
 * @returns {string}
 */
export function editorLine(editorTag) {
  return /^v?(\d+\.\d+)(\.\d+)?([-+].*)?$/.exec(editorTag)?.[1] ?? editorTag;
}

/**
 * What every clip's recipe shares, read once per recording run: the clip module (parsed), the
 * driver's code and the sample project's files.
 * @param {{clipModule?: string, driverFiles?: string[], sampleProject?: string}} [paths]
 * @returns {RecipeInputs}
 */
export function recipeInputs({clipModule = CLIP_MODULE, driverFiles = DRIVER_FILES, sampleProject = SAMPLE_PROJECT} = {}) {
  return {
    ...readClipModule(readFileSync(clipModule, 'utf8')),
    driver: sha(driverFiles.map((file) => readFileSync(file, 'utf8')).join('\n')),
    sampleProject: folderDigest(sampleProject),
  };
}

/**
 * The parts of one clip's recipe. A clip not found in the module by name (a test's stand-in) is
 * described by its functions' source instead.
 * @param {Pick<import('../shots.mjs').Shot, 'name' | 'setup' | 'steps' | 'region'>} clip
 * @param {string} editorTag
 * @param {RecipeInputs} inputs
 */
export function recipeParts(clip, editorTag, {declarations, definitions, driver, sampleProject}) {
  const definition = definitions.get(clip.name) ?? [clip.setup, clip.steps, clip.region].map((fn) => (fn ? fn.toString() : '')).join('\n');
  return {
    definition,
    helpers: usedDeclarations(definition, declarations),
    driver,
    sampleProject,
    editor: editorLine(editorTag),
  };
}
