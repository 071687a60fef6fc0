import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified, type Plugin} from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION, DOCS_VERSIONS, OLDER_DOCS_VERSIONS, type DocsVersion} from '../../data/docsVersions';
import {
  DENSITIES,
  FORMATS,
  MAX_BYTES,
  THEMES,
  allImagePaths,
  entryProblems,
  explicitHeadingIds,
  manifestFor,
  pageIdOfFile,
  pagesWithoutPictureProblems,
  placementProblems,
  type ScreenshotEntry,
  type ScreenshotManifest,
} from '../../data/screenshots';
import {pagesWithoutPicture, placements, type Placement} from '../../data/screenshots/placements';
import {docIdsIn} from '../../../tests/lib/routes';
import remarkScreenshots, {ScreenshotPlacementError, type RemarkScreenshotsOptions} from './remarkScreenshots';

const siteDir = path.resolve(__dirname, '../../..');
const staticDir = path.join(siteDir, 'static');
const shotsDir = (version: DocsVersion) => path.join(staticDir, 'img/screenshots', version);

describe('the pictures the site ships', () => {
  it.each(DOCS_VERSIONS)('every placement of %s renders: page, explicit heading, picture, alt text, every file', (version) => {
    expect(placementProblems({version, placements: placements[version] ?? [], staticDir, siteDir})).toEqual([]);
  });

  it.each(DOCS_VERSIONS)('every picture of %s has alt text, a size and all its files, each under the budget', (version) => {
    for (const [name, entry] of Object.entries(manifestFor(version))) {
      expect(entryProblems(name, entry), name).toEqual([]);
      for (const file of allImagePaths(version, name)) {
        const full = path.join(staticDir, file);
        expect(fs.existsSync(full), file).toBe(true);
        expect(fs.statSync(full).size, file).toBeLessThanOrEqual(MAX_BYTES);
      }
    }
  });

  it.each(DOCS_VERSIONS)('no file in the %s folder is over the budget or missing from the manifest', (version) => {
    const dir = shotsDir(version);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    const known = new Set(Object.keys(manifestFor(version)).flatMap((name) => allImagePaths(version, name).map((p) => path.basename(p))));
    for (const file of files) {
      expect(fs.statSync(path.join(dir, file)).size, file).toBeLessThanOrEqual(MAX_BYTES);
      expect(known.has(file), `${file} has no manifest entry`).toBe(true);
    }
  });

  // Between a release cut and the new release's pictures (RELEASING.md), the current docs have none.
  it.skipIf(Object.keys(manifestFor(CURRENT_DOCS_VERSION)).length === 0)(
    'every page of the current docs shows the editor, or is listed with the reason it does not',
    () => {
      expect(pagesWithoutPictureProblems(docIdsIn('docs'), placements[CURRENT_DOCS_VERSION] ?? [], pagesWithoutPicture)).toEqual([]);
    },
  );
});

// ---- The checks themselves, fed wrong data -------------------------------------------------------

const goodEntry: ScreenshotEntry = {
  alt: 'The Find in Files panel listing matches for "plant" in four files of the sample project.',
  kind: 'screenshot',
  width: 800,
  height: 450,
  bytes: {},
};
/** The current version and the one before it. */
const CURRENT = CURRENT_DOCS_VERSION;
const PREVIOUS = OLDER_DOCS_VERSIONS[0]!;
const esc = (v: string) => v.replace('.', '\\.');
const manifestsWith = (current: ScreenshotManifest, previous: ScreenshotManifest = {}) =>
  ({...Object.fromEntries(DOCS_VERSIONS.map((v) => [v, {}])), [CURRENT]: current, [PREVIOUS]: previous}) as Record<
    DocsVersion,
    ScreenshotManifest
  >;
const placement = (over: Partial<Placement> = {}): Placement => ({
  page: 'Features/find-in-files',
  afterHeading: 'search-in-files',
  shot: 'demo',
  ...over,
});

/** A static folder holding every file of `name` for `version`, `size` bytes each, minus `skip`. */
function fakeStatic(version: DocsVersion, name: string, {size = 1000, skip = [] as string[]} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shots-test-'));
  for (const file of allImagePaths(version, name)) {
    if (skip.includes(path.basename(file))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), Buffer.alloc(size));
  }
  return dir;
}

