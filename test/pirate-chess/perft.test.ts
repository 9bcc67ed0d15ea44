/**
 * Perft fixtures (test/pirate-chess/data/perft.json), worked out by hand from the start
 * position. A decision is a ply: a move that turns over a tile asking for a choice (a horse,
 * a multi-way arrow, a balloon with several free start cells, the airplane) is followed by
 * the same side's choice, so "depth 2" counts those choices, not the opponent's replies.
 *
 * Depth 1 from the start (any island: every cell is face down, and a piece reveals only the
 * cell it stops on, so the first move is plain chess on this board; docs/PIRATE-CHESS.md):
 *   8 pawns c2..j2 x (one step + two steps)                      = 16
 *   knight d1: c3, e3 (b2 is not a cell, f2 holds a pawn)       =  2
 *   knight i1: h3, j3 (k2 is not a cell, g2 holds a pawn)       =  2
 *   rooks, bishops, queen, king: boxed in by their own pawns    =  0
 *                                                                = 20
 * Depth 2, bare island (every tile empty): no white first move reaches rank 5, and black's 20
 * (the same count, mirrored) only use ranks 8–11, so each of the 20 is answered by 20: 400.
 *
 * Depth 2, a horse under c3: the 18 moves that do not stop on c3 are answered by black's 20
 * (360). c2-c3 turns the horse over: white owes a knight jump from c3: a4, e4, b5, d5 (b1
 * and a2 are not cells, d1 holds the knight, e2 a pawn): 4. Nd1-c3 turns it over too; now d1
 * is empty: d1, a4, e4, b5, d5: 5. Total 360 + 4 + 5 = 369. (c2-c4 passes c3 without
 * turning it over.)
 *
 * Depth 2, a crocodile under e4 and a trap under h3: e2-e4 goes back to e2 (the crocodile;
 * the turn's start cell does not act again) and Ni1-h3, h2-h3 are caught in the trap; none
 * of it touches black, whose 20 replies stand after each: 400. (The crocodile's e2-e4 is
 * still a move: the pawn loses its two-step, so the same 20-move count hides a different
 * position, checked in the tiles tests.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { perft } from '../../src/pirate-chess/perft.js';
import { newGame, startPosition } from '../../src/pirate-chess/setup.js';
import { checkOptions } from '../../src/pirate-chess/options.js';
import { BOARD_CELLS } from '../../src/pirate-chess/geometry.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { cell, tileByte } from './scene.js';

interface Row { name: string; island: string; under: Record<string, string>; nodes: number[]; note: string }
const ROWS: Row[] = JSON.parse(readFileSync(new URL('./data/perft.json', import.meta.url), 'utf8'));

describe('pirate chess perft', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const s = startPosition(1, 0);
      for (const c of BOARD_CELLS) s.under[c] = Tile.Empty;
      for (const [n, t] of Object.entries(row.under)) s.under[cell(n)] = tileByte(t);
      row.nodes.forEach((want, d) => expect(perft(s, d + 1)).toBe(want));
    });
  }

  it('depth 1 is 20 on every dealt island (all tiles face down)', () => {
    const o = checkOptions({});
    if ('code' in o) throw new Error(o.message);
    for (let seed = 0; seed < 12; seed++) expect(perft(newGame(o, seed), 1)).toBe(20);
  });
});
