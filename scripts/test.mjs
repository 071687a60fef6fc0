#!/usr/bin/env node
// Runs every check: types, lint and format, unit tests, the production build, the HTML of every
// built page, browser tests in Chromium, Firefox and WebKit. Prints a table of what each stage took and one closing line,
// "tests: N passed, N failed", and exits non-zero if anything failed. It installs nothing: .ci/run
// installs the system packages (Chromium, Firefox ESR, WebKitGTK's WebDriver, Xvfb, GStreamer, Java).
//
// The stages form a small graph: each starts when the stages it needs have finished, and at most
// TEST_JOBS of them (default 2, one per core of the CI machine) run at once, in list order. The
// Chromium tests, with two workers, run alone: beside them, any other stage slowed down far more
// than the sum of the two. The build runs first, with the unit tests beside it; then Chromium
// alone; then Firefox and WebKit together, and the other checks (types, lint, format, the HTML of
// every page) in the slots they free; the release rehearsal, which builds the site again, once
// Chromium and Firefox are done, beside WebKit and the checks still left. Every later stage reads
// build/, and the three browser stages share one server of it, started when the first of them
// starts (SITE_ORIGIN tells them where). Firefox and WebKit open a sample of the pages Chromium's
// crawl opens all of. A new stage is one entry in `stages`.
import {existsSync, readFileSync, mkdirSync, rmSync} from 'node:fs';
import {playwrightReport, vitestReport} from './lib/reports.mjs';
import {runStages, stageTable} from './lib/stages.mjs';
import {testChromiumPath, firefoxPath} from './lib/browser.mjs';
import {createStaticServer} from './lib/static-server.mjs';
import {webkitMissing} from './lib/webkit.mjs';

const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2));

/**
 * @typedef {import('node:http').Server} Server
 * @typedef {import('node:net').AddressInfo} AddressInfo
 * @typedef {import('./lib/stages.mjs').Stage} Stage
 * @typedef {import('./lib/stages.mjs').Count} Count
 * @typedef {import('./lib/stages.mjs').Outcome} Outcome
 */

// Cast, so that the end of the run sees a possible server: the checker does not see serveSite set it.
let siteServer = /** @type {Server | null} */ (null);
/** @type {Promise<void> | null} */
let serving = null;

/**
 * One server of build/ for every browser stage, started once the build is done (it reads the
 * build's `_headers` when it starts) and handed to the stages as SITE_ORIGIN. A SITE_ORIGIN set
 * from outside is used as it is.
 */
function serveSite() {
  if (process.env.SITE_ORIGIN && !serving) return Promise.resolve();
  // Two stages may start together: both wait for the one server.
  serving ??= new Promise((resolve, reject) => {
    siteServer = createStaticServer('build');
    siteServer.once('error', reject);
    siteServer.listen(0, '127.0.0.1', () => {
      // The server just created, listening on a TCP port: its address is an AddressInfo.
      process.env.SITE_ORIGIN = `http://localhost:${/** @type {AddressInfo} */ (/** @type {Server} */ (siteServer).address()).port}`;
      console.log(`\nThe browser stages share the build's server at ${process.env.SITE_ORIGIN}`);
      resolve();
    });
  });
  return serving;
}

/**
 * Counts from a JSON report, or null when the stage wrote none.
 * @template T
 * @param {string} file
 * @param {(report: any) => T} read gets the report's JSON, untyped as read from the file
 * @returns {T | null}
 */
