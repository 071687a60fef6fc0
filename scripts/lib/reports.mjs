// Reads the JSON reports that the test stages write, for scripts/test.mjs: how many passed and
// failed, and which tests failed with the lines that say why. The names go at the very end of the
// run's output, where a reader of a long CI log (or of only its tail) finds them.
import {stripVTControlCharacters} from 'node:util';

/**
 * The parts of Playwright's and Vitest's JSON reports read here (the full types are in
 * @playwright/test/reporter and vitest; the tests build these parts alone).
 * @typedef {{message?: string}} PlaywrightError
 * @typedef {{status: string, errors?: PlaywrightError[], error?: PlaywrightError}} PlaywrightResult
 * @typedef {{title: string, file?: string, tests: {results: PlaywrightResult[]}[]}} PlaywrightSpec
 * @typedef {{file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[]}} PlaywrightSuite
 * @typedef {{stats: {expected: number, unexpected: number, flaky: number}, suites?: PlaywrightSuite[]}} PlaywrightReport
 * @typedef {{status: string, fullName: string, failureMessages?: string[]}} VitestAssertion
 * @typedef {{name: string, status: string, message?: string, assertionResults?: VitestAssertion[]}} VitestFile
 * @typedef {{numPassedTests: number, numFailedTests: number, testResults?: VitestFile[]}} VitestReport
 * @typedef {{passed: number, failed: number, failures: string[]}} Counted
 */

/**
 * A line of a message cut at 300 characters.
 * @param {string} line
 */
const bounded = (line) => (line.length > 300 ? `${line.slice(0, 299)}…` : line);

/** The first non-empty line of an error message, without terminal colours, at most 300 characters. */
export function firstLine(message = '') {
  return bounded(
    stripVTControlCharacters(message)
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '',
  );
}

/**
 * The lines that say why: the first line and the "Expected … / Received …" lines under it, up to
 * the call log, the stack or the source excerpt, at most five. A timed-out `toHaveText` is only
 * useful with what the page held instead.
 */
export function why(message = '') {
  const lines = [];
  for (const raw of stripVTControlCharacters(message).split('\n')) {
    const line = raw.trim();
    if (/^(Call log:|at |\d+ \||> ?\d+ \||\|)/.test(line) || lines.length === 5) break;
    if (line) lines.push(bounded(line));
  }
  return lines.join('\n      ');
}

/**
 * A Playwright JSON report. A test that failed and then passed on a retry counts as failed: the
 * suite runs without retries, and a flaky test is a defect to fix, not to hide.
 * @param {PlaywrightReport} report
 * @returns {Counted}
 */
export function playwrightReport(report) {
  /** @type {string[]} */
  const failures = [];
  /**
   * @param {PlaywrightSuite} suite
   * @param {string | undefined} file
   */
  const walk = (suite, file) => {
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          if (result.status !== 'passed' && result.status !== 'skipped')
            failures.push(
              `${spec.file ?? file} › ${spec.title}: ${why(result.errors?.[0]?.message ?? result.error?.message ?? result.status)}`,
            );
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return {passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, failures};
}

/**
 * A Vitest JSON report; `cwd` is cut from file names.
 * @param {VitestReport} report
 * @param {string} [cwd]
 * @returns {Counted}
 */
export function vitestReport(report, cwd = process.cwd()) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(cwd) ? file.name.slice(cwd.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName}: ${why(test.failureMessages?.[0])}`);
    // A file that failed before any of its tests ran (an import error, a failing hook).
    if (!failed.length && file.status === 'failed') failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return {passed: report.numPassedTests, failed: report.numFailedTests, failures};
}
