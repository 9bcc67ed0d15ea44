/**
 * tile-reach.ts: the cells an open tile could carry a piece of each side to, marked only from the
 * tiles that side can get a piece onto. The truth is attack.ts (`attacked`, which follows the
 * pieces through the tiles): wherever a side controls a cell through tiles alone, the map must
 * say it may (a superset), and it must say so per side.
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
import { NONE, PIECE_VALUE, plainAttacker } from '../../../bots/pirate-chess/eval.js';
import { TileReach } from '../../../bots/pirate-chess/tile-reach.js';

const K = { g1: 'wK', g11: 'bK' };

function mapped(s: State): TileReach {
  const plain = new ControlMap(), tiles = new TileReach();
  plain.build(s, PIECE_VALUE);
  tiles.map(s, plain);
  return tiles;
}

describe('tile reach', () => {
  it('marks an arrow\'s cell only for the side that can get a piece onto the arrow', () => {
    // the arrow e8 points north at e9; the black knight d6 jumps onto it, no white piece reaches it
    const s = scene({ pieces: { ...K, c3: 'wR', d6: 'bN' }, open: { e8: 'arrow-1s' } });
    const tiles = mapped(s);
    expect(tiles.may(cell('e9'), 1)).toBe(true);
    expect(tiles.may(cell('e9'), 0)).toBe(false);
    expect(attacked(s, cell('e9'), 1)).toBe(true); // the seed FAQ: a piece controls what the arrow it could land on sends it to
  });

  it('follows a chain of arrows from the one a side reaches: the second arrow is live though no piece reaches it', () => {
    // the white rook c3 reaches the arrow e3 (north), which sends it onto the arrow e4 (north), which sends it on to e5
    const s = scene({ pieces: { ...K, c3: 'wR' }, open: { e3: 'arrow-1s', e4: 'arrow-1s' } });
    const tiles = mapped(s);
    expect(plainAttacker(s, cell('e4'), 0)).toBe(NONE);
    expect(tiles.may(cell('e5'), 0)).toBe(true);
    expect(attacked(s, cell('e5'), 0)).toBe(true);
    expect(tiles.may(cell('e5'), 1)).toBe(false); // no black piece reaches e3 or e4
  });

  it('says "may" wherever attack.ts finds control through tiles alone, per side, in random games full of open tiles', () => {
    const moves = new Int32Array(MAX_MOVES);
    let viaTiles = 0, oneSide = 0;
    for (let g = 0; g < 8; g++) {
      const s = newGame(checkOptions({ maxPlies: 300 }) as ChessOptions, `tile-reach:${g}`);
      const rng = new Rng(`tile-reach-play:${g}`);
      for (let ply = 0; ply < 200 && s.v[RESULT] === Result.Playing; ply++) {
        if (ply % 10 === 9) {
          const tiles = mapped(s);
          for (const c of ALL_CELLS) {
            if (!exists(s, c)) continue;
            if (tiles.may(c, 0) !== tiles.may(c, 1)) oneSide++;
            for (const by of [0, 1]) {
              if (plainAttacker(s, c, by) !== NONE || !attacked(s, c, by)) continue;
              viaTiles++;
              expect(tiles.may(c, by), `${cellName(c)} by ${by}, game ${g} ply ${ply}`).toBe(true);
            }
          }
        }
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
    expect(viaTiles).toBeGreaterThan(50); // control through tiles did occur
    expect(oneSide).toBeGreaterThan(0); // and the marks differ by side
  });
});
