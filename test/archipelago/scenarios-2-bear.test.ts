/**
 * The second black-box scenario hunt on the Archipelago (session 24), the bear
 * (full-rules-ru.txt lines 894-904, with 796, 856, 864, 918, 958, 994 and FAQ 1265): positions
 * written from the text before reading how the engine plays them; the rest of the hunt is in scenarios-2.test.ts. Each test is
 * named after the passage's line. Scenes of island 1 (scene.ts):
 *
 *   island 1      d3 e3 f3 g3             (row 3, north)
 *              c4 d4 e4 f4 g4 h4          (row 4)
 *              c5 d5 e5 f5                (row 5; g5, h5 a bay)
 *              c6 d6 e6 f6 g6 h6          (row 6)
 *                 d7 e7 f7 g7             (row 7)
 *
 * Ships W b4, Y i6, B e8, R e2 unless placed. A scene's bear (`bear: { at, crew }`) steps at
 * the end of each turn of `crew`, its waker (line 898). The land's centre, for the bear's ties
 * between pirates equally near (line 900, A-R14), lies between e5 and f5: g3 is north-east of
 * it, g7 south-east, c5 west.
 */
import { describe, expect, it } from 'vitest';
import {
  ABOARD, BEAR, BEN_GUNN, COINS, CONVERTED, FALLEN, FRIDAY, LAB_MASK, LAB_SHIFT, OUT, P_CELL, P_CREW, P_STAT, State, TILE,
} from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play, scene, type Scene } from './scene.js';

const coins = (s: State, c: string): number => s.u8[COINS + cell(c)];
const bear = (s: State): number => s.v[BEAR];
const labStepOf = (s: State, name: string): number => (s.u8[P_STAT + PIECE(name)] & LAB_MASK) >> LAB_SHIFT;

describe('the bear (lines 898-904)', () => {
  it('line 900: on the shortest way it prefers the diagonal (d4 to f5: by e5, not e4)', () => {
    expect(bear(play(scene({ pieces: { Y1: 'f5' }, bear: { at: 'd4', crew: 0 } }), 'sail b3'))).toBe(cell('e5'));
  });
  it('line 900: two pirates equally near: the first clockwise from the north (g3 before g7)', () => {
    expect(bear(play(scene({ pieces: { Y1: 'g7', Y2: 'g3' }, bear: { at: 'e5', crew: 0 } }), 'sail b3'))).toBe(cell('f4'));
  });
  it('line 900: clockwise from the north, the south-east (g7) comes before the west (c5)', () => {
    expect(bear(play(scene({ pieces: { Y1: 'c5', Y2: 'g7' }, bear: { at: 'e5', crew: 0 } }), 'sail b3'))).toBe(cell('f6'));
  });
  it('line 898 "к ближайшему пирату": it walks to its waker\'s own pirate too', () => {
    expect(bear(play(scene({ pieces: { W1: 'g6' }, bear: { at: 'd4', crew: 0 } }), 'sail b3'))).toBe(cell('e5'));
  });
  it('line 898: all pirates aboard their ships, the bear stands still', () => {
    expect(bear(play(scene({ bear: { at: 'd4', crew: 0 } }), 'sail b3'))).toBe(cell('d4'));
  });
  it('line 898 "ходит по закрытым клеткам, не открывая их": it steps onto a closed tile, which stays closed', () => {
    const s = play(scene({ pieces: { Y1: 'f6' }, closed: { e5: 'chest1' }, bear: { at: 'd4', crew: 0 } }), 'sail b3');
    expect([bear(s), s.u8[TILE + cell('e5')], coins(s, 'e5')]).toEqual([cell('e5'), 0, 0]);
  });
  it('line 898 "Любой, кого вынесло на клетку с медведем — покусан": an arrow carries him onto the bear: to his ship', () => {
    const s = play(scene({ pieces: { W1: 'c6' }, open: { c5: 'arrow1' }, bear: { at: 'd4', crew: 1 } }), 'W1 c5');
    expect([at(s, 'W1'), bear(s)]).toEqual([ABOARD + 0, cell('d4')]);
  });
  it('line 904: carried onto the bear standing on a closed tile, the tile is not turned over', () => {
    const s = play(scene({ pieces: { W1: 'c6' }, open: { c5: 'arrow1' }, closed: { d4: 'chest2' }, bear: { at: 'd4', crew: 1 } }), 'W1 c5');
    expect([at(s, 'W1'), s.u8[TILE + cell('d4')], coins(s, 'd4')]).toEqual([ABOARD + 0, 0, 0]);
  });
  it('line 902: the bear catching the missionary on its way kills him (d4 to f6 by e5)', () => {
    const s = play(scene({ pieces: { Y1: 'f6' }, missionary: { at: 'e5', crew: 1 }, bear: { at: 'd4', crew: 0 } }), 'sail b3');
    expect([bear(s), at(s, 'M'), at(s, 'Y1')]).toEqual([cell('e5'), OUT, cell('f6')]);
  });
  it('line 898: woken, it bites the waker and makes one step at once, then one at the end of each later turn of the waker', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'g6' }, closed: { d4: 'den' } }), 'W1 d4');
    expect([at(s, 'W1'), bear(s)]).toEqual([ABOARD + 0, cell('e5')]);
    play(s, 'sail i7');
    expect(bear(s)).toBe(cell('e5'));
    play(s, 'sail b5');
    expect(bear(s)).toBe(cell('f6'));
  });
});

