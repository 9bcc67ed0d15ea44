import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { blockSample, meanInterval } from '../../../src/harness/stats/pentanomial.js';
import { differenceInterval, effectiveGames, scoreInterval, scoreLos } from '../../../src/harness/stats/score-interval.js';
import { wilson } from '../../../src/harness/stats/wilson.js';

/**
 * Expected values from python3 (standard library), written apart from the code as a
 * weighted sample: the real blocks with weight 1 and z²/2 pseudo-blocks at 0 and at 1,
 *   W = Σw; p̃ = Σwx/W; ṽ = Σw(x − p̃)²/W; r = min(1, ṽ/(p̃(1−p̃))); m = n/r
 *   interval = Wilson(fmean(x)·m, m); LOS = NormalDist().cdf(2(fmean(x) − ½)√m)
 * with z = NormalDist().inv_cdf(0.975), printed with repr().
 */
const CASES: { values: number[]; lo: number; hi: number; m: number; los: number }[] = [
  { values: [1, 1, 1, 1], lo: 0.5101091635454028, hi: 1, m: 4, los: 0.9772498680518208 },
  { values: Array(10).fill(0.5), lo: 0.3448051327237839, hi: 0.6551948672762161, m: 36.03177716270058, los: 0.5 },
  { values: [1, 0.75, 0.5, 1, 0.25, 0.75, 1, 0.5], lo: 0.4502102536773076, hi: 0.8885842235607013, m: 13.185331444185039, los: 0.9439283646752181 },
  { values: [0.75, 0], lo: 0.06234191560866331, hi: 0.8441057798696983, m: 2.297108463643792, los: 0.3523790683887219 },
];

describe('the paired score interval', () => {
  it.each(CASES)('$values', (c) => {
    const s = blockSample(c.values);
    const [lo, hi] = scoreInterval(s);
    expect(lo).toBeCloseTo(c.lo, 12);
    expect(hi).toBeCloseTo(c.hi, 12);
    expect(effectiveGames(s)).toBeCloseTo(c.m, 10);
    expect(scoreLos(s)).toBeCloseTo(c.los, 12);
  });

  it('blocks of single games (0 or 1) give exactly the Wilson interval on the games', () => {
    // Wilson(3, 5) = [0.23072428127601297, 0.8823792257673521] (python3, the closed form)
    const [lo, hi] = scoreInterval(blockSample([0, 1, 1, 0, 1]));
    expect(lo).toBeCloseTo(0.23072428127601297, 12);
    expect(hi).toBeCloseTo(0.8823792257673521, 12);
    expect([lo, hi].map((x) => x.toFixed(12))).toEqual(wilson(3, 5).map((x) => x.toFixed(12)));
  });

  it('n blocks all won: [n / (n + z²), 1], never 1.000 to 1.000 (by hand: 4 / (4 + 1.96²) = 0.5101)', () => {
    const z2 = 1.959963984540054 ** 2;
    for (const n of [1, 4, 10, 100]) {
      const [lo, hi] = scoreInterval(blockSample(Array(n).fill(1)));
      expect(lo).toBeCloseTo(n / (n + z2), 12);
      expect(hi).toBeCloseTo(1, 12);
      const [lo0, hi0] = scoreInterval(blockSample(Array(n).fill(0)));
      expect(lo0).toBeCloseTo(0, 12);
      expect(hi0).toBeCloseTo(z2 / (n + z2), 12);
    }
    expect(scoreInterval(blockSample([]))).toEqual([NaN, NaN]);
  });

  it('many blocks: the normal interval of the paired score, so pairing keeps its gain', () => {
    // fastchess's case 1 (elo.test.ts): the pseudo-blocks weigh z² against 290 blocks
    const values: number[] = [];
    [34, 54, 63, 64, 75].forEach((n, k) => { for (let i = 0; i < n; i++) values.push(k / 4); });
    const s = blockSample(values);
    const [lo, hi] = scoreInterval(s);
    const [nlo, nhi] = meanInterval(s);
    expect((hi - lo) / (nhi - nlo)).toBeGreaterThan(1);
    expect((hi - lo) / (nhi - nlo)).toBeLessThan(1.03);
    expect((lo + hi) / 2).toBeCloseTo(s.mean, 2);
  });

  it('covers the true mean at least about 95% of the time, also next to 1, where the normal interval does not', () => {
    // game pairs drawn from a known pentanomial (LL, LD, DD+WL, WD, WW), true mean 0.915 (20,000 draws: 97.8%, normal 75.6%)
    const probs = [0.01, 0.02, 0.07, 0.1, 0.8];
    const truth = probs.reduce((a, p, k) => a + p * (k / 4), 0);
    const rng = new Rng('score-interval coverage');
    const draw = (): number => { let u = rng.float(), k = 0; while (k < 4 && u >= probs[k]) { u -= probs[k]; k++; } return k / 4; };
    let hits = 0, normalHits = 0;
    const reps = 4000;
    for (let rep = 0; rep < reps; rep++) {
      const s = blockSample(Array.from({ length: 10 }, draw));
      const [lo, hi] = scoreInterval(s);
      expect(lo).toBeGreaterThanOrEqual(0);
      expect(hi).toBeLessThanOrEqual(1);
      expect(hi).toBeGreaterThan(lo);
      if (lo <= truth && truth <= hi) hits++;
      const [nlo, nhi] = meanInterval(s);
      if (nlo <= truth && truth <= nhi) normalHits++;
    }
    expect(hits / reps).toBeGreaterThan(0.94);
    expect(normalHits / reps).toBeLessThan(0.9);
  });

  it('a difference in [−1, 1]: the score interval of (d + 1) / 2 mapped back (python3: -0.70433, 0.81004)', () => {
    const [lo, hi] = differenceInterval(blockSample([0.5, -0.25]));
    expect(lo).toBeCloseTo(-0.7043253077875895, 12);
    expect(hi).toBeCloseTo(0.8100405015008247, 12);
    const [lo1, hi1] = differenceInterval(blockSample([-0.25]));
    expect(lo1).toBeCloseTo(-0.9237702925064346, 12);
    expect(hi1).toBeCloseTo(0.8016883578292058, 12);
  });

  it('the LOS is past 97.5% exactly when the interval leaves ½ out below', () => {
    for (const values of [[1, 1, 1, 1], [1, 1, 1], [0.75, 1, 1, 0.75, 1], [0.5, 0.75, 0.75, 1]]) {
      const s = blockSample(values);
      expect(scoreLos(s) > 0.975).toBe(scoreInterval(s)[0] > 0.5);
    }
  });
});
