#!/usr/bin/env node
// Runs every check in order: types, lint and format, unit tests, the production build, the HTML of every built page,
// browser tests. Prints one closing line, "tests: N passed, N failed", and exits non-zero if
// anything failed. It installs nothing: .ci/run installs the system packages (Chromium, Java).
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, mkdirSync, rmSync} from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = {passed: 0, failed: 0};
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  console.log(`=== ${label}: ${outcome.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outcome.status === 0;
}

function step(label, command, args, env) {
  const ok = run(label, command, args, env);
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(label);
  }
  return ok;
}

function count(file, read) {
  if (!existsSync(file)) return false;
  const {passed, failed} = read(JSON.parse(readFileSync(file, 'utf8')));
  results.passed += passed;
  results.failed += failed;
  return true;
}

function chromiumFound() {
  if (existsSync(chromium)) return true;
  console.error(
    `Chromium not found at ${chromium}. Install it (Debian: apt-get install chromium; .ci/run installs it ` +
      'when run as root) or set CHROMIUM_PATH.',
  );
  return false;
}

mkdirSync('test-results', {recursive: true});
step('site types', 'npx', ['tsc', '--noEmit']);
step('API declarations (strict)', 'npx', ['tsc', '-p', 'typings']);
step('lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('format (Prettier)', 'npx', ['prettier', '--check', '.']);

// Unit tests count one by one.
const unitOk = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);
if (
  !count('test-results/unit.json', (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + (unitOk ? 0 : r.numFailedTests === 0 ? 1 : 0),
  }))
) {
  results.failed += 1;
  failures.push('unit tests');
} else if (!unitOk) failures.push('unit tests');

const built =
  process.env.SKIP_BUILD === '1' && existsSync('build/index.html') ? true : step('production build', 'npx', ['docusaurus', 'build']);

// One page, one test: the Nu HTML Checker over every built page, in one Java process.
if (built) {
  rmSync('test-results/html.json', {force: true});
  const htmlOk = run('HTML of every page', 'node', ['scripts/validate-html.mjs', 'build', '--json', 'test-results/html.json']);
  if (!count('test-results/html.json', (r) => r)) results.failed += 1;
  if (!htmlOk) failures.push('HTML of every page');
} else {
  results.failed += 1;
  failures.push('HTML of every page (not run)');
}

if (built && chromiumFound()) {
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test'], {CI: process.env.CI ?? ''});
  const counted = count('test-results/e2e.json', (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky,
  }));
  if (!counted) {
    results.failed += 1;
  }
  if (!e2eOk) failures.push('browser tests');
} else {
  results.failed += 1;
  failures.push('browser tests (not run)');
}

// A release cut in a scratch copy, with a pretend next version (RELEASING.md, scripts/release-rehearsal.mjs).
step('release rehearsal', 'node', ['scripts/release-rehearsal.mjs']);

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed`);
process.exit(failures.length ? 1 : 0);
