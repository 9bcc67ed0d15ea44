/**
 * The caves and the cart of Thousand Caves (lines 979, 971) and the tangled crossroads of
 * Friday's Isle (line 995), on hand-built scenes of island 1 (scene.ts; rulings A-B7..A-B12).
 * Expected squares and counts are worked out by hand from the text and the picture: ship W
 * b4 against beach c4; row 4 c4 d4 e4 f4 g4 h4, row 5 c5 d5 e5 f5, row 6 c6 d6 e6 f6 g6 h6.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { ABOARD, CART, CAVED, COINS, OUT, P_STAT, SCORE, State } from '../../src/archipelago/state.js';
import { tangledDir } from '../../src/archipelago/tangled.js';
import { tidePicks } from '../../src/archipelago/tide.js';
import { moveArg } from '../../src/archipelago/moves.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const caved = (s: State, name: string): boolean => (s.u8[P_STAT + PIECE(name)] & CAVED) !== 0;

describe('caves (line 979; A-B8..A-B10)', () => {
  it('the first cave found loses its finder: laid over, not moved, not struck', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'e5' }, closed: { d4: 'cave' } }), 'W1 d4');
    expect([at(s, 'W1'), caved(s, 'W1')]).toEqual([cell('d4'), true]);
    play(s, 'Y1 d4'); // the cave leads nowhere yet: an empty tile (line 984), and W1 is out of reach
    expect(at(s, 'W1')).toBe(cell('d4'));
    expect(at(s, 'Y1')).toBe(cell('d4'));
    expect(legal(s).filter((t) => t.startsWith('W1'))).toEqual([]);
    sound(s);
  });
  it('the second cave found: its finder goes to the first cave, the lost pirate comes out of the new one', () => {
    const s = scene({ open: { d4: 'cave' }, pieces: { W1: 'd4', W2: 'e5' }, closed: { f4: 'cave' } });
    s.u8[P_STAT + PIECE('W1')] = CAVED;
    play(s, 'W2 f4');
    expect([at(s, 'W2'), at(s, 'W1'), caved(s, 'W1')]).toEqual([cell('d4'), cell('f4'), false]);
    sound(s);
  });
  it('then every piece coming onto a cave goes to an exit of its player\'s choice, not one an enemy holds', () => {
    const s = scene({ open: { d4: 'cave', f4: 'cave', e6: 'cave' }, pieces: { W1: 'c4' } });
    play(s, 'W1 d4');
    expect(legal(s)).toEqual(['> f4', '> e6']);
    play(s, '> e6');
    expect(at(s, 'W1')).toBe(cell('e6'));
    const held = play(scene({ open: { d4: 'cave', f4: 'cave', e6: 'cave' }, pieces: { W1: 'c4', Y1: 'f4' } }), 'W1 d4');
    expect(at(held, 'W1')).toBe(cell('e6')); // f4 held by yellow: the only way out is e6
    const none = play(scene({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4', Y1: 'f4' } }), 'W1 d4');
    expect(at(none, 'W1')).toBe(cell('d4')); // impassable: an empty tile
    sound(none);
  });
  it('an enemy on the entrance is struck, and the pirate goes on through the cave (line 984: "каждый раз, когда ваш пират приходит на клетку пещеры, он мгновенно переносится к одному из выходов")', () => {
    // Only an exit an enemy holds is closed (line 984); the entrance is a cave cell he comes to.
    const s = play(scene({ open: { d4: 'cave', f4: 'cave', e6: 'cave' }, pieces: { W1: 'c4', Y1: 'd4' }, coins: { d4: 1 } }), 'W1 d4');
    expect(at(s, 'Y1')).toBe(ABOARD + 1);
    expect(legal(s)).toEqual(['> f4', '> e6']);
    play(s, '> f4');
    expect(at(s, 'W1')).toBe(cell('f4'));
    expect(s.u8[COINS + cell('d4')]).toBe(1); // the struck pirate's coin stays on the entrance (line 1069)
    sound(s);
    const one = play(scene({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4', Y1: 'd4' } }), 'W1 d4');
    expect([at(one, 'Y1'), at(one, 'W1')]).toEqual([ABOARD + 1, cell('f4')]);
    // Every exit held: the cave is an empty tile (line 984, its last sentence): he strikes and stands on the entrance.
    const shut = play(scene({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4', Y1: 'd4', Y2: 'f4' } }), 'W1 d4');
    expect([at(shut, 'Y1'), at(shut, 'W1'), at(shut, 'Y2')]).toEqual([ABOARD + 1, cell('d4'), cell('f4')]);
    sound(shut);
  });
  it('a coin is carried through', () => {
    const s = play(scene({ open: { c4: 'empty', d4: 'cave', f6: 'cave' }, pieces: { W1: 'c4' }, coins: { c4: 1 } }), 'W1 d4$');
    expect([at(s, 'W1'), s.u8[COINS + cell('f6')]]).toEqual([cell('f6'), 1]);
  });
});

describe('the cart (line 971; A-B11, A-B12)', () => {
  const cartAt = (s: State, c: string | number): State => { s.v[CART] = typeof c === 'number' ? c : cell(c); return s; };
  it('with the cart a pirate carries two coins at once; without it one', () => {
    const s = cartAt(scene({ pieces: { W1: 'd4' }, coins: { d4: 2 } }), 'd4');
    expect(legal(s)).toEqual(expect.arrayContaining(['W1 e4 cart', 'W1 e4$ cart', 'W1 e4$$ cart', 'W1 e4$']));
    expect(legal(s)).not.toContain('W1 e4$$');
    play(s, 'W1 e4$$ cart');
    expect([s.v[CART], s.u8[COINS + cell('e4')], s.u8[COINS + cell('d4')]]).toEqual([cell('e4'), 2, 0]);
    sound(s);
  });
  it('it is loaded on the ship with its carrier and taken off again (line 975)', () => {
    const s = cartAt(scene({ pieces: { W1: 'c4' }, coins: { c4: 2 } }), 'c4');
    play(s, 'W1 b4$$ cart');
    expect([s.v[CART], s.v[SCORE + 0]]).toEqual([ABOARD + 0, 2]);
    play(s, 'sail i7', 'W2 c4 cart');
    expect(s.v[CART]).toBe(cell('c4'));
    sound(s);
  });
  it('it goes by the coins\' rules: not into the jungle, not onto a closed tile, sunk in the sea', () => {
    const s = cartAt(scene({ open: { e4: 'jungle' }, closed: { d5: 'empty' }, pieces: { W1: 'd4' } }), 'd4');
    expect(legal(s)).not.toContain('W1 e4 cart');
    expect(legal(s)).not.toContain('W1 d5 cart');
    expect(legal(s)).toContain('W1 e4');
    const sea = play(cartAt(scene({ open: { d4: 'arrow1/3' }, pieces: { W1: 'e4' } }), 'e4'), 'W1 d4 cart');
    // arrow1 turned three times points north-west: from d4 to c3, the sea
    expect([sea.v[CART], at(sea, 'W1')]).toEqual([0, cell('c3')]);
    expect(at(sea, 'W1')).not.toBe(OUT);
  });
});

describe('the cart and the tide (line 1052: no item on a washed tile)', () => {
  it('the tide does not take the beach cell the cart stands on', () => {
    const s = scene({});
    const out = new Int32Array(512), picks = (): number[] => Array.from(out.subarray(0, tidePicks(s, out, 0)), moveArg);
    expect(picks()).toContain(cell('d3'));
    s.v[CART] = cell('d3');
    expect(picks()).not.toContain(cell('d3'));
  });
});

describe('the tangled crossroads (line 995; A-B7)', () => {
  it('by the side entered: from the south NE, the west SE, the north SW, the east NW; through a corner a quarter clockwise', () => {
    // directions 0 N .. 7 NW (geometry.ts)
    expect([tangledDir(0, -1), tangledDir(1, 0), tangledDir(0, 1), tangledDir(-1, 0)]).toEqual([1, 3, 5, 7]);
    expect([tangledDir(1, -1), tangledDir(1, 1), tangledDir(-1, 1), tangledDir(-1, -1)]).toEqual([3, 5, 7, 1]);
    expect(tangledDir(1, -2)).toBe(3); // a knight's jump north-north-east enters through the corner as north-east
  });
  it('on island 1: into e5 from e4 (moving south) out to d6; from d5 (moving east) out to f6; from d4 (south-east) out to d6', () => {
    const tg = { open: { e5: 'tangled' } };
    expect(at(play(scene({ ...tg, pieces: { W1: 'e4' } }), 'W1 e5'), 'W1')).toBe(cell('d6'));
    expect(at(play(scene({ ...tg, pieces: { W1: 'd5' } }), 'W1 e5'), 'W1')).toBe(cell('f6'));
    expect(at(play(scene({ ...tg, pieces: { W1: 'd4' } }), 'W1 e5'), 'W1')).toBe(cell('d6'));
    expect(at(play(scene({ ...tg, pieces: { W1: 'e6' } }), 'W1 e5'), 'W1')).toBe(cell('f4'));
  });
});
