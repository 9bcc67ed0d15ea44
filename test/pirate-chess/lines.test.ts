/**
 * The line test (lines.ts `opened`) and a piece put down on a launcher (lines.ts
 * `pawnTakesVia`), which legality.ts trusts instead of a control test: on positions of seeded
 * random games on the 117-tile island, for each king that is safe, with attack.markExposure's
 * marks of that position,
 * - every piece of the king's side (not the king) on a marked cell that is no launcher is lifted
 *   off, alone and then put on every empty cell that is no launcher: where `opened` answers (0 or
 *   1, not -1 "perhaps"), the answer must equal control of the king by its definition (every
 *   enemy piece tried on each of its own moves, through the tiles: attack.strikes);
 * - a piece of that side put on every empty launcher, from nowhere and from every cell whose
 *   emptying opens nothing (an unmarked cell, or `opened` 0): `pawnTakesVia` must equal control by
 *   its definition.
 * The answers 1 and 0 and the launchers put on must all be well represented, and "perhaps" rare.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { hintIce, markExposure } from '../../src/pirate-chess/attack.js';
import { ALL_CELLS, exists, kingCell } from '../../src/pirate-chess/board.js';
import { Rng } from '../../src/core/rng.js';
import { cellName } from '../../src/pirate-chess/geometry.js';
import { opened, pawnTakesVia } from '../../src/pirate-chess/lines.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { colourOf, makePiece, Piece, typeOf } from '../../src/pirate-chess/pieces.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { RESULT, Result, State } from '../../src/pirate-chess/state.js';
import { controlByDefinition as byDefinition } from '../support/pirate-chess-reference.js';
import { cell, scene } from './scene.js';

afterEach(() => hintIce(null));

/** Counts of the answers met. */
interface Tally { asked: number; checks: number; perhaps: number; puts: number; putChecks: number }

/** The marks of s for the king of `colour` on k (markExposure, tag 1 on fresh arrays). */
function marksOf(s: State, colour: number): { marked: Int32Array; launches: Int32Array; fills: Int32Array } {
  const mark = new Int32Array(240), rays = new Int32Array(240), launches = new Int32Array(240), fills = new Int32Array(240);
  markExposure(s, colour, mark, rays, launches, fills, 1);
  const marked = new Int32Array(240);
  for (let c = 0; c < 240; c++) marked[c] = mark[c] === 1 || rays[c] === 1 ? 1 : 0;
  return { marked, launches, fills };
}

/** The piece of ours on c lifted, alone and then on every empty cell that is no launcher nor in `fills` (legality.ts tests those): `opened` against control by definition. */
function liftAndPut(s: State, c: number, colour: number, k: number, launches: Int32Array, fills: Int32Array, where: string, t: Tally): number {
  const by = 1 - colour, p = s.piece[c];
  s.piece[c] = 0;
  const alone = opened(s, c, colour, k, launches, 1);
  if (alone >= 0) expect(alone === 1, `${where}: ${cellName(c)} lifted`).toBe(byDefinition(s, k, by));
  for (const y of ALL_CELLS) {
    if (!exists(s, y) || s.piece[y] !== 0 || y === c || launches[y] === 1 || fills[y] === 1) continue;
    s.piece[y] = p;
    const r = opened(s, c, colour, k, launches, 1);
    t.asked++;
    if (r < 0) t.perhaps++;
    else {
      const want = byDefinition(s, k, by);
      expect(r === 1, `${where}: ${cellName(c)} to ${cellName(y)}`).toBe(want);
      if (want) t.checks++;
    }
    s.piece[y] = 0;
  }
  s.piece[c] = p;
  return alone;
}

/** A piece of ours put on every empty launcher not in `fills` (legality.ts tests those), the cell `from` (or none: -1) emptied: pawnTakesVia against control by definition. */
function putOnLaunchers(s: State, from: number, colour: number, k: number, launches: Int32Array, fills: Int32Array, where: string, t: Tally): void {
  const by = 1 - colour, p = from >= 0 ? s.piece[from] : makePiece(Piece.Knight, colour);
  if (from >= 0) s.piece[from] = 0;
  for (const u of ALL_CELLS) {
    if (launches[u] !== 1 || fills[u] === 1 || s.piece[u] !== 0 || u === from) continue;
    s.piece[u] = p;
    const want = byDefinition(s, k, by);
    expect(pawnTakesVia(s, u, k, by), `${where}: ${from >= 0 ? cellName(from) : 'a knight'} put on ${cellName(u)}`).toBe(want);
    t.puts++;
    if (want) t.putChecks++;
    s.piece[u] = 0;
  }
  if (from >= 0) s.piece[from] = p;
}

