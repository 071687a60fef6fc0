#!/usr/bin/env node
// Takes every picture of the editor that the docs of one version show, in the editor's light and dark
// themes, and writes them with their manifest:
//
//   node scripts/screenshots/capture.mjs --editor http://127.0.0.1:8000/src/index.html --version <docs version> [--only name,name]
//   node scripts/screenshots/capture.mjs --version <docs version> --drawings
//
// --editor     a running browser edition of the editor, at the tag the docs version documents; needed
//              only when the pictures to take include screenshots (drawings are rendered from SVG)
// --version    the docs version (a key of shots.mjs); pictures go to static/img/screenshots/<version>/
// --only       re-take only these shots (comma-separated); the manifest keeps the others
// --drawings   re-render only the drawings (illustrations.mjs); with --only, the drawings among those
// --text-only  take no picture: copy the alt texts and captions of shots.mjs into the manifest
// --force      re-take pictures and re-record clips whose recipe (definition, helpers, driver, editor, encoder) is unchanged
//
// A shot with `steps` is a clip (see shots.mjs): its steps are recorded with the DevTools screencast
// and encoded with ffmpeg (lib/clips.mjs) into static/clips/<version>/, described in
// src/data/clips/<version>.json. A picture or clip whose recipe (lib/recipe.mjs) matches its manifest
// entry, with all its files there, is not taken again, and a manifest whose text would not change is
// not written: a run with nothing changed writes no file, and a release that changes nothing a shot
// shows leaves its files as they were.
// --preview-host  a clone of phcode-dev/phcode.live (bare or not), the browser edition's Live Preview
//                 host, served here (lib/previewHost.mjs); needed with --editor
// --preview-port  port of the sample project's local web server (default 8088; 0 for any free port), see below
//
// The browser never leaves the machine: every request to another host is aborted, but for the Live
// Preview host's two hosts, which a local server answers. The script also serves the sample project
// on a loopback port and points the editor's "custom development server" setting at it (the editor's
// own feature, File > Live Preview Settings); that is the server most Live Preview pictures show. A
// shot that turns the setting off shows the editor's own preview host, which follows edits as they
// are typed.
import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {SCALE, VIEWPORT, launch, loadProject, openEditor, setPreference, setTheme, trustProject} from '../lib/editor.mjs';
import {startPreviewHost} from '../lib/previewHost.mjs';
import {Session, recordedView} from './lib/session.mjs';
import {THEMES, pictureRecipe, writeImageSet} from './lib/images.mjs';
import {manifestFile, mediaFolder} from '../../src/lib/editorMediaFiles.mjs';
import {renderIllustration} from './illustrations.mjs';
import {clipRecipe, encodeClip, requireFfmpeg, startRecording, timeCues} from './lib/clips.mjs';
import {recipeInputs} from './lib/recipe.mjs';
import {SHOTS} from './shots.mjs';
import {parseArgs, selectShots} from './lib/args.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const SAMPLE_DIR = path.join(here, 'sample-project');

/** @typedef {import('./shots.mjs').Shot} Shot */
/** A shot that is a clip. @typedef {Shot & {steps: NonNullable<Shot['steps']>}} Clip */
/** @typedef {import('./lib/images.mjs').Theme} Theme */
/** @typedef {import('./lib/session.mjs').Box} Box */
/** @typedef {import('../../src/data/editorMedia').PictureManifest} PictureManifest */
/** @typedef {import('../../src/data/editorMedia').ClipManifest} ClipManifest */
/** @typedef {import('../../src/data/editorMedia').PictureEntry | import('../../src/data/editorMedia').ClipEntry} ManifestEntry */
/** @typedef {import('../../src/data/editorMedia/cues').ClipCue} ClipCue */
/** What one theme of a picture wrote. @typedef {Awaited<ReturnType<typeof writeImageSet>>} ImageSet */
/** What one theme of a clip recorded. @typedef {Awaited<ReturnType<typeof encodeClip>> & {region: Box, cues: ClipCue[]}} ClipTake */
/** A shot's results by theme; a name is a picture's or a clip's, never both. @typedef {Partial<Record<Theme, ImageSet | ClipTake>>} Takes */
/** What a failed shot threw: an Error, as a rule. @typedef {{message?: unknown}} Thrown */

