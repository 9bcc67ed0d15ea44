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
 * - The chi-square reference is a large-sample one: with few blocks S is a poor estimate and
 *   the p-value comes out too small (10 blocks, one side: W = 4 reads p = 0.046 where the
 *   t-test's is 0.090). Below SMALL_BLOCKS blocks, `caution` gives the small-sample p as
 *   well: Hotelling's T² = W (n − 1) / n (S divided by n − 1) referred to
 *   F(df, n − df) after scaling by (n − df) / (df (n − 1)), exact for normal contrasts and
 *   the t-test's for two sides (f-dist.ts). Above it the two differ little, and the
 *   outputs keep the one test (so runs of many deals read as before).
 */

import { fSf } from './f-dist.js';
import { chiSquareSf } from './normal.js';
import { pText } from './p-text.js';
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
  /** With a p-value from fewer than SMALL_BLOCKS blocks: that it understates, and the small-sample p ('' otherwise). */
  caution: string;
}

/** Below this many blocks the chi-square p-value comes with the small-sample one (`caution`). */
export const SMALL_BLOCKS = 30;

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
  const none = (reason: string): SeatBalance => ({ blocks: n, sides, chi2: NaN, df, p: NaN, reason, caution: '' });
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
  return { blocks: n, sides, chi2, df, p: chiSquareSf(chi2, df), reason: '', caution: smallSample(chi2, n, df) };
}

/** The caution for a p-value from few blocks (see the header), or ''. */
function smallSample(chi2: number, n: number, df: number): string {
  if (n >= SMALL_BLOCKS) return '';
  // a finite p needs a covariance of full rank, so n > df here: F has n − df >= 1 df
  const head = `only ${n} deals: the chi-square p is a large-sample value and understates`;
  const f = (chi2 * (n - 1) / n) * (n - df) / (df * (n - 1));
  return `${head}; the small-sample test (Hotelling's T², F on ${df} and ${n - df} df) gives p = ${pText(fSf(f, df, n - df), 4)}`;
}
