import {describe, expect, it} from 'vitest';
import type {KeymapEntry} from './keymap';
import {DESKTOP_ADDS, DESKTOP_REPLACES, bindsDesktopKey, keymapEntries} from './facts/keymap';
import {CURRENT_DOCS_VERSION, DOCS_VERSIONS, factsFor} from './facts';

const OLDEST = DOCS_VERSIONS[DOCS_VERSIONS.length - 1]!;
import {desktopKeyVariants} from './facts/desktopOnly';

const keymap = keymapEntries(CURRENT_DOCS_VERSION);
import {MENU_ORDER, describeKeyCap, filterKeymap, groupByMenu, keyFor, matchesQuery, queryTerms, splitKeys} from './keymap-format';
import {toMacKey} from '../lib/keys';

const entry = (commandId: string, label: string, menu: KeymapEntry['menu'], winKey: string | null, macKey: string | null): KeymapEntry => ({
  commandId,
  label,
  menu,
  winKey,
  macKey,
});

const sample: KeymapEntry[] = [
  entry('view.zoomIn', 'Zoom In', 'View', 'Ctrl-=', 'Cmd-='),
  entry('file.save', 'Save File', 'File', 'Ctrl-S', 'Cmd-S'),
  entry('help.docs', 'Help, Getting Started', 'Help', 'Shift-F1', 'Shift-F1'),
  entry('edit.redo', 'Redo', 'Edit', 'Ctrl-Y', 'Cmd-Shift-Z'),
  entry('file.saveAs', 'Save As…', 'File', 'Ctrl-Shift-S', 'Cmd-Shift-S'),
  entry('cmd.findInFiles', 'Find in Files', 'Find', 'Ctrl-Shift-F', 'Cmd-Shift-F'),
  entry('edit.macOnly', 'Mac Only Thing', 'Edit', null, 'Cmd-Opt-K'),
];

const ids = (entries: readonly KeymapEntry[]) => entries.map((e) => e.commandId);

describe('groupByMenu', () => {
  it('returns groups in menu-bar order and keeps the data order inside a group', () => {
    const groups = groupByMenu(sample);
    expect(groups.map((g) => g.menu)).toEqual(['File', 'Edit', 'Find', 'View', 'Help']);
    expect(ids(groups[0]!.entries)).toEqual(['file.save', 'file.saveAs']);
    expect(ids(groups[1]!.entries)).toEqual(['edit.redo', 'edit.macOnly']);
  });

  it('leaves out menus that have no entries and loses nothing', () => {
    const groups = groupByMenu(sample);
    expect(groups.some((g) => g.menu === 'Navigate' || g.menu === 'Debug')).toBe(false);
    expect(groups.reduce((n, g) => n + g.entries.length, 0)).toBe(sample.length);
  });

  it('returns no groups for no entries', () => {
    expect(groupByMenu([])).toEqual([]);
  });
});

describe('splitKeys', () => {
  it('splits on hyphens', () => {
    expect(splitKeys('Ctrl-Shift-F')).toEqual(['Ctrl', 'Shift', 'F']);
    expect(splitKeys('F3')).toEqual(['F3']);
  });

  it('keeps a hyphen that is the key itself', () => {
    expect(splitKeys('Ctrl--')).toEqual(['Ctrl', '-']);
    expect(splitKeys('Ctrl-Shift--')).toEqual(['Ctrl', 'Shift', '-']);
    expect(splitKeys('-')).toEqual(['-']);
  });

  it('keeps punctuation keys', () => {
    expect(splitKeys('Cmd-Opt-/')).toEqual(['Cmd', 'Opt', '/']);
    expect(splitKeys('Ctrl-`')).toEqual(['Ctrl', '`']);
    expect(splitKeys('Ctrl-Shift-_')).toEqual(['Ctrl', 'Shift', '_']);
  });
});

describe('describeKeyCap', () => {
  it('shows arrows as symbols with a spoken name', () => {
    expect(describeKeyCap('Up')).toEqual({text: '↑', name: 'Up arrow'});
    expect(describeKeyCap('Down').text).toBe('↓');
  });

  it('leaves other keys as written', () => {
    expect(describeKeyCap('Ctrl')).toEqual({text: 'Ctrl', name: 'Ctrl'});
  });
});

describe('mac and Windows/Linux keys', () => {
  it('turns Ctrl into Cmd and Alt into Opt for macOS', () => {
    expect(toMacKey('Ctrl-Alt-L')).toBe('Cmd-Opt-L');
    expect(toMacKey('Ctrl-Shift--')).toBe('Cmd-Shift--');
    expect(toMacKey('Shift-F12')).toBe('Shift-F12');
  });

  it('picks the key of the requested platform', () => {
    const redo = sample.find((e) => e.commandId === 'edit.redo')!;
    expect(keyFor(redo, 'win')).toBe('Ctrl-Y');
    expect(keyFor(redo, 'mac')).toBe('Cmd-Shift-Z');
    const macOnly = sample.find((e) => e.commandId === 'edit.macOnly')!;
    expect(keyFor(macOnly, 'win')).toBeNull();
  });

  it('keeps mac-specific defaults in the data instead of the Ctrl→Cmd rule', () => {
    const find = (id: string) => keymap.find((e) => e.commandId === id)!;
    expect(find('edit.redo').macKey).toBe('Shift-Cmd-Z');
    expect(find('navigate.gotoLine').macKey).toBe('Cmd-L');
    expect(find('edit.selectLine').macKey).toBe('Ctrl-L');
    expect(find('file.save').macKey).toBe(toMacKey(find('file.save').winKey!));
  });
});

