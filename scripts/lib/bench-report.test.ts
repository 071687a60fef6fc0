import {describe, expect, it} from 'vitest';
import {formatComparison, longTaskSummary, scriptCosts, scriptName} from './bench-report.mjs';

const origin = 'http://127.0.0.1:4000';

/** The parts of a run that formatComparison reads. */
function run(tbt: number, cpuTbt: number, perf = 100) {
  return {
    scores: {performance: perf},
    tbt,
    lcp: 1000,
    longTasks: {count: 2, total: tbt + 100, list: []},
    scripts: {'main.js': tbt * 2},
    cpu: {tbt: cpuTbt, cpu: 500, longTasks: 1, longest: [{start: 900, ms: 120}]},
  };
}

describe('bench report', () => {
  it('names a script without its origin or content hash, and the page itself as "page"', () => {
    expect(scriptName(`${origin}/assets/js/main.1a2b3c4d.js`, origin)).toBe('main.js');
    expect(scriptName(`${origin}/assets/js/clip-player.8d66fbb2.js`, origin)).toBe('clip-player.js');
    expect(scriptName(`${origin}/docs/intro`, origin)).toBe('page');
    expect(scriptName('Unattributable', origin)).toBe('Unattributable');
  });

  it('sums long tasks and script costs from the audits', () => {
    const lhr = {
      audits: {
        'long-tasks': {
          details: {
            items: [
              {url: `${origin}/assets/js/main.1a2b3c4d.js`, duration: 120, startTime: 900},
              {url: `${origin}/`, duration: 60, startTime: 400},
            ],
          },
        },
        'bootup-time': {
          details: {
            items: [
              {url: `${origin}/assets/js/main.1a2b3c4d.js`, scripting: 300, scriptParseCompile: 40},
              {url: `${origin}/docs/x`, scripting: 10, scriptParseCompile: 0},
            ],
          },
        },
      },
    };
    expect(longTaskSummary(lhr, origin)).toEqual({
      count: 2,
      total: 180,
      list: [
        {duration: 120, startTime: 900, script: 'main.js'},
        {duration: 60, startTime: 400, script: 'page'},
      ],
    });
    expect(scriptCosts(lhr, origin)).toEqual({'main.js': 340, page: 10});
  });

  it('measures every build against the first, by median', () => {
    const table = formatComparison('header', [
      {
        page: 'clip page',
        path: '/docs/editing-text',
        builds: {old: [run(100, 50), run(120, 60), run(300, 70)], new: [run(110, 40), run(90, 45), run(500, 80)]},
      },
    ]);
    const rows = table.split('\n').filter((line) => line.startsWith('|'));
    // Medians: old 120 / 60 ms, new 110 / 45 ms.
    expect(rows.find((line) => line.includes('| new |') && line.includes('(110, 90, 500)'))).toContain('| -8 % |');
    expect(rows.find((line) => line.includes('| new |') && line.includes('(40, 45, 80)'))).toContain('| -25 % |');
    expect(table).toContain('main.js 240 → 220 ms');
  });
});
