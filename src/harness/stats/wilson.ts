/**
 * The Wilson score interval for a proportion: the per-game interval of bots.csv and
 * seats.csv (it treats games as independent; the paired columns do not).
 */

import { Z95 } from './normal.js';

/**
 * Wilson score interval for `successes` out of `n` trials (successes may be
 * fractional). Returns [lo, hi] within [0, 1]; [NaN, NaN] when n = 0.
 *   centre = (p + z^2/2n) / (1 + z^2/n),  half = z / (1 + z^2/n) * sqrt(p(1-p)/n + z^2/4n^2)
 */
export function wilson(successes: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [NaN, NaN];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
