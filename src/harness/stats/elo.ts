/**
 * Elo from a score, with its interval and the likelihood of superiority (LOS).
 *
 * - Logistic Elo: score s = 1 / (1 + 10^(-elo/400)), so elo = -400 log10(1/s - 1).
 * - The 95% interval maps the score's interval [s - z se, s + z se] through that curve
 *   (so it is not symmetric about the Elo); `pm` is half its width, the "±" that
 *   fastchess prints.
 * - LOS = Φ((s - ½) / se): the probability, under the normal approximation, that the
 *   first bot is the stronger.
 * - Normalized Elo (fishtest): nElo = (s - ½) / σ_game × 800 / ln 10, where σ_game is
 *   the per-game standard deviation (for game pairs, sqrt(2 var_pair)).
 * se is the paired standard error (pentanomial.ts). `eloEstimate` is fastchess's figure,
 * pinned to its published values; the harness's tables use `eloRange`, which maps the
 * score interval of score-interval.ts (within [0, 1], never of zero width) through the
 * same curve, so a score of 1 gives an Elo of +∞ with a finite lower bound, and
 * `eloNote` says so in words.
 */

import { normalCdf, Z95 } from './normal.js';

/** 800 / ln 10: normalized Elo per unit of t-value (fishtest's nelo_divided_by_nt). */
export const NELO_PER_T = 800 / Math.LN10;

/** Logistic Elo difference of a score in [0, 1] (±Infinity at 1 and 0). */
export const eloFromScore = (s: number): number => 0 - 400 * Math.log10(1 / s - 1); // 0 - x: no -0 at s = ½

/** Expected score of an Elo difference. */
export const scoreFromElo = (elo: number): number => 1 / (1 + 10 ** (-elo / 400));

/** Elo with its 95% interval from a score and its standard error. */
export interface EloEstimate { elo: number; lo: number; hi: number; pm: number; los: number }

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

export function eloEstimate(score: number, se: number, z = Z95): EloEstimate {
  const elo = eloFromScore(score);
  const lo = eloFromScore(clamp01(score - z * se));
  const hi = eloFromScore(clamp01(score + z * se));
  return { elo, lo, hi, pm: (hi - lo) / 2, los: los(score, se) };
}

/** Likelihood of superiority: Φ((s - ½) / se); ½ at s = ½, NaN when se is 0 and s = ½. */
export function los(score: number, se: number): number {
  if (se === 0) return score > 0.5 ? 1 : score < 0.5 ? 0 : NaN;
  return normalCdf((score - 0.5) / se);
}

/** Normalized Elo of a score with the given per-game standard deviation. */
export const normalizedElo = (score: number, sigmaGame: number): number => ((score - 0.5) / sigmaGame) * NELO_PER_T;

/**
 * The Elo of a score and of the bounds of its interval (any interval within [0, 1]);
 * pm is half the width (Infinity when a bound is), los is passed through.
 */
export function eloRange(score: number, lo: number, hi: number, losValue: number): EloEstimate {
  const e = { elo: eloFromScore(score), lo: eloFromScore(lo), hi: eloFromScore(hi), pm: 0, los: losValue };
  e.pm = (e.hi - e.lo) / 2;
  return e;
}

/** Why a score has no finite Elo ("score 1.0: Elo unbounded"), or '' when it has one. */
export function eloNote(score: number): string {
  if (score >= 1) return 'score 1.0: Elo unbounded';
  if (score <= 0) return 'score 0.0: Elo unbounded';
  return '';
}
