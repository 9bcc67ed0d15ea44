import { describe, expect, it } from 'vitest';
import { betaI, fSf } from '../../../src/harness/stats/f-dist.js';

/**
 * Independent values: closed forms of the F tail for small degrees of freedom
 * (F(d1, 2): 1 − (d1 f / (d1 f + 2))^(d1/2); F(2, d2): (1 + 2f/d2)^(−d2/2); F(1, 1) = t₁²,
 * the Cauchy: 1 − (2/π) atan √f), and the 5% and 1% points of published F tables
 * (e.g. NIST/SEMATECH e-Handbook 1.3.6.7.3: F.95(1, 9) = 5.117, F.95(3, 20) = 3.098,
 * F.99(2, 10) = 7.559), and I_x(a, b) = x^a for b = 1.
 */
describe('the F distribution', () => {
  it('matches the closed forms', () => {
    for (const f of [0.1, 0.7, 1, 2.5, 9, 40]) {
      for (const d1 of [1, 3, 4, 7]) expect(fSf(f, d1, 2)).toBeCloseTo(1 - ((d1 * f) / (d1 * f + 2)) ** (d1 / 2), 12);
      for (const d2 of [1, 5, 8, 30, 598]) expect(fSf(f, 2, d2)).toBeCloseTo((1 + (2 * f) / d2) ** (-d2 / 2), 12);
      expect(fSf(f, 1, 1)).toBeCloseTo(1 - (2 / Math.PI) * Math.atan(Math.sqrt(f)), 12);
    }
  });

  it('matches the tables\' 5% and 1% points', () => {
    expect(fSf(5.117355, 1, 9)).toBeCloseTo(0.05, 6);
    expect(fSf(3.098391, 3, 20)).toBeCloseTo(0.05, 6);
    expect(fSf(7.559432, 2, 10)).toBeCloseTo(0.01, 6);
    expect(fSf(4.45897, 2, 8)).toBeCloseTo(0.05, 6);
  });

  it('edges', () => {
    expect(fSf(0, 3, 5)).toBe(1);
    expect(betaI(2.5, 1, 0.3)).toBeCloseTo(0.3 ** 2.5, 14);
    expect(betaI(2, 3, 0)).toBe(0);
    expect(betaI(2, 3, 1)).toBe(1);
  });
});