/**
 * @param {string} dir
 * @param {string} [prefix] the path of `dir` in the tree, with a trailing slash
 * @returns {Promise<Record<string, Buffer>>} each file's bytes, by relative path
 */
async function readTree(dir, prefix = '') {
  /** @type {Record<string, Buffer>} */
  const files = {};
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) Object.assign(files, await readTree(path.join(dir, entry.name), `${rel}/`));
    else files[rel] = await fs.readFile(path.join(dir, entry.name));
  }
  return files;
}

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.wav': 'audio/wav',
};

/**
 * The sample project over HTTP on a loopback port: the "development server" Live Preview loads pages from.
 * @param {Record<string, Buffer>} files
 * @param {number} port
 * @returns {Promise<http.Server>}
 */
function serveSampleProject(files, port) {
  const server = http.createServer((req, res) => {
    // A server's request always has its URL.
    let rel = decodeURIComponent(new URL(/** @type {string} */ (req.url), 'http://localhost').pathname).replace(/^\/+/, '');
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const body = files[rel];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {'content-type': CONTENT_TYPES[path.extname(rel)] ?? 'application/octet-stream', 'cache-control': 'no-store'});
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ err) =>
      reject(new Error(`cannot serve the sample project on port ${port} (${err.code}); pass --preview-port`)),
    );
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * The manifest in `file`; an empty one when there is none yet.
 * @template {Record<string, ManifestEntry>} M
 * @param {string} file
 * @returns {Promise<M>}
 */
async function readManifest(file) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return /** @type {M} */ ({});
  }
}

/**
 * @template T
 * @param {Record<string, T>} object
 * @returns {Record<string, T>} the same entries, keys sorted
 */
