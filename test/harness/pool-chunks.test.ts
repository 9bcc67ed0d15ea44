/**
 * How a run's games are cut into the pool's chunks (src/harness/chunks.ts): every game once, in
 * order; no chunk over MAX_CHUNK; sizes that never grow; the last chunks single games. The
 * sizes are checked against the rule worked by hand: each chunk takes ceil(left / (4 x workers)).
 */

import { describe, expect, it } from 'vitest';
import { chunked, MAX_CHUNK } from '../../src/harness/chunks.js';

const range = (n: number, from = 0): number[] => Array.from({ length: n }, (_, i) => from + i);

describe('chunks', () => {
  it('cut 20 games for 2 workers as ceil(left / 8): 3, 3, 2, 2, 2, then eight single games', () => {
    // by hand: ceil(20/8) = 3, ceil(17/8) = 3, ceil(14/8) = 2, ceil(12/8) = 2, ceil(10/8) = 2, ceil(8/8) = 1, then 1 each
    expect(chunked(range(20), 2).map((c) => c.length)).toEqual([3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('hold every game once, in order, at most MAX_CHUNK a chunk, never growing, ending in single games', () => {
    for (const [n, workers] of [[6000, 2], [240, 1], [7, 3], [1, 4], [100_000, 16]]) {
      const games = range(n, 50);
      const chunks = chunked(games, workers);
      expect(chunks.flat()).toEqual(games);
      const sizes = chunks.map((c) => c.length);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_CHUNK);
      for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]);
      expect(sizes.at(-1)).toBe(1);
    }
  });

  it('are MAX_CHUNK long while many games are left', () => {
    expect(chunked(range(6000), 2).slice(0, 10).map((c) => c.length)).toEqual(Array(10).fill(MAX_CHUNK));
  });

  it('of no games: none', () => {
    expect(chunked([], 2)).toEqual([]);
  });
});
