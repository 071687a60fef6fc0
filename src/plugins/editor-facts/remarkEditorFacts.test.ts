import {describe, expect, it} from 'vitest';
import {
  CURRENT_DOCS_VERSION,
  DOCS_VERSIONS,
  OLDER_DOCS_VERSIONS,
  OSES,
  commandFacts,
  docsVersionOfFile,
  factsFor,
  formatKey,
} from '../../data/facts';

const CURRENT = CURRENT_DOCS_VERSION;
/** The release before the current one: it still lacks what the current one added. */
const PREVIOUS = OLDER_DOCS_VERSIONS[0]!;
import {releasesBetween} from '../../data/releases';
import {contextMenuList, renderDirective, sinceBadge} from './remarkEditorFacts';

type Rendered = {type: string; value?: string; children?: Rendered[]; data?: {hName?: string; hProperties?: Record<string, unknown>}};
const textOf = (node: Rendered | null | undefined): string => (node ? (node.value ?? '') + (node.children ?? []).map(textOf).join('') : '');
const forOs = (node: Rendered | null, os: string): Rendered | undefined => {
  if (!node) return undefined;
  if (node.data?.hProperties?.dataOs === os) return node;
  for (const child of node.children ?? []) {
    const found = forOs(child, os);
    if (found) return found;
  }
  return undefined;
};
/** Text a sighted reader sees: symbols, not the screen-reader words beside them. */
const visibleText = (node: Rendered | undefined): string =>
  !node || (node.data?.hProperties?.className as string[] | undefined)?.includes('sr-only')
    ? ''
    : (node.value ?? '') + (node.children ?? []).map(visibleText).join('');

