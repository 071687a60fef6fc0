import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseCommandLine} from './args.mjs';

const USAGE = 'usage: x [--json <file>] [dir]';
const config = {options: {json: {type: 'string'}, keep: {type: 'boolean'}}, positionals: 1} as const;

describe('a script command line', () => {
  it('takes the options and arguments the script names', () => {
    const {values, positionals} = parseCommandLine(['build', '--json', 'out.json', '--keep'], USAGE, config);
    expect({...values}).toEqual({json: 'out.json', keep: true});
    expect(positionals).toEqual(['build']);
  });
  it.each([
    [['--jsno', 'out.json'], /Unknown option '--jsno'/],
    [['--json'], /'--json <value>' argument missing/],
    [['--keep=yes'], /'--keep' does not take an argument/],
    [['a', 'b'], /unexpected argument 'b'/],
  ])('refuses %j with the usage line', (argv, message) => {
    expect(() => parseCommandLine(argv, USAGE, config)).toThrow(message);
    expect(() => parseCommandLine(argv, USAGE, config)).toThrow(/\nusage: x /);
  });
});

describe("every script's command line", () => {
  it('reaches the script only through a strict parser', () => {
    const scripts = readdirSync('scripts', {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(mjs|ts)$/.test(file) && !file.endsWith('.test.ts') && file !== join('lib', 'args.mjs'))
      .map((file) => join('scripts', file));
    expect(scripts).toContain(join('scripts', 'bench.mjs'));
    // Allowed: the entry guard (`process.argv[1] === fileURLToPath(…)`), and the arguments handed
    // whole to parseCommandLine or to a script's own parser built on it (facts.mjs, capture.mjs).
    const allowed = /process\.argv\[1\] === fileURLToPath|(?:parseCommandLine|parseArgs)\(process\.argv\.slice\(2\)/;
    const readByHand = scripts.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.includes('process.argv') && !allowed.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(readByHand).toEqual([]);
  });
});
