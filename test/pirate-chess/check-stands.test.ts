/**
 * A king in check stays in check (check-stands.ts), which legality.ts trusts to call a decision
 * illegal with no probe: in seeded random games on the 117-tile island, in every position whose
 * side to move stands in check, every pseudo-legal decision the shortcut calls hopeless (a piece's
 * move, a piece bought back, a tile's choice) must be illegal by the slow reference (every
 * decision played on a copy: test/support/pirate-chess-reference.ts); the answers must be many,
 * and some for moves onto tiles that send the piece on. And the position that showed the king's
 * own cell belongs to the path: a king lost in a cave, in check, is swapped out by a piece of ours
 * entering another cave.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { checkStands, chooseStands, putStands } from '../../src/pirate-chess/check-stands.js';
import { Rng } from '../../src/core/rng.js';
import { inert } from '../../src/pirate-chess/forced.js';
import { moveArg, moveFrom, MoveKind, moveKind, moveTo } from '../../src/pirate-chess/moves.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { Piece, typeOf } from '../../src/pirate-chess/pieces.js';
import { fromPosition } from '../../src/pirate-chess/position.js';
import { pseudo } from '../../src/pirate-chess/pseudo.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { PHASE, Phase, RESULT, Result, SIDE, State } from '../../src/pirate-chess/state.js';
import { referenceLegal } from '../support/pirate-chess-reference.js';

/** Each question gets a fresh generation tag, as legality.ts's beginLegality gives one (far from the tags the games' own generations take). */
let tag = 0x60000000;

/** Whether the shortcut calls decision m of s (its side in check) hopeless, as legality.ts asks it. */
function hopeless(s: State, m: number, side: number, t: number): boolean {
  const kind = moveKind(m), from = moveFrom(m), to = moveTo(m);
  if (kind === MoveKind.Move) return from !== to && typeOf(s.piece[from]) !== Piece.King && checkStands(s, from, to, side, t);
  if (kind === MoveKind.Revive || kind === MoveKind.FreeRevive) return putStands(s, to, moveArg(m), side, t);
  if (kind === MoveKind.Choose) return s.v[PHASE] === Phase.Choose && typeOf(s.piece[from]) !== Piece.King && chooseStands(s, from, to, side, t);
  return false;
}

describe('a king in check stays in check', () => {
  it('whatever a decision the shortcut calls hopeless does: the reference finds each illegal', () => {
    const o = checkOptions({ maxPlies: 600 }) as ChessOptions;
    const moves = new Int32Array(MAX_MOVES), list = new Int32Array(MAX_MOVES), slow = new Int32Array(MAX_MOVES);
    let positions = 0, hopelessN = 0, onTiles = 0, choices = 0;
    for (let g = 0; g < 30; g++) {
      const s = newGame(o, `check-stands:${g}`), rng = new Rng(`check-stands-play:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        const side = s.v[SIDE];
        if (inCheck(s, side)) {
          positions++;
          const n = pseudo(s, list), m = referenceLegal(s, slow), legal = new Set(slow.subarray(0, m)), t = ++tag;
          for (let i = 0; i < n; i++) {
            if (!hopeless(s, list[i], side, t)) continue;
            expect(legal.has(list[i]), `game ${g} ply ${s.v[4]}: ${formatMove(s, list[i])}`).toBe(false);
            hopelessN++;
            if (moveKind(list[i]) === MoveKind.Choose) choices++;
            else if (!inert(s, moveTo(list[i]), s.piece[moveFrom(list[i])])) onTiles++;
          }
        }
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
    expect(positions).toBeGreaterThan(200);
    expect(hopelessN).toBeGreaterThan(2000);
    expect(onTiles).toBeGreaterThan(50);
    expect(choices).toBeGreaterThan(5);
  }, 300_000);

  it('a king lost in a cave comes out when a piece of ours enters another cave: that move is legal in check', () => {
    // found by comparing the random playouts' legal lists (pc-bench:13, ply 61, at this change): White's king lost in the
    // cave on l8 stands in check from the queen on k8; the pirate i8-h7 enters the open cave on h7, and the two change
    // places, the king out on h7, safe. The king's cell is on the path of the check, so the cave on l8 is seen.
    const s = fromPosition(JSON.parse(readFileSync(new URL('./data/check-stands-cave.json', import.meta.url), 'utf8'))) as State;
    expect(s).toBeInstanceOf(State);
    expect(inCheck(s, s.v[SIDE])).toBe(true);
    const fast = new Int32Array(MAX_MOVES), slow = new Int32Array(MAX_MOVES);
    const n = generateMoves(s, fast), m = referenceLegal(s, slow);
    const text = (b: Int32Array, k: number) => Array.from(b.subarray(0, k), (x) => formatMove(s, x));
    expect(text(slow, m)).toContain('i8-h7');
    expect(text(fast, n)).toEqual(text(slow, m));
  });
});
