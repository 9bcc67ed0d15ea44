/**
 * Control as ruling PC9 defines it (control.ts `strikes`; attack.ts `attacked` and danger.ts's map
 * must agree with it: attack.test.ts, danger.test.ts). Scenes built from the rules text, each
 * asked of the definition, of `attacked`, of `inCheck` and, where the king could step there, of
 * the legal moves; then a property test against play, the independent truth: on positions of
 * seeded random games, every enemy piece that a piece of the side to move actually takes by
 * playing its moves as probes, with every follow-up choice tried, is controlled by it by the
 * definition.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyMove, play as probe } from '../../src/pirate-chess/apply.js';
import { attacked, hintIce, inCheck, strikes } from '../../src/pirate-chess/attack.js';
import { ALL_CELLS, controls, exists } from '../../src/pirate-chess/board.js';
import { Rng } from '../../src/core/rng.js';
import { cellName } from '../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { MoveKind, moveFrom, moveKind } from '../../src/pirate-chess/moves.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { colourOf } from '../../src/pirate-chess/pieces.js';
import { pseudo } from '../../src/pirate-chess/pseudo.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { copyInto, IN_CAVE, PHASE, RESULT, Result, SIDE, State } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { controlByDefinition as byDefinition } from '../support/pirate-chess-reference.js';
import { cell, legal, Scene, scene } from './scene.js';

afterEach(() => hintIce(null));

/** Black's control of `at` in the scene, the white king standing there: [definition, attacked, white in check]. */
function checkOn(sc: Scene, at: string): [boolean, boolean, boolean] {
  const s = scene({ ...sc, pieces: { ...sc.pieces, [at]: 'wK' } }), t = cell(at);
  return [byDefinition(s, t, 1), attacked(s, t, 1), inCheck(s, 0)];
}

const BK = { l9: 'bK' };