describe('formatKey', () => {
  // The menus show keys the editor formatted itself: every menu item with a key checks the rule.
  it.each(DOCS_VERSIONS.flatMap((v) => OSES.map((os) => [v, os] as const)))('matches the menus of %s on %s', (version, os) => {
    const facts = factsFor(version);
    let checked = 0;
    for (const menu of facts.menus[os]) {
      for (const item of menu.items) {
        if (!('commandId' in item) || !item.shortcut) continue;
        const keys = facts.keys[os].filter((k) => k.command === item.commandId).map((k) => formatKey(k.key, os));
        expect(keys, `${menu.label} > ${item.label}`).toContain(item.shortcut);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('keeps a hyphen that is itself the key', () => {
    expect(formatKey('Ctrl--', 'win')).toBe('Ctrl+-');
    expect(formatKey('Cmd--', 'mac')).toBe('⌘-');
  });
});

describe('docsVersionOfFile', () => {
  it('reads the version from the versioned folder, else the current one', () => {
    expect(docsVersionOfFile(`/site/versioned_docs/version-${PREVIOUS}/intro.md`)).toBe(PREVIOUS);
    expect(docsVersionOfFile('/site/docs/intro.md')).toBe(CURRENT);
    expect(() => docsVersionOfFile('/site/versioned_docs/version-1.0/intro.md')).toThrow(/no editor facts/);
  });
});

describe('directives', () => {
  it('render the menu path and the key from the version facts', () => {
    const save = renderDirective('cmd', 'file.save', CURRENT, 'page.md');
    expect(textOf(save)).toMatch(/^File > Save File \(/);
    expect(visibleText(forOs(save, 'win'))).toBe('Ctrl+S');
    expect(visibleText(forOs(save, 'mac'))).toBe('⌘S');
    expect(visibleText(forOs(save, 'linux'))).toBe('Ctrl+S');
    expect(textOf(forOs(save, 'mac'))).toContain('Command S');
  });

  it('say "no default key" in the part of an OS without one, without naming that OS again', () => {
    const design = renderDirective('cmd', 'view.toggleDesignMode', CURRENT, 'p.md');
    expect(visibleText(forOs(design, 'mac'))).toBe('no default key');
    expect(visibleText(forOs(design, 'win'))).not.toBe('no default key');
  });

  it('follows the version: Open Preferences File is in the File menu', () => {
    expect(textOf(renderDirective('menu', 'debug.openPrefsInSplitView', CURRENT, 'p.md'))).toBe('File > Open Preferences File');
  });

  it('fail the build on a command the version does not have, naming page and command', () => {
    expect(() => renderDirective('kbd', 'file.noSuchCommand', CURRENT, 'docs/x.md')).toThrow(/docs\/x\.md: :kbd\[file\.noSuchCommand\]/);
  });

  it('fail on a command without a key or a menu item where one is promised', () => {
    const unbound = Object.keys(factsFor(CURRENT).commands).find((id) => {
      const facts = commandFacts(CURRENT, id);
      return facts && OSES.every((os) => facts.shortcuts[os].length === 0);
    })!;
    expect(() => renderDirective('kbd', unbound, CURRENT, 'p.md')).toThrow(/no default key/);
    const menuless = Object.keys(factsFor(CURRENT).commands).find((id) => {
      const facts = commandFacts(CURRENT, id);
      return facts && OSES.every((os) => facts.menuPath[os] === null);
    })!;
    expect(() => renderDirective('menu', menuless, CURRENT, 'p.md')).toThrow(/in no menu/);
  });

  it('render a key that is no command per OS, and reject what is not a key', () => {
    const node = renderDirective('key', 'Ctrl-K', CURRENT, 'p.md');
    expect(visibleText(forOs(node, 'win'))).toBe('Ctrl+K');
    expect(visibleText(forOs(node, 'mac'))).toBe('⌘K');
    expect(visibleText(forOs(renderDirective('key', 'Ctrl-C', CURRENT, 'p.md', {mac: 'Ctrl-C'}), 'mac'))).toBe('⌃C');
    expect(() => renderDirective('key', 'press control k', CURRENT, 'p.md')).toThrow(/keymap spelling/);
  });

  it('render a preference default and reject unknown preferences', () => {
    expect(textOf(renderDirective('default', 'insertHintOnTab', PREVIOUS, 'p.md'))).toBe('true');
    expect(() => renderDirective('pref', 'findInFiles.instantSearch', PREVIOUS, 'p.md')).toThrow(/does not define/);
  });
});

describe(':since[...]', () => {
  const oldest = DOCS_VERSIONS[DOCS_VERSIONS.length - 1]!;
  const newIn = (v: string) =>
    Object.keys(factsFor(v).commands).find((id) => !(id in factsFor(DOCS_VERSIONS[DOCS_VERSIONS.indexOf(v) + 1]!).commands));

  // The newest version that brought a command (right after a release cut, the current one has brought none yet).
  const brought = DOCS_VERSIONS.slice(0, -1).find((v) => newIn(v))!;
  const before = DOCS_VERSIONS[DOCS_VERSIONS.indexOf(brought) + 1]!;

  it('badges a command with the first documented version whose facts have it', () => {
    const id = newIn(brought)!;
    const node = renderDirective('since', id, CURRENT, 'p.md');
    expect(node?.data?.hProperties?.className).toEqual(['since-badge']);
    const between = releasesBetween(before, brought);
    expect(textOf(node)).toBe(between.length ? `New after ${before}` : `New in ${brought}`);
    expect(String(node?.data?.hProperties?.title)).toContain(brought);
  });

  it('says "New in" when no release lies between the two documented versions', () => {
    expect(textOf(sinceBadge(CURRENT, () => []))).toBe(`New in ${CURRENT}`);
    expect(textOf(sinceBadge(CURRENT, () => ['9.9']))).toBe(`New after ${PREVIOUS}`);
  });

  it("badges a preference the same way, and refuses what the oldest version has or the page's version lacks", () => {
    const pref = Object.keys(factsFor(brought).preferences).find((key) => !(key in factsFor(before).preferences))!;
    expect(textOf(renderDirective('since', pref, CURRENT, 'p.md'))).toMatch(/^New (in|after) /);
    expect(() => renderDirective('since', 'file.save', CURRENT, 'p.md')).toThrow(/oldest documented version has it/);
    expect(() => renderDirective('since', newIn(brought)!, oldest, 'p.md')).toThrow(/neither a command nor a preference/);
  });
});

describe('context menus: :item[...]{in=...} and ::contextmenu[...]', () => {
  const project = factsFor(CURRENT).contextMenus!.win.find((menu) => menu.id === 'project-context-menu')!;
  const first = project.items.find((item) => 'commandId' in item) as {label: string; commandId: string};

  it('renders an item by its command with the label the context menu shows', () => {
    const node = renderDirective('item', first.commandId, CURRENT, 'page.md', {in: 'project-context-menu'});
    expect(textOf(node as Rendered)).toBe(first.label);
  });

  it('refuses an item that is not in the menu, a menu the editor lacks, and a missing menu', () => {
    expect(() => renderDirective('item', 'help.about', CURRENT, 'page.md', {in: 'project-context-menu'})).toThrow(
      /page\.md: :item\[help\.about\]\{in=project-context-menu\} names a command that is not in that context menu/,
    );
    expect(() => renderDirective('item', first.commandId, CURRENT, 'page.md', {in: 'no-such-menu'})).toThrow(
      /no context menu no-such-menu; the editor has .*project-context-menu/,
    );
    expect(() => renderDirective('item', first.commandId, CURRENT, 'page.md')).toThrow(/needs the context menu it is in/);
  });

  it('says that facts older than context menus have none', () => {
    const oldest = DOCS_VERSIONS[DOCS_VERSIONS.length - 1]!;
    expect(factsFor(oldest).contextMenus).toBeUndefined();
    expect(() => renderDirective('item', 'file.rename', oldest, 'old.md', {in: 'project-context-menu'})).toThrow(/have no context menus/);
  });

  it('lists the whole menu in order, with a separator between groups and none at the ends', () => {
    const list = contextMenuList(CURRENT, 'workingset-context-menu', 'page.md') as Rendered;
    const ul = (function find(node: Rendered): Rendered | undefined {
      if (node.data?.hName === 'ul') return node;
      for (const child of node.children ?? []) {
        const hit = find(child);
        if (hit) return hit;
      }
      return undefined;
    })(list)!;
    // A group's first item carries the rule: read it back as a divider before that item.
    const rows = ul.children!.flatMap((li) =>
      (li.data?.hProperties?.className as string[] | undefined)?.includes('context-menu-facts__group-start')
        ? ['---', textOf(li)]
        : [textOf(li)],
    );
    const expected = factsFor(CURRENT)
      .contextMenus!.win.find((menu) => menu.id === 'workingset-context-menu')!
      .items.map((item) => ('label' in item ? item.label : '---'));
    expect(rows).toEqual(expected);
    expect(rows[0]).not.toBe('---');
    expect(rows.at(-1)).not.toBe('---');
    expect(rows).toContain('---');
    // The OSes differ only in keys here, which the list leaves out: one list for all.
    expect(list.data?.hProperties?.className).toBeUndefined();
  });
});

describe(':label[...]', () => {
  it('renders a UI string of the editor by its key, and refuses a key it lacks', () => {
    const [key, value] = Object.entries(factsFor(CURRENT).labels)[0]!;
    expect(textOf(renderDirective('label', key, CURRENT, 'page.md') as Rendered)).toBe(value);
    expect(() => renderDirective('label', 'NO_SUCH_STRING', CURRENT, 'page.md')).toThrow(
      /page\.md: :label\[NO_SUCH_STRING\] names no UI string/,
    );
  });
});

describe('a key the desktop apps bind differently, or not at all', () => {
  it('names the desktop key first, then the browser one', () => {
    const rendered = renderDirective('kbd', 'recent-files.show', CURRENT, 'test.md') as Rendered;
    expect(visibleText(forOs(rendered, 'win'))).toBe('Ctrl+R in the desktop app, Ctrl+Alt+Shift+O in the browser');
  });
  it('says where the desktop apps bind none (Open Folder: Ctrl-O opens files there)', () => {
    expect(commandFacts(CURRENT, 'file.openFolder')?.desktopShortcuts).toEqual({win: null, mac: null, linux: null});
    const rendered = renderDirective('cmd', 'file.openFolder', CURRENT, 'test.md') as Rendered;
    expect(visibleText(forOs(rendered, 'win'))).toBe('no key in the desktop app, Ctrl+O in the browser');
    expect(visibleText(forOs(rendered, 'mac'))).toBe('no key in the desktop app, ⌘O in the browser');
  });
});