function report(file, read) {
  if (!existsSync(file)) return null;
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * A Vitest run that failed with every test passing (a failing hook, a crash) counts one failure.
 * @param {Count} count
 * @param {boolean} ok
 * @returns {Count}
 */
function atLeastOneFailure(count, ok) {
  return !ok && count.failed === 0 ? {...count, failed: 1} : count;
}

/**
 * A browser stage run by Vitest (Firefox, WebKit): after the build, on the shared server, counted
 * test by test from its JSON report. `missing` says why the engine cannot run, or null. A file that
 * fails before its tests (no browser, no server) still counts as one failure.
 * @param {string} name
 * @param {string} config
 * @param {string} reportFile
 * @param {() => string | null} missing
 * @returns {Stage}
 */
function vitestBrowserStage(name, config, reportFile, missing) {
  return {
    name,
    needs: ['production build'],
    command: ['npx', 'vitest', 'run', '-c', config, '--reporter=default', '--reporter=json', `--outputFile=${reportFile}`],
    before: async () => {
      rmSync(reportFile, {force: true});
      const why = missing();
      if (why) return why;
      await serveSite();
      return null;
    },
    count: (ok) => report(reportFile, (r) => atLeastOneFailure(vitestReport(r), ok)),
  };
}

/** @type {Stage[]} */
const stages = [
  {
    name: 'production build',
    command: ['npx', 'docusaurus', 'build'],
    // On CI every run is a fresh clone: nothing ever reads Rspack's persistent cache there, and
    // writing it cost 6 s of this build. Elsewhere it makes the next build a minute shorter.
    env: process.env.CI ? {DOCUSAURUS_NO_PERSISTENT_CACHE: '1'} : {},
    // SKIP_BUILD=1 reuses build/.
    before: () => (process.env.SKIP_BUILD === '1' && existsSync('build/index.html') ? 'skip' : null),
  },
  {
    // Unit tests count one by one. They start beside the build: the longest of the checks that need
    // no build, they end about when it does. The shorter checks run in the slots the browser
    // stages leave.
    name: 'unit tests',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
    before: () => (rmSync('test-results/unit.json', {force: true}), null),
    count: (ok) => report('test-results/unit.json', (r) => atLeastOneFailure(vitestReport(r), ok)),
  },
  {
    name: 'browser tests',
    needs: ['production build'],
    // Two Playwright workers, each with Chromium's processes: both cores.
    exclusive: true,
    command: ['npx', 'playwright', 'test'],
    env: {CI: process.env.CI ?? ''},
    before: async () => {
      rmSync('test-results/e2e.json', {force: true});
      if (!existsSync(testChromiumPath))
        return (
          `Chromium not found at ${testChromiumPath}. Install it (Debian: apt-get install chromium-headless-shell, or ` +
          'chromium; .ci/run installs the first when run as root) or set CHROMIUM_PATH.'
        );
      console.log(`\nThe Chromium tests run in ${testChromiumPath}`);
      await serveSite();
      return null;
    },
    count: () => report('test-results/e2e.json', playwrightReport),
  },
  // The same reader's paths in Firefox ESR (tests/firefox), counted one by one like the unit tests.
  vitestBrowserStage('Firefox tests', 'vitest.firefox.config.mts', 'test-results/firefox.json', () =>
    existsSync(firefoxPath)
      ? null
      : `Firefox not found at ${firefoxPath}. Install it (Debian: apt-get install firefox-esr; .ci/run installs it ` +
        'when run as root) or set FIREFOX_PATH.',
  ),
  // The reader's paths in WebKit (tests/webkit): WebKitGTK's MiniBrowser through its WebDriver, on
  // an Xvfb display of the stage's own.
  vitestBrowserStage('WebKit tests', 'vitest.webkit.config.mts', 'test-results/webkit.json', webkitMissing),
  // A release cut in a scratch copy, with a pretend next version (RELEASING.md,
  // scripts/release-rehearsal.mjs): the unit tests and a build of its own. It starts when
  // Chromium and Firefox have ended, beside WebKit (the longer of the two, and about one core's
  // work): its first half minute (copying the site, the cut's commands) keeps one core busy. The
  // single-threaded checks listed after it then fill the slot WebKit leaves, and the last minute
  // of its build, whose post-build steps run on one core.
  {
    name: 'release rehearsal',
    command: ['node', 'scripts/release-rehearsal.mjs'],
    after: ['browser tests', 'Firefox tests'],
  },
  // The site's code is checked by TypeScript 7, the compiler rewritten in Go: the same check in a
  // quarter of 5.9's CPU time (BENCHMARKS.md, 2026-12-07). The API declarations stay on 5.9, whose
  // compiler API TypeDoc and the typings tests read them with. Both by path: the two packages
  // both name their command `tsc`, and which of them npm links there is not defined.
  {name: 'site types', command: ['node', 'node_modules/typescript-7/bin/tsc', '--noEmit']},
  {name: 'API declarations (strict)', command: ['node', 'node_modules/typescript/bin/tsc', '-p', 'typings']},
  {name: 'lint (ESLint)', command: ['npx', 'eslint', '.', '--max-warnings', '0']},
  {name: 'format (Prettier)', command: ['npx', 'prettier', '--check', '.']},
  {
    // One page, one test: the Nu HTML Checker over every built page, in one Java process.
    name: 'HTML of every page',
    needs: ['production build'],
    command: ['node', 'scripts/validate-html.mjs', 'build', '--json', 'test-results/html.json'],
    before: () => (rmSync('test-results/html.json', {force: true}), null),
    count: () => report('test-results/html.json', (/** @type {Count} */ r) => r),
  },
];

mkdirSync('test-results', {recursive: true});
const {outcomes, passed, failed, seconds} = await runStages(stages, {jobs});
siteServer?.closeAllConnections();
siteServer?.close();
// runStages gives every stage of the list an outcome.
const failures = stages.filter((stage) => !(/** @type {Outcome} */ (outcomes.get(stage.name)).ok)).map((stage) => stage.name);
console.log(`\nStages (${jobs} at a time), in seconds:`);
for (const line of stageTable(stages, outcomes, seconds)) console.log(line);
if (failures.length) {
  console.log(`\nFailed: ${failures.join(', ')}`);
  for (const stage of stages) {
    const failed = /** @type {Outcome} */ (outcomes.get(stage.name)).failures;
    if (!failed.length) continue;
    // A long list is cut: the stage's own output above has every one.
    const shown = failed.slice(0, 20).map((line) => `  - ${line}`);
    if (failed.length > shown.length) shown.push(`  … and ${failed.length - shown.length} more`);
    console.log(`\n${stage.name}, the tests that failed:\n${shown.join('\n')}`);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
