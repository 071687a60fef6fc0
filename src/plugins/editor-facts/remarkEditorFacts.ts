import {visit} from 'unist-util-visit';
import {valueToEstree} from 'estree-util-value-to-estree';
import {
  DOCS_VERSIONS,
  OSES,
  OS_NAMES,
  commandFacts,
  contextMenuFacts,
  contextMenuIds,
  formatKey,
  docsVersionOfFile,
  factsFor,
  isDocsVersion,
  type CommandFacts,
  type DocsVersion,
  type MenuItemFact,
  type Os,
} from '../../data/facts';
import {desktopOnlyPreferences} from '../../data/facts/desktopOnly';
import {firstVersionWith} from '../../data/facts/since';
import {releasesBetween} from '../../data/releases';
import {keymapEntries} from '../../data/facts/keymap';
import {mdxImport} from '../mdxImport';
import {toMacKey} from '../../lib/keys';

/**
 * Renders what the docs say about the editor from the editor's facts, for the docs version that
 * the page documents, so that no menu path, key or default is typed by hand:
 *
 *   :menu[file.save]     the menu path:             File > Save File
 *   :kbd[file.save]      the default key, per OS:   Ctrl+S (Windows, Linux), ⌘S (macOS)
 *   :cmd[file.save]      both:                      File > Save File (Ctrl+S)
 *   :pref[closeBrackets] a preference key, checked to exist
 *   :default[closeBrackets]  that preference's default value
 *   :key[Ctrl-K]         a key that is no editor command (a panel's own key, the OS's, a
 *                        terminal's), per OS: Ctrl becomes ⌘ on macOS unless {mac="Ctrl-C"}
 *   ::keymap             (on a line of its own) every default key of the version, as a searchable table
 *   :item[file.rename]{in=project-context-menu}   an item of a right-click menu, by its command:
 *                        its label there, checked to be in that menu
 *   :label[CMD_OPEN_IN]  a UI string of the editor by its key (a submenu, a tooltip): Open In
 *   ::contextmenu[workingset-context-menu]   (own line) the whole right-click menu, in order, with
 *                        its groups, as the reader's OS shows it
 *   :since[edit.emmet]   a badge with the release that brought a command or preference: the
 *                        first documented version whose facts have it (see sinceBadge)
 *
 * A page outside the versioned docs (a blog post) can name another version: `{version=4.0}`.
 *
 * Keys for all three OSes are in the HTML; CSS shows the reader's (see ./osScript.ts). A name the
 * version's facts do not have fails the build with the page and the name.
 */

type Node = {
  type: string;
  name?: string;
  attributes?: Record<string, string | null | undefined>;
  value?: string;
  children?: Node[];
  data?: {hName?: string; hProperties?: Record<string, unknown>};
};
type VFile = {path?: string; history?: string[]};

const text = (value: string): Node => ({type: 'text', value});
const element = (hName: string, hProperties: Record<string, unknown>, children: Node[]): Node => ({
  type: 'strong', // any phrasing node: hName decides the HTML element
  data: {hName, hProperties},
  children,
});

const KEY_WORDS: Record<string, string> = {
  '⌘': 'Command ',
  '⌥': 'Option ',
  '⇧': 'Shift ',
  '⌃': 'Control ',
  '↑': 'Up',
  '↓': 'Down',
  '←': 'Left',
  '→': 'Right',
};

/** A key as shown, plus its spoken form where it uses symbols a screen reader may skip. */
function keyCap(shown: string): Node[] {
  const spoken = [...shown]
    .map((ch) => KEY_WORDS[ch] ?? ch)
    .join('')
    .trim();
  if (spoken === shown) return [text(shown)];
  return [element('span', {ariaHidden: 'true'}, [text(shown)]), element('span', {className: ['sr-only']}, [text(spoken)])];
}

