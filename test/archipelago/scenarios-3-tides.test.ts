/**
 * Black-box scenarios, third pass (session 25): Jolly Roger and the Isle of Tides (the tide,
 * the palm, Roger's wheel, the elephant tortoise) and the earthquake. Each scene and its
 * expected result was written from the text (full-rules-ru.txt lines 930, 1010-1050) and the
 * rulings of record (docs/RULES.md A-R16, A-J1..A-J13) before the engine was read; each test
 * names the passage it checks by line. Hand-built scenes of island 1 (scene.ts):
 *
 *   island 1      d3 e3 f3 g3             (row 3; beach d3 g3)
 *              c4 d4 e4 f4 g4 h4          (row 4; beach c4 h4)
 *              c5 d5 e5 f5                (row 5; g5, h5 sea)
 *              c6 d6 e6 f6 g6 h6          (row 6; beach c6 h6)
 *                 d7 e7 f7 g7             (row 7; beach d7 g7)
 *
 * white's ship at b4 (against c4), yellow's at i6 (against h6); g7 face down unless given.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import {
  ABOARD, BEAR, BEN_GUNN, CART, CAVED, COINS, CONVERTED, FRIDAY, LOST, OUT, P_CELL, P_CREW, P_STAT, SCORE, State, TERRAIN, TILE, TORTOISE, TORTOISE_CREW, UP,
} from '../../src/archipelago/state.js';
import { Kind } from '../../src/archipelago/tiles.js';
import { at, cell, legal, PIECE, play, scene, type Scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const picks = (s: State, kind: string): string[] => legal(s).filter((t) => t.startsWith(`${kind} `)).map((t) => t.slice(kind.length + 1)).sort();
const up = (s: State, name: string): boolean => ((s.v[UP] >> PIECE(name)) & 1) !== 0;
/** Ben Gunn or Friday placed for a crew (a cell, or `ship`). */
function islander(s: State, p: number, where: string, crew: number): State {
  s.u8[P_CELL + p] = where === 'ship' ? ABOARD + crew : cell(where);
  s.u8[P_CREW + p] = crew; s.u8[P_STAT + p] = p === BEN_GUNN ? CONVERTED : 0;
  return s;
}
function withTortoise(c: string, x: Scene = {}): State {
  const s = scene(x);
  s.v[TORTOISE] = cell(c); s.v[TORTOISE_CREW] = 0;
  return s;
}

