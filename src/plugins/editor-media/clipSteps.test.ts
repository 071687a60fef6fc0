import {describe, expect, it} from 'vitest';
import {OSES, commandFacts, contextMenuFacts, factsFor, type DocsVersion} from '../../data/facts';
import {cueText} from '../../data/editorMedia/cues';
import {RECORDED_ACTIONS, Session, recordedView} from '../../../scripts/screenshots/lib/session.mjs';
import {SHOTS} from '../../../scripts/screenshots/shots.mjs';

/**
 * The recorded steps of every clip (scripts/screenshots/clip-steps.mjs) run against a stand-in of
 * the recorder's session, behind the same `recordedView` the recorder uses: a step that reaches for
 * anything but what a reader does (a command by script, the linter, opening a file, `page`) throws
 * here as it would while recording. The stand-in also checks what a step names: the command of a
 * key has that key, the command of a menu is in a menu, and every cue renders for every OS.
 */
type Clip = {name: string; steps?: (s: unknown, theme: string) => Promise<void>};
type Call = {action: string; args: unknown[]};

/** Actions that only read where things are; they may come before the first cue. */
const READS = new Set(['boxOf', 'rect', 'lines', 'charBox', 'text', 'isVisible']);
const BOX = {x: 10, y: 10, width: 100, height: 20, top: 5, bottom: 15};
/**
 * What `s.text()` returns here: one object that "contains" any text, so the steps' loops that undo
 * until a text is back end at once (in the editor they read the real file).
 */
const ANY_TEXT = {includes: () => true};

function standIn(version: DocsVersion) {
  const calls: Call[] = [];
  const said: string[] = [];
  const problems: string[] = [];
  const facts = factsFor(version);
  const record =
    (action: string, result: unknown = undefined) =>
    async (...args: unknown[]) => {
      calls.push({action, args});
      return result;
    };
  const session: Record<string, unknown> = {
    say: async (text: string) => {
      calls.push({action: 'say', args: [text]});
      said.push(text);
    },
    key: async (id: string) => {
      calls.push({action: 'key', args: [id]});
      if (!facts.keys.linux.some((k) => k.command === id)) problems.push(`s.key('${id}'): the editor binds no key to it`);
    },
    menu: async (id: string) => {
      calls.push({action: 'menu', args: [id]});
      if (!commandFacts(version, id)?.menuPath.linux) problems.push(`s.menu('${id}'): no menu has it`);
    },
    contextMenu: async (selector: string, id: string) => {
      calls.push({action: 'contextMenu', args: [selector, id]});
      const menus = (facts.contextMenus?.linux ?? []).map((menu) => contextMenuFacts(version, menu.id)?.linux ?? []);
      if (!menus.some((items) => items.some((item) => 'commandId' in item && item.commandId === id))) {
        problems.push(`s.contextMenu(…, '${id}'): no context menu has it`);
      }
    },
    boxOf: record('boxOf', BOX),
    rect: record('rect', BOX),
    lines: record('lines', BOX),
    charBox: record('charBox', BOX),
    text: record('text', ANY_TEXT),
    isVisible: record('isVisible', true),
  };
  for (const action of RECORDED_ACTIONS) session[action] ??= record(action);
  return {session, calls, said, problems};
}

async function runSteps(clip: Clip, version: DocsVersion, theme = 'light') {
  const stand = standIn(version);
  let error: string | null = null;
  try {
    await clip.steps!(recordedView(stand.session), theme);
  } catch (e) {
    error = (e as Error).message;
  }
  return {...stand, error};
}

const versions = Object.keys(SHOTS) as DocsVersion[];
const clipsOf = (version: DocsVersion) => ((SHOTS as Record<string, unknown[]>)[version] as Clip[]).filter((shot) => shot.steps);

describe.each(versions)('the recorded steps of the %s clips', (version) => {
  it.each(clipsOf(version).map((clip) => [clip.name, clip]))(
    '%s does only what a reader does, and announces each step in words the facts render',
    async (_name, clip) => {
      for (const theme of ['light', 'dark']) {
        const run = await runSteps(clip, version, theme);
        expect(run.error, `${clip.name} (${theme})`).toBeNull();
        expect(run.problems, clip.name).toEqual([]);
        expect(run.said.length, `${clip.name}: cues (s.say)`).toBeGreaterThanOrEqual(2);
        // The first cue is shown from the first frame: it must come before anything happens.
        const firstDeed = run.calls.find((call) => !READS.has(call.action));
        expect(firstDeed?.action, `${clip.name}: the first step announces itself`).toBe('say');
        for (const text of run.said) for (const os of OSES) expect(() => cueText(version, text, os), text).not.toThrow();
      }
    },
  );
});

describe('the recorded view of a session', () => {
  it('refuses what drives the editor by script, naming it', async () => {
    const fake = {
      say: async (_text: string) => {},
      command: async () => {},
      open: async () => {},
      lint: async () => {},
    };
    const scripted: Clip = {
      name: 'scripted',
      async steps(s) {
        const session = s as typeof fake;
        await session.say('Find in Files opens.');
        await session.command();
      },
    };
    expect((await runSteps(scripted, versions[0]!)).error).toMatch(/calls s\.command/);
    const view = recordedView(fake) as Record<string, unknown>;
    for (const name of ['command', 'open', 'lint', 'page', 'cursorAt', 'select', 'setCursor', 'replace', 'designMode', 'pref']) {
      expect(() => view[name], name).toThrow(/drives the editor's internals/);
    }
  });

  it('lists only methods the real session has', () => {
    for (const action of RECORDED_ACTIONS)
      expect(typeof (Session.prototype as unknown as Record<string, unknown>)[action], action).toBe('function');
  });

  it('catches a key or menu the facts do not have, and a placeholder that does not render', async () => {
    const wrong: Clip = {
      name: 'wrong',
      async steps(s) {
        const session = s as {say(t: string): Promise<void>; key(id: string): Promise<void>; menu(id: string): Promise<void>};
        await session.say('{kbd:no.such.command} does nothing.');
        await session.key('cmd.splitViewNone');
        await session.menu('file.rename');
      },
    };
    const run = await runSteps(wrong, versions[0]!);
    expect(run.problems).toEqual(["s.key('cmd.splitViewNone'): the editor binds no key to it", "s.menu('file.rename'): no menu has it"]);
    expect(() => cueText(versions[0]!, run.said[0]!, 'mac')).toThrow(/no command no.such.command/);
  });
});
