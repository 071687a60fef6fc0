import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified, type Plugin} from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {describe, expect, it} from 'vitest';
import {DOCS_VERSIONS, CURRENT_DOCS_VERSION, OLDER_DOCS_VERSIONS, type DocsVersion} from '../../data/docsVersions';

/** The fixtures' two versions: the current one, and the newest older one. */
const current = CURRENT_DOCS_VERSION;
const older = OLDER_DOCS_VERSIONS[0]!;
import {THEMES} from '../../data/screenshots';
import {
  CLIPS_MAX_BYTES_PER_VERSION,
  CLIP_MAX_BYTES,
  MIN_MOTION,
  clipEntryProblems,
  clipFileName,
  clipFiles,
  clipManifestFor,
  clipPageOfFile,
  clipPath,
  clipPlacementProblems,
  type ClipEntry,
  type ClipManifest,
  versionOfSection,
} from '../../data/clips';
import {clipPlacements, clipsAwaitingAPage, clipsAwaitingCues, type ClipPlacement, type ClipSection} from '../../data/clips/placements';
import {clipVtt, cueText, type ClipCue} from '../../data/clips/cues';
import {captionFiles} from './index';
import {OSES} from '../../data/facts';
import {hasFfmpeg, measureMotion} from '../../lib/clipFrames.mjs';
import * as recorder from '../../../scripts/screenshots/lib/clips.mjs';
import remarkClips, {ClipPlacementError, type RemarkClipsOptions} from './remarkClips';
import remarkStaticFigures from '../static-figures/remark';

const siteDir = path.resolve(__dirname, '../../..');
const staticDir = path.join(siteDir, 'static');
const SECTIONS = Object.keys(clipPlacements) as ClipSection[];