function sortedObject(object) {
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, object[key]]),
  );
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const all = SHOTS[args.version];
  if (!all) throw new Error(`no shot list for docs version ${args.version} in shots.mjs`);
  const twice = all.map((shot) => shot.name).filter((name, i, names) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`pictures and clips share one list of names; used twice: ${twice.join(', ')}`);
  const shots = selectShots(args, all);
  const stills = shots.filter((shot) => !shot.steps);
  const clips = /** @type {Clip[]} */ (shots.filter((shot) => shot.steps));
  if (clips.length && !args.textOnly) requireFfmpeg();

  const outDir = path.join(repo, 'static', mediaFolder('picture', args.version));
  const clipDir = path.join(repo, 'static', mediaFolder('clip', args.version));
  const rawDir = path.join(os.tmpdir(), 'phcode-docs-shots', args.version);
  const pictureManifestFile = path.join(repo, manifestFile('picture', args.version));
  const clipManifestFile = path.join(repo, manifestFile('clip', args.version));
  await fs.mkdir(rawDir, {recursive: true});
  // Entries of shots that fail this run stay as they were; names no longer in the list go.
  /** @type {PictureManifest} */
  const manifest = await readManifest(pictureManifestFile);
  for (const name of Object.keys(manifest)) if (!all.some((shot) => shot.name === name && !shot.steps)) delete manifest[name];
  /** @type {ClipManifest} */
  const clipManifest = await readManifest(clipManifestFile);
  for (const name of Object.keys(clipManifest)) if (!all.some((shot) => shot.name === name && shot.steps)) delete clipManifest[name];
  // Written over what is on disk now, not what was there at the start: another run of the script
  // (say, with other --only names) may have finished in between.
  /**
   * @template {ManifestEntry} E
   * @param {string} file
   * @param {Record<string, E>} mine
   * @param {(shot: Shot) => boolean} isMine whether the manifest lists `shot`
   */
  const writeManifest = async (file, mine, isMine) => {
    /** @type {Record<string, E>} */
    const current = await readManifest(file);
    for (const name of Object.keys(current)) if (!all.some((shot) => shot.name === name && isMine(shot))) delete current[name];
    for (const shot of shots) if (isMine(shot) && mine[shot.name]) current[shot.name] = mine[shot.name];
    const text = `${JSON.stringify(sortedObject(current), null, 2)}\n`;
    if (existsSync(file) && (await fs.readFile(file, 'utf8')) === text) return;
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, text);
  };
  const writeManifests = async () => {
    await writeManifest(pictureManifestFile, manifest, (shot) => !shot.steps);
    await writeManifest(clipManifestFile, clipManifest, (shot) => Boolean(shot.steps));
  };
  if (args.textOnly) {
    for (const shot of stills) {
      if (!manifest[shot.name]) throw new Error(`${shot.name} has no picture yet; take it first`);
      const {width, height, bytes, recipe} = manifest[shot.name];
      manifest[shot.name] = {...describe(shot), width, height, bytes, ...(recipe ? {recipe} : {})};
    }
    for (const clip of clips) {
      if (!clipManifest[clip.name]) throw new Error(`${clip.name} has no recording yet; record it first`);
      clipManifest[clip.name] = {...clipManifest[clip.name], alt: clip.alt};
    }
    await writeManifests();
    console.log(`updated the alt text and captions of ${shots.length} pictures and clips`);
    return;
  }
  /** @type {Map<string, Takes>} */
  const results = new Map(); // name → {theme → {width, height, bytes}}
  /** @type {Map<string, string>} */
  const failed = new Map(); // name → why

  /**
   * @param {Shot} shot
   * @param {Theme} theme
   * @param {Buffer} raw the capture at twice the CSS size
   */
  const record = async (shot, theme, raw) => {
    await fs.writeFile(path.join(rawDir, `${shot.name}-${theme}.png`), raw);
    const written = await writeImageSet({raw, name: shot.name, theme, outDir});
    if (!results.has(shot.name)) results.set(shot.name, {});
    /** @type {Takes} */ (results.get(shot.name))[theme] = written;
    console.log(
      `  ${shot.name}-${theme}: ${written.width}×${written.height}, largest file ${Math.max(...Object.values(written.bytes))} bytes`,
    );
  };

  const recipe = recipeInputs();
  /** @type {Map<string, string>} name → recipe of the pictures taken this run */
  const pictureRecipes = new Map();
  /**
   * Whether a picture must be taken: its recipe differs from its manifest entry's, a file is
   * missing, or --force. Records the recipe of one that is.
   * @param {Shot} shot
   * @param {string} editorTag
   */
  const mustTake = (shot, editorTag) => {
    const fresh = pictureRecipe(shot, editorTag, recipe);
    const entry = manifest[shot.name];
    const unchanged =
      !args.force && entry?.recipe === fresh && Object.keys(entry.bytes ?? {}).every((file) => existsSync(path.join(outDir, file)));
    if (unchanged) console.log(`  ${shot.name}: unchanged (recipe ${fresh}), files kept as they are`);
    else pictureRecipes.set(shot.name, fresh);
    return !unchanged;
  };

  // A drawing is rendered without the editor: its recipe leaves the editor's version out.
  for (const shot of stills.filter((s) => s.illustration && mustTake(s, ''))) {
    // The cast: the filter kept only drawings.
    for (const theme of THEMES)
      await record(shot, theme, await renderIllustration(/** @type {string} */ (shot.illustration), theme, SCALE));
  }

  let editorShots = stills.filter((s) => !s.illustration);
  let toRecord = clips;
  if (editorShots.length || clips.length) {
    const files = await readTree(SAMPLE_DIR);
    const server = await serveSampleProject(files, args.previewPort);
    // Port 0: any free port, for runs that record nothing of Live Preview next to another run.
    const previewUrl = `http://localhost:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`;
    // selectShots made sure both are given (--preview-host here, --editor below): every shot taken
    // here needs the editor and its Live Preview host.
    const previewHost = await startPreviewHost(/** @type {string} */ (args.previewHost));
    const {browser, page, blocked} = await launch({previewHost});
    try {
      console.log(`opening ${args.editor}`);
      await openEditor(page, /** @type {string} */ (args.editor));
      await trustProject(page);
      const editorTag = await editorVersion(page);
      editorShots = editorShots.filter((shot) => mustTake(shot, editorTag));
      toRecord = clips.filter((clip) => {
        const fresh = clipRecipe(clip, editorTag, recipe);
        const entry = clipManifest[clip.name];
        const unchanged =
          !args.force && entry?.recipe === fresh && Object.keys(entry.bytes ?? {}).every((file) => existsSync(path.join(clipDir, file)));
        if (unchanged) console.log(`  ${clip.name}: unchanged (recipe ${fresh}), files kept as they are`);
        return !unchanged;
      });
      await loadProject(page, files);
      await setPreference(page, 'livePreviewUseDevServer', true);
      await setPreference(page, 'livePreviewServerURL', previewUrl);
      const session = new Session(page, {previewUrl, version: args.version});
      // Every picture starts with the same working set and tabs.
      for (const file of ['README.md', 'index.html', 'css/style.css', 'js/main.js', 'visit.html']) await session.open(file);
      await session.open('index.html');
      await session.keepWorkingSet();
      /**
       * @param {Shot} shot
       * @param {Theme} theme
       * @returns {Promise<Box>} what to keep of the window
       */
      const prepare = async (shot, theme) => {
        await session.reset();
        await session.livePreview(Boolean(shot.livePreview));
        await shot.setup?.(session, theme);
        await session.settle();
        return roundClip(shot.region ? await shot.region(session) : {x: 0, y: 0, ...VIEWPORT}, shot.pad ?? 0);
      };
      for (const theme of THEMES) {
        await setTheme(page, theme);
        for (const shot of editorShots) {
          if (failed.has(shot.name)) continue;
          try {
            const clip = await prepare(shot, theme);
            // One size per picture: the dark capture reuses the light one's frame.
            const size = results.get(shot.name)?.light;
            if (size) Object.assign(clip, {width: size.width, height: size.height});
            await record(shot, theme, await page.screenshot({clip}));
          } catch (err) {
            failed.set(shot.name, `${theme}: ${String(/** @type {Thrown} */ (err).message ?? err).split('\n')[0]}`);
            console.error(`  ${shot.name}-${theme} FAILED: ${failed.get(shot.name)}`);
            await page.screenshot({path: path.join(rawDir, `${shot.name}-${theme}-FAILED.png`)}).catch(() => {});
          }
        }
      }
      // Clip by clip, both themes, and the manifest written after each: a long run that is stopped
      // keeps what it finished.
      for (const shot of toRecord) {
        for (const theme of THEMES) {
          if (failed.has(shot.name)) continue;
          await setTheme(page, theme);
          try {
            const region = await prepare(shot, theme);
            const size = /** @type {ClipTake | undefined} */ (results.get(shot.name)?.light);
            if (size) Object.assign(region, {x: size.region.x, y: size.region.y, width: size.region.width, height: size.region.height});
            const recording = await startRecording(page);
            session.cues = [];
            await session.wait(shot.holdStart ?? 700);
            // Only what a reader does: recordedView refuses the session's internal helpers.
            await shot.steps(recordedView(session), theme);
            await session.wait(shot.holdEnd ?? 700);
            const announced = session.cues;
            const written = await encodeClip({
              recording: await recording.stop(),
              region,
              name: shot.name,
              theme,
              outDir: clipDir,
              workDir: path.join(rawDir, `${shot.name}-${theme}`),
              ladderStart: shot.ladderStart,
            });
            if (!results.has(shot.name)) results.set(shot.name, {});
            /** @type {Takes} */ (results.get(shot.name))[theme] = {
              ...written,
              region,
              cues: timeCues(announced, written.videoTime, written.duration),
            };
            console.log(
              `  ${shot.name}-${theme}: ${written.width}×${written.height} (${written.pixelWidth}×${written.pixelHeight}), ${written.duration.toFixed(1)} s, motion ${written.motion}, loop jump ${written.loopJump}, ${JSON.stringify(written.bytes)}`,
            );
          } catch (err) {
            failed.set(shot.name, `${theme}: ${String(/** @type {Thrown} */ (err).message ?? err).split('\n')[0]}`);
            console.error(`  ${shot.name}-${theme} FAILED: ${String(/** @type {Thrown} */ (err).message ?? err)}`);
            await page.screenshot({path: path.join(rawDir, `${shot.name}-${theme}-FAILED.png`)}).catch(() => {});
          }
        }
        if (failed.has(shot.name)) continue;
        // Both themes are there, or the clip failed.
        const {light, dark} = /** @type {Record<Theme, ClipTake>} */ (results.get(shot.name));
        /** @param {ClipCue[]} cues */
        const texts = (cues) => cues.map((cue) => cue.text).join('\n');
        if (texts(light.cues) !== texts(dark.cues)) {
          failed.set(shot.name, 'the light and dark recordings announced different cues');
          console.error(`  ${shot.name} FAILED: ${failed.get(shot.name)}`);
          continue;
        }
        // A theme that drops the WebM while the other keeps it would leave a stale file behind.
        for (const file of Object.keys(clipManifest[shot.name]?.bytes ?? {})) {
          if (!(file in light.bytes) && !(file in dark.bytes)) await fs.rm(path.join(clipDir, file), {force: true});
        }
        clipManifest[shot.name] = {
          alt: shot.alt,
          cues: {light: light.cues, dark: dark.cues},
          width: light.width,
          height: light.height,
          duration: Math.round(Math.max(light.duration, dark.duration) * 10) / 10,
          recipe: clipRecipe(shot, editorTag, recipe),
          motion: {light: light.motion, dark: dark.motion},
          loopJump: {light: light.loopJump, dark: dark.loopJump},
          bytes: sortedObject({...light.bytes, ...dark.bytes}),
        };
        await writeManifest(clipManifestFile, clipManifest, (s) => Boolean(s.steps));
      }
      await session.reset();
      console.log(`requests to other hosts that were aborted: ${[...blocked].sort().join(', ') || 'none'}`);
    } finally {
      await browser.close();
      previewHost.close();
      server.close();
    }
  }

  for (const shot of stills) {
    if (failed.has(shot.name) || !pictureRecipes.has(shot.name)) continue;
    // Both themes are there, or the picture failed.
    const {light, dark} = /** @type {Record<Theme, ImageSet>} */ (results.get(shot.name));
    if (light.width !== dark.width || light.height !== dark.height) throw new Error(`${shot.name}: light and dark pictures differ in size`);
    manifest[shot.name] = {
      ...describe(shot),
      width: light.width,
      height: light.height,
      bytes: sortedObject({...light.bytes, ...dark.bytes}),
      recipe: /** @type {string} */ (pictureRecipes.get(shot.name)),
    };
  }
  await writeManifests();
  if (failed.size) {
    process.exitCode = 1;
    console.error(`${failed.size} shot(s) failed and kept their previous manifest entry: ${[...failed.keys()].join(', ')}`);
  }
  console.log(
    `took ${[...pictureRecipes.keys()].filter((name) => !failed.has(name)).length} pictures into ${path.relative(repo, outDir)} (${stills.length - pictureRecipes.size} unchanged) and recorded ${toRecord.filter((clip) => !failed.has(clip.name)).length} clips into ${path.relative(repo, clipDir)} (${clips.length - toRecord.length} unchanged), ${failed.size} failed; raw captures in ${rawDir}`,
  );
}

