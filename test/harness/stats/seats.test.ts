import { describe, expect, it } from 'vitest';
import { seatBalance } from '../../../src/harness/stats/seats.js';

/**
 * Expected values from python3 (standard library), computed with a different contrast
 * basis from the code's (each side against side 0, not against the last) and the
 * closed-form chi-square tail for 2 df, exp(-W/2):
 *   d = x_s - mean(x); effect = mean(d); se = sqrt(pvariance(d)/n)
 *   interval = the paired score interval of x_s (score-interval.test.ts's python) - 1/k
 *   W = n zbar' S^-1 zbar with S the covariance (divide by n) of z = (x1-x0, x2-x0)
 * For two sides the p-value is also erfc(|effect/se| / sqrt 2) (the z-test).
 */
const THREE = [[1, 0, 0], [0.5, 0.5, 0], [1, 0, 0], [0, 0, 1], [0, 1, 0], [1, 0, 0], [1 / 3, 1 / 3, 1 / 3], [0, 1, 0], [1, 0, 0], [0.5, 0, 0.5]];
const TWO = [[1, 0], [1, 0], [0, 1], [1, 0], [0.5, 0.5], [1, 0], [0, 1], [1, 0]];

describe('seat balance within deals', () => {
  it('three sides: effects, intervals and the Wald test', () => {
    const r = seatBalance(THREE, 3);
    const want = [[0.2, -0.0487060760886488, 0.43317265064412475], [-0.05, -0.2264297537598621, 0.23297226161622692],
      [-0.15, -0.27842663979301324, 0.13117603847899345]];
    want.forEach(([e, lo, hi], s) => {
      expect(r.sides[s].effect).toBeCloseTo(e, 12);
      expect(r.sides[s].lo).toBeCloseTo(lo, 12);
      expect(r.sides[s].hi).toBeCloseTo(hi, 12);
    });
    expect(r.df).toBe(2);
    expect(r.chi2).toBeCloseTo(3.058252427184466, 10);
    expect(r.p).toBeCloseTo(0.21672495592576818, 10);
    // 10 deals: the small-sample p beside it; python3: T² = W·9/10, F = T²·8/18 on (2, 8) df,
    // whose tail is (1 + 2F/8)^-4 in closed form
    expect(r.caution).toBe('only 10 deals: the chi-square p is a large-sample value and understates; the small-sample test (Hotelling\'s T², F on 2 and 8 df) gives p = 0.3439');
  });

  it('two sides: the Wald test is the z-test of the first seat', () => {
    const r = seatBalance(TWO, 2);
    expect(r.sides[0].effect).toBeCloseTo(0.1875, 12);
    expect(r.sides[0].se).toBeCloseTo(0.1514899955442603, 12);
    expect(r.sides[1].effect).toBeCloseTo(-0.1875, 12);
    expect(r.sides[0].lo).toBeCloseTo(-0.13136370685028403, 12);
    expect(r.sides[0].hi).toBeCloseTo(0.3923512587568956, 12);
    expect(r.sides[1].lo).toBeCloseTo(-0.39235125875689564, 12);
    expect(r.reason).toBe('');
    expect(r.chi2).toBeCloseTo(1.531914893617021, 10);
    expect(r.p).toBeCloseTo(0.21582528071600926, 10);
    // 8 deals: the t-test on 7 df, t = sqrt(W·7/8) = 1.15777; python3 integrating the t density
    // (Simpson, 200,000 steps): two-sided p = 0.284931
    expect(r.caution).toMatch(/^only 8 deals: .* gives p = 0\.2849$/);
  });

  it('from 30 deals on, no caution: the chi-square p alone (runs of many deals read as before)', () => {
    const many = Array.from({ length: 30 }, (_, i) => TWO[i % TWO.length]);
    expect(seatBalance(many, 2).caution).toBe('');
    expect(seatBalance(many.slice(1), 2).caution).toMatch(/^only 29 deals/);
    // two deals, three sides: no p at all (the covariance has rank 1), so no caution either
    const two = seatBalance([[1, 0, 0], [0, 1, 0]], 3);
    expect([Number.isNaN(two.p), two.caution]).toEqual([true, '']);
  });

  it('no spread (every block alike) gives no p-value and says why; the effect still has a width within its range', () => {
    const r = seatBalance([[1, 0], [1, 0]], 2);
    expect(r.sides[0].effect).toBe(0.5);
    expect(Number.isNaN(r.p)).toBe(true);
    expect(r.reason).toBe('every deal gave the sides the same scores, so the differences have no variance to test them against');
    // seat 0 won both deals: the score interval of [1, 1] is [2 / (2 + z²), 1], less the fair share ½
    const z2 = 1.959963984540054 ** 2;
    expect(r.sides[0].lo).toBeCloseTo(2 / (2 + z2) - 0.5, 12);
    expect(r.sides[0].hi).toBeCloseTo(0.5, 12);
    expect(r.sides[1].lo).toBeCloseTo(-0.5, 12);
  });

  it('every deal split evenly: effect 0 with a width, and the reason instead of a p-value', () => {
    const r = seatBalance(Array.from({ length: 10 }, () => [0.5, 0.5]), 2);
    expect(r.sides[0].effect).toBe(0);
    // the score interval of ten blocks of ½ (python3: 0.3448051327237839, 0.6551948672762161), less ½
    expect(r.sides[0].lo).toBeCloseTo(0.3448051327237839 - 0.5, 12);
    expect(r.sides[0].hi).toBeCloseTo(0.6551948672762161 - 0.5, 12);
    expect(r.reason).toBe('every deal scored the 2 sides alike: nothing varies to test');
    expect(seatBalance([[1, 0]], 2).reason).toBe('1 complete deal: the test needs 2 or more');
    // seven deals alike at 0.9 / 0.1: the mean of seven 0.8s is not exactly 0.8 in floating point (variance 1.2e-32),
    // which must not pass for a variance and give chi-square 1e31: still no p-value
    const thirds = seatBalance(Array.from({ length: 7 }, () => [0.9, 0.1]), 2);
    expect(Number.isNaN(thirds.p)).toBe(true);
    expect(thirds.reason).toMatch(/^every deal gave the sides the same scores/);
  });

  it('every interval lies within [-1/k, 1 - 1/k]', () => {
    for (const [rows, k] of [[THREE, 3], [TWO, 2], [[[1, 0, 0, 0], [1, 0, 0, 0]], 4]] as const) {
      for (const side of seatBalance(rows as number[][], k).sides) {
        expect(side.lo).toBeGreaterThanOrEqual(-1 / k - 1e-12);
        expect(side.hi).toBeLessThanOrEqual(1 - 1 / k + 1e-12);
        expect(side.hi).toBeGreaterThan(side.lo);
      }
    }
  });
});
