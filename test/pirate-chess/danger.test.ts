/**
 * King danger (danger.ts `mapDanger`, attack.ts `kingAttacked`), which legality.ts trusts for the
 * king's own moves, for where a probe's tiles carried it, and for whether it stands in check: on
 * positions of seeded random games on the 117-tile island, each king's map is made once, then the
 * king is put on every empty cell of the board in turn (and left on its own), and `kingAttacked`
 * must equal control by its definition (every piece of the other side that controls, tried on
 * each of its own moves: attack.strikes), with and without the ice hint the move generator gives.
 * The map's two parts must both be exercised: cells reached by a piece's own move (COUNT), and
 * cells reached only through tiles (SENT).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { attacked, hintIce, kingAttacked } from '../../src/pirate-chess/attack.js';
import { ALL_CELLS, exists, kingCell } from '../../src/pirate-chess/board.js';
import { COUNT, mapDanger } from '../../src/pirate-chess/danger.js';
import { Rng } from '../../src/core/rng.js';
import { cellName } from '../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { CHAIN_LIMIT, RESULT, Result } from '../../src/pirate-chess/state.js';
import { cell, scene } from './scene.js';
import { controlByDefinition as byDefinition } from '../support/pirate-chess-reference.js';

afterEach(() => hintIce(null));


describe('kingAttacked on the danger map', () => {
  it('equals control by its definition for the king on its own cell and on every empty cell', () => {
    const o = checkOptions({ maxPlies: 400 }) as ChessOptions;
    const moves = new Int32Array(MAX_MOVES);
    let asked = 0, attacked = 0, inCheck = 0, throughTiles = 0;
    for (let g = 0; g < 7; g++) {
      const s = newGame(o, `danger:${g}`);
      const play = new Rng(`danger-play:${g}`);
      for (let ply = 0; s.v[RESULT] === Result.Playing; ply++) {
        if (ply % 5 === 4) {
          for (let colour = 0; colour < 2; colour++) {
            const k = kingCell(s, colour), by = 1 - colour;
            if (k < 0) continue;
            const king = s.piece[k];
            const hint = ply % 10 === 9;
            hintIce(hint ? s : null);
            mapDanger(s, by, k);
            const home = byDefinition(s, k, by);
            expect(kingAttacked(s, k, by), `game ${g} ply ${ply} colour ${colour} at home`).toBe(home);
            if (home) inCheck++;
            for (const t of ALL_CELLS) {
              if (!exists(s, t) || s.piece[t] !== 0) continue;
              s.piece[k] = 0; s.piece[t] = king;
              const want = byDefinition(s, t, by);
              expect(kingAttacked(s, t, by), `game ${g} ply ${ply} colour ${colour} king on ${cellName(t)}, hint ${hint}`).toBe(want);
              s.piece[t] = 0; s.piece[k] = king;
              asked++;
              if (want) attacked++;
              if (want && COUNT[t] === 0) throughTiles++;
            }
            hintIce(null);
          }
        }
        applyMove(s, moves[play.int(generateMoves(s, moves))]);
      }
    }
    expect(asked).toBeGreaterThan(20000);
    expect(attacked).toBeGreaterThan(asked / 10); // both answers well represented
    expect(inCheck).toBeGreaterThan(10);
    expect(throughTiles).toBeGreaterThan(asked / 100); // control only through tiles: the map's SENT part
  }, 120_000);

  it('follows a piece through four tiles (a knight jumps onto the first of four arrows east): PC9, as deep as play goes', () => {
    // the black knight on a3 jumps to b5; the arrows on b5, c5, d5 and e5 send it on to f5 (a bound
    // of three tiles, before PC9 was fixed, stopped it on e5)
    const s = scene({ pieces: { g1: 'wK', l9: 'bK', a3: 'bN' }, open: { b5: 'arrow-1s/1', c5: 'arrow-1s/1', d5: 'arrow-1s/1', e5: 'arrow-1s/1' } });
    const k = cell('g1'), king = s.piece[k];
    mapDanger(s, 1, k);
    for (const [at, want] of [['e5', true], ['f5', true], ['g5', false], ['c5', true]] as const) {
      const t = cell(at);
      s.piece[k] = 0; s.piece[t] = king;
      expect([kingAttacked(s, t, 1), byDefinition(s, t, 1), attacked(s, t, 1)], at).toEqual([want, want, want]);
      s.piece[t] = 0; s.piece[k] = king;
    }
  });

  it('follows a chain to the turn\'s limit of CHAIN_LIMIT = 16 tile steps and no further (chain.ts: the 17th loses the piece)', () => {
    // the black rook on a3 goes up to a5, the first of sixteen one-way arrows: east along rank 5 to l5, north to l6,
    // west to i6; the sixteenth sends it onto h6 (taking there); h6's arrow would be a seventeenth step, so g6 is free
    const open: Record<string, string> = { l5: 'arrow-1s/0', l6: 'arrow-1s/3', k6: 'arrow-1s/3', j6: 'arrow-1s/3', i6: 'arrow-1s/3', h6: 'arrow-1s/3' };
    for (const f of 'abcdefghijk') open[`${f}5`] = 'arrow-1s/1';
    const s = scene({ pieces: { g1: 'wK', l9: 'bK', a3: 'bR' }, open });
    expect(CHAIN_LIMIT).toBe(16);
    const k = cell('g1'), king = s.piece[k];
    mapDanger(s, 1, k);
    for (const [at, want] of [['i6', true], ['h6', true], ['g6', false]] as const) {
      const t = cell(at);
      s.piece[k] = 0; s.piece[t] = king;
      expect([kingAttacked(s, t, 1), byDefinition(s, t, 1), attacked(s, t, 1)], at).toEqual([want, want, want]);
      s.piece[t] = 0; s.piece[k] = king;
    }
  });
});
