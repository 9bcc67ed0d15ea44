/**
 * The trace of forced tile chains (forced.ts `forcedEnd`): where the tiles send a piece of ours
 * (one-way arrows, ice, the cannon, a balloon with one free start cell, a cave), read off the
 * board without playing the move, so that legality.ts judges the move as one piece going from
 * its cell to the chain's end, or standing on the choice tile the chain stops on. Held to
 * scenes whose answers come from the rules by hand, to the slow reference (every decision
 * played on a copy: test/support/pirate-chess-reference.ts), and, decision by decision in random
 * games, to where apply.play (as a probe, the shortcuts off) actually puts the piece.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { play } from '../../src/pirate-chess/apply.js';
import { ALL_CELLS, kindAt } from '../../src/pirate-chess/board.js';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { asksChoice, CHOICE, forcedEnd, inert } from '../../src/pirate-chess/forced.js';
import { Rng } from '../../src/core/rng.js';
import { generateMoves, MAX_MOVES, setShortcuts } from '../../src/pirate-chess/movegen.js';
import { moveFrom, MoveKind, moveKind, moveTo } from '../../src/pirate-chess/moves.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { pseudo } from '../../src/pirate-chess/pseudo.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { copyPosition, PHASE, Phase, RESULT, Result, SIDE, State } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { referenceLegal } from '../support/pirate-chess-reference.js';
import { movesFrom } from './moves-from.js';

afterEach(() => setShortcuts(true));

describe('chains traced by hand from the rules', () => {
  // the white king on a5 is checked by the black rook on a9 down file a (ranks 3-9)
  const check = { a5: 'wK', a9: 'bR', c6: 'wN', j11: 'bK' };
  it('the cannon fires the knight north to the edge, stopping before the rook (PC11): a8 blocks the check', () => {
    expect(movesFrom({ pieces: check, open: { a7: 'cannon/0' } }, 'c6')).toEqual(['c6-a7']);
  });
  it('the cannon fires the knight south over its own king to a3: the file opens, the king stays in check', () => {
    expect(movesFrom({ pieces: check, open: { a7: 'cannon/2' } }, 'c6')).toEqual([]);
  });
  // the white rook on e3 is pinned to the king on c3 by the black rook on j3
  const pin = { c3: 'wK', e3: 'wR', j3: 'bR', j11: 'bK' };
  it('two one-way arrows take the pinned rook back onto the pin line (e5 south to e4, e4 south-east to f3): legal', () => {
    expect(movesFrom({ pieces: pin, open: { e5: 'arrow-1s/2', e4: 'arrow-1d/1' } }, 'e3')).toContain('e3-e5');
  });
  it('two one-way arrows take it off the line (e5 north to e6, e6 east to f6): the rook leaves the king in check', () => {
    expect(movesFrom({ pieces: pin, open: { e5: 'arrow-1s/0', e6: 'arrow-1s/1' } }, 'e3')).not.toContain('e3-e5');
  });
  it('a one-way arrow onto a horse: the rook stands on the horse off the line, and no jump from f6 lands on the pin line: illegal', () => {
    expect(movesFrom({ pieces: pin, open: { e5: 'arrow-1d/0', f6: 'horse' } }, 'e3')).not.toContain('e3-e5');
  });
});

/** Checks forcedEnd's answer for decision m of s against the probe's board (shortcuts off); returns what kind of trace it was, '' when forcedEnd left it to a probe. */
function checkTrace(s: State, m: number, copy: State): string {
  const from = moveFrom(m), to = moveTo(m), side = s.v[SIDE], p = s.piece[from];
  if (moveKind(m) !== MoveKind.Move || from === to || inert(s, to, p) || asksChoice(s, from, to, side)) return '';
  const y = forcedEnd(s, from, to, side);
  if (y < 0) return '';
  const end = y >= CHOICE ? y - CHOICE : y;
  copyPosition(copy, s);
  setShortcuts(false);
  play(copy, m, true);
  setShortcuts(true);
  for (const c of ALL_CELLS) {
    const want = c === end ? p : c === from ? 0 : s.piece[c];
    if (copy.piece[c] !== want) expect(`${formatMove(s, m)}: cell ${c} holds ${copy.piece[c]}`).toBe(`${formatMove(s, m)}: cell ${c} holds ${want}`);
  }
  const first = kindAt(s, to);
  return y >= CHOICE ? 'choice' : first === Tile.Cannon ? 'cannon' : first === Tile.Balloon ? 'balloon' : 'other';
}

describe('traces in random games', () => {
  it('end where apply.play puts the piece, and the legal lists are the reference\'s, in check too', () => {
    const o = checkOptions({ maxPlies: 500 }) as ChessOptions;
    const fast = new Int32Array(MAX_MOVES), slow = new Int32Array(MAX_MOVES), pseudoBuf = new Int32Array(MAX_MOVES), copy = new State();
    const seen: Record<string, number> = { choice: 0, cannon: 0, balloon: 0, other: 0, inCheck: 0, illegal: 0 };
    for (let g = 0; g < 16; g++) {
      const s = newGame(o, `forced-trace:${g}`);
      const rng = new Rng(`forced-trace-play:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        const n = generateMoves(s, fast);
        const m = referenceLegal(s, slow);
        expect(Array.from(fast.subarray(0, n)).join()).toBe(Array.from(slow.subarray(0, m)).join());
        if (s.v[PHASE] === Phase.Play) {
          const count = pseudo(s, pseudoBuf), check = inCheck(s, s.v[SIDE]), legalSet = new Set(fast.subarray(0, n));
          for (let i = 0; i < count; i++) {
            const kind = checkTrace(s, pseudoBuf[i], copy);
            if (kind === '') continue;
            seen[kind]++;
            if (check) seen.inCheck++;
            if (!legalSet.has(pseudoBuf[i])) seen.illegal++;
          }
        }
        play(s, fast[rng.int(n)], false);
      }
    }
    // each kind of trace the rules allow was met, with kings in check and with illegal moves among them
    // (seen at the time of writing: 888 choice tiles, 467 cannons, 349 balloons, 4,346 others, 176 in check, 404 illegal)
    expect(seen.choice).toBeGreaterThan(400);
    expect(seen.cannon).toBeGreaterThan(200);
    expect(seen.balloon).toBeGreaterThan(150);
    expect(seen.other).toBeGreaterThan(2000);
    expect(seen.inCheck).toBeGreaterThan(80);
    expect(seen.illegal).toBeGreaterThan(200);
  }, 300_000);
});
