import {
  CLIP_POSTER_FORMATS,
  CLIP_POSTER_TYPE,
  CLIP_VIDEO_TYPE,
  PICTURE_DENSITIES,
  PICTURE_FORMATS,
  PICTURE_TYPE,
  THEMES,
  clipPath,
  mediaFolder,
  picturePath,
  videoFormatsOf,
  type ClipEntry,
  type MediaPlacement,
  type PictureEntry,
  type PictureFormat,
  type Theme,
} from '../../data/editorMedia';
import {captionsFileName, renderCue, trackLabel, type CueSegment} from '../../data/editorMedia/cues';
import {OSES, type DocsVersion} from '../../data/facts';

/**
 * The figures of the editor's pictures and clips, as mdast nodes that carry their hast (they work
 * in .md and .mdx alike; src/plugins/static-figures writes them out as HTML).
 *
 * A picture is a `<figure class="editor-shot">` with two `<picture>` elements, the light and the
 * dark capture, each offering AVIF and WebP at 1x and 2x with a PNG `<img>` as the fallback. CSS
 * shows the one that matches `html[data-theme]`, which Docusaurus sets before the first paint; the
 * other is `display: none`, and as its image is lazy the browser never downloads it. Width and
 * height on the `<img>` reserve the space, so nothing moves when the picture arrives.
 *
 * A clip is a `<figure class="editor-clip">` with one block per colour mode; CSS shows the one that
 * matches `html[data-theme]`. A block is a poster (`<picture>`, AVIF then WebP, lazy, with width
 * and height so nothing moves) and, in a `<template>`, the `<video preload="none" muted playsinline
 * loop controls>` with WebM (where it is smaller) and MP4 sources that the player puts over the
 * poster when the clip comes near. With `preload="none"` and no `poster` attribute the page
 * downloads no video bytes, and the hidden mode's poster is never downloaded. The template's
 * content is hast `content`, which only src/plugins/static-figures (after the media plugin in the
 * config) writes out: the figure reaches the page as HTML, never as JSX, and no rehype step parses
 * it again. Each video has a captions track per OS (WebVTT, written by ./index.ts from the cues the
 * recording announced, keys and menus rendered from the facts); src/clientModules/clipCaptions.ts
 * shows the reader's OS's. The figcaption lists the same cues as steps, each OS's words in the
 * site's per-OS markup. `src/clientModules/clips.ts` plays a clip when it comes near the viewport,
 * unless the reader asks for reduced motion.
 */

type Hast =
  | {type: 'element'; tagName: string; properties: Record<string, unknown>; children: Hast[]; content?: {type: 'root'; children: Hast[]}}
  | {type: 'text'; value: string};
// Loose on purpose: any mdast tree fits, whatever other plugins declare on `data`.
export type MdNode = {type: string; depth?: number; value?: string; children?: MdNode[]; data?: unknown};

const el = (tagName: string, properties: Record<string, unknown>, children: Hast[] = []): Hast => ({
  type: 'element',
  tagName,
  properties,
  children,
});

const text = (value: string): Hast => ({type: 'text', value});

// ---- Pictures -------------------------------------------------------------------------------------

/** A srcset as one string: MDX would join a list with spaces, which browsers cannot parse. */
function srcSet(url: (density: number) => string): string {
  return PICTURE_DENSITIES.map((density) => `${url(density)} ${density}x`).join(', ');
}

function pictureFor(version: DocsVersion, name: string, theme: Theme, entry: PictureEntry, baseUrl: string): Hast {
  const url = (format: PictureFormat) => (density: number) => baseUrl + picturePath(version, name, theme, format, density);
  const sources = PICTURE_FORMATS.filter((format) => format !== 'png').map((format) =>
    el('source', {type: PICTURE_TYPE[format], srcSet: srcSet(url(format))}),
  );
  const img = el('img', {
    src: url('png')(1),
    srcSet: `${url('png')(2)} 2x`,
    width: entry.width,
    height: entry.height,
    alt: entry.alt,
    loading: 'lazy',
    decoding: 'async',
  });
  return el('picture', {className: ['editor-shot__picture', `editor-shot__${theme}`]}, [...sources, img]);
}

/** The `<figure>` of one picture's placement. */
export function pictureFigure(version: DocsVersion, placement: MediaPlacement, entry: PictureEntry, baseUrl = '/'): MdNode {
  const children = THEMES.map((theme) => pictureFor(version, placement.name, theme, entry, baseUrl));
  const caption = placement.caption ?? entry.caption;
  if (caption) children.push(el('figcaption', {}, [text(caption)]));
  return {
    type: 'editorShot',
    data: {
      hName: 'figure',
      hProperties: {className: ['editor-shot', `editor-shot--${entry.kind}`], dataShot: placement.name},
      hChildren: children,
    },
  };
}

