/**
 * Logistic regression with an L2 penalty, by Newton's method (iteratively reweighted least
 * squares), for fitting evaluation weights to game outcomes (src/study/fit.ts).
 *
 * Model: P(y = 1 | x) = σ(β · x), σ(z) = 1 / (1 + e^−z), no intercept unless a column of
 * ones is given. Labels may be fractional (a shared first place scores ½): the
 * log-likelihood Σ y ln p + (1 − y) ln(1 − p) is the same formula. The fit maximises
 *     ℓ(β) − (λ / 2) |β|²
 * whose gradient is g = Xᵀ(y − p) − λβ and Hessian −H, H = Xᵀ W X + λI, W = diag p(1−p);
 * each step solves H Δ = g and halves Δ until the objective does not fall. It stops when
 * the largest |Δ_i| is below 1e-10 (or after MAX_STEPS steps: `converged` false).
 *
 * Standard errors. `se` is the model's: the square roots of diag H⁻¹, right when the rows
 * are independent. Rows sampled from one game are not (the same outcome labels them all),
 * so `seCluster` is the cluster sandwich H⁻¹ M H⁻¹ with M = Σ_groups s_g s_gᵀ,
 * s_g = Σ_{rows of g} x (y − p) (the CR0 estimator, no small-sample factor); as in
 * ratings.ts, where a deal is the cluster.
 */

import { inverse } from './matrix.js';

export interface LogisticFit {
  beta: number[];
  /** Model standard errors (independent rows). */
  se: number[];
  /** Cluster sandwich standard errors (rows of one group are dependent; by default every row is its own group). */
  seCluster: number[];
  /** The covariance H⁻¹ M H⁻¹ behind seCluster (rows of arrays). */
  covCluster: number[][];
  /** Log-likelihood at beta (without the penalty). */
  logLik: number;
  steps: number;
  converged: boolean;
}

/** Newton steps at most. */
export const MAX_STEPS = 100;

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** ln p and ln (1 − p) of σ(z), without overflow. */
function logLikRow(z: number, y: number): number {
  // ln σ(z) = −ln(1 + e^−z); ln(1 − σ(z)) = −ln(1 + e^z)
  const lp = z >= 0 ? -Math.log1p(Math.exp(-z)) : z - Math.log1p(Math.exp(z));
  const lq = lp - z;
  return y * lp + (1 - y) * lq;
}

/**
 * Fits β for rows x (row-major, n × k), labels y in [0, 1], penalty l2 (λ ≥ 0) and, for
 * the sandwich, a group id per row (default: every row its own group). Throws on a
 * singular H (a feature that is zero in every row, with λ = 0).
 */
export function fitLogistic(x: Float64Array, y: Float64Array, k: number, l2: number, groups?: Int32Array): LogisticFit {
  const n = y.length;
  if (x.length !== n * k) throw new Error(`fitLogistic: ${x.length} values for ${n} rows of ${k}`);
  const beta = new Float64Array(k);
  const objective = (b: Float64Array): number => {
    let l = 0, pen = 0;
    for (let r = 0; r < n; r++) l += logLikRow(dot(x, r * k, b, k), y[r]);
    for (let i = 0; i < k; i++) pen += b[i] * b[i];
    return l - (l2 / 2) * pen;
  };
  let obj = objective(beta);
  let steps = 0, converged = false;
  let h: number[][] = [];
  for (; steps < MAX_STEPS; steps++) {
    const { g, hess } = gradHess(x, y, k, l2, beta);
    h = hess;
    const inv = inverse(hess);
    if (inv === null) throw new Error('fitLogistic: singular information matrix (a feature without variation?)');
    const delta = inv.map((row) => row.reduce((s, v, j) => s + v * g[j], 0));
    let t = 1, next = new Float64Array(k), nextObj = -Infinity;
    for (let half = 0; half < 30; half++, t /= 2) {
      for (let i = 0; i < k; i++) next[i] = beta[i] + t * delta[i];
      nextObj = objective(next);
      if (nextObj >= obj - 1e-12 * Math.abs(obj)) break;
    }
    const size = Math.max(...delta.map((d) => Math.abs(d * t)));
    beta.set(next);
    obj = nextObj;
    if (size < 1e-10) { converged = true; steps++; break; }
  }
  h = gradHess(x, y, k, l2, beta).hess;
  const hInv = inverse(h);
  if (hInv === null) throw new Error('fitLogistic: singular information matrix at the fit');
  // cluster scores
  const score = new Map<number, Float64Array>();
  for (let r = 0; r < n; r++) {
    const gId = groups ? groups[r] : r;
    let s = score.get(gId);
    if (!s) score.set(gId, (s = new Float64Array(k)));
    const res = y[r] - sigmoid(dot(x, r * k, beta, k));
    for (let i = 0; i < k; i++) s[i] += x[r * k + i] * res;
  }
  const m = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (const s of score.values()) for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) m[i][j] += s[i] * s[j];
  const hm = hInv.map((row) => m[0].map((_, j) => row.reduce((acc, v, q) => acc + v * m[q][j], 0)));
  const cov = hm.map((row) => hInv[0].map((_, j) => row.reduce((acc, v, q) => acc + v * hInv[q][j], 0)));
  let logLik = 0;
  for (let r = 0; r < n; r++) logLik += logLikRow(dot(x, r * k, beta, k), y[r]);
  return {
    beta: Array.from(beta),
    se: hInv.map((row, i) => Math.sqrt(row[i])),
    seCluster: cov.map((row, i) => Math.sqrt(row[i])),
    covCluster: cov,
    logLik, steps, converged,
  };
}

function dot(x: Float64Array, o: number, b: Float64Array, k: number): number {
  let z = 0;
  for (let i = 0; i < k; i++) z += x[o + i] * b[i];
  return z;
}

/** The penalised gradient g and H = Xᵀ W X + λI at beta. */
function gradHess(x: Float64Array, y: Float64Array, k: number, l2: number, beta: Float64Array): { g: number[]; hess: number[][] } {
  const g = new Array<number>(k).fill(0);
  const hess = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? l2 : 0)));
  for (let r = 0; r < y.length; r++) {
    const o = r * k;
    const p = sigmoid(dot(x, o, beta, k));
    const res = y[r] - p, wt = p * (1 - p);
    for (let i = 0; i < k; i++) {
      g[i] += x[o + i] * res;
      const xi = x[o + i] * wt;
      if (xi === 0) continue;
      for (let j = 0; j < k; j++) hess[i][j] += xi * x[o + j];
    }
  }
  for (let i = 0; i < k; i++) g[i] -= l2 * beta[i];
  return { g, hess };
}
