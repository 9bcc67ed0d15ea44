/**
 * The shortcuts the random-playout path takes (issue 31), each against a slow, obviously
 * right version computed here: the swimmers' table SWIMS from grid coordinates; the one-word
 * tests inhabitantsClaimed and anyDrunk from the piece bytes one by one, after every ply of
 * seeded random games with the island's inhabitants; and the hash, brought up to date only
 * when read (state.ts syncHash), against a full recompute after every ply.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/jackal/apply.js';
import { CELLS, NO_CELL, SWIM_COUNT, SWIMS } from '../../src/jackal/geometry.js';
import { generateMoves, MAX_MOVES } from '../../src/jackal/movegen.js';
import { DEFAULT_OPTIONS, GameOptions } from '../../src/jackal/options.js';
import { isTerminal } from '../../src/jackal/outcome.js';
import { newGame } from '../../src/jackal/setup.js';
import { Rng } from '../../src/core/rng.js';
import {
  AT_HASH_HI, AT_HASH_LO, F_DRUNK_MASK, MAX_PIECES, NO_CREW, P_CREW, P_FLAGS, PENDING, State, anyDrunk, fullHash, inhabitantsClaimed, syncHash,
} from '../../src/jackal/state.js';

/** The island: x and y in 1..11 of the 13 x 13 grid, but for the four corners (rulebook's board). */
const land = (x: number, y: number): boolean => x >= 1 && x <= 11 && y >= 1 && y <= 11 && !((x === 1 || x === 11) && (y === 1 || y === 11));
/** The eight directions in the engine's order: N, NE, E, SE, S, SW, W, NW (y grows southward). */
const DIRS: ReadonlyArray<readonly [number, number]> = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]];

describe('SWIMS: the sea cells next to a sea cell, in direction order', () => {
  it('matches the grid, cell by cell', () => {
    for (let c = 0; c < CELLS; c++) {
      const x = c % 13, y = Math.floor(c / 13);
      const want: number[] = [];
      if (!land(x, y)) {
        for (const [dx, dy] of DIRS) {
          const nx = x + dx, ny = y + dy;
          if (nx >= 0 && nx < 13 && ny >= 0 && ny < 13 && !land(nx, ny)) want.push(ny * 13 + nx);
        }
      }
      const got = Array.from(SWIMS.subarray(c * 8, c * 8 + SWIM_COUNT[c]));
      expect(got, `cell ${x},${y}`).toEqual(want);
      for (let i = SWIM_COUNT[c]; i < 8; i++) expect(SWIMS[c * 8 + i]).toBe(NO_CELL);
    }
    expect(SWIM_COUNT[0]).toBe(3); // a corner of the grid: east, south-east, south
    expect(SWIM_COUNT[14]).toBe(5); // (1,1), the island's missing corner: all but its three land neighbours
  });
});

/** Slow versions of the one-word tests. */
function slowClaimed(s: State): boolean {
  for (let p = 12; p <= 14; p++) if (s.u8[P_CREW + p] !== NO_CREW) return true;
  return false;
}
function slowDrunk(s: State): boolean {
  for (let p = 0; p < MAX_PIECES; p++) if ((s.u8[P_FLAGS + p] & F_DRUNK_MASK) !== 0) return true;
  return false;
}

describe('one-word tests and the hash, after every ply of random games', () => {
  const configs: GameOptions[] = [
    { ...DEFAULT_OPTIONS },
    { ...DEFAULT_OPTIONS, tiles: 'treasure-island' },
    { ...DEFAULT_OPTIONS, tiles: 'treasure-island', mode: '2v2' },
    { ...DEFAULT_OPTIONS, tiles: 'treasure-island', expansion: 'original', mode: '2p' },
  ];
  it.each(configs.map((o) => [`${o.mode} ${o.tiles} ${o.expansion}`, o] as const))('%s', (_name, o) => {
    const moves = new Int32Array(MAX_MOVES), hash = new Int32Array(2);
    let claimedSeen = 0, drunkSeen = 0, pendingSeen = 0;
    for (let g = 0; g < 6; g++) {
      const s = newGame(o, `fast-paths:${g}`);
      const rng = new Rng(`fast-paths-play:${g}`);
      while (!isTerminal(s)) {
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
        expect(inhabitantsClaimed(s)).toBe(slowClaimed(s));
        expect(anyDrunk(s)).toBe(slowDrunk(s));
        syncHash(s);
        fullHash(s, hash);
        expect([s.i32[AT_HASH_LO], s.i32[AT_HASH_HI]]).toEqual([hash[0], hash[1]]);
        if (slowClaimed(s)) claimedSeen++;
        if (slowDrunk(s)) drunkSeen++;
        if (s.u8[PENDING] !== 0) pendingSeen++; // a move left under way: its motion fields are in the hash
      }
    }
    // The games reach the cases the shortcuts skip work in, so both answers were compared.
    expect(drunkSeen).toBeGreaterThan(0);
    expect(pendingSeen).toBeGreaterThan(0);
    if (o.tiles === 'treasure-island') expect(claimedSeen).toBeGreaterThan(0);
  });
});