function menuPathNode(facts: CommandFacts): Node {
  const paths = OSES.map((os) => facts.menuPath[os]);
  const render = (segments: readonly string[]) => text(segments.join(' > '));
  if (paths.every((p) => p && p.join('\u0000') === paths[0]!.join('\u0000'))) {
    return element('strong', {className: ['menu-path']}, [render(paths[0]!)]);
  }
  return element(
    'strong',
    {className: ['menu-path', 'per-os']},
    // Each part is shown as the reader's OS, and the Markdown twin labels it with the OS: the text
    // itself must not name the OS again.
    OSES.map((os) => element('span', {dataOs: os}, [render(facts.menuPath[os] ?? ['(not in a menu)'])])),
  );
}

function shortcutNode({shortcuts, desktopShortcuts}: Pick<CommandFacts, 'shortcuts' | 'desktopShortcuts'>): Node {
  const keyList = (keys: readonly string[]) => {
    const children: Node[] = [];
    keys.forEach((shown, i) => {
      if (i > 0) children.push(text(' or '));
      children.push(element('kbd', {}, keyCap(shown)));
    });
    return children;
  };
  return element(
    'span',
    {className: ['shortcut']},
    OSES.map((os) => {
      const keys = shortcuts[os];
      const desktop = desktopShortcuts[os];
      // As in menuPathNode, the part stands for its OS already (title, reader's OS, twin's label).
      let children: Node[] = keys.length === 0 ? [text('no default key')] : keyList(keys);
      // The desktop apps bind another key, or none: name both, desktop first (most readers use it).
      if (desktop !== undefined)
        children = [
          ...(desktop === null ? [text('no key')] : keyList([desktop])),
          text(' in the desktop app, '),
          ...(keys.length ? keyList(keys) : [text('none')]),
          text(' in the browser'),
        ];
      return element('span', {dataOs: os, title: OS_NAMES[os]}, children);
    }),
  );
}

/** Keys in the order the menus show them first: the menu's key is the one readers see. */
function withMenuKeyFirst(version: DocsVersion, facts: CommandFacts): CommandFacts {
  const shortcuts = {} as Record<Os, string[]>;
  for (const os of OSES) {
    const menuItem = factsFor(version)
      .menus[os].flatMap((menu) => menu.items)
      .find((item) => 'commandId' in item && item.commandId === facts.commandId);
    const shown = menuItem && 'shortcut' in menuItem ? menuItem.shortcut : null;
    const keys = facts.shortcuts[os];
    shortcuts[os] = shown && keys.includes(shown) ? [shown, ...keys.filter((k) => k !== shown)] : keys;
  }
  return {...facts, shortcuts};
}

export class EditorFactsError extends Error {}

export function preferenceFact(version: DocsVersion, key: string): {type: string; default: unknown} | null {
  const pref = factsFor(version).preferences[key];
  if (pref) return pref;
  return desktopOnlyPreferences.find((p) => p.key === key && p.versions.includes(version)) ?? null;
}