/**
 * The window's globals that may carry the editor's version (the editor's own, untyped here).
 * @typedef {typeof window & {brackets?: {metadata?: {version?: string}}, Phoenix?: {metadata?: {version?: string}}}} EditorGlobals
 */

/**
 * The editor's version, part of each clip's recipe: a new release re-records what it shows.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string>}
 */
function editorVersion(page) {
  return page.evaluate(
    () =>
      /** @type {EditorGlobals} */ (window).brackets?.metadata?.version ??
      /** @type {EditorGlobals} */ (window).Phoenix?.metadata?.version ??
      'unknown',
  );
}

/**
 * What the manifest says about a picture besides its size.
 * @param {Shot} shot
 * @returns {Omit<import('../../src/data/editorMedia').PictureEntry, 'width' | 'height' | 'bytes' | 'recipe'>}
 */
function describe(shot) {
  return {alt: shot.alt, ...(shot.caption ? {caption: shot.caption} : {}), kind: shot.illustration ? 'illustration' : 'screenshot'};
}

/**
 * Whole CSS pixels, grown by `pad`, kept inside the window.
 * @param {Box} box
 * @param {number} pad
 * @returns {Box}
 */
function roundClip(box, pad) {
  const x = Math.max(0, Math.floor(box.x - pad));
  const y = Math.max(0, Math.floor(box.y - pad));
  const right = Math.min(VIEWPORT.width, Math.ceil(box.x + box.width + pad));
  const bottom = Math.min(VIEWPORT.height, Math.ceil(box.y + box.height + pad));
  return {x, y, width: right - x, height: bottom - y};
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exitCode = 1;
});
