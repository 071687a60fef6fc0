// The one definition of the figures every benchmark script prints.

/** @param {readonly number[]} xs */
const sorted = (xs) => [...xs].sort((a, b) => a - b);

/**
 * The middle value; for an even count, the mean of the two middle values.
 * @param {readonly number[]} xs
 */
export function median(xs) {
  if (xs.length === 0) throw new Error('median of no values');
  const s = sorted(xs);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The nearest-rank percentile: the smallest value that at least `p` (0 to 1) of the values do not exceed.
 * @param {readonly number[]} xs
 * @param {number} p
 */
export function percentile(xs, p) {
  if (xs.length === 0) throw new Error('percentile of no values');
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
}
