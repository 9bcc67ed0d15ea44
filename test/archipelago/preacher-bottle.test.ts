/**
 * The end-of-turn bottle handed to the preaching missionary of any crew (docs/RULES.md A-B23,
 * the lead's ruling, session 20): line 918 "станет самым что ни на есть обычным пиратом той же
 * команды, за которую проповедовал до этого" names the crew he preached for, which matters only
 * when the giver is of another; "Каждый уважающий себя пират старается понравиться святому
 * отцу" says any pirate. The giver's crew pays (line 882); the same reach as A-R29 / A-B21 (on
 * land, in the water, aboard; not lost in the caves, A-B9). And what a bottle does to one
 * standing in a labyrinth: the preacher on its last step turns pirate.
 * Scenes of island 1 (scene.ts): the yellow ship lies on i6, whose only land neighbour is h6;
 * the sea cell i5 touches h6; d4 and e5 are neighbours. Expected lists worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import {
  ABOARD, BOTTLES, CAVED, CONVERTED, FALLEN, LAB_MASK, LAB_SHIFT, MISSIONARY, P_CELL, P_CREW, P_STAT, State, TURN,
} from '../../src/archipelago/state.js';
import { cell, legal, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const lab = (s: State, p: number): number => (s.u8[P_STAT + p] & LAB_MASK) >> LAB_SHIFT;

describe('A-B23: a bottle to the preaching missionary of any crew (line 918)', () => {
  for (const [mode, crew, whose] of [['2p', 1, 'the enemy'], ['4p', 3, 'the enemy'], ['2v2', 2, 'the ally\'s']] as const) {
    it(`${mode}, ${whose} preacher on land: offered to the pirate who came next to him; he turns pirate of HIS crew, paid from the giver's store`, () => {
      const bottles = mode === '2p' ? [1, 1] : [1, 1, 1, 1];
      const s = scene({ mode, pieces: { W1: 'd3' }, missionary: { at: 'e5', crew }, bottles });
      play(s, 'W1 d4');
      expect(legal(s).sort()).toEqual(['bottle M', 'no bottle']); // the turn used to pass: only his own crew's preacher was offered
      play(s, 'bottle M');
      expect([s.u8[P_CREW + MISSIONARY], s.u8[P_STAT + MISSIONARY] & CONVERTED, s.u8[P_CELL + MISSIONARY]]).toEqual([crew, CONVERTED, cell('e5')]);
      expect([s.v[BOTTLES + 0], s.v[BOTTLES + crew]]).toEqual([0, 1]);
      sound(s);
    });
  }

  it('the converted enemy missionary is a pirate of his crew: he moves on his crew\'s turn, and a white pirate may strike him', () => {
    const s = play(scene({ pieces: { W1: 'd3', W2: 'f4' }, missionary: { at: 'e5', crew: 1 }, bottles: [1, 0] }), 'W1 d4', 'bottle M');
    expect(s.v[TURN]).toBe(1);
    expect(legal(s)).toContain('M f5');
    play(s, 'M f5');
    expect(legal(s)).toContain('W2 f5'); // only a fighter may be struck: the preacher "сам не может быть атакован" (914)
  });

  it('the enemy preacher aboard his ship (A-R29) or swimming: handed the bottle from the land next to him', () => {
    for (const [where, at] of [['aboard', ABOARD + 1], ['in the water', cell('i5')]] as const) {
      const s = scene({ pieces: { W1: 'g6' }, missionary: { at: 'e5', crew: 1 }, bottles: [1, 0] });
      s.u8[P_CELL + MISSIONARY] = at;
      expect(legal(play(s, 'W1 h6')).sort(), where).toEqual(['bottle M', 'no bottle']);
      play(s, 'bottle M');
      expect([s.u8[P_STAT + MISSIONARY] & CONVERTED, s.u8[P_CREW + MISSIONARY], s.u8[P_CELL + MISSIONARY]], where).toEqual([CONVERTED, 1, at]);
    }
  });

  it('not offered: lost in the caves (A-B9), two cells away, the giver\'s store empty, the turn of the preacher\'s own crew without a giver next to him', () => {
    const caved = scene({ open: { e5: 'cave' }, pieces: { W1: 'd3' }, missionary: { at: 'e5', crew: 1 }, bottles: [1, 0] });
    caved.u8[P_STAT + MISSIONARY] = CAVED;
    expect(play(caved, 'W1 d4').v[TURN]).toBe(1);
    expect(play(scene({ pieces: { W1: 'd3' }, missionary: { at: 'f5', crew: 1 }, bottles: [1, 0] }), 'W1 d4').v[TURN]).toBe(1);
    expect(play(scene({ pieces: { W1: 'd3' }, missionary: { at: 'e5', crew: 1 }, bottles: [0, 1] }), 'W1 d4').v[TURN]).toBe(1);
  });
});

describe('A-B23: a bottle to one standing in a labyrinth', () => {
  it('the enemy preacher inside a labyrinth turns pirate where he stands (no leading out another crew\'s piece)', () => {
    const s = scene({ open: { e5: 'lab3' }, pieces: { W1: 'd3' }, missionary: { at: 'e5', crew: 1 }, bottles: [1, 0] });
    s.u8[P_STAT + MISSIONARY] = 1 << LAB_SHIFT;
    play(s, 'W1 d4', 'bottle M');
    expect([s.u8[P_STAT + MISSIONARY] & CONVERTED, lab(s, MISSIONARY)]).toEqual([CONVERTED, 1]);
  });

  it('the crew\'s own preacher on the labyrinth\'s last step turns pirate (the bottle was spent on leading him out, where he was)', () => {
    const s = scene({ open: { e5: 'lab3' }, pieces: { W1: 'd3' }, missionary: { at: 'e5', crew: 0 }, bottles: [1, 0] });
    s.u8[P_STAT + MISSIONARY] = 3 << LAB_SHIFT;
    play(s, 'W1 d4', 'bottle M');
    expect([s.u8[P_STAT + MISSIONARY] & CONVERTED, s.v[BOTTLES + 0]]).toEqual([CONVERTED, 0]);
  });
});

/**
 * A-B25 (ruling, changed, session 21): the crew's own preacher, fallen in a pit or inside a
 * labyrinth, has two different bottles. Line 772's use ("выбраться кем-нибудь из ямы … или из
 * лабиринта"), open wherever he is, raises him or takes him to the last step, and he preaches
 * on (`bottle M`, as before); line 918's gift ("получит в подарок … станет самым что ни на есть
 * обычным пиратом"), open only to the piece that moved standing on or next to him ("с соседней
 * клетки, придя на неё"), makes him a pirate where he is (`bottle M gift`): on his step of the
 * labyrinth, and still fallen in the pit (918 raises no one; a comrade or another bottle does,
 * lines 762, 772). One bottle a turn (A-R18).
 */
