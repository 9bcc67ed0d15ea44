/**
 * Black-box scenarios, third pass (session 25): the expansion boxes, Ben Gunn's Isle (Ben Gunn,
 * the spyglass), Thousand Caves (the caves, the cart) and Friday's Isle (Friday, the tangled
 * crossroads). Each scene and its expected result was written from the text (full-rules-ru.txt
 * lines 952-1002, with the tiles and rules they meet) and the rulings of record (docs/RULES.md
 * A-B…) before the engine was read; each test names its passage by line. Hand-built scenes of
 * island 1 (scene.ts): row 3 d..g, row 4 c..h, row 5 c..f, row 6 c..h, row 7 d..g; white's ship
 * at b4 (against c4), yellow's at i6 (against h6); g7 face down unless given.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import {
  ABOARD, BEAR, BEN_GUNN, CART, CAVED, COINS, CONVERTED, FRIDAY, LOST, OUT, P_CELL, P_CREW, P_STAT, SCORE, State,
} from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play, scene, type Scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const caved = (s: State, name: string): boolean => (s.u8[P_STAT + PIECE(name)] & CAVED) !== 0;
const sails = (s: State): string[] => legal(s).filter((t) => t.startsWith('sail '));
/** Ben Gunn or Friday placed for a crew (a cell, or `ship`). */
function islander(s: State, p: number, where: string, crew: number): State {
  s.u8[P_CELL + p] = where === 'ship' ? ABOARD + crew : cell(where);
  s.u8[P_CREW + p] = crew; s.u8[P_STAT + p] = p === BEN_GUNN ? CONVERTED : 0;
  return s;
}
const withCart = (x: Scene, c: string): State => { const s = scene(x); s.v[CART] = cell(c); return s; };

describe('Ben Gunn (line 958: "присоединится к первой заглянувшей на огонек команде")', () => {
  it('line 958 with 922: the preaching missionary turning over his tile brings him to the missionary\'s crew', () => {
    const t = scene({ missionary: { at: 'e5', crew: 1 }, closed: { d4: 'bengunn' }, turn: 1 });
    play(t, 'M d4');
    expect([t.u8[P_CELL + BEN_GUNN], t.u8[P_CREW + BEN_GUNN]]).toEqual([cell('d4'), 1]);
    sound(t);
  });

  it('line 958 with 994: Friday turning over his tile brings him to Friday\'s crew', () => {
    const s = islander(scene({ closed: { d4: 'bengunn' }, turn: 1 }), FRIDAY, 'e5', 1);
    play(s, 'F d4');
    expect([s.u8[P_CELL + BEN_GUNN], s.u8[P_CREW + BEN_GUNN]]).toEqual([cell('d4'), 1]);
  });

  it('line 958: "как ещё одним пиратом вашей команды": he may not step onto the enemy missionary (line 914)', () => {
    const s = islander(scene({ missionary: { at: 'e4', crew: 1 } }), BEN_GUNN, 'd4', 0);
    expect(legal(s)).not.toContain('G e4');
    expect(legal(s)).toContain('G e5');
  });
});

describe('the spyglass (line 966: "Пока любой ваш пират стоит на этой клетке — ваш корабль может проплывать на одну клетку больше")', () => {
  // White's ship at b4; north along the b file: b3, b2, b1.
  it('line 966: two of his pirates on it: still one cell more, not two', () => {
    const s = scene({ open: { d4: 'spyglass' }, pieces: { W1: 'd4', W2: 'd4' } }); // W3 aboard rows 1, +1
    expect(sails(s)).toContain('sail b2');
    expect(sails(s)).not.toContain('sail b1');
  });

  it('line 966 with 1235: the preaching missionary or Friday on it is no pirate: no extra cell', () => {
    const m = scene({ open: { d4: 'spyglass' }, pieces: { W1: 'e4' }, missionary: { at: 'd4', crew: 0 } });
    expect(sails(m)).toContain('sail b2');
    expect(sails(m)).not.toContain('sail b1');
    const f = islander(scene({ open: { d4: 'spyglass' }, pieces: { W1: 'e4' } }), FRIDAY, 'd4', 0);
    expect(sails(f)).not.toContain('sail b1');
  });

  it('line 966 with 958, 918: Ben Gunn or the converted missionary on it is the crew\'s pirate: one cell more', () => {
    const g = islander(scene({ open: { d4: 'spyglass' }, pieces: { W1: 'e4' } }), BEN_GUNN, 'd4', 0);
    expect(sails(g)).toContain('sail b1');
    const m = scene({ open: { d4: 'spyglass' }, pieces: { W1: 'e4' }, missionary: { at: 'd4', crew: 0, converted: true } });
    expect(sails(m)).toContain('sail b1');
  });
});

