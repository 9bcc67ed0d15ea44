/**
 * A Pirate chess position holding what it cannot mean is refused naming the field, as a position
 * file is bad input (jackal moves, show, apply: one line, exit 2). The reader ignored pending,
 * pendingFrom, turnStart, chain and captured in the play phase whatever they held (the writer
 * writes null, null, null, 0, false there), took any captured but true for false, took a null
 * for a lighthouse pick it says was made, a pick off the 116 cells and an extension cell the
 * lighthouse did not add, wrapped a history hash past 32 bits, and skipped unknown keys inside
 * lost and rookTile. Then: in a follow-up a turnStart left out read as 0 (null reads as -1, a
 * turn begun with a revival), a choose, promote or quake phase took no pending piece (nothing to
 * move: jackal moves listed nothing, exit 0; the reader does not run check.ts), coins went to
 * 200 (state.ts: 0..40) and lost pieces to 15 of one type (state.ts: 0..8).
 */

import { describe, expect, it } from 'vitest';
import { isFieldError } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { PIRATE_CHESS } from '../../src/pirate-chess/game.js';
import { fromPosition, toPosition } from '../../src/pirate-chess/position.js';

type Json = Record<string, any>;
const written = (s: Parameters<typeof toPosition>[0]): Json => JSON.parse(JSON.stringify(toPosition(s))) as Json;

/** Positions of one seeded game: its start, the first follow-up owed (a horse's choice), the first after a lighthouse added an extension cell. */
function positions(): { start: Json; choose: Json; lit: Json } {
  const o = PIRATE_CHESS.checkOptions({});
  if (isFieldError(o)) throw new Error(o.message);
  const s = PIRATE_CHESS.newGame(o, 1), moves = new Int32Array(PIRATE_CHESS.maxMoves), rng = new Rng('position-types');
  const start = written(s);
  let choose: Json | null = null, lit: Json | null = null;
  for (let ply = 0; ply < 400 && !(choose && lit); ply++) {
    const p = written(s);
    if (!choose && p.phase === 'choose') choose = p;
    if (!lit && p.phase === 'play' && p.light[3] !== null) lit = p;
    const n = PIRATE_CHESS.generateMoves(s, moves);
    if (n === 0 || p.result !== 'playing') break;
    PIRATE_CHESS.applyMove(s, moves[rng.nextU32() % n]);
  }
  if (!choose || !lit) throw new Error('seed 1 no longer reaches a horse\'s choice and a lighthouse extension in 400 plies');
  return { start, choose, lit };
}

/** The field and message fromPosition refuses `p` with, or "read" when it reads it. */
function refusal(p: Json): string {
  const r = fromPosition(p);
  return isFieldError(r) ? `${r.field}: ${r.message}` : 'read';
}

