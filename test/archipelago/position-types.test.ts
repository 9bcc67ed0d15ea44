/**
 * An Archipelago position with a wrong type in a field is refused naming the field, as a
 * position file is bad input (jackal show, moves, apply: one line, exit 2). The reader took
 * a null for a key left out (`"die": null`, `"pending": { "carry": null }` read as 0), any
 * value but true for false (`"fallen": "yes"`, `"held": 1`), and skipped a key it did not
 * know inside a piece, the bear, the cart and the pending turn (a misspelled `"falen": true`
 * left the pirate standing) though it refuses one at the top level.
 */

import { describe, expect, it } from 'vitest';
import { ARCHIPELAGO } from '../../src/archipelago/game.js';
import { fromPosition, toPosition } from '../../src/archipelago/position.js';
import { Rng } from '../../src/core/rng.js';
import { isFieldError } from '../../src/core/game.js';

type Json = Record<string, any>;

/** A 2p position 30 plies into a seeded game (ships berthed, pirates ashore). */
function midGame(): Json {
  const o = ARCHIPELAGO.checkOptions({ mode: '2p' });
  if (isFieldError(o)) throw new Error(o.message);
  const s = ARCHIPELAGO.newGame(o, 5);
  const moves = new Int32Array(ARCHIPELAGO.maxMoves), rng = new Rng('position-types');
  for (let i = 0; i < 30; i++) ARCHIPELAGO.applyMove(s, moves[rng.nextU32() % ARCHIPELAGO.generateMoves(s, moves)]);
  return JSON.parse(JSON.stringify(toPosition(s))) as Json;
}

/** The field and message fromPosition refuses `p` with, or "read" when it reads it. */
function refusal(p: Json): string {
  const r = fromPosition(p);
  return isFieldError(r) ? `${r.field}: ${r.message}` : 'read';
}

describe('Archipelago positions: wrong types in nested fields', () => {
  const base = midGame();
  const land = Object.keys(base.closed as Json)[0];
  const change = (f: (p: Json) => void): Json => { const p = structuredClone(base); f(p); return p; };

  it('the position as written reads; keys left out still take their defaults', () => {
    expect(refusal(base)).toBe('read');
    expect(refusal(change((p) => { delete p.die; delete p.smoke; delete p.pending.carry; delete p.pending.vec; }))).toBe('read');
  });

  it.each<[string, (p: Json) => void, string]>([
    ['die null', (p) => { p.die = null; }, 'die: must be a whole number from 0 to 6, got null'],
    ['maxPlies null', (p) => { p.maxPlies = null; }, 'maxPlies: must be a whole number from 0 to 1000000, got null'],
    ['lost null', (p) => { p.lost = null; }, 'lost: must be a whole number from 0 to 19, got null'],
    ['ply null', (p) => { p.ply = null; }, 'ply: must be a whole number from 0 to 10000000, got null'],
    ['pending.carry null', (p) => { p.pending.carry = null; }, 'pending.carry: must be a whole number from 0 to 2, got null'],
    ['pending.vec null', (p) => { p.pending.vec = null; }, 'pending.vec: must be [dx, dy]'],
    ['a pirate\'s drunk null', (p) => { p.pieces.W1.drunk = null; }, 'pieces.W1.drunk: must be a whole number from 0 to 2, got null'],
    ['fallen "yes"', (p) => { p.pieces.W1.fallen = 'yes'; }, 'pieces.W1.fallen: must be true or false, got "yes"'],
    ['caved 1', (p) => { p.pieces.Y2.caved = 1; }, 'pieces.Y2.caved: must be true or false, got 1'],
    ['a misspelled piece key', (p) => { p.pieces.W1.falen = true; }, 'pieces.W1.falen: not a piece field (at, fallen, drunk, lab, crew, converted, caved, up)'],
    ['the bear\'s new "no"', (p) => { p.bear = { at: land, crew: 'white', new: 'no' }; }, 'bear.new: must be true or false, got "no"'],
    ['a key the bear does not have', (p) => { p.bear = { at: land, crew: 'white', hungry: true }; }, 'bear.hungry: not a bear field (at, crew, new)'],
    ['the cart held 1', (p) => { p.cart = { at: land, held: 1 }; }, 'cart.held: must be true or false, got 1'],
    ['a misspelled pending key', (p) => { p.pending.carrry = 1; }, 'pending.carrry: not a pending field (piece, cell, vec, how, prev, start, carry, chain, choice, peeks, quakeFirst, moved, quakeArrows, wheels, tideLeft)'],
    ['north 1e9 (wrapped round in sixteenths)', (p) => { p.north = [1e9, 1]; }, 'north[0]: must be from -1000000 to 1000000 (grid cells; any bearing is within reach), got 1000000000'],
    ['no berths in a game with ships', (p) => { p.berths = []; }, 'berths: must list at least 4 cells where ships may be placed (as a layout does), got 0'],
  ])('%s is refused naming the field', (_what, f, message) => {
    expect(refusal(change(f))).toBe(message);
  });

  it('a solo mission has no ships and writes no berths: it reads; a far north mark reads', () => {
    const o = ARCHIPELAGO.checkOptions({ mode: 'solo', mission: '1' });
    if (isFieldError(o)) throw new Error(o.message);
    const solo = JSON.parse(JSON.stringify(toPosition(ARCHIPELAGO.newGame(o, 5)))) as Json;
    expect(solo.berths).toEqual([]);
    expect(refusal(solo)).toBe('read');
    expect(refusal(change((p) => { p.north = [-1e6, 1e6]; }))).toBe('read');
  });

  it('a campaign\'s at, ply0 and pick: null is refused, as left out they are 0', () => {
    const o = ARCHIPELAGO.checkOptions({ mode: '2p', campaign: '2' });
    if (isFieldError(o)) throw new Error(o.message);
    const camp = JSON.parse(JSON.stringify(toPosition(ARCHIPELAGO.newGame(o, 5)))) as Json;
    expect(refusal(camp)).toBe('read');
    for (const k of ['at', 'ply0', 'pick']) {
      const p = structuredClone(camp);
      p.expedition.campaign[k] = null;
      expect(refusal(p)).toMatch(new RegExp(`^expedition\\.campaign\\.${k}: must be a whole number from 0 to \\d+, got null$`));
    }
  });
});
