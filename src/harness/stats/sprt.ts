/**
 * The sequential probability ratio test on blocks (fishtest's GSPRT): is bot A at least
 * elo1 stronger than bot B (H1), or at most elo0 (H0)?
 *
 * The data are the block values (pentanomial.ts): for two seats a game pair's mean score,
 * one of 0, ¼, ½, ¾, 1. Their empirical distribution p̂ over the support a_i is compared
 * with the maximum-likelihood distributions p0, p1 that satisfy each hypothesis, and
 *   LLR = N Σ p̂_i (ln p1_i − ln p0_i)
 * (the generalized log-likelihood ratio). Each empty support point is given a count of
 * 1e-3 first (fishtest's regularization), and N is the regularized total. The test stops
 * at LLR >= ln((1−β)/α) (accept H1) or LLR <= ln(β/(1−α)) (accept H0).
 *
 * Hypotheses, by Elo model:
 * - `logistic`: the expected score is s_k = 1 / (1 + 10^(−elo_k/400)). The MLE with mean s
 *   is p_i = p̂_i / (1 + θ (a_i − s)), θ the root of Σ p̂_i (a_i − s) / (1 + θ (a_i − s)) = 0
 *   (Van den Bergh, "Comparing the approximations for the GLR of a multinomial", Prop. 1.1).
 * - `normalized`: the t-value (μ − ½)/σ of a block is t_k = elo_k / (800/ln 10) × sqrt(g),
 *   g the games per block (√2 for game pairs). The MLE is found by fixed-point iteration
 *   from the uniform distribution (Van den Bergh, "Comments on normalized Elo", §4.1).
 * Roots are found by bisection to full double precision, so the LLR is a pure function of
 * the counts (the same on every machine).
 *
 * Usage: `const t = new Sprt(spec, 4, 2)` for game pairs, then `t.add(blockValue)` for
 * each block in deal order, and `t.status()` / `t.llr()` after each one.
 */

import { NELO_PER_T, scoreFromElo } from './elo.js';

export const ELO_MODELS = ['logistic', 'normalized'] as const;
export type EloModel = (typeof ELO_MODELS)[number];

/** The test's settings, as `--sprt elo0=0,elo1=5,alpha=0.05,beta=0.05[,model=logistic]` gives them. */
export interface SprtSpec { elo0: number; elo1: number; alpha: number; beta: number; model: EloModel }

export const DEFAULT_SPRT: SprtSpec = { elo0: 0, elo1: 5, alpha: 0.05, beta: 0.05, model: 'logistic' };

export type SprtStatus = 'H0' | 'H1' | 'continue';

/** Parses `key=value,...` (keys elo0, elo1, alpha, beta, model); unnamed keys take DEFAULT_SPRT's values. */
export function parseSprt(text: string): SprtSpec | { field: string; message: string } {
  const spec: SprtSpec = { ...DEFAULT_SPRT };
  for (const part of text.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq).trim();
    const raw = eq < 0 ? '' : part.slice(eq + 1).trim();
    if (key === 'model') {
      if (!(ELO_MODELS as readonly string[]).includes(raw)) return { field: 'model', message: `must be one of ${ELO_MODELS.join(', ')}, got ${JSON.stringify(raw)}` };
      spec.model = raw as EloModel;
    } else if (key === 'elo0' || key === 'elo1' || key === 'alpha' || key === 'beta') {
      const x = Number(raw);
      if (raw === '' || !Number.isFinite(x)) return { field: key, message: `must be a number, got ${JSON.stringify(raw)}` };
      spec[key] = x;
    } else {
      return { field: key, message: 'unknown key; keys are elo0, elo1, alpha, beta, model (e.g. elo0=0,elo1=5,alpha=0.05,beta=0.05)' };
    }
  }
  if (!(spec.elo0 < spec.elo1)) return { field: 'elo1', message: `must be above elo0 (${spec.elo0}), got ${spec.elo1}` };
  for (const k of ['alpha', 'beta'] as const) {
    if (!(spec[k] > 0 && spec[k] < 0.5)) return { field: k, message: `must be between 0 and 0.5, got ${spec[k]}` };
  }
  return spec;
}

/** The text form of a spec (every key, fixed order). */
export const sprtText = (s: SprtSpec): string => `elo0=${s.elo0},elo1=${s.elo1},alpha=${s.alpha},beta=${s.beta},model=${s.model}`;

/** The stopping bounds: lower = ln(β/(1−α)), upper = ln((1−β)/α). */
export const sprtBounds = (s: SprtSpec): { lower: number; upper: number } =>
  ({ lower: Math.log(s.beta / (1 - s.alpha)), upper: Math.log((1 - s.beta) / s.alpha) });

/** Where the LLR stands against the bounds. */
export function sprtStatus(s: SprtSpec, llr: number): SprtStatus {
  const b = sprtBounds(s);
  return llr >= b.upper ? 'H1' : llr <= b.lower ? 'H0' : 'continue';
}

