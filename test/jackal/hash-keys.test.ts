/**
 * The position hash, brought up to date from its table of keys (state.ts KEYS) only when read
 * (`syncHash`, from the copy of the hashed region as of the stored hash, HASH_BASE), is the
 * hash the full recompute gives (`fullHash`, which mixes each (offset, value) pair afresh,
 * without the table): read after every ply, after every 3rd, 7th or 40th (so a byte written
 * several times between reads, and back to its old value, counts once), and only at the end;
 * also in a copy taken between reads. Classic tiles in 4p, Treasure Island in 2v2 and the
 * original expansion in 2p, so that every field the engine writes, on every tile kind, passes
 * through the table.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/jackal/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/jackal/movegen.js';
import { DEFAULT_OPTIONS, type GameOptions } from '../../src/jackal/options.js';
import { isTerminal } from '../../src/jackal/outcome.js';
import { newGame } from '../../src/jackal/setup.js';
import { AT_HASH_HI, AT_HASH_LO, State, cloneState, fullHash, syncHash } from '../../src/jackal/state.js';

const VARIANTS: [string, Partial<GameOptions>][] = [
  ['classic 4p', {}],
  ['treasure island 2v2', { tiles: 'treasure-island', mode: '2v2' }],
  ['original expansion 2p', { expansion: 'original', mode: '2p' }],
];

/** Plies between reads of the hash in game g (0: read only when the game is over). */
const GAPS = [1, 1, 3, 7, 40, 0];

describe('the hash, brought up to date when read', () => {
  for (const [name, o] of VARIANTS) {
    it(`${name}: equals the full recompute, read every 1, 3, 7 or 40 plies or at the end of 6 random games`, () => {
      const moves = new Int32Array(MAX_MOVES);
      const full = new Int32Array(2);
      const agrees = (s: State): boolean => {
        syncHash(s);
        fullHash(s, full);
        return s.i32[AT_HASH_LO] === full[0] && s.i32[AT_HASH_HI] === full[1];
      };
      let plies = 0, reads = 0;
      for (let g = 0; g < GAPS.length; g++) {
        const s = newGame({ ...DEFAULT_OPTIONS, ...o } as GameOptions, `hash-keys:${name}:${g}`);
        const rng = new Rng(`hash-keys-play:${g}`);
        for (let ply = 1; !isTerminal(s); ply++) {
          applyMove(s, moves[rng.int(generateMoves(s, moves))]);
          plies++;
          if (GAPS[g] !== 0 && ply % GAPS[g] === 0) {
            if (ply % 5 === 0 && !agrees(cloneState(s))) expect.fail(`game ${g}, ply ${ply}: a copy's hash differs from the recompute`);
            if (!agrees(s)) expect.fail(`game ${g}, ply ${ply}: the hash differs from the recompute`);
            reads++;
          }
        }
        if (!agrees(s)) expect.fail(`game ${g}: the hash at the end differs from the recompute`);
      }
      expect(plies).toBeGreaterThan(1000);
      expect(reads).toBeGreaterThan(plies / 3);
    });
  }
});
