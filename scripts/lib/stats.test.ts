import {describe, expect, it} from 'vitest';
import {median, percentile} from './stats.mjs';

describe('benchmark figures', () => {
  it('median: the middle value, or the mean of the two middle values, whatever the input order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('percentile: nearest rank', () => {
    const twenty = Array.from({length: 20}, (_, i) => 20 - i); // 20, 19, ..., 1
    expect(percentile(twenty, 0.95)).toBe(19);
    expect(percentile(twenty, 1)).toBe(20);
    expect(percentile(twenty, 0.5)).toBe(10);
    expect(percentile([5], 0.95)).toBe(5);
  });

  it('refuses an empty list instead of printing undefined', () => {
    expect(() => median([])).toThrow();
    expect(() => percentile([], 0.5)).toThrow();
  });
});