describe('the clips the site ships', () => {
  it.each(SECTIONS)('every clip placement of %s renders: page, explicit heading, clip, caption, every file', (section) => {
    expect(clipPlacementProblems({section, placements: clipPlacements[section] ?? [], staticDir, siteDir})).toEqual([]);
  });

  it.each(DOCS_VERSIONS)('every clip of %s has a poster, caption, size and all its files, each under 500 KB', (version) => {
    for (const [name, entry] of Object.entries(clipManifestFor(version))) {
      expect(clipEntryProblems(name, entry), name).toEqual([]);
      for (const file of clipFiles(version, name, entry)) {
        const full = path.join(staticDir, file);
        expect(fs.existsSync(full), file).toBe(true);
        expect(fs.statSync(full).size, file).toBeLessThanOrEqual(CLIP_MAX_BYTES);
        expect(fs.statSync(full).size, `${file}: size differs from the manifest`).toBe(entry.bytes[path.basename(file)]);
      }
    }
  });

  it.each(DOCS_VERSIONS)('no file in static/clips/%s is over the budget or missing from the manifest', (version) => {
    const dir = path.join(staticDir, 'clips', version);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    const known = new Set(Object.values(clipManifestFor(version)).flatMap((entry) => Object.keys(entry.bytes)));
    for (const file of files) {
      expect(fs.statSync(path.join(dir, file)).size, file).toBeLessThanOrEqual(CLIP_MAX_BYTES);
      expect(known.has(file), `${file} has no manifest entry`).toBe(true);
    }
  });

  it.each(DOCS_VERSIONS)('every clip of %s has captions (cues), unless it waits for them by name', (version) => {
    for (const [name, entry] of Object.entries(clipManifestFor(version))) {
      if (clipsAwaitingCues.includes(name)) expect(entry.cues, `${name} has cues: take it off clipsAwaitingCues`).toBeUndefined();
      else expect(entry.cues, `${name} has no cues: record it again (its steps announce them)`).toBeDefined();
    }
  });

  it.each(DOCS_VERSIONS)('every clip of %s with cues gets one captions file per colour mode and OS, rendered from the facts', (version) => {
    const files = captionFiles();
    for (const [name, entry] of Object.entries(clipManifestFor(version))) {
      if (!entry.cues) continue;
      for (const theme of THEMES) {
        for (const os of OSES) {
          const vtt = files.get(`clips/${version}/${name}-${theme}.${os}.vtt`);
          expect(vtt, `${name}-${theme}.${os}.vtt`).toMatch(/^WEBVTT/);
          expect(vtt!.match(/ --> /g)).toHaveLength(entry.cues[theme].length);
          // No placeholder is left unrendered.
          expect(vtt, name).not.toMatch(/\{(menu|kbd|cmd|key|item):/);
        }
      }
    }
  });

  it('the clips of each docs version together stay under 20 MB', () => {
    const dir = path.join(staticDir, 'clips');
    for (const version of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      let total = 0;
      for (const file of fs.readdirSync(path.join(dir, version))) total += fs.statSync(path.join(dir, version, file)).size;
      expect(total, `the clips of ${version}`).toBeLessThanOrEqual(CLIPS_MAX_BYTES_PER_VERSION);
    }
  });

  it('the modern WebM is shipped only where it is at least a quarter smaller than the MP4', () => {
    for (const version of DOCS_VERSIONS) {
      for (const [name, entry] of Object.entries(clipManifestFor(version))) {
        for (const theme of THEMES) {
          const webm = entry.bytes[clipFileName(name, theme, 'webm')];
          if (webm !== undefined)
            expect(webm, `${name}-${theme}`).toBeLessThanOrEqual(entry.bytes[clipFileName(name, theme, 'mp4')]! * 0.75);
        }
      }
    }
  });

  it('every clip moves, as the recorder measured it', () => {
    for (const version of DOCS_VERSIONS)
      for (const [name, entry] of Object.entries(clipManifestFor(version)))
        for (const theme of THEMES) expect(entry.motion[theme], `${name}-${theme} does not move`).toBeGreaterThanOrEqual(MIN_MOTION);
  });

  // The recorder writes each clip's motion when it encodes the clip, and the sizes above tie every
  // file to its manifest entry; decoding one clip in DECODED_EVERY (both themes) shows the figures
  // are measurements of these files, at a fraction of the time of decoding all of them.
  // Decoding needs ffmpeg; CI installs it (.ci/run), so there the check always runs. The release
  // rehearsal skips it: a cut never writes a clip file (scripts/release-rehearsal.mjs).
  const DECODED_EVERY = 4;
  it.runIf((hasFfmpeg() || process.env.CI) && process.env.RELEASE_REHEARSAL !== '1')(
    `one clip in ${DECODED_EVERY}, decoded, moves as much as its manifest says`,
    () => {
      for (const version of DOCS_VERSIONS) {
        const manifest = clipManifestFor(version);
        const names = Object.keys(manifest).sort();
        for (const name of names.filter((_, i) => i % DECODED_EVERY === 0)) {
          const entry = manifest[name]!;
          for (const theme of THEMES) {
            const {motion} = measureMotion(path.join(staticDir, clipPath(version, name, theme, 'mp4')));
            expect(motion, `${name}-${theme} does not move`).toBeGreaterThanOrEqual(MIN_MOTION);
            expect(Math.abs(motion - entry.motion[theme]), `${name}-${theme}: the manifest's motion figure is stale`).toBeLessThan(0.02);
          }
        }
      }
    },
    120_000,
  );

  it.each(DOCS_VERSIONS)('every clip of %s is placed on a page, or waits for one by name', (version) => {
    const placed = new Set(
      [...(clipPlacements[version] ?? []), ...(version === versionOfSection('api') ? (clipPlacements.api ?? []) : [])].map((p) => p.clip),
    );
    for (const name of Object.keys(clipManifestFor(version))) {
      expect(placed.has(name) || clipsAwaitingAPage.includes(name), `${name} is on no page`).toBe(true);
    }
  });
});

describe('motion measurement', () => {
  it.runIf(hasFfmpeg())(
    'scores a still video 0 and a changing one above the threshold',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clip-motion-'));
      const run = (args: string[]) => {
        expect(spawnSync('ffmpeg', ['-v', 'error', '-y', ...args]).status).toBe(0);
      };
      run(['-f', 'lavfi', '-i', 'color=c=white:s=320x180:d=2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', path.join(dir, 'still.mp4')]);
      const moving = 'color=c=white:s=320x180:d=1[a];color=c=black:s=320x180:d=1[b];[a][b]concat=n=2:v=1:a=0';
      run(['-f', 'lavfi', '-i', moving, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', path.join(dir, 'moving.mp4')]);
      expect(measureMotion(path.join(dir, 'still.mp4')).motion).toBe(0);
      expect(measureMotion(path.join(dir, 'moving.mp4')).motion).toBeGreaterThan(MIN_MOTION);
    },
    60_000,
  );
});

const goodCues: ClipCue[] = [
  {start: 0, end: 3, text: 'An abbreviation is typed on an empty line.'},
  {start: 3, end: 6, text: '{key:Enter} expands it into a list.'},
  {start: 6, end: 8, text: '{cmd:edit.undo} takes it away again.'},
];

const goodEntry: ClipEntry = {
  alt: 'Emmet in HTML: an abbreviation expands into a list with three items.',
  cues: {light: goodCues, dark: goodCues.map((cue) => ({...cue, start: cue.start && cue.start + 0.5}))},
  width: 720,
  height: 300,
  duration: 8,
  recipe: 'abc',
  motion: {light: 0.05, dark: 0.05},
  loopJump: {light: 0, dark: 0},
  bytes: {
    'demo-light.mp4': 1000,
    'demo-light.webm': 600,
    'demo-light.avif': 100,
    'demo-light.webp': 100,
    'demo-dark.mp4': 1000,
    'demo-dark.avif': 100,
    'demo-dark.webp': 100,
  },
};

function manifestsWith(entries: ClipManifest, version: DocsVersion = current): Record<DocsVersion, ClipManifest> {
  return {...Object.fromEntries(DOCS_VERSIONS.map((v) => [v, {}])), [version]: entries};
}

/** A static folder holding the files of `name` as the manifest lists them. */
function fakeStatic(entry: ClipEntry, {skip = [] as string[], big = [] as string[]} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clips-'));
  fs.mkdirSync(path.join(dir, `clips/${current}`), {recursive: true});
  for (const file of Object.keys(entry.bytes)) {
    if (skip.includes(file)) continue;
    fs.writeFileSync(path.join(dir, `clips/${current}`, file), Buffer.alloc(big.includes(file) ? CLIP_MAX_BYTES + 1 : 10));
  }
  return dir;
}

const placement = (over: Partial<ClipPlacement> = {}): ClipPlacement => ({
  page: 'Features/emmet',
  afterHeading: 'use-emmet',
  clip: 'demo',
  ...over,
});

describe('clip checks', () => {
  it('pass for a complete clip', () => {
    expect(clipEntryProblems('demo', goodEntry)).toEqual([]);
    expect(
      clipPlacementProblems({
        section: current,
        placements: [placement()],
        manifests: manifestsWith({demo: goodEntry}),
        staticDir: fakeStatic(goodEntry),
      }),
    ).toEqual([]);
  });

  it('fail without a poster, a caption, dimensions, or a file', () => {
    const {'demo-dark.avif': _, ...noPoster} = goodEntry.bytes;
    expect(clipEntryProblems('demo', {...goodEntry, bytes: noPoster})).toEqual(['"demo" has no dark avif']);
    expect(clipEntryProblems('demo', {...goodEntry, cues: undefined})).toEqual([
      '"demo" has no captions: at least two cues (s.say in its steps) (light)',
      '"demo" has no captions: at least two cues (s.say in its steps) (dark)',
    ]);
    // An entry recorded before cues keeps its caption until it is recorded again.
    const legacy = {...goodEntry, cues: undefined, caption: ['An abbreviation is typed.', 'Enter expands it.']};
    expect(clipEntryProblems('demo', legacy)).toEqual([]);
    expect(clipEntryProblems('demo', {...legacy, caption: []})).toEqual(['"demo" has no step-by-step caption (at least two steps)']);
    expect(clipEntryProblems('demo', {...goodEntry, width: 0})).toEqual(['"demo" has no width']);
    const missing = fakeStatic(goodEntry, {skip: ['demo-light.mp4']});
    expect(
      clipPlacementProblems({section: current, placements: [placement()], manifests: manifestsWith({demo: goodEntry}), staticDir: missing}),
    ).toEqual([`docs/Features/emmet (demo): missing file static/clips/${current}/demo-light.mp4`]);
  });

  it('fail on a cue the facts cannot render, cues out of order or past the end, or themes that say different things', () => {
    const withCues = (light: ClipCue[], dark = light) => clipEntryProblems('demo', {...goodEntry, cues: {light, dark}});
    expect(withCues([goodCues[0]!, {start: 3, end: 8, text: '{menu:no.such} opens.'}])).toEqual([
      `"demo": cue 2: {menu:no.such}: the editor ${current} has no command no.such (light)`,
      `"demo": cue 2: {menu:no.such}: the editor ${current} has no command no.such (dark)`,
    ]);
    expect(withCues([goodCues[0]!, {start: 2, end: 9, text: 'Typed by {hand}.'}])).toEqual([
      '"demo": cue 2 runs 2–9 s, outside the clip\'s 8 s (light)',
      '"demo": cue 2 starts before cue 1 ends (light)',
      '"demo": cue 2: "Typed by {hand}.": a brace that is no placeholder (menu, kbd, cmd, key, item, label) (light)',
      '"demo": cue 2 runs 2–9 s, outside the clip\'s 8 s (dark)',
      '"demo": cue 2 starts before cue 1 ends (dark)',
      '"demo": cue 2: "Typed by {hand}.": a brace that is no placeholder (menu, kbd, cmd, key, item, label) (dark)',
    ]);
    expect(
      withCues(
        goodCues,
        [goodCues[0]!, goodCues[2]!, goodCues[1]!].map((c, i) => ({...c, start: i * 2, end: i * 2 + 2})),
      ),
    ).toEqual(['"demo": the light and dark recordings announce different cues']);
  });

  it('fail on a file over 500 KB, a clip that does not move, or one too long', () => {
    expect(clipEntryProblems('demo', {...goodEntry, bytes: {...goodEntry.bytes, 'demo-dark.mp4': CLIP_MAX_BYTES + 1}})).toEqual([
      '"demo": demo-dark.mp4 is over 500 KB',
    ]);
    const big = fakeStatic(goodEntry, {big: ['demo-dark.mp4']});
    expect(
      clipPlacementProblems({section: current, placements: [placement()], manifests: manifestsWith({demo: goodEntry}), staticDir: big}),
    ).toEqual([`docs/Features/emmet (demo): static/clips/${current}/demo-dark.mp4 is over 500 KB`]);
    expect(clipEntryProblems('demo', {...goodEntry, motion: {light: 0.05, dark: 0}})).toEqual([
      '"demo" (dark) does not move: its frames all look like the first',
    ]);
    expect(clipEntryProblems('demo', {...goodEntry, duration: 21})).toEqual(['"demo" lasts 21 s, outside 3–15 s']);
    // A cue that runs past the end of the video.
    expect(clipEntryProblems('demo', {...goodEntry, duration: 7})).toEqual([
      '"demo": cue 3 runs 6–8 s, outside the clip\'s 7 s (light)',
      '"demo": cue 3 runs 6.5–8 s, outside the clip\'s 7 s (dark)',
    ]);
  });

  it('fail for an unknown clip, a clip of another version, an unknown page or heading', () => {
    expect(clipPlacementProblems({section: current, placements: [placement({clip: 'nope'})], manifests: manifestsWith({})})).toEqual([
      `docs/Features/emmet (nope): no clip named "nope" in static/clips/${current}/`,
    ]);
    expect(clipPlacementProblems({section: older, placements: [placement()], manifests: manifestsWith({demo: goodEntry})})).toEqual([
      `versioned_docs/version-${older}/Features/emmet (demo): the clip "demo" belongs to ${current}, not to ${older}; record it for ${older}`,
    ]);
    const problems = clipPlacementProblems({
      section: current,
      placements: [placement({page: 'Features/nope'}), placement({afterHeading: 'nope'})],
      manifests: manifestsWith({demo: goodEntry}),
      siteDir,
    });
    expect(problems).toEqual([
      'docs/Features/nope (demo): no such page',
      'docs/Features/emmet (demo): no heading with the explicit id {#nope}',
    ]);
  });

  it("give the developer guides the current release's clips, or the previous release's until the current one has any", () => {
    expect(versionOfSection(older, manifestsWith({demo: goodEntry}))).toBe(older);
    expect(versionOfSection('api', manifestsWith({demo: goodEntry}))).toBe(current);
    // Just after a release cut: the new current version has no clips recorded yet.
    expect(versionOfSection('api', manifestsWith({demo: goodEntry}, older))).toBe(older);
    expect(
      clipPlacementProblems({
        section: 'api',
        placements: [placement({page: 'creating-themes'})],
        manifests: manifestsWith({demo: goodEntry}, older),
      }),
    ).toEqual([]);
    // Once it has some, every clip the guides show must be recorded for it.
    expect(
      clipPlacementProblems({
        section: 'api',
        placements: [placement({page: 'creating-themes'})],
        manifests: {...manifestsWith({demo: goodEntry}, older), [current]: {other: goodEntry}},
      }),
    ).toEqual([`api/creating-themes (demo): the clip "demo" belongs to ${older}, not to ${current}; record it for ${current}`]);
  });

  it('find the section and page of docs, versioned docs and developer guides', () => {
    expect(clipPageOfFile('/site/docs/Features/emmet.md')).toEqual({section: current, page: 'Features/emmet'});
    expect(clipPageOfFile(`/site/versioned_docs/version-${older}/intro.md`)).toEqual({section: older, page: 'intro'});
    expect(clipPageOfFile('/site/api/creating-themes.md')).toEqual({section: 'api', page: 'creating-themes'});
    expect(clipPageOfFile('/site/api/API-Reference/command/Commands.md')).toBeNull();
    expect(clipPageOfFile('/site/blog/2025-01-01-post.md')).toBeNull();
  });

  it('the recorder names files and budgets them as the site does', () => {
    expect(recorder.clipFileName('demo', 'dark', 'mp4')).toBe(clipFileName('demo', 'dark', 'mp4'));
    expect(recorder.CLIP_MAX_BYTES).toBe(CLIP_MAX_BYTES);
  });
});

type Hast = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Hast[]; content?: Hast; value?: string};
/** Every element named `tagName`, a template's content included. */
const all = (node: Hast, tagName: string): Hast[] => [
  ...(node.tagName === tagName ? [node] : []),
  ...[...(node.children ?? []), ...(node.content ? [node.content] : [])].flatMap((child) => all(child, tagName)),
];
const textOf = (node: Hast): string => node.value ?? (node.children ?? []).map(textOf).join('');

function render(markdown: string, filePath: string, placements: ClipPlacement[], dir = fakeStatic(goodEntry)) {
  const plugin = remarkClips as unknown as Plugin<[RemarkClipsOptions]>;
  const processor = unified()
    .use(remarkParse)
    .use(plugin, {
      placements: {[current]: placements, api: placements},
      manifests: manifestsWith({demo: goodEntry}),
      staticDir: dir,
      baseUrl: '/base/',
    })
    .use(remarkRehype);
  return processor.runSync(processor.parse(markdown), {path: filePath, value: markdown} as never) as unknown as Hast;
}

const PAGE = 'Intro.\n\n## Use Emmet {#use-emmet}\n\nType.\n\n## Limits {#limits}\n\nMore.\n';

describe('remarkClips', () => {
  it('puts a figure below the heading: poster, silent looping video without preload, sources, caption steps', () => {
    const tree = render(PAGE, '/site/docs/Features/emmet.md', [placement()]);
    const top = (tree.children ?? []).filter((n) => n.type === 'element');
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
      [`/base/clips/${current}/demo-light.webm`, 'video/webm; codecs="vp9"'],
      [`/base/clips/${current}/demo-light.mp4`, 'video/mp4; codecs="avc1.640028"'],
    ]);
    // The dark recording had no WebM worth keeping.
    expect(all(videos[1]!, 'source').map((s) => s.properties?.src)).toEqual([`/base/clips/${current}/demo-dark.mp4`]);
    const posters = all(figure, 'picture');
    expect(all(posters[0]!, 'source')[0]!.properties).toMatchObject({type: 'image/avif', srcSet: `/base/clips/${current}/demo-light.avif`});
    expect(all(posters[1]!, 'img')[0]!.properties).toMatchObject({
      src: `/base/clips/${current}/demo-dark.webp`,
      width: 720,
      height: 300,
      loading: 'lazy',
    });
    const caption = all(figure, 'figcaption')[0]!;
    expect(videos[0]!.properties?.ariaDescribedBy).toBe(caption.properties?.id);
  });

  it('gives each video one captions track per OS, none on by default, beside its colour mode', () => {
    const figure = all(render(PAGE, '/site/docs/Features/emmet.md', [placement()]), 'figure')[0]!;
    for (const [i, theme] of THEMES.entries()) {
      const tracks = all(all(figure, 'video')[i]!, 'track');
      expect(tracks.map((t) => t.properties)).toEqual(
        OSES.map((os) => ({
          kind: 'captions',
          srcLang: 'en',
          label: `English (${{win: 'Windows', mac: 'macOS', linux: 'Linux'}[os]})`,
          src: `/base/clips/${current}/demo-${theme}.${os}.vtt`,
          dataOs: os,
        })),
      );
      expect(tracks.some((t) => t.properties?.default)).toBe(false);
    }
  });

  it('lists the cues as the caption steps, keys and menus per OS in the site markup', () => {
    const caption = all(all(render(PAGE, '/site/docs/Features/emmet.md', [placement()]), 'figure')[0]!, 'figcaption')[0]!;
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
    const legacy = {...goodEntry, cues: undefined, caption: ['An abbreviation is typed.', 'Enter expands it.']};
    const plugin = remarkClips as unknown as Plugin<[RemarkClipsOptions]>;
    const processor = unified()
      .use(remarkParse)
      .use(plugin, {placements: {[current]: [placement()]}, manifests: manifestsWith({demo: legacy}), staticDir: fakeStatic(legacy)})
      .use(remarkRehype);
    const tree = processor.runSync(processor.parse(PAGE), {path: '/site/docs/Features/emmet.md', value: PAGE} as never) as unknown as Hast;
    expect(all(tree, 'track')).toEqual([]);
    expect(all(tree, 'li').map(textOf)).toEqual(legacy.caption);
  });

  it('places clips on developer guides too', () => {
    const tree = render(PAGE, '/site/api/creating-themes.md', [placement({page: 'creating-themes'})]);
    expect(all(tree, 'video')).toHaveLength(2);
  });

  it('puts an afterHeading: null clip after the opening paragraph', () => {
    const tree = render(PAGE, '/site/docs/Features/emmet.md', [placement({afterHeading: null})]);
    const top = (tree.children ?? []).filter((n) => n.type === 'element');
    expect(top.map((n) => n.tagName).slice(0, 3)).toEqual(['p', 'figure', 'h2']);
  });

  it('fails the build when the heading, the clip or a file is missing', () => {
    expect(() => render(PAGE, '/site/docs/Features/emmet.md', [placement({afterHeading: 'gone'})])).toThrow(ClipPlacementError);
    expect(() => render(PAGE, '/site/docs/Features/emmet.md', [placement({clip: 'nope'})])).toThrow(/no clip named "nope"/);
    expect(() => render(PAGE, '/site/docs/Features/emmet.md', [placement()], fakeStatic(goodEntry, {skip: ['demo-dark.webp']}))).toThrow(
      /demo-dark\.webp/,
    );
  });
});

