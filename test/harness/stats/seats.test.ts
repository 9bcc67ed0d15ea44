import { describe, expect, it } from 'vitest';
import { seatBalance } from '../../../src/harness/stats/seats.js';

/**
 * Expected values from python3 (standard library), computed with a different contrast
 * basis from the code's (each side against side 0, not against the last) and the
 * closed-form chi-square tail for 2 df, exp(-W/2):
 *   d = x_s - mean(x); effect = mean(d); se = sqrt(pvariance(d)/n); interval = effect -+ z se
 *   W = n zbar' S^-1 zbar with S the covariance (divide by n) of z = (x1-x0, x2-x0)
 * For two sides the p-value is also erfc(|effect/se| / sqrt 2) (the z-test).
 */
const THREE = [[1, 0, 0], [0.5, 0.5, 0], [1, 0, 0], [0, 0, 1], [0, 1, 0], [1, 0, 0], [1 / 3, 1 / 3, 1 / 3], [0, 1, 0], [1, 0, 0], [0.5, 0, 0.5]];
const TWO = [[1, 0], [1, 0], [0, 1], [1, 0], [0.5, 0.5], [1, 0], [0, 1], [1, 0]];

describe('seat balance within deals', () => {
  it('three sides: effects, intervals and the Wald test', () => {
    const r = seatBalance(THREE, 3);
    const want = [[0.2, -0.06051059959036123, 0.46051059959036134], [-0.05, -0.29466861933879074, 0.19466861933879076],
      [-0.15, -0.3484312296794906, 0.04843122967949068]];
    want.forEach(([e, lo, hi], s) => {
      expect(r.sides[s].effect).toBeCloseTo(e, 12);
      expect(r.sides[s].lo).toBeCloseTo(lo, 12);
      expect(r.sides[s].hi).toBeCloseTo(hi, 12);
    });
    expect(r.df).toBe(2);
    expect(r.chi2).toBeCloseTo(3.058252427184466, 10);
    expect(r.p).toBeCloseTo(0.21672495592576818, 10);
  });

  it('two sides: the Wald test is the z-test of the first seat', () => {
    const r = seatBalance(TWO, 2);
    expect(r.sides[0].effect).toBeCloseTo(0.1875, 12);
    expect(r.sides[0].se).toBeCloseTo(0.1514899955442603, 12);
    expect(r.sides[1].effect).toBeCloseTo(-0.1875, 12);
    expect(r.chi2).toBeCloseTo(1.531914893617021, 10);
    expect(r.p).toBeCloseTo(0.21582528071600926, 10);
  });

  it('no spread (every block alike) gives no p-value rather than a division by zero', () => {
    const r = seatBalance([[1, 0], [1, 0]], 2);
    expect(r.sides[0].effect).toBe(0.5);
    expect(Number.isNaN(r.p)).toBe(true);
  });
});
