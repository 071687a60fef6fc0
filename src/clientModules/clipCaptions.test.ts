import {describe, expect, it} from 'vitest';
import {readerOs, selectCaptionTrack} from './clipCaptions';

/** A stand-in <video> with one captions track per OS, as src/plugins/editor-media writes them. */
function video(modes: Record<string, TextTrackMode> = {win: 'disabled', mac: 'disabled', linux: 'disabled'}) {
  const tracks = Object.entries(modes).map(([os, mode]) => ({dataset: {os} as DOMStringMap, track: {mode}}));
  return {
    querySelectorAll: (selector: string) => (selector === 'track[data-os]' ? tracks : []),
    mode: (os: string) => tracks.find((t) => t.dataset.os === os)!.track.mode,
  };
}

describe('selectCaptionTrack', () => {
  it('shows the track of the reader OS and disables the others', () => {
    const v = video();
    expect(selectCaptionTrack(v, 'mac')).toBe(true);
    expect([v.mode('win'), v.mode('mac'), v.mode('linux')]).toEqual(['disabled', 'showing', 'disabled']);
  });

  it('follows the OS switch', () => {
    const v = video();
    selectCaptionTrack(v, 'win');
    selectCaptionTrack(v, 'linux');
    expect([v.mode('win'), v.mode('mac'), v.mode('linux')]).toEqual(['disabled', 'disabled', 'showing']);
  });

  it('keeps captions off once the reader turned them off in the player, across OS changes', () => {
    const v = video();
    selectCaptionTrack(v, 'win');
    // The player's captions button: the track is no longer showing.
    v.querySelectorAll('track[data-os]')[0]!.track.mode = 'disabled';
    expect(selectCaptionTrack(v, 'mac')).toBe(false);
    expect([v.mode('win'), v.mode('mac'), v.mode('linux')]).toEqual(['disabled', 'disabled', 'disabled']);
  });

  it('does nothing to a video without captions tracks', () => {
    expect(selectCaptionTrack({querySelectorAll: () => []}, 'win')).toBe(false);
  });

  it('reads the OS from <html data-os>, Linux when it is unset or unknown', () => {
    const doc = (os?: string) => ({documentElement: {dataset: os ? {os} : {}}}) as unknown as Document;
    expect(readerOs(doc('mac'))).toBe('mac');
    expect(readerOs(doc())).toBe('linux');
    expect(readerOs(doc('beos'))).toBe('linux');
  });
});