describe('the tide (line 1050: "Клетки должны быть возле воды. Вплотную к клетке не должен стоять корабль. На клетке не должно быть никаких предметов или персонажей")', () => {
  it('line 1050: a swimmer beside a beach cell does not keep the tide off it; only a ship does, and only beach is taken', () => {
    // Y1 swims at c3, next to d3 and c4; white's ship at b4 keeps c4, yellow's at i6 keeps h6.
    const s = scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4', Y1: 'c3' } });
    play(s, 'W1 e4');
    expect(picks(s, 'tide')).toEqual(['c6', 'd3', 'd7', 'g3', 'g7', 'h4']); // no forest or mountain by the water (c5, f5, e3...)
    sound(s);
  });

  it('line 1050: "Уберите в коробку три клетки пляжа": once begun the finder owes every pick, there is no stopping after one', () => {
    const s = scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4' } });
    play(s, 'W1 e4', 'tide d3');
    expect(legal(s).length).toBeGreaterThan(0);
    expect(legal(s).every((t) => t.startsWith('tide '))).toBe(true);
    play(s, 'tide g3');
    expect(legal(s).every((t) => t.startsWith('tide '))).toBe(true);
  });

  it('line 1050 with 984: a pirate lost in a cave on the beach is a character there: the tide leaves the cell', () => {
    const s = scene({ open: { d3: 'cave' }, closed: { e4: 'tide' }, pieces: { W1: 'd4', W2: 'd3' } });
    s.u8[P_STAT + PIECE('W2')] = CAVED;
    play(s, 'W1 e4');
    expect(picks(s, 'tide')).not.toContain('d3');
    expect(picks(s, 'tide')).toContain('g3');
  });

  it('line 1050 with 930: a washed cell is sea, no cell of the island: a later earthquake does not pick it', () => {
    const s = scene({ closed: { e4: 'tide', f5: 'earthquake' }, pieces: { W1: 'd4', W2: 'f4' } });
    play(s, 'W1 e4', 'tide d3', 'tide g3', 'tide h4', 'sail i7', 'W2 f5');
    const q = picks(s, 'quake');
    for (const c of ['d3', 'g3', 'h4']) expect(q).not.toContain(c);
    expect(q).toContain('e3');
  });

  it('line 1050: a ship touching a beach cell only at a corner still stands "вплотную" (A-J10: 8 neighbours)', () => {
    const s = scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4' }, ships: { W: 'b5' } }); // b5 touches c4 and c6 at corners
    play(s, 'W1 e4');
    expect(picks(s, 'tide')).toEqual(['d3', 'd7', 'g3', 'g7', 'h4']);
  });

  it('line 1050: no characters: the missionary, Ben Gunn, Friday and the bear each keep their beach cell', () => {
    const s = scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4' }, missionary: { at: 'd3', crew: 1 }, bear: { at: 'd7', crew: 1 } });
    islander(s, BEN_GUNN, 'g3', 1); islander(s, FRIDAY, 'h4', 1);
    play(s, 'W1 e4');
    expect(picks(s, 'tide')).toEqual(['c6', 'g7']);
    sound(s);
  });

  it('line 1050 with 684: a washed cell is sea: a swimmer swims into it, a pirate on the land beside it may not step in', () => {
    const s = scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4', W2: 'e3', Y1: 'c3' } });
    play(s, 'W1 e4', 'tide d3', 'tide g3', 'tide h4');
    expect(s.u8[TERRAIN + cell('d3')]).toBe(0);
    expect(legal(s)).toContain('Y1 d3'); // yellow's turn: along the shore into the new sea
    play(s, 'Y1 d3');
    expect(legal(s)).not.toContain('W2 d3'); // nobody jumps from the land into the sea (line 684)
    expect(legal(s)).not.toContain('W2 f2');
    sound(s);
  });

  it('line 1050 with 1102: a closed chest the tide takes never pays its coins; with every other tile open and no coin left the game is over', () => {
    const s = scene({ closed: { e4: 'tide', g7: 'chest3' }, pieces: { W1: 'd4' } });
    play(s, 'W1 e4', 'tide g7', 'tide d3');
    expect(G.isTerminal(s)).toBe(false); // one pick owed
    play(s, 'tide h4');
    expect(G.isTerminal(s)).toBe(true);
    expect(s.u8[COINS + cell('g7')]).toBe(0);
    expect(G.outcome(s).scores).toEqual([0, 0]);
  });

  it('line 930 with 1050: a beach tile the earthquake moved inland is no longer by the water, and the mountain tile moved to the shore is no beach', () => {
    // The quake swaps d3 (beach) and e5 (mountain) with their backs (A-R16); then the tide is found on f4.
    const s = scene({ closed: { d4: 'earthquake', f4: 'tide' }, pieces: { W1: 'c4', W2: 'g4' } });
    play(s, 'W1 d4', 'quake d3', 'quake e5', 'sail i7', 'W2 f4');
    expect(picks(s, 'tide')).toEqual(['c6', 'd7', 'g3', 'g7', 'h4']);
    sound(s);
  });
});

describe('the palm (lines 1038-1042)', () => {
  it('line 1038: "можно заходить как на пустышку": a pirate brings a coin onto the palm cell and is struck there like on an empty tile', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'd4', Y1: 'f4' }, coins: { d4: 1 } });
    play(s, 'W1 e4$');
    expect(s.u8[COINS + cell('e4')]).toBe(1);
    play(s, 'Y1 e4'); // not up the palm: struck
    expect(at(s, 'W1')).toBe(ABOARD + 0);
    expect(at(s, 'Y1')).toBe(cell('e4'));
    sound(s);
  });

  it('line 1042: "Нельзя залезать на занятую пальму": a comrade standing below does not occupy it; he may climb up', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', W2: 'e4' } });
    expect(legal(s)).toEqual(expect.arrayContaining(['W1 up', 'W2 up']));
    play(s, 'W1 up');
    expect(up(s, 'W1')).toBe(true);
    play(s, 'sail i7');
    expect(legal(s)).not.toContain('W2 up');
  });

  it('line 1042: "С пальмы нельзя слезать, пока внизу кто-то стоит": a coin lying below is no one, so he climbs down', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4' }, coins: { e4: 2 } });
    s.v[UP] |= 1 << PIECE('W1');
    expect(legal(s)).toContain('W1 down');
    play(s, 'W1 down');
    expect([up(s, 'W1'), at(s, 'W1'), s.u8[COINS + cell('e4')]]).toEqual([false, cell('e4'), 2]);
  });

  it('line 1040: the bear coming onto the palm cell bites the pirate standing below, not the one up the palm', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', W2: 'e4' }, bear: { at: 'e5', crew: 0 } });
    s.v[UP] |= 1 << PIECE('W1');
    play(s, 'W3 c4'); // white's turn ends: the bear steps from e5 to W2, one step away
    expect(s.v[BEAR]).toBe(cell('e4'));
    expect(at(s, 'W2')).toBe(ABOARD + 0);
    expect([at(s, 'W1'), up(s, 'W1')]).toEqual([cell('e4'), true]);
    sound(s);
  });

  it('line 930 with 1040: the earthquake does not pick the palm a pirate sits up (someone is there)', () => {
    const s = scene({ open: { e4: 'palm' }, closed: { d5: 'earthquake' }, pieces: { W1: 'e4', W2: 'c5' } });
    s.v[UP] |= 1 << PIECE('W1');
    play(s, 'W2 d5');
    const q = picks(s, 'quake');
    expect(q).not.toContain('e4');
    expect(q).not.toContain('d5');
    expect(q).toContain('f4');
  });
});