export function renderDirective(
  name: string,
  argument: string,
  version: DocsVersion,
  where: string,
  attributes: Record<string, string | null | undefined> = {},
): Node | null {
  const fail = (why: string): never => {
    throw new EditorFactsError(`${where}: ${why} (editor facts for docs version ${version})`);
  };
  if (name === 'menu' || name === 'kbd' || name === 'cmd') {
    const found = commandFacts(version, argument);
    if (!found) return fail(`:${name}[${argument}] names a command that the editor does not have`);
    const facts = withMenuKeyFirst(version, found);
    const inMenu = OSES.some((os) => facts.menuPath[os]);
    const hasKey = OSES.some((os) => facts.shortcuts[os].length > 0 || facts.desktopShortcuts[os]);
    if (name !== 'kbd' && !inMenu) fail(`:${name}[${argument}] names a command that is in no menu`);
    if (name === 'kbd' && !hasKey) fail(`:kbd[${argument}] names a command that has no default key`);
    if (name === 'menu') return menuPathNode(facts);
    if (name === 'kbd') return shortcutNode(facts);
    const children = [menuPathNode(facts)];
    if (hasKey) children.push(text(' ('), shortcutNode(facts), text(')'));
    return element('span', {className: ['command']}, children);
  }
  if (name === 'item') {
    const menuId = attributes.in;
    if (!menuId) return fail(`:item[${argument}] needs the context menu it is in: {in=project-context-menu}`);
    const menu = contextMenuOrFail(version, menuId, fail);
    const labels = OSES.map((os) => menu[os].find((item): item is Labelled => 'commandId' in item && item.commandId === argument)?.label);
    if (labels.every((label) => label === undefined))
      return fail(`:item[${argument}]{in=${menuId}} names a command that is not in that context menu`);
    if (labels.every((label) => label === labels[0])) return element('strong', {className: ['menu-item']}, [text(labels[0]!)]);
    return element(
      'strong',
      {className: ['menu-item', 'per-os']},
      OSES.map((os, i) => element('span', {dataOs: os}, [text(labels[i] ?? '(not in this menu)')])),
    );
  }
  if (name === 'label') {
    // A name the editor shows that is no command: a submenu, a tooltip, a dialog's title.
    const label = factsFor(version).labels[argument];
    if (label === undefined) return fail(`:label[${argument}] names no UI string of the editor (of six words or fewer)`);
    return element('strong', {className: ['ui-label']}, [text(label)]);
  }
  if (name === 'key') {
    if (!/^((Ctrl|Cmd|Alt|Shift)-)*[^-\s]+$|^((Ctrl|Cmd|Alt|Shift)-)+-$/.test(argument))
      fail(`:key[${argument}] is not a key in keymap spelling (Ctrl-Shift-K)`);
    const macKey = attributes.mac ?? toMacKey(argument);
    const keys = {win: argument, linux: argument, mac: macKey} as Record<Os, string>;
    return shortcutNode({
      shortcuts: Object.fromEntries(OSES.map((os) => [os, [formatKey(keys[os], os)]])) as Record<Os, string[]>,
      desktopShortcuts: {},
    });
  }
  if (name === 'since') {
    const kind = commandFacts(version, argument) ? 'command' : preferenceFact(version, argument) ? 'preference' : null;
    if (!kind) return fail(`:since[${argument}] names neither a command nor a preference of the editor`);
    const first = firstVersionWith(kind, argument)!;
    if (first.oldest) fail(`:since[${argument}]: the oldest documented version has it already, so the facts cannot say when it came`);
    return sinceBadge(first.version);
  }
  if (name === 'pref' || name === 'default') {
    const pref = preferenceFact(version, argument);
    if (!pref) return fail(`:${name}[${argument}] names a preference that the editor does not define`);
    const shown = name === 'pref' ? argument : JSON.stringify(pref.default);
    return element('code', {}, [text(shown)]);
  }
  return null;
}

type Labelled = Extract<MenuItemFact, {commandId: string}>;

function contextMenuOrFail(version: DocsVersion, menuId: string, fail: (why: string) => never): Record<Os, MenuItemFact[]> {
  const menu = contextMenuFacts(version, menuId);
  if (menu) return menu;
  const known = contextMenuIds(version);
  return fail(
    known.length
      ? `no context menu ${menuId}; the editor has ${known.join(', ')}`
      : `the facts of this version have no context menus (they are read since 5.2)`,
  );
}

/**
 * `::contextmenu[id]`: the right-click menu as a list, top to bottom, a rule between its groups. No
 * keys: the facts hold the browser edition's, and the desktop apps bind some commands to other keys
 * (`:kbd[...]` knows both). One list per OS where the OSes differ; CSS shows the reader's.
 */
export function contextMenuList(version: DocsVersion, menuId: string, where: string): Node {
  const fail = (why: string): never => {
    throw new EditorFactsError(`${where}: ::contextmenu[${menuId}]: ${why} (editor facts for docs version ${version})`);
  };
  const menu = contextMenuOrFail(version, menuId, fail);
  // A group after a divider starts with a rule drawn over its first item: a <ul> may hold only <li>
  // items, and an item with role=separator is not one (HTML checker, axe).
  const list = (items: MenuItemFact[]) => {
    const rows: Node[] = [];
    let groupStart = false;
    for (const item of items) {
      if ('divider' in item) {
        groupStart = rows.length > 0;
        continue;
      }
      rows.push(element('li', groupStart ? {className: ['context-menu-facts__group-start']} : {}, [text(item.label)]));
      groupStart = false;
    }
    return element('ul', {className: ['context-menu-facts'], ariaLabel: 'Context menu items, top to bottom'}, rows);
  };
  // Only what the list shows counts: the OSes differ in keys, which it leaves out.
  const shown = (os: Os) => menu[os].map((item) => ('label' in item ? item.label : '---')).join('\n');
  const same = OSES.every((os) => shown(os) === shown(OSES[0]));
  if (same) return {type: 'paragraph', data: {hName: 'div', hProperties: {}}, children: [list(menu[OSES[0]])]};
  return {
    type: 'paragraph',
    data: {hName: 'div', hProperties: {className: ['per-os']}},
    children: OSES.map((os) => element('div', {dataOs: os}, [list(menu[os])])),
  };
}

