// What `npm run bench` makes of a Lighthouse report's main-thread audits, and the side-by-side table
// of `--compare` (issue 32). Pure functions of the reports, so they are tested without a browser.
import {TraceProcessor} from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import {median} from './stats.mjs';

/** Lighthouse's mobile profile slows the CPU down 4 times; its blocking time counts what a task takes over 50 ms. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;

/**
 * The parts of a Lighthouse report (`LH.Result`) read here. Lighthouse types every audit's
 * `details` as one union with table rows of any shape; these are the rows of the audits named.
 * @typedef {{url?: string, duration: number, startTime: number}} LongTaskRow
 * @typedef {{url?: string, scripting?: number, scriptParseCompile?: number}} BootupRow
 * @typedef {{audits: {
 *   metrics?: {details?: {items?: {observedFirstContentfulPaintTs?: number}[]}},
 *   'long-tasks'?: {details?: {items?: LongTaskRow[]}},
 *   'bootup-time'?: {details?: {items?: BootupRow[]}},
 * }}} AuditedReport
 */

/**
 * What bench.mjs's audit() returns for one run, as far as the comparison reads it.
 * @typedef {{
 *   scores: Record<string, number>,
 *   tbt: number,
 *   lcp: number,
 *   longTasks: ReturnType<typeof longTaskSummary>,
 *   scripts: Record<string, number>,
 *   cpu: ReturnType<typeof cpuFigures>,
 * }} Run
 * @typedef {ReturnType<typeof summary>} Summary
 * @typedef {{page: string, path: string, builds: Record<string, Run[]>}} ComparisonRow
 */

/**
 * Blocking time from the main thread's CPU time rather than its wall time. Lighthouse simulates a
 * phone by multiplying each observed task's duration by four; on a shared machine a task also
 * waits for a core, and that wait is multiplied too (runs on this 2-core machine under a load of
 * 15 gave one page 8,400 ms and 1,850 ms). A task's thread time (`tdur`) leaves the wait out, so
 * the same formula over it, from the observed first contentful paint to the end of the trace,
 * measures what the page's own code costs.
 * @param {import('lighthouse').Trace} trace
 * @param {AuditedReport} lhr
 */
export function cpuFigures(trace, lhr) {
  // Typed as Lighthouse's own build sees it: its declarations name a global LH namespace that
  // only that build declares, so here they come out untyped.
  const {mainThreadEvents, timeOriginEvt} = /** @type {import('lighthouse').Artifacts.ProcessedTrace} */ (
    TraceProcessor.processTrace(trace)
  );
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const fcpTs = metrics.observedFirstContentfulPaintTs ?? timeOriginEvt.ts;
  const tasks = mainThreadEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= timeOriginEvt.ts)
    // Chrome's complete events carry their thread time, `tdur`; Lighthouse's TraceEvent leaves it out.
    .map((/** @type {import('lighthouse').TraceEvent & {tdur?: number}} */ e) => ({
      start: (e.ts - timeOriginEvt.ts) / 1000,
      cpu: (e.tdur ?? e.dur) / 1000,
      afterFcp: e.ts >= fcpTs,
    }));
  const slowed = (/** @type {{cpu: number}} */ t) => t.cpu * CPU_SLOWDOWN;
  const long = tasks.filter((t) => t.afterFcp && slowed(t) > BLOCKING_MS);
  return {
    cpu: tasks.reduce((sum, t) => sum + t.cpu, 0),
    tbt: long.reduce((sum, t) => sum + slowed(t) - BLOCKING_MS, 0),
    longTasks: long.length,
    longest: [...long]
      .sort((a, b) => b.cpu - a.cpu)
      .slice(0, 4)
      .map((t) => ({start: Math.round(t.start), ms: Math.round(slowed(t))})),
  };
}

/**
 * A script's name without the origin or the content hash, so the same module lines up across builds.
 * @param {string | undefined} url
 * @param {string} origin
 */
export function scriptName(url, origin) {
  if (!url || !/^https?:/.test(url)) return url || 'page';
  const path = url.startsWith(origin) ? url.slice(origin.length) : url;
  if (path === '/' || !/\.js(\?|$)/.test(path)) return 'page';
  return (path.split('/').pop() ?? path).replace(/[.-][0-9a-f]{8,}(?=\.)/g, '');
}

/**
 * The long tasks Lighthouse found (times as its mobile profile simulates them): count, total, each with its script.
 * @param {AuditedReport} lhr
 * @param {string} origin
 */
export function longTaskSummary(lhr, origin) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const list = items.map((item) => ({duration: item.duration, startTime: item.startTime, script: scriptName(item.url, origin)}));
  return {count: list.length, total: list.reduce((sum, t) => sum + t.duration, 0), list};
}

/**
 * Main-thread time (ms, simulated) by script of the site: evaluation and compile.
 * @param {AuditedReport} lhr
 * @param {string} origin
 */
export function scriptCosts(lhr, origin) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  /** @type {Record<string, number>} */
  const costs = {};
  for (const item of items) {
    const name = scriptName(item.url, origin);
    costs[name] = (costs[name] ?? 0) + (item.scripting ?? 0) + (item.scriptParseCompile ?? 0);
  }
  return costs;
}

const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
const pct = (/** @type {number} */ before, /** @type {number} */ after) =>
  before > 0
    ? `${after >= before ? '+' : ''}${Math.round(((after - before) / before) * 100)} %`
    : `${after >= before ? '+' : ''}${ms(after - before)}`;

