// Records a clip of the editor at work and encodes it for the docs: the DevTools screencast sends a
// frame whenever the window changes; ffmpeg crops the region that matters, resamples the frames to a
// steady rate and writes H.264 in MP4 (every browser plays it) and VP9 in WebM (kept only when it
// saves at least a quarter), plus a poster (the first frame) in AVIF and WebP.
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {hasFfmpeg, measureMotion} from '../../../src/lib/clipFrames.mjs';
import {CLIP_DURATION, CLIP_MAX_BYTES, WEBM_MIN_SAVING, clipFileName} from '../../../src/lib/editorMediaFiles.mjs';
import {VIEWPORT} from '../../lib/editor.mjs';
import {recipeInputs, recipeParts} from './recipe.mjs';

export const CLIP_FPS = 15;
/** Longest clip in seconds: half a second under what the docs allow, as margin. */
const MAX_SECONDS = CLIP_DURATION.max - 0.5;

/** @typedef {import('./images.mjs').Theme} Theme */
/** A frame of the screencast: `time` in wall-clock seconds. @typedef {{time: number, jpeg: Buffer}} ScreencastFrame */
/** What `stop()` of startRecording resolves to; times in wall-clock seconds. @typedef {{frames: ScreencastFrame[], startedAt: number, endedAt: number}} Recording */

/** Encoder settings: part of every clip's recipe, so a change here re-records every clip. */
const ENCODING = {
  fps: CLIP_FPS,
  mp4: [
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-tune',
    'animation',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
  ],
  // VP9 rather than AV1: on these screen recordings Debian's SVT-AV1 and libaom, with their
  // screen-content settings, came out no smaller than VP9 at the same SSIM (BENCHMARKS.md).
  webm: ['-c:v', 'libvpx-vp9', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', '-pix_fmt', 'yuv420p'],
  // Sharpness first: each step trades quality or size until every file fits the budget. The first
  // step is a little softer than it was before clips opened menus: a menu widens the region, and
  // the clips of a docs version together must stay under their budget (CLIPS_MAX_BYTES_PER_VERSION).
  ladder: [
    {scale: 2, mp4Crf: 29, vp9Crf: 51},
    {scale: 2, mp4Crf: 31, vp9Crf: 52},
    {scale: 1.5, mp4Crf: 30, vp9Crf: 50},
    {scale: 1, mp4Crf: 28, vp9Crf: 46},
    {scale: 1, mp4Crf: 34, vp9Crf: 54},
  ],
};

export function requireFfmpeg() {
  if (!hasFfmpeg()) {
    throw new Error('Recording clips needs ffmpeg, which is not installed. On Debian or Ubuntu: sudo apt-get install -y ffmpeg');
  }
}

/**
 * What decides a clip's pixels and captions, hashed: its definition in the clip module with the
 * helpers and constants it uses, the code that drives the editor and encodes, the sample project,
 * the editor's major.minor version (./recipe.mjs), the encoder settings and the window. Re-recording
 * a clip whose recipe is unchanged keeps the committed files as they are. `inputs` is read once
 * per run (recipeInputs).
 * @param {Parameters<typeof recipeParts>[0]} clip
 * @param {string} editorTag
 * @param {import('./recipe.mjs').RecipeInputs} [inputs]
 * @returns {string}
 */
export function clipRecipe(clip, editorTag, inputs = recipeInputs()) {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({...recipeParts(clip, 'clip', editorTag, inputs), ENCODING, viewport: VIEWPORT}))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Starts the screencast; the returned `stop()` resolves to the frames with their times in seconds.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{stop(): Promise<Recording>}>}
 */
export async function startRecording(page) {
  const cdp = await page.context().newCDPSession(page);
  /** @type {ScreencastFrame[]} */
  const frames = [];
  cdp.on('Page.screencastFrame', ({data, metadata, sessionId}) => {
    frames.push({time: metadata.timestamp ?? Date.now() / 1000, jpeg: Buffer.from(data, 'base64')});
    cdp.send('Page.screencastFrameAck', {sessionId}).catch(() => {});
  });
  await cdp.send('Page.startScreencast', {format: 'jpeg', quality: 95, everyNthFrame: 1});
  const startedAt = Date.now() / 1000;
  return {
    async stop() {
      const endedAt = Date.now() / 1000;
      await cdp.send('Page.stopScreencast').catch(() => {});
      await cdp.detach().catch(() => {});
      return {frames, startedAt, endedAt};
    },
  };
}

