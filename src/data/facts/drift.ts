/**
 * What changed in the editor between two docs versions, from their facts, and which pages (of any
 * version) name each change: the release report (`npm run docs:drift`, RELEASING.md step 2). The
 * `:since` badge's lookup is ./since.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {type DocsVersion} from '../docsVersions';
import {desktopOnlyCommands, desktopOnlyPreferences} from './desktopOnly';
import {factsFor, moduleFactsFor, OSES, type ModuleFacts, type Os, type VersionFacts} from './index';

export const DRIFT_KINDS = ['command', 'menu item', 'shortcut', 'preference', 'default', 'label', 'export'] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];
export type Drift = {
  kind: DriftKind;
  change: 'added' | 'removed' | 'changed';
  /** The command id, preference key, label key or `module/path.export`. */
  id: string;
  /** What it was and what it is, in words (`Ctrl-Alt-F → Ctrl-Shift-F`). */
  detail: string;
  /** For menu items and shortcuts: the OSes where it changed. */
  oses?: Os[];
};

/** One version's facts as drift compares them: the browser edition's plus the desktop apps' own. */
export type FactsSnapshot = {
  facts: VersionFacts;
  modules: ModuleFacts;
  desktopCommands: Record<string, string>;
  desktopPreferences: Record<string, unknown>;
};

export function snapshotOf(version: DocsVersion): FactsSnapshot {
  return {
    facts: factsFor(version),
    modules: moduleFactsFor(version),
    desktopCommands: Object.fromEntries(desktopOnlyCommands.filter((c) => c.versions.includes(version)).map((c) => [c.commandId, c.label])),
    desktopPreferences: Object.fromEntries(
      desktopOnlyPreferences.filter((p) => p.versions.includes(version)).map((p) => [p.key, p.default]),
    ),
  };
}

/**
 * A new version's snapshot before the cut: its facts from a file (scripts/lib/factsFile.ts), and
 * the desktop-only facts of the version before it, which the cut carries over unchanged.
 */
export function snapshotFromFacts(facts: VersionFacts, modules: ModuleFacts, before: FactsSnapshot): FactsSnapshot {
  return {facts, modules, desktopCommands: before.desktopCommands, desktopPreferences: before.desktopPreferences};
}

const show = (value: unknown) => JSON.stringify(value);

function compareRecords<T>(
  before: Record<string, T>,
  after: Record<string, T>,
  onAdded: (id: string, value: T) => Drift | null,
  onRemoved: (id: string, value: T) => Drift | null,
  onBoth: (id: string, a: T, b: T) => Drift[],
): Drift[] {
  const out: Drift[] = [];
  for (const id of Object.keys(after).sort()) {
    if (!(id in before)) {
      const d = onAdded(id, after[id]!);
      if (d) out.push(d);
    } else out.push(...onBoth(id, before[id]!, after[id]!));
  }
  for (const id of Object.keys(before).sort()) {
    if (!(id in after)) {
      const d = onRemoved(id, before[id]!);
      if (d) out.push(d);
    }
  }
  return out;
}

/** Per OS: command id → its menu path (`File > Save File`) and its keys, sorted. */
function menuAndKeys(facts: VersionFacts) {
  const perOs = {} as Record<Os, {menus: Map<string, string>; keys: Map<string, string>}>;
  for (const os of OSES) {
    const menus = new Map<string, string>();
    for (const menu of facts.menus[os])
      for (const item of menu.items)
        if ('commandId' in item) menus.set(item.commandId, [menu.label, item.submenuOf, item.label].filter(Boolean).join(' > '));
    const keys = new Map<string, string[]>();
    for (const {key, command} of facts.keys[os]) keys.set(command, [...(keys.get(command) ?? []), key]);
    perOs[os] = {menus, keys: new Map([...keys].map(([command, list]) => [command, [...new Set(list)].sort().join(', ')]))};
  }
  return perOs;
}

/** Joins the same change on several OSes into one entry. */
function perOsChanges(
  kind: DriftKind,
  before: ReturnType<typeof menuAndKeys>,
  after: ReturnType<typeof menuAndKeys>,
  field: 'menus' | 'keys',
): Drift[] {
  const byKey = new Map<string, Drift>();
  for (const os of OSES) {
    const a = before[os][field];
    const b = after[os][field];
    for (const id of new Set([...a.keys(), ...b.keys()])) {
      const was = a.get(id);
      const is = b.get(id);
      if (was === is) continue;
      const change = was === undefined ? 'added' : is === undefined ? 'removed' : 'changed';
      const detail = change === 'added' ? is! : change === 'removed' ? was! : `${was} → ${is}`;
      const key = `${id}\u0000${change}\u0000${detail}`;
      const existing = byKey.get(key);
      if (existing) existing.oses!.push(os);
      else byKey.set(key, {kind, change, id, detail, oses: [os]});
    }
  }
  return [...byKey.values()].sort((x, y) => x.id.localeCompare(y.id));
}

function exportsOf(modules: ModuleFacts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [modulePath, module] of Object.entries(modules.modules)) {
    if (module.shape === 'exports object') {
      for (const [name, value] of Object.entries(module.exports))
        out[`${modulePath}.${name}`] = value.arity === undefined ? value.kind : `${value.kind}/${value.arity}`;
    } else out[modulePath] = `${module.shape}/${module.arity}`;
  }
  return out;
}