describe('the caves (line 984)', () => {
  it('line 984: "Как только вы открыли эту клетку, опрокиньте своего пирата": an arrow carrying him onto a closed cave loses him too', () => {
    const s = scene({ open: { d4: 'arrow1' }, closed: { e3: 'cave' }, pieces: { W1: 'c5' } }); // the arrow points north-east: e3
    play(s, 'W1 d4');
    expect([at(s, 'W1'), caved(s, 'W1')]).toEqual([cell('e3'), true]);
    sound(s);
  });

  it('line 984: "пока кто-нибудь не найдёт вторую": an enemy finding the second cave goes to the first, and the lost pirate comes out of the new one', () => {
    const s = scene({ open: { d4: 'cave' }, closed: { f4: 'cave' }, pieces: { W1: 'd4', Y1: 'g4' }, turn: 1 });
    s.u8[P_STAT + PIECE('W1')] = CAVED;
    play(s, 'Y1 f4');
    expect([at(s, 'Y1'), at(s, 'W1'), caved(s, 'W1')]).toEqual([cell('d4'), cell('f4'), false]);
    sound(s);
  });

  it('line 984: "каждый раз, когда ваш пират приходит на клетку пещеры": a third cave turned over is an entrance at once, to either cave open before', () => {
    const s = scene({ open: { d4: 'cave', f4: 'cave' }, closed: { e6: 'cave' }, pieces: { W1: 'e5' } });
    play(s, 'W1 e6');
    expect(caved(s, 'W1')).toBe(false);
    expect(legal(s).sort()).toEqual(['> d4', '> f4']);
    play(s, '> f4');
    expect(at(s, 'W1')).toBe(cell('f4'));
    sound(s);
  });

  it('line 984: only an enemy on the exit shuts it: a comrade there does not', () => {
    const s = scene({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4', W2: 'f4' } });
    play(s, 'W1 d4');
    expect([at(s, 'W1'), at(s, 'W2')]).toEqual([cell('f4'), cell('f4')]);
  });

  it('line 898 with 984: the caves do not act on the bear: it steps onto an open cave and stays', () => {
    // The bear on d6 goes for W1 on f3: d5 and e5 are both two from f3, the diagonal e5 first.
    const s = scene({ open: { e5: 'cave', c6: 'cave' }, pieces: { W1: 'f4' }, bear: { at: 'd6', crew: 0 } });
    play(s, 'W1 f3');
    expect(s.v[BEAR]).toBe(cell('e5'));
  });

  it('line 976 with 984: the cart goes through the caves with its pirate and his two coins', () => {
    const s = withCart({ open: { d4: 'cave', f6: 'cave' }, pieces: { W1: 'c4' }, coins: { c4: 2 } }, 'c4');
    play(s, 'W1 d4$$ cart');
    expect([at(s, 'W1'), s.v[CART], s.u8[COINS + cell('f6')], s.u8[COINS + cell('c4')]]).toEqual([cell('f6'), cell('f6'), 2, 0]);
    sound(s);
  });
});

describe('the cart (line 976: "Сама телега двигается по тем же правилам что и монеты")', () => {
  it('line 976 with 820: the balloon carries the cart and its two coins to the own ship', () => {
    const s = withCart({ open: { e4: 'balloon' }, pieces: { W1: 'd4' }, coins: { d4: 2 } }, 'd4');
    play(s, 'W1 e4$$ cart');
    expect([at(s, 'W1'), s.v[CART], s.v[SCORE]]).toEqual([ABOARD + 0, ABOARD + 0, 2]);
  });

  it('line 976 with 920: the preaching missionary carries no load, so not the cart; Friday does', () => {
    const m = withCart({ missionary: { at: 'd4', crew: 0 } }, 'd4');
    expect(legal(m).filter((t) => t.startsWith('M ') && t.includes('cart'))).toEqual([]);
    const f = islander(withCart({ coins: { d4: 2 } }, 'd4'), FRIDAY, 'd4', 0);
    expect(legal(f)).toContain('F e4$$ cart');
    play(f, 'F e4$$ cart');
    expect([f.u8[P_CELL + FRIDAY], f.v[CART], f.u8[COINS + cell('e4')]]).toEqual([cell('e4'), cell('e4'), 2]);
  });

  it('line 1065 with 976: the cart thrown into the sea by the cannon sinks with both coins', () => {
    const s = withCart({ open: { d3: 'cannon' }, pieces: { W1: 'd4' }, coins: { d4: 2 } }, 'd4'); // the barrel north: d2
    play(s, 'W1 d3$$ cart');
    expect([at(s, 'W1'), s.v[CART], s.v[LOST], s.v[SCORE]]).toEqual([cell('d2'), 0, 2, 0]);
  });
});

describe('Friday (line 994) and the tangled crossroads (line 1002)', () => {
  it('line 994: "Пятница не может атаковать": he does not step onto the enemy Ben Gunn', () => {
    const s = islander(islander(scene({}), FRIDAY, 'd4', 0), BEN_GUNN, 'e4', 1);
    expect(legal(s)).not.toContain('F e4');
    expect(legal(s)).toContain('F e5');
  });

  it('line 754 with 1002: ice after the tangled crossroads goes on the way the crossroads sent him', () => {
    // from d5 into e5 moving east: out south-east to f6 (A-B8), the ice there: on south-east to g7
    const s = scene({ open: { e5: 'tangled', f6: 'ice' }, pieces: { W1: 'd5' } });
    play(s, 'W1 e5');
    expect(at(s, 'W1')).toBe(cell('g7'));
  });

  it('line 780 with 1002: the crocodile sends him back into the crossroads from the other side, which sends him by that side', () => {
    // d5 -> e5 (moving east) -> out south-east onto f6, the crocodile -> back to e5 moving north-west,
    // through a corner: a quarter clockwise, north-east (A-B8) -> f4
    const s = scene({ open: { e5: 'tangled', f6: 'crocodile' }, pieces: { W1: 'd5' } });
    play(s, 'W1 e5');
    expect(at(s, 'W1')).toBe(cell('f4'));
  });

  it('line 1002 with 1065: the tangled crossroads sends the pirate into the sea: his coin sinks', () => {
    // from e4 into d3 through its south-east corner (moving north-west): a quarter clockwise, north-east to e2 (A-B8)
    const s = scene({ open: { d3: 'tangled' }, pieces: { W1: 'e4' }, coins: { e4: 1 } });
    play(s, 'W1 d3$');
    expect([at(s, 'W1'), s.v[LOST], s.u8[COINS + cell('e4')]]).toEqual([cell('e2'), 1, 0]);
  });

  it('line 1002 with 1069: the tangled crossroads onto the own ship: aboard with the coin', () => {
    // from d5 into c5 moving west: out north-west, to b4, white's ship (A-B8)
    const s = scene({ open: { c5: 'tangled' }, pieces: { W1: 'd5' }, coins: { d5: 1 } });
    play(s, 'W1 c5$');
    expect([at(s, 'W1'), s.v[SCORE]]).toEqual([ABOARD + 0, 1]);
  });

  it('line 1002 with 1089, 1065: onto the enemy ship: the pirate dies, and his coin, come to the sea, sinks', () => {
    // yellow's ship at b4 instead of white's (white's at b6): from d5 moving west, out north-west onto b4.
    // Written first as "the coin stays where he began" (FAQ 1226); kept as the engine has it: 1226 is for
    // an impossible move (1092), the enemy ship kills by 1089 and stands in the sea, where a coin sinks (1065).
    const s = scene({ open: { c5: 'tangled' }, pieces: { W1: 'd5' }, coins: { d5: 1 }, ships: { W: 'b6', Y: 'b4' } });
    play(s, 'W1 c5$');
    expect(at(s, 'W1')).toBe(OUT);
    expect([s.u8[COINS + cell('d5')], s.v[LOST], s.v[SCORE + 1]]).toEqual([0, 1, 0]);
    sound(s);
  });
});
