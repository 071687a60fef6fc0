import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION, DOCS_VERSIONS} from '../../data/docsVersions';
import * as mediaFiles from '../../lib/editorMediaFiles.mjs';
import {
  CLIPS_MAX_BYTES_PER_VERSION,
  CLIP_MAX_BYTES,
  KINDS,
  MIN_MOTION,
  PICTURE_DENSITIES,
  PICTURE_FORMATS,
  PICTURE_MAX_BYTES,
  THEMES,
  WEBM_MIN_SAVING,
  allManifests,
  clipFileName,
  clipPath,
  manifestFor,
  mediaFolder,
  mediaPageOfFile,
  placementsOf,
  projectPlacements,
  versionOfSection,
  type MediaSection,
  type PictureEntry,
} from '../../data/editorMedia';
import {entryProblems, explicitHeadingIds, pagesWithoutPictureProblems, placementProblems} from '../../data/editorMedia/problems';
import {clipVtt, cueText, type ClipCue} from '../../data/editorMedia/cues';
import {pagesWithoutPicture} from '../../data/screenshots/placements';
import {clipsAwaitingAPage, clipsAwaitingCues} from '../../data/clips/placements';
import {OSES} from '../../data/facts';
import {hasFfmpeg, measureMotion} from '../../lib/clipFrames.mjs';
import {docIdsIn} from '../../../tests/lib/routes';
import {captionFiles} from './index';
import {
  CURRENT,
  PREVIOUS,
  clipAt,
  clipManifests,
  esc,
  fakeClipStatic,
  fakePictureStatic,
  goodClip,
  goodCues,
  goodPicture,
  pictureAt,
  pictureManifests,
  siteDir,
  staticDir,
} from './testFixtures';

/** Every section with pictures or clips: each docs version, and the developer guides. */
const SECTIONS = [...new Set<MediaSection>([...DOCS_VERSIONS, ...(Object.keys(projectPlacements.clip) as MediaSection[])])];
const folderOf = (kind: 'picture' | 'clip', version: string) => path.join(staticDir, mediaFolder(kind, version));

