// The command line of capture.mjs, and which pictures it asks for. Drawings are rendered from our own
// SVG, so only screenshots need a running editor (--editor).

export const USAGE =
  'usage: node scripts/screenshots/capture.mjs --version <docs version> [--editor <url of the editor>] [--only name,name] [--drawings] [--text-only] [--force]';

/**
 * What capture.mjs is asked for (see its header for the options).
 * @typedef {object} CaptureArgs
 * @property {string} version
 * @property {string} [editor]
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
  /** @type {Partial<CaptureArgs>} */
  const args = {previewPort: 8088};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--editor') args.editor = value();
    else if (flag === '--version') args.version = value();
    else if (flag === '--only')
      args.only = value()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (flag === '--preview-port') args.previewPort = Number(value());
    else if (flag === '--text-only') args.textOnly = true;
    else if (flag === '--drawings') args.drawings = true;
    else if (flag === '--force') args.force = true;
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (!args.version) throw new Error(USAGE);
  // Complete now: the version was checked just above, and the port has its default.
  return /** @type {CaptureArgs} */ (args);
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
  if (needEditor.length && !args.editor && !args.textOnly)
    throw new Error(
      `${needEditor.join(', ')} ${needEditor.length === 1 ? 'is a screenshot' : 'are screenshots'}: give --editor <url>, or --drawings\n${USAGE}`,
    );
  return shots;
}
