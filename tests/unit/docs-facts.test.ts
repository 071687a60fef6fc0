import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {listMarkdown} from '../../scripts/lib/content.mjs';
import {DOCS_VERSIONS, OLDER_DOCS_VERSIONS, desktopOnlyFor, docsVersionOfFile, factsFor, type DocsVersion} from '../../src/data/facts';
import {desktopOnlyPreferences} from '../../src/data/facts/desktopOnly';
import {menuExtras} from '../../src/data/facts/menuExtras';
import {statusBarEncoding} from '../../src/data/facts/statusBar';
import {checkPageText, type TextFacts} from '../../src/data/facts/checkText';
import {docsVersions} from '../lib/routes';

const knownPreferenceKeys = new Set(DOCS_VERSIONS.flatMap((v) => Object.keys(factsFor(v).preferences)));

function textFacts(version: DocsVersion): TextFacts {
  const facts = factsFor(version);
  return {
    menus: facts.menus,
    keys: facts.keys,
    preferences: facts.preferences,
    knownPreferenceKeys,
    desktopMenuPaths: [
      ...desktopOnlyFor(version).flatMap((c) => (c.menuPath ? [c.menuPath.join(' > ')] : [])),
      ...menuExtras.filter((m) => m.versions.includes(version)).map((m) => m.menuPath.join(' > ')),
    ],
    desktopPreferences: Object.fromEntries(
      desktopOnlyPreferences.filter((p) => p.versions.includes(version)).map((p) => [p.key, p.default]),
    ),
    encodingName: statusBarEncoding.versions.includes(version) ? statusBarEncoding.defaultName : '',
  };
}

const userDocs = [...listMarkdown('docs'), ...listMarkdown('versioned_docs')];

it('has facts for every docs version of the site, newest first', () => {
  expect([...DOCS_VERSIONS]).toEqual(docsVersions.map((version) => version.name));
});

describe('what the user docs type by hand agrees with the editor facts of their version', () => {
  it.each(userDocs.map((f: string) => [f]))('%s', (file) => {
    const problems = checkPageText(readFileSync(file, 'utf8'), textFacts(docsVersionOfFile(file)));
    expect(problems.map((p) => `line ${p.line}: ${p.text} — ${p.why}`)).toEqual([]);
  });
});

describe('the checker fails on wrong facts', () => {
  const facts = textFacts(OLDER_DOCS_VERSIONS[0]!);
  const why = (markdown: string, f: TextFacts = facts) => checkPageText(markdown, f).map((p) => p.why);

  it('a menu path that the version does not have', () => {
    expect(why('Choose **Debug > Open Preferences File**.')).toEqual(['no such menu item in this version']);
  });

  it('a real menu path typed by hand', () => {
    expect(why('Choose **File > Open Preferences File**.')[0]).toMatch(/typed by hand/);
  });

  it('a key that is not a default binding, and a real one typed by hand', () => {
    expect(why('Press <kbd>Ctrl</kbd>+<kbd>R</kbd> to reload.')).toEqual(['Ctrl-R is not a default key of this version']);
    expect(why('Press <kbd>Ctrl</kbd>+<kbd>S</kbd>.')[0]).toMatch(/:kbd\[file\.save\]/);
    expect(why('Press Cmd+Shift+Z to redo.')[0]).toMatch(/:kbd\[edit\.redo\]/);
    expect(why('Press ⌘S.')[0]).toMatch(/:kbd\[file\.save\]/);
  });

  it('leaves directives and their attributes to the build', () => {
    expect(why('Press :key[Ctrl-C]{mac="Ctrl-C"} to stop the server, or :kbd[file.save] to save.')).toEqual([]);
  });

  it('lets mouse gestures through', () => {
    expect(why('Hold <kbd>Alt</kbd>+click to add a cursor; Ctrl+Click jumps.')).toEqual([]);
  });

  it('a preference that does not exist', () => {
    expect(why('Set the `findInFiles.instantSearch` preference to `false`.')).toEqual([
      'names a preference that this version does not define',
    ]);
  });

  it('lets file names with dots through, in a paragraph about settings', () => {
    expect(why('Ruff reads the settings of a `pyproject.toml` or `ruff.toml`, and Prettier those of `.prettierrc.json`.')).toEqual([]);
  });

  it('a wrong default, in prose and in a table', () => {
    expect(why('`insertHintOnTab` defaults to `false`.')).toEqual(['the default is true']);
    expect(why('| Preference | Default |\n| --- | --- |\n| `insertHintOnTab` | `false` |')).toEqual(['the default is true']);
    expect(why('`insertHintOnTab` defaults to `true`.')).toEqual([]);
  });

  it('an encoding spelled otherwise than the status bar shows it', () => {
    expect(why('- **Encoding** (for example `UTF-8`): click to pick another encoding.')).toEqual([
      'the status bar writes this encoding `utf8`',
    ]);
    expect(why('The encoding button reads `utf8` (UTF-8).')).toEqual([]);
    expect(why('Add `<meta charset="UTF-8">` to the page head.')).toEqual([]);
  });

  it('follows the facts it is given', () => {
    const lying = {...facts, preferences: {...facts.preferences, insertHintOnTab: {type: 'boolean' as const, default: false}}};
    expect(why('`insertHintOnTab` defaults to `true`.', lying)).toEqual(['the default is false']);
  });
});
