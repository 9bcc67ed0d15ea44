/**
 * The position hash kept by `put` from its table of keys (state.ts KEYS) is the hash the
 * full recompute gives (`fullHash`, which mixes each (offset, value) pair afresh, without
 * the table) after every ply of seeded random games: classic tiles in 4p, Treasure Island
 * in 2v2 and the original expansion in 2p, so that every field the engine writes, on every
 * tile kind, passes through the table.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/jackal/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/jackal/movegen.js';
import { DEFAULT_OPTIONS, type GameOptions } from '../../src/jackal/options.js';
import { isTerminal } from '../../src/jackal/outcome.js';
import { newGame } from '../../src/jackal/setup.js';
import { AT_HASH_HI, AT_HASH_LO, fullHash } from '../../src/jackal/state.js';

const VARIANTS: [string, Partial<GameOptions>][] = [
  ['classic 4p', {}],
  ['treasure island 2v2', { tiles: 'treasure-island', mode: '2v2' }],
  ['original expansion 2p', { expansion: 'original', mode: '2p' }],
];

describe('the incremental hash', () => {
  for (const [name, o] of VARIANTS) {
    it(`${name}: equals the full recompute after every ply of 6 random games`, () => {
      const moves = new Int32Array(MAX_MOVES);
      const full = new Int32Array(2);
      let plies = 0;
      for (let g = 0; g < 6; g++) {
        const s = newGame({ ...DEFAULT_OPTIONS, ...o } as GameOptions, `hash-keys:${name}:${g}`);
        const rng = new Rng(`hash-keys-play:${g}`);
        while (!isTerminal(s)) {
          applyMove(s, moves[rng.int(generateMoves(s, moves))]);
          plies++;
          fullHash(s, full);
          if (s.i32[AT_HASH_LO] !== full[0] || s.i32[AT_HASH_HI] !== full[1]) expect.fail(`game ${g}, ply ${plies}: incremental hash differs from the recompute`);
        }
      }
      expect(plies).toBeGreaterThan(1000);
    });
  }
});
