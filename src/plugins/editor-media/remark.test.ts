import {unified, type Plugin} from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {describe, expect, it} from 'vitest';
import {THEMES, type ClipPlacement, type PicturePlacement, type PlacementLists} from '../../data/editorMedia';
import {OSES} from '../../data/facts';
import remarkEditorMedia, {EditorMediaPlacementError, type RemarkEditorMediaOptions} from './remark';
import remarkStaticFigures from '../static-figures/remark';
import {
  CURRENT,
  PREVIOUS,
  clipManifests,
  clipPlacement,
  esc,
  fakeClipStatic,
  fakePictureStatic,
  goodClip,
  goodPicture,
  pictureManifests,
  picturePlacement,
} from './testFixtures';

type Hast = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Hast[]; content?: Hast; value?: string};
/** Every element named `tagName`, a template's content included. */
const all = (node: Hast, tagName: string): Hast[] => [
  ...(node.tagName === tagName ? [node] : []),
  ...[...(node.children ?? []), ...(node.content ? [node.content] : [])].flatMap((child) => all(child, tagName)),
];
const textOf = (node: Hast): string => node.value ?? (node.children ?? []).map(textOf).join('');
const topElements = (tree: Hast) => (tree.children ?? []).filter((n) => n.type === 'element');

type MdTree = {type: string; value?: string; children?: MdTree[]; data?: unknown};
/**
 * Gives every heading an id, as Docusaurus does before the site's remark plugins run: its explicit
 * `{#id}` (taken out of its words), or one derived from its words.
 */
