// The W3C Nu HTML Checker (vnu, from the vnu-jar package) over many pages in one Java process: the
// JVM's start-up and the checker's schema loading cost seconds, checking a page a few milliseconds.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
export const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

/** The Java runtime to start: $JAVA_HOME's, else `java` from the PATH; null when there is none. */
export function findJava(env = process.env) {
  if (env.JAVA_HOME) {
    const java = path.join(env.JAVA_HOME, 'bin', 'java');
    if (existsSync(java)) return java;
  }
  const found = spawnSync('java', ['-version'], {stdio: 'ignore'});
  return found.error ? null : 'java';
}

/**
 * Every .html file under `dir`, sorted, as paths joined to `dir`.
 * @param {string} dir
 */
export function listHtmlFiles(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/**
 * @typedef {{type: string, subType?: string, message: string, extract?: string, lastLine?: number,
 *   url?: string, file: string}} VnuMessage
 */

/**
 * Checks `files` and returns vnu's messages (errors only), each with `file` set to the path as
 * given. Throws when the checker could not run or answered something other than its JSON report.
 * @param {string[]} files
 * @param {{java?: string | null}} [options]
 * @returns {VnuMessage[]}
 */
export function checkHtml(files, {java = findJava()} = {}) {
  if (!java) throw new Error('No Java runtime found (set JAVA_HOME, or install one: apt-get install default-jre-headless).');
  if (files.length === 0) return [];
  const given = new Map(files.map((file) => [path.resolve(file), file]));
  const outcome = spawnSync(java, ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (outcome.error) throw outcome.error;
  /** @type {{messages: Omit<VnuMessage, 'file'>[]}} vnu's JSON report */
  let report;
  try {
    report = JSON.parse(outcome.stdout);
  } catch {
    throw new Error(`vnu exited with ${outcome.status} without a JSON report:\n${outcome.stdout}${outcome.stderr}`);
  }
  return report.messages.map((message) => ({...message, file: fileOf(message.url, given)}));
}

/**
 * vnu names a page by a file: URL with one slash ("file:/work/build/a%20b.html").
 * @param {string | undefined} url
 * @param {Map<string, string>} given each file's absolute path, to the path as given
 */
function fileOf(url, given) {
  if (!url) return '(no page)';
  try {
    const file = fileURLToPath(url.replace(/^file:\/*/, 'file:///'));
    return given.get(file) ?? file;
  } catch {
    return url;
  }
}

/**
 * @template T, K
 * @param {T[]} items
 * @param {(item: T) => K} key
 * @returns {Map<K, T[]>}
 */
function groupBy(items, key) {
  /** @type {Map<K, T[]>} */
  const groups = new Map();
  for (const item of items) {
    const k = key(item);
    if (!groups.has(k)) groups.set(k, []);
    /** @type {T[]} set just above */ (groups.get(k)).push(item);
  }
  return groups;
}

/**
 * One kind of error per message text, with its long quoted values (URLs, ids) left out.
 * @param {string} text
 */
export function messageKind(text) {
  return text.replace(/“[^”]{25,}”/g, '“…”');
}

/**
 * A readable report, grouped by page and, within a page, by message; then a count per kind of
 * error. Returns the lines.
 * @param {Pick<VnuMessage, 'file' | 'message' | 'extract' | 'lastLine'>[]} messages
 * @param {{checked: number}} options how many pages were checked
 * @returns {string[]}
 */
export function formatReport(messages, {checked}) {
  const lines = [];
  const byFile = groupBy(messages, (m) => m.file);
  for (const [file, fileMessages] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(file);
    for (const [text, same] of groupBy(fileMessages, (m) => m.message)) {
      lines.push(`  ${text}${same.length > 1 ? ` (${same.length} times)` : ''}`);
      for (const m of same.slice(0, 3)) {
        const where = m.lastLine ? `line ${m.lastLine}` : 'page';
        lines.push(`    ${where}: ${(m.extract ?? '').replace(/\s+/g, ' ').trim()}`);
      }
      if (same.length > 3) lines.push(`    and ${same.length - 3} more`);
    }
  }
  const kinds = [...groupBy(messages, (m) => messageKind(m.message))].sort((a, b) => b[1].length - a[1].length);
  lines.push('', `HTML: ${messages.length} errors of ${kinds.length} kinds in ${byFile.size} of ${checked} pages`);
  for (const [kind, same] of kinds) {
    lines.push(`  ${String(same.length).padStart(5)}  ${kind} (${new Set(same.map((m) => m.file)).size} pages)`);
  }
  return lines;
}
