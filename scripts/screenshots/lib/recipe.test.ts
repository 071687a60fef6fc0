import {mkdtempSync, writeFileSync, mkdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {clipRecipe} from './clips.mjs';
import {pictureRecipe} from './images.mjs';
import {V52_CLIPS} from '../clip-steps.mjs';
import {SHOTS} from '../shots.mjs';
import {CLIP_MODULE, DRIVER_FILES, codeOf, editorLine, readShotModule, recipeInputs, usedDeclarations} from './recipe.mjs';

/** A clip module as clip-steps.mjs writes one: helpers, a constant, a region maker and two clips. */
const MODULE = `
import {inEditor} from '../lib/editor.mjs';
const PRICE_RULE = '.price {';
const editorLines = (from, to) => async (s) => s.lines(from, to);
async function undo(s, times = 1) {
  await s.key('edit.undo', {times});
}
async function undoTwice(s) {
  await undo(s, 2);
}
function unused() {
  return 1;
}
export const CLIPS = [
  {
    name: 'first',
    region: editorLines(3, 9),
    async steps(s) {
      await s.say('The price rule is open.');
      await s.open('css/style.css', {at: PRICE_RULE, top: 6});
      await undoTwice(s);
    },
  },
  {
    name: 'second',
    region: editorLines(1, 4),
    async steps(s) {
      await s.press('Enter');
    },
  },
];
`;

const inputs = (moduleSource = MODULE, driver = 'driver', sampleProject = 'sample', previewHost = 'host') => ({
  modules: [readShotModule(moduleSource)],
  drivers: {clip: driver, picture: driver, drawing: driver},
  sampleProject,
  previewHost,
});
const recipe = (name: string, moduleSource = MODULE, tag = 'v5.2.4', driver?: string, sample?: string) =>
  clipRecipe({name}, tag, inputs(moduleSource, driver, sample));

describe('clip recipes', () => {
  it("count the Live Preview host's code only for a clip that shows it", () => {
    const withHost = MODULE.replace("await s.press('Enter');", "await s.usePreviewHost();\n      await s.press('Enter');");
    const shown = clipRecipe({name: 'second'}, 'v5.2.4', inputs(withHost));
    expect(clipRecipe({name: 'second'}, 'v5.2.4', inputs(withHost, 'driver', 'sample', 'host, moved'))).not.toBe(shown);
    // A clip that does not call it keeps its recipe when the host moves.
    expect(clipRecipe({name: 'first'}, 'v5.2.4', inputs(withHost, 'driver', 'sample', 'host, moved'))).toBe(recipe('first'));
  });

  it('read a clip from its definition, with the helpers and constants it uses through each other', () => {
    const {declarations, definitions} = readShotModule(MODULE);
    const definition = definitions.get('first')!;
    expect(definition).toMatch(/^\{\s*name: 'first',\s*region: editorLines\(3, 9\)/);
    const helpers = usedDeclarations(definition, declarations);
    expect(helpers.map((text) => /(?:function|const) (\w+)/.exec(text)![1])).toEqual(['PRICE_RULE', 'editorLines', 'undo', 'undoTwice']);
  });

  it('change when a number the clip passes, a helper it calls or a constant it uses changes', () => {
    const before = recipe('first');
    expect(recipe('first', MODULE.replace('editorLines(3, 9)', 'editorLines(3, 10)'))).not.toBe(before);
    expect(recipe('first', MODULE.replace('{times});', '{times});\n  await s.wait(100);'))).not.toBe(before);
    expect(recipe('first', MODULE.replace("'.price {'", "'.price{'"))).not.toBe(before);
    expect(recipe('first', MODULE.replace('top: 6', 'top: 8'))).not.toBe(before);
  });

  it('stay when only what the clip does not use changes', () => {
    const before = recipe('first');
    expect(recipe('first', MODULE.replace('return 1;', 'return 2;'))).toBe(before);
    // Comments and layout are not code.
    expect(recipe('first', MODULE.replace('await undo(s, 2);', '// Twice: the rule, then its value.\n  await undo(s,\n    2);'))).toBe(
      before,
    );
    expect(recipe('first', MODULE.replace("s.press('Enter')", "s.press('Tab')"))).toBe(before);
    expect(recipe('second', MODULE.replace('editorLines(3, 9)', 'editorLines(3, 10)'))).toBe(recipe('second'));
    // A cue's words go into the manifest and the captions; where the cue starts is still code.
    expect(recipe('first', MODULE.replace('The price rule is open.', 'The rule of the prices is open.'))).toBe(before);
    expect(recipe('first', MODULE.replace("await s.say('The price rule is open.');\n", ''))).not.toBe(before);
  });

  it("change with the driver's code, the sample project and the editor's minor version, not its patch number", () => {
    const before = recipe('first');
    expect(recipe('first', MODULE, 'v5.2.4', 'driver, changed')).not.toBe(before);
    expect(recipe('first', MODULE, 'v5.2.4', 'driver', 'sample, changed')).not.toBe(before);
    expect(recipe('first', MODULE, 'v5.2.5')).toBe(before);
    expect(recipe('first', MODULE, 'v5.3.0')).not.toBe(before);
    expect(editorLine('v5.2.4')).toBe(editorLine('5.2.9'));
  });

  it("count a build from the editor's repository, which names itself a prerelease of the next patch, as its minor version", () => {
    // The browser edition served from a checkout of v5.2.4 reports 5.2.5-0.
    expect(editorLine('7.4.1-0')).toBe('7.4');
    expect(editorLine('v7.4.0')).toBe('7.4');
    expect(editorLine('7.5.0-rc.1+build.7')).toBe('7.5');
    expect(recipe('first', MODULE, '5.2.5-0')).toBe(recipe('first', MODULE, 'v5.2.4'));
    // Not a version at all: counted as it is, so it cannot pass for one.
    expect(editorLine('nightly')).toBe('nightly');
  });

  it('find every clip of the real clip list by its name, and read the sample project and driver', () => {
    const real = recipeInputs();
    const found = (name: string) => real.modules.some(({definitions}) => definitions.has(name));
    expect(V52_CLIPS.filter((clip: {name: string}) => !found(clip.name))).toEqual([]);
    expect(
      Object.values(SHOTS)
        .flat()
        .filter((shot) => !found(shot.name)),
    ).toEqual([]);
    expect(real.modules.some(({declarations}) => declarations.has('V52_CLIPS'))).toBe(true);
    expect(real.sampleProject).toMatch(/^[0-9a-f]{64}$/);
  });

  it('read a sample project by its files and their contents', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'recipe-'));
    mkdirSync(path.join(dir, 'project', 'css'), {recursive: true});
    writeFileSync(path.join(dir, 'project', 'index.html'), '<h1>Hi</h1>');
    writeFileSync(path.join(dir, 'project', 'css', 'a.css'), 'h1 {}');
    const read = () =>
      recipeInputs({
        shotModules: [CLIP_MODULE],
        driverFiles: {clip: [CLIP_MODULE], picture: [CLIP_MODULE], drawing: [CLIP_MODULE]},
        sampleProject: path.join(dir, 'project'),
      }).sampleProject;
    const first = read();
    expect(read()).toBe(first);
    writeFileSync(path.join(dir, 'project', 'css', 'a.css'), 'h1 { }');
    expect(read()).not.toBe(first);
  });
});