describe("Roger's wheel (lines 1012-1014: \"он перемещается по направлению стрелок\")", () => {
  it('line 1012 with 1065: the wheel pointing into the sea: the pirate swims and his coin sinks', () => {
    const s = scene({ open: { d3: 'wheel' }, pieces: { W1: 'd4' }, coins: { d4: 1 } }); // north: d2, the sea
    play(s, 'W1 d3$');
    expect(at(s, 'W1')).toBe(cell('d2'));
    expect([s.u8[COINS + cell('d4')], s.u8[COINS + cell('d3')], s.v[SCORE], s.v[LOST]]).toEqual([0, 0, 0, 1]);
    sound(s);
  });

  it('line 1012 with 1069: the wheel pointing at the own ship: aboard with the coin, which is his', () => {
    const s = scene({ open: { c4: 'wheel/3' }, pieces: { W1: 'd4' }, coins: { d4: 1 } }); // west: b4, white's ship
    play(s, 'W1 c4$');
    expect([at(s, 'W1'), s.v[SCORE]]).toEqual([ABOARD + 0, 1]);
  });

  it('line 754 with 1012: ice after the wheel goes on the same way ("если пришли по стрелке — продолжайте движение в том же направлении")', () => {
    const s = scene({ open: { e5: 'wheel', e4: 'ice' }, pieces: { W1: 'd5' } }); // wheel north to e4, the ice north again to e3
    play(s, 'W1 e5');
    expect(at(s, 'W1')).toBe(cell('e3'));
  });

  it('line 780 with 1012, 1092: the crocodile sends him back onto the wheel, which points the same way until the turn ends: a cycle, he dies, the coin stays where he began', () => {
    const s = scene({ open: { e5: 'wheel', e4: 'crocodile' }, pieces: { W1: 'd5' }, coins: { d5: 1 } });
    play(s, 'W1 e5$');
    expect(at(s, 'W1')).toBe(OUT);
    expect(s.u8[COINS + cell('d5')]).toBe(1);
    sound(s);
  });

  it('line 1012 with 1075: the wheel carrying him onto an enemy strikes it, and his coin stays where he began (a pirate strikes with empty hands)', () => {
    const s = scene({ open: { e4: 'wheel' }, pieces: { W1: 'd4', Y1: 'e3' }, coins: { d4: 1 } });
    play(s, 'W1 e4$');
    expect([at(s, 'W1'), at(s, 'Y1')]).toEqual([cell('e3'), ABOARD + 1]);
    expect([s.u8[COINS + cell('d4')], s.u8[COINS + cell('e3')]]).toEqual([1, 0]);
    sound(s);
  });

  it('line 898 with 1012: tiles do not act on the bear: it steps onto the wheel and stays there', () => {
    // The bear on d6 goes for W1 on f3 (three away): d5 and e5 are both two from f3, the diagonal e5 first.
    const s = scene({ open: { e5: 'wheel' }, pieces: { W1: 'f4' }, bear: { at: 'd6', crew: 0 } });
    play(s, 'W1 f3');
    expect(s.v[BEAR]).toBe(cell('e5'));
    expect(s.u8[TILE + cell('e5')] >> 6).toBe(0); // and nobody passed the wheel: it did not turn
  });
});

