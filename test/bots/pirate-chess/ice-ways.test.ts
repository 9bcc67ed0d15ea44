/**
 * ice-ways.ts, the evaluation's cheap "no" for control through open tiles, against attack.ts
 * `attacked` (the truth): where it says no way ends on a cell, attacked must say the cell is not
 * controlled; scenes built from the rules (a king's step onto ice slides one cell on along the
 * step, PC9; a pawn goes onto an arrow diagonally only to take); and the evaluation's
 * `attackerOf` equal to plain control or attacked on every cell of random games.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { attacked } from '../../../src/pirate-chess/attack.js';
import { applyMove } from '../../../src/pirate-chess/apply.js';
import { ALL_CELLS, exists } from '../../../src/pirate-chess/board.js';
import { cellName } from '../../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../../src/pirate-chess/options.js';
import { newGame } from '../../../src/pirate-chess/setup.js';
import { RESULT, Result, State } from '../../../src/pirate-chess/state.js';
import { cell, scene } from '../../pirate-chess/scene.js';
import { ControlMap } from '../../../bots/pirate-chess/control-map.js';
import { ChessEvaluator, DEFAULT_CHESS_WEIGHTS, NONE, PIECE_VALUE, plainAttacker } from '../../../bots/pirate-chess/eval.js';
import { balloonSides, noTileWay, startOf } from '../../../bots/pirate-chess/ice-ways.js';
import { TileReach } from '../../../bots/pirate-chess/tile-reach.js';

const K = { g1: 'wK', g11: 'bK' };

function mapped(s: State): { plain: ControlMap; tiles: TileReach } {
  const plain = new ControlMap(), tiles = new TileReach();
  plain.build(s, PIECE_VALUE);
  tiles.map(s, plain);
  return { plain, tiles };
}

/** noTileWay for side `by` on the named cell, judged two tiles back (as the evaluation asks). */
function noWay(s: State, name: string, by: number): boolean {
  const { plain, tiles } = mapped(s);
  return noTileWay(s, cell(name), by, plain, tiles, 2);
}

describe('ice ways', () => {
  it('a king stepping north onto ice slides on north (PC9): the cell beyond may be struck, the diagonal from the ice may not', () => {
    const s = scene({ pieces: { d4: 'wK', g11: 'bK' }, open: { d5: 'ice' } });
    const { plain, tiles } = mapped(s);
    expect(plain.attacker(cell('d6'), 0)).toBe(NONE);
    expect(attacked(s, cell('d6'), 0)).toBe(true);
    expect(noWay(s, 'd6', 0)).toBe(false);
    // e6 lies on the ice's north-east line, which tile-reach marks whole; only a piece coming from c4 would go on there
    expect(tiles.may(cell('e6'), 0)).toBe(true);
    expect(attacked(s, cell('e6'), 0)).toBe(false);
    expect(noWay(s, 'e6', 0)).toBe(true);
  });

  it('a knight jumping onto ice repeats the jump; a bishop next to the ice does not jump', () => {
    const knight = scene({ pieces: { ...K, b3: 'wN' }, open: { c5: 'ice' } });
    expect(plainAttacker(knight, cell('d7'), 0)).toBe(NONE);
    expect(attacked(knight, cell('d7'), 0)).toBe(true);
    expect(noWay(knight, 'd7', 0)).toBe(false);
    const bishop = scene({ pieces: { ...K, b4: 'wB' }, open: { c5: 'ice' } });
    expect(mapped(bishop).tiles.may(cell('d7'), 0)).toBe(true);
    expect(attacked(bishop, cell('d7'), 0)).toBe(false);
    expect(noWay(bishop, 'd7', 0)).toBe(true);
  });

  it('a pawn goes onto an arrow diagonally only to take: an empty arrow it strikes sends it nowhere', () => {
    const empty = scene({ pieces: { ...K, d4: 'wP' }, open: { e5: 'arrow-1s' } });
    expect(mapped(empty).tiles.may(cell('e6'), 0)).toBe(true);
    expect(attacked(empty, cell('e6'), 0)).toBe(false);
    expect(noWay(empty, 'e6', 0)).toBe(true);
    const taken = scene({ pieces: { ...K, d4: 'wP', e5: 'bN' }, open: { e5: 'arrow-1s' } });
    expect(attacked(taken, cell('e6'), 0)).toBe(true);
    expect(noWay(taken, 'e6', 0)).toBe(false);
  });

  it('never says "no way" where attacked finds control through tiles alone, in random games full of open tiles', () => {
    const moves = new Int32Array(MAX_MOVES), ev = new ChessEvaluator({ ...DEFAULT_CHESS_WEIGHTS });
    let asked = 0, no = 0, viaTiles = 0;
    for (let g = 0; g < 8; g++) {
      const s = newGame(checkOptions({ maxPlies: 300 }) as ChessOptions, `ice-ways:${g}`);
      const rng = new Rng(`ice-ways-play:${g}`);
      for (let ply = 0; ply < 200 && s.v[RESULT] === Result.Playing; ply++) {
        if (ply % 5 === 4) {
          const { plain, tiles } = mapped(s), balloons = balloonSides(s, plain, tiles);
          ev.mapControl(s);
          for (const c of ALL_CELLS) {
            if (!exists(s, c)) continue;
            for (const by of [0, 1]) {
              const plainly = plainAttacker(s, c, by) !== NONE, truth = attacked(s, c, by), where = `${cellName(c)} by ${by}, game ${g} ply ${ply}`;
              expect(ev.attackerOf(s, c, by) !== NONE, where).toBe(plainly || truth);
              if (plainly || !tiles.may(c, by)) continue;
              asked++;
              if (truth) viaTiles++;
              if (startOf(c, by) && ((balloons >> by) & 1) !== 0) continue; // a balloon may send a piece there: not noTileWay's question
              for (let depth = 0; depth <= 3; depth++) {
                const says = noTileWay(s, c, by, plain, tiles, depth);
                if (says) expect(truth, `${where}: no way, ${depth} tiles back`).toBe(false);
                if (says && depth === 2) no++;
              }
            }
          }
        }
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
    expect(viaTiles).toBeGreaterThan(50); // control through tiles did occur
    expect(no).toBeGreaterThan(asked / 4); // and the cheap "no" answered many of the questions
  });
});
