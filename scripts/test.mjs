#!/usr/bin/env node
// Runs every check in order: types, unit tests, the production build, browser tests. Prints one
// closing line, "tests: N passed, N failed", and exits non-zero if anything failed.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, mkdirSync} from 'node:fs';

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

function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() === 0) {
    run('install chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  }
  if (!existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`);
    return false;
  }
  return true;
}

mkdirSync('test-results', {recursive: true});
step('site types', 'npx', ['tsc', '--noEmit']);
step('API declarations (strict)', 'npx', ['tsc', '-p', 'typings']);

// Unit tests count one by one.
const unitOk = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);
if (!count('test-results/unit.json', (r) => ({passed: r.numPassedTests, failed: r.numFailedTests + (unitOk ? 0 : r.numFailedTests === 0 ? 1 : 0)}))) {
  results.failed += 1;
  failures.push('unit tests');
} else if (!unitOk) failures.push('unit tests');

const built = process.env.SKIP_BUILD === '1' && existsSync('build/index.html') ? true : step('production build', 'npx', ['docusaurus', 'build']);

if (built && ensureChromium()) {
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

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed`);
process.exit(failures.length ? 1 : 0);
