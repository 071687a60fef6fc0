import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {listMarkdown} from '../../scripts/lib/content.mjs';
import {contextMenuFacts, docsVersionOfFile, OSES} from '../../src/data/facts';

/**
 * A table that describes a right-click menu names its items with `:item[command]{in=menu}`, so the
 * labels come from the editor's facts. This test asks such a table to be whole: every item that
 * menu has in the version's facts, on any OS, has a row (File management's list of the Working
 * Files menu once missed four). A submenu's opener (no command of its own) may be left out.
 */
const ITEM = /:item\[([^\]]+)\]\{in=([^}\s]+)\}/g;

/** Each Markdown table of a page: its rows, as the source lines. */
export function tables(markdown: string): string[][] {
  const found: string[][] = [];
  const current: string[] = [];
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('|')) current.push(line);
    else if (current.length) found.push(current.splice(0));
  }
  if (current.length) found.push(current);
  return found;
}

/** What a page's context-menu tables leave out: "<menu>: <command>" for each missing item. */
export function missingItems(file: string, markdown: string): string[] {
  const version = docsVersionOfFile(file);
  const missing: string[] = [];
  for (const table of tables(markdown)) {
    const named = new Map<string, Set<string>>();
    for (const row of table) {
      const firstCell = row.split('|')[1] ?? '';
      for (const [, command, menu] of firstCell.matchAll(ITEM)) {
        if (!named.has(menu!)) named.set(menu!, new Set());
        named.get(menu!)!.add(command!);
      }
    }
    for (const [menu, commands] of named) {
      const items = contextMenuFacts(version, menu);
      if (!items) continue; // an unknown menu fails the build and editor-facts-pages.test.ts
      const wanted = new Set(OSES.flatMap((os) => items[os].flatMap((item) => ('commandId' in item ? [item.commandId] : []))));
      const submenuOpeners = new Set(
        OSES.flatMap((os) =>
          items[os].flatMap((item) => ('commandId' in item && item.commandId.endsWith('submenu') ? [item.commandId] : [])),
        ),
      );
      for (const command of wanted) if (!commands.has(command) && !submenuOpeners.has(command)) missing.push(`${menu}: ${command}`);
    }
  }
  return missing;
}

const pages = [...listMarkdown('docs'), ...listMarkdown('api')].filter((file: string) => !file.includes('API-Reference/'));

describe('tables of a right-click menu list every item the editor has', () => {
  it.each(pages.map((file: string) => [file]))('%s', (file) => {
    expect(missingItems(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('names an item the table leaves out', () => {
    const page = [
      '| Item | What it does |',
      '| --- | --- |',
      '| :item[file.close]{in=tabbar-context-menu} | Closes this file |',
      '',
      'Not a table.',
    ].join('\n');
    expect(missingItems('docs/page.md', page)).toContain('tabbar-context-menu: file.rename');
  });

  it('reads tables apart, and ignores a table with no :item', () => {
    expect(tables('| a |\n| b |\n\ntext\n| c |')).toEqual([['| a |', '| b |'], ['| c |']]);
    expect(missingItems('docs/page.md', '| Setting | Default |\n| --- | --- |\n| **Close** | on |')).toEqual([]);
  });
});
