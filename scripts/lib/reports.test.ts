import {describe, expect, it} from 'vitest';
import {firstLine, playwrightReport, vitestReport, why} from './reports.mjs';

describe('firstLine', () => {
  it('keeps the first non-empty line, without terminal colours, cut at 300 characters', () => {
    expect(firstLine('\n  \u001b[31mError: expected 1\u001b[39m\n  at x')).toBe('Error: expected 1');
    expect(firstLine('x'.repeat(400))).toHaveLength(300);
    expect(firstLine(undefined)).toBe('');
  });
});

describe('why', () => {
  it('keeps what the page held instead, and stops at the call log', () => {
    const timedOut = [
      '\u001b[31mError: expect(locator).toHaveText(expected) failed\u001b[39m',
      '',
      "Locator: locator('[data-offline-notice]')",
      'Expected pattern: /newer version/',
      'Received: <element(s) not found>',
      'Timeout: 120000ms',
      '',
      'Call log:',
      '  - Expect "toHaveText" with timeout 120000ms',
    ].join('\n');
    expect(
      why(timedOut)
        .split('\n')
        .map((l) => l.trim()),
    ).toEqual([
      'Error: expect(locator).toHaveText(expected) failed',
      "Locator: locator('[data-offline-notice]')",
      'Expected pattern: /newer version/',
      'Received: <element(s) not found>',
      'Timeout: 120000ms',
    ]);
  });

  it('stops at a stack or a source excerpt, and at five lines', () => {
    expect(why('AssertionError: 1 !== 2\n    at Object.<anonymous> (a.test.ts:3:5)')).toBe('AssertionError: 1 !== 2');
    expect(why('Error: x\n\n  120 |   await expect(a)\n> 121 |')).toBe('Error: x');
    expect(why('1\n2\n3\n4\n5\n6\n7').split('\n')).toHaveLength(5);
  });
});

describe('playwrightReport', () => {
  const report = {
    stats: {expected: 2, unexpected: 1, flaky: 1},
    suites: [
      {
        file: 'search.spec.ts',
        specs: [{title: 'finds', tests: [{results: [{status: 'passed'}]}]}],
        suites: [
          {
            specs: [
              {title: 'limits the query', tests: [{results: [{status: 'failed', errors: [{message: 'Error: timed out\nat …'}]}]}]},
              {title: 'retried', tests: [{results: [{status: 'timedOut', errors: []}, {status: 'passed'}]}]},
            ],
          },
        ],
      },
    ],
  };

  it('counts a test that passed only on a retry as failed, and names every failure with its file', () => {
    const counted = playwrightReport(report);
    expect(counted.passed).toBe(2);
    expect(counted.failed).toBe(2);
    expect(counted.failures).toEqual(['search.spec.ts › limits the query: Error: timed out', 'search.spec.ts › retried: timedOut']);
  });
});

describe('vitestReport', () => {
  it('names failed tests and files that failed before their tests ran, relative to cwd', () => {
    const counted = vitestReport(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        testResults: [
          {
            name: '/site/tests/unit/a.test.ts',
            status: 'failed',
            assertionResults: [
              {status: 'passed', fullName: 'a works'},
              {status: 'failed', fullName: 'a breaks', failureMessages: ['AssertionError: 1 !== 2\n    at …']},
            ],
          },
          {name: '/site/tests/unit/b.test.ts', status: 'failed', message: 'Cannot find module x', assertionResults: []},
          {name: '/site/tests/unit/c.test.ts', status: 'passed', assertionResults: [{status: 'passed', fullName: 'c'}]},
        ],
      },
      '/site',
    );
    expect(counted).toEqual({
      passed: 3,
      failed: 1,
      failures: ['tests/unit/a.test.ts › a breaks: AssertionError: 1 !== 2', 'tests/unit/b.test.ts: Cannot find module x'],
    });
  });
});