const docusaurusHeadingIds = () => (tree: MdTree) => {
  for (const node of tree.children ?? []) {
    if (node.type !== 'heading') continue;
    const last = node.children?.at(-1);
    const explicit = last?.value ? /\s*\{#([^}\s]+)\}$/.exec(last.value) : null;
    if (explicit) last!.value = last!.value!.slice(0, explicit.index);
    const words = (node.children ?? []).map((child) => child.value ?? '').join('');
    const id =
      explicit?.[1] ??
      words
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    node.data = {id, hProperties: {id}};
  }
};

/** The page through remark and remark-rehype with the media plugin; `withIds` first gives the headings their ids as Docusaurus does. */
function render(markdown: string, filePath: string, options: RemarkEditorMediaOptions, {withIds = false} = {}) {
  const plugin = remarkEditorMedia as unknown as Plugin<[RemarkEditorMediaOptions]>;
  const processor = unified()
    .use(remarkParse)
    .use(withIds ? docusaurusHeadingIds : () => undefined)
    .use(plugin, {baseUrl: '/base/', ...options})
    .use(remarkRehype);
  return processor.runSync(processor.parse(markdown), {path: filePath, value: markdown} as never) as unknown as Hast;
}

// ---- Pictures -------------------------------------------------------------------------------------

const SHOT_PAGE = '## Search the project {#search-in-files}\n\nType a word.\n\n## Settings {#settings}\n\nMore.\n';
const SHOT_FILE = '/site/docs/Features/find-in-files.md';

function renderPictures(
  markdown: string,
  filePath: string,
  placements: PicturePlacement[],
  manifests = pictureManifests({demo: goodPicture}),
  dir = fakePictureStatic(CURRENT, 'demo'),
) {
  return render(markdown, filePath, {
    placements: {picture: {[CURRENT]: placements, [PREVIOUS]: placements}},
    manifests: {picture: manifests},
    staticDir: dir,
  });
}

describe('remarkEditorMedia: pictures', () => {
  it('puts a light and a dark picture right below the heading', () => {
    const top = topElements(renderPictures(`Intro.\n\n${SHOT_PAGE}`, SHOT_FILE, [picturePlacement()]));
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
      alt: goodPicture.alt,
      loading: 'lazy',
      decoding: 'async',
    });
    expect(all(pictures[1]!, 'img')[0]!.properties?.src).toBe(`/base/img/screenshots/${CURRENT}/demo-dark.png`);
  });

  it('puts an afterHeading: null picture after the opening paragraph', () => {
    const top = topElements(renderPictures(`Intro.\n\n${SHOT_PAGE}`, SHOT_FILE, [picturePlacement({afterHeading: null})]));
    expect(top.map((n) => n.tagName).slice(0, 3)).toEqual(['p', 'figure', 'h2']);
  });

  it('adds a caption when the placement has one', () => {
    const tree = renderPictures(SHOT_PAGE, SHOT_FILE, [picturePlacement({caption: 'Results grouped by file.'})]);
    expect(all(tree, 'figcaption')[0]?.children?.[0]?.value).toBe('Results grouped by file.');
  });

  it('leaves other pages alone, and puts no picture on a developer guide', () => {
    expect(all(renderPictures(SHOT_PAGE, '/site/docs/Features/quick-edit.md', [picturePlacement()]), 'figure')).toEqual([]);
    const guide = render(SHOT_PAGE, '/site/api/find-in-files.md', {
      placements: {picture: {api: [picturePlacement({page: 'find-in-files'})]}},
      manifests: {picture: pictureManifests({demo: goodPicture})},
      staticDir: fakePictureStatic(CURRENT, 'demo'),
    });
    expect(all(guide, 'figure')).toEqual([]);
  });

  it('fails the build with the page and the name when the heading is missing', () => {
    expect(() => renderPictures(SHOT_PAGE, SHOT_FILE, [picturePlacement({afterHeading: 'gone'})])).toThrow(EditorMediaPlacementError);
    expect(() => renderPictures(SHOT_PAGE, SHOT_FILE, [picturePlacement({afterHeading: 'gone'})])).toThrow(
      /find-in-files\.md.*\{#gone\}.*"demo"/,
    );
  });

  it('fails when the heading exists only as an automatic id', () => {
    const page = '## Search the project\n\nText.\n';
    expect(() => renderPictures(page, SHOT_FILE, [picturePlacement({afterHeading: 'search-the-project'})])).toThrow(/explicit id/);
    // The same with the id Docusaurus derives from the heading's words.
    expect(() =>
      render(
        page,
        SHOT_FILE,
        {
          placements: {picture: {[CURRENT]: [picturePlacement({afterHeading: 'search-the-project'})]}},
          manifests: {picture: pictureManifests({demo: goodPicture})},
          staticDir: fakePictureStatic(CURRENT, 'demo'),
        },
        {withIds: true},
      ),
    ).toThrow(`${SHOT_FILE}: no heading with the explicit id {#search-the-project} for the picture "demo"`);
  });

  it('fails the build when the picture or one of its files is missing', () => {
    expect(() => renderPictures(SHOT_PAGE, SHOT_FILE, [picturePlacement({shot: 'nope'})])).toThrow(
      /Features\/find-in-files \(nope\): no picture named "nope"/,
    );
    const dir = fakePictureStatic(CURRENT, 'demo', {skip: ['demo-light.webp']});
    expect(() => renderPictures(SHOT_PAGE, SHOT_FILE, [picturePlacement()], undefined, dir)).toThrow(/demo-light\.webp/);
  });

  it('fails the build when a page of an older version places a picture taken for the current one', () => {
    expect(() =>
      renderPictures(SHOT_PAGE, `/site/versioned_docs/version-${PREVIOUS}/Features/find-in-files.md`, [picturePlacement()]),
    ).toThrow(new RegExp(`belongs to ${esc(CURRENT)}, not to ${esc(PREVIOUS)}`));
  });
});

// ---- Clips ----------------------------------------------------------------------------------------

const CLIP_PAGE = 'Intro.\n\n## Use Emmet {#use-emmet}\n\nType.\n\n## Limits {#limits}\n\nMore.\n';
const CLIP_FILE = '/site/docs/Features/emmet.md';

function renderClips(markdown: string, filePath: string, placements: ClipPlacement[], dir = fakeClipStatic(goodClip)) {
  return render(markdown, filePath, {
    placements: {clip: {[CURRENT]: placements, api: placements}},
    manifests: {clip: clipManifests({demo: goodClip})},
    staticDir: dir,
  });
}

