import path from 'node:path';
import {THEMES, type Theme} from '../../data/screenshots';
import {
  POSTER_FORMATS,
  POSTER_TYPE,
  VIDEO_TYPE,
  allClipManifests,
  clipPageOfFile,
  clipPath,
  clipPlacementProblems,
  versionOfSection,
  videoFormatsOf,
  type ClipManifest,
} from '../../data/clips';
import {clipPlacements, type ClipPlacement, type ClipSection} from '../../data/clips/placements';
import {captionsFileName, renderCue, trackLabel, type CueSegment} from '../../data/clips/cues';
import {OSES} from '../../data/facts';
import {el, headingId, type MdNode} from '../screenshots/remarkScreenshots';
import type {DocsVersion} from '../../data/facts';

/**
 * Puts clips of the editor on docs pages and developer guides, as `src/data/clips/placements.ts`
 * lists them: below a heading (by its explicit id) or after the opening paragraph.
 *
 * Each clip is a `<figure class="editor-clip">` with one block per colour mode; CSS shows the one
 * that matches `html[data-theme]`. A block is a poster (`<picture>`, AVIF then WebP, lazy, with
 * width and height so nothing moves) and, in a `<template>`, the `<video preload="none" muted
 * playsinline loop controls>` with WebM (where it is smaller) and MP4 sources that the player puts
 * over the poster when the clip comes near. With `preload="none"` and no `poster` attribute the
 * page downloads no video bytes, and the hidden mode's poster is never downloaded. The template's
 * content is hast `content`, which only src/plugins/static-figures (after this plugin in the
 * config) writes out: the figure reaches the page as HTML, never as JSX, and no rehype step parses
 * it again. Each video has a captions track per OS (WebVTT, written by ./index.ts from the cues
 * the recording announced, keys and menus rendered from the facts); src/clientModules/clipCaptions.ts
 * shows the reader's OS's. The figcaption lists the same cues as steps, each OS's words in the
 * site's per-OS markup. `src/clientModules/clips.ts` plays a clip when it comes near the viewport,
 * unless the reader asks for reduced motion.
 */

type Hast =
  | {type: 'element'; tagName: string; properties: Record<string, unknown>; children: Hast[]; content?: {type: 'root'; children: Hast[]}}
  | {type: 'text'; value: string};
type VFile = {path?: string; history?: string[]; value?: unknown};

export type RemarkClipsOptions = {
  baseUrl?: string;
  staticDir?: string;
  placements?: Partial<Record<ClipSection, readonly ClipPlacement[]>>;
  manifests?: Record<DocsVersion, ClipManifest>;
};

export class ClipPlacementError extends Error {}

const text = (value: string): Hast => ({type: 'text', value});

function modeBlock(
  version: DocsVersion,
  name: string,
  theme: Theme,
  entry: ClipManifest[string],
  baseUrl: string,
  captionId: string,
): Hast {
  const url = (ext: Parameters<typeof clipPath>[3]) => baseUrl + clipPath(version, name, theme, ext);
  const poster = el('picture', {className: ['editor-clip__poster']}, [
    ...POSTER_FORMATS.filter((f) => f !== 'webp').map((f) => el('source', {type: POSTER_TYPE[f], srcSet: url(f)})),
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
      ...videoFormatsOf(name, entry, theme).map((format) => el('source', {src: url(format), type: VIDEO_TYPE[format]})),
      // No `default`: the client module turns on the reader's OS's track (the navbar's choice).
      ...(entry.cues ? OSES : []).map((os) =>
        el('track', {
          kind: 'captions',
          srcLang: 'en',
          label: trackLabel(os),
          src: `${baseUrl}clips/${version}/${captionsFileName(name, theme, os)}`,
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

/** The `<figure>` of one placement as an mdast node that carries its HTML (works in .md and .mdx). */
export function clipNode(version: DocsVersion, placement: ClipPlacement, manifest: ClipManifest, baseUrl = '/', index = 0): MdNode {
  const entry = manifest[placement.clip]!;
  const captionId = `clip-${placement.clip}-${index}`;
  const children: Hast[] = THEMES.map((theme) => modeBlock(version, placement.clip, theme, entry, baseUrl, captionId));
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
      hProperties: {className: ['editor-clip'], dataClip: placement.clip},
      hChildren: children,
    },
  };
}

export default function remarkClips(options: RemarkClipsOptions = {}) {
  const baseUrl = options.baseUrl ?? '/';
  const staticDir = options.staticDir ?? path.resolve(__dirname, '../../../static');
  const placementsBySection = options.placements ?? clipPlacements;
  return (tree: MdNode, file: VFile) => {
    const filePath = file.path ?? file.history?.[0] ?? '';
    const where = clipPageOfFile(filePath);
    if (!where) return;
    const wanted = (placementsBySection[where.section] ?? []).filter((p) => p.page === where.page);
    if (wanted.length === 0) return;
    const manifests = options.manifests ?? allClipManifests();
    const version = versionOfSection(where.section, manifests);
    const problems = clipPlacementProblems({section: where.section, placements: wanted, manifests, staticDir});
    const root = tree.children ?? [];
    for (const placement of wanted) {
      if (placement.afterHeading === null) continue;
      if (!root.some((node) => node.type === 'heading' && headingId(node) === placement.afterHeading)) {
        problems.push(`${filePath}: no heading with the explicit id {#${placement.afterHeading}} for the clip "${placement.clip}"`);
      }
    }
    if (problems.length) throw new ClipPlacementError(`Clip placements (${where.section}):\n  ${problems.join('\n  ')}`);

    const inserts: {index: number; node: MdNode}[] = [];
    wanted.forEach((placement, order) => {
      let index: number;
      if (placement.afterHeading === null) {
        const firstHeading = root.findIndex((node) => node.type === 'heading' && (node.depth ?? 1) > 1);
        const before = firstHeading === -1 ? root.length : firstHeading;
        const paragraph = root.slice(0, before).findIndex((node) => node.type === 'paragraph');
        index = paragraph === -1 ? before : paragraph + 1;
      } else {
        index = root.findIndex((node) => node.type === 'heading' && headingId(node) === placement.afterHeading) + 1;
        // Below the heading's own pictures, so a page reads heading, still, then the motion.
        while (root[index]?.type === 'editorShot') index++;
      }
      inserts.push({index, node: clipNode(version, placement, manifests[version], baseUrl, order)});
    });
    inserts
      .map((insert, order) => ({...insert, order}))
      .sort((a, b) => b.index - a.index || b.order - a.order)
      .forEach(({index, node}) => root.splice(index, 0, node));
  };
}