describe('the check that every page has a picture', () => {
  const pages = ['intro', 'Features/find-in-files', 'Features/git'];
  const on = (...names: string[]) => names.map((page) => placement({page}));

  it('passes when every page has a placement or a listed reason', () => {
    expect(pagesWithoutPictureProblems(pages, on('intro', 'Features/find-in-files'), {'Features/git': 'a reason'})).toEqual([]);
  });

  it('names a page that has neither', () => {
    expect(pagesWithoutPictureProblems(pages, on('intro', 'Features/find-in-files'), {})).toEqual([
      expect.stringMatching(/^Features\/git: no picture/),
    ]);
  });

  it('reports a listed page that is gone, has a picture, or has no reason', () => {
    const all = on(...pages);
    expect(pagesWithoutPictureProblems(pages, all, {'Features/gone': 'moved'})).toEqual([
      expect.stringMatching(/^Features\/gone: .*no such page/),
    ]);
    expect(pagesWithoutPictureProblems(pages, all, {intro: 'none yet'})).toEqual([expect.stringMatching(/^intro: .*has a picture/)]);
    expect(pagesWithoutPictureProblems(pages, on('intro', 'Features/find-in-files'), {'Features/git': ' '})).toEqual([
      expect.stringMatching(/^Features\/git: .*without a reason/),
    ]);
  });
});

describe('placement checks', () => {
  it('pass for a complete picture', () => {
    const dir = fakeStatic(CURRENT, 'demo');
    expect(
      placementProblems({
        version: CURRENT,
        placements: [placement()],
        manifests: manifestsWith({demo: goodEntry}),
        staticDir: dir,
        siteDir,
      }),
    ).toEqual([]);
  });

  it("fail when the alt text is missing, a file name, or the picture's name", () => {
    for (const alt of ['', '   ', 'find-in-files-light.png', 'Demo']) {
      const problems = placementProblems({
        version: CURRENT,
        placements: [placement()],
        manifests: manifestsWith({demo: {...goodEntry, alt}}),
      });
      expect(problems.join('\n'), JSON.stringify(alt)).toMatch(/alt text/);
    }
  });

  it('fail when the width or height is missing', () => {
    const noWidth: Partial<ScreenshotEntry> = {...goodEntry};
    delete noWidth.width;
    const problems = placementProblems({
      version: CURRENT,
      placements: [placement()],
      manifests: manifestsWith({demo: noWidth as ScreenshotEntry}),
    });
    expect(problems.join('\n')).toMatch(/no width/);
  });

  it('fail when one format or density is missing, naming the file', () => {
    const dir = fakeStatic(CURRENT, 'demo', {skip: ['demo-dark@2x.avif']});
    const problems = placementProblems({
      version: CURRENT,
      placements: [placement()],
      manifests: manifestsWith({demo: goodEntry}),
      staticDir: dir,
    });
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`Features/find-in-files.*missing file static/img/screenshots/${esc(CURRENT)}/demo-dark@2x\\.avif`)),
    ]);
  });

  it('fail when a file is over 150 KB', () => {
    const dir = fakeStatic(CURRENT, 'demo', {size: MAX_BYTES + 1});
    const problems = placementProblems({
      version: CURRENT,
      placements: [placement()],
      manifests: manifestsWith({demo: goodEntry}),
      staticDir: dir,
    });
    // Every file of the picture is over: each theme, format and density is named.
    expect(problems).toHaveLength(THEMES.length * FORMATS.length * DENSITIES.length);
    for (const problem of problems) expect(problem).toMatch(/over 150 KB/);
  });

  it('fail when a page of one version uses a picture of another version', () => {
    const problems = placementProblems({version: PREVIOUS, placements: [placement()], manifests: manifestsWith({demo: goodEntry})});
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `versioned_docs/version-${esc(PREVIOUS)}/Features/find-in-files.*"demo" belongs to ${esc(CURRENT)}, not to ${esc(PREVIOUS)}`,
        ),
      ),
    ]);
  });

  it('fail for an unknown picture, page or heading id', () => {
    const manifests = manifestsWith({demo: goodEntry});
    expect(placementProblems({version: CURRENT, placements: [placement({shot: 'nope'})], manifests})).toEqual([
      expect.stringMatching(/no picture named "nope"/),
    ]);
    expect(placementProblems({version: CURRENT, placements: [placement({page: 'Features/nope'})], manifests, siteDir})).toEqual([
      expect.stringMatching(/no such page/),
    ]);
    expect(placementProblems({version: CURRENT, placements: [placement({afterHeading: 'nope'})], manifests, siteDir})).toEqual([
      expect.stringMatching(/\{#nope\}/),
    ]);
  });

  it('read explicit heading ids in .md and .mdx syntax', () => {
    expect(explicitHeadingIds('## One {#one}\ntext {#no}\n### Two \\{#two\\}\n## Three')).toEqual(['one', 'two']);
    expect(pageIdOfFile('/site/docs/Features/Live Preview/live-preview.md')).toBe('Features/Live Preview/live-preview');
    expect(pageIdOfFile(`/site/versioned_docs/version-${PREVIOUS}/intro.mdx`)).toBe('intro');
    expect(pageIdOfFile('/site/blog/2024-01-01-post.md')).toBeNull();
  });
});