describe('the bear, whom it bites (lines 898, 902, 918)', () => {
  it('line 898 "Медведя нельзя атаковать": a pirate stepping onto it is bitten, the bear stays', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, bear: { at: 'd4', crew: 1 } }), 'W1 d4');
    expect([at(s, 'W1'), bear(s)]).toEqual([ABOARD + 0, cell('d4')]);
  });
  it('line 918 over 902: the converted missionary is an ordinary pirate: the bear bites him to his ship, it does not kill him', () => {
    const s = play(scene({ missionary: { at: 'e5', crew: 1, converted: true }, bear: { at: 'd4', crew: 0 } }), 'sail b3');
    expect([bear(s), at(s, 'M')]).toEqual([cell('e5'), ABOARD + 1]);
  });
  it('line 898 "через все препятствия, ямы и лабиринты, напролом, не останавливаясь": it walks over a pit and on', () => {
    const s = play(scene({ pieces: { Y1: 'g7' }, open: { e5: 'pit' }, bear: { at: 'd4', crew: 0 } }), 'sail b3');
    expect(bear(s)).toBe(cell('e5'));
    play(s, 'sail i7', 'sail b4');
    expect(bear(s)).toBe(cell('f6'));
  });
  it('line 898: it bites a pirate fallen in a pit: to his ship, on his feet', () => {
    const s = play(scene({ pieces: { Y1: 'e4' }, open: { e4: 'pit' }, stat: { Y1: FALLEN }, bear: { at: 'd4', crew: 0 } }), 'sail b3');
    expect([at(s, 'Y1'), s.u8[P_STAT + PIECE('Y1')] & FALLEN]).toEqual([ABOARD + 1, 0]);
  });
});

describe('the bear among many (lines 796, 898, 902, 1156)', () => {
  it('line 898 with 796: it bites every pirate on the jungle cell it enters, of both crews', () => {
    const s = play(scene({ pieces: { W1: 'e5', Y1: 'e5' }, open: { e5: 'jungle' }, bear: { at: 'd4', crew: 0 } }), 'sail b3');
    expect([bear(s), at(s, 'W1'), at(s, 'Y1')]).toEqual([cell('e5'), ABOARD + 0, ABOARD + 1]);
  });
  it('line 902 with 898 (FAQ 1265 "Всех"): entering a cell where a pirate stands with the preacher, it kills the preacher and bites the pirate', () => {
    const s = play(scene({ pieces: { Y1: 'e5' }, missionary: { at: 'e5', crew: 1 }, bear: { at: 'd4', crew: 0 } }), 'sail b3');
    expect([bear(s), at(s, 'M'), at(s, 'Y1')]).toEqual([cell('e5'), OUT, ABOARD + 1]);
  });
  it('line 898 "разбудившего его игрока" in 2v2: it steps after its waker\'s turns, not after the ally\'s', () => {
    const s = play(scene({ mode: '2v2', pieces: { Y1: 'g6' }, bear: { at: 'd4', crew: 0 }, turn: 1 }), 'sail i7');
    expect(bear(s)).toBe(cell('d4'));
    play(s, legal(s).find((t) => t.startsWith('sail')) as string);
    expect(bear(s)).toBe(cell('d4'));
  });
});