describe('control through the tiles a piece is sent on by (PC9)', () => {
  it('a pawn\'s straight step onto an arrow that points at the king is check, and the king may not step there', () => {
    // the black pawn on e8 steps to e7, whose arrow sends it south onto e6 (arrows "Так можно бить вражеские фигуры")
    const sc: Scene = { pieces: { ...BK, e8: 'bP' }, open: { e7: 'arrow-1s/2' } };
    expect(checkOn(sc, 'e6')).toEqual([true, true, true]);
    expect(checkOn(sc, 'd6')).toEqual([false, false, false]);
    expect(legal(scene({ ...sc, pieces: { ...sc.pieces, e5: 'wK' } }))).not.toContain('e5-e6');
    expect(legal(scene({ ...sc, pieces: { ...sc.pieces, e5: 'wK' } }))).toContain('e5-d6');
    // a piece on e7 leaves the pawn no step: nothing
    expect(checkOn({ ...sc, pieces: { ...sc.pieces, e7: 'wN' } }, 'e6')).toEqual([false, false, false]);
  });

  it('the same with its double step, and not when the cell between is taken or a crocodile', () => {
    // the black pawn on e10 (its first rank) steps two to e8, whose arrow sends it south onto e7
    const sc: Scene = { pieces: { ...BK, e10: 'bP' }, open: { e8: 'arrow-1s/2' } };
    expect(checkOn(sc, 'e7')).toEqual([true, true, true]);
    expect(legal(scene({ ...sc, pieces: { ...sc.pieces, e6: 'wK' } }))).not.toContain('e6-e7');
    expect(checkOn({ ...sc, pieces: { ...sc.pieces, e9: 'wN' } }, 'e7')).toEqual([false, false, false]);
    // nor over an open crocodile, onto which no step goes (PC8)
    expect(checkOn({ ...sc, open: { ...sc.open, e9: 'crocodile' } }, 'e7')).toEqual([false, false, false]);
  });

  it('a chain of four open tiles: arrow, horse, arrow, ice', () => {
    // the black knight on a3 jumps to b5 (arrow east) > c5 (horse) > d7 (arrow south-east) > e6 (ice: one more step south-east) > f5
    const sc: Scene = { pieces: { ...BK, a3: 'bN' }, open: { b5: 'arrow-1s/1', c5: 'horse', d7: 'arrow-1d/1', e6: 'ice' } };
    expect(checkOn(sc, 'f5')).toEqual([true, true, true]);
    expect(legal(scene({ ...sc, pieces: { ...sc.pieces, f4: 'wK' } }))).not.toContain('f4-f5');
    expect(checkOn(sc, 'g4')).toEqual([false, false, false]);
  });

  it('ice that takes a piece, and the taken piece\'s arrow sends the taker on (FAQ "Я побил фигуру, стоящую на льду. Лёд действует на мою фигуру? Да")', () => {
    // the black knight jumps h8-g6 onto ice, repeats the jump and takes the white knight on f4, whose arrow sends it north-east onto g5
    const sc: Scene = { pieces: { ...BK, h8: 'bN', f4: 'wN' }, open: { g6: 'ice', f4: 'arrow-1d/0' } };
    expect(checkOn(sc, 'g5')).toEqual([true, true, true]);
    // ice stops a piece before its own ("Вы остановитесь перед ней"): the black rook takes c3xc5 on the ice, slides two more
    // towards its knight on c7, stops on c6 (its own line ended on c5), and c6's arrow sends it east onto d6
    const stop: Scene = { pieces: { ...BK, c3: 'bR', c5: 'wN', c7: 'bN' }, open: { c5: 'ice', c6: 'arrow-1s/1' } };
    expect(checkOn(stop, 'd6')).toEqual([true, true, true]);
  });

  it('a balloon whose start cell holds an arrow (FAQ "Воздушный шар вернул мою фигуру на стартовую позицию, а там – крокодил!")', () => {
    // the black knight jumps c4-d6 onto the balloon, which flies it to its start cell d11 (or i11); d11's arrow sends it south onto d10
    const sc: Scene = { pieces: { ...BK, c4: 'bN' }, open: { d6: 'balloon', d11: 'arrow-1s/2' } };
    expect(checkOn(sc, 'd10')).toEqual([true, true, true]);
    expect(checkOn(sc, 'i11')).toEqual([true, true, true]); // a start cell itself (FAQ: the balloon's cells are controlled)
    // with d11 taken the balloon cannot land there ("Поле должно быть свободным")
    expect(checkOn({ ...sc, pieces: { ...sc.pieces, d11: 'bB' } }, 'd10')).toEqual([false, false, false]);
  });

  it('a pawn sliding straight on ice takes nothing, but stops before a piece on a cell whose tile acts (PC15)', () => {
    // the black pawn on e8 steps onto the ice on e7, which repeats the step: it would go to e6, but a pawn going straight takes nothing
    expect(checkOn({ pieces: { ...BK, e8: 'bP' }, open: { e7: 'ice' } }, 'e6')).toEqual([false, false, false]);
    // taking diagonally onto ice it repeats the diagonal and takes: f8xe7 (a white knight there), then d6
    expect(checkOn({ pieces: { ...BK, f8: 'bP', e7: 'wN' }, open: { e7: 'ice' } }, 'd6')).toEqual([true, true, true]);
    // a double step onto the ice on e8 repeats two: the white knight on e6 stops it on e7, whose arrow sends it east onto f7
    expect(checkOn({ pieces: { ...BK, e10: 'bP', e6: 'wN' }, open: { e8: 'ice', e7: 'arrow-1s/1' } }, 'f7')).toEqual([true, true, true]);
  });

  it('a crocodile sends a piece back onto the ice it slid from, which slides it back (PC8: "возвращает фигуру обратно")', () => {
    // the black knight on f5 (on an arrow north) jumps onto the ice on h4, repeats the jump onto the crocodile on j3, is sent back
    // onto h4, whose ice repeats the jump back: onto f5, empty since the knight left it, whose arrow sends it onto f6
    const sc: Scene = { pieces: { ...BK, f5: 'bN' }, open: { f5: 'arrow-1s/0', h4: 'ice', j3: 'crocodile' } };
    expect(checkOn(sc, 'f6')).toEqual([true, true, true]);
    // a crocodile reached by the piece's own move sends it back where its turn began: nothing more
    expect(checkOn({ pieces: { ...BK, f5: 'bN', g7: 'wN' }, open: { g7: 'crocodile', f5: 'arrow-1s/0' } }, 'f6')).toEqual([false, false, false]);
  });

  it('the cannon and the airplane still give no control', () => {
    // the black knight jumps c4-d6 onto a cannon firing north (it stops before the king on d11), or onto an unused airplane
    expect(checkOn({ pieces: { ...BK, c4: 'bN' }, open: { d6: 'cannon/0' } }, 'd11')).toEqual([false, false, false]);
    expect(checkOn({ pieces: { ...BK, c4: 'bN' }, open: { d6: 'cannon/0' } }, 'd10')).toEqual([false, false, false]);
    expect(checkOn({ pieces: { ...BK, c4: 'bN' }, open: { d6: 'airplane' } }, 'h5')).toEqual([false, false, false]);
  });
});

