/**
 * Finds what a docs page types by hand about the editor and checks it against the facts of the
 * page's version: menu paths, key combinations, preference keys and their defaults. The
 * directives (`:menu[]`, `:kbd[]`, `:pref[]`, ...) are checked by the build; this catches what was
 * written around them. Pure: the facts come in as an argument, so a test can feed wrong ones.
 */
import {ARROW_SYMBOLS, splitKey} from '../../lib/keys';
import type {KeyFact, MenuFact, PreferenceFact} from './index';
import {OSES} from './os';

export type TextFacts = {
  menus: Record<'win' | 'mac' | 'linux', MenuFact[]>;
  keys: Record<'win' | 'mac' | 'linux', KeyFact[]>;
  preferences: Record<string, PreferenceFact>;
  /** Every preference key any documented version defines: a token that is one is a preference. */
  knownPreferenceKeys: ReadonlySet<string>;
  /** Commands and preferences of the desktop apps (not in the facts), for this version. */
  desktopMenuPaths: readonly string[];
  desktopPreferences: Readonly<Record<string, unknown>>;
  /** How the status bar writes the default encoding (`utf8`). */
  encodingName: string;
};

export type Problem = {line: number; text: string; why: string};

/** Key combinations that are not the editor's commands: mouse gestures and editor-text keys. */
export const NON_COMMAND_KEYS: readonly {combo: RegExp; reason: string}[] = [
  {combo: /^(ctrl|cmd|alt|shift)(-(ctrl|cmd|alt|shift))*-(click|drag|scroll|wheel|hover)$/i, reason: 'a mouse gesture, not a key binding'},
  {combo: /^shift-tab$/i, reason: 'the code editor un-indents with it; no command owns it'},
  {combo: /^shift-enter$/i, reason: 'moves to the previous match in find bars; no command owns it'},
];

const MAIN_MENUS = ['File', 'Edit', 'Find', 'View', 'Navigate', 'Debug', 'Help'];
const MODIFIER = /^(ctrl|control|cmd|command|⌘|alt|opt|option|⌥|shift|⇧|⌃)$/i;

/** `Cmd+Option+L`, `⌘⌥L` or `Ctrl-Shift-F` in the keymap's spelling: `Cmd-Alt-L`. */
export function normaliseCombo(caps: string[]): string {
  const names: Record<string, string> = {
    control: 'Ctrl',
    ctrl: 'Ctrl',
    '⌃': 'Ctrl',
    command: 'Cmd',
    cmd: 'Cmd',
    '⌘': 'Cmd',
    option: 'Alt',
    opt: 'Alt',
    alt: 'Alt',
    '⌥': 'Alt',
    shift: 'Shift',
    '⇧': 'Shift',
  };
  const order = ['Ctrl', 'Alt', 'Shift', 'Cmd'];
  const modifiers = caps.filter((c) => MODIFIER.test(c)).map((c) => names[c.toLowerCase()] ?? c);
  const rest = caps.filter((c) => !MODIFIER.test(c)).map((c) => ARROW_SYMBOLS[c] ?? (c.length === 1 ? c.toUpperCase() : c));
  return [...[...new Set(modifiers)].sort((a, b) => order.indexOf(a) - order.indexOf(b)), ...rest].join('-');
}

function comboKey(key: string): string {
  return normaliseCombo(splitKey(key));
}

