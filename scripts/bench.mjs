#!/usr/bin/env node
// Performance figures for BENCHMARKS.md: full build time, first-visit transfer (bytes on the wire, Brotli) of HTML, CSS
// and JS, requests to other origins, and Lighthouse scores (median of 3 runs, mobile and desktop)
// for the pages of scripts/lib/bench-pages.mjs. `npm run bench` (`npm run bench -- --no-build` reuses build/;
// `--page "<name>"` measures one page of that list).
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, chromiumPath, serveBuild} from './lib/browser.mjs';
import {median} from './lib/stats.mjs';
import {BENCH_PAGES} from './lib/bench-pages.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const pageFlag = process.argv.indexOf('--page');
const onlyPage = pageFlag === -1 ? null : process.argv[pageFlag + 1];
if (onlyPage && !(onlyPage in BENCH_PAGES)) throw new Error(`no bench page "${onlyPage}"; pages: ${Object.keys(BENCH_PAGES).join(', ')}`);

let buildSeconds = null;
if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  const build = spawnSync('npx', ['docusaurus', 'build'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
  buildSeconds = (Date.now() - started) / 1000;
}

const site = await serveBuild();
const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs]});

async function audit(url, formFactor) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const {lhr} = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES}, config);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
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
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? null;
  const tbt = lhr.audits['total-blocking-time']?.numericValue ?? null;
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? null;
  return {
    scores,
    bytes,
    foreign,
    lcp,
    tbt,
    cls,
    failed: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const results = [];
for (const [name, path] of Object.entries(BENCH_PAGES).filter(([name]) => !onlyPage || name === onlyPage)) {
  const url = site.origin + encodeURI(path);
  for (const formFactor of ['mobile', 'desktop']) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, formFactor));
    const pick = (f) => median(runs.map(f));
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
      failedAudits: [...new Set(runs.flatMap((r) => r.failed))],
    });
  }
}
await chrome.kill();
await site.close();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
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
const failed = results.filter((r) => r.failedAudits.length);
if (failed.length) {
  lines.push('');
  for (const r of failed) lines.push(`- ${r.page} (${r.formFactor}) failed audits: ${r.failedAudits.join(', ')}`);
}
console.log(lines.join('\n'));
mkdirSync('bench-results', {recursive: true});
writeFileSync('bench-results/bench.json', JSON.stringify({date: new Date().toISOString(), buildSeconds, results}, null, 2));
