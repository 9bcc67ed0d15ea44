/**
 * tile-reach.ts walks a graph of the sending tiles worked out once per layout (kept while the
 * layout era stands) instead of asking every cell a live tile sends a piece to whether it holds
 * a sending tile, per side. Its marks must be exactly those of the plain definition, written
 * here as the cell-by-cell closure (`slowMay`: every open sending tile a side plainly controls
 * or a pawn steps onto is live, and so is every sending tile a live one sends a piece to; the
 * marks are the live tiles' cells), on every cell for both sides, in random games full of open
 * tiles: by a map kept across positions with the era of each (the search's way), and by one
 * told no era.
 */

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/pirate-chess/apply.js';
import { ALL_CELLS, controls, exists, forward, START_LIST, START_N, START_OFF } from '../../../src/pirate-chess/board.js';
import { cellName, DIRS, KNIGHT, rankOf } from '../../../src/pirate-chess/geometry.js';
import { hinted, hintIce, layoutEra } from '../../../src/pirate-chess/launchers.js';
import { generateMoves, MAX_MOVES } from '../../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../../src/pirate-chess/options.js';
import { colourOf, Piece } from '../../../src/pirate-chess/pieces.js';
import { newGame } from '../../../src/pirate-chess/setup.js';
import { RESULT, Result, State } from '../../../src/pirate-chess/state.js';
import { arrowMask, kindOf, Tile } from '../../../src/pirate-chess/tiles.js';
import { ControlMap } from '../../../bots/pirate-chess/control-map.js';
import { NONE, PIECE_VALUE } from '../../../bots/pirate-chess/eval.js';
import { TileReach } from '../../../bots/pirate-chess/tile-reach.js';

const sends = (s: State, c: number): boolean => {
  const k = kindOf(s.tile[c]);
  return (k >= Tile.Arrow1S && k <= Tile.Arrow4D) || k === Tile.Horse || k === Tile.Ice || k === Tile.Balloon;
};

function startCells(by: number): number[] {
  const out: number[] = [];
  for (let t = 1; t <= Piece.King; t++) for (let i = START_OFF[by * 10 + t]; i < START_OFF[by * 10 + t] + START_N[by * 10 + t]; i++) out.push(START_LIST[i]);
  return out;
}

/** The cells (as a Set) an open tile may carry a piece of `by` to, by the definition in tile-reach.ts's head comment, cell by cell. */
function slowMay(s: State, plain: ControlMap, by: number): Set<number> {
  const pawn = Piece.Pawn | (by << 4), f = forward(by);
  const pawnSteps = (u: number): boolean => ((s.piece[u - f] & 31) === pawn && controls(s, u - f))
    || ((s.piece[u - 2 * f] & 31) === pawn && rankOf(u - 2 * f) === (by === 0 ? 1 : 9) && controls(s, u - 2 * f));
  const live = new Set<number>(), marks = new Set<number>(), todo: number[] = [];
  const enliven = (x: number): void => { if (sends(s, x) && !live.has(x)) { live.add(x); todo.push(x); } };
  for (const u of ALL_CELLS) if (sends(s, u) && (plain.attacker(u, by) !== NONE || pawnSteps(u))) enliven(u);
  while (todo.length > 0) {
    const u = todo.pop()!, t = s.tile[u], k = kindOf(t);
    if (k === Tile.Balloon) {
      for (const c of startCells(by)) { marks.add(c); enliven(c); }
    } else if (k === Tile.Horse || k === Tile.Ice) {
      for (const J of KNIGHT) { marks.add(u + J); enliven(u + J); }
      if (k === Tile.Ice) {
        marks.add(u);
        for (const D of DIRS) {
          let open = true;
          for (let x = u + D; exists(s, x); x += D) {
            if (open) { marks.add(x); if (s.piece[x] !== 0 && colourOf(s.piece[x]) !== by) open = false; }
            enliven(x);
          }
        }
      }
    } else {
      for (let d = 0; d < 8; d++) if (((arrowMask(t) >> d) & 1) !== 0) { marks.add(u + DIRS[d]); enliven(u + DIRS[d]); }
    }
  }
  return marks;
}

describe('tile reach by the layout graph', () => {
  it('marks exactly the cells of the cell-by-cell closure, kept across positions by era and told none, in random games', () => {
    const moves = new Int32Array(MAX_MOVES), kept = new TileReach(), blind = new TileReach(), plain = new ControlMap();
    let positions = 0, marked = 0, eraKept = 0;
    for (let g = 0; g < 4; g++) {
      const s = newGame(checkOptions({ maxPlies: 300 }) as ChessOptions, `tile-reach-graph:${g}`);
      const rng = new Rng(`tile-reach-graph-play:${g}`);
      let lastEra = -1;
      for (let ply = 0; ply < 200 && s.v[RESULT] === Result.Playing; ply++) {
        plain.build(s, PIECE_VALUE);
        hintIce(s);
        const era = hinted() >= 0 ? layoutEra() : -1;
        if (era >= 0 && era === lastEra) eraKept++;
        lastEra = era;
        kept.map(s, plain, era);
        hintIce(null);
        blind.map(s, plain);
        for (const by of [0, 1]) {
          const want = slowMay(s, plain, by);
          for (const c of ALL_CELLS) {
            if (!exists(s, c)) continue;
            const w = want.has(c);
            if (w) marked++;
            expect(kept.may(c, by), `${cellName(c)} by ${by}, game ${g} ply ${ply} (kept)`).toBe(w);
            expect(blind.may(c, by), `${cellName(c)} by ${by}, game ${g} ply ${ply} (no era)`).toBe(w);
          }
        }
        positions++;
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
    expect(positions).toBeGreaterThan(600);
    expect(marked).toBeGreaterThan(positions); // tiles did send pieces on
    expect(eraKept).toBeGreaterThan(positions / 4); // and the kept graph served positions of one era
  });
});