/** Strips fenced code, inline code (kept in a side list), HTML comments and directives. */
function proseLines(markdown: string): {line: number; text: string; inFence: boolean}[] {
  const out: {line: number; text: string; inFence: boolean}[] = [];
  let inFence = false;
  let inFrontMatter = false;
  markdown.split('\n').forEach((text, i) => {
    if (i === 0 && text === '---') inFrontMatter = true;
    else if (inFrontMatter && text === '---') {
      inFrontMatter = false;
      return;
    }
    if (inFrontMatter) return;
    if (/^\s*(```|~~~)/.test(text)) {
      inFence = !inFence;
      return;
    }
    out.push({line: i + 1, text, inFence});
  });
  return out;
}

const COMBO_IN_KBD = /((?:<kbd>[^<]+<\/kbd>\s*\+\s*)+<kbd>[^<]+<\/kbd>)/g;
const COMBO_IN_TEXT =
  /(?<![\w`:[-])((?:(?:Ctrl|Control|Cmd|Command|Alt|Option|Opt|Shift)\s?[+-]\s?)+(?:[A-Z0-9](?![a-z])|F\d{1,2}|Tab|Enter|Space|Esc|Up|Down|Left|Right|[↑↓←→`~=/\\[\].,;'-]|[Cc]lick|[Dd]rag|[Ss]croll))/g;
const MAC_SYMBOLS = /((?:[⌘⌥⇧⌃])+(?:[A-Z0-9]|F\d{1,2}|[↑↓←→`~=/\\[\].,;'-]))/g;

export function checkPageText(markdown: string, facts: TextFacts): Problem[] {
  const problems: Problem[] = [];
  const bindings = new Map<string, string>();
  for (const os of OSES) for (const k of facts.keys[os]) bindings.set(comboKey(k.key), k.command);
  const menuPaths = new Set<string>(facts.desktopMenuPaths);
  for (const os of OSES) {
    for (const menu of facts.menus[os])
      for (const item of menu.items) if ('label' in item) menuPaths.add(`${menu.label} > ${item.label}`.replace(/…|\.\.\./g, '…'));
  }

  const checkCombo = (line: number, shown: string, caps: string[]) => {
    if (caps.length < 2 || !caps.slice(0, -1).every((c) => MODIFIER.test(c))) return;
    const combo = normaliseCombo(caps);
    if (NON_COMMAND_KEYS.some(({combo: allowed}) => allowed.test(combo))) return;
    const command = bindings.get(combo);
    problems.push({
      line,
      text: shown,
      why: command
        ? `typed by hand: write :kbd[${command}] so it follows the facts and the reader's OS`
        : `${combo} is not a default key of this version`,
    });
  };

  const lines = proseLines(markdown);
  const paragraphs = new Map<number, string>();
  let current = '';
  let start = 0;
  for (const {line, text, inFence} of lines) {
    if (inFence) continue;
    if (text.trim() === '') {
      current = '';
      start = line + 1;
      continue;
    }
    current = current ? `${current}\n${text}` : text;
    paragraphs.set(start, current);
    // Directives are checked by the build; their {attributes} are not prose either.
    const prose = text.replace(/`[^`]*`/g, ' ').replace(/::?[a-zA-Z]+\[[^\]]*\](\{[^}]*\})?/g, ' ');
    for (const match of prose.matchAll(COMBO_IN_KBD)) {
      checkCombo(
        line,
        match[1]!,
        [...match[1]!.matchAll(/<kbd>([^<]+)<\/kbd>/g)].map((m) => m[1]!.trim()),
      );
    }
    for (const match of prose.replace(COMBO_IN_KBD, ' ').matchAll(COMBO_IN_TEXT)) {
      checkCombo(
        line,
        match[1]!,
        match[1]!.split(/\s?[+-]\s?(?=.)/).map((c) => c.trim()),
      );
    }
    for (const match of prose.replace(COMBO_IN_KBD, ' ').matchAll(MAC_SYMBOLS)) {
      const [, symbols, key] = /^([⌘⌥⇧⌃]+)(.+)$/.exec(match[1]!)!;
      checkCombo(line, match[1]!, [...symbols!, key!]);
    }
    // Menu paths: "File > Save File", bold or not, with > or › between the parts.
    for (const match of prose.matchAll(
      new RegExp(`(?<![\\w>])(${MAIN_MENUS.join('|')})\\s*(?:>|›|&gt;|→)\\s*([^*\\n|()]+?)(?=\\*\\*|[.,;:)|]|\\s—|$)`, 'g'),
    )) {
      const path = `${match[1]} > ${match[2]!.trim()}`.replace(/\s*(?:>|›|&gt;|→)\s*/g, ' > ').replace(/\.\.\./g, '…');
      const known = [...menuPaths].some((p) => path === p || path.startsWith(`${p} > `));
      problems.push({
        line,
        text: path,
        why: known ? 'typed by hand: write :menu[<command id>] so it follows the facts' : 'no such menu item in this version',
      });
    }
    // Preference keys named in prose (not as :pref[]) must exist in this version.
    for (const match of text.matchAll(/`([A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)+|[a-z][a-zA-Z0-9]+)`/g)) {
      const key = match[1]!;
      const paragraph = paragraphs.get(start) ?? '';
      // Git's own settings (`git config diff.tool`) share the dotted shape.
      const looksLikePreference =
        facts.knownPreferenceKeys.has(key) ||
        (/\./.test(key) && /\bprefer|\bsetting|phcode\.json/i.test(paragraph) && !/git config/i.test(paragraph));
      // File names and host names have dots too.
      if (!looksLikePreference || /\.(json|js|ts|html|css|md|php|txt|yml|yaml|toml|dev|io|com|org|net|app)$/.test(key)) continue;
      if (!(key in facts.preferences) && !(key in facts.desktopPreferences) && ![...bindings.values()].includes(key)) {
        problems.push({line, text: key, why: 'names a preference that this version does not define'});
      }
    }
    // An encoding shown as code where the text is about encodings is what the status bar shows:
    // `UTF-8` there is a name the reader will not find.
    const spelling = (name: string) => name.toLowerCase().replace(/[-_\s]/g, '');
    if (facts.encodingName && /encoding/i.test(paragraphs.get(start) ?? '')) {
      for (const match of text.matchAll(/`([^`]+)`/g)) {
        if (spelling(match[1]!) === spelling(facts.encodingName) && match[1] !== facts.encodingName)
          problems.push({line, text: match[1]!, why: `the status bar writes this encoding \`${facts.encodingName}\``});
      }
    }
    // "`key` ... defaults to `value`" / "(default `value`)" in one line: the default must match.
    for (const match of text.matchAll(/`([\w.-]+)`[^`\n]{0,80}?\bdefaults? (?:is |to |value is |:)?\s*`([^`]+)`/gi)) {
      const [, key, value] = match;
      const pref = facts.preferences[key!];
      if (pref && !sameValue(pref.default, value!))
        problems.push({line, text: `${key} default ${value}`, why: `the default is ${JSON.stringify(pref.default)}`});
    }
  }

  // Tables with a Default column: the row's preference key and its default.
  const tableLines = lines.filter((l) => !l.inFence && /^\s*\|/.test(l.text));
  let defaultColumn = -1;
  for (const {line, text} of tableLines) {
    const cells = text
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.some((c) => /^default\b/i.test(c))) {
      defaultColumn = cells.findIndex((c) => /^default\b/i.test(c));
      continue;
    }
    if (/^[-:\s|]+$/.test(text) || defaultColumn < 0) continue;
    const key = cells
      .map((c) => /^`([\w.-]+)`/.exec(c)?.[1] ?? /^:pref\[([\w.-]+)\]/.exec(c)?.[1])
      .find((k) => k && (k in facts.preferences || facts.knownPreferenceKeys.has(k)));
    const shown = /^`([^`]+)`$/.exec(cells[defaultColumn] ?? '')?.[1];
    if (key && shown !== undefined && key in facts.preferences && !sameValue(facts.preferences[key]!.default, shown)) {
      problems.push({line, text: `${key} default ${shown}`, why: `the default is ${JSON.stringify(facts.preferences[key]!.default)}`});
    }
  }
  return problems;
}

function sameValue(actual: unknown, shown: string): boolean {
  const trimmed = shown.trim().replace(/^"(.*)"$/, '$1');
  if (typeof actual === 'string') return trimmed === actual;
  try {
    return JSON.stringify(JSON.parse(shown)) === JSON.stringify(actual);
  } catch {
    return String(actual) === trimmed;
  }
}
