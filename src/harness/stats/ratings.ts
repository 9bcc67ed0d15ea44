/**
 * Ratings of every bot fitted jointly: the Bradley-Terry (Elo) model by maximum
 * likelihood, anchored at one bot (rating 0), with intervals that respect the blocks.
 *
 * Model: in a comparison of bots a and b, a's expected score is
 *   p_ab = 1 / (1 + exp(−(θ_a − θ_b))),   Elo = θ × 400 / ln 10,
 * and an observed score y in [0, 1] (½ for a tie) adds y ln p + (1 − y) ln(1 − p) to the
 * log-likelihood. Newton's method with step halving, to a step below 1e-12.
 *
 * Unbounded ratings (bounded.ts). When a bot or a set of bots won (or lost) every meeting
 * with the rest, the maximum is at infinity. The bots are then split into groups within
 * which every difference is bounded; each group is fitted on its own comparisons, relative
 * to its reference (the anchor in the anchor's group, else the group's first bot): that is
 * the limit of the full fit, not a fit stopped part way. A bot outside the anchor's group
 * gets Elo +∞ or −∞ (its group is above or below the anchor's without bound) or NaN (no
 * chain of results orders them), and a note saying which meetings make it so.
 *
 * Intervals: comparisons in one block (deal) are not independent, so the covariance is
 * the sandwich H⁻¹ M H⁻¹, H = Σ p(1−p) (e_a − e_b)(e_a − e_b)ᵀ (the Fisher information)
 * and M = Σ_blocks g_b g_bᵀ, g_b the block's gradient at the fit. A sample without spread
 * (every block alike) would give M = 0 and an interval of zero width, so M also gets, for
 * every pair that met, z²/2 pseudo-blocks at score 1 and z²/2 at 0 (the pair's comparisons
 * per block each), and is then scaled by n / (n + z²) (n blocks): an average over the real
 * and pseudo-blocks, as the paired score's interval takes it (score-interval.ts). For two
 * bots the rating is the logit of the score and its standard error the delta-method one
 * of that interval's variance (to the centring of the pseudo-blocks); with many blocks the
 * pseudo-blocks fade and it is the plain block sandwich. A Wald interval in Elo is wider than the score
 * interval mapped to Elo when the score is near 0 or 1; the crosstable gives the latter.
 */

import { Z95 } from './normal.js';
import { inverse, multiply } from './matrix.js';
import { Comparison, Dominance, dominance, order, unboundedReason } from './bounded.js';

export type { Comparison } from './bounded.js';

export interface Rating {
  /** Elo against the anchor with its 95% interval: finite; ±Infinity (above or below it without bound, lo/hi NaN); NaN (not ordered). */
  elo: number; lo: number; hi: number; se: number;
  /** The bot's group (bounded.ts); the anchor's group holds the finite ratings. */
  group: number;
  /** The bot the group's ratings are relative to: the anchor, or the first bot of a group without it. */
  reference: number;
  /** Elo against `reference`, its interval and standard error (the same as elo.. in the anchor's group). */
  groupElo: number; groupLo: number; groupHi: number; groupSe: number;
  /** Why the rating against the anchor is not finite; '' when it is. */
  note: string;
}

/** Elo per unit of θ. */
const ELO_PER_THETA = 400 / Math.LN10;

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** A group's fit: θ per member (relative to the reference) and the standard error of each. */
interface GroupFit { theta: Map<number, number>; se: Map<number, number> }

/**
 * Fits the ratings of `bots` bots from comparisons grouped by block, anchored at `anchor`
 * (rating 0). `names` (default `bot i`) word the notes of unbounded ratings.
 */
export function fitRatings(bots: number, blocks: readonly (readonly Comparison[])[], anchor: number, names?: readonly string[]): Rating[] {
  const label = names ?? Array.from({ length: bots }, (_, i) => `bot ${i}`);
  const d = dominance(bots, blocks);
  const out: Rating[] = [];
  const fits = new Map<number, { reference: number; fit: GroupFit }>();
  for (let b = 0; b < bots; b++) {
    const g = d.group[b];
    let entry = fits.get(g);
    if (!entry) {
      const members = d.group.flatMap((x, i) => (x === g ? [i] : []));
      const reference = members.includes(anchor) ? anchor : members[0];
      const own = blocks.map((blk) => blk.filter((c) => d.group[c.a] === g && d.group[c.b] === g));
      entry = { reference, fit: fitGroup(members, reference, own, d) };
      fits.set(g, entry);
    }
    const th = entry.fit.theta.get(b)!;
    const se = entry.fit.se.get(b)! * ELO_PER_THETA;
    const elo = th * ELO_PER_THETA;
    const inGroup = { group: g, reference: entry.reference, groupElo: elo, groupLo: elo - Z95 * se, groupHi: elo + Z95 * se, groupSe: se };
    if (g === d.group[anchor]) {
      out.push({ elo, lo: inGroup.groupLo, hi: inGroup.groupHi, se, ...inGroup, note: '' });
    } else {
      const side = order(d, b, anchor);
      out.push({ elo: side === 0 ? NaN : side * Infinity, lo: NaN, hi: NaN, se: NaN, ...inGroup, note: unboundedReason(d, b, anchor, label) });
    }
  }
  return out;
}

