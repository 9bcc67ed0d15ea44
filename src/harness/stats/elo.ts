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
 * se is the paired standard error (pentanomial.ts).
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
