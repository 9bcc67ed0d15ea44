/**
 * SPSA (simultaneous perturbation stochastic approximation; Spall, "Multivariate stochastic
 * approximation using a simultaneous perturbation gradient approximation", IEEE TAC 37(3),
 * 1992) in the form fishtest runs it for chess engines: every iteration perturbs all
 * parameters at once by ±c_k (one random sign each), plays θ+ against θ− (or both against a
 * fixed opponent) and moves every parameter along its sign by the result.
 *
 * Gains, for iteration k = 0, 1, …, N−1 of N:
 *     c_k = c / (k + 1)^gamma            (perturbation size)
 *     a_k = a / (A + k + 1)^alpha        (step size)
 *     θ_{k+1} = clamp(θ_k + (a_k / c_k²) · c_k · result_k · sign_k)
 * where result_k is θ+'s points less θ−'s over the iteration's games (in a head-to-head
 * 2-player match: wins − losses). As in fishtest, each parameter is given the perturbation
 * it should end with, `cEnd`, and one `rEnd` (the a_k / c_k² at the end), from which
 *     c = cEnd · N^gamma,   a = rEnd · cEnd² · (A + N)^alpha,
 * so c_{N−1} = cEnd and a_{N−1} / c_{N−1}² = rEnd. Defaults alpha 0.602, gamma 0.101
 * (Spall's practical values), A = N / 10.
 *
 * Whole-number parameters move as real numbers and are rounded where they are played
 * (θ±c_k and the final spec); all are clamped to their declared range. Nothing here is
 * random except the signs, which come from the Rng the caller passes (one per iteration,
 * so a trajectory depends only on the seed and the results).
 */

import type { Rng } from '../core/rng.js';

/** One tuned parameter: its range, whether it is whole, its starting value and final perturbation. */
export interface SpsaParam {
  name: string;
  start: number;
  min: number;
  max: number;
  int: boolean;
  /** Perturbation size at the last iteration (c_{N−1}). */
  cEnd: number;
}

export interface SpsaGains {
  /** Iterations planned (N). */
  iterations: number;
  /** a_k / c_k² at the last iteration. */
  rEnd: number;
  /** Stability constant A of the step schedule. */
  A: number;
  alpha: number;
  gamma: number;
}

export const DEFAULT_ALPHA = 0.602;
export const DEFAULT_GAMMA = 0.101;

/** c_k of parameter p at iteration k (0-based). */
export function cAt(p: SpsaParam, g: SpsaGains, k: number): number {
  const c = p.cEnd * g.iterations ** g.gamma;
  return c / (k + 1) ** g.gamma;
}

/** a_k of parameter p at iteration k (0-based). */
export function aAt(p: SpsaParam, g: SpsaGains, k: number): number {
  const a = g.rEnd * p.cEnd * p.cEnd * (g.A + g.iterations) ** g.alpha;
  return a / (g.A + k + 1) ** g.alpha;
}

/** A value as it is played: clamped to the range and, for whole-number parameters, rounded. */
export function playable(p: SpsaParam, v: number): number {
  const x = Math.min(p.max, Math.max(p.min, v));
  return p.int ? Math.min(p.max, Math.max(p.min, Math.round(x))) : x;
}

/** The points the two perturbed sides play with at iteration k. */
export interface Perturbation { signs: number[]; plus: number[]; minus: number[] }

/** Draws the signs of iteration k (one Rng draw per parameter) and the two sides' values. */
export function perturb(params: readonly SpsaParam[], g: SpsaGains, theta: readonly number[], k: number, rng: Rng): Perturbation {
  const signs = params.map(() => (rng.int(2) === 0 ? -1 : 1));
  const plus = params.map((p, i) => playable(p, theta[i] + signs[i] * cAt(p, g, k)));
  const minus = params.map((p, i) => playable(p, theta[i] - signs[i] * cAt(p, g, k)));
  return { signs, plus, minus };
}

/** θ after iteration k, from θ+'s points less θ−'s (`result`). */
export function update(params: readonly SpsaParam[], g: SpsaGains, theta: readonly number[], k: number, signs: readonly number[], result: number): number[] {
  return params.map((p, i) => {
    const c = cAt(p, g, k);
    const r = aAt(p, g, k) / (c * c);
    return Math.min(p.max, Math.max(p.min, theta[i] + r * c * result * signs[i]));
  });
}
