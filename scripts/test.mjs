#!/usr/bin/env node
// Runs every check: types, lint and format, unit tests, the production build, the HTML of every
// built page, browser tests. Prints a table of what each stage took and one closing line,
// "tests: N passed, N failed", and exits non-zero if anything failed. It installs nothing: .ci/run
// installs the system packages (Chromium, Java).
//
// The stages form a small graph: each starts when the stages it needs have finished, and at most
// TEST_JOBS of them (default 2, one per core of the CI machine) run at once, in list order. The
// longest chain is the build and then the browser tests, so they come first; the checks that need
// no build (types, lint, format, units) and the HTML check fill the other slot beside them. The
// build runs once; every later stage reads build/. A new stage is one entry in `stages`.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, mkdirSync, rmSync} from 'node:fs';

const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * @typedef {{passed: number, failed: number}} Count
 * @typedef {{
 *   name: string,
 *   command: string[],
 *   needs?: string[],
 *   env?: Record<string, string>,
 *   before?: () => string | null,
 *   count?: (ok: boolean) => Count | null,
 * }} Stage
 * `before` returns why the stage cannot run (it then fails without running); `count` reads the
 * stage's own report (null when there is none); a stage without `count` is one test.
 */

/** Counts from a JSON report, or null when the stage wrote none. */
function report(file, read) {
  if (!existsSync(file)) return null;
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

/** @type {Stage[]} */
const stages = [
  {
    name: 'production build',
    command: ['npx', 'docusaurus', 'build'],
    before: () => (process.env.SKIP_BUILD === '1' && existsSync('build/index.html') ? 'skip' : null),
  },
  {
    name: 'browser tests',
    needs: ['production build'],
    command: ['npx', 'playwright', 'test'],
    env: {CI: process.env.CI ?? ''},
    before: () => {
      rmSync('test-results/e2e.json', {force: true});
      if (existsSync(chromiumPath)) return null;
      return (
        `Chromium not found at ${chromiumPath}. Install it (Debian: apt-get install chromium; .ci/run installs it ` +
        'when run as root) or set CHROMIUM_PATH.'
      );
    },
    count: () => report('test-results/e2e.json', (r) => ({passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky})),
  },
  {name: 'site types', command: ['npx', 'tsc', '--noEmit']},
  {name: 'API declarations (strict)', command: ['npx', 'tsc', '-p', 'typings']},
  {name: 'lint (ESLint)', command: ['npx', 'eslint', '.', '--max-warnings', '0']},
  {name: 'format (Prettier)', command: ['npx', 'prettier', '--check', '.']},
  {
    // Unit tests count one by one.
    name: 'unit tests',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
    before: () => (rmSync('test-results/unit.json', {force: true}), null),
    count: (ok) =>
      report('test-results/unit.json', (r) => ({
        passed: r.numPassedTests,
        failed: r.numFailedTests + (!ok && r.numFailedTests === 0 ? 1 : 0),
      })),
  },
  {
    // One page, one test: the Nu HTML Checker over every built page, in one Java process.
    name: 'HTML of every page',
    needs: ['production build'],
    command: ['node', 'scripts/validate-html.mjs', 'build', '--json', 'test-results/html.json'],
    before: () => (rmSync('test-results/html.json', {force: true}), null),
    count: () => report('test-results/html.json', (r) => r),
  },
];

/** Runs a command with its output prefixed by the stage's name, so stages running side by side stay readable. */
function runCommand(stage) {
  return new Promise((resolve) => {
    const [command, ...args] = stage.command;
    const child = spawn(command, args, {env: {...process.env, FORCE_COLOR: '0', ...stage.env}, stdio: ['ignore', 'pipe', 'pipe']});
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop();
        for (const line of lines) console.log(`[${stage.name}] ${line}`);
      });
      stream.on('end', () => pending && console.log(`[${stage.name}] ${pending}`));
    }
    child.on('error', (error) => {
      console.log(`[${stage.name}] ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

const results = {passed: 0, failed: 0};
/** name → {ok, seconds, note} */
const outcomes = new Map();
const running = new Map();
const started = Date.now();

async function runStage(stage) {
  const missing = (stage.needs ?? []).filter((name) => !outcomes.get(name)?.ok);
  const why = missing.length ? `not run: needs ${missing.join(', ')}` : stage.before?.();
  if (why === 'skip') return {ok: true, seconds: 0, note: 'skipped (SKIP_BUILD=1)'};
  if (why) {
    console.log(`\n=== ${stage.name}: ${why}`);
    results.failed += 1;
    return {ok: false, seconds: 0, note: why};
  }
  console.log(`\n=== ${stage.name}: ${stage.command.join(' ')}`);
  const start = Date.now();
  const ok = await runCommand(stage);
  const seconds = (Date.now() - start) / 1000;
  console.log(`=== ${stage.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  const counted = stage.count ? stage.count(ok) : {passed: ok ? 1 : 0, failed: ok ? 0 : 1};
  if (counted) {
    results.passed += counted.passed;
    results.failed += counted.failed;
  } else results.failed += 1; // a stage that wrote no report counts as one failure
  return {ok, seconds, note: ''};
}

mkdirSync('test-results', {recursive: true});
const waiting = [...stages];
while (waiting.length || running.size) {
  // Start every stage whose needs are settled, in list order, while a job slot is free.
  for (const stage of [...waiting]) {
    if (running.size >= jobs) break;
    if (!(stage.needs ?? []).every((name) => outcomes.has(name))) continue;
    waiting.splice(waiting.indexOf(stage), 1);
    const at = (Date.now() - started) / 1000;
    running.set(
      stage.name,
      runStage(stage).then((outcome) => {
        outcomes.set(stage.name, {...outcome, at});
        running.delete(stage.name);
      }),
    );
  }
  if (running.size) await Promise.race(running.values());
}

const failures = stages.filter((stage) => !outcomes.get(stage.name).ok).map((stage) => stage.name);
const width = Math.max(...stages.map((stage) => stage.name.length));
console.log(`\nStages (${jobs} at a time), in seconds:`);
console.log(`  ${'stage'.padEnd(width)}  start   took  result`);
for (const stage of stages) {
  const {ok, seconds, at, note} = outcomes.get(stage.name);
  console.log(
    `  ${stage.name.padEnd(width)}  ${at.toFixed(0).padStart(5)}  ${seconds.toFixed(1).padStart(5)}  ${note || (ok ? 'ok' : 'FAILED')}`,
  );
}
console.log(`  ${'total'.padEnd(width)}         ${((Date.now() - started) / 1000).toFixed(1).padStart(5)}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed`);
process.exit(failures.length ? 1 : 0);