/** @param {Run[]} runs */
function summary(runs) {
  const tbts = runs.map((r) => r.tbt);
  return {
    perf: median(runs.map((r) => r.scores.performance)),
    tbt: median(tbts),
    tbtRuns: tbts.map(Math.round),
    lcp: median(runs.map((r) => r.lcp)),
    longTasks: median(runs.map((r) => r.longTasks.count)),
    longTaskMs: median(runs.map((r) => r.longTasks.total)),
    scripting: median(runs.map((r) => Object.values(r.scripts).reduce((a, b) => a + b, 0))),
    cpuTbt: median(runs.map((r) => r.cpu.tbt)),
    cpuTbtRuns: runs.map((r) => Math.round(r.cpu.tbt)),
    cpu: median(runs.map((r) => r.cpu.cpu)),
    cpuLong: median(runs.map((r) => r.cpu.longTasks)),
    // The longest tasks of the run with the median CPU blocking time.
    cpuLongest: [...runs].sort((a, b) => a.cpu.tbt - b.cpu.tbt)[Math.floor(runs.length / 2)].cpu.longest,
  };
}

/**
 * Scripts whose median cost differs most between two builds.
 * @param {Run[]} oldRuns
 * @param {Run[]} newRuns
 */
function scriptChanges(oldRuns, newRuns, top = 5) {
  const names = new Set([...oldRuns, ...newRuns].flatMap((r) => Object.keys(r.scripts)));
  const cost = (/** @type {Run[]} */ runs, /** @type {string} */ name) => median(runs.map((r) => r.scripts[name] ?? 0));
  return [...names]
    .map((name) => ({name, old: cost(oldRuns, name), new: cost(newRuns, name)}))
    .filter((c) => Math.max(c.old, c.new) >= 5)
    .sort((a, b) => Math.abs(b.new - b.old) - Math.abs(a.new - a.old))
    .slice(0, top);
}

/**
 * The rows of a comparison table: one per page and build, the page named on its first build's row
 * only. `cells` writes a build's cells from its summary; `change(figure)` is that figure's change
 * against the first build, empty on the first build's own row.
 * @param {ComparisonRow[]} rows
 * @param {(row: ComparisonRow) => string} pageCell
 * @param {(x: Summary, change: (figure: (s: Summary) => number) => string) => string} cells
 */
function tableRows(rows, pageCell, cells) {
  const lines = [];
  for (const row of rows) {
    const [base, ...others] = Object.entries(row.builds);
    const b = summary(base[1]);
    for (const [label, runs] of [base, ...others]) {
      const x = summary(runs);
      const change = (/** @type {(s: Summary) => number} */ figure) => (label === base[0] ? '' : pct(figure(b), figure(x)));
      lines.push(`| ${label === base[0] ? pageCell(row) : ''} | ${label} | ${cells(x, change)} |`);
    }
  }
  return lines;
}

/**
 * rows: [{page, path, builds: {label: runs[]}}], each run what bench.mjs's audit() returns, the
 * builds in the order they were given, the first the baseline every change is measured against
 * (the issue's budget: TBT at most 10 % above it).
 * @param {string} header
 * @param {ComparisonRow[]} rows
 */
export function formatComparison(header, rows) {
  const lines = [header, ''];
  lines.push('| Page | Build | Perf | TBT (runs) | TBT change | LCP | Long tasks (count, time) | Script CPU |');
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- |');
  lines.push(
    ...tableRows(
      rows,
      (row) => `${row.page} (\`${row.path}\`)`,
      (x, change) =>
        `${x.perf} | ${ms(x.tbt)} (${x.tbtRuns.join(', ')}) | ${change((s) => s.tbt)} | ${ms(x.lcp)} | ${x.longTasks}, ${ms(x.longTaskMs)} | ${ms(x.scripting)}`,
    ),
  );
  lines.push('');
  lines.push(
    `The same runs by main-thread CPU time (thread time × ${CPU_SLOWDOWN}, so waiting for a core on a busy machine does not count; see cpuFigures):`,
  );
  lines.push('');
  lines.push('| Page | Build | CPU TBT (runs) | Change | Main-thread CPU | Long tasks | Longest tasks (start: ms × 4) |');
  lines.push('| --- | --- | --- | --- | --- | --- | --- |');
  lines.push(
    ...tableRows(
      rows,
      (row) => row.page,
      (x, change) =>
        `${ms(x.cpuTbt)} (${x.cpuTbtRuns.join(', ')}) | ${change((s) => s.cpuTbt)} | ${ms(x.cpu)} | ${x.cpuLong} | ${x.cpuLongest.map((t) => `${t.start}: ${t.ms}`).join('; ')}`,
    ),
  );
  lines.push('');
  lines.push('Scripts whose start-up CPU changed most against the first build (Lighthouse bootup-time, evaluation + compile, median):');
  lines.push('');
  for (const row of rows) {
    const [base, ...others] = Object.entries(row.builds);
    for (const [label, runs] of others) {
      const changes = scriptChanges(base[1], runs);
      lines.push(
        `- ${row.page}, ${label}: ${changes.map((c) => `${c.name} ${Math.round(c.old)} → ${Math.round(c.new)} ms`).join('; ') || 'none over 5 ms'}`,
      );
    }
  }
  return lines.join('\n');
}