// ---- Clips ----------------------------------------------------------------------------------------

function modeBlock(version: DocsVersion, name: string, theme: Theme, entry: ClipEntry, baseUrl: string, captionId: string): Hast {
  const url = (format: Parameters<typeof clipPath>[3]) => baseUrl + clipPath(version, name, theme, format);
  const poster = el('picture', {className: ['editor-clip__poster']}, [
    ...CLIP_POSTER_FORMATS.filter((f) => f !== 'webp').map((f) => el('source', {type: CLIP_POSTER_TYPE[f], srcSet: url(f)})),
    el('img', {src: url('webp'), width: entry.width, height: entry.height, alt: '', loading: 'lazy', decoding: 'async'}),
  ]);
  const video = el(
    'video',
    {
      className: ['editor-clip__video'],
      width: entry.width,
      height: entry.height,
      preload: 'none',
      muted: true,
      playsInline: true,
      loop: true,
      controls: true,
      ariaLabel: `Clip: ${entry.alt}`,
      ariaDescribedBy: captionId,
      dataClipTheme: theme,
    },
    [
      ...videoFormatsOf(name, entry, theme).map((format) => el('source', {src: url(format), type: CLIP_VIDEO_TYPE[format]})),
      // No `default`: the client module turns on the reader's OS's track (the navbar's choice).
      ...(entry.cues ? OSES : []).map((os) =>
        el('track', {
          kind: 'captions',
          srcLang: 'en',
          label: trackLabel(os),
          src: `${baseUrl}${mediaFolder('clip', version)}/${captionsFileName(name, theme, os)}`,
          dataOs: os,
        }),
      ),
    ],
  );
  // The video waits in a <template>: inert markup, no media element, no native controls to style,
  // until the player makes it the first time the clip comes near with this colour mode on screen.
  const markup: Hast = {
    type: 'element',
    tagName: 'template',
    properties: {className: ['editor-clip__video-markup']},
    children: [],
    content: {type: 'root', children: [video]},
  };
  return el('div', {className: ['editor-clip__media', `editor-clip__${theme}`]}, [poster, markup]);
}

function segmentNodes(segments: CueSegment[]): Hast[] {
  return segments.map((segment) =>
    segment.kind === 'key'
      ? el('kbd', {}, [text(segment.value)])
      : segment.kind === 'menu'
        ? el('strong', {className: ['menu-path']}, [text(segment.value)])
        : text(segment.value),
  );
}

/**
 * One step of the figcaption: the cue's words, with keys as <kbd> and menus in bold. Where the OSes
 * differ, each OS's version in a span of the site's per-OS markup (CSS shows the reader's).
 */
function stepChildren(version: DocsVersion, template: string): Hast[] {
  const perOs = OSES.map((os) => renderCue(version, template, os));
  const same = perOs.every((segments) => JSON.stringify(segments) === JSON.stringify(perOs[0]));
  if (same) return segmentNodes(perOs[0]!);
  return [
    el(
      'span',
      {className: ['per-os']},
      OSES.map((os, i) => el('span', {dataOs: os}, segmentNodes(perOs[i]!))),
    ),
  ];
}

/** The `<figure>` of one clip's placement; `index` (its place among the page's clips) keeps its caption's id unique. */
export function clipFigure(version: DocsVersion, placement: MediaPlacement, entry: ClipEntry, baseUrl = '/', index = 0): MdNode {
  const captionId = `clip-${placement.name}-${index}`;
  const children: Hast[] = THEMES.map((theme) => modeBlock(version, placement.name, theme, entry, baseUrl, captionId));
  // The play/pause button works without the native controls; the client module shows it.
  children.push(
    el('button', {type: 'button', className: ['editor-clip__toggle', 'button', 'button--sm', 'button--secondary'], hidden: true}, [
      text('Play clip'),
    ]),
  );
  children.push(
    el('figcaption', {id: captionId}, [
      el('p', {className: ['editor-clip__summary']}, [text(`${entry.alt} (${Math.round(entry.duration)} s, no sound)`)]),
      el(
        'ol',
        {className: ['editor-clip__steps']},
        entry.cues
          ? entry.cues.light.map((cue) => el('li', {}, stepChildren(version, cue.text)))
          : (entry.caption ?? []).map((step) => el('li', {}, [text(step)])),
      ),
    ]),
  );
  return {
    type: 'editorClip',
    data: {
      hName: 'figure',
      hProperties: {className: ['editor-clip'], dataClip: placement.name},
      hChildren: children,
    },
  };
}
