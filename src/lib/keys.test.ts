import {describe, expect, it} from 'vitest';
import {KEY_DISPLAY_NAMES, splitKey, toMacKey} from './keys';

describe('splitKey', () => {
  it('splits modifiers from the key', () => {
    expect(splitKey('Ctrl-Shift-K')).toEqual(['Ctrl', 'Shift', 'K']);
    expect(splitKey('Cmd-Alt-[')).toEqual(['Cmd', 'Alt', '[']);
  });

  it('reads a hyphen with nothing before it as the minus key', () => {
    expect(splitKey('Ctrl--')).toEqual(['Ctrl', '-']);
    expect(splitKey('Ctrl-Shift--')).toEqual(['Ctrl', 'Shift', '-']);
    expect(splitKey('-')).toEqual(['-']);
  });

  it('keeps punctuation and function keys whole', () => {
    expect(splitKey('Shift-=')).toEqual(['Shift', '=']);
    expect(splitKey('Ctrl-Alt-F12')).toEqual(['Ctrl', 'Alt', 'F12']);
    expect(splitKey('F5')).toEqual(['F5']);
    expect(splitKey('')).toEqual([]);
  });

  it('splits on another separator, keeping that key too', () => {
    expect(splitKey('ctrl+shift+f', '+')).toEqual(['ctrl', 'shift', 'f']);
    expect(splitKey('ctrl++', '+')).toEqual(['ctrl', '+']);
    expect(splitKey('Ctrl-=', '+')).toEqual(['Ctrl-=']);
  });
});

describe('toMacKey', () => {
  it('renames Ctrl and Alt and leaves the rest', () => {
    expect(toMacKey('Ctrl-Alt-L')).toBe('Cmd-Opt-L');
    expect(toMacKey('Ctrl--')).toBe('Cmd--');
    expect(toMacKey('Shift-F12')).toBe('Shift-F12');
    expect(toMacKey(' Ctrl-K ')).toBe('Cmd-K');
  });

  it('renames whole caps only', () => {
    expect(toMacKey('Alt-Ctrl-Altgr')).toBe('Opt-Cmd-Altgr');
  });
});

describe('KEY_DISPLAY_NAMES', () => {
  it('draws arrows as symbols and spells out paging keys', () => {
    expect(KEY_DISPLAY_NAMES.Up).toBe('↑');
    expect(KEY_DISPLAY_NAMES.Left).toBe('←');
    expect(KEY_DISPLAY_NAMES.PageDown).toBe('Page Down');
    expect(KEY_DISPLAY_NAMES.K).toBeUndefined();
  });
});
