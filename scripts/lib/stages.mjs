// The stage runner of scripts/test.mjs: a list of stages, each started once the stages it needs
// have finished, at most `jobs` at a time, in list order. Kept apart from the list so that a unit
// test can drive it with stand-in commands.
import {spawn} from 'node:child_process';

/**
 * @typedef {{passed: number, failed: number, failures?: string[]}} Count
 * @typedef {{
 *   name: string,
 *   command: string[],
 *   needs?: string[],
 *   after?: string[],
 *   exclusive?: boolean,
 *   env?: Record<string, string>,
 *   before?: () => string | null | Promise<string | null>,
 *   count?: (ok: boolean) => Count | null,
 * }} Stage
 * A stage starts once the stages it `needs` have passed (if one failed, it fails without running),
 * and once the stages it comes `after` have ended, whatever their result.
 * An `exclusive` stage runs alone: it spreads over every core (a browser with several workers, a
 * build), and beside another stage both slow down far more than the sum of their work (a
 * single-threaded stage starved beside a browser's many threads took seven times as long). When it
 * is next in line it waits for the running stages to end, and nothing starts while it runs.
 * `before` returns (or resolves to) why the stage cannot run (it then fails without running), or
 * 'skip'; it may start what the stage needs first (the shared server of the site). `count`
 * reads the stage's own report (null when there is none: one failure); a stage without `count` is
 * one test.
 * @typedef {{ok: boolean, at: number, seconds: number, note: string, failures: string[]}} Outcome
 * `failures` names the tests that failed, when the stage's report names them.
 */

/**
 * Runs a command with its output prefixed by the stage's name, so stages running side by side stay readable.
 * @param {Stage} stage
 * @returns {Promise<boolean>} whether it exited with status 0
 */
export function runCommand(stage) {
  return new Promise((resolve) => {
    const [command, ...args] = stage.command;
    const child = spawn(command, args, {env: {...process.env, FORCE_COLOR: '0', ...stage.env}, stdio: ['ignore', 'pipe', 'pipe']});
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        // split always returns at least one piece: the unfinished line, perhaps empty.
        pending = /** @type {string} */ (lines.pop());
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

/**
 * Runs the stages and returns each one's outcome and the tests counted.
 *
 * @param {Stage[]} stages
 * @param {{jobs?: number, run?: (stage: Stage) => Promise<boolean>, log?: (line: string) => void}} [options]
 * @returns {Promise<{outcomes: Map<string, Outcome>, passed: number, failed: number, seconds: number}>}
 */
export async function runStages(stages, {jobs = 2, run = runCommand, log = console.log} = {}) {
  const results = {passed: 0, failed: 0};
  /** @type {Map<string, Outcome>} */
  const outcomes = new Map();
  /** @type {Map<string, Promise<void>>} */
  const running = new Map();
  const started = Date.now();

  /**
   * @param {Stage} stage
   * @returns {Promise<Omit<Outcome, 'at'>>}
   */
  async function runStage(stage) {
    const missing = (stage.needs ?? []).filter((name) => !outcomes.get(name)?.ok);
    const why = missing.length ? `not run: needs ${missing.join(', ')}` : await stage.before?.();
    if (why === 'skip') return {ok: true, seconds: 0, note: 'skipped', failures: []};
    if (why) {
      log(`\n=== ${stage.name}: ${why}`);
      results.failed += 1;
      return {ok: false, seconds: 0, note: why, failures: []};
    }
    log(`\n=== ${stage.name}: ${stage.command.join(' ')}`);
    const start = Date.now();
    const ok = await run(stage);
    const seconds = (Date.now() - start) / 1000;
    log(`=== ${stage.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    const counted = stage.count ? stage.count(ok) : {passed: ok ? 1 : 0, failed: ok ? 0 : 1};
    if (counted) {
      results.passed += counted.passed;
      results.failed += counted.failed;
    } else results.failed += 1;
    return {ok, seconds, note: '', failures: counted?.failures ?? []};
  }

  const waiting = [...stages];
  const exclusive = new Set(stages.filter((stage) => stage.exclusive).map((stage) => stage.name));
  while (waiting.length || running.size) {
    // Start every stage whose needs are settled, in list order, while a slot is free.
    for (const stage of [...waiting]) {
      if (running.size >= jobs || [...running.keys()].some((name) => exclusive.has(name))) break;
      if (![...(stage.needs ?? []), ...(stage.after ?? [])].every((name) => outcomes.has(name))) continue;
      // Next in line and exclusive: nothing else starts until it has run, alone.
      if (stage.exclusive && running.size) break;
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
    else if (waiting.length) throw new Error(`stages wait for stages that are not in the list: ${waiting.map((s) => s.name).join(', ')}`);
  }
  return {outcomes, ...results, seconds: (Date.now() - started) / 1000};
}

/**
 * The closing table: each stage's start and duration in seconds, and its result.
 *
 * @param {Stage[]} stages
 * @param {Map<string, Outcome>} outcomes
 * @param {number} total seconds
 * @returns {string[]}
 */
export function stageTable(stages, outcomes, total) {
  const width = Math.max('total'.length, ...stages.map((stage) => stage.name.length));
  const rows = stages.map((stage) => {
    // runStages gives every stage of the list an outcome, or throws.
    const {ok, seconds, at, note} = /** @type {Outcome} */ (outcomes.get(stage.name));
    return `  ${stage.name.padEnd(width)}  ${at.toFixed(0).padStart(5)}  ${seconds.toFixed(1).padStart(6)}  ${note || (ok ? 'ok' : 'FAILED')}`;
  });
  return [
    `  ${'stage'.padEnd(width)}  start    took  result`,
    ...rows,
    `  ${'total'.padEnd(width)}         ${total.toFixed(1).padStart(6)}`,
  ];
}