/** @param {string[]} args */
function run(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-v', 'error', '-y', ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')}\n${result.stderr}`);
}

/** @param {number} n */
const even = (n) => Math.max(2, Math.round(n / 2) * 2);

/**
 * Writes the frames to `workDir` with an ffmpeg concat list that holds each frame until the next.
 * The screencast only sends a frame when the window changes, so a still stretch is one long frame.
 * @param {Recording} recording
 * @param {string} workDir
 * @returns {Promise<string>} the list's path
 */
async function writeFrameList(recording, workDir) {
  await fs.rm(workDir, {recursive: true, force: true});
  await fs.mkdir(workDir, {recursive: true});
  const {frames, endedAt} = recording;
  if (frames.length === 0) throw new Error('the screencast sent no frame');
  const lines = [];
  for (let i = 0; i < frames.length; i++) {
    const file = path.join(workDir, `f${String(i).padStart(5, '0')}.jpg`);
    await fs.writeFile(file, frames[i].jpeg);
    const next = i + 1 < frames.length ? frames[i + 1].time : endedAt;
    lines.push(`file '${file}'`, `duration ${Math.max(0.001, next - frames[i].time).toFixed(4)}`);
  }
  // The concat demuxer ignores the last duration unless the last file is listed again.
  lines.push(`file '${path.join(workDir, `f${String(frames.length - 1).padStart(5, '0')}.jpg`)}'`);
  const list = path.join(workDir, 'frames.txt');
  await fs.writeFile(list, `${lines.join('\n')}\n`);
  return list;
}

/**
 * The cues a recording announced (`{at, text}`, wall-clock seconds) on the video's time line:
 * `{start, end, text}` in seconds to a tenth, the first from the first frame (it says what the clip
 * starts with), each until the next, the last until the end.
 * @param {import('./session.mjs').Cue[]} announced
 * @param {(at: number) => number} videoTime where a wall-clock moment lands in the video, in seconds
 * @param {number} duration the video's, in seconds
 * @returns {import('../../../src/data/editorMedia/cues').ClipCue[]}
 */
export function timeCues(announced, videoTime, duration) {
  if (announced.length === 0) throw new Error('the steps announced no cue (s.say): the clip would have no captions');
  const starts = announced.map((cue, i) => (i === 0 ? 0 : Math.round(videoTime(cue.at) * 10) / 10));
  const end = Math.round(duration * 10) / 10;
  return announced.map((cue, i) => ({start: starts[i], end: i + 1 < starts.length ? starts[i + 1] : end, text: cue.text}));
}

/**
 * Encodes one recording: the region (CSS pixels of the window) at the first ladder step whose files
 * all fit the budget, from step `ladderStart` on (0, the sharpest, unless the clip says otherwise:
 * `ladderStart` in its definition, for a clip whose files each fit at the first step but make
 * the version's clips too large together). Returns the files written, by extension, with their sizes.
 * @param {{recording: Recording, region: import('./session.mjs').Box, name: string, theme: Theme, outDir: string, workDir: string, ladderStart?: number}} clip
 */
export async function encodeClip({recording, region, name, theme, outDir, workDir, ladderStart = 0}) {
  const list = await writeFrameList(recording, workDir);
  const {x, y, width, height} = region;
  const crop = `crop=w=iw*${width / VIEWPORT.width}:h=ih*${height / VIEWPORT.height}:x=iw*${x / VIEWPORT.width}:y=ih*${y / VIEWPORT.height}`;
  const recorded = recording.endedAt - recording.frames[0].time;
  // A busy machine types slower than a person; a recording longer than the budget is played a
  // little faster rather than cut.
  const speed = Math.max(1, recorded / MAX_SECONDS);
  const duration = recorded / speed;
  if (!Number.isInteger(ladderStart) || ladderStart < 0 || ladderStart >= ENCODING.ladder.length)
    throw new Error(`${name}: ladderStart ${ladderStart} is no step of the encoder's ladder (0 to ${ENCODING.ladder.length - 1})`);
  for (const step of ENCODING.ladder.slice(ladderStart)) {
    const w = even(width * step.scale);
    const h = even(height * step.scale);
    const filter = `setpts=PTS/${speed.toFixed(4)},${crop},scale=${w}:${h}:flags=lanczos,fps=${ENCODING.fps},format=yuv420p`;
    // The same frames through each codec's settings (ENCODING.mp4 / .webm) at this step's quality.
    /**
     * @param {string[]} codec
     * @param {number} crf
     * @param {string} out
     */
    const encode = (codec, crf, out) =>
      run(['-f', 'concat', '-safe', '0', '-i', list, '-vf', filter, '-t', duration.toFixed(3), ...codec, '-crf', String(crf), '-an', out]);
    const mp4 = path.join(workDir, 'out.mp4');
    const webm = path.join(workDir, 'out.webm');
    encode(ENCODING.mp4, step.mp4Crf, mp4);
    const mp4Bytes = (await fs.stat(mp4)).size;
    if (mp4Bytes > CLIP_MAX_BYTES) continue;
    encode(ENCODING.webm, step.vp9Crf, webm);
    const webmBytes = (await fs.stat(webm)).size;
    const keepWebm = webmBytes <= mp4Bytes * (1 - WEBM_MIN_SAVING);
    // The poster is the first frame, so pressing play changes nothing until the clip moves.
    const posterPng = path.join(workDir, 'poster.png');
    run(['-i', mp4, '-frames:v', '1', posterPng]);
    const poster = {
      avif: await sharp(posterPng).avif({quality: 55, effort: 4, chromaSubsampling: '4:4:4'}).toBuffer(),
      webp: await sharp(posterPng).webp({quality: 80, effort: 6}).toBuffer(),
    };
    /** @type {Record<string, number>} */
    const bytes = {};
    await fs.mkdir(outDir, {recursive: true});
    /**
     * @param {Parameters<typeof clipFileName>[2]} format
     * @param {Buffer} data
     */
    const put = async (format, data) => {
      const file = clipFileName(name, theme, format);
      await fs.writeFile(path.join(outDir, file), data);
      bytes[file] = data.length;
    };
    await put('mp4', await fs.readFile(mp4));
    if (keepWebm) await put('webm', await fs.readFile(webm));
    await put('avif', poster.avif);
    await put('webp', poster.webp);
    const {motion, loopJump} = measureMotion(mp4);
    // Where a moment of the recording (wall-clock seconds) lands in the video: the cues' times.
    /** @param {number} at */
    const videoTime = (at) => Math.min(duration, Math.max(0, (at - recording.frames[0].time) / speed));
    return {
      width: Math.round(width),
      height: Math.round(height),
      pixelWidth: w,
      pixelHeight: h,
      duration,
      bytes,
      motion,
      loopJump,
      videoTime,
    };
  }
  throw new Error(`${name}-${theme}: no encoding brings it under ${CLIP_MAX_BYTES / 1024} KB; record a smaller region or a shorter clip`);
}