describe('remarkEditorMedia: clips', () => {
  it('puts a figure below the heading: poster, silent looping video without preload, sources, caption steps', () => {
    const top = topElements(renderClips(CLIP_PAGE, CLIP_FILE, [clipPlacement()]));
    const at = top.findIndex((n) => n.tagName === 'figure');
    expect(top[at - 1]?.tagName).toBe('h2');
    const figure = top[at]!;
    expect(figure.properties?.className).toEqual(['editor-clip']);
    // Each mode's video waits in a template of its block, beside the poster: no <video> in the page.
    const templates = all(figure, 'template');
    expect(templates.map((t) => t.properties?.className)).toEqual([['editor-clip__video-markup'], ['editor-clip__video-markup']]);
    expect(all({type: 'root', children: figure.children}, 'template').flatMap((t) => t.children ?? [])).toEqual([]);
    const videos = all(figure, 'video');
    expect(videos).toHaveLength(2);
    expect(templates.map((t) => all(t.content!, 'video')[0])).toEqual(videos);
    expect(videos[0]!.properties).toMatchObject({
      preload: 'none',
      muted: true,
      playsInline: true,
      loop: true,
      controls: true,
      width: 720,
      height: 300,
    });
    expect(videos[0]!.properties?.autoPlay).toBeUndefined();
    expect(videos[0]!.properties?.poster).toBeUndefined();
    expect(all(videos[0]!, 'source').map((s) => [s.properties?.src, s.properties?.type])).toEqual([
      [`/base/clips/${CURRENT}/demo-light.webm`, 'video/webm; codecs="vp9"'],
      [`/base/clips/${CURRENT}/demo-light.mp4`, 'video/mp4; codecs="avc1.640028"'],
    ]);
    // The dark recording had no WebM worth keeping.
    expect(all(videos[1]!, 'source').map((s) => s.properties?.src)).toEqual([`/base/clips/${CURRENT}/demo-dark.mp4`]);
    const posters = all(figure, 'picture');
    expect(all(posters[0]!, 'source')[0]!.properties).toMatchObject({type: 'image/avif', srcSet: `/base/clips/${CURRENT}/demo-light.avif`});
    expect(all(posters[1]!, 'img')[0]!.properties).toMatchObject({
      src: `/base/clips/${CURRENT}/demo-dark.webp`,
      width: 720,
      height: 300,
      loading: 'lazy',
    });
    const caption = all(figure, 'figcaption')[0]!;
    expect(videos[0]!.properties?.ariaDescribedBy).toBe(caption.properties?.id);
  });

  it('gives each video one captions track per OS, none on by default, beside its colour mode', () => {
    const figure = all(renderClips(CLIP_PAGE, CLIP_FILE, [clipPlacement()]), 'figure')[0]!;
    for (const [i, theme] of THEMES.entries()) {
      const tracks = all(all(figure, 'video')[i]!, 'track');
      expect(tracks.map((t) => t.properties)).toEqual(
        OSES.map((os) => ({
          kind: 'captions',
          srcLang: 'en',
          label: `English (${{win: 'Windows', mac: 'macOS', linux: 'Linux'}[os]})`,
          src: `/base/clips/${CURRENT}/demo-${theme}.${os}.vtt`,
          dataOs: os,
        })),
      );
      expect(tracks.some((t) => t.properties?.default)).toBe(false);
    }
  });

  it('lists the cues as the caption steps, keys and menus per OS in the site markup', () => {
    const caption = all(all(renderClips(CLIP_PAGE, CLIP_FILE, [clipPlacement()]), 'figure')[0]!, 'figcaption')[0]!;
    const steps = all(caption, 'li');
    expect(steps.map(textOf)[0]).toBe('An abbreviation is typed on an empty line.');
    // Enter is Enter everywhere: no per-OS markup.
    expect(all(steps[1]!, 'kbd').map(textOf)).toEqual(['Enter']);
    expect(all(steps[1]!, 'span')).toEqual([]);
    // Undo differs: one span per OS, the menu path bold and the key a <kbd>.
    const perOs = all(steps[2]!, 'span').filter((n) => n.properties?.dataOs);
    expect(perOs.map((n) => [n.properties?.dataOs, textOf(n)])).toEqual([
      ['win', 'Edit > Undo (Ctrl+Z) takes it away again.'],
      ['mac', 'Edit > Undo (⌘Z) takes it away again.'],
      ['linux', 'Edit > Undo (Ctrl+Z) takes it away again.'],
    ]);
    expect(all(steps[2]!, 'span')[0]!.properties?.className).toEqual(['per-os']);
    expect(all(perOs[1]!, 'kbd').map(textOf)).toEqual(['⌘Z']);
  });

  it('keeps the old caption, without tracks, for a clip recorded before cues', () => {
    const legacy = {...goodClip, cues: undefined, caption: ['An abbreviation is typed.', 'Enter expands it.']};
    const tree = render(CLIP_PAGE, CLIP_FILE, {
      placements: {clip: {[CURRENT]: [clipPlacement()]}},
      manifests: {clip: clipManifests({demo: legacy})},
      staticDir: fakeClipStatic(legacy),
      baseUrl: '/',
    });
    expect(all(tree, 'track')).toEqual([]);
    expect(all(tree, 'li').map(textOf)).toEqual(legacy.caption);
  });

  it('places clips on developer guides too', () => {
    const tree = renderClips(CLIP_PAGE, '/site/api/creating-themes.md', [clipPlacement({page: 'creating-themes'})]);
    expect(all(tree, 'video')).toHaveLength(2);
  });

  it('puts an afterHeading: null clip after the opening paragraph', () => {
    const top = topElements(renderClips(CLIP_PAGE, CLIP_FILE, [clipPlacement({afterHeading: null})]));
    expect(top.map((n) => n.tagName).slice(0, 3)).toEqual(['p', 'figure', 'h2']);
  });

  it('fails the build when the heading, the clip or a file is missing', () => {
    expect(() => renderClips(CLIP_PAGE, CLIP_FILE, [clipPlacement({afterHeading: 'gone'})])).toThrow(EditorMediaPlacementError);
    expect(() => renderClips(CLIP_PAGE, CLIP_FILE, [clipPlacement({clip: 'nope'})])).toThrow(/no clip named "nope"/);
    expect(() => renderClips(CLIP_PAGE, CLIP_FILE, [clipPlacement()], fakeClipStatic(goodClip, {skip: ['demo-dark.webp']}))).toThrow(
      /demo-dark\.webp/,
    );
  });

  it('fails the build, naming the file and the clip, when the heading has only the id Docusaurus derived', () => {
    const page = 'Intro.\n\n## Use Emmet\n\nType.\n';
    const options = {
      placements: {clip: {[CURRENT]: [clipPlacement({afterHeading: 'use-emmet'})]}},
      manifests: {clip: clipManifests({demo: goodClip})},
      staticDir: fakeClipStatic(goodClip),
    };
    const placing = () => render(page, CLIP_FILE, options, {withIds: true});
    expect(placing).toThrow(EditorMediaPlacementError);
    expect(placing).toThrow(`${CLIP_FILE}: no heading with the explicit id {#use-emmet} for the clip "demo"`);
    // With the same id written out, the clip goes in.
    const tree = render(page.replace('## Use Emmet', '## Use Emmet {#use-emmet}'), CLIP_FILE, options, {withIds: true});
    expect(all(tree, 'video')).toHaveLength(2);
  });
});