describe('clip captions (WebVTT)', () => {
  it('render each cue at its time, with the keys and menu paths of the OS', () => {
    const mac = clipVtt(current, goodCues, 'mac');
    expect(mac).toBe(
      [
        'WEBVTT - macOS keys and menus',
        '',
        '1\n00:00:00.000 --> 00:00:03.000\nAn abbreviation is typed on an empty line.',
        '',
        '2\n00:00:03.000 --> 00:00:06.000\nEnter expands it into a list.',
        '',
        '3\n00:00:06.000 --> 00:00:08.000\nEdit &gt; Undo (⌘Z) takes it away again.',
        '',
      ].join('\n'),
    );
    expect(clipVtt(current, goodCues, 'win')).toContain('Edit &gt; Undo (Ctrl+Z) takes it away again.');
  });

  it('name a desktop key and a plain key as each OS shows them', () => {
    // Reopen Closed File has a key only in the desktop apps.
    expect(cueText(current, '{kbd:file.reopen_closed}', 'mac')).toMatch(/^⇧⌘T in the desktop app/);
    expect(cueText(current, '{key:Ctrl-Home}', 'mac')).toBe('⌘Home');
    expect(cueText(current, '{key:Ctrl-Home}', 'linux')).toBe('Ctrl+Home');
    expect(cueText(current, '{menu:view.increaseFontSize}', 'win')).toBe('View > Zoom UI and Fonts > Increase Font Size');
    expect(cueText(current, '{label:CCB_SWITCH_TO_CODE_EDITOR}', 'mac')).toBe('Switch to Code Editor');
    expect(() => cueText(current, '{label:NO_SUCH_LABEL}', 'mac')).toThrow(/no such label/);
    expect(() => cueText(current, '{kbd:cmd.splitViewNone}', 'win')).toThrow(/no default key/);
    expect(() => cueText(current, '{item:project-context-menu/file.save}', 'win')).toThrow(/not in project-context-menu/);
  });
});

