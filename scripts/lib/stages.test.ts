import {describe, expect, it} from 'vitest';
import {runCommand, runStages, stageTable} from './stages.mjs';

type Stage = Parameters<typeof runStages>[0][number];

/** Stand-in commands: each stage "runs" for `ms` and succeeds unless its command is ['fail']; the log says what ran when. */
function fake(events: string[]) {
  return async (stage: Stage) => {
    events.push(`start ${stage.name}`);
    await new Promise((resolve) => setTimeout(resolve, Number(stage.command[1] ?? 10)));
    events.push(`end ${stage.name}`);
    return stage.command[0] !== 'fail';
  };
}
const quiet = () => {};

describe('runStages', () => {
  it('runs at most `jobs` stages at once, in list order, each after the stages it needs', async () => {
    const events: string[] = [];
    const stages: Stage[] = [
      {name: 'build', command: ['ok', '60']},
      {name: 'e2e', command: ['ok', '10'], needs: ['build']},
      {name: 'types', command: ['ok', '20']},
      {name: 'lint', command: ['ok', '20']},
    ];
    const {outcomes, passed, failed} = await runStages(stages, {jobs: 2, run: fake(events), log: quiet});
    expect(events.slice(0, 2)).toEqual(['start build', 'start types']);
    expect(events.indexOf('start e2e')).toBeGreaterThan(events.indexOf('end build'));
    // Never three at once.
    let open = 0;
    for (const event of events) {
      open += event.startsWith('start') ? 1 : -1;
      expect(open).toBeLessThanOrEqual(2);
    }
    expect([passed, failed]).toEqual([4, 0]);
    expect([...outcomes.values()].every((outcome) => outcome.ok)).toBe(true);
  });

  it('runs an exclusive stage alone: it waits for the running stages, and nothing starts beside it', async () => {
    const events: string[] = [];
    const stages: Stage[] = [
      {name: 'build', command: ['ok', '40']},
      {name: 'e2e', command: ['ok', '40'], needs: ['build'], exclusive: true},
      {name: 'types', command: ['ok', '60']},
      {name: 'lint', command: ['ok', '10']},
      {name: 'units', command: ['ok', '10']},
    ];
    await runStages(stages, {jobs: 2, run: fake(events), log: quiet});
    const start = events.indexOf('start e2e');
    const end = events.indexOf('end e2e');
    // Types ran beside the build and outlasted it: e2e waited for it.
    expect(start).toBeGreaterThan(events.indexOf('end types'));
    // Alone: nothing starts or ends while it runs.
    expect(end).toBe(start + 1);
    // Lint and units come after it in the list, so they waited too.
    expect(events.indexOf('start lint')).toBeGreaterThan(end);
  });

  it('starts a stage that comes after others once they have ended, passed or failed, before the stages listed after it', async () => {
    const events: string[] = [];
    const stages: Stage[] = [
      {name: 'firefox', command: ['fail', '20']},
      {name: 'webkit', command: ['ok', '40']},
      {name: 'rehearsal', command: ['ok', '30'], after: ['firefox', 'webkit']},
      {name: 'lint', command: ['ok', '40']},
      {name: 'format', command: ['ok', '10']},
    ];
    const {outcomes, failed} = await runStages(stages, {jobs: 2, run: fake(events), log: quiet});
    // Lint takes the slot Firefox frees; the rehearsal takes WebKit's when it ends, Firefox's
    // failure notwithstanding, before format, which is listed after it.
    expect(events.indexOf('start lint')).toBeGreaterThan(events.indexOf('end firefox'));
    expect(events.indexOf('start rehearsal')).toBeGreaterThan(events.indexOf('end webkit'));
    expect(events.indexOf('start format')).toBeGreaterThan(events.indexOf('start rehearsal'));
    expect(outcomes.get('rehearsal')?.ok).toBe(true);
    expect(failed).toBe(1);
  });

  it('fails, without running them, the stages whose needs failed, and counts each failure', async () => {
    const events: string[] = [];
    const stages: Stage[] = [
      {name: 'build', command: ['fail']},
      {name: 'e2e', command: ['ok'], needs: ['build'], count: () => ({passed: 100, failed: 0})},
      {name: 'units', command: ['ok'], count: () => ({passed: 7, failed: 1, failures: ['a.test.ts › adds: expected 3']})},
      {name: 'html', command: ['ok'], count: () => null},
    ];
    const {outcomes, passed, failed} = await runStages(stages, {jobs: 1, run: fake(events), log: quiet});
    expect(events).not.toContain('start e2e');
    expect(outcomes.get('e2e')).toMatchObject({ok: false, note: 'not run: needs build'});
    // units: 7 and 1; build: 1 failure; e2e not run: 1; html wrote no report: 1.
    expect([passed, failed]).toEqual([7, 4]);
    // The names a report gives reach the outcome, for the closing list.
    expect(outcomes.get('units')?.failures).toEqual(['a.test.ts › adds: expected 3']);
    expect(outcomes.get('html')?.failures).toEqual([]);
  });

  it('skips a stage whose `before` says so, and lets the stages after it run', async () => {
    const events: string[] = [];
    const stages: Stage[] = [
      {name: 'build', command: ['ok'], before: () => 'skip'},
      {name: 'e2e', command: ['ok'], needs: ['build']},
    ];
    const {outcomes} = await runStages(stages, {run: fake(events), log: quiet});
    expect(events).toEqual(['start e2e', 'end e2e']);
    expect(outcomes.get('build')).toMatchObject({ok: true, note: 'skipped'});
  });

  it('refuses a stage that needs one not in the list', async () => {
    await expect(runStages([{name: 'e2e', command: ['ok'], needs: ['bulid']}], {run: fake([]), log: quiet})).rejects.toThrow(/bulid|e2e/);
  });
});

describe('runCommand', () => {
  it("prefixes each line of a command's output with its stage, and reports its exit status", async () => {
    const lines: string[] = [];
    const original = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      expect(await runCommand({name: 'echo', command: ['node', '-e', 'console.log("a\\nb"); console.error("c")']})).toBe(true);
      expect(await runCommand({name: 'exit', command: ['node', '-e', 'process.exit(3)']})).toBe(false);
    } finally {
      console.log = original;
    }
    expect(lines.sort()).toEqual(['[echo] a', '[echo] b', '[echo] c']);
  });
});

describe('stageTable', () => {
  it('lists every stage with its start, time and result, and the total', () => {
    const stages: Stage[] = [
      {name: 'production build', command: []},
      {name: 'unit tests', command: []},
    ];
    const outcomes = new Map([
      ['production build', {ok: true, at: 0, seconds: 71.2, note: '', failures: []}],
      ['unit tests', {ok: false, at: 3, seconds: 110.04, note: '', failures: ['a.test.ts › adds: expected 3']}],
    ]);
    expect(stageTable(stages, outcomes, 180.5)).toEqual([
      '  stage             start    took  result',
      '  production build      0    71.2  ok',
      '  unit tests            3   110.0  FAILED',
      '  total                     180.5',
    ]);
  });
});
