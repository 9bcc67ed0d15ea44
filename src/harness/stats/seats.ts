/**
 * Seat balance within deals: does a seat (or, in 2v2, a side) score more than its fair
 * share when the same bots play the same island?
 *
 * Data: one vector per block (deal) of the mean score of each side over the block's
 * games, x_b = (x_b1 .. x_bk). With bots rotated through the seats on every deal, bot
 * strength cancels inside a block, and what is left is the seat.
 *
 * - A side's effect is the mean over blocks of x_bs − x̄_b (x̄_b the mean over sides: the
 *   fair share, 1/k when each block's shares sum to 1, as win shares do). Its 95% interval
 *   is the paired score interval of x_bs (score-interval.ts: within [0, 1], never of zero
 *   width) less the mean fair share, so it lies within [−1/k, 1 − 1/k]; `se` is the normal
 *   standard error of the effect (block population variance, as in pentanomial.ts).
 * - "All sides equal" is the Wald test on the k − 1 contrasts z_bj = x_bj − x_bk:
 *   W = N z̄ᵀ S⁻¹ z̄ (S the covariance of z over blocks, divided by N), referred to the
 *   chi-square distribution with k − 1 degrees of freedom. For two sides it is the
 *   square of the effect's z-score. The statistic is the same for any basis of the
 *   contrasts, so the choice of the last side as reference does not matter. When it
 *   cannot be computed (fewer than 2 blocks, or contrasts that do not vary between blocks,
 *   so S is singular) p is NaN and `reason` says why.
 */

import { chiSquareSf } from './normal.js';
import { inverse } from './matrix.js';
import { blockSample } from './pentanomial.js';
import { scoreInterval } from './score-interval.js';

export interface SideEffect { effect: number; lo: number; hi: number; se: number }
export interface SeatBalance {
  blocks: number;
  /** Per side: its effect (score above the fair share) with the 95% interval. */
  sides: SideEffect[];
  /** Wald chi-square statistic and degrees of freedom of "all sides equal", and its p-value (NaN if degenerate). */
  chi2: number;
  df: number;
  p: number;
  /** Why p is NaN ('' when it is a number). */
  reason: string;
}

/** The seat-balance test of per-block side scores (each row one block, k >= 2 sides). */
export function seatBalance(blocks: readonly (readonly number[])[], k: number): SeatBalance {
  const n = blocks.length;
  const fair = n ? blocks.reduce((a, x) => a + x.reduce((u, v) => u + v, 0) / k, 0) / n : NaN;
  const sides: SideEffect[] = [];
  for (let s = 0; s < k; s++) {
    const d = blocks.map((x) => x[s] - x.reduce((a, b) => a + b, 0) / k);
    const mean = n ? d.reduce((a, b) => a + b, 0) / n : NaN;
    const v = n ? d.reduce((a, b) => a + (b - mean) ** 2, 0) / n : NaN;
    const [lo, hi] = scoreInterval(blockSample(blocks.map((x) => x[s])));
    sides.push({ effect: mean, lo: lo - fair, hi: hi - fair, se: Math.sqrt(v / n) });
  }
  const df = k - 1;
  const none = (reason: string): SeatBalance => ({ blocks: n, sides, chi2: NaN, df, p: NaN, reason });
  if (n < 2) return none(`${n} complete ${n === 1 ? 'deal' : 'deals'}: the test needs 2 or more`);
  const z = blocks.map((x) => Array.from({ length: df }, (_, j) => x[j] - x[k - 1]));
  const zbar = Array.from({ length: df }, (_, j) => z.reduce((a, r) => a + r[j], 0) / n);
  const cov = zbar.map((mi, i) => zbar.map((mj, j) => z.reduce((a, r) => a + (r[i] - mi) * (r[j] - mj), 0) / n));
  // differences of scores in [0, 1] that vary at all vary by far more than float noise (1e-20 on a variance)
  if (cov.every((row, i) => row[i] < 1e-20)) {
    return none(zbar.every((x) => Math.abs(x) < 1e-12) ? `every deal scored the ${k} sides alike: nothing varies to test`
      : 'every deal gave the sides the same scores, so the differences have no variance to test them against');
  }
  const inv = inverse(cov);
  if (!inv) return none('the differences between sides vary in fewer ways than there are sides less one (singular covariance)');
  let chi2 = 0;
  for (let i = 0; i < df; i++) for (let j = 0; j < df; j++) chi2 += zbar[i] * inv[i][j] * zbar[j];
  chi2 *= n;
  return { blocks: n, sides, chi2, df, p: chiSquareSf(chi2, df), reason: '' };
}
