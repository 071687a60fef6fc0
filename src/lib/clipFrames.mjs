// Plain JavaScript so that the clip recorder (scripts/screenshots/lib/clips.mjs) and the tests
// measure a clip's motion with the same code: both decode the video with ffmpeg.
import {spawnSync} from 'node:child_process';

/** Width the frames are shrunk to before comparing: enough to see a line of code change. */
const SAMPLE_WIDTH = 160;

/** @returns {boolean} whether an `ffmpeg` binary runs on this machine */
export function hasFfmpeg() {
  return spawnSync('ffmpeg', ['-version'], {stdio: 'ignore'}).status === 0;
}

/**
 * Decodes a video into small greyscale frames, `fps` per second.
 *
 * @param {string} file
 * @param {number} [fps]
 * @returns {{width: number, height: number, frames: Uint8Array[]}}
 */
export function decodeFrames(file, fps = 5) {
  const probe = spawnSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file],
    {
      encoding: 'utf8',
    },
  );
  if (probe.status !== 0) throw new Error(`ffprobe cannot read ${file}: ${probe.stderr}`);
  const [w, h] = probe.stdout.trim().split(',').map(Number);
  const width = SAMPLE_WIDTH;
  const height = Math.max(2, Math.round((h * SAMPLE_WIDTH) / w / 2) * 2);
  const out = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-vf', `fps=${fps},scale=${width}:${height},format=gray`, '-f', 'rawvideo', '-'],
    {maxBuffer: 256 * 1024 * 1024},
  );
  if (out.status !== 0) throw new Error(`ffmpeg cannot decode ${file}: ${out.stderr}`);
  const size = width * height;
  const frames = [];
  for (let offset = 0; offset + size <= out.stdout.length; offset += size)
    frames.push(new Uint8Array(out.stdout.subarray(offset, offset + size)));
  return {width, height, frames};
}

/**
 * Share of pixels (0–1) that differ by more than a compression wobble between two frames.
 *
 * @param {Uint8Array} a
 * @param {Uint8Array} b
 */
export function frameDifference(a, b) {
  let changed = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 24) changed++;
  return changed / a.length;
}

/**
 * How much a clip moves: `motion` is the largest difference between the first frame and any other
 * (a clip that never leaves its first frame scores 0); `loopJump` is the difference between the
 * last frame and the first, which is what a reader sees when the clip loops.
 *
 * @param {string} file
 * @returns {{motion: number, loopJump: number, frames: number}}
 */
export function measureMotion(file) {
  const {frames} = decodeFrames(file);
  if (frames.length < 2) return {motion: 0, loopJump: 0, frames: frames.length};
  const first = frames[0];
  let motion = 0;
  for (const frame of frames.slice(1)) motion = Math.max(motion, frameDifference(first, frame));
  const round = (/** @type {number} */ n) => Math.round(n * 10000) / 10000;
  return {motion: round(motion), loopJump: round(frameDifference(frames[frames.length - 1], first)), frames: frames.length};
}
