/**
 * The reach cache of attack.ts (the launchers of a target gathered once per tiles, ice lines
 * taken through pieces, while the ice hint stands): `attacked` must still equal control by its
 * definition (every piece of the side tried on each of its own moves, `strikes`) when the
 * pieces change under a warm cache (the legality probes move pieces with the hint standing),
 * when a tile is turned over during the hint (noteIce), and when a hint is given again on the
 * same tiles (the cache kept) or on other tiles (the cache dropped).
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { attacked, hintIce, noteIce } from '../../src/pirate-chess/attack.js';
import { ALL_CELLS, exists } from '../../src/pirate-chess/board.js';
import { Rng } from '../../src/core/rng.js';
import { cellName } from '../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { makePiece, Piece } from '../../src/pirate-chess/pieces.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { cloneState, RESULT, Result, State } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { cell, scene } from './scene.js';
import { controlByDefinition as byDefinition } from '../support/pirate-chess-reference.js';


/** Compares `attacked` with the definition on every cell for both sides; returns how many cells differ from `base` (the answers before), to show the change mattered. */
function expectSame(s: State, at: string, base?: Uint8Array): number {
  let changed = 0;
  for (const c of ALL_CELLS) {
    if (!exists(s, c)) continue;
    for (const by of [0, 1]) {
      const want = byDefinition(s, c, by);
      expect(attacked(s, c, by), `${at} ${cellName(c)} by ${by}`).toBe(want);
      if (base && base[by * 240 + c] !== (want ? 1 : 0)) changed++;
      if (base) base[by * 240 + c] = want ? 1 : 0;
    }
  }
  return changed;
}

/** Moves pieces about without touching a tile: lifts one, sets one down on an empty cell, or puts a piece of either side on an empty cell (closed or an empty tile). */
function shuffle(s: State, rng: Rng): void {
  const cells = ALL_CELLS.filter((c) => exists(s, c));
  const full = cells.filter((c) => s.piece[c] !== 0 && (s.piece[c] & 15) !== Piece.King);
  const empty = cells.filter((c) => s.piece[c] === 0 && (s.tile[c] === Tile.FaceDown || s.tile[c] === Tile.Empty)); // where a piece may stand
  const what = rng.int(3);
  if (what < 2 && full.length > 0) {
    const from = full[rng.int(full.length)], p = s.piece[from];
    s.piece[from] = 0; s.pstat[from] = 0;
    if (what === 1 && empty.length > 0) s.piece[empty[rng.int(empty.length)]] = p;
  } else if (empty.length > 0) {
    const types = [Piece.Pawn, Piece.Knight, Piece.Bishop, Piece.Rook, Piece.Queen, Piece.Pirate];
    s.piece[empty[rng.int(empty.length)]] = makePiece(types[rng.int(types.length)], rng.int(2));
  }
}

describe('attacked with the reach cache', () => {
  it('sees a tile turned over while the hint stands (noteIce): an arrow the rook now lands on', () => {
    // the rook goes up the c file to c6; open, the arrow there sends it one cell east, to d6
    const s = scene({ pieces: { g1: 'wK', l9: 'bK', c2: 'wR' }, closed: { c6: 'arrow-1s/1' } });
    hintIce(s);
    expect(attacked(s, cell('d6'), 0)).toBe(false); // fills the cache for d6
    s.tile[cell('c6')] = s.under[cell('c6')]; s.under[cell('c6')] = 0;
    noteIce(s, cell('c6'));
    expect([attacked(s, cell('d6'), 0), byDefinition(s, cell('d6'), 0)]).toEqual([true, true]);
    hintIce(null);
    hintIce(s); // the same tiles: the cache stands
    expect(attacked(s, cell('d6'), 0)).toBe(true);
    s.piece[cell('c4')] = makePiece(Piece.Pawn, 0); // the rook's line blocked by its own pawn
    expect([attacked(s, cell('d6'), 0), byDefinition(s, cell('d6'), 0)]).toEqual([false, false]);
    hintIce(null);
  });

  it('gathers ice lines through pieces: a piece that blocked one when the cache was filled may leave (PC9)', () => {
    // the black queen takes the pawn on the ice at e3 in four steps and the ice repeats them east:
    // the knight on f3 stops her; gone, she goes on to g3 (legality.test.ts holds the legal moves)
    const s = scene({ pieces: { g3: 'wK', f3: 'wN', e3: 'wP', a3: 'bQ', g11: 'bK' }, open: { e3: 'ice' } });
    hintIce(s);
    expect(attacked(s, cell('g3'), 1)).toBe(false);
    s.piece[cell('f3')] = 0;
    expect([attacked(s, cell('g3'), 1), byDefinition(s, cell('g3'), 1)]).toEqual([true, true]);
    hintIce(null);
  });

  it('drops the cache when a hint comes on other tiles', () => {
    const closed = scene({ pieces: { g1: 'wK', l9: 'bK', c2: 'wR' }, closed: { c6: 'arrow-1s/1' } });
    const open = scene({ pieces: { g1: 'wK', l9: 'bK', c2: 'wR' }, open: { c6: 'arrow-1s/1' } });
    hintIce(closed);
    expect(attacked(closed, cell('d6'), 0)).toBe(false);
    hintIce(open);
    expect(attacked(open, cell('d6'), 0)).toBe(true);
    hintIce(null);
    // hintIce compares the tiles four cells to a word: the tile array must start on a word of the state's buffer
    expect(open.tile.byteOffset % 4).toBe(0);
  });

  it('equals control by its definition as pieces move, tiles turn over and hints come again', () => {
    const o = checkOptions({ maxPlies: 400 }) as ChessOptions;
    const moves = new Int32Array(MAX_MOVES), base = new Uint8Array(480);
    let checked = 0, changed = 0, turned = 0;
    for (let g = 0; g < 2; g++) {
      const game = newGame(o, `reach:${g}`);
      const rng = new Rng(`reach-play:${g}`);
      for (let ply = 0; game.v[RESULT] === Result.Playing; ply++) {
        if (ply % 50 === 49) {
          const s = cloneState(game);
          hintIce(s);
          expectSame(s, `game ${g} ply ${ply}`, base); // warms the cache
          for (let k = 0; k < 4; k++) {
            shuffle(s, rng);
            changed += expectSame(s, `game ${g} ply ${ply} shuffle ${k}`, base);
            checked++;
          }
          const closed = ALL_CELLS.filter((c) => s.tile[c] === Tile.FaceDown && s.under[c] !== 0);
          if (closed.length > 0) { // a tile turned over during the hint, as apply's reveal does
            const c = closed[rng.int(closed.length)];
            s.tile[c] = s.under[c]; s.under[c] = 0;
            noteIce(s, c);
            changed += expectSame(s, `game ${g} ply ${ply} turned ${cellName(c)}`, base);
            turned++;
          }
          hintIce(null);
          hintIce(s); // the same tiles again
          expectSame(s, `game ${g} ply ${ply} hinted again`);
          hintIce(game); // other tiles (the one turned over is closed there), other pieces
          expectSame(game, `game ${g} ply ${ply} the game's tiles`);
          hintIce(null);
        }
        applyMove(game, moves[rng.int(generateMoves(game, moves))]);
      }
    }
    expect(checked).toBeGreaterThan(12);
    expect(turned).toBeGreaterThan(2);
    expect(changed).toBeGreaterThan(100); // the moves changed what is controlled: the cache was put to the test
  }, 120_000);
});
