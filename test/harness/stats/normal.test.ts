import { describe, expect, it } from 'vitest';
import { chiSquareSf, erfc, gammaQ, lnGamma, normalCdf } from '../../../src/harness/stats/normal.js';

/**
 * Expected values from python3's standard library (math.erfc, math.lgamma,
 * statistics.NormalDist().cdf), printed with repr(); the chi-square tail for 1, 2 and 3
 * degrees of freedom from its closed forms at x = 7.3:
 *   df 1: erfc(sqrt(x/2));  df 2: exp(-x/2);  df 3: erfc(sqrt(x/2)) + sqrt(2x/pi) exp(-x/2).
 */
describe('normal and chi-square tails', () => {
  it.each([[0.5, 0.4795001221869535], [2.0, 0.004677734981047265], [-1.0, 1.842700792949715]])('erfc(%d)', (x, want) => {
    expect(erfc(x)).toBeCloseTo(want, 13);
  });

  it('normal CDF', () => {
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 13);
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316301035, 14);
    expect(normalCdf(0)).toBeCloseTo(0.5, 15);
  });

  it.each([[1, 0.006895461063618971], [2, 0.025991128778755347], [3, 0.06292623645904316]])('chi-square tail at 7.3 with %d df', (df, want) => {
    expect(chiSquareSf(7.3, df)).toBeCloseTo(want, 13);
  });

  it('ln gamma', () => {
    expect(lnGamma(0.5)).toBeCloseTo(0.5723649429247004, 13);
    expect(lnGamma(10.3)).toBeCloseTo(13.48203678613836, 12);
    expect(lnGamma(3)).toBeCloseTo(0.693147180559945, 13);
    expect(gammaQ(2, 0)).toBe(1);
  });
});
