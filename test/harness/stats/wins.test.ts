import { describe, expect, it } from 'vitest';
import { seatOutcomes, wilson, Z95 } from '../../../src/harness/stats/wins.js';

/**
 * Expected bounds were computed apart from the closed form under test: by inverting the
 * score test, i.e. solving (p_hat - p)^2 = z^2 p (1 - p) / n for p by 200 bisection steps
 * on each side of p_hat, in Python 3 with z = statistics.NormalDist().inv_cdf(0.975)
 * = 1.9599639845400536. The 0/10 and 10/10 bounds (0.2775, 0.7225) also match the usual
 * published Wilson tables.
 */
const KNOWN: [successes: number, n: number, lo: number, hi: number][] = [
  [0, 10, 0, 0.2775327999],
  [5, 10, 0.2365930905, 0.7634069095],
  [10, 10, 0.7224672001, 1],
  [81, 263, 0.2552885199, 0.366209577],
  [2.5, 10, 0.0809478242, 0.5578185757], // fractional successes: tied games count 1/k
];

describe('wilson interval', () => {
  it('uses the 0.975 normal quantile', () => {
    expect(Z95).toBeCloseTo(1.9599639845400536, 15);
  });

  it.each(KNOWN)('%d of %d', (x, n, lo, hi) => {
    const [l, h] = wilson(x, n);
    expect(l).toBeCloseTo(lo, 9);
    expect(h).toBeCloseTo(hi, 9);
  });

  it('is undefined (NaN) for no games', () => {
    expect(wilson(0, 0).every(Number.isNaN)).toBe(true);
  });
});

describe('seat outcomes', () => {
  it('a lone top score wins, the rest lose', () => {
    expect(seatOutcomes([0, 1, 2, 3], [3, 7, 1, 0]).map((o) => o.kind)).toEqual(['loss', 'win', 'loss', 'loss']);
  });

  it('a k-way shared first place gives each 1/k of a win', () => {
    const o = seatOutcomes([0, 1, 2], [5, 5, 5]);
    expect(o.map((x) => x.kind)).toEqual(['tie', 'tie', 'tie']);
    expect(o[0].share).toBeCloseTo(1 / 3, 15);
    expect(seatOutcomes([0, 1, 2, 3], [4, 1, 4, 0]).map((x) => x.share)).toEqual([0.5, 0, 0.5, 0]);
  });

  it('in 2v2 the teams are the sides: both partners of the winning team win outright', () => {
    // scores are team totals: seats 0 and 2 share team 0's coins
    expect(seatOutcomes([0, 1, 0, 1], [6, 2, 6, 2]).map((x) => x.kind)).toEqual(['win', 'loss', 'win', 'loss']);
    expect(seatOutcomes([0, 1, 0, 1], [3, 3, 3, 3]).map((x) => x.share)).toEqual([0.5, 0.5, 0.5, 0.5]);
  });
});
