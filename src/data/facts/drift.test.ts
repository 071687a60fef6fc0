import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION, OLDER_DOCS_VERSIONS} from '../docsVersions';
import {drift, formatDrift, pagesMentioning, readPages, snapshotOf, type FactsSnapshot} from './drift';

const siteDir = path.resolve(__dirname, '../../..');
const current = snapshotOf(CURRENT_DOCS_VERSION);
const edited = (change: (s: FactsSnapshot) => void): FactsSnapshot => {
  const copy = structuredClone(current);
  change(copy);
  return copy;
};

describe('docs:drift', () => {
  it('finds nothing between a version and itself', () => {
    expect(drift(current, current)).toEqual([]);
  });

  it('lists a command the newer version added, with the pages that name it', () => {
    const older = OLDER_DOCS_VERSIONS.find((v) => !('edit.emmet' in snapshotOf(v).facts.commands));
    expect(older, 'a documented version before Emmet').toBeDefined();
    const changes = drift(snapshotOf(older!), current);
    const emmet = changes.find((c) => c.id === 'edit.emmet' && c.kind === 'command');
    expect(emmet).toMatchObject({change: 'added', detail: 'Emmet'});
    expect(pagesMentioning(emmet!, readPages(siteDir))).toContain('docs/Features/emmet.md');
  });

  it('reports a shortcut per OS, a default, a label and an export', () => {
    const next = edited((s) => {
      const save = s.facts.keys.mac.find((k) => k.command === 'file.save')!;
      save.key = 'Cmd-Alt-S';
      s.facts.preferences.closeBrackets!.default = !s.facts.preferences.closeBrackets!.default;
      s.facts.labels.ABOUT = 'About the editor';
      delete (s.modules.modules['utils/Async'] as {exports: Record<string, unknown>}).exports.withTimeout;
    });
    const changes = drift(current, next);
    expect(changes).toContainEqual({kind: 'shortcut', change: 'changed', id: 'file.save', detail: 'Cmd-S → Cmd-Alt-S', oses: ['mac']});
    expect(changes).toContainEqual(expect.objectContaining({kind: 'default', id: 'closeBrackets'}));
    expect(changes).toContainEqual({kind: 'label', change: 'changed', id: 'ABOUT', detail: 'About → About the editor'});
    expect(changes).toContainEqual({kind: 'export', change: 'removed', id: 'utils/Async.withTimeout', detail: 'function/3'});
    expect(changes).toHaveLength(4);
    const report = formatDrift(CURRENT_DOCS_VERSION, CURRENT_DOCS_VERSION, changes, [
      {file: 'docs/x.md', text: 'Use :pref[closeBrackets].'},
    ]);
    expect(report).toMatch(/changed +closeBrackets: (true|false) → (true|false)\n +docs\/x\.md/);
  });
});
