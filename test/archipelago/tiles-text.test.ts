/**
 * Tile paragraphs of the Archipelago text (full-rules-ru.txt lines 700-1000) and the rules
 * of moving and fighting (lines 666-1100) not pinned by rules.test.ts or the expansion tests:
 * one scenario per sentence, named by its line (docs/RULES.md "Coverage: Archipelago tiles").
 * Expected squares are worked out by hand on island 1's picture (scene.ts): ships W b4,
 * Y i6; row 4 c4 (beach) d4 e4 f4 g4 h4, row 5 c5 d5 e5 f5, row 6 c6 d6 e6 f6 g6 h6.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import {
  ABOARD, BEAR, BOTTLES, COINS, FALLEN, LAB_MASK, LAB_SHIFT, LOST, OUT, P_STAT, PHASE, Phase, SCORE, State, statesEqual, TILE,
} from '../../src/archipelago/state.js';
import { fromPosition, toPosition } from '../../src/archipelago/position.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);

describe('tiles that throw (lines 856-872)', () => {
  it('line 856: the trampoline throws over one cell onto the own ship, with the coin', () => {
    const s = play(scene({ pieces: { W1: 'e4' }, coins: { e4: 1 }, open: { d4: 'trampoline' } }), 'W1 d4$');
    expect(legal(s)).toContain('> b4');
    play(s, '> b4');
    expect([at(s, 'W1'), s.v[SCORE]]).toEqual([ABOARD + 0, 1]);
    sound(s);
  });
  it('line 872: the cannon throws the pirate with his coin onto his own ship; onto an enemy\'s he dies', () => {
    // cannon/3 points west: from d4 over c4 to the sea b4.
    const own = play(scene({ pieces: { W1: 'e4' }, coins: { e4: 1 }, open: { d4: 'cannon/3' } }), 'W1 d4$');
    expect([at(own, 'W1'), own.v[SCORE]]).toEqual([ABOARD + 0, 1]);
    sound(own);
    const enemy = play(scene({ pieces: { W1: 'e4' }, open: { d4: 'cannon/3' }, ships: { W: 'b6', Y: 'b4' } }), 'W1 d4');
    expect(at(enemy, 'W1')).toBe(OUT);
  });
  it('line 754: after a knight\'s jump the ice offers a knight\'s jump again', () => {
    // c4 -> d4 (horse) -> f5 (ice): from f5 the jumps land on d4, d6, e3, g3, h4, h6, e7, g7 (all land).
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'horse', f5: 'ice' } }), 'W1 d4', '> f5');
    expect(s.v[PHASE]).toBe(Phase.Choose);
    // Any knight's jump, not only the same one again (h6), as the classic FAQ (line 494) answers
    // the same sentence: "Направление буквы «Г» для второго хода — произвольное".
    expect(legal(s).sort()).toEqual(['> d4', '> d6', '> e3', '> e7', '> g3', '> g7', '> h4', '> h6']);
    const back = fromPosition(toPosition(s)); // the jump owed on the ice survives the position format
    if (!(back instanceof State)) throw new Error(JSON.stringify(back));
    expect(statesEqual(back, s)).toBe(true);
    expect(legal(back).sort()).toEqual(legal(s).sort());
    play(s, '> d6');
    expect(at(s, 'W1')).toBe(cell('d6'));
    sound(s);
  });
});

describe('the musket (line 828)', () => {
  it('line 828: the shot flies straight across the whole island, over a bay, to the first pirate on land beyond it; not a swimmer', () => {
    // W1 turns the musket over on g4 and shoots south: g5 is sea (the bay of island 1's row 5),
    // Y2 swims there; g6 beyond is land, where Y1 stands.
    const s = play(scene({ pieces: { W1: 'f4', Y1: 'g6', Y2: 'g5' }, closed: { g4: 'musket' } }), 'W1 g4', 'shoot S');
    expect([at(s, 'Y1'), at(s, 'Y2')]).toEqual([ABOARD + 1, cell('g5')]);
    sound(s);
  });
});

describe('the bear (lines 898-904)', () => {
  it('line 898: it walks over closed tiles without opening them, and arrows do not act on it', () => {
    // From d4 towards W1 on g4 its step is diagonal (line 900): e3 or e5, both given the same tile.
    const s = scene({ pieces: { W1: 'g4' }, bear: { at: 'd4', crew: 0 }, closed: { e3: 'chest2', e5: 'chest2' } });
    play(s, 'sail b3');
    expect([cell('e3'), cell('e5')]).toContain(s.v[BEAR]);
    expect(s.u8[TILE + s.v[BEAR]]).toBe(0);
    const a = scene({ pieces: { W1: 'g4' }, bear: { at: 'd4', crew: 0 }, open: { e3: 'arrow1', e5: 'arrow1' } });
    play(a, 'sail b3');
    expect([cell('e3'), cell('e5')]).toContain(a.v[BEAR]); // it stands on the arrow
  });
  it('line 898: with every pirate aboard it stands still', () => {
    const s = scene({ bear: { at: 'e5', crew: 0 } });
    play(s, 'sail b3');
    expect(s.v[BEAR]).toBe(cell('e5'));
  });
  it('line 902: catching the missionary it kills him for good', () => {
    // From e5 the one step nearer W1 on g3 is f4, where the missionary stands.
    const s = scene({ bear: { at: 'e5', crew: 0 }, missionary: { at: 'f4', crew: 1 }, pieces: { W1: 'g3' } });
    play(s, 'sail b3');
    expect(s.v[BEAR]).toBe(cell('f4'));
    expect(at(s, 'M')).toBe(OUT);
  });
});

describe('the missionary and the sanctuary (lines 836, 914-916)', () => {
  it('line 914: a pirate on his own missionary\'s cell does not strike', () => {
    const s = scene({ pieces: { W1: 'd4', Y1: 'e4' }, missionary: { at: 'd4', crew: 0 } });
    expect(legal(s)).not.toContain('W1 e4');
    expect(legal(s)).toContain('W1 e5');
  });
  it('line 916: the missionary does not revive pirates in the sanctuary', () => {
    const s = scene({ pieces: { W1: 'e4', W2: 'dead' }, open: { d5: 'sanctuary' }, missionary: { at: 'd5', crew: 0 } });
    expect(legal(s).filter((t) => t.startsWith('revive'))).toEqual([]);
  });
});

describe('bottles, pits, the bank and the smoke (lines 762-788, 882)', () => {
  it('line 772: a bottle takes a pirate out of a labyrinth onto its last step', () => {
    const s = scene({ pieces: { W1: 'd4', W2: 'c5' }, open: { d4: 'lab4' }, stat: { W1: 1 << LAB_SHIFT }, bottles: [1, 0] });
    play(s, 'W2 c6');
    expect(legal(s)).toContain('bottle W1');
    play(s, 'bottle W1');
    expect((s.u8[P_STAT + PIECE('W1')] & LAB_MASK) >> LAB_SHIFT).toBe(4);
    expect(s.v[BOTTLES]).toBe(0);
  });
  it('line 764: in 2v2 an ally raises the fallen from the pit', () => {
    const s = scene({ mode: '2v2', pieces: { W1: 'd4', B1: 'e4' }, open: { d4: 'pit' }, stat: { W1: FALLEN }, turn: 2 });
    play(s, 'B1 d4');
    expect(s.u8[P_STAT + PIECE('W1')] & FALLEN).toBe(0);
    expect(s.u8[P_STAT + PIECE('B1')] & FALLEN).toBe(0);
  });
  it('line 788: a coin lying in the bank with no pirate there is anyone\'s to take', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'bank' }, coins: { d4: 1 } }), 'W1 d4', 'sail h7');
    expect(legal(s)).toContain('W1 c4$');
  });
  it('line 882: in the smoke nobody commands another\'s bottles', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'f4', Y2: 'g4' }, open: { g4: 'pit' }, stat: { Y2: FALLEN }, closed: { d4: 'smoke' }, bottles: [0, 1] }), 'W1 d4');
    // Yellow's turn, decided by white: yellow's bottle may not be used.
    play(s, 'Y1 f5');
    expect(legal(s).some((t) => t.startsWith('bottle'))).toBe(false);
  });
});

describe('coins and the sea (lines 1062-1069)', () => {
  it('line 1065: a pirate reaching the sea with a coin swims on; the coin sinks', () => {
    // arrow1/3 on d4 points north-west, to the sea c3.
    const s = play(scene({ pieces: { W1: 'e5' }, coins: { e5: 1 }, open: { d4: 'arrow1/3' } }), 'W1 d4$');
    expect([at(s, 'W1'), s.v[LOST], s.u8[COINS + cell('e5')]]).toEqual([cell('c3'), 1, 0]);
  });
});