/** A picture list as shots.mjs writes one: a screenshot framed by a helper, and a drawing. */
const PICTURES = `
const dialog = (selector) => (s) => s.rect(selector);
export const V = [
  {
    name: 'quick-open',
    alt: 'Quick Open',
    async setup(s) {
      await s.key('navigate.quickOpen');
    },
    region: dialog('.modal'),
  },
  {
    name: 'panels-diagram',
    alt: 'The panels, drawn',
    illustration: 'panels',
  },
];
`;
const pictureInputs = (source = PICTURES, driver = 'driver', sampleProject = 'sample') => ({
  modules: [readShotModule(source)],
  drivers: {clip: 'clip driver', picture: driver, drawing: `${driver} of drawings`},
  sampleProject,
  previewHost: 'host',
});

describe('picture recipes', () => {
  const screenshot = {name: 'quick-open'};
  const drawing = {name: 'panels-diagram', illustration: 'panels'};

  it('change with the setup, the helpers it frames with, the driver and the editor minor version', () => {
    const before = pictureRecipe(screenshot, 'v5.2.4', pictureInputs());
    expect(pictureRecipe(screenshot, 'v5.2.4', pictureInputs(PICTURES.replace("'.modal'", "'.modal-body'")))).not.toBe(before);
    expect(pictureRecipe(screenshot, 'v5.2.4', pictureInputs(PICTURES.replace('s.rect(selector)', 's.rect(selector, 4)')))).not.toBe(
      before,
    );
    expect(pictureRecipe(screenshot, 'v5.2.4', pictureInputs(PICTURES, 'driver, changed'))).not.toBe(before);
    expect(pictureRecipe(screenshot, 'v5.2.4', pictureInputs(PICTURES, 'driver', 'sample, changed'))).not.toBe(before);
    expect(pictureRecipe(screenshot, 'v5.3.0', pictureInputs())).not.toBe(before);
    expect(pictureRecipe(screenshot, '5.2.5-0', pictureInputs())).toBe(before);
    // The alt text is written into the manifest from the list; it decides no pixel.
    expect(pictureRecipe(screenshot, 'v5.2.4', pictureInputs(PICTURES.replace("alt: 'Quick Open'", "alt: 'The Quick Open box'")))).toBe(
      before,
    );
  });

  it('leave the editor and the sample project out of a drawing, which is made without them', () => {
    const before = pictureRecipe(drawing, 'v5.2.4', pictureInputs());
    expect(pictureRecipe(drawing, 'v5.3.0', pictureInputs(PICTURES, 'driver', 'sample, changed'))).toBe(before);
    expect(pictureRecipe(drawing, 'v5.2.4', pictureInputs(PICTURES, 'driver, changed'))).not.toBe(before);
    expect(
      pictureRecipe(drawing, 'v5.2.4', pictureInputs(PICTURES.replace("illustration: 'panels'", "illustration: 'panels-2'"))),
    ).not.toBe(before);
  });

  it('count the driver without its comments, for each kind its own files', () => {
    expect(codeOf('// says why\nconst a = 1; /* and how */')).toBe(codeOf('const a =\n  1;'));
    expect(codeOf('const a = 1;')).not.toBe(codeOf('const a = 2;'));
    expect(DRIVER_FILES.picture.some((file) => file.endsWith('images.mjs'))).toBe(true);
    expect(DRIVER_FILES.picture.some((file) => file.endsWith('clips.mjs'))).toBe(false);
    expect(DRIVER_FILES.clip.some((file) => file.endsWith('images.mjs'))).toBe(false);
  });
});
