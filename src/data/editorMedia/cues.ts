/**
 * The captions of a clip: cues that the recorder stored as templates (scripts/screenshots, `s.say`)
 * with their times, rendered per OS from the editor's facts. One source for the WebVTT tracks
 * (src/plugins/editor-media/index.ts writes them) and for the step list in the clip's figcaption
 * (src/plugins/editor-media/figures.ts), so neither types a key or a menu label. Build-time only.
 *
 * Placeholders in a template:
 *   {menu:file.save}                     the menu path         File > Save File
 *   {kbd:file.save}                      the command's key     Ctrl+S / ⌘S
 *   {cmd:file.save}                      both                  File > Save File (Ctrl+S)
 *   {key:Ctrl-Z}                         a key in keymap spelling; Ctrl becomes ⌘ on macOS
 *   {item:project-context-menu/file.rename}  an item of a right-click menu, by its label there
 *   {label:CCB_SWITCH_TO_CODE_EDITOR}    a label of the editor's UI (a button's name), by its string key
 */
import {OSES, OS_NAMES, commandFacts, contextMenuFacts, factsFor, formatKey, type CommandFacts, type DocsVersion, type Os} from '../facts';
import {toMacKey} from '../../lib/keys';

export type ClipCue = {
  /** Seconds from the first frame of the video. */
  start: number;
  end: number;
  /** The template the step announced. */
  text: string;
};

/** A rendered cue: plain text, a key, or a menu path / menu item label. */
export type CueSegment = {kind: 'text' | 'key' | 'menu'; value: string};

export class CueTemplateError extends Error {}

const PLACEHOLDER = /\{(menu|kbd|cmd|key|item|label):([^{}]+)\}/g;

/** Keys the way the editor's menus show them on `os`; where the desktop app binds another key, it goes first. */
function keysOf(facts: CommandFacts, os: Os): CueSegment[] {
  const browser = facts.shortcuts[os];
  const desktop = facts.desktopShortcuts[os];
  if (desktop !== undefined) {
    return [
      desktop === null ? {kind: 'text', value: 'no key'} : {kind: 'key', value: desktop},
      {kind: 'text', value: ' in the desktop app, '},
      ...(browser.length ? [{kind: 'key', value: browser[0]!} as CueSegment] : [{kind: 'text', value: 'none'} as CueSegment]),
      {kind: 'text', value: ' in the browser'},
    ];
  }
  return browser.length ? [{kind: 'key', value: browser[0]!}] : [];
}

function placeholder(version: DocsVersion, kind: string, argument: string, os: Os): CueSegment[] {
  const fail = (why: string): never => {
    throw new CueTemplateError(`{${kind}:${argument}}: ${why}`);
  };
  if (kind === 'key') {
    if (!/^((Ctrl|Cmd|Alt|Shift)-)*[^-\s]+$/.test(argument)) fail('not a key in keymap spelling (Ctrl-Shift-K)');
    return [{kind: 'key', value: formatKey(os === 'mac' ? toMacKey(argument) : argument, os)}];
  }
  if (kind === 'label') {
    const label = factsFor(version).labels[argument] ?? fail('no such label in the facts');
    return [{kind: 'menu', value: label}];
  }
  if (kind === 'item') {
    const [menuId, commandId] = argument.split('/');
    const menus = menuId && commandId ? contextMenuFacts(version, menuId) : null;
    if (!menus) return fail('names no context menu of the facts (menu-id/command)');
    const item = menus[os].find((entry) => 'commandId' in entry && entry.commandId === commandId);
    if (!item || !('label' in item)) return fail(`${commandId} is not in ${menuId}`);
    return [{kind: 'menu', value: item.label}];
  }
  const facts = commandFacts(version, argument) ?? fail(`the editor ${version} has no command ${argument}`);
  const menu = (): CueSegment => {
    const path = facts.menuPath[os] ?? fail('the command is in no menu');
    return {kind: 'menu', value: path.join(' > ')};
  };
  const keys = () => {
    const shown = keysOf(facts, os);
    return shown.length ? shown : fail('the command has no default key');
  };
  if (kind === 'menu') return [menu()];
  if (kind === 'kbd') return keys();
  // {cmd:…}: the menu path, and the key where there is one.
  const shown = keysOf(facts, os);
  return shown.length ? [menu(), {kind: 'text', value: ' ('}, ...shown, {kind: 'text', value: ')'}] : [menu()];
}

/** A cue template as `os` shows it, in segments; a name the facts do not have throws CueTemplateError. */
export function renderCue(version: DocsVersion, template: string, os: Os): CueSegment[] {
  const segments: CueSegment[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) segments.push({kind: 'text', value: template.slice(last, match.index)});
    segments.push(...placeholder(version, match[1]!, match[2]!, os));
    last = match.index + match[0].length;
  }
  if (last < template.length) segments.push({kind: 'text', value: template.slice(last)});
  const stray = segments.find((segment) => segment.kind === 'text' && /[{}]/.test(segment.value));
  if (stray) throw new CueTemplateError(`"${template}": a brace that is no placeholder (menu, kbd, cmd, key, item, label)`);
  return segments;
}

export function cueText(version: DocsVersion, template: string, os: Os): string {
  return renderCue(version, template, os)
    .map((segment) => segment.value)
    .join('');
}

/** Why a clip's cues cannot be shown, or an empty list. */
export function cueProblems(version: DocsVersion, name: string, cues: readonly ClipCue[] | undefined, duration: number): string[] {
  if (!Array.isArray(cues) || cues.length < 2) return [`"${name}" has no captions: at least two cues (s.say in its steps)`];
  const problems: string[] = [];
  cues.forEach((cue, i) => {
    if (!(cue.start >= 0 && cue.end > cue.start && cue.end <= duration + 0.05)) {
      problems.push(`"${name}": cue ${i + 1} runs ${cue.start}–${cue.end} s, outside the clip's ${duration} s`);
    }
    if (i > 0 && cue.start < cues[i - 1]!.end - 0.001) problems.push(`"${name}": cue ${i + 1} starts before cue ${i} ends`);
    try {
      for (const os of OSES) renderCue(version, cue.text, os);
    } catch (error) {
      problems.push(`"${name}": cue ${i + 1}: ${(error as Error).message}`);
    }
  });
  return problems;
}

const vttTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

const vttEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The WebVTT file of a clip's captions as `os` shows keys and menus. */
export function clipVtt(version: DocsVersion, cues: readonly ClipCue[], os: Os): string {
  const blocks = cues.map(
    (cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${vttEscape(cueText(version, cue.text, os))}`,
  );
  return `WEBVTT - ${OS_NAMES[os]} keys and menus\n\n${blocks.join('\n\n')}\n`;
}

/** The label a captions track shows in the player's menu. */
export function trackLabel(os: Os): string {
  return `English (${OS_NAMES[os]})`;
}

/** `emmet-html-dark.mac.vtt`: beside the clip's videos, per colour mode (their cue times differ) and OS. */
export function captionsFileName(name: string, theme: string, os: Os): string {
  return `${name}-${theme}.${os}.vtt`;
}