// ---- Both kinds on one page -----------------------------------------------------------------------

describe('remarkEditorMedia: pictures and clips together', () => {
  const page = 'Intro.\n\n## Use Emmet {#use-emmet}\n\nType.\n\n## Limits {#limits}\n\nMore.\n';
  const both = (picture: PlacementLists['picture'], clip: PlacementLists['clip']) => ({
    placements: {picture, clip},
    manifests: {picture: pictureManifests({demo: goodPicture}), clip: clipManifests({demo: goodClip})},
    // One static folder with the picture's files and the clip's.
    staticDir: fakeClipStatic(goodClip, {}, fakePictureStatic(CURRENT, 'demo')),
  });

  it('puts the pictures first, then the clips, below one heading and after the opening paragraph', () => {
    const options = both(
      {
        [CURRENT]: [
          picturePlacement({page: 'Features/emmet', afterHeading: 'use-emmet'}),
          picturePlacement({page: 'Features/emmet', afterHeading: null}),
        ],
      },
      {[CURRENT]: [clipPlacement({afterHeading: 'use-emmet'}), clipPlacement({afterHeading: null})]},
    );
    const top = topElements(render(page, CLIP_FILE, options));
    const kinds = top.map((n) => (n.tagName === 'figure' ? (n.properties?.className as string[])[0] : n.tagName));
    expect(kinds).toEqual(['p', 'editor-shot', 'editor-clip', 'h2', 'editor-shot', 'editor-clip', 'p', 'h2', 'p']);
    // Each clip's caption id is unique on the page.
    expect(all({type: 'root', children: top}, 'figcaption').map((c) => c.properties?.id)).toEqual(['clip-demo-1', 'clip-demo-0']);
  });

  it('reports every problem of the page at once, each with the file or page and the name', () => {
    const options = both(
      {
        [CURRENT]: [
          picturePlacement({page: 'Features/emmet', afterHeading: 'gone'}),
          picturePlacement({page: 'Features/emmet', afterHeading: 'use-emmet', shot: 'nope'}),
        ],
      },
      {[CURRENT]: [clipPlacement({afterHeading: 'limit'}), clipPlacement({clip: 'missing'})]},
    );
    let message = '';
    try {
      render(page, CLIP_FILE, options);
    } catch (error) {
      expect(error).toBeInstanceOf(EditorMediaPlacementError);
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      `Placements of the editor's pictures and clips (docs version ${CURRENT}):`,
      `  docs/Features/emmet (nope): no picture named "nope" in static/img/screenshots/${CURRENT}/`,
      `  docs/Features/emmet (missing): no clip named "missing" in static/clips/${CURRENT}/`,
      `  ${CLIP_FILE}: no heading with the explicit id {#gone} for the picture "demo"`,
      `  ${CLIP_FILE}: no heading with the explicit id {#limit} for the clip "demo"`,
    ]);
  });
});

