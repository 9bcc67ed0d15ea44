/**
 * The pseudo-legal opening decisions (pseudo.ts `pseudoPlay`, read inline off the arrays for
 * speed) against a model written from the rules' words with board.ts's predicates (`exists`,
 * `kindAt`, `capturable`): in every position of seeded random games on the 117-tile island, and
 * in the same positions with random tiles turned over under the pieces, the same decisions in
 * the same order (the legal list keeps pseudo.ts's order, and the games replay by it).
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { capturable, exists, forward, kindAt } from '../../src/pirate-chess/board.js';
import { Rng } from '../../src/core/rng.js';
import { DIRS, KNIGHT, rankOf } from '../../src/pirate-chess/geometry.js';
import { encodeMove, MoveKind } from '../../src/pirate-chess/moves.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { colourOf, Piece, typeOf } from '../../src/pirate-chess/pieces.js';
import { pseudoPlay } from '../../src/pirate-chess/pseudo.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { cloneState, EP, EP_PAWN, HELD, PHASE, Phase, RESULT, Result, SIDE, State, STEP_MASK } from '../../src/pirate-chess/state.js';
import { spinnerSteps, Tile } from '../../src/pirate-chess/tiles.js';
import { ALL_CELLS } from '../../src/pirate-chess/board.js';

/**
 * Where a piece of `side` may go by its own move, by the rules: a cell on the board, not its
 * own piece; an enemy only when it strikes (not from the jungle, not the missionary or Friday)
 * and the enemy may be taken there, and one past a spinner's first step only by a slider (PC7);
 * an empty cell but an open crocodile (PC8); a king never onto the open cannibal.
 */
function mayGo(s: State, y: number, side: number, strike: boolean, king: boolean, slider: boolean): boolean {
  if (!exists(s, y)) return false;
  if (king && kindAt(s, y) === Tile.Cannibal) return false;
  const p = s.piece[y];
  if (p === 0) return kindAt(s, y) !== Tile.Crocodile;
  if (!slider && (s.pstat[y] & STEP_MASK) > 1) return false;
  return strike && colourOf(p) !== side && capturable(s, y);
}

/** The moves of the pieces of the side to move (no castling, buying back or bottles: those are pseudoPlay's unchanged tail, compared as they come). */
function modelMoves(s: State): number[] {
  const side = s.v[SIDE], out: number[] = [];
  const move = (from: number, to: number) => out.push(encodeMove(MoveKind.Move, from, to, 0));
  for (const c of ALL_CELLS) {
    const p = s.piece[c];
    if (p === 0 || colourOf(p) !== side || (s.pstat[c] & HELD) !== 0) continue;
    const t = typeOf(p), k = kindAt(s, c), step = s.pstat[c] & STEP_MASK;
    if (step !== 0 && step < spinnerSteps(k)) { move(c, c); continue; }
    const strike = k !== Tile.Jungle && t !== Piece.Missionary && t !== Piece.Friday;
    if (t === Piece.Pawn) {
      const f = forward(side), y = c + f;
      if (exists(s, y) && s.piece[y] === 0 && kindAt(s, y) !== Tile.Crocodile) {
        move(c, y);
        const home = side === 0 ? 1 : 9;
        if (rankOf(c) === home && exists(s, y + f) && s.piece[y + f] === 0 && kindAt(s, y + f) !== Tile.Crocodile) move(c, y + f);
      }
      for (const x of [y - 1, y + 1]) {
        if (strike && s.piece[x] !== 0 && mayGo(s, x, side, true, false, false)) move(c, x);
        else if (strike && x === s.v[EP] && s.v[EP_PAWN] !== 0 && s.piece[x] === 0 && capturable(s, s.v[EP_PAWN])) out.push(encodeMove(MoveKind.EnPassant, c, x, 0));
      }
    } else if (t === Piece.Bishop || t === Piece.Rook || t === Piece.Queen) {
      for (let d = 0; d < 8; d++) {
        if ((t === Piece.Bishop && d % 2 === 0) || (t === Piece.Rook && d % 2 === 1)) continue;
        for (let x = c + DIRS[d]; exists(s, x); x += DIRS[d]) {
          if (mayGo(s, x, side, strike, false, true)) move(c, x);
          if (s.piece[x] !== 0) break;
        }
      }
    } else {
      for (const o of t === Piece.Knight ? KNIGHT : DIRS) if (mayGo(s, c + o, side, strike, t === Piece.King, false)) move(c, c + o);
    }
  }
  return out;
}

/** pseudoPlay's decisions but castling, buying back and bottles (all after or between the moves in their own kinds). */
function fastMoves(s: State, buf: Int32Array): number[] {
  const n = pseudoPlay(s, buf), out: number[] = [];
  for (let i = 0; i < n; i++) {
    const kind = (buf[i] >>> 20) & 15;
    if (kind === MoveKind.Move || kind === MoveKind.EnPassant) out.push(buf[i]);
  }
  return out;
}

/** Open tiles worth turning over under pieces: the ones the targets' rules name, and some that do nothing. */
const KINDS = [Tile.Crocodile, Tile.Cannibal, Tile.Fortress, Tile.Native, Tile.Jungle, Tile.Spin3, Tile.Spin5, Tile.Empty, Tile.Ice, Tile.Trap];

describe('pseudoPlay against the rules-word model', () => {
  it('gives the same moves in the same order in random games, and with random tiles and spinner steps', () => {
    const o = checkOptions({ maxPlies: 400 }) as ChessOptions;
    const buf = new Int32Array(MAX_MOVES), moves = new Int32Array(MAX_MOVES);
    let positions = 0, listed = 0;
    for (let g = 0; g < 12; g++) {
      const s = newGame(o, `pseudo:${g}`), rng = new Rng(`pseudo-play:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        if (s.v[PHASE] === Phase.Play) {
          const variants = [s, cloneState(s)];
          const v = variants[1]; // turned over at random: 20 cells get a named tile, pieces a spinner step
          for (let i = 0; i < 20; i++) {
            const c = ALL_CELLS[rng.int(116)];
            v.tile[c] = KINDS[rng.int(KINDS.length)];
            if (v.piece[c] !== 0 && v.tile[c] >= Tile.Spin2 && v.tile[c] <= Tile.Spin5) v.pstat[c] = (v.pstat[c] & ~STEP_MASK) | (1 + rng.int(3));
          }
          for (const x of variants) {
            const fast = fastMoves(x, buf), model = modelMoves(x);
            if (fast.join() !== model.join()) {
              expect(`${g}:${x.v[4]}: ${fast.map((m) => formatMove(x, m)).join(' ')}`).toBe(`${g}:${x.v[4]}: ${model.map((m) => formatMove(x, m)).join(' ')}`);
            }
            positions++; listed += fast.length;
          }
        }
        const n = generateMoves(s, moves);
        applyMove(s, moves[rng.int(n)]);
      }
    }
    expect(positions).toBeGreaterThan(2000);
    expect(listed / positions).toBeGreaterThan(15);
  }, 120_000);
});