/** The log-likelihood of θ over the comparisons. */
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
 * The maximum-likelihood fit of one group on its own comparisons (every difference is
 * bounded there, so Newton's method converges), with the sandwich standard errors.
 */
function fitGroup(members: readonly number[], reference: number, blocks: readonly (readonly Comparison[])[], d: Dominance): GroupFit {
  const free = members.filter((b) => b !== reference);
  const pos = new Map(free.map((b, i) => [b, i]));
  const theta = new Array<number>(d.group.length).fill(0);
  const fit: GroupFit = { theta: new Map([[reference, 0]]), se: new Map([[reference, 0]]) };
  if (free.length === 0) return fit;
  const zeros = (): number[] => new Array<number>(free.length).fill(0);
  /** Adds a comparison's gradient (score y, weight w) and, if given, its Fisher information. */
  const add = (a: number, b: number, y: number, w: number, g: number[], h?: number[][]): void => {
    const p = sigmoid(theta[a] - theta[b]);
    const ia = pos.get(a), ib = pos.get(b);
    if (ia !== undefined) g[ia] += w * (y - p);
    if (ib !== undefined) g[ib] -= w * (y - p);
    if (!h) return;
    const v = w * p * (1 - p);
    if (ia !== undefined) h[ia][ia] += v;
    if (ib !== undefined) h[ib][ib] += v;
    if (ia !== undefined && ib !== undefined) { h[ia][ib] -= v; h[ib][ia] -= v; }
  };
  const info = (): { g: number[]; h: number[][] } => {
    const g = zeros(), h = free.map(zeros);
    for (const blk of blocks) for (const c of blk) add(c.a, c.b, c.score, 1, g, h);
    return { g, h };
  };

  let ll = logLik(theta, blocks);
  for (let it = 0; it < 500; it++) {
    const { g, h } = info();
    const hInv = inverse(h);
    if (!hInv) throw new Error('fitRatings: singular information inside a connected group');
    const step = hInv.map((row) => row.reduce((s, x, j) => s + x * g[j], 0));
    const base = theta.slice();
    let t = 1, next = ll;
    for (let half = 0; half < 60; half++, t /= 2) {
      free.forEach((b, i) => { theta[b] = base[b] + t * step[i]; });
      next = logLik(theta, blocks);
      if (next >= ll - 1e-12 * Math.abs(ll)) break; // the log-likelihood's float noise must not stop a Newton step near the top
    }
    ll = next;
    if (Math.max(...step.map(Math.abs)) * t < 1e-12) break;
  }

  const hInv = inverse(info().h)!;
  const m = free.map(zeros);
  const outer = (g: number[], w: number): void => { for (let i = 0; i < g.length; i++) for (let j = 0; j < g.length; j++) m[i][j] += w * g[i] * g[j]; };
  for (const blk of blocks) {
    const g = zeros();
    for (const c of blk) add(c.a, c.b, c.score, 1, g);
    outer(g, 1);
  }
  // the pseudo-blocks: per pair that met, z²/2 blocks of its comparisons per block all won, z²/2 all lost
  const perBlock = pairsPerBlock(blocks);
  for (const [key, c] of perBlock) {
    const [a, b] = key.split(',').map(Number);
    for (const y of [0, 1]) { const g = zeros(); add(a, b, y, c, g); outer(g, (Z95 * Z95) / 2); }
  }
  // weighed as the score interval weighs them: the meat is an average over n + z² blocks, not a sum over n
  const n = blocks.filter((blk) => blk.length > 0).length;
  for (const row of m) for (let j = 0; j < row.length; j++) row[j] *= n / (n + Z95 * Z95);
  const cov = multiply(multiply(hInv, m), hInv);
  free.forEach((b, i) => { fit.theta.set(b, theta[b]); fit.se.set(b, Math.sqrt(cov[i][i])); });
  return fit;
}

/** Per pair that met ("a,b" with a < b): its mean comparisons per block in which it met. */
function pairsPerBlock(blocks: readonly (readonly Comparison[])[]): Map<string, number> {
  const count = new Map<string, number>(), inBlocks = new Map<string, number>();
  for (const blk of blocks) {
    const seen = new Set<string>();
    for (const c of blk) {
      const key = c.a < c.b ? `${c.a},${c.b}` : `${c.b},${c.a}`;
      count.set(key, (count.get(key) ?? 0) + 1);
      if (!seen.has(key)) { seen.add(key); inBlocks.set(key, (inBlocks.get(key) ?? 0) + 1); }
    }
  }
  return new Map([...count].map(([k, n]) => [k, n / inBlocks.get(k)!]));
}