// ---- Through MDX ----------------------------------------------------------------------------------

describe('remarkEditorMedia through MDX, as the build compiles pages', () => {
  async function html(source: string, format: 'md' | 'mdx') {
    const {evaluate} = await import('@mdx-js/mdx');
    const runtime = await import('react/jsx-runtime');
    const {renderToStaticMarkup} = await import('react-dom/server');
    const React = await import('react');
    const dir = fakePictureStatic(CURRENT, 'demo');
    const file = {path: `/site/docs/Features/find-in-files.${format}`, value: source};
    const options: RemarkEditorMediaOptions = {
      placements: {picture: {[CURRENT]: [picturePlacement()]}},
      manifests: {picture: pictureManifests({demo: goodPicture})},
      staticDir: dir,
    };
    const {default: Content} = await evaluate(
      file as never,
      {...(runtime as object), format, remarkPlugins: [[remarkEditorMedia, options]]} as never,
    );
    return renderToStaticMarkup(React.createElement(Content as never));
  }

  it.each(['md', 'mdx'] as const)('renders the picture in a .%s page', async (format) => {
    const source =
      format === 'mdx'
        ? SHOT_PAGE.replace('{#search-in-files}', '\\{#search-in-files\\}').replace('{#settings}', '\\{#settings\\}')
        : SHOT_PAGE;
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

  it.each(['md', 'mdx'] as const)('writes the clip into a .%s page as one static figure', async (format) => {
    const {compile} = await import('@mdx-js/mdx');
    const source =
      format === 'mdx' ? CLIP_PAGE.replace('{#use-emmet}', '\\{#use-emmet\\}').replace('{#limits}', '\\{#limits\\}') : CLIP_PAGE;
    const options: RemarkEditorMediaOptions = {
      placements: {clip: {[CURRENT]: [clipPlacement()], api: []}},
      manifests: {clip: clipManifests({demo: goodClip})},
      staticDir: fakeClipStatic(goodClip),
    };
    const code = String(
      await compile(
        {path: `/site/docs/Features/emmet.${format}`, value: source},
        {format, remarkPlugins: [[remarkEditorMedia, options], remarkStaticFigures]},
      ),
    );
    const figure = /_jsx\(StaticFigure, \{\s*className: "editor-clip",\s*"data-clip": "demo",\s*html: ("(?:[^"\\]|\\.)*")/.exec(code);
    expect(figure, 'a <StaticFigure> for the clip').not.toBeNull();
    const html = JSON.parse(figure![1]!) as string;
    expect(html).toMatch(
      /^<div class="editor-clip__media editor-clip__light"><picture class="editor-clip__poster">.*<\/picture><template class="editor-clip__video-markup"><video class="editor-clip__video" width="720" height="300" preload="none" muted playsinline loop controls aria-label="Clip: [^"]+" aria-describedby="clip-demo-0" data-clip-theme="light">/,
    );
    expect(html).toContain(`<img src="/clips/${CURRENT}/demo-dark.webp" width="720" height="300" alt="" loading="lazy" decoding="async">`);
    expect(html).toContain(
      '<button type="button" class="editor-clip__toggle button button--sm button--secondary" hidden>Play clip</button>',
    );
    expect(html).toContain('<figcaption id="clip-demo-0"><p class="editor-clip__summary">');
  });
});
