/**
 * ClaimCells (bots/jackal/claim-cells.ts), the cells whose coins the evaluation claims,
 * against the slow truth the evaluation used before it: a scan of every land cell in index
 * order keeping those with lying coins or a piece holding a coin (F_CARRY, read from the
 * cell's PIECES_AT pieces). On positions of random games in every mode, classic and
 * Treasure Island, with and without the expansion; plus a position set by hand (a carrier on
 * a spinner beside coins in the sea, on a ship and on land). KING_DISTANCE (home.ts)
 * against the grid's coordinates.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/jackal/apply.js';
import { CELLS, cellOf, LAND_CELLS, LAND_COUNT, xOf, yOf } from '../../../src/jackal/geometry.js';
import { generateMoves, MAX_MOVES } from '../../../src/jackal/movegen.js';
import { checkOptions, GameOptions, MODES } from '../../../src/jackal/options.js';
import { isTerminal } from '../../../src/jackal/outcome.js';
import { newGame } from '../../../src/jackal/setup.js';
import { COINS, F_CARRY, P_CREW, P_FLAGS, PIECES_AT_U16, placePiece, State } from '../../../src/jackal/state.js';
import { ClaimCells } from '../../../bots/jackal/claim-cells.js';
import { KING_DISTANCE } from '../../../bots/jackal/home.js';

/** The land cells of s with coins lying or a carrier standing, in index order: the scan `Evaluator.values` did. */
function slowCells(s: State): number[] {
  const out: number[] = [];
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    let carrier = false;
    for (let p = 0; p < 16; p++) if (((s.u16[PIECES_AT_U16 + c] >> p) & 1) === 1 && (s.u8[P_FLAGS + p] & F_CARRY) !== 0) carrier = true;
    if (s.u8[COINS + c] !== 0 || carrier) out.push(c);
  }
  return out;
}

const listed = (cc: ClaimCells, s: State): number[] => Array.from(cc.cells.subarray(0, cc.gather(s)));

describe('ClaimCells lists the cells a scan of every land cell finds', () => {
  it.each(MODES.flatMap((mode) => [['classic', 'none'], ['treasure-island', 'none'], ['classic', 'original']].map(([tiles, expansion]) => [mode, tiles, expansion])))(
    '%s, %s tiles, expansion %s: at every ply of random games',
    (mode, tiles, expansion) => {
      const o = checkOptions({ mode, tiles, expansion }) as GameOptions;
      const cc = new ClaimCells(), moves = new Int32Array(MAX_MOVES);
      let positions = 0, cells = 0;
      for (let g = 0; g < 3; g++) {
        const s = newGame(o, `claim-cells:${mode}:${tiles}:${expansion}:${g}`), rng = new Rng(`claim-cells-play:${g}`);
        for (let ply = 0; !isTerminal(s) && ply < 400; ply++) {
          const fast = listed(cc, s), slow = slowCells(s);
          if (fast.join() !== slow.join()) throw new Error(`game ${g} ply ${ply}: gather ${fast.join()}, scan ${slow.join()}`);
          positions++;
          cells += slow.length;
          applyMove(s, moves[rng.int(generateMoves(s, moves))]);
        }
      }
      expect(positions).toBeGreaterThan(500);
      expect(cells).toBeGreaterThan(positions); // the games do reveal coins: more than one cell a position on average
    },
  );

  it('by hand: coins on the first and last land cells and beside them, a carrier without lying coins, coins off the land', () => {
    const s = newGame(checkOptions({ mode: '2p' }) as GameOptions, 'claim-cells:hand');
    const first = LAND_CELLS[0], last = LAND_CELLS[LAND_COUNT - 1];
    // the word-at-a-time test must find a coin at either end of the COINS bytes and two in one word
    s.u8[COINS + first] = 1;
    s.u8[COINS + last] = 3;
    s.u8[COINS + cellOf(5, 5)] = 2;
    s.u8[COINS + cellOf(6, 5)] = 1;
    // a sea cell's byte is not land: never listed (the scan looks at land only)
    s.u8[COINS + cellOf(0, 5)] = 1;
    // crew 0's first pirate holds a coin on (3, 8), where none lies
    let pirate = 0;
    while (s.u8[P_CREW + pirate] !== 0) pirate++;
    placePiece(s, pirate, cellOf(3, 8));
    s.u8[P_FLAGS + pirate] |= F_CARRY;
    const cc = new ClaimCells();
    const want = [first, cellOf(5, 5), cellOf(6, 5), cellOf(3, 8), last].sort((a, b) => a - b);
    expect(listed(cc, s)).toEqual(want);
    expect(slowCells(s)).toEqual(want);
  });
});

describe('KING_DISTANCE', () => {
  it('is the larger of the column and row differences for every pair of grid cells', () => {
    let wrong = 0;
    for (let a = 0; a < CELLS; a++) {
      for (let b = 0; b < CELLS; b++) {
        if (KING_DISTANCE[a * CELLS + b] !== Math.max(Math.abs(xOf(a) - xOf(b)), Math.abs(yOf(a) - yOf(b)))) wrong++;
      }
    }
    expect(wrong).toBe(0);
    expect(KING_DISTANCE[cellOf(1, 2) * CELLS + cellOf(4, 6)]).toBe(4); // 3 columns, 4 rows
  });
});
