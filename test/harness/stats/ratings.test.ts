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

const Z = 1.959963984540054;

describe('Bradley-Terry ratings', () => {
  it('three bots, anchored at the third', () => {
    // standard errors: the sandwich with z²/2 pseudo-blocks at 0 and 1 per pair, meat times n/(n + z²) (python3, /tmp/py/bt.py's method)
    const r = fitRatings(3, toComparisons(BLOCKS), 2);
    expect(r[0].elo).toBeCloseTo(164.51999299217536, 7);
    expect(r[1].elo).toBeCloseTo(144.0129163162953, 7);
    expect(r[2]).toMatchObject({ elo: 0, lo: 0, hi: 0, se: 0, note: '' });
    expect(r[0].se).toBeCloseTo(121.98474997867977, 6);
    expect(r[1].se).toBeCloseTo(113.72038085165768, 6);
    expect(r[0].hi - r[0].elo).toBeCloseTo(Z * r[0].se, 9);
    expect(r.map((x) => x.group)).toEqual([0, 0, 0]);
  });

  it('two bots: the rating is the Elo of the score; with many blocks the interval is the delta-method one', () => {
    // closed form: θ = logit(s), se_θ = se_s / (s (1 - s)), se_s the paired standard error; the pseudo-blocks fade over 400 blocks
    const values = [1, 0.75, 0.5, 1, 0.25, 0.75, 1, 0.5];
    const one = values.map((v): Comparison[] => [{ a: 1, b: 0, score: v === 1 ? 1 : v >= 0.5 ? 1 : 0 }, { a: 1, b: 0, score: v === 1 ? 1 : v === 0.75 ? 0.5 : v === 0.5 ? 0 : 0.5 }]);
    const blocks = Array.from({ length: 50 }, () => one).flat();
    const s = blockSample(blocks.map((b) => (b[0].score + b[1].score) / 2));
    const r = fitRatings(2, blocks, 0);
    expect(r[1].elo).toBeCloseTo(eloFromScore(s.mean), 8);
    const delta = (s.se / (s.mean * (1 - s.mean))) * (400 / Math.LN10);
    expect(r[1].se / delta).toBeGreaterThan(1);
    expect(r[1].se / delta).toBeLessThan(1.02); // 3.8 pseudo-blocks against 400
  });

  it('two bots that tied every game: a finite interval, not zero width (by hand: se_θ² = 4z² / (n (n + z²)))', () => {
    const r = fitRatings(2, Array.from({ length: 10 }, (): Comparison[] => [{ a: 0, b: 1, score: 0.5 }]), 0);
    expect(r[1].elo).toBeCloseTo(0, 9);
    expect(r[1].se).toBeCloseTo(Math.sqrt((4 * Z * Z) / (10 * (10 + Z * Z))) * (400 / Math.LN10), 8);
  });
});

/** A round robin of random (0), heuristic (1) and a lookahead (2): random loses every game; 1 and 2 pair as 0.5, 1, 1, 1. */
const ROUND_ROBIN: Comparison[][] = [0.5, 1, 1, 1].map((v) => [
  { a: 0, b: 1, score: 0 }, { a: 0, b: 1, score: 0 }, { a: 0, b: 2, score: 0 }, { a: 0, b: 2, score: 0 },
  { a: 1, b: 2, score: 1 }, { a: 1, b: 2, score: v === 0.5 ? 0 : 1 },
]);
const NAMES = ['random', 'heuristic', 'heuristic:lookahead=1'];

describe('ratings the data cannot bound', () => {
  it('a bot that lost every game: the others are above it without bound, and fitted among themselves', () => {
    const r = fitRatings(3, ROUND_ROBIN, 0, NAMES);
    expect(r[0]).toMatchObject({ elo: 0, group: 0, note: '' });
    for (const b of [1, 2]) {
      expect(r[b].elo).toBe(Infinity);
      expect([r[b].lo, r[b].hi]).toEqual([NaN, NaN]);
      expect(r[b].group).toBe(1);
      expect(r[b].reference).toBe(1);
      expect(r[b].note).toBe('above random without bound: its group (heuristic, heuristic:lookahead=1) won all 16 meetings with random');
    }
    // within the group: the Elo of the pair score 7/8 (hand: -400 log10(7) = -338.039...), se from python3
    expect(r[2].groupElo).toBeCloseTo(-400 * Math.log10(7), 8);
    expect(r[2].groupSe).toBeCloseTo(368.46226266176626, 6);
    expect(r[1].groupElo).toBe(0);
  });

  it('anchored inside the bounded group: the same figures, and the loser below without bound', () => {
    const r = fitRatings(3, ROUND_ROBIN, 1, NAMES);
    expect(r[2].elo).toBeCloseTo(-400 * Math.log10(7), 8);
    expect(r[2].hi - r[2].lo).toBeCloseTo(2 * Z * 368.46226266176626, 5);
    expect(r[0].elo).toBe(-Infinity);
    expect(r[0].note).toBe('below heuristic without bound: random lost all 16 meetings with heuristic, heuristic:lookahead=1');
  });

  it('a fourth bot that lost every meeting leaves the other three as they were (the limit of the full fit)', () => {
    const blocks = toComparisons(BLOCKS).map((b) => [...b, { a: 3, b: 0, score: 0 }, { a: 1, b: 3, score: 1 }, { a: 3, b: 2, score: 0 }]);
    const r = fitRatings(4, blocks, 2);
    expect(r[0].elo).toBeCloseTo(164.51999299217536, 7);
    expect(r[1].elo).toBeCloseTo(144.0129163162953, 7);
    expect(r[0].se).toBeCloseTo(121.98474997867977, 6);
    expect(r[3].elo).toBe(-Infinity);
    expect(r[3].note).toBe('below bot 2 without bound: bot 3 lost all 18 meetings with bot 0, bot 1, bot 2');
  });

  it('two pairs that never met each other are not ordered', () => {
    const blocks: Comparison[][] = [[{ a: 0, b: 1, score: 1 }, { a: 2, b: 3, score: 1 }], [{ a: 0, b: 1, score: 0.5 }, { a: 2, b: 3, score: 0 }]];
    const r = fitRatings(4, blocks, 0);
    // 0 and 1: a win and a tie, so bounded: score ¾, Elo 400 log10 3 against 1
    expect(r[1].elo).toBeCloseTo(-400 * Math.log10(3), 8);
    for (const b of [2, 3]) {
      expect(Number.isNaN(r[b].elo)).toBe(true);
      expect(r[b].note).toBe('not comparable with bot 0: no chain of results leads from one to the other');
    }
    expect(r[2].group).toBe(r[3].group);
    expect(r[3].groupElo).toBeCloseTo(0, 9); // 2 won once, 3 once: score ½
  });

  it('no rating is fitted part way: a won-every-game bot is never a finite number', () => {
    const r = fitRatings(2, [[{ a: 1, b: 0, score: 1 }], [{ a: 1, b: 0, score: 1 }]], 0);
    expect(r[1].elo).toBe(Infinity);
    expect(r[1].note).toBe('above bot 0 without bound: bot 1 won all 2 meetings with bot 0');
  });
});
