// What decides the pixels of a picture or a clip, read from the source of the shot lists: the shot's
// own definition (its setup, steps and region, and the arguments it passes, such as the lines
// `editorLines(3, 9)` frames), the module's helpers and constants that definition uses (through each
// other too), the code that drives the editor and encodes the files, the sample project, and the
// editor's major.minor version. Code counts without its comments and layout: rewording a comment
// re-records nothing. lib/clips.mjs and lib/images.mjs hash it into the manifests' `recipe`.
import crypto from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const screenshots = path.resolve(here, '..');
/** The module the clips are written in. */
export const CLIP_MODULE = path.join(screenshots, 'clip-steps.mjs');
/** The modules the shots are defined in: the pictures' list, then the clips'. */
export const SHOT_MODULES = [path.join(screenshots, 'shots.mjs'), CLIP_MODULE];
const editorDriver = [path.join(screenshots, '../lib/editor.mjs'), path.join(here, 'session.mjs'), path.join(screenshots, 'capture.mjs')];
/**
 * The code each kind of shot is made through: a screenshot and a clip through the editor driver,
 * the session and the recorder, then the picture encoder or the video encoder; a drawing through
 * the drawings and the picture encoder alone.
 */
export const DRIVER_FILES = {
  picture: [...editorDriver, path.join(here, 'images.mjs')],
  clip: [...editorDriver, path.join(here, 'clips.mjs')],
  drawing: [path.join(screenshots, 'illustrations.mjs'), path.join(here, 'images.mjs'), path.join(screenshots, 'capture.mjs')],
};
export const SAMPLE_PROJECT = path.join(screenshots, 'sample-project');
/**
 * The Live Preview host served to the editor (its pinned commit and how it is served). Only a shot
 * whose definition calls `usePreviewHost` shows it, so only such a shot's recipe counts it.
 */
export const PREVIEW_HOST_FILE = path.join(screenshots, '../lib/previewHost.mjs');

/** @typedef {keyof typeof DRIVER_FILES} ShotKind */
/** A shot module's top-level declarations and shot definitions by name, as code. @typedef {{declarations: Map<string, string>, definitions: Map<string, string>}} ShotModule */
/**
 * What every recipe shares (recipeInputs): the shot modules, parsed, and digests of each kind's
 * driver code and of the sample project.
 * @typedef {{modules: ShotModule[], drivers: Record<ShotKind, string>, sampleProject: string, previewHost: string}} RecipeInputs
 */

const printer = ts.createPrinter({removeComments: true});

/**
 * Code as the recipe counts it: printed again from its syntax tree, without comments, so that
 * neither a comment nor a change of layout alone changes a recipe.
 * @param {string} source
 * @param {string} [name] for TypeScript's parser
 */
export function codeOf(source, name = 'module.mjs') {
  return printer.printFile(ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS));
}

/**
 * A shot module, parsed once: its top-level functions, classes and constants by name, and each
 * object literal with a string `name` (a shot's definition) by that name, all as code (codeOf).
 * @param {string} source
 * @returns {ShotModule}
 */
export function readShotModule(source) {
  const file = ts.createSourceFile('shots.mjs', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** @param {ts.Node} node */
  const code = (node) => printer.printNode(ts.EmitHint.Unspecified, node, file);
  /** The words about a shot (alt text, caption): they go into its manifest entry and decide no pixel. */
  const words = (/** @type {ts.ObjectLiteralElementLike} */ property) =>
    ts.isPropertyAssignment(property) && ['alt', 'caption'].includes(property.name.getText(file));
  /**
   * A clip's steps with each cue's words left out (`s.say('…')` counts as `s.say('')`): a cue
   * records when it starts and its words, which go into the manifest and the captions the build
   * writes, and decide no pixel.
   * @param {ts.ObjectLiteralExpression} node
   */
  const withoutCueWords = (node) => {
    /** @type {ts.TransformerFactory<ts.ObjectLiteralExpression>} */
    const blank = (context) => (root) => {
      /** @type {(child: ts.Node) => ts.Node} */
      const visitor = (child) =>
        ts.isCallExpression(child) && ts.isPropertyAccessExpression(child.expression) && child.expression.name.text === 'say'
          ? ts.factory.updateCallExpression(child, child.expression, child.typeArguments, [ts.factory.createStringLiteral('')])
          : ts.visitEachChild(child, visitor, context);
      return /** @type {ts.ObjectLiteralExpression} */ (ts.visitEachChild(root, visitor, context));
    };
    const result = ts.transform(node, [blank]);
    const [transformed] = result.transformed;
    result.dispose();
    return /** @type {ts.ObjectLiteralExpression} */ (transformed);
  };
  /** @type {Map<string, string>} */
  const declarations = new Map();
  for (const statement of file.statements) {
    const text = code(statement);
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
      if (name && !definitions.has(name.initializer.text)) {
        const drawn = ts.factory.updateObjectLiteralExpression(
          node,
          node.properties.filter((property) => !words(property)),
        );
        definitions.set(name.initializer.text, code(withoutCueWords(drawn)));
      }
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
 * What every recipe shares, read once per recording run: the shot modules (parsed), each kind's
 * driver code, the sample project's files and the Live Preview host's code.
 * @param {{shotModules?: string[], driverFiles?: Record<ShotKind, string[]>, sampleProject?: string, previewHostFile?: string}} [paths]
 * @returns {RecipeInputs}
 */
export function recipeInputs({
  shotModules = SHOT_MODULES,
  driverFiles = DRIVER_FILES,
  sampleProject = SAMPLE_PROJECT,
  previewHostFile = PREVIEW_HOST_FILE,
} = {}) {
  /** @param {string[]} files */
  const digest = (files) => sha(files.map((file) => codeOf(readFileSync(file, 'utf8'), path.basename(file))).join('\n'));
  return {
    modules: shotModules.map((file) => readShotModule(readFileSync(file, 'utf8'))),
    drivers: {picture: digest(driverFiles.picture), clip: digest(driverFiles.clip), drawing: digest(driverFiles.drawing)},
    sampleProject: folderDigest(sampleProject),
    previewHost: digest([previewHostFile]),
  };
}

/**
 * The parts of one shot's recipe. A shot not found in the modules by name (a test's stand-in) is
 * described by its functions' source instead. A drawing is made without the editor: neither the
 * editor's version nor the sample project counts for it.
 * @param {Pick<import('../shots.mjs').Shot, 'name' | 'setup' | 'steps' | 'region' | 'pad' | 'livePreview' | 'illustration'>} shot
 * @param {ShotKind} kind
 * @param {string} editorTag
 * @param {RecipeInputs} inputs
 */
export function recipeParts(shot, kind, editorTag, {modules, drivers, sampleProject, previewHost}) {
  const module = modules.find(({definitions}) => definitions.has(shot.name));
  const definition =
    module?.definitions.get(shot.name) ?? [shot.setup, shot.steps, shot.region].map((fn) => (fn ? fn.toString() : '')).join('\n');
  const helpers = usedDeclarations(definition, module?.declarations ?? new Map());
  if (kind === 'drawing') return {definition, helpers, driver: drivers.drawing};
  const parts = {definition, helpers, driver: drivers[kind], sampleProject, editor: editorLine(editorTag)};
  // The host's code (its pinned commit) decides the pixels of the shots that show it, and only theirs.
  return /\busePreviewHost\b/.test(definition) ? {...parts, previewHost} : parts;
}
