#!/usr/bin/env node
// Performance figures for BENCHMARKS.md: full build time, first-visit transfer (bytes on the wire, Brotli) of HTML, CSS
// and JS, requests to other origins, Lighthouse scores (median of 3 runs, mobile and desktop), total
// blocking time and the long tasks for the pages of scripts/lib/bench-pages.mjs.
//   npm run bench                          build, then measure
//   npm run bench -- --no-build            reuse build/
//   npm run bench -- --page "<name>"       one page of that list
//   npm run bench -- --no-build --compare <dir>
//        this build/ side by side with an older build in <dir> (e.g. a worktree's build/): mobile
//        only, the page types of PAGE_TYPES, old and new runs interleaved page by page so that load
//        on a shared machine falls on both alike; prints perf, TBT (median and spread), LCP, the
//        long tasks and the scripts' start-up CPU of each.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, chromiumPath, serveBuild} from './lib/browser.mjs';
import {median} from './lib/stats.mjs';
import {parseScriptArgs} from './lib/args.mjs';
import {BENCH_PAGES, PAGE_TYPES} from './lib/bench-pages.mjs';
import {cpuFigures, formatComparison, longTaskSummary, scriptCosts} from './lib/bench-report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const {values: args} = parseScriptArgs(
  'usage: npm run bench [-- --no-build] [--page "<name>"] [--compare [label=]<built site folder>]...',
  {options: {'no-build': {type: 'boolean'}, page: {type: 'string'}, compare: {type: 'string', multiple: true}}},
);
const onlyPage = args.page ?? null;
if (onlyPage && !(onlyPage in BENCH_PAGES)) throw new Error(`no bench page "${onlyPage}"; pages: ${Object.keys(BENCH_PAGES).join(', ')}`);
// `--compare [label=]<dir>`, repeatable: older builds to set beside build/ (labelled "new").
const compared = (args.compare ?? []).map((value, i) => {
  const [label, dir] = value.includes('=') ? value.split(/=(.*)/s) : [`old${i === 0 ? '' : i + 1}`, value];
  if (!dir || !existsSync(`${dir}/index.html`)) throw new Error(`--compare needs a built site's folder (with index.html), got "${value}"`);
  return {label, dir};
});

let buildSeconds = null;
if (!args['no-build']) {
  const started = Date.now();
  const build = spawnSync('npx', ['docusaurus', 'build'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
  buildSeconds = (Date.now() - started) / 1000;
}

const site = await serveBuild();
const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs]});

/**
 * @param {string} url
 * @param {string} formFactor 'mobile' or 'desktop'
 */