// ---- The remark plugin ----------------------------------------------------------------------------

type Hast = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Hast[]; value?: string};
const all = (node: Hast, tagName: string): Hast[] => [
  ...(node.tagName === tagName ? [node] : []),
  ...(node.children ?? []).flatMap((child) => all(child, tagName)),
];

function render(
  markdown: string,
  filePath: string,
  pagePlacements: Placement[],
  manifests = manifestsWith({demo: goodEntry}),
  dir = fakeStatic(CURRENT, 'demo'),
) {
  const plugin = remarkScreenshots as unknown as Plugin<[RemarkScreenshotsOptions]>;
  const processor = unified()
    .use(remarkParse)
    .use(plugin, {placements: {[CURRENT]: pagePlacements, [PREVIOUS]: pagePlacements}, manifests, staticDir: dir, baseUrl: '/base/'})
    .use(remarkRehype);
  const file = {path: filePath, value: markdown};
  return processor.runSync(processor.parse(markdown), file as never) as unknown as Hast;
}

const PAGE = '## Search the project {#search-in-files}\n\nType a word.\n\n## Settings {#settings}\n\nMore.\n';

describe('remarkScreenshots', () => {
  it('puts a light and a dark picture right below the heading', () => {
    const tree = render(`Intro.\n\n${PAGE}`, '/site/docs/Features/find-in-files.md', [placement()]);
    const top = (tree.children ?? []).filter((n) => n.type === 'element');
    const figureAt = top.findIndex((n) => n.tagName === 'figure');
    expect(top[figureAt - 1]?.tagName).toBe('h2');
    expect(top[figureAt + 1]?.tagName).toBe('p');
    const figure = top[figureAt]!;
    expect(figure.properties?.className).toEqual(['editor-shot', 'editor-shot--screenshot']);
    const pictures = all(figure, 'picture');
    expect(pictures.map((p) => p.properties?.className)).toEqual([
      ['editor-shot__picture', 'editor-shot__light'],
      ['editor-shot__picture', 'editor-shot__dark'],
    ]);
    const [light] = pictures;
    const sources = all(light!, 'source');
    expect(sources.map((s) => s.properties?.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.properties?.srcSet).toBe(
      `/base/img/screenshots/${CURRENT}/demo-light.avif 1x, /base/img/screenshots/${CURRENT}/demo-light@2x.avif 2x`,
    );
    const img = all(light!, 'img')[0]!;
    expect(img.properties).toMatchObject({
      src: `/base/img/screenshots/${CURRENT}/demo-light.png`,
      srcSet: `/base/img/screenshots/${CURRENT}/demo-light@2x.png 2x`,
      width: 800,
      height: 450,
      alt: goodEntry.alt,
      loading: 'lazy',
      decoding: 'async',
    });
    expect(all(pictures[1]!, 'img')[0]!.properties?.src).toBe(`/base/img/screenshots/${CURRENT}/demo-dark.png`);
  });

  it('puts an afterHeading: null picture after the opening paragraph', () => {
    const tree = render(`Intro.\n\n${PAGE}`, '/site/docs/Features/find-in-files.md', [placement({afterHeading: null})]);
    const top = (tree.children ?? []).filter((n) => n.type === 'element');
    expect(top.map((n) => n.tagName).slice(0, 3)).toEqual(['p', 'figure', 'h2']);
  });

  it('adds a caption when the placement has one', () => {
    const tree = render(PAGE, '/site/docs/Features/find-in-files.md', [placement({caption: 'Results grouped by file.'})]);
    expect(all(tree, 'figcaption')[0]?.children?.[0]?.value).toBe('Results grouped by file.');
  });

  it('leaves other pages alone', () => {
    const tree = render(PAGE, '/site/docs/Features/quick-edit.md', [placement()]);
    expect(all(tree, 'figure')).toEqual([]);
  });

  it('fails the build with the page and the name when the heading is missing', () => {
    expect(() => render(PAGE, '/site/docs/Features/find-in-files.md', [placement({afterHeading: 'gone'})])).toThrow(
      ScreenshotPlacementError,
    );
    expect(() => render(PAGE, '/site/docs/Features/find-in-files.md', [placement({afterHeading: 'gone'})])).toThrow(
      /find-in-files\.md.*\{#gone\}.*"demo"/,
    );
  });

  it('fails when the heading exists only as an automatic id', () => {
    const page = '## Search the project\n\nText.\n';
    expect(() => render(page, '/site/docs/Features/find-in-files.md', [placement({afterHeading: 'search-the-project'})])).toThrow(
      /explicit id/,
    );
  });

  it('fails the build when the picture or one of its files is missing', () => {
    expect(() => render(PAGE, '/site/docs/Features/find-in-files.md', [placement({shot: 'nope'})])).toThrow(
      /Features\/find-in-files \(nope\): no picture named "nope"/,
    );
    const dir = fakeStatic(CURRENT, 'demo', {skip: ['demo-light.webp']});
    expect(() => render(PAGE, '/site/docs/Features/find-in-files.md', [placement()], undefined, dir)).toThrow(/demo-light\.webp/);
  });

  it('fails the build when a page of an older version places a picture taken for the current one', () => {
    expect(() => render(PAGE, `/site/versioned_docs/version-${PREVIOUS}/Features/find-in-files.md`, [placement()])).toThrow(
      new RegExp(`belongs to ${esc(CURRENT)}, not to ${esc(PREVIOUS)}`),
    );
  });
});

describe('remarkScreenshots through MDX, as the build compiles pages', () => {
  async function html(source: string, format: 'md' | 'mdx') {
    const {evaluate} = await import('@mdx-js/mdx');
    const runtime = await import('react/jsx-runtime');
    const {renderToStaticMarkup} = await import('react-dom/server');
    const React = await import('react');
    const dir = fakeStatic(CURRENT, 'demo');
    const file = {path: `/site/docs/Features/find-in-files.${format}`, value: source};
    const {default: Content} = await evaluate(
      file as never,
      {
        ...(runtime as object),
        format,
        remarkPlugins: [
          [remarkScreenshots, {placements: {[CURRENT]: [placement()]}, manifests: manifestsWith({demo: goodEntry}), staticDir: dir}],
        ],
      } as never,
    );
    return renderToStaticMarkup(React.createElement(Content as never));
  }

  it.each(['md', 'mdx'] as const)('renders the figure in a .%s page', async (format) => {
    const source =
      format === 'mdx' ? PAGE.replace('{#search-in-files}', '\\{#search-in-files\\}').replace('{#settings}', '\\{#settings\\}') : PAGE;
    const out = await html(source, format);
    expect(out).toContain('<figure class="editor-shot editor-shot--screenshot" data-shot="demo">');
    expect(out).toContain(
      `<picture class="editor-shot__picture editor-shot__light"><source type="image/avif" srcSet="/img/screenshots/${CURRENT}/demo-light.avif 1x, /img/screenshots/${CURRENT}/demo-light@2x.avif 2x"/>`,
    );
    expect(out).toContain(
      `<source type="image/webp" srcSet="/img/screenshots/${CURRENT}/demo-dark.webp 1x, /img/screenshots/${CURRENT}/demo-dark@2x.webp 2x"/>`,
    );
    expect(out).toMatch(
      new RegExp(
        `<img src="/img/screenshots/${esc(CURRENT)}/demo-light\\.png" srcSet="/img/screenshots/${esc(CURRENT)}/demo-light@2x\\.png 2x" width="800" height="450" alt="The Find in Files panel[^"]*" loading="lazy" decoding="async"/>`,
      ),
    );
  });
});
