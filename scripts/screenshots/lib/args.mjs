// The command line of capture.mjs, and which pictures it asks for. Drawings are rendered from our own
// SVG, so only screenshots need a running editor (--editor).
import {parseCommandLine} from '../../lib/args.mjs';

export const USAGE =
  'usage: node scripts/screenshots/capture.mjs --version <docs version> [--editor <url of the editor> --preview-host <clone of phcode-dev/phcode.live>] [--only name,name] [--drawings] [--text-only] [--force] [--preview-port <port, default 8088>]';

/**
 * What capture.mjs is asked for (see its header for the options).
 * @typedef {object} CaptureArgs
 * @property {string} version
 * @property {string} [editor]
 * @property {string} [previewHost] a clone of phcode-dev/phcode.live, the Live Preview host served to the editor
 * @property {string[]} [only]
 * @property {number} previewPort
 * @property {boolean} [textOnly]
 * @property {boolean} [drawings]
 * @property {boolean} [force]
 */

/**
 * @param {string[]} argv
 * @returns {CaptureArgs}
 */
export function parseArgs(argv) {
  const {values} = parseCommandLine(argv, USAGE, {
    options: {
      editor: {type: 'string'},
      'preview-host': {type: 'string'},
      version: {type: 'string'},
      only: {type: 'string'},
      'preview-port': {type: 'string'},
      'text-only': {type: 'boolean'},
      drawings: {type: 'boolean'},
      force: {type: 'boolean'},
    },
  });
  if (!values.version) throw new Error(USAGE);
  const previewPort = Number(values['preview-port'] ?? 8088);
  if (!Number.isInteger(previewPort) || previewPort < 1 || previewPort > 65535)
    throw new Error(`--preview-port is a port number (got ${values['preview-port']})\n${USAGE}`);
  return {
    version: values.version,
    editor: values.editor,
    previewHost: values['preview-host'],
    only: values.only
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    previewPort,
    textOnly: values['text-only'],
    drawings: values.drawings,
    force: values.force,
  };
}

/**
 * The shots of `all` (one version's list) that `args` selects; throws when a screenshot has no editor to take it from.
 * @template {{name: string, illustration?: string}} S
 * @param {CaptureArgs} args
 * @param {readonly S[]} all
 * @returns {S[]}
 */
export function selectShots(args, all) {
  const unknown = (args.only ?? []).filter((name) => !all.some((shot) => shot.name === name));
  if (unknown.length) throw new Error(`no shot named ${unknown.join(', ')} for ${args.version}`);
  // The cast: TypeScript forgets inside the callback that the condition checked `args.only`.
  const shots = (args.only ? all.filter((shot) => /** @type {string[]} */ (args.only).includes(shot.name)) : all).filter(
    (shot) => !args.drawings || shot.illustration,
  );
  if (!shots.length) throw new Error('no picture to take: --only and --drawings leave none');
  const needEditor = shots.filter((shot) => !shot.illustration).map((shot) => shot.name);
  if (needEditor.length && !args.textOnly && !(args.editor && args.previewHost))
    throw new Error(
      `${needEditor.join(', ')} ${needEditor.length === 1 ? 'is a screenshot' : 'are screenshots'}: give --editor <url> and --preview-host <clone of phcode-dev/phcode.live>, or --drawings\n${USAGE}`,
    );
  return shots;
}
