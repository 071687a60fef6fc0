/**
 * The `:since` badge's lookup (src/plugins/editor-facts): the first documented version whose facts
 * have a command or preference. Apart from the release report (./drift.ts), which the build never needs.
 */
import {DOCS_VERSIONS, type DocsVersion} from '../docsVersions';
import {desktopOnlyPreferences} from './desktopOnly';
import {commandFacts, factsFor} from './index';

/**
 * The first documented version whose facts have a command or preference, or null when no version
 * has it; `oldest: true` when that is the oldest documented version, so its age is unknown.
 */
export function firstVersionWith(kind: 'command' | 'preference', id: string): {version: DocsVersion; oldest: boolean} | null {
  const oldestFirst = [...DOCS_VERSIONS].reverse();
  const has = (version: DocsVersion) =>
    kind === 'command'
      ? commandFacts(version, id) !== null
      : id in factsFor(version).preferences || desktopOnlyPreferences.some((p) => p.key === id && p.versions.includes(version));
  const index = oldestFirst.findIndex(has);
  return index < 0 ? null : {version: oldestFirst[index]!, oldest: index === 0};
}
