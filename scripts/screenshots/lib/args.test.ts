import {describe, expect, it} from 'vitest';
import {parseArgs, selectShots} from './args.mjs';

const list = [
  {name: 'recent-files'},
  {name: 'git-illustration', illustration: 'git'},
  {name: 'terminal-illustration', illustration: 'terminal'},
];
const names = (shots: {name: string}[]) => shots.map((shot) => shot.name);

describe('capture.mjs: which pictures, and whether it needs the editor', () => {
  it('renders drawings without an editor, all of them or the ones named', () => {
    expect(names(selectShots(parseArgs(['--version', '9.2', '--drawings']), list))).toEqual(['git-illustration', 'terminal-illustration']);
    expect(names(selectShots(parseArgs(['--version=5.2', '--only', 'terminal-illustration']), list))).toEqual(['terminal-illustration']);
  });

  it('asks for the editor and its Live Preview host only when a screenshot is among the pictures', () => {
    expect(() => selectShots(parseArgs(['--version', '9.2']), list)).toThrow(/recent-files is a screenshot: give --editor/);
    const editor = ['--editor', 'http://127.0.0.1:8000/src/index.html'];
    expect(() => selectShots(parseArgs(['--version', '9.2', ...editor]), list)).toThrow(
      /--preview-host <clone of phcode-dev\/phcode.live>/,
    );
    expect(names(selectShots(parseArgs(['--version', '9.2', ...editor, '--preview-host', '/src/phcode.live']), list))).toHaveLength(3);
    expect(names(selectShots(parseArgs(['--version', '9.2', '--text-only']), list))).toHaveLength(3);
  });

  it('refuses names the list does not have, and a selection that leaves nothing', () => {
    expect(() => selectShots(parseArgs(['--version', '9.2', '--only', 'nope']), list)).toThrow(/no shot named nope/);
    expect(() => selectShots(parseArgs(['--version', '9.2', '--drawings', '--only', 'recent-files']), list)).toThrow(/leave none/);
    expect(() => parseArgs(['--drawings'])).toThrow(/usage/);
  });
});

describe('capture.mjs: its command line', () => {
  it('reads every option, the port as a number', () => {
    expect(
      parseArgs([
        '--version',
        '9.2',
        '--editor',
        'http://e/',
        '--preview-host',
        '/h',
        '--only',
        'a, b',
        '--preview-port',
        '9000',
        '--force',
      ]),
    ).toEqual({
      version: '9.2',
      editor: 'http://e/',
      previewHost: '/h',
      only: ['a', 'b'],
      previewPort: 9000,
      textOnly: undefined,
      drawings: undefined,
      force: true,
    });
    expect(parseArgs(['--version', '9.2']).previewPort).toBe(8088);
  });
  it('refuses a misspelled option, a missing value and a bad port with the usage line', () => {
    expect(() => parseArgs(['--version', '9.2', '--forse'])).toThrow(/Unknown option '--forse'[^]*usage: /);
    expect(() => parseArgs(['--version'])).toThrow(/argument missing[^]*usage: /);
    expect(() => parseArgs(['--version', '9.2', '--preview-port', 'x'])).toThrow(/port number[^]*usage: /);
  });
});
