import path from 'node:path';
import {docsVersionOfFile, type DocsVersion} from '../../data/facts';
import {
  DENSITIES,
  FORMATS,
  MIME,
  THEMES,
  imagePath,
  pageIdOfFile,
  placementProblems,
  allManifests,
  type ScreenshotManifest,
  type Theme,
} from '../../data/screenshots';
import {placements as allPlacements, type Placement} from '../../data/screenshots/placements';

/**
 * Puts the editor's pictures on docs pages, as `src/data/screenshots/placements.ts` lists them for
 * the page's docs version: below a heading (by its explicit id) or after the opening paragraph.
 *
 * Each picture is a `<figure class="editor-shot">` with two `<picture>` elements, the light and
 * the dark capture, each offering AVIF and WebP at 1x and 2x with a PNG `<img>` as the fallback.
 * CSS shows the one that matches `html[data-theme]`, which Docusaurus sets before the first paint;
 * the other is `display: none`, and as its image is lazy the browser never downloads it. Width and
 * height on the `<img>` reserve the space, so nothing moves when the picture arrives.
 *
 * A placement whose heading, picture or files are missing fails the build with the page and the name.
 */

type Hast = {type: 'element'; tagName: string; properties: Record<string, unknown>; children: Hast[]} | {type: 'text'; value: string};
// Loose on purpose: any mdast tree fits, whatever other plugins declare on `data`.
export type MdNode = {type: string; depth?: number; value?: string; children?: MdNode[]; data?: unknown};
type HeadingData = {id?: string; hProperties?: {id?: unknown}};
type VFile = {path?: string; history?: string[]; value?: unknown};

export type RemarkScreenshotsOptions = {
  /** The site's base URL; picture URLs start with it. */
  baseUrl?: string;
  /** Where `static/` is, to check that every file exists. */
  staticDir?: string;
  /** Placements per version; the project's list by default (tests pass their own). */
  placements?: Record<DocsVersion, readonly Placement[]>;
  /** Manifests per version; the project's by default. */
  manifests?: Record<DocsVersion, ScreenshotManifest>;
};

export class ScreenshotPlacementError extends Error {}

/** A hast element; the clips plugin builds its figures with it too. */
export const el = (tagName: string, properties: Record<string, unknown>, children: Hast[] = []): Hast => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** A srcset as one string: MDX would join a list with spaces, which browsers cannot parse. */
function srcSet(url: (density: number) => string): string {
  return DENSITIES.map((density) => `${url(density)} ${density}x`).join(', ');
}

function pictureFor(version: DocsVersion, name: string, theme: Theme, entry: ScreenshotManifest[string], baseUrl: string): Hast {
  const url = (format: (typeof FORMATS)[number]) => (density: number) => baseUrl + imagePath(version, name, theme, format, density);
  const sources = FORMATS.filter((format) => format !== 'png').map((format) =>
    el('source', {type: MIME[format], srcSet: srcSet(url(format))}),
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

/** The `<figure>` of one placement as an mdast node that carries its HTML (works in .md and .mdx). */
export function figureNode(version: DocsVersion, placement: Placement, manifest: ScreenshotManifest, baseUrl = '/'): MdNode {
  const entry = manifest[placement.shot]!;
  const children = THEMES.map((theme) => pictureFor(version, placement.shot, theme, entry, baseUrl));
  const caption = placement.caption ?? entry.caption;
  if (caption) children.push(el('figcaption', {}, [{type: 'text', value: caption}]));
  return {
    type: 'editorShot',
    data: {
      hName: 'figure',
      hProperties: {className: ['editor-shot', `editor-shot--${entry.kind}`], dataShot: placement.shot},
      hChildren: children,
    },
  };
}

function text(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(text).join('');
}

/** A heading's id: the one Docusaurus derived (`data.id`), or a trailing `{#id}` still in its text. */
export function headingId(node: MdNode): string | undefined {
  const data = node.data as HeadingData | undefined;
  const fromData = data?.id ?? data?.hProperties?.id;
  if (typeof fromData === 'string' && fromData) return fromData;
  return /\\?\{#([^}\\\s]+)\\?\}\s*$/.exec(text(node))?.[1];
}

export default function remarkScreenshots(options: RemarkScreenshotsOptions = {}) {
  const baseUrl = options.baseUrl ?? '/';
  const staticDir = options.staticDir ?? path.resolve(__dirname, '../../../static');
  const placementsByVersion = options.placements ?? allPlacements;
  return (tree: MdNode, file: VFile) => {
    const filePath = file.path ?? file.history?.[0] ?? '';
    const pageId = pageIdOfFile(filePath);
    if (!pageId) return;
    const version = docsVersionOfFile(filePath);
    const wanted = (placementsByVersion[version] ?? []).filter((p) => p.page === pageId);
    if (wanted.length === 0) return;
    const manifests = options.manifests ?? allManifests();
    const problems = placementProblems({version, placements: wanted, manifests, staticDir});
    const source = typeof file.value === 'string' ? file.value : String(file.value ?? '');
    const root = tree.children ?? [];
    for (const placement of wanted) {
      if (placement.afterHeading === null) continue;
      const exists = root.some((node) => node.type === 'heading' && headingId(node) === placement.afterHeading);
      const explicit =
        !source || new RegExp(`\\\\?\\{#${placement.afterHeading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\\\?\\}`).test(source);
      if (!exists || !explicit)
        problems.push(`${filePath}: no heading with the explicit id {#${placement.afterHeading}} for the picture "${placement.shot}"`);
    }
    if (problems.length) throw new ScreenshotPlacementError(`Screenshot placements (docs version ${version}):\n  ${problems.join('\n  ')}`);

    // Insert from the last position to the first so earlier indexes stay valid.
    const inserts: {index: number; node: MdNode}[] = [];
    for (const placement of wanted) {
      let index: number;
      if (placement.afterHeading === null) {
        const firstHeading = root.findIndex((node) => node.type === 'heading' && (node.depth ?? 1) > 1);
        const before = firstHeading === -1 ? root.length : firstHeading;
        const paragraph = root.slice(0, before).findIndex((node) => node.type === 'paragraph');
        index = paragraph === -1 ? before : paragraph + 1;
      } else {
        index = root.findIndex((node) => node.type === 'heading' && headingId(node) === placement.afterHeading) + 1;
      }
      inserts.push({index, node: figureNode(version, placement, manifests[version], baseUrl)});
    }
    inserts
      .map((insert, order) => ({...insert, order}))
      .sort((a, b) => b.index - a.index || b.order - a.order)
      .forEach(({index, node}) => root.splice(index, 0, node));
  };
}