/** Everything the docs may have to follow between two versions, newest facts second. */
export function drift(before: FactsSnapshot, after: FactsSnapshot): Drift[] {
  const commands = (s: FactsSnapshot) => ({...s.desktopCommands, ...s.facts.commands});
  const out: Drift[] = [];
  out.push(
    ...compareRecords(
      commands(before),
      commands(after),
      (id, label) => ({kind: 'command', change: 'added', id, detail: label}),
      (id, label) => ({kind: 'command', change: 'removed', id, detail: label}),
      (id, a, b) => (a === b ? [] : [{kind: 'command', change: 'changed', id, detail: `${a} → ${b}`}]),
    ),
  );
  const a = menuAndKeys(before.facts);
  const b = menuAndKeys(after.facts);
  out.push(...perOsChanges('menu item', a, b, 'menus'), ...perOsChanges('shortcut', a, b, 'keys'));
  const prefs = (s: FactsSnapshot) => ({
    ...Object.fromEntries(Object.entries(s.desktopPreferences).map(([key, value]) => [key, {type: typeof value, default: value}])),
    ...s.facts.preferences,
  });
  out.push(
    ...compareRecords(
      prefs(before),
      prefs(after),
      (id, p) => ({kind: 'preference', change: 'added', id, detail: `${p.type}, default ${show(p.default)}`}),
      (id) => ({kind: 'preference', change: 'removed', id, detail: ''}),
      (id, x, y) => [
        ...(x.type !== y.type ? [{kind: 'preference' as const, change: 'changed' as const, id, detail: `type ${x.type} → ${y.type}`}] : []),
        ...(show(x.default) !== show(y.default)
          ? [{kind: 'default' as const, change: 'changed' as const, id, detail: `${show(x.default)} → ${show(y.default)}`}]
          : []),
      ],
    ),
  );
  out.push(
    ...compareRecords(
      before.facts.labels,
      after.facts.labels,
      (id, label) => ({kind: 'label', change: 'added', id, detail: label}),
      (id, label) => ({kind: 'label', change: 'removed', id, detail: label}),
      (id, x, y) => (x === y ? [] : [{kind: 'label', change: 'changed', id, detail: `${x} → ${y}`}]),
    ),
  );
  out.push(
    ...compareRecords(
      exportsOf(before.modules),
      exportsOf(after.modules),
      (id, kind) => ({kind: 'export', change: 'added', id, detail: kind}),
      (id, kind) => ({kind: 'export', change: 'removed', id, detail: kind}),
      (id, x, y) => (x === y ? [] : [{kind: 'export', change: 'changed', id, detail: `${x} → ${y}`}]),
    ),
  );
  return out;
}

export type Page = {file: string; text: string};

/** Every page of every version, the blog and the guides, as `{file, text}` with paths relative to `siteDir`. */
export function readPages(siteDir: string): Page[] {
  const pages: Page[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(path.join(siteDir, dir))) return;
    for (const entry of fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true})) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'API-Reference') walk(rel);
      else if (/\.mdx?$/.test(entry.name)) pages.push({file: rel, text: fs.readFileSync(path.join(siteDir, rel), 'utf8')});
    }
  };
  for (const dir of ['docs', 'versioned_docs', 'api', 'blog']) walk(dir);
  return pages;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pages that name a change: by a directive (`:cmd[id]`, `:pref[id]`...), by the id or key
 * as a word in the text, by a label's old text, or (for an export) by the module and member.
 */
export function pagesMentioning(change: Drift, pages: readonly Page[]): string[] {
  const patterns: RegExp[] = [];
  if (change.kind === 'export') {
    const dot = change.id.lastIndexOf('.');
    const [modulePath, member] = dot > change.id.indexOf('/') ? [change.id.slice(0, dot), change.id.slice(dot + 1)] : [change.id, ''];
    const moduleName = modulePath.split('/').pop()!;
    patterns.push(
      member ? new RegExp(`\\b${escape(moduleName)}\\.${escape(member)}\\b`) : new RegExp(`getModule\\(['"]${escape(modulePath)}['"]\\)`),
    );
  } else if (change.kind === 'label') {
    const old = change.change === 'changed' ? change.detail.split(' → ')[0]! : change.detail;
    if (old.length >= 4) patterns.push(new RegExp(`(^|[^\\w])${escape(old)}([^\\w]|$)`));
  } else {
    patterns.push(new RegExp(`:(?:cmd|menu|kbd|pref|default|since)\\[${escape(change.id)}\\]`));
    patterns.push(new RegExp(`\`${escape(change.id)}\``));
  }
  return pages.filter((page) => patterns.some((re) => re.test(page.text))).map((page) => page.file);
}

/** The report `npm run docs:drift` prints: changes grouped by kind, each with its pages. */
export function formatDrift(from: DocsVersion, to: DocsVersion, changes: readonly Drift[], pages: readonly Page[]): string {
  const lines = [`What changed in the editor from ${from} to ${to}, and the pages that name it`, ''];
  const kinds = DRIFT_KINDS;
  for (const kind of kinds) {
    const ofKind = changes.filter((c) => c.kind === kind);
    if (!ofKind.length) continue;
    lines.push(`## ${kind} (${ofKind.length})`);
    for (const c of ofKind) {
      const where = c.oses && c.oses.length < OSES.length ? ` [${c.oses.join(', ')}]` : '';
      const mentioned = pagesMentioning(c, pages);
      lines.push(`${c.change.padEnd(8)} ${c.id}${where}${c.detail ? `: ${c.detail}` : ''}`);
      for (const file of mentioned) lines.push(`           ${file}`);
    }
    lines.push('');
  }
  const counts = kinds.map((k) => `${changes.filter((c) => c.kind === k).length} ${k}`).join(', ');
  lines.push(`${changes.length} changes: ${counts}`);
  return lines.join('\n');
}
