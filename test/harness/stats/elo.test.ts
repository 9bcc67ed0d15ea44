import { describe, expect, it } from 'vitest';
import { eloEstimate, eloFromScore, eloNote, eloRange, los, normalizedElo, scoreFromElo } from '../../../src/harness/stats/elo.js';
import { blockSample, meanInterval, pentanomial, pentanomialSample } from '../../../src/harness/stats/pentanomial.js';

/**
 * Two sources, each computed apart from this code:
 * - fastchess's published Elo tests (app/tests/elo_test.cpp, "EloPentanomial 1" and "2"),
 *   to their printed precision (2 decimals; LOS to 0.01%);
 * - python3 (standard library only) from the pentanomial counts:
 *     n = sum(c); s = sum(c[k]*k/4)/n; v = sum(c[k]*(k/4-s)**2)/n; se = sqrt(v/n)
 *     elo = -400*log10(1/s-1); lo, hi = elo at s -+ z*se, z = NormalDist().inv_cdf(0.975)
 *     LOS = NormalDist().cdf((s-0.5)/se); nElo = (s-0.5)/sqrt(2v)*800/ln 10
 *   printed with repr(); checked to 1e-9.
 * Counts are (LL, LD, DD+WL, WD, WW); fastchess's case 1 is LL 34, LD 54, WL 31, DD 32, WD 64, WW 75.
 */
const CASES = [
  {
    counts: [34, 54, 63, 64, 75], n: 290, score: 0.5793103448275863, variance: 0.1131064209274673, se: 0.01974897823000465,
    elo: 55.57978042044588, lo: 28.27615975741023, hi: 83.58301877019713, los: 0.9999703930084313, nElo: 57.93559993812431,
    fastchess: { elo: 55.58, pm: 27.65, los: 100.0, nElo: 57.94 },
  },
  {
    counts: [332, 433, 498, 333, 334], n: 1930, score: 0.4875647668393782, variance: 0.11092049450991973, se: 0.00758101304664686,
    elo: -8.64266726796901, lo: -18.98450868585014, hi: 1.683880162935972, los: 0.05047006698252937, nElo: -9.172914270047174,
    fastchess: { elo: -8.64, pm: 10.33, los: 5.05, nElo: -9.17 },
  },
];

describe('pentanomial statistics and Elo', () => {
  it.each(CASES)('counts $counts', (c) => {
    const p = pentanomialSample(c.counts as [number, number, number, number, number]);
    expect(p.n).toBe(c.n);
    expect(p.mean).toBeCloseTo(c.score, 12);
    expect(p.variance).toBeCloseTo(c.variance, 12);
    expect(p.se).toBeCloseTo(c.se, 12);
    const e = eloEstimate(p.mean, p.se);
    expect(e.elo).toBeCloseTo(c.elo, 9);
    expect(e.lo).toBeCloseTo(c.lo, 9);
    expect(e.hi).toBeCloseTo(c.hi, 9);
    expect(e.los).toBeCloseTo(c.los, 9);
    expect(normalizedElo(p.mean, Math.sqrt(2 * p.variance))).toBeCloseTo(c.nElo, 9);
    // fastchess's printed figures
    expect(e.elo).toBeCloseTo(c.fastchess.elo, 2);
    expect(e.pm).toBeCloseTo(c.fastchess.pm, 2);
    expect(e.los * 100).toBeCloseTo(c.fastchess.los, 2);
  });

  it('the block sample of the pair values equals the pentanomial sample', () => {
    const values: number[] = [];
    CASES[0].counts.forEach((n, k) => { for (let i = 0; i < n; i++) values.push(k / 4); });
    const b = blockSample(values);
    expect(b.mean).toBeCloseTo(CASES[0].score, 12);
    expect(b.variance).toBeCloseTo(CASES[0].variance, 12);
    expect(pentanomial(values)).toEqual(CASES[0].counts);
    expect(pentanomial([0.3])).toBeNull();
    const [lo, hi] = meanInterval(b);
    expect(hi - lo).toBeCloseTo(2 * 1.959963984540054 * CASES[0].se, 12);
  });

  it('Elo and score are inverse; 0.75 is 190.848... Elo (400 log10 3, python3)', () => {
    expect(eloFromScore(0.75)).toBeCloseTo(190.84850188786497, 10);
    expect(scoreFromElo(190.84850188786497)).toBeCloseTo(0.75, 12);
    expect(eloFromScore(0.5)).toBe(0);
  });

  it('LOS is ½ at an even score and degenerate without spread', () => {
    expect(los(0.5, 0.1)).toBeCloseTo(0.5, 15);
    expect(los(0.6, 0)).toBe(1);
    expect(Number.isNaN(los(0.5, 0))).toBe(true);
  });

  it('an empty sample is NaN, not an error', () => {
    expect(Number.isNaN(blockSample([]).mean)).toBe(true);
  });
});

describe('Elo of a score interval, and unbounded Elo', () => {
  it('a score of 1 over 4 deals: Elo +∞, lower bound the Elo of 4 / (4 + z²) (python3: 7.025523715075992)', () => {
    const z2 = 1.959963984540054 ** 2;
    const e = eloRange(1, 4 / (4 + z2), 1, 0.977);
    expect(e.elo).toBe(Infinity);
    expect(e.hi).toBe(Infinity);
    expect(e.lo).toBeCloseTo(7.025523715075992, 9);
    expect(e.pm).toBe(Infinity);
    expect(e.los).toBe(0.977);
    expect(eloNote(1)).toBe('score 1.0: Elo unbounded');
    expect(eloNote(0)).toBe('score 0.0: Elo unbounded');
    expect(eloNote(0.999)).toBe('');
  });

  it('an inner score: each bound mapped through the curve (0.75 -> 400 log10 3; 0.6 -> 400 log10 1.5 = 70.437...)', () => {
    const e = eloRange(0.75, 0.6, 0.75, NaN);
    expect(e.elo).toBeCloseTo(190.84850188786497, 10);
    expect(e.lo).toBeCloseTo(70.43650362227247, 10);
    expect(e.pm).toBeCloseTo((190.84850188786497 - 70.43650362227247) / 2, 10);
  });
});