describe('the pictures and clips the site ships', () => {
  it.each(SECTIONS)('every placement of %s renders: page, explicit heading, entry, alt text, every file', (section) => {
    expect(placementProblems({section, placements: placementsOf(section), staticDir, siteDir})).toEqual([]);
  });

  it.each(DOCS_VERSIONS)('every picture of %s has alt text, a size and all its files, each under the budget', (version) => {
    for (const [name, entry] of Object.entries(manifestFor('picture', version))) {
      expect(entryProblems('picture', name, entry), name).toEqual([]);
      for (const file of KINDS.picture.files(version, name, entry)) {
        const full = path.join(staticDir, file);
        expect(fs.existsSync(full), file).toBe(true);
        expect(fs.statSync(full).size, file).toBeLessThanOrEqual(PICTURE_MAX_BYTES);
      }
    }
  });

  it.each(DOCS_VERSIONS)('no file in the pictures folder of %s is over the budget or missing from the manifest', (version) => {
    const dir = folderOf('picture', version);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    const manifest = manifestFor('picture', version);
    const known = new Set(
      Object.entries(manifest).flatMap(([name, entry]) => KINDS.picture.files(version, name, entry).map((p) => path.basename(p))),
    );
    for (const file of files) {
      expect(fs.statSync(path.join(dir, file)).size, file).toBeLessThanOrEqual(PICTURE_MAX_BYTES);
      expect(known.has(file), `${file} has no manifest entry`).toBe(true);
    }
  });

  // Between a release cut and the new release's pictures (RELEASING.md), the current docs have none.
  it.skipIf(Object.keys(manifestFor('picture', CURRENT_DOCS_VERSION)).length === 0)(
    'every page of the current docs shows the editor, or is listed with the reason it does not',
    () => {
      const pictures = placementsOf(CURRENT_DOCS_VERSION).filter((placement) => placement.kind === 'picture');
      expect(pagesWithoutPictureProblems(docIdsIn('docs'), pictures, pagesWithoutPicture)).toEqual([]);
    },
  );

  it.each(DOCS_VERSIONS)('every clip of %s has a poster, caption, size and all its files, each under 500 KB', (version) => {
    for (const [name, entry] of Object.entries(manifestFor('clip', version))) {
      expect(entryProblems('clip', name, entry, version), name).toEqual([]);
      for (const file of KINDS.clip.files(version, name, entry)) {
        const full = path.join(staticDir, file);
        expect(fs.existsSync(full), file).toBe(true);
        expect(fs.statSync(full).size, file).toBeLessThanOrEqual(CLIP_MAX_BYTES);
        expect(fs.statSync(full).size, `${file}: size differs from the manifest`).toBe(entry.bytes[path.basename(file)]);
      }
    }
  });

  it.each(DOCS_VERSIONS)('no file in the clips folder of %s is over the budget or missing from the manifest', (version) => {
    const dir = folderOf('clip', version);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    const known = new Set(Object.values(manifestFor('clip', version)).flatMap((entry) => Object.keys(entry.bytes)));
    for (const file of files) {
      expect(fs.statSync(path.join(dir, file)).size, file).toBeLessThanOrEqual(CLIP_MAX_BYTES);
      expect(known.has(file), `${file} has no manifest entry`).toBe(true);
    }
  });

  it.each(DOCS_VERSIONS)('every clip of %s has captions (cues), unless it waits for them by name', (version) => {
    for (const [name, entry] of Object.entries(manifestFor('clip', version))) {
      if (clipsAwaitingCues.includes(name)) expect(entry.cues, `${name} has cues: take it off clipsAwaitingCues`).toBeUndefined();
      else expect(entry.cues, `${name} has no cues: record it again (its steps announce them)`).toBeDefined();
    }
  });

  it.each(DOCS_VERSIONS)('every clip of %s with cues gets one captions file per colour mode and OS, rendered from the facts', (version) => {
    const files = captionFiles();
    for (const [name, entry] of Object.entries(manifestFor('clip', version))) {
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

  it(`the clips of each docs version together stay under ${CLIPS_MAX_BYTES_PER_VERSION / 1e6} MB`, () => {
    const dir = path.join(staticDir, 'clips');
    for (const version of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      let total = 0;
      for (const file of fs.readdirSync(path.join(dir, version))) total += fs.statSync(path.join(dir, version, file)).size;
      expect(total, `the clips of ${version}`).toBeLessThanOrEqual(CLIPS_MAX_BYTES_PER_VERSION);
    }
  });

  it('the modern WebM is shipped only where it is at least a quarter smaller than the MP4', () => {
    expect(WEBM_MIN_SAVING).toBe(0.25);
    for (const version of DOCS_VERSIONS) {
      for (const [name, entry] of Object.entries(manifestFor('clip', version))) {
        for (const theme of THEMES) {
          const webm = entry.bytes[clipFileName(name, theme, 'webm')];
          if (webm !== undefined)
            expect(webm, `${name}-${theme}`).toBeLessThanOrEqual(entry.bytes[clipFileName(name, theme, 'mp4')]! * (1 - WEBM_MIN_SAVING));
        }
      }
    }
  });

  it('every clip moves, as the recorder measured it', () => {
    for (const version of DOCS_VERSIONS)
      for (const [name, entry] of Object.entries(manifestFor('clip', version)))
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
        const manifest = manifestFor('clip', version);
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
    const guides = version === versionOfSection('api', allManifests('clip')) ? placementsOf('api') : [];
    const placed = new Set([...placementsOf(version), ...guides].filter((p) => p.kind === 'clip').map((p) => p.name));
    for (const name of Object.keys(manifestFor('clip', version))) {
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

// ---- The checks themselves, fed wrong data -------------------------------------------------------

describe('the check that every page has a picture', () => {
  const pages = ['intro', 'Features/find-in-files', 'Features/git'];
  const on = (...names: string[]) => names.map((page) => pictureAt({page}));

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

describe('picture placement checks', () => {
  const manifests = {picture: pictureManifests({demo: goodPicture})};

  it('pass for a complete picture', () => {
    const dir = fakePictureStatic(CURRENT, 'demo');
    expect(placementProblems({section: CURRENT, placements: [pictureAt()], manifests, staticDir: dir, siteDir})).toEqual([]);
  });

  it("fail when the alt text is missing, a file name, or the picture's name", () => {
    for (const alt of ['', '   ', 'find-in-files-light.png', 'Demo']) {
      const problems = placementProblems({
        section: CURRENT,
        placements: [pictureAt()],
        manifests: {picture: pictureManifests({demo: {...goodPicture, alt}})},
      });
      expect(problems.join('\n'), JSON.stringify(alt)).toMatch(/alt text/);
    }
    // Long enough, but only a file name, or the name in words.
    expect(entryProblems('picture', 'demo', {...goodPicture, alt: 'screenshots/find-in-files-light.png'})).toEqual([
      '"demo" has a file name as alt text',
    ]);
    expect(entryProblems('picture', 'find-in-files-results', {...goodPicture, alt: 'Find in files results'})).toEqual([
      '"find-in-files-results" repeats its name as alt text',
    ]);
  });

  it('fail when the width or height is missing', () => {
    const noWidth: Partial<PictureEntry> = {...goodPicture};
    delete noWidth.width;
    const problems = placementProblems({
      section: CURRENT,
      placements: [pictureAt()],
      manifests: {picture: pictureManifests({demo: noWidth as PictureEntry})},
    });
    expect(problems.join('\n')).toMatch(/no width/);
  });

  it('fail when one format or density is missing, naming the file', () => {
    const dir = fakePictureStatic(CURRENT, 'demo', {skip: ['demo-dark@2x.avif']});
    expect(placementProblems({section: CURRENT, placements: [pictureAt()], manifests, staticDir: dir})).toEqual([
      expect.stringMatching(new RegExp(`Features/find-in-files.*missing file static/img/screenshots/${esc(CURRENT)}/demo-dark@2x\\.avif`)),
    ]);
  });

  it('fail when a file is over 150 KB', () => {
    const dir = fakePictureStatic(CURRENT, 'demo', {size: PICTURE_MAX_BYTES + 1});
    const problems = placementProblems({section: CURRENT, placements: [pictureAt()], manifests, staticDir: dir});
    // Every file of the picture is over: each theme, format and density is named.
    expect(problems).toHaveLength(THEMES.length * PICTURE_FORMATS.length * PICTURE_DENSITIES.length);
    for (const problem of problems) expect(problem).toMatch(/over 150 KB/);
  });

  it('fail when a page of one version uses a picture of another version', () => {
    expect(placementProblems({section: PREVIOUS, placements: [pictureAt()], manifests})).toEqual([
      expect.stringMatching(
        new RegExp(
          `versioned_docs/version-${esc(PREVIOUS)}/Features/find-in-files.*"demo" belongs to ${esc(CURRENT)}, not to ${esc(PREVIOUS)}; take it for ${esc(PREVIOUS)}`,
        ),
      ),
    ]);
  });

  it('fail for an unknown picture, page or heading id', () => {
    expect(placementProblems({section: CURRENT, placements: [pictureAt({name: 'nope'})], manifests})).toEqual([
      `docs/Features/find-in-files (nope): no picture named "nope" in static/img/screenshots/${CURRENT}/`,
    ]);
    expect(placementProblems({section: CURRENT, placements: [pictureAt({page: 'Features/nope'})], manifests, siteDir})).toEqual([
      expect.stringMatching(/no such page/),
    ]);
    expect(placementProblems({section: CURRENT, placements: [pictureAt({afterHeading: 'nope'})], manifests, siteDir})).toEqual([
      expect.stringMatching(/\{#nope\}/),
    ]);
  });
});

describe('clip checks', () => {
  const manifests = {clip: clipManifests({demo: goodClip})};

  it('pass for a complete clip', () => {
    expect(entryProblems('clip', 'demo', goodClip)).toEqual([]);
    expect(placementProblems({section: CURRENT, placements: [clipAt()], manifests, staticDir: fakeClipStatic(goodClip)})).toEqual([]);
  });

  it('fail without a poster, a caption, dimensions, real alt text, or a file', () => {
    const {'demo-dark.avif': _, ...noPoster} = goodClip.bytes;
    expect(entryProblems('clip', 'demo', {...goodClip, bytes: noPoster})).toEqual(['"demo" has no dark avif']);
    expect(entryProblems('clip', 'demo', {...goodClip, cues: undefined})).toEqual([
      '"demo" has no captions: at least two cues (s.say in its steps) (light)',
      '"demo" has no captions: at least two cues (s.say in its steps) (dark)',
    ]);
    // An entry recorded before cues keeps its caption until it is recorded again.
    const legacy = {...goodClip, cues: undefined, caption: ['An abbreviation is typed.', 'Enter expands it.']};
    expect(entryProblems('clip', 'demo', legacy)).toEqual([]);
    expect(entryProblems('clip', 'demo', {...legacy, caption: []})).toEqual(['"demo" has no step-by-step caption (at least two steps)']);
    expect(entryProblems('clip', 'demo', {...goodClip, width: 0})).toEqual(['"demo" has no width']);
    expect(entryProblems('clip', 'demo', {...goodClip, alt: 'Emmet.'})).toEqual(['"demo" has no real alt text (got "Emmet.")']);
    const missing = fakeClipStatic(goodClip, {skip: ['demo-light.mp4']});
    expect(placementProblems({section: CURRENT, placements: [clipAt()], manifests, staticDir: missing})).toEqual([
      `docs/Features/emmet (demo): missing file static/clips/${CURRENT}/demo-light.mp4`,
    ]);
  });

  it('fail on a cue the facts cannot render, cues out of order or past the end, or themes that say different things', () => {
    const withCues = (light: ClipCue[], dark = light) => entryProblems('clip', 'demo', {...goodClip, cues: {light, dark}});
    expect(withCues([goodCues[0]!, {start: 3, end: 8, text: '{menu:no.such} opens.'}])).toEqual([
      `"demo": cue 2: {menu:no.such}: the editor ${CURRENT} has no command no.such (light)`,
      `"demo": cue 2: {menu:no.such}: the editor ${CURRENT} has no command no.such (dark)`,
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
    expect(entryProblems('clip', 'demo', {...goodClip, bytes: {...goodClip.bytes, 'demo-dark.mp4': CLIP_MAX_BYTES + 1}})).toEqual([
      '"demo": demo-dark.mp4 is over 500 KB',
    ]);
    const big = fakeClipStatic(goodClip, {big: ['demo-dark.mp4']});
    expect(placementProblems({section: CURRENT, placements: [clipAt()], manifests, staticDir: big})).toEqual([
      `docs/Features/emmet (demo): static/clips/${CURRENT}/demo-dark.mp4 is over 500 KB`,
    ]);
    expect(entryProblems('clip', 'demo', {...goodClip, motion: {light: 0.05, dark: 0}})).toEqual([
      '"demo" (dark) does not move: its frames all look like the first',
    ]);
    expect(entryProblems('clip', 'demo', {...goodClip, duration: 21})).toEqual(['"demo" lasts 21 s, outside 3–15 s']);
    // A cue that runs past the end of the video.
    expect(entryProblems('clip', 'demo', {...goodClip, duration: 7})).toEqual([
      '"demo": cue 3 runs 6–8 s, outside the clip\'s 7 s (light)',
      '"demo": cue 3 runs 6.5–8 s, outside the clip\'s 7 s (dark)',
    ]);
  });

  it('fail for an unknown clip, a clip of another version, an unknown page or heading', () => {
    expect(placementProblems({section: CURRENT, placements: [clipAt({name: 'nope'})], manifests: {clip: clipManifests({})}})).toEqual([
      `docs/Features/emmet (nope): no clip named "nope" in static/clips/${CURRENT}/`,
    ]);
    expect(placementProblems({section: PREVIOUS, placements: [clipAt()], manifests})).toEqual([
      `versioned_docs/version-${PREVIOUS}/Features/emmet (demo): the clip "demo" belongs to ${CURRENT}, not to ${PREVIOUS}; record it for ${PREVIOUS}`,
    ]);
    const problems = placementProblems({
      section: CURRENT,
      placements: [clipAt({page: 'Features/nope'}), clipAt({afterHeading: 'nope'})],
      manifests,
      siteDir,
    });
    expect(problems).toEqual([
      'docs/Features/nope (demo): no such page',
      'docs/Features/emmet (demo): no heading with the explicit id {#nope}',
    ]);
  });

  it("give the developer guides the current release's clips, or the previous release's until the current one has any", () => {
    expect(versionOfSection(PREVIOUS, clipManifests({demo: goodClip}))).toBe(PREVIOUS);
    expect(versionOfSection('api', clipManifests({demo: goodClip}))).toBe(CURRENT);
    // Just after a release cut: the new current version has no clips recorded yet.
    expect(versionOfSection('api', clipManifests({demo: goodClip}, PREVIOUS))).toBe(PREVIOUS);
    expect(
      placementProblems({
        section: 'api',
        placements: [clipAt({page: 'creating-themes'})],
        manifests: {clip: clipManifests({demo: goodClip}, PREVIOUS)},
      }),
    ).toEqual([]);
    // Once it has some, every clip the guides show must be recorded for it.
    expect(
      placementProblems({
        section: 'api',
        placements: [clipAt({page: 'creating-themes'})],
        manifests: {clip: {...clipManifests({demo: goodClip}, PREVIOUS), [CURRENT]: {other: goodClip}}},
      }),
    ).toEqual([`api/creating-themes (demo): the clip "demo" belongs to ${PREVIOUS}, not to ${CURRENT}; record it for ${CURRENT}`]);
  });
});

describe('pages and headings', () => {
  it('find the section and page of docs, versioned docs and developer guides', () => {
    expect(mediaPageOfFile('/site/docs/Features/emmet.md')).toEqual({section: CURRENT, page: 'Features/emmet'});
    expect(mediaPageOfFile('/site/docs/Features/Live Preview/live-preview.md')).toEqual({
      section: CURRENT,
      page: 'Features/Live Preview/live-preview',
    });
    expect(mediaPageOfFile(`/site/versioned_docs/version-${PREVIOUS}/intro.mdx`)).toEqual({section: PREVIOUS, page: 'intro'});
    expect(mediaPageOfFile('C:\\site\\docs\\Features\\emmet.md')).toEqual({section: CURRENT, page: 'Features/emmet'});
    expect(mediaPageOfFile('/site/api/creating-themes.md')).toEqual({section: 'api', page: 'creating-themes'});
    expect(mediaPageOfFile('/site/api/API-Reference/command/Commands.md')).toBeNull();
    expect(mediaPageOfFile('/site/blog/2025-01-01-post.md')).toBeNull();
  });

  it('put pictures on docs pages only, and clips on docs pages and developer guides', () => {
    const lists = {
      picture: {[CURRENT]: [{page: 'intro', afterHeading: null, shot: 'a'}], api: [{page: 'guide', afterHeading: null, shot: 'b'}]},
      clip: {[CURRENT]: [{page: 'intro', afterHeading: 'x', clip: 'c'}], api: [{page: 'guide', afterHeading: null, clip: 'd'}]},
    };
    expect(placementsOf(CURRENT, lists)).toEqual([
      {kind: 'picture', page: 'intro', afterHeading: null, name: 'a', caption: undefined},
      {kind: 'clip', page: 'intro', afterHeading: 'x', name: 'c'},
    ]);
    expect(placementsOf('api', lists).map((p) => p.name)).toEqual(['d']);
    expect(placementsOf(CURRENT, lists, 'other')).toEqual([]);
  });

  it('read explicit heading ids in .md and .mdx syntax', () => {
    expect(explicitHeadingIds('## One {#one}\ntext {#no}\n### Two \\{#two\\}\n## Three')).toEqual(['one', 'two']);
  });
});

describe('clip captions (WebVTT)', () => {
  it('render each cue at its time, with the keys and menu paths of the OS', () => {
    const mac = clipVtt(CURRENT, goodCues, 'mac');
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
    expect(clipVtt(CURRENT, goodCues, 'win')).toContain('Edit &gt; Undo (Ctrl+Z) takes it away again.');
  });

  it('name a desktop key and a plain key as each OS shows them', () => {
    // Reopen Closed File has a key only in the desktop apps.
    expect(cueText(CURRENT, '{kbd:file.reopen_closed}', 'mac')).toMatch(/^⇧⌘T in the desktop app/);
    expect(cueText(CURRENT, '{key:Ctrl-Home}', 'mac')).toBe('⌘Home');
    expect(cueText(CURRENT, '{key:Ctrl-Home}', 'linux')).toBe('Ctrl+Home');
    expect(cueText(CURRENT, '{menu:view.increaseFontSize}', 'win')).toBe('View > Zoom UI and Fonts > Increase Font Size');
    expect(cueText(CURRENT, '{label:CCB_SWITCH_TO_CODE_EDITOR}', 'mac')).toBe('Switch to Code Editor');
    expect(() => cueText(CURRENT, '{label:NO_SUCH_LABEL}', 'mac')).toThrow(/no such label/);
    expect(() => cueText(CURRENT, '{kbd:cmd.splitViewNone}', 'win')).toThrow(/no default key/);
    expect(() => cueText(CURRENT, '{item:project-context-menu/file.save}', 'win')).toThrow(/not in project-context-menu/);
  });
});

describe('the constants the recorder and the site share', () => {
  const recorderDir = path.join(siteDir, 'scripts/screenshots');
  const recorderFiles = fs
    .readdirSync(recorderDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mjs') && !file.startsWith('sample-project'));

  it('name files and folders the same way for both', () => {
    expect(mediaFiles.pictureFileName('demo', 'dark', 'webp', 2)).toBe('demo-dark@2x.webp');
    expect(mediaFiles.clipFileName('demo', 'dark', 'mp4')).toBe('demo-dark.mp4');
    expect(clipPath(CURRENT, 'demo', 'dark', 'mp4')).toBe(`clips/${CURRENT}/demo-dark.mp4`);
    expect(mediaFiles.manifestFile('picture', CURRENT)).toBe(`src/data/screenshots/${CURRENT}.json`);
    // The newest version with clips: between a release cut and its recording, the current one has none yet.
    const recorded = versionOfSection('api', allManifests('clip'));
    expect(fs.existsSync(path.join(siteDir, mediaFiles.manifestFile('clip', recorded))), recorded).toBe(true);
  });

  it('the recorder budgets and names its files with them, and keeps no copy of its own', () => {
    // src/lib/editorMediaFiles.mjs is the one copy: no module of the recorder declares a name it exports again.
    const shared = Object.keys(mediaFiles);
    for (const file of recorderFiles) {
      const source = fs.readFileSync(path.join(recorderDir, file), 'utf8');
      for (const name of [...shared, 'MAX_BYTES', 'MIN_SAVING', 'imageFileName']) {
        expect(source, `${file} declares ${name}`).not.toMatch(new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b`));
      }
      expect(source, file).not.toMatch(/\b(?:150|500) \* 1024\b/);
    }
    for (const file of ['lib/images.mjs', 'lib/clips.mjs', 'capture.mjs']) {
      expect(fs.readFileSync(path.join(recorderDir, file), 'utf8'), file).toContain('src/lib/editorMediaFiles.mjs');
    }
  });
});
