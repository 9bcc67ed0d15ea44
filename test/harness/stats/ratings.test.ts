import { describe, expect, it } from 'vitest';
import { eloFromScore } from '../../../src/harness/stats/elo.js';
import { blockSample } from '../../../src/harness/stats/pentanomial.js';
import { Comparison, fitRatings } from '../../../src/harness/stats/ratings.js';

/**
 * Three bots, six blocks of comparisons [a, b, a's score]. Expected ratings from python3
 * by another algorithm: Zermelo's fixed-point iteration for Bradley-Terry strengths
 * (π_i = W_i / Σ_j n_ij / (π_i + π_j), normalised to π_2 = 1, run to 1e-15), Elo =
 * ln π × 400/ln 10; the sandwich standard errors with an explicit 2x2 inverse.
 */
const BLOCKS: [number, number, number][][] = [
  [[0, 1, 1], [0, 1, 0.5], [1, 2, 1]],
  [[0, 1, 0], [0, 2, 1], [1, 2, 0]],
  [[0, 2, 1], [0, 2, 0], [1, 2, 1]],
  [[0, 1, 1], [1, 2, 0.5], [0, 2, 1]],
  [[0, 1, 1], [1, 2, 1], [0, 2, 0]],
  [[0, 1, 0], [0, 2, 1], [1, 2, 1]],
];
const toComparisons = (bs: [number, number, number][][]): Comparison[][] => bs.map((b) => b.map(([a, c, score]) => ({ a, b: c, score })));

describe('Bradley-Terry ratings', () => {
  it('three bots, anchored at the third', () => {
    const r = fitRatings(3, toComparisons(BLOCKS), 2);
    expect(r[0].elo).toBeCloseTo(164.51999299217536, 7);
    expect(r[1].elo).toBeCloseTo(144.0129163162953, 7);
    expect(r[2]).toEqual({ elo: 0, lo: 0, hi: 0, se: 0 });
    expect(r[0].se).toBeCloseTo(73.03588881088196, 6);
    expect(r[1].se).toBeCloseTo(77.52772813133461, 6);
    expect(r[0].hi - r[0].elo).toBeCloseTo(1.959963984540054 * r[0].se, 9);
  });

  it('two bots: the rating is the Elo of the score, the interval the delta-method one', () => {
    // closed form: θ = logit(s), se_θ = se_s / (s (1 - s)), se_s the paired standard error
    const values = [1, 0.75, 0.5, 1, 0.25, 0.75, 1, 0.5];
    const blocks = values.map((v): Comparison[] => [{ a: 1, b: 0, score: v === 1 ? 1 : v >= 0.5 ? 1 : 0 }, { a: 1, b: 0, score: v === 1 ? 1 : v === 0.75 ? 0.5 : v === 0.5 ? 0 : 0.5 }]);
    const means = blocks.map((b) => (b[0].score + b[1].score) / 2);
    const s = blockSample(means);
    const r = fitRatings(2, blocks, 0);
    expect(r[1].elo).toBeCloseTo(eloFromScore(s.mean), 8);
    expect(r[1].se).toBeCloseTo((s.se / (s.mean * (1 - s.mean))) * (400 / Math.LN10), 8);
  });

  it('a bot that won everything has no finite rating', () => {
    const r = fitRatings(2, [[{ a: 1, b: 0, score: 1 }], [{ a: 1, b: 0, score: 1 }]], 0);
    expect(Number.isNaN(r[1].elo)).toBe(true);
  });
});
