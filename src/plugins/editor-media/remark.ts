import path from 'node:path';
import {
  KINDS,
  allManifests,
  mediaPageOfFile,
  placementsOf,
  projectPlacements,
  versionOfSection,
  type MediaManifests,
  type MediaPlacement,
  type PlacementLists,
} from '../../data/editorMedia';
import {explicitHeadingIds, placementProblems} from '../../data/editorMedia/problems';
import {clipFigure, pictureFigure, type MdNode} from './figures';

/**
 * Puts the editor's pictures and clips on the pages, as their placements list them for the page's
 * section (`src/data/screenshots/placements.ts`: docs pages; `src/data/clips/placements.ts`: docs
 * pages and developer guides): below a heading by its explicit `{#id}`, or after the opening
 * paragraph. At one place the pictures come first, then the clips, a page reading heading, still,
 * then the motion. The figures are built in ./figures.ts.
 *
 * A placement whose heading, entry or files are missing fails the build; every problem of the page
 * is reported at once, each with the page or file and the name.
 */

type HeadingData = {id?: string; hProperties?: {id?: unknown}};
type VFile = {path?: string; history?: string[]; value?: unknown};

export type RemarkEditorMediaOptions = {
  /** The site's base URL; file URLs start with it. */
  baseUrl?: string;
  /** Where `static/` is, to check that every file exists. */
  staticDir?: string;
  /** Each kind's placements; the project's lists by default. Tests pass their own: a kind they leave out has none. */
  placements?: Partial<PlacementLists>;
  /** Each kind's manifests per version; the project's by default. */
  manifests?: Partial<MediaManifests>;
};

export class EditorMediaPlacementError extends Error {}

function text(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(text).join('');
}

/** A heading's id: the one Docusaurus set (`data.id`, explicit or derived), or a trailing `{#id}` still in its text. */
function headingId(node: MdNode): string | undefined {
  const data = node.data as HeadingData | undefined;
  const fromData = data?.id ?? data?.hProperties?.id;
  if (typeof fromData === 'string' && fromData) return fromData;
  return /\\?\{#([^}\\\s]+)\\?\}\s*$/.exec(text(node))?.[1];
}

export default function remarkEditorMedia(options: RemarkEditorMediaOptions = {}) {
  const baseUrl = options.baseUrl ?? '/';
  const staticDir = options.staticDir ?? path.resolve(__dirname, '../../../static');
  const lists: PlacementLists = options.placements ? {picture: {}, clip: {}, ...options.placements} : projectPlacements;
  return (tree: MdNode, file: VFile) => {
    const filePath = file.path ?? file.history?.[0] ?? '';
    const where = mediaPageOfFile(filePath);
    if (!where) return;
    const wanted = placementsOf(where.section, lists, where.page);
    if (wanted.length === 0) return;
    const manifests: MediaManifests = {
      picture: options.manifests?.picture ?? allManifests('picture'),
      clip: options.manifests?.clip ?? allManifests('clip'),
    };
    const problems = placementProblems({section: where.section, placements: wanted, manifests, staticDir});
    const root = tree.children ?? [];
    // Docusaurus gives every heading an id; only the source tells an explicit one from one derived
    // from the heading's words, which changes with them. Without the source (tests/lib/pageText.ts)
    // the tree is all there is to check.
    const source = typeof file.value === 'string' ? file.value : String(file.value ?? '');
    const explicitIds = source ? explicitHeadingIds(source) : null;
    for (const {kind, name, afterHeading} of wanted) {
      if (afterHeading === null) continue;
      if (
        !root.some((node) => node.type === 'heading' && headingId(node) === afterHeading) ||
        (explicitIds && !explicitIds.includes(afterHeading))
      ) {
        problems.push(`${filePath}: no heading with the explicit id {#${afterHeading}} for the ${KINDS[kind].noun} "${name}"`);
      }
    }
    if (problems.length) {
      const section = where.section === 'api' ? 'developer guides' : `docs version ${where.section}`;
      throw new EditorMediaPlacementError(`Placements of the editor's pictures and clips (${section}):\n  ${problems.join('\n  ')}`);
    }

    const pictureVersion = versionOfSection(where.section, manifests.picture);
    const clipVersion = versionOfSection(where.section, manifests.clip);
    let clipsSoFar = 0;
    const figure = (placement: MediaPlacement): MdNode =>
      placement.kind === 'picture'
        ? pictureFigure(pictureVersion, placement, manifests.picture[pictureVersion]![placement.name]!, baseUrl)
        : clipFigure(clipVersion, placement, manifests.clip[clipVersion]![placement.name]!, baseUrl, clipsSoFar++);
    const inserts = wanted.map((placement, order) => ({
      index: insertionIndex(root, placement.afterHeading),
      order,
      node: figure(placement),
    }));
    // From the last position to the first so earlier indexes stay valid; at one position in the
    // order of `wanted`: the pictures, then the clips.
    inserts.sort((a, b) => b.index - a.index || b.order - a.order).forEach(({index, node}) => root.splice(index, 0, node));
  };
}

/** Where a figure goes: right below the heading with the id, or after the paragraph that opens the page. */
function insertionIndex(root: MdNode[], afterHeading: string | null): number {
  if (afterHeading !== null) return root.findIndex((node) => node.type === 'heading' && headingId(node) === afterHeading) + 1;
  const firstHeading = root.findIndex((node) => node.type === 'heading' && (node.depth ?? 1) > 1);
  const before = firstHeading === -1 ? root.length : firstHeading;
  const paragraph = root.slice(0, before).findIndex((node) => node.type === 'paragraph');
  return paragraph === -1 ? before : paragraph + 1;
}