describe('Pirate chess positions: values a field cannot hold', () => {
  const { start, choose, lit } = positions();
  const change = (base: Json, f: (p: Json) => void): Json => { const p = structuredClone(base); f(p); return p; };

  it('positions as written read back to themselves; the turn\'s keys may be left out in the play phase', () => {
    for (const p of [start, choose, lit]) {
      expect(refusal(p)).toBe('read');
      expect(toPosition(fromPosition(structuredClone(p)) as Parameters<typeof toPosition>[0])).toEqual(p);
    }
    expect(lit.lightN).toBe(3);
    expect(refusal(change(start, (p) => { for (const k of ['pending', 'pendingFrom', 'turnStart', 'chain', 'captured']) delete p[k]; }))).toBe('read');
  });

  it('a history hash is any signed 32-bit integer (state.positionHash): -1 and 1e9 read, as games write such values', () => {
    expect(lit.history.some((h: number) => h < 0)).toBe(true);
    expect(lit.history.length).toBeGreaterThan(1); // the newest is the position's (check.ts): an older one is changed
    for (const h of [-1, 1e9, -(2 ** 31), 2 ** 31 - 1]) expect(refusal(change(lit, (p) => { p.history[0] = h; }))).toBe('read');
  });

  it.each<[string, () => Json, string]>([
    ['pending in the play phase', () => change(start, (p) => { p.pending = 'e4'; }), 'pending: the play phase has no turn under way: expected null, got "e4"'],
    ['pendingFrom in the play phase', () => change(start, (p) => { p.pendingFrom = 'e3'; }), 'pendingFrom: the play phase has no turn under way: expected null, got "e3"'],
    ['turnStart in the play phase', () => change(start, (p) => { p.turnStart = 'e2'; }), 'turnStart: the play phase has no turn under way: expected null, got "e2"'],
    ['a chain in the play phase', () => change(start, (p) => { p.chain = 3; }), 'chain: the play phase has no turn under way: expected 0, got 3'],
    ['a chain of null in the play phase', () => change(start, (p) => { p.chain = null; }), 'chain: the play phase has no turn under way: expected 0, got null'],
    ['captured in the play phase', () => change(start, (p) => { p.captured = true; }), 'captured: the play phase has no turn under way: expected false, got true'],
    ['captured "yes" in a follow-up', () => change(choose, (p) => { p.captured = 'yes'; }), 'captured: expected true or false, got "yes"'],
    ['captured 1 in a follow-up', () => change(choose, (p) => { p.captured = 1; }), 'captured: expected true or false, got 1'],
    ['a lighthouse pick made, given null', () => change(lit, (p) => { p.light[1] = null; }), 'light[1]: lightN is 3: the lighthouse\'s pick 2 is made, expected its cell, got null'],
    ['a lighthouse pick off the 116 cells', () => change(lit, (p) => { p.light[0] = 'k10'; }), 'light[0]: the lighthouse picks closed cells of the 116-cell board'],
    ['an extension that is no extension cell', () => change(start, (p) => { p.light[3] = 'e4'; }), 'light[3]: expected an extension cell (b2, k2, b10, k10) or null'],
    ['an extension not listed in cells', () => change(start, (p) => { p.light[3] = 'b2'; }), 'light[3]: the extension b2 joins the board: cells must list it'],
    ['an extension cell the lighthouse did not add', () => change(start, (p) => { p.cells.b2 = { tile: 'empty' }; }), 'cells.b2: an extension cell is on the board only as the lighthouse\'s extension (light[3]), which is null'],
    ['a history hash past 32 bits', () => change(lit, (p) => { p.history[0] = 2 ** 31; }), 'history[0]: expected a position hash, an integer -2147483648..2147483647, got 2147483648'],
    ['a history hash of 1e10', () => change(lit, (p) => { p.history[1] = 1e10; }), 'history[1]: expected a position hash, an integer -2147483648..2147483647, got 10000000000'],
    ['a key lost does not have', () => change(start, (p) => { p.lost.whtie = 'P'; }), 'lost.whtie: not a field of the lost pieces (white, black)'],
    ['a key rookTile does not have', () => change(start, (p) => { p.rookTile = { cell: 'h1', fresh: true, turned: true }; }), 'rookTile.turned: not a field of the castled rook\'s tile (cell, fresh)'],
  ])('%s is refused naming the field', (_what, make, message) => {
    expect(refusal(make())).toBe(message);
  });

  it.each<[string, () => Json, string]>([
    ['turnStart left out in a follow-up', () => change(choose, (p) => { delete p.turnStart; }), 'turnStart: a turn is under way: expected the cell it began on, or null when it began with a revival'],
    ['pending null in the choose phase', () => change(choose, (p) => { p.pending = null; }), 'pending: the choose phase is owed by a piece: expected its cell, got null'],
    ['pending left out in the promote phase', () => change(choose, (p) => { p.phase = 'promote'; delete p.pending; }), 'pending: the promote phase is owed by a piece: expected its cell, got none (left out)'],
    ['pending null in the quake phase', () => change(choose, (p) => { p.phase = 'quake'; p.pending = null; }), 'pending: the quake phase is owed by a piece: expected its cell, got null'],
    ['41 coins', () => change(start, (p) => { p.coins = [0, 41]; }), 'coins[1]: expected an integer 0..40, got 41'],
    ['9 lost pawns', () => change(start, (p) => { p.lost.white = 'PPPPPPPPP'; }), 'lost.white: at most 8 of a type (a promoted pawn is lost as a pawn), got 9 P'],
    ['9 lost knights', () => change(start, (p) => { p.lost.black = 'PPNNNNNNNNN'; }), 'lost.black: at most 8 of a type (a promoted pawn is lost as a pawn), got 9 N'],
  ])('%s is refused naming the field (state.ts\'s ranges; a follow-up gives its turn)', (_what, make, message) => {
    expect(refusal(make())).toBe(message);
  });

  it('the bounds themselves read: 40 coins, 8 lost of a type, a follow-up begun with a revival (turnStart null)', () => {
    // every white man and black pawn lost, off the board (check.ts: a type's men on the board and lost are at most those it starts with)
    const allLost = change(start, (p) => {
      p.coins = [40, 40]; p.lost = { white: 'PPPPPPPPNNBBRRQ', black: 'PPPPPPPP' }; p.castling = 'kq'; p.history = [];
      for (const e of Object.values(p.cells) as Json[]) if (/^(w[PNBRQ]|bP)/.test(e.piece ?? '')) delete e.piece;
    });
    expect(refusal(allLost)).toBe('read');
    expect(choose.turnStart).not.toBeNull();
    const revived = change(choose, (p) => { p.turnStart = null; });
    expect(refusal(revived)).toBe('read');
    expect(toPosition(fromPosition(structuredClone(revived)) as Parameters<typeof toPosition>[0])).toEqual(revived);
  });
});
