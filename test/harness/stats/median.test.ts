/**
 * The sign-test interval of the median. Expected ranks and coverages computed with
 * python3 (standard library), independently of the code under test:
 *   from math import comb
 *   cov = lambda n, k: 1 - 2 * sum(comb(n, i) for i in range(k)) / 2**n
 *   the largest k with cov(n, k) >= 0.95:  n=6 -> k=1 (0.96875), n=10 -> k=2 (0.978516),
 *   n=20 -> k=6 (0.958611), n=30 -> k=10 (0.957226); n=5 has none (k=1 gives 0.9375).
 * The same ranks are in the usual tables of the sign-test interval (e.g. n=10: x(2)..x(9)).
 */
import { describe, expect, it } from 'vitest';
import { medianInterval } from '../../../src/harness/stats/median.js';

/** 1..n shuffled, so that the interval's ends are the ranks themselves. */
const ranks = (n: number): number[] => Array.from({ length: n }, (_, i) => ((i * 7) % n) + 1);

describe('medianInterval', () => {
  it('takes the order statistics the sign test gives at 95%', () => {
    for (const [n, k, cov] of [[6, 1, 0.96875], [10, 2, 0.978516], [20, 6, 0.958611], [30, 10, 0.957226]]) {
      const r = medianInterval(ranks(n), 0.95);
      expect([r.low, r.high], `n=${n}`).toEqual([k, n - k + 1]);
      expect(r.coverage, `n=${n}`).toBeCloseTo(cov, 6);
      expect(r.median, `n=${n}`).toBe((n + 1) / 2);
    }
  });

  it('with too few values returns the whole range and says its coverage is below the level', () => {
    const r = medianInterval([5, 1, 3, 2, 4], 0.95);
    expect([r.median, r.low, r.high]).toEqual([3, 1, 5]);
    expect(r.coverage).toBeCloseTo(0.9375, 10);
  });

  it('an empty sample has no median', () => {
    expect(Number.isNaN(medianInterval([]).median)).toBe(true);
  });
});