describe('the line test and the launchers against control by its definition', () => {
  it('agree wherever they answer, in random positions', () => {
    const o = checkOptions({ maxPlies: 300 }) as ChessOptions;
    const moves = new Int32Array(MAX_MOVES);
    const t: Tally = { asked: 0, checks: 0, perhaps: 0, puts: 0, putChecks: 0 };
    for (let g = 0; g < 8; g++) {
      const s = newGame(o, `lines:${g}`);
      const play = new Rng(`lines-play:${g}`);
      for (let ply = 0; s.v[RESULT] === Result.Playing; ply++) {
        if (ply % 8 === 7) {
          hintIce(ply % 16 === 15 ? s : null);
          for (let colour = 0; colour < 2; colour++) {
            const k = kingCell(s, colour);
            if (k < 0 || byDefinition(s, k, 1 - colour)) continue; // the line test asks of a safe king
            const { marked, launches, fills } = marksOf(s, colour), where = `game ${g} ply ${ply} colour ${colour}`;
            putOnLaunchers(s, -1, colour, k, launches, fills, where, t);
            for (const c of ALL_CELLS) {
              const p = s.piece[c];
              if (p === 0 || colourOf(p) !== colour || typeOf(p) === Piece.King || launches[c] === 1) continue;
              if (marked[c] === 0 || liftAndPut(s, c, colour, k, launches, fills, where, t) === 0) putOnLaunchers(s, c, colour, k, launches, fills, where, t);
            }
          }
          hintIce(null);
        }
        applyMove(s, moves[play.int(generateMoves(s, moves))]);
      }
    }
    // when written: 210,653 asked, 2,165 checks, 666 "perhaps", 9,689 put-downs, 26 of them checks; after PC9's fix
    // (control through pawn steps, ice that takes, chains to the turn's limit): 236,745, 2,542, 2,005, 15,967, 41; after
    // PC27-PC28 (the games changed): 281,638, 3,078, 3,155 (1.12%), 18,077, 41. The share of "perhaps" is the games' own:
    // lines:8..15 gave 2.70% on the engine before PC27-PC28 and 2.15% after (lines.ts the same), so the bound is 2%, not 1%
    expect(t.asked).toBeGreaterThan(100000);
    expect(t.checks).toBeGreaterThan(t.asked / 200);
    expect(t.perhaps).toBeLessThan(t.asked / 50);
    expect(t.puts).toBeGreaterThan(5000);
    expect(t.putChecks).toBeGreaterThan(10);
  }, 180_000);
});

describe('the line test in scenes built for each of its paths', () => {
  /** `opened` for the white piece on `at` lifted, with the marks of s for the white king; and control of it by definition. */
  const lift = (s: State, at: string): [number, boolean] => {
    const c = cell(at), k = kingCell(s, 0), { launches } = marksOf(s, 0), p = s.piece[c];
    s.piece[c] = 0;
    const r: [number, boolean] = [opened(s, c, 0, k, launches, 1), byDefinition(s, k, 1)];
    s.piece[c] = p;
    return r;
  };

  it('follows a slider across the emptied cell onto an arrow that sends it on to the king', () => {
    // the black rook on e10 reaches e5 once e7 is empty; the arrow there points east, at the white king on f5
    const s = scene({ pieces: { f5: 'wK', e7: 'wR', e10: 'bR', l11: 'bK' }, open: { e5: 'arrow-1s/1' } });
    expect(lift(s, 'e7')).toEqual([1, true]);
    s.piece[cell('e6')] = s.piece[cell('e7')]; // a second white rook on e6 still blocks
    expect(lift(s, 'e7')).toEqual([0, false]);
  });

  it('does not let ice under the first piece hide a slide across the emptied cell', () => {
    // the black rook on e11 takes the knight on the ice at e9 (two steps) and slides two more: over e8, onto the king on e7
    const s = scene({ pieces: { e7: 'wK', e8: 'wR', e9: 'wN', e11: 'bR', l11: 'bK' }, open: { e9: 'ice' } });
    const [r, checked] = lift(s, 'e8');
    expect(checked).toBe(true);
    expect(r).not.toBe(0);
    // a bishop cannot come down the file onto the ice: nothing opens
    s.piece[cell('e11')] = s.piece[cell('l11')] & ~15 | Piece.Bishop;
    expect(lift(s, 'e8')).toEqual([0, false]);
  });

  it('finds the pawn that takes a piece put on a launcher', () => {
    // the black pawn on d6 takes on e5 (only onto a piece) and the arrow sends it east, onto the white king on f5
    const s = scene({ pieces: { f5: 'wK', d6: 'bP', l11: 'bK' }, open: { e5: 'arrow-1s/1' } });
    const e5 = cell('e5'), k = cell('f5');
    expect(marksOf(s, 0).launches[e5]).toBe(1);
    expect(byDefinition(s, k, 1)).toBe(false); // a pawn goes diagonally only to take
    s.piece[e5] = makePiece(Piece.Knight, 0);
    expect([pawnTakesVia(s, e5, k, 1), byDefinition(s, k, 1)]).toEqual([true, true]);
  });
});