/**
 * "New in 5.2" when the documented version before `version` is the release right before it. When
 * releases without docs versions lie between (5.0 and 5.1 between 4.0 and 5.2), the facts cannot
 * tell which one brought it, and the badge says so: "New after 4.0".
 */
export function sinceBadge(version: DocsVersion, between: typeof releasesBetween = releasesBetween): Node {
  const previous = DOCS_VERSIONS[DOCS_VERSIONS.indexOf(version) + 1]!;
  const gap = between(previous, version);
  const label = gap.length === 0 ? `New in ${version}` : `New after ${previous}`;
  const title =
    gap.length === 0
      ? `Phoenix Code ${version} brought this`
      : `Not in Phoenix Code ${previous}; there in ${version} (it came in one of ${[...gap, version].join(', ')})`;
  return element('span', {className: ['since-badge'], title}, [text(label)]);
}

const KEYMAP_COMPONENT = '@site/src/components/KeyboardShortcuts';
const KEYMAP_COMPONENT_NAME = 'EditorFactsKeymapTable';

/** `<KeyboardShortcuts entries={[...]} />`, with the rows as an expression MDX can compile. */
function keymapTable(version: DocsVersion): Node {
  const entries = keymapEntries(version);
  return {
    type: 'mdxJsxFlowElement',
    name: KEYMAP_COMPONENT_NAME,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'entries',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify(entries),
          data: {
            estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: valueToEstree(entries)}]},
          },
        },
      },
    ],
    children: [],
  } as unknown as Node;
}

function directiveArgument(node: Node): string {
  return (node.children ?? [])
    .map((child) => child.value ?? '')
    .join('')
    .trim();
}

/**
 * A text directive of a page as the build renders it (null for a directive that is not ours), or
 * an EditorFactsError naming the page and what its version lacks. `version` is the page's own.
 */
export function renderTextDirective(node: Node, filePath: string, version: DocsVersion = docsVersionOfFile(filePath)): Node | null {
  // A blog post about an older release names that release's commands: :kbd[file.save]{version=4.0}
  const wanted = node.attributes?.version;
  if (wanted && !isDocsVersion(wanted)) throw new EditorFactsError(`${filePath}: no editor facts for version ${wanted}`);
  return renderDirective(
    node.name ?? '',
    directiveArgument(node),
    wanted ? (wanted as DocsVersion) : version,
    filePath,
    node.attributes ?? {},
  );
}

export default function remarkEditorFacts() {
  return (tree: Node, file: VFile) => {
    const filePath = file.path ?? file.history?.[0] ?? '';
    const version = docsVersionOfFile(filePath);
    let keymapTables = 0;
    visit(tree as never, 'leafDirective', (node: Node, index: number | undefined, parent: Node | undefined) => {
      if (!parent || index === undefined) return;
      if (node.name === 'contextmenu') {
        parent.children!.splice(index, 1, contextMenuList(version, directiveArgument(node), filePath));
        return;
      }
      if (node.name !== 'keymap') return;
      parent.children!.splice(index, 1, keymapTable(version));
      keymapTables += 1;
    });
    if (keymapTables > 0) tree.children!.unshift(mdxImport(KEYMAP_COMPONENT, KEYMAP_COMPONENT_NAME) as Node);
    visit(tree as never, 'textDirective', (node: Node, index: number | undefined, parent: Node | undefined) => {
      if (!parent || index === undefined) return;
      const rendered = renderTextDirective(node, filePath, version);
      if (rendered) parent.children!.splice(index, 1, rendered);
    });
  };
}
