#!/usr/bin/env node
// Runs every check in order: types, lint and format, unit tests, the production build, the HTML of every built page,
// browser tests in Chromium, then in Firefox. Prints one closing line, "tests: N passed, N failed", and exits
// non-zero if anything failed. It installs nothing: .ci/run installs the system packages (Chromium, Firefox ESR, Java).
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, mkdirSync, rmSync} from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
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

function firefoxFound() {
  if (existsSync(firefox)) return true;
  console.error(
    `Firefox not found at ${firefox}. Install it (Debian: apt-get install firefox-esr; .ci/run installs it ` +
      'when run as root) or set FIREFOX_PATH.',
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

// The same reader's paths in Firefox ESR (tests/firefox), counted one by one like the unit tests.
if (built && firefoxFound()) {
  rmSync('test-results/firefox.json', {force: true});
  const firefoxOk = run('Firefox tests', 'npx', [
    'vitest',
    'run',
    '-c',
    'vitest.firefox.config.mts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/firefox.json',
  ]);
  // A file that fails before its tests (no Firefox, no server) counts as one failure.
  const counted = count('test-results/firefox.json', (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + (firefoxOk ? 0 : r.numFailedTests === 0 ? 1 : 0),
  }));
  if (!counted) results.failed += 1;
  if (!firefoxOk) failures.push('Firefox tests');
} else {
  results.failed += 1;
  failures.push('Firefox tests (not run)');
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed`);
process.exit(failures.length ? 1 : 0);