describe('the elephant tortoise (lines 1022-1028)', () => {
  it('line 1024: "Она никого не атакует": walking onto an enemy pirate, it strikes nobody', () => {
    const s = withTortoise('c4', { pieces: { W1: 'e5', Y1: 'd3' } });
    play(s, 'W1 e6'); // white's turn ends: the tortoise walks from c4 to d3 (A-J3)
    expect(s.v[TORTOISE]).toBe(cell('d3'));
    expect(at(s, 'Y1')).toBe(cell('d3'));
    sound(s);
  });

  it('line 1022 with 1050: "по крайним клеткам острова": after the tide took d3 the tortoise on c4 walks to d4, now on the shore', () => {
    const s = withTortoise('c4', { closed: { e4: 'tide' }, pieces: { W1: 'e5' } });
    play(s, 'W1 e4', 'tide d3', 'tide g3', 'tide h4'); // white's turn ends with the picks: the tortoise walks
    expect(s.v[TORTOISE]).toBe(cell('d4'));
    sound(s);
  });

  it('line 1024: "её никто не атакует": a pirate steps onto its cell and both stay', () => {
    const s = withTortoise('d3', { pieces: { Y1: 'd4' }, turn: 1 });
    expect(legal(s)).toContain('Y1 d3');
    play(s, 'Y1 d3');
    expect([s.v[TORTOISE], at(s, 'Y1')]).toEqual([cell('d3'), cell('d3')]);
  });

  it('line 1024: "Клетки ... на неё не действуют": it stops on an arrow and walks on from there', () => {
    const s = withTortoise('c4', { open: { d3: 'arrow1' }, pieces: { W1: 'e5' } }); // the arrow points north-east, into the sea
    play(s, 'W1 e6');
    expect(s.v[TORTOISE]).toBe(cell('d3'));
    play(s, 'sail i7', 'W1 e5');
    expect(s.v[TORTOISE]).toBe(cell('e3'));
  });

  it('line 1026: a swimmer climbs out onto its cell where a coin lies (a coin is no character); nowhere else on the shore', () => {
    const s = withTortoise('d3', { pieces: { W1: 'c3' }, coins: { d3: 1 } });
    expect(legal(s)).toContain('W1 d3');
    expect(legal(s)).not.toContain('W1 c4');
    play(s, 'W1 d3');
    expect([at(s, 'W1'), s.u8[COINS + cell('d3')]]).toEqual([cell('d3'), 1]);
    sound(s);
  });

  it('line 1026 with 685: the swimmer climbing out onto the tortoise on a closed tile turns it over (the tortoise opens nothing, the pirate does)', () => {
    const s = withTortoise('d3', { closed: { d3: 'chest2' }, pieces: { W1: 'c3' } });
    play(s, 'W1 d3');
    expect([at(s, 'W1'), s.u8[COINS + cell('d3')], s.u8[TILE + cell('d3')] & 63]).toEqual([cell('d3'), 2, Kind.Empty]);
    sound(s);
  });

  it('line 1026: "Вылезти можно, если на клетке нет других персонажей": not while a comrade stands there', () => {
    const s = withTortoise('d3', { pieces: { W1: 'c3', W2: 'd3' } });
    expect(legal(s)).not.toContain('W1 d3');
  });
});

describe('the earthquake (line 930: "Поменяйте местами 2 любые клетки, где никто не стоит, и ничего не лежит")', () => {
  it('line 930 with 976: the cart lying on a cell keeps it out of the swap; a closed tile may be swapped, a coin\'s cell and the bear\'s may not', () => {
    const s = scene({ closed: { d4: 'earthquake', e6: 'empty' }, pieces: { W1: 'c4' }, coins: { e5: 1 }, bear: { at: 'f5', crew: 1 } });
    s.v[CART] = cell('f4');
    play(s, 'W1 d4');
    const q = picks(s, 'quake');
    for (const c of ['f4', 'e5', 'f5', 'd4']) expect(q).not.toContain(c);
    expect(q).toEqual(expect.arrayContaining(['e6', 'g7', 'e4', 'd3']));
  });

  it('line 930: "Можно менять клетки разных ландшафтов — горы с пляжем": the tiles change places with their backs', () => {
    const s = scene({ closed: { d4: 'earthquake' }, open: { e5: 'ice' }, pieces: { W1: 'c4' } });
    const beach = s.u8[TERRAIN + cell('d3')], mountain = s.u8[TERRAIN + cell('e5')];
    expect(beach).not.toBe(mountain);
    play(s, 'W1 d4', 'quake d3', 'quake e5');
    expect([s.u8[TERRAIN + cell('d3')], s.u8[TERRAIN + cell('e5')]]).toEqual([mountain, beach]);
    expect(s.u8[TILE + cell('d3')] & 63).toBe(Kind.Ice); // the ice is on d3 now
    sound(s);
  });
});