/** Probe scratch states and move buffers, one per follow-up level. */
const DEPTH = 6;
const STATES = Array.from({ length: DEPTH + 1 }, () => new State());
const BUFS = Array.from({ length: DEPTH + 1 }, () => new Int32Array(MAX_MOVES));

/** Adds to `taken` the cells of `base` whose enemy piece (of the side not `side`) is gone in s or replaced by one of `side`'s. */
function noteTaken(base: State, s: State, side: number, taken: Set<number>): void {
  for (const x of ALL_CELLS) {
    const p = base.piece[x];
    if (p !== 0 && colourOf(p) !== side && (base.pstat[x] & IN_CAVE) === 0 && (s.piece[x] === 0 || colourOf(s.piece[x]) === side)) taken.add(x);
  }
}

/** Plays each pseudo-legal decision of s (a follow-up of the same side) as a probe, noting what is taken, and their follow-ups, `depth` levels deep. */
function followUps(base: State, s: State, side: number, depth: number, taken: Set<number>): void {
  if (depth >= DEPTH) return;
  const buf = BUFS[depth], n = pseudo(s, buf);
  for (let i = 0; i < n; i++) {
    const c = STATES[depth + 1];
    copyInto(c, s);
    probe(c, buf[i], true);
    noteTaken(base, c, side, taken);
    if (c.v[PHASE] !== 0 && c.v[SIDE] === side && c.v[RESULT] === Result.Playing) followUps(base, c, side, depth + 1, taken);
  }
}

/** The position with its open cannons and unused airplanes made empty tiles: chains through them are no control (PC9), and play may take through them. */
function withoutFlights(s: State): State {
  const t = new State();
  copyInto(t, s);
  for (const c of ALL_CELLS) {
    const k = t.tile[c] & 63;
    if (k === Tile.Cannon || (k === Tile.Airplane && t.used[c] === 0)) t.tile[c] = Tile.Empty;
  }
  return t;
}

describe('play takes no piece that control by its definition misses', () => {
  it('in positions of random games, each piece\'s moves played with all their follow-ups', () => {
    const o = checkOptions({ maxPlies: 300 }) as ChessOptions;
    const moves = new Int32Array(MAX_MOVES);
    let pieces = 0, takes = 0, throughTiles = 0;
    for (let g = 0; g < 14; g++) {
      const game = newGame(o, `control:${g}`), rng = new Rng(`control-play:${g}`);
      for (let ply = 0; game.v[RESULT] === Result.Playing; ply++) {
        if (ply % 3 === 0 && game.v[PHASE] === 0) {
          const s = withoutFlights(game), side = s.v[SIDE], n = pseudo(s, BUFS[0]);
          const byPiece = new Map<number, number[]>();
          for (let i = 0; i < n; i++) {
            const m = BUFS[0][i];
            if (moveKind(m) !== MoveKind.Move || !controls(s, moveFrom(m))) continue; // en passant takes off its target cell
            byPiece.set(moveFrom(m), [...(byPiece.get(moveFrom(m)) ?? []), m]);
          }
          for (const [from, ms] of byPiece) {
            const taken = new Set<number>();
            for (const m of ms) {
              const c = STATES[0];
              copyInto(c, s);
              probe(c, m, true);
              noteTaken(s, c, side, taken);
              if (c.v[PHASE] !== 0 && c.v[SIDE] === side && c.v[RESULT] === Result.Playing) followUps(s, c, side, 0, taken);
            }
            pieces++;
            for (const x of taken) {
              takes++;
              if (!ms.some((m) => (m >> 8 & 255) === x)) throughTiles++;
              expect(exists(s, x) && strikes(s, from, x), `game ${g} ply ${ply}: ${cellName(from)} takes on ${cellName(x)}`).toBe(true);
            }
          }
        }
        applyMove(game, moves[rng.int(generateMoves(game, moves))]);
      }
    }
    // when written: 10 games gave 4,153 pieces tried, 1,052 pieces taken, 234 of them only through tiles
    expect(pieces).toBeGreaterThan(5000);
    expect(takes).toBeGreaterThan(1200);
    expect(throughTiles).toBeGreaterThan(200); // takes that only tiles made possible
  }, 120_000);
});