async function audit(url, formFactor) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  // Lighthouse returns nothing only when asked to gather without auditing (-G), which this never does.
  const {lhr, artifacts} = /** @type {import('lighthouse').RunnerResult} */ (
    await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES}, config)
  );
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  // Lighthouse types every audit's details as one union; these are network-requests' table rows.
  const requests =
    /** @type {{items?: {url: string, resourceType?: string, transferSize?: number}[]} | undefined} */ (
      lhr.audits['network-requests']?.details
    )?.items ?? [];
  const origin = new URL(url).origin;
  const bytes = {html: 0, css: 0, js: 0, media: 0, other: 0};
  let foreign = 0;
  for (const r of requests) {
    if (!r.url.startsWith(origin) && !r.url.startsWith('data:')) foreign += 1;
    const kind =
      r.resourceType === 'Document'
        ? 'html'
        : r.resourceType === 'Stylesheet'
          ? 'css'
          : r.resourceType === 'Script'
            ? 'js'
            : r.resourceType === 'Media'
              ? 'media'
              : 'other';
    bytes[kind] += r.transferSize ?? 0;
  }
  // Lighthouse measures both on every page that loads, and the tables take them as numbers (the
  // null of an audit that failed counts as 0).
  const lcp = /** @type {number} */ (lhr.audits['largest-contentful-paint']?.numericValue ?? null);
  const tbt = /** @type {number} */ (lhr.audits['total-blocking-time']?.numericValue ?? null);
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? null;
  return {
    scores,
    bytes,
    foreign,
    lcp,
    tbt,
    cls,
    longTasks: longTaskSummary(lhr, origin),
    scripts: scriptCosts(lhr, origin),
    cpu: cpuFigures(artifacts.Trace, lhr),
    failed: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/** @typedef {Awaited<ReturnType<typeof audit>>} Run */

if (compared.length) {
  /** @type {{label: string, dir: string, site: typeof site}[]} */
  const builds = [];
  for (const {label, dir} of compared) builds.push({label, dir, site: await serveBuild(dir)});
  builds.push({label: 'new', dir: 'build', site});
  /** @type {import('./lib/bench-report.mjs').ComparisonRow[]} */
  const rows = PAGE_TYPES.filter((name) => !onlyPage || name === onlyPage).map((name) => ({
    page: name,
    // PAGE_TYPES names pages of BENCH_PAGES.
    path: BENCH_PAGES[/** @type {keyof typeof BENCH_PAGES} */ (name)],
    builds: Object.fromEntries(builds.map((b) => [b.label, []])),
  }));
  for (let i = 0; i < RUNS; i++) {
    // Page by page, every build back to back, the order reversed each round.
    const order = i % 2 === 0 ? builds : [...builds].reverse();
    for (const row of rows) {
      for (const build of order) {
        const run = await audit(build.site.origin + encodeURI(row.path), 'mobile');
        row.builds[build.label].push(run);
        console.error(
          `run ${i + 1}/${RUNS} ${row.page} ${build.label}: perf ${run.scores.performance}, TBT ${Math.round(run.tbt)} ms, CPU TBT ${Math.round(run.cpu.tbt)} ms`,
        );
      }
    }
  }
  await chrome.kill();
  for (const build of builds) await build.site.close();
  const header = `Run ${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' / ',
    )}; Lighthouse mobile, ${RUNS} runs per page and build, interleaved; ${builds.map((b) => `${b.label} = ${b.dir}`).join(', ')}.`;
  console.log(formatComparison(header, rows));
  mkdirSync('bench-results', {recursive: true});
  writeFileSync(
    'bench-results/compare.json',
    JSON.stringify({date: new Date().toISOString(), builds: builds.map(({label, dir}) => ({label, dir})), rows}, null, 2),
  );
  process.exit(0);
}

const results = [];
for (const [name, path] of Object.entries(BENCH_PAGES).filter(([name]) => !onlyPage || name === onlyPage)) {
  const url = site.origin + encodeURI(path);
  for (const formFactor of ['mobile', 'desktop']) {
    /** @type {Run[]} */
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, formFactor));
    const pick = (/** @type {(run: Run) => number} */ f) => median(runs.map(f));
    results.push({
      page: name,
      path,
      formFactor,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])),
      bytes: runs[0].bytes,
      foreign: Math.max(...runs.map((r) => r.foreign)),
      lcp: pick((r) => r.lcp),
      tbt: pick((r) => r.tbt),
      // The worst run, not the median: a layout shift in any run is one a reader can see.
      cls: Math.max(...runs.map((r) => r.cls ?? 0)),
      tbtRuns: runs.map((r) => Math.round(r.tbt)),
      longTasks: pick((r) => r.longTasks.count),
      longTaskMs: pick((r) => r.longTasks.total),
      // The long tasks of the run with the median TBT, so the list matches the figure beside it.
      longTaskList: [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)].longTasks.list,
      failedAudits: [...new Set(runs.flatMap((r) => r.failed))],
    });
  }
}
await chrome.kill();
await site.close();

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const lines = [];
lines.push(
  `Run ${new Date().toISOString().slice(0, 10)}, ${RUNS} Lighthouse runs per row (median), Chromium ${chrome.pid ? '' : ''}headless.`,
);
if (buildSeconds !== null) lines.push(`Full production build: ${buildSeconds.toFixed(1)} s`);
lines.push('');
lines.push('| Page | Form factor | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS (worst run) |');
lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  lines.push(
    `| ${r.page} | ${r.formFactor} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
  );
}
lines.push('');
lines.push('| Page | HTML | CSS | JS | HTML+CSS+JS | Video | Requests to other origins |');
lines.push('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of results.filter((x) => x.formFactor === 'mobile')) {
  const total = r.bytes.html + r.bytes.css + r.bytes.js;
  lines.push(
    `| ${r.page} | ${kb(r.bytes.html)} | ${kb(r.bytes.css)} | ${kb(r.bytes.js)} | ${kb(total)} | ${kb(r.bytes.media)} | ${r.foreign} |`,
  );
}
lines.push('');
lines.push('| Page | Form factor | TBT (runs) | Long tasks | Their time | Long tasks of the median run (ms, script) |');
lines.push('| --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  lines.push(
    `| ${r.page} | ${r.formFactor} | ${Math.round(r.tbt)} ms (${r.tbtRuns.join(', ')}) | ${r.longTasks} | ${Math.round(r.longTaskMs)} ms | ${r.longTaskList.map((t) => `${Math.round(t.duration)} ${t.script}`).join('; ') || 'none'} |`,
  );
}
const failed = results.filter((r) => r.failedAudits.length);
if (failed.length) {
  lines.push('');
  for (const r of failed) lines.push(`- ${r.page} (${r.formFactor}) failed audits: ${r.failedAudits.join(', ')}`);
}
console.log(lines.join('\n'));
mkdirSync('bench-results', {recursive: true});
writeFileSync('bench-results/bench.json', JSON.stringify({date: new Date().toISOString(), buildSeconds, results}, null, 2));
