/**
 * Paired (block) statistics of a score. A block is one deal played in all its seatings;
 * a block's value is the mean score (in [0, 1]) of the games or comparisons in it. The
 * blocks are independent, the games inside one are not (the same island favours or
 * hurts both seatings alike), so the variance is taken over blocks, as fishtest and
 * fastchess take it over game pairs.
 *
 * For two seats a block is a game pair and its total score is 0, ½, 1, 1½ or 2: the
 * pentanomial distribution (LL, LD, DD+WL, WD, WW). For 3-4 seats the block value is
 * the mean over more comparisons; the formulas are the same.
 *
 * Conventions (fishtest's and fastchess's): the variance is the population variance of
 * the block values (divide by N), and the standard error of the mean is sqrt(var / N).
 */

import { Z95 } from './normal.js';

/** Mean, variance and standard error of a score over blocks. */
export interface BlockSample {
  /** Blocks counted. */
  n: number;
  /** Mean block value (the score, in [0, 1]); NaN when n = 0. */
  mean: number;
  /** Population variance of the block values. */
  variance: number;
  /** Standard error of the mean: sqrt(variance / n). */
  se: number;
}

/** The paired sample of block values (in the order given: the float sums depend on it). */
export function blockSample(values: readonly number[]): BlockSample {
  const n = values.length;
  if (n === 0) return { n: 0, mean: NaN, variance: NaN, se: NaN };
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let ss = 0;
  for (const v of values) ss += (v - mean) * (v - mean);
  const variance = ss / n;
  return { n, mean, variance, se: Math.sqrt(variance / n) };
}

/** The normal 95% interval of the mean, [mean - z se, mean + z se]. */
export const meanInterval = (s: BlockSample, z = Z95): [number, number] => [s.mean - z * s.se, s.mean + z * s.se];

/** Pentanomial counts: blocks whose pair total is 0, ½, 1, 1½, 2 (LL, LD, DD+WL, WD, WW). */
export type Pentanomial = [ll: number, ld: number, d: number, wd: number, ww: number];

/**
 * Pentanomial counts of game-pair block values (each the mean of two game scores in
 * {0, ½, 1}, so a multiple of ¼). Returns null if a value is not a multiple of ¼.
 */
export function pentanomial(pairMeans: readonly number[]): Pentanomial | null {
  const counts: Pentanomial = [0, 0, 0, 0, 0];
  for (const v of pairMeans) {
    const k = Math.round(v * 4);
    if (Math.abs(v * 4 - k) > 1e-9 || k < 0 || k > 4) return null;
    counts[k]++;
  }
  return counts;
}

/** The block sample of pentanomial counts (pair values 0, ¼, ½, ¾, 1). */
export function pentanomialSample(p: Pentanomial): BlockSample {
  const n = p[0] + p[1] + p[2] + p[3] + p[4];
  if (n === 0) return { n: 0, mean: NaN, variance: NaN, se: NaN };
  let mean = 0;
  for (let k = 0; k < 5; k++) mean += (p[k] / n) * (k / 4);
  let variance = 0;
  for (let k = 0; k < 5; k++) variance += (p[k] / n) * (k / 4 - mean) ** 2;
  return { n, mean, variance, se: Math.sqrt(variance / n) };
}