describe('the bear woken, and what carries a pirate onto it (lines 864, 856, 898)', () => {
  it('line 898: woken with every other pirate aboard, it bites the waker and stands on its den', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'den' } }), 'W1 d4');
    expect([at(s, 'W1'), bear(s)]).toEqual([ABOARD + 0, cell('d4')]);
  });
  it('line 898 "сразу же делает 1 шаг": a pirate next to the den is bitten in the waking turn', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'e4' }, closed: { d4: 'den' } }), 'W1 d4');
    expect([at(s, 'W1'), at(s, 'Y1'), bear(s)]).toEqual([ABOARD + 0, ABOARD + 1, cell('e4')]);
  });
  it('line 898: it bites a pirate inside a labyrinth: to his ship, out of the labyrinth', () => {
    const s = play(scene({ pieces: { Y1: 'e5' }, open: { e5: 'lab2' }, stat: { Y1: 1 << LAB_SHIFT }, bear: { at: 'd4', crew: 0 } }), 'sail b3');
    expect([at(s, 'Y1'), labStepOf(s, 'Y1')]).toEqual([ABOARD + 1, 0]);
  });
  it('line 864 "на любую клетку" with 898: the flight may end on the bear; the flier is bitten', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'airplane' }, bear: { at: 'f4', crew: 1 } }), 'W1 d4');
    expect(legal(s)).toContain('> f4');
    expect(at(play(s, '> f4'), 'W1')).toBe(ABOARD + 0);
  });
  it('line 856 "в любом направлении" with 898: the trampoline may throw him onto the bear; he is bitten', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'trampoline' }, bear: { at: 'f4', crew: 1 } }), 'W1 d4');
    expect(legal(s)).toContain('> f4');
    expect(at(play(s, '> f4'), 'W1')).toBe(ABOARD + 0);
  });
});


describe('the bear and the islanders (lines 898, 958, 994 "Медведь съедает Пятницу насовсем")', () => {
  /** Ben Gunn (one more pirate of `crew`, line 958) or Friday standing at `where`. */
  const withIslander = (x: Scene, who: number, where: string, crew: number): State => {
    const s = scene(x);
    s.u8[P_CELL + who] = cell(where); s.u8[P_CREW + who] = crew; s.u8[P_STAT + who] = who === BEN_GUNN ? CONVERTED : 0;
    return s;
  };
  it('line 898 with 958: Ben Gunn waking the bear is bitten to his crew\'s ship', () => {
    const s = play(withIslander({ closed: { d4: 'den' } }, BEN_GUNN, 'c4', 0), 'G d4');
    expect([s.u8[P_CELL + BEN_GUNN], bear(s)]).toEqual([ABOARD + 0, cell('d4')]);
  });
  it('line 994: Friday waking the bear is eaten for good', () => {
    const s = play(withIslander({ closed: { d4: 'den' } }, FRIDAY, 'c4', 0), 'F d4');
    expect(s.u8[P_CELL + FRIDAY]).toBe(OUT);
  });
  it('line 898 "Любой, кого вынесло" with 994: Friday carried onto the bear by an arrow is eaten for good', () => {
    const s = play(withIslander({ open: { c5: 'arrow1' }, bear: { at: 'd4', crew: 1 } }, FRIDAY, 'c6', 0), 'F c5');
    expect(s.u8[P_CELL + FRIDAY]).toBe(OUT);
  });
  it('line 898 with 958: Ben Gunn carried onto the bear is bitten to his crew\'s ship', () => {
    const s = play(withIslander({ open: { c5: 'arrow1' }, bear: { at: 'd4', crew: 1 } }, BEN_GUNN, 'c6', 0), 'G c5');
    expect(s.u8[P_CELL + BEN_GUNN]).toBe(ABOARD + 0);
  });
});