describe('filtering', () => {
  it('matches labels, command ids and keys, ignoring case', () => {
    expect(ids(filterKeymap(sample, 'ZOOM'))).toEqual(['view.zoomIn']);
    expect(ids(filterKeymap(sample, 'file.save'))).toEqual(['file.save', 'file.saveAs']);
    expect(ids(filterKeymap(sample, 'shift-f1'))).toEqual(['help.docs']);
  });

  it('matches macOS keys too', () => {
    expect(ids(filterKeymap(sample, 'cmd-shift-z'))).toEqual(['edit.redo']);
    expect(ids(filterKeymap(sample, 'opt'))).toEqual(['edit.macOnly']);
    expect(ids(filterKeymap(sample, 'option'))).toEqual(['edit.macOnly']);
  });

  it('reads + as the key separator and matches caps in any order', () => {
    expect(queryTerms('Ctrl+Shift+F')).toEqual(['ctrl-shift-f']);
    expect(ids(filterKeymap(sample, 'ctrl+shift+f'))).toEqual(['cmd.findInFiles']);
    expect(ids(filterKeymap(sample, 'shift+ctrl+f'))).toEqual(['cmd.findInFiles']);
  });

  it('does not let a short combination match a longer, different one', () => {
    // Ctrl-S and Ctrl-Shift-S both have Ctrl and S caps; Ctrl-Shift-F has no S cap.
    expect(ids(filterKeymap(sample, 'ctrl+s'))).toEqual(['file.save', 'file.saveAs']);
  });

  it('needs every word of the query to match', () => {
    expect(ids(filterKeymap(sample, 'save as'))).toEqual(['file.saveAs']);
    expect(ids(filterKeymap(sample, 'save nothing-like-this'))).toEqual([]);
  });

  it('returns everything for an empty or blank query and nothing for a miss', () => {
    expect(filterKeymap(sample, '')).toHaveLength(sample.length);
    expect(filterKeymap(sample, '   ')).toHaveLength(sample.length);
    expect(filterKeymap(sample, 'no such command')).toEqual([]);
    expect(matchesQuery(sample[0]!, 'zoom in')).toBe(true);
  });
});

describe("the keymap derived from each version's facts", () => {
  it.each(DOCS_VERSIONS.map((v) => [v]))('%s has a row for every default binding on each OS', (version) => {
    // The desktop apps' extra keys (./facts/desktopOnly.ts) get rows of their own, labelled so;
    // the facts hold the browser's keys, which are the rest.
    const all = keymapEntries(version);
    const rows = all.filter((r) => !r.label.endsWith(` ${DESKTOP_ADDS}`) && !r.label.endsWith(` ${DESKTOP_REPLACES}`));
    expect(all.length - rows.length).toBe(desktopKeyVariants.filter((v) => v.versions.includes(version) && bindsDesktopKey(v)).length);
    const facts = factsFor(version);
    const bindings = (os: 'win' | 'mac') => [...new Set(facts.keys[os].map((k) => `${k.command} ${k.key}`))].sort();
    expect(
      rows
        .filter((r) => r.winKey)
        .map((r) => `${r.commandId} ${r.winKey}`)
        .sort(),
    ).toEqual(bindings('win'));
    expect(
      rows
        .filter((r) => r.macKey)
        .map((r) => `${r.commandId} ${r.macKey}`)
        .sort(),
    ).toEqual(bindings('mac'));
    // One column serves Windows and Linux; a release where they differ needs a Linux column.
    expect(facts.keys.linux).toEqual(facts.keys.win);
  });

  it('shows the oldest version its own keys, not the current ones', () => {
    expect(keymapEntries(OLDEST)).not.toEqual(keymapEntries(CURRENT_DOCS_VERSION));
  });

  it('puts every entry in a known menu and gives it at least one key', () => {
    for (const e of keymap) {
      expect(MENU_ORDER).toContain(e.menu);
      expect(e.label.trim()).not.toBe('');
      expect(e.winKey !== null || e.macKey !== null).toBe(true);
    }
  });

  it('has no duplicate bindings', () => {
    const seen = new Set(keymap.map((e) => `${e.commandId}|${e.winKey}|${e.macKey}`));
    expect(seen.size).toBe(keymap.length);
  });
});

describe("the desktop apps' keys in the keymap", () => {
  it('says which of them the desktop apps bind in place of the browser key', () => {
    for (const version of DOCS_VERSIONS) {
      const rows = keymapEntries(version);
      const variants = desktopKeyVariants.filter((v) => v.versions.includes(version));
      expect(rows.filter((r) => r.label.endsWith(` ${DESKTOP_REPLACES}`)).map((r) => r.commandId)).toEqual(
        variants.filter((v) => v.replaces && bindsDesktopKey(v)).map((v) => v.commandId),
      );
    }
    // Recent Files: Ctrl-R in the desktop apps, Ctrl-Alt-Shift-O in the browser (NavigationAndHistory/main.js).
    expect(keymapEntries(CURRENT_DOCS_VERSION).find((r) => r.commandId === 'recent-files.show' && r.winKey === 'Ctrl-R')?.label).toMatch(
      / \(desktop app, in place of the browser's key\)$/,
    );
  });
});