describe('remarkClips through MDX, as the build compiles pages', () => {
  it.each(['md', 'mdx'] as const)('writes the figure into a .%s page as one static figure', async (format) => {
    const {compile} = await import('@mdx-js/mdx');
    const source = format === 'mdx' ? PAGE.replace('{#use-emmet}', '\\{#use-emmet\\}').replace('{#limits}', '\\{#limits\\}') : PAGE;
    const options = {
      placements: {[current]: [placement()], api: []},
      manifests: manifestsWith({demo: goodEntry}),
      staticDir: fakeStatic(goodEntry),
    };
    const code = String(
      await compile(
        {path: `/site/docs/Features/emmet.${format}`, value: source},
        {
          format,
          remarkPlugins: [[remarkClips, options], remarkStaticFigures],
        },
      ),
    );
    const figure = /_jsx\(StaticFigure, \{\s*className: "editor-clip",\s*"data-clip": "demo",\s*html: ("(?:[^"\\]|\\.)*")/.exec(code);
    expect(figure, 'a <StaticFigure> for the clip').not.toBeNull();
    const html = JSON.parse(figure![1]!) as string;
    expect(html).toMatch(
      /^<div class="editor-clip__media editor-clip__light"><picture class="editor-clip__poster">.*<\/picture><template class="editor-clip__video-markup"><video class="editor-clip__video" width="720" height="300" preload="none" muted playsinline loop controls aria-label="Clip: [^"]+" aria-describedby="clip-demo-0" data-clip-theme="light">/,
    );
    expect(html).toContain(`<img src="/clips/${current}/demo-dark.webp" width="720" height="300" alt="" loading="lazy" decoding="async">`);
    expect(html).toContain(
      '<button type="button" class="editor-clip__toggle button button--sm button--secondary" hidden>Play clip</button>',
    );
    expect(html).toContain('<figcaption id="clip-demo-0"><p class="editor-clip__summary">');
  });
});
