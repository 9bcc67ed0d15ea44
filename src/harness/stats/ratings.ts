/**
 * Ratings of every bot fitted jointly: the Bradley-Terry (Elo) model by maximum
 * likelihood, anchored at one bot (rating 0), with intervals that respect the blocks.
 *
 * Model: in a comparison of bots a and b, a's expected score is
 *   p_ab = 1 / (1 + exp(−(θ_a − θ_b))),   Elo = θ × 400 / ln 10,
 * and an observed score y in [0, 1] (½ for a tie) adds y ln p + (1 − y) ln(1 − p) to the
 * log-likelihood. θ_anchor = 0; the others are found by Newton's method with step halving.
 *
 * Intervals: comparisons in one block (deal) are not independent, so the covariance is
 * the sandwich H⁻¹ M H⁻¹, H = Σ p(1−p) (e_a − e_b)(e_a − e_b)ᵀ (the Fisher information)
 * and M = Σ_blocks g_b g_bᵀ, g_b the block's gradient at the fit. For two bots this gives
 * exactly the logit of the score and the delta-method interval of the paired score.
 *
 * A bot that won (or lost) every comparison has no finite rating: it comes out NaN.
 */

import { Z95 } from './normal.js';
import { inverse, multiply } from './matrix.js';

/** One comparison: bot a scored `score` against bot b (indices into the bot list). */
export interface Comparison { a: number; b: number; score: number }

export interface Rating { elo: number; lo: number; hi: number; se: number }

/** Elo per unit of θ. */
const ELO_PER_THETA = 400 / Math.LN10;
/** |θ| beyond this (about 5200 Elo) means the maximum is at infinity. */
const THETA_CAP = 30;

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

function logLik(theta: readonly number[], blocks: readonly (readonly Comparison[])[]): number {
  let l = 0;
  for (const blk of blocks) {
    for (const c of blk) {
      const p = sigmoid(theta[c.a] - theta[c.b]);
      l += c.score * Math.log(p) + (1 - c.score) * Math.log(1 - p);
    }
  }
  return l;
}

/**
 * Fits the ratings of `bots` bots from comparisons grouped by block; the anchor's rating
 * is 0. Returns one Rating per bot (the anchor's interval is [0, 0]).
 */
export function fitRatings(bots: number, blocks: readonly (readonly Comparison[])[], anchor: number): Rating[] {
  const free = Array.from({ length: bots }, (_, i) => i).filter((i) => i !== anchor);
  const pos = new Map(free.map((b, i) => [b, i]));
  const theta = new Array<number>(bots).fill(0);
  const nan: Rating = { elo: NaN, lo: NaN, hi: NaN, se: NaN };
  const out = (): Rating[] => theta.map(() => ({ ...nan }));
  if (free.length === 0) return [{ elo: 0, lo: 0, hi: 0, se: 0 }];

  /** Gradient (over free bots) of one set of comparisons, and optionally its Fisher information. */
  const derivatives = (cs: readonly Comparison[], g: number[], h?: number[][]): void => {
    for (const c of cs) {
      const p = sigmoid(theta[c.a] - theta[c.b]);
      const ia = pos.get(c.a);
      const ib = pos.get(c.b);
      if (ia !== undefined) g[ia] += c.score - p;
      if (ib !== undefined) g[ib] -= c.score - p;
      if (h) {
        const w = p * (1 - p);
        if (ia !== undefined) h[ia][ia] += w;
        if (ib !== undefined) h[ib][ib] += w;
        if (ia !== undefined && ib !== undefined) { h[ia][ib] -= w; h[ib][ia] -= w; }
      }
    }
  };
  const zeros = (): number[] => new Array<number>(free.length).fill(0);
  const info = (): { g: number[]; h: number[][] } => {
    const g = zeros();
    const h = free.map(zeros);
    for (const blk of blocks) derivatives(blk, g, h);
    return { g, h };
  };

  let ll = logLik(theta, blocks);
  for (let it = 0; it < 200; it++) {
    const { g, h } = info();
    const hInv = inverse(h);
    if (!hInv) return out();
    const step = hInv.map((row) => row.reduce((s, x, j) => s + x * g[j], 0));
    let t = 1;
    let next = ll;
    const base = theta.slice();
    for (let half = 0; half < 60; half++) {
      free.forEach((b, i) => { theta[b] = base[b] + t * step[i]; });
      next = logLik(theta, blocks);
      if (next >= ll) break;
      t /= 2;
    }
    const moved = Math.max(...step.map(Math.abs)) * t;
    ll = next;
    if (moved < 1e-12 || free.some((b) => Math.abs(theta[b]) > THETA_CAP)) break;
  }

  const { h } = info();
  const hInv = inverse(h);
  if (!hInv) return out();
  const m = free.map(zeros);
  for (const blk of blocks) {
    const g = zeros();
    derivatives(blk, g);
    for (let i = 0; i < g.length; i++) for (let j = 0; j < g.length; j++) m[i][j] += g[i] * g[j];
  }
  const cov = multiply(multiply(hInv, m), hInv);
  return theta.map((th, b) => {
    if (b === anchor) return { elo: 0, lo: 0, hi: 0, se: 0 };
    if (Math.abs(th) > THETA_CAP) return { ...nan };
    const i = pos.get(b)!;
    const se = Math.sqrt(cov[i][i]) * ELO_PER_THETA;
    const elo = th * ELO_PER_THETA;
    return { elo, lo: elo - Z95 * se, hi: elo + Z95 * se, se };
  });
}
