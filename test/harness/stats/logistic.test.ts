import { describe, expect, it } from 'vitest';
import { fitLogistic } from '../../../src/harness/stats/logistic.js';

const rows = (xs: number[][]): Float64Array => Float64Array.from(xs.flat());

describe('logistic regression (IRLS with L2)', () => {
  it('one binary feature and an intercept, no penalty: the closed form, derived by hand', () => {
    // x = 0: labels 1,0,0,0 (p0 = 1/4); x = 1: labels 1,1,1,0,1 (p1 = 4/5). The model is
    // saturated, so σ(β0) = p0 and σ(β0 + β1) = p1: β0 = ln(1/3), β1 = ln 4 − ln(1/3) = ln 12.
    // H = Σ p(1−p) x xᵀ = [[n0 q0 + n1 q1, n1 q1], [n1 q1, n1 q1]] with n0 q0 = 4·¼·¾ = ¾ and
    // n1 q1 = 5·⅘·⅕ = ⅘; its inverse has diagonal 1/(n0 q0) = 4/3 and 1/(n0 q0) + 1/(n1 q1)
    // = 4/3 + 5/4 = 31/12.
    const x = rows([[1, 0], [1, 0], [1, 0], [1, 0], [1, 1], [1, 1], [1, 1], [1, 1], [1, 1]]);
    const y = Float64Array.of(1, 0, 0, 0, 1, 1, 1, 0, 1);
    const f = fitLogistic(x, y, 2, 0);
    expect(f.converged).toBe(true);
    expect(f.beta[0]).toBeCloseTo(Math.log(1 / 3), 9);
    expect(f.beta[1]).toBeCloseTo(Math.log(12), 9);
    expect(f.se[0]).toBeCloseTo(Math.sqrt(4 / 3), 9);
    expect(f.se[1]).toBeCloseTo(Math.sqrt(31 / 12), 9);
    // log-likelihood: 4 (¼ ln ¼ + ¾ ln ¾) + 5 (⅘ ln ⅘ + ⅕ ln ⅕)
    expect(f.logLik).toBeCloseTo(4 * (0.25 * Math.log(0.25) + 0.75 * Math.log(0.75)) + 5 * (0.8 * Math.log(0.8) + 0.2 * Math.log(0.2)), 9);
    // saturated: every row its own cluster, Σ (y − p)² over a cell = n p (1 − p), so the
    // sandwich equals the model's covariance
    expect(f.seCluster[0]).toBeCloseTo(f.se[0], 9);
    expect(f.seCluster[1]).toBeCloseTo(f.se[1], 9);
  });

  it('clusters: every row twice in one cluster leaves β and the cluster errors as they were, the model errors shrink by √2', () => {
    // By hand: H doubles, each cluster score doubles (M quadruples): (2H)⁻¹ 4M (2H)⁻¹ = H⁻¹ M H⁻¹.
    const base = [[1, -1], [1, 0], [1, 0.5], [1, 2], [1, 1], [1, -2]];
    const y1 = [0, 1, 0, 1, 1, 0];
    const once = fitLogistic(rows(base), Float64Array.from(y1), 2, 0);
    const twice = fitLogistic(rows([...base, ...base]), Float64Array.from([...y1, ...y1]), 2, 0, Int32Array.from([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]));
    for (let i = 0; i < 2; i++) {
      expect(twice.beta[i]).toBeCloseTo(once.beta[i], 9);
      expect(twice.seCluster[i]).toBeCloseTo(once.seCluster[i], 9);
      expect(twice.se[i]).toBeCloseTo(once.se[i] / Math.SQRT2, 9);
    }
  });

  it('with a penalty and a fractional label: the values python3 finds by gradient ascent', () => {
    // python3, another algorithm: b += 0.05 · (Xᵀ(y − σ(Xb)) − λb), 200,000 steps from 0
    // (final gradient ~1e-15); model se = sqrt(diag (XᵀWX + λI)⁻¹) with an explicit 2x2
    // inverse. λ = 0.5.
    const x = rows([[1, -1.5], [1, -0.5], [1, 0], [1, 0.5], [1, 1], [1, 2], [1, -2], [1, 0.3]]);
    const y = Float64Array.of(0, 1, 0.5, 0, 1, 1, 0, 1);
    const f = fitLogistic(x, y, 2, 0.5);
    expect(f.beta[0]).toBeCloseTo(0.2554129945435013, 9);
    expect(f.beta[1]).toBeCloseTo(1.016322255265113, 9);
    expect(f.se[0]).toBeCloseTo(0.7100010889141714, 9);
    expect(f.se[1]).toBeCloseTo(0.7042746990849851, 9);
  });

  it('a feature that never varies cannot be fitted without a penalty', () => {
    const x = rows([[1, 0], [-1, 0], [2, 0]]);
    expect(() => fitLogistic(x, Float64Array.of(1, 0, 1), 2, 0)).toThrow(/singular/);
  });
});