/**
 * The root of the decreasing f(θ) = Σ w_i φ_i / (1 + θ φ_i) on (−1/max φ, −1/min φ),
 * by bisection until the midpoint no longer moves. Needs min φ < 0 < max φ.
 */
function secularRoot(w: readonly number[], phi: readonly number[]): number {
  let lo = -1 / Math.max(...phi);
  let hi = -1 / Math.min(...phi);
  for (let it = 0; it < 2000; it++) {
    const mid = (lo + hi) / 2;
    if (mid <= lo || mid >= hi) break;
    let f = 0;
    for (let i = 0; i < w.length; i++) f += (w[i] * phi[i]) / (1 + mid * phi[i]);
    if (f > 0) lo = mid; else hi = mid;
  }
  return (lo + hi) / 2;
}

const meanVar = (a: readonly number[], p: readonly number[]): [number, number] => {
  let mu = 0;
  for (let i = 0; i < a.length; i++) mu += p[i] * a[i];
  let v = 0;
  for (let i = 0; i < a.length; i++) v += p[i] * (a[i] - mu) ** 2;
  return [mu, v];
};

/** The MLE distribution on support a with mean s, given the empirical p̂. */
function mleMean(a: readonly number[], pHat: readonly number[], s: number): number[] {
  const phi = a.map((x) => x - s);
  const theta = secularRoot(pHat, phi);
  return pHat.map((p, i) => p / (1 + theta * phi[i]));
}

/** The MLE distribution on support a with t-value (μ − ref)/σ = t, given the empirical p̂. */
function mleT(a: readonly number[], pHat: readonly number[], ref: number, t: number): number[] {
  let p = a.map(() => 1 / a.length);
  for (let it = 0; it < 10; it++) {
    const [mu, v] = meanVar(a, p);
    const sigma = Math.sqrt(v);
    const phi = a.map((x) => x - ref - (t * sigma * (1 + ((x - mu) / sigma) ** 2)) / 2);
    const theta = secularRoot(pHat, phi);
    const next = pHat.map((q, i) => q / (1 + theta * phi[i]));
    const diff = Math.max(...next.map((q, i) => Math.abs(q - p[i])));
    p = next;
    if (diff < 1e-9) break;
  }
  return p;
}

/** Zero counts become this, as fishtest does, so every support point has some mass. */
export const REGULARIZE = 1e-3;

/**
 * The GLR of H1 against H0 for block values on `support` (ascending, within [0, 1],
 * including 0 and 1) with `counts` blocks at each point. `gamesPerBlock` scales the
 * normalized model's t-values (1 for single games, 2 for game pairs).
 */
export function sprtLlr(spec: SprtSpec, support: readonly number[], counts: readonly number[], gamesPerBlock: number): number {
  const reg = counts.map((c) => (c === 0 ? REGULARIZE : c));
  const n = reg.reduce((x, y) => x + y, 0);
  const pHat = reg.map((c) => c / n);
  let p0: number[];
  let p1: number[];
  if (spec.model === 'logistic') {
    p0 = mleMean(support, pHat, scoreFromElo(spec.elo0));
    p1 = mleMean(support, pHat, scoreFromElo(spec.elo1));
  } else {
    const k = Math.sqrt(gamesPerBlock) / NELO_PER_T;
    p0 = mleT(support, pHat, 0.5, spec.elo0 * k);
    p1 = mleT(support, pHat, 0.5, spec.elo1 * k);
  }
  let llr = 0;
  for (let i = 0; i < support.length; i++) llr += pHat[i] * (Math.log(p1[i]) - Math.log(p0[i]));
  return n * llr;
}

/**
 * A running test over blocks added in deal order. Block values are counted on the grid
 * {0, 1/steps, ..., 1} (steps = 4 for game pairs: the pentanomial); a value off the grid
 * (a block short of a game that ended in an error) gets its own support point.
 */
export class Sprt {
  private readonly values = new Map<number, number>();
  private blocks = 0;

  constructor(readonly spec: SprtSpec, private readonly steps: number, private readonly gamesPerBlock: number) {}

  /** Counts one block's value (its mean score for bot A, in [0, 1]). */
  add(value: number): void {
    const k = Math.round(value * this.steps);
    const v = Math.abs(value * this.steps - k) < 1e-9 ? k / this.steps : value;
    this.values.set(v, (this.values.get(v) ?? 0) + 1);
    this.blocks++;
  }

  /** Blocks counted so far. */
  get count(): number { return this.blocks; }

  /** The LLR of the blocks so far (0 before the first). */
  llr(): number {
    if (this.blocks === 0) return 0;
    const support = new Set<number>(this.values.keys());
    for (let k = 0; k <= this.steps; k++) support.add(k / this.steps);
    const a = [...support].sort((x, y) => x - y);
    return sprtLlr(this.spec, a, a.map((v) => this.values.get(v) ?? 0), this.gamesPerBlock);
  }

  status(): SprtStatus { return this.blocks === 0 ? 'continue' : sprtStatus(this.spec, this.llr()); }
}