describe('A-B25: the own preacher in a pit or a labyrinth: line 772\'s use or line 918\'s gift', () => {
  it('inside a labyrinth, the pirate who came next to him: both offered; the gift makes him a pirate on his step', () => {
    const s = scene({ open: { e5: 'lab3' }, pieces: { W1: 'd3' }, missionary: { at: 'e5', crew: 0 }, bottles: [2, 0] });
    s.u8[P_STAT + MISSIONARY] = 1 << LAB_SHIFT;
    play(s, 'W1 d4');
    expect(legal(s).sort()).toEqual(['bottle M', 'bottle M gift', 'no bottle']);
    play(s, 'bottle M gift');
    expect([s.u8[P_STAT + MISSIONARY] & CONVERTED, lab(s, MISSIONARY), s.u8[P_CELL + MISSIONARY], s.u8[P_CREW + MISSIONARY]]).toEqual([CONVERTED, 1, cell('e5'), 0]);
    expect([s.v[BOTTLES + 0], s.v[TURN]]).toEqual([1, 1]); // one bottle a turn: the second stays in the store
    sound(s);
  });

  it('inside a labyrinth: `bottle M` keeps its meaning (line 772): led to the last step, a preacher still', () => {
    const s = scene({ open: { e5: 'lab3' }, pieces: { W1: 'd3' }, missionary: { at: 'e5', crew: 0 }, bottles: [1, 0] });
    s.u8[P_STAT + MISSIONARY] = 1 << LAB_SHIFT;
    play(s, 'W1 d4', 'bottle M');
    expect([s.u8[P_STAT + MISSIONARY] & CONVERTED, lab(s, MISSIONARY), s.v[BOTTLES + 0]]).toEqual([0, 3, 0]);
    sound(s);
  });

  it('fallen in a pit, the pirate who came next to him: the gift makes him a pirate who lies there still; the next turn\'s bottle raises him (772)', () => {
    const s = scene({ open: { e5: 'pit' }, pieces: { W1: 'd3', W2: 'f6' }, missionary: { at: 'e5', crew: 0 }, bottles: [2, 0] });
    s.u8[P_STAT + MISSIONARY] = FALLEN;
    play(s, 'W1 d4');
    expect(legal(s).sort()).toEqual(['bottle M', 'bottle M gift', 'no bottle']);
    play(s, 'bottle M gift');
    expect([s.u8[P_STAT + MISSIONARY] & (CONVERTED | FALLEN), s.v[BOTTLES + 0]]).toEqual([CONVERTED | FALLEN, 1]);
    sound(s);
    expect(legal(s).some((t) => t.startsWith('M '))).toBe(false); // yellow's turn: he is not theirs
    play(s, 'sail j7');
    expect(legal(s).some((t) => t.startsWith('M '))).toBe(false); // fallen: he waits for a comrade (762)
    play(s, 'W2 g6');
    expect(legal(s).sort()).toEqual(['bottle M', 'no bottle']); // a pirate now: raised, never "given" again
    play(s, 'bottle M');
    expect(s.u8[P_STAT + MISSIONARY] & (CONVERTED | FALLEN)).toBe(CONVERTED);
  });

  it('fallen in a pit: `bottle M` raises him, a preacher still', () => {
    const s = scene({ open: { e5: 'pit' }, pieces: { W1: 'd3' }, missionary: { at: 'e5', crew: 0 }, bottles: [1, 0] });
    s.u8[P_STAT + MISSIONARY] = FALLEN;
    play(s, 'W1 d4', 'bottle M');
    expect(s.u8[P_STAT + MISSIONARY] & (CONVERTED | FALLEN)).toBe(0);
  });

  it('the pirate who came onto his labyrinth: the gift from his own cell, beside the pirate\'s own way out', () => {
    const s = scene({ open: { e5: 'lab3' }, pieces: { W1: 'd4' }, missionary: { at: 'e5', crew: 0 }, bottles: [1, 0] });
    s.u8[P_STAT + MISSIONARY] = 2 << LAB_SHIFT;
    play(s, 'W1 e5');
    expect(legal(s).sort()).toEqual(['bottle M', 'bottle M gift', 'bottle W1', 'no bottle']);
    play(s, 'bottle M gift');
    expect([s.u8[P_STAT + MISSIONARY] & CONVERTED, lab(s, MISSIONARY), lab(s, 0)]).toEqual([CONVERTED, 2, 1]);
    sound(s);
  });

  it('no gift out of reach: two cells from the piece that moved, or the preacher himself the one who moved', () => {
    const far = scene({ open: { e5: 'lab3' }, pieces: { W1: 'g6' }, missionary: { at: 'e5', crew: 0 }, bottles: [1, 0] });
    far.u8[P_STAT + MISSIONARY] = 1 << LAB_SHIFT;
    expect(legal(play(far, 'W1 h6')).sort()).toEqual(['bottle M', 'no bottle']);
    const self = scene({ open: { e5: 'lab3' }, pieces: {}, missionary: { at: 'e5', crew: 0 }, bottles: [1, 0] });
    self.u8[P_STAT + MISSIONARY] = 1 << LAB_SHIFT;
    expect(legal(play(self, 'M in')).sort()).toEqual(['bottle M', 'no bottle']); // he carries nothing, a bottle neither (920)
  });
});
