/**
 * Shows each clip's captions in the reader's OS (src/plugins/editor-media gives every video one
 * captions track per OS, `<track data-os>`, none on by default): the OS the navbar's switch keeps
 * in `<html data-os>`. On by default; the player's own captions button can turn them off, and a
 * clip whose captions the reader turned off stays without them when the OS changes.
 *
 * Loaded with the player by ./clips.ts, only on pages with a clip figure, in idle time: one capture
 * listener on the document handles every video when it gets its metadata or starts playing, and
 * an observer of `data-os` follows the switch.
 */
import {OSES, type Os} from '../lib/os';

export const CLIP_VIDEO_SELECTOR = 'video.editor-clip__video';

/** The bits of a <video> this module uses, so tests can pass a stand-in. */
type TrackHost = {querySelectorAll(selector: string): ArrayLike<{dataset: DOMStringMap; track: {mode: TextTrackMode}}>};

/** What was last set per video: whether captions are on (the reader may have turned them off). */
const captionsOn = new WeakMap<object, boolean>();

export function readerOs(doc: Document): Os {
  const os = doc.documentElement.dataset.os;
  return (OSES as readonly string[]).includes(os ?? '') ? (os as Os) : 'linux';
}

/**
 * Shows the captions track of `os` and disables the others. Where this video's captions were on
 * and the reader turned them off (no track showing any more), nothing is shown: the choice sticks.
 * Returns whether a track is showing afterwards.
 */
export function selectCaptionTrack(video: TrackHost, os: string): boolean {
  const tracks = Array.from(video.querySelectorAll('track[data-os]'));
  if (tracks.length === 0) return false;
  const wasOn = captionsOn.get(video);
  const showingNow = tracks.some((track) => track.track.mode === 'showing');
  const on = wasOn === undefined ? true : wasOn && showingNow;
  const chosen = tracks.find((track) => track.dataset.os === os) ?? tracks[0]!;
  for (const track of tracks) {
    const mode: TextTrackMode = on && track === chosen ? 'showing' : 'disabled';
    if (track.track.mode !== mode) track.track.mode = mode;
  }
  captionsOn.set(video, on);
  return on;
}

let installed = false;

/** Listens on `doc` for clip videos and for the OS switch; does nothing on a page without clips. */
export function installCaptions(doc: Document): void {
  if (installed || !doc.querySelector('figure.editor-clip')) return;
  installed = true;
  const onVideo = (event: Event) => {
    const target = event.target as Element | null;
    // Once per video: later plays keep whatever the reader chose in the player since.
    if (target instanceof HTMLVideoElement && target.matches(CLIP_VIDEO_SELECTOR) && !captionsOn.has(target)) {
      selectCaptionTrack(target, readerOs(doc));
    }
  };
  // Media events do not bubble; the capture phase sees them on the document.
  for (const type of ['loadedmetadata', 'play']) doc.addEventListener(type, onVideo, true);
  const win = doc.defaultView;
  if (!win) return;
  new win.MutationObserver(() => {
    const os = readerOs(doc);
    for (const video of Array.from(doc.querySelectorAll<HTMLVideoElement>(CLIP_VIDEO_SELECTOR))) {
      // Videos not loaded yet get their track when they load.
      if (captionsOn.has(video)) selectCaptionTrack(video, os);
    }
  }).observe(doc.documentElement, {attributes: true, attributeFilter: ['data-os']});
}
