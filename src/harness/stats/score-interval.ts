/**
 * The interval of a paired score: the mean of block values that each lie in [0, 1] (a
 * bot's win share over a deal's games, a game pair's mean score), as every table of the
 * harness prints it (bots.csv's paired columns, the crosstable's score and Elo, the seat
 * effects, the sweep).
 *
 * Implementation notes. The normal interval mean ± z·se (pentanomial.ts's `meanInterval`)
 * fails at the edges: a bot that won every deal has se = 0 and gets "1.000 to 1.000", and
 * a mean near 1 with some spread gets an upper bound above 1. Wilson's score interval
 * holds there for single games, because it takes the variance at the value tested,
 * p(1 − p)/n, not at the estimate. For blocks the variance is smaller than a single game's
 * (a block value in [0, 1] with mean p has variance at most p(1 − p), reached only when
 * every block is 0 or 1), so the sample says how many independent games the blocks are
 * worth:
 *
 *   r = s² / (p(1 − p))  in [0, 1],   n_eff = n / r   (n blocks, s² their population variance)
 *
 * and the interval is Wilson's for the estimate p with n_eff trials. r cannot be read from
 * a sample without spread (every block 1, or every block ½), so it is taken after adding
 * z²/2 pseudo-blocks at 0 and z²/2 at 1 (the Agresti–Coull adjustment, which is how the
 * Wilson interval itself behaves): r̃ = s̃² / (p̃(1 − p̃)) with
 *
 *   ñ = n + z²,  p̃ = (n p + z²/2) / ñ,  s̃² = (n (s² + (p − p̃)²) + z²/2 (p̃² + (1 − p̃)²)) / ñ.
 *
 * Consequences: blocks that are single games (values 0 or 1) give exactly the Wilson
 * interval on n games; the interval always lies in [0, 1] and always has a width (n blocks
 * all at 1 give [n / (n + z²), 1], 4 deals: 0.510 to 1); with many blocks it is the normal
 * interval of the paired score (the pseudo-blocks weigh z² ≈ 3.8 against n), so pairing
 * keeps its gain. The LOS is the matching score test of ½: Φ(2 (p − ½) √n_eff).
 */

import { normalCdf, Z95 } from './normal.js';
import type { BlockSample } from './pentanomial.js';
import { wilson } from './wilson.js';

/** The block sample's variance relative to a single game's of the same mean, after the pseudo-blocks (in (0, 1]). */
export function relativeVariance(s: BlockSample, z = Z95): number {
  const a = (z * z) / 2;
  const nt = s.n + 2 * a;
  const pt = (s.n * s.mean + a) / nt;
  const vt = (s.n * (s.variance + (s.mean - pt) ** 2) + a * (pt * pt + (1 - pt) ** 2)) / nt;
  return Math.min(1, vt / (pt * (1 - pt)));
}

/** The independent games the blocks are worth: n / r̃ (NaN without blocks). */
export const effectiveGames = (s: BlockSample, z = Z95): number => (s.n > 0 ? s.n / relativeVariance(s, z) : NaN);

/** The 95% interval of a paired score in [0, 1] (see above); [NaN, NaN] without blocks. */
export function scoreInterval(s: BlockSample, z = Z95): [number, number] {
  if (s.n === 0) return [NaN, NaN];
  const m = effectiveGames(s, z);
  return wilson(s.mean * m, m, z);
}

/** Likelihood of superiority of a paired score: Φ(2 (p − ½) √n_eff), the score test of ½ (NaN without blocks). */
export const scoreLos = (s: BlockSample, z = Z95): number => (s.n > 0 ? normalCdf(2 * (s.mean - 0.5) * Math.sqrt(effectiveGames(s, z))) : NaN);

/**
 * The 95% interval of a mean difference whose block values lie in [−1, 1] (a run less
 * another deal by deal): the score interval of (d + 1) / 2, mapped back.
 */
export function differenceInterval(s: BlockSample, z = Z95): [number, number] {
  const half: BlockSample = { n: s.n, mean: (s.mean + 1) / 2, variance: s.variance / 4, se: s.se / 2 };
  const [lo, hi] = scoreInterval(half, z);
  return [2 * lo - 1, 2 * hi - 1];
}
