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
