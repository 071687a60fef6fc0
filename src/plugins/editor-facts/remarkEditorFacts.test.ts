import {describe, expect, it} from 'vitest';
import {DOCS_VERSIONS, OSES, commandFacts, docsVersionOfFile, factsFor, formatKey} from '../../data/facts';
import {renderDirective} from './remarkEditorFacts';

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
    expect(docsVersionOfFile('/site/versioned_docs/version-4.0/intro.md')).toBe('4.0');
    expect(docsVersionOfFile('/site/docs/intro.md')).toBe('5.2');
    expect(() => docsVersionOfFile('/site/versioned_docs/version-1.0/intro.md')).toThrow(/no editor facts/);
  });
});

describe('directives', () => {
  it('render the menu path and the key from the version facts', () => {
    const save = renderDirective('cmd', 'file.save', '5.2', 'page.md');
    expect(textOf(save)).toMatch(/^File > Save File \(/);
    expect(visibleText(forOs(save, 'win'))).toBe('Ctrl+S');
    expect(visibleText(forOs(save, 'mac'))).toBe('⌘S');
    expect(visibleText(forOs(save, 'linux'))).toBe('Ctrl+S');
    expect(textOf(forOs(save, 'mac'))).toContain('Command S');
  });

  it('say "no default key" in the part of an OS without one, without naming that OS again', () => {
    const design = renderDirective('cmd', 'view.toggleDesignMode', '5.2', 'p.md');
    expect(visibleText(forOs(design, 'mac'))).toBe('no default key');
    expect(visibleText(forOs(design, 'win'))).not.toBe('no default key');
  });

  it('follows the version: Open Preferences File is in the File menu', () => {
    expect(textOf(renderDirective('menu', 'debug.openPrefsInSplitView', '5.2', 'p.md'))).toBe('File > Open Preferences File');
  });

  it('fail the build on a command the version does not have, naming page and command', () => {
    expect(() => renderDirective('kbd', 'file.noSuchCommand', '5.2', 'docs/x.md')).toThrow(/docs\/x\.md: :kbd\[file\.noSuchCommand\]/);
  });

  it('fail on a command without a key or a menu item where one is promised', () => {
    const unbound = Object.keys(factsFor('5.2').commands).find((id) => {
      const facts = commandFacts('5.2', id);
      return facts && OSES.every((os) => facts.shortcuts[os].length === 0);
    })!;
    expect(() => renderDirective('kbd', unbound, '5.2', 'p.md')).toThrow(/no default key/);
    const menuless = Object.keys(factsFor('5.2').commands).find((id) => {
      const facts = commandFacts('5.2', id);
      return facts && OSES.every((os) => facts.menuPath[os] === null);
    })!;
    expect(() => renderDirective('menu', menuless, '5.2', 'p.md')).toThrow(/in no menu/);
  });

  it('render a key that is no command per OS, and reject what is not a key', () => {
    const node = renderDirective('key', 'Ctrl-K', '5.2', 'p.md');
    expect(visibleText(forOs(node, 'win'))).toBe('Ctrl+K');
    expect(visibleText(forOs(node, 'mac'))).toBe('⌘K');
    expect(visibleText(forOs(renderDirective('key', 'Ctrl-C', '5.2', 'p.md', {mac: 'Ctrl-C'}), 'mac'))).toBe('⌃C');
    expect(() => renderDirective('key', 'press control k', '5.2', 'p.md')).toThrow(/keymap spelling/);
  });

  it('render a preference default and reject unknown preferences', () => {
    expect(textOf(renderDirective('default', 'insertHintOnTab', '4.0', 'p.md'))).toBe('true');
    expect(() => renderDirective('pref', 'findInFiles.instantSearch', '4.0', 'p.md')).toThrow(/does not define/);
  });
});
