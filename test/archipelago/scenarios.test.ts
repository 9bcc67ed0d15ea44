/**
 * A black-box scenario hunt (session of 2026-12-02): positions written from the text
 * (full-rules-ru.txt, Archipelago, lines 621-1272) before reading how the engine plays them,
 * each test named after the passage it checks with its line. Scenes of island 1 (scene.ts):
 * row 3 d3 B e3 F f3 F g3 B; row 4 c4 B d4 e4 f4 g4 h4 B; row 5 c5 d5 e5 f5 (g5 h5 a bay);
 * row 6 c6 B .. h6 B; row 7 d7 B e7 f7 g7 B; ships W b4, Y i6, B e8, R e2. Arrows: `arrow1`
 * points north-east, each `/n` a quarter turn clockwise. Expected squares worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import {
  ABOARD, BEAR, BEN_GUNN, BOTTLES, COIN_SUPPLY, COINS, CONVERTED, FALLEN, FRIDAY, LAB_MASK, LAB_SHIFT, LOST, MISSIONARY, OUT, P_CELL, P_CREW, P_STAT, SCORE, State,
} from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play, scene, type Scene } from './scene.js';
import { withFriday } from './friday-scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const stat = (s: State, name: string): number => s.u8[P_STAT + (name === 'M' ? MISSIONARY : PIECE(name))];
const sails = (s: State): string[] => legal(s).filter((t) => t.startsWith('sail')).sort();
/** The scene with Ben Gunn placed for a crew (he is one more pirate, line 958). */
function withBen(x: Scene, where: string, crew: number): State {
  const s = scene(x);
  s.u8[P_CELL + BEN_GUNN] = where === 'ship' ? ABOARD + crew : cell(where);
  s.u8[P_CREW + BEN_GUNN] = crew; s.u8[P_STAT + BEN_GUNN] = CONVERTED;
  return s;
}

describe('ships (lines 672-676, 1197-1208)', () => {
  it('line 676: three aboard sail one, two or three cells, as they like', () => {
    const s = scene({});
    expect(sails(s)).toEqual(expect.arrayContaining(['sail b3', 'sail b2', 'sail b1']));
  });
  it('line 1197: the ship sails over the sea; it does not cut across land (g5 to h7 is two cells as the crow flies, three by sea)', () => {
    const two = scene({ pieces: { W1: 'dead' }, ships: { W: 'g5', Y: 'b4' } });
    expect(sails(two)).not.toContain('sail h7');
    expect(sails(two)).toContain('sail i6');
    const three = scene({ ships: { W: 'g5', Y: 'b4' } });
    expect(sails(three)).toContain('sail h7');
  });
  it('line 1203: two touching ships are stepped over as one step', () => {
    const s = scene({ mode: '3p', pieces: { W2: 'dead', W3: 'dead' }, ships: { W: 'b4', Y: 'b3', B: 'b2' } });
    expect(sails(s)).toContain('sail b1');
    expect(sails(s)).not.toContain('sail b2');
  });
  it('ruling of record 2: a ship sailing onto its own swimmer takes him aboard', () => {
    const s = play(scene({ pieces: { W1: 'b6' } }), 'sail b6');
    expect(at(s, 'W1')).toBe(ABOARD + 0);
  });
  it('line 1152: in 2v2 a ship sailing onto an ally\'s swimmer takes him aboard, and an ally swims onto it', () => {
    const s = play(scene({ mode: '2v2', pieces: { B1: 'b6' } }), 'sail b6');
    expect(at(s, 'B1')).toBe(ABOARD + 0);
    const t = scene({ mode: '2v2', pieces: { B1: 'b5' }, turn: 2 });
    expect(legal(t)).toContain('B1 b4');
  });
});

describe('swimmers (lines 684, 1089-1090)', () => {
  it('line 1090: a pirate swimming onto an enemy swimmer kills him', () => {
    const s = play(scene({ pieces: { W1: 'b5', Y1: 'b6' } }), 'W1 b6');
    expect([at(s, 'Y1'), at(s, 'W1')]).toEqual([OUT, cell('b6')]);
  });
  it('line 1089: a swimmer swimming onto an enemy ship dies (FAQ 1229)', () => {
    const s = play(scene({ pieces: { W1: 'b5' }, ships: { Y: 'b6' } }), 'W1 b6');
    expect(at(s, 'W1')).toBe(OUT);
  });
  it('line 1089: an arrow onto an enemy ship kills the pirate', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'arrow1/3' }, ships: { Y: 'c3' } }), 'W1 d4');
    expect(at(s, 'W1')).toBe(OUT);
  });
});

describe('coins (lines 1062-1069)', () => {
  it('line 1062: one coin at a time, though two lie there', () => {
    const l = legal(scene({ pieces: { W1: 'c4' }, coins: { c4: 2 } }));
    expect(l).toContain('W1 d4$');
    expect(l).not.toContain('W1 d4$$');
  });
  it('line 1069: struck on a cell with a coin, the pirate goes aboard with empty hands; the coin stays', () => {
    const s = play(scene({ pieces: { W1: 'd4', Y1: 'e4' }, coins: { d4: 1 }, turn: 1 }), 'Y1 d4');
    expect([at(s, 'W1'), s.u8[COINS + cell('d4')]]).toEqual([ABOARD + 0, 1]);
  });
  it('line 1152: in 2v2 a coin carried aboard the ally\'s ship is the team\'s', () => {
    const s = play(scene({ mode: '2v2', pieces: { W1: 'e7' }, coins: { e7: 1 } }), 'W1 e8$');
    expect(at(s, 'W1')).toBe(ABOARD + 2);
    expect(G.outcome(s).scores).toEqual([1, 0, 1, 0]);
  });
  it('line 872: the cannon throws the pirate into the sea with his coin: it sinks, he swims', () => {
    const s = play(scene({ pieces: { W1: 'e6' }, coins: { e6: 1 }, open: { e5: 'cannon' } }), 'W1 e5$');
    expect([at(s, 'W1'), s.v[LOST]]).toEqual([cell('e2'), 1]);
    sound(s);
  });
  it('line 856: the trampoline takes the coin over one cell', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { d4: 'trampoline' } }), 'W1 d4$', '> f4');
    expect([at(s, 'W1'), s.u8[COINS + cell('f4')], s.u8[COINS + cell('c4')]]).toEqual([cell('f4'), 1, 0]);
  });
  it('line 856: the trampoline into the sea: the coin sinks, the pirate swims', () => {
    const s = play(scene({ pieces: { W1: 'd4' }, coins: { d4: 1 }, open: { d3: 'trampoline' } }), 'W1 d3$', '> d1');
    expect([at(s, 'W1'), s.v[LOST]]).toEqual([cell('d1'), 1]);
  });
});

describe('striking (lines 1073-1098)', () => {
  it('line 1075: all the enemies on the cell go, each to his own ship (2v2, line 1154)', () => {
    const s = play(scene({ mode: '2v2', pieces: { W1: 'c4', Y1: 'd4', R1: 'd4' } }), 'W1 d4');
    expect([at(s, 'Y1'), at(s, 'R1'), at(s, 'W1')]).toEqual([ABOARD + 1, ABOARD + 3, cell('d4')]);
  });
  it('line 948: allies share a fortress; line 836: no enemy comes into the sanctuary while one stands in it', () => {
    expect(legal(scene({ mode: '2v2', pieces: { W1: 'c4', B1: 'd4' }, open: { d4: 'fortress' } }))).toContain('W1 d4');
    expect(legal(scene({ pieces: { W1: 'd5', Y1: 'e5' }, open: { d5: 'sanctuary' }, turn: 1 }))).not.toContain('Y1 d5');
  });
  it('line 1083: the converted missionary strikes', () => {
    const s = play(scene({ pieces: { Y1: 'd5' }, missionary: { at: 'c5', crew: 0, converted: true } }), 'M d5');
    expect(at(s, 'Y1')).toBe(ABOARD + 1);
  });
  it('line 914: the preaching missionary does not go onto a cell with enemies', () => {
    expect(legal(scene({ pieces: { Y1: 'd5' }, missionary: { at: 'c5', crew: 0 } }))).not.toContain('M d5');
  });
});

describe('forced moves (lines 719-780, 856-872)', () => {
  it('line 754: ice after an arrow goes on the arrow\'s way (d5 NE to e4, ice, on to f3)', () => {
    const s = play(scene({ pieces: { W1: 'c5' }, open: { d5: 'arrow1', e4: 'ice' } }), 'W1 d5');
    expect(at(s, 'W1')).toBe(cell('f3'));
  });
  it('line 754: ice after the trampoline repeats the jump over one cell', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'trampoline', f4: 'ice' } }), 'W1 d4', '> f4');
    expect(at(s, 'W1')).toBe(cell('h4'));
  });
  it('line 780: the crocodile sends the pirate back onto the arrow that brought him, which sends him on again: a cycle, he dies (line 1092)', () => {
    const s = play(scene({ pieces: { W1: 'c5' }, open: { d5: 'arrow1', e4: 'crocodile' } }), 'W1 d5');
    expect(at(s, 'W1')).toBe(OUT);
  });
  it('line 780 with 754: back from the crocodile onto ice, which repeats that step back (came from the right, goes on left)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'ice', e4: 'crocodile' } }), 'W1 d4');
    expect(at(s, 'W1')).toBe(cell('c4'));
  });
  it('line 864: the airplane carries the pirate onto any cell, an enemy\'s too: he strikes him there', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'g6' }, closed: { d4: 'airplane' } }), 'W1 d4');
    expect(legal(s)).toContain('> g6');
    play(s, '> g6');
    expect([at(s, 'W1'), at(s, 'Y1')]).toEqual([cell('g6'), ABOARD + 1]);
  });
  it('line 828: the musket hits the first pirate on the line, one of its finder\'s own crew too', () => {
    const s = play(scene({ pieces: { W1: 'c4', W2: 'f4', Y1: 'g4' }, closed: { d4: 'musket' } }), 'W1 d4', 'shoot E');
    expect([at(s, 'W2'), at(s, 'Y1')]).toEqual([ABOARD + 0, cell('g4')]);
  });
});

describe('pit and bottles (lines 762, 772)', () => {
  it('line 762: an enemy coming onto the pit strikes the fallen pirate, and falls in himself (no comrade came)', () => {
    const s = play(scene({ pieces: { W1: 'd4', Y1: 'e4' }, open: { d4: 'pit' }, stat: { W1: FALLEN }, turn: 1 }), 'Y1 d4');
    expect(at(s, 'W1')).toBe(ABOARD + 0);
    expect(stat(s, 'Y1') & FALLEN).toBe(FALLEN);
  });
  it('line 772: the pirate who fell this turn may climb out with a bottle at its end', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'pit' }, bottles: [1, 0] }), 'W1 d4');
    expect(legal(s)).toContain('bottle W1');
    play(s, 'bottle W1');
    expect(stat(s, 'W1') & FALLEN).toBe(0);
  });
  it('line 772: the pirate who entered a labyrinth this turn may be taken to its last step at once', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'lab3' }, bottles: [1, 0] }), 'W1 d4');
    expect(legal(s)).toContain('bottle W1');
    play(s, 'bottle W1');
    expect((stat(s, 'W1') & LAB_MASK) >> LAB_SHIFT).toBe(3);
    expect(s.v[BOTTLES]).toBe(0);
  });
});

describe('labyrinths (lines 890, 1078, 1081)', () => {
  it('line 890: a two-step labyrinth holds the pirate two turns, coin in hand too', () => {
    const s = scene({ pieces: { W1: 'c4' }, open: { d4: 'lab2' }, coins: { c4: 1 } });
    play(s, 'W1 d4$', 'sail h7');
    expect(legal(s).filter((t) => t.startsWith('W1'))).toEqual(['W1 in']);
    play(s, 'W1 in', 'sail i6');
    expect(legal(s)).toContain('W1 e4$');
  });
  it('line 1081: a pirate entering shares the labyrinth with an enemy farther in; line 1078: strikes one on the first step', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'd4' }, open: { d4: 'lab3' }, stat: { Y1: 2 << LAB_SHIFT } }), 'W1 d4');
    expect(at(s, 'Y1')).toBe(cell('d4'));
    const t = play(scene({ pieces: { W1: 'c4', Y1: 'd4' }, open: { d4: 'lab3' }, stat: { Y1: 1 << LAB_SHIFT } }), 'W1 d4');
    expect(at(t, 'Y1')).toBe(ABOARD + 1);
  });
});

describe('the bear (lines 898-904)', () => {
  it('line 902: the missionary who wakes the bear is killed, not sent to a ship', () => {
    const s = play(scene({ closed: { d4: 'den' }, missionary: { at: 'c4', crew: 0 } }), 'M d4');
    expect(at(s, 'M')).toBe(OUT);
  });
  it('line 898: it walks to the nearest pirate; the preaching missionary beside it is no pirate', () => {
    const s = play(scene({ pieces: { Y1: 'g4' }, bear: { at: 'd4', crew: 0 }, missionary: { at: 'd5', crew: 1 } }), 'sail b3');
    expect(s.v[BEAR]).not.toBe(cell('d5'));
    expect(at(s, 'M')).toBe(cell('d5'));
  });
  it('line 898: Ben Gunn is a pirate: it walks to him and bites him to his crew\'s ship', () => {
    const s = play(withBen({ bear: { at: 'd4', crew: 0 } }, 'e4', 1), 'sail b3');
    expect([s.v[BEAR], s.u8[P_CELL + BEN_GUNN]]).toEqual([cell('e4'), ABOARD + 1]);
  });
  it('line 898: "через все препятствия": it bites a pirate in a fortress', () => {
    const s = play(scene({ pieces: { Y1: 'e4' }, open: { e4: 'fortress' }, bear: { at: 'd4', crew: 0 } }), 'sail b3');
    expect(at(s, 'Y1')).toBe(ABOARD + 1);
  });
  it('line 898: it steps only at the end of its waker\'s turns', () => {
    const s = play(scene({ pieces: { W1: 'g6' }, bear: { at: 'd4', crew: 1 } }), 'sail b3');
    expect(s.v[BEAR]).toBe(cell('d4'));
  });
});

describe('the missionary (lines 914-922)', () => {
  it('line 922: the missionary turning over a bottle tile becomes a pirate', () => {
    const s = play(scene({ closed: { d4: 'bottle1' }, missionary: { at: 'c4', crew: 0 } }), 'M d4');
    expect(stat(s, 'M') & CONVERTED).toBe(CONVERTED);
  });
});

describe('the end (lines 1102-1104)', () => {
  it('line 1104: equal coins and equal living pirates share the place', () => {
    const s = scene({ pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { g7: 'empty' } });
    s.v[SCORE + 1] = 1; s.v[COIN_SUPPLY] -= 1;
    play(s, 'W1 b4$');
    expect(G.outcome(s).ranks).toEqual([1, 1]);
  });
  it('line 1104 with 958: Ben Gunn is one of the living pirates that break a tie in coins', () => {
    const s = withBen({ pieces: { W1: 'c4', W2: 'dead' }, coins: { c4: 1 }, open: { g7: 'empty' } }, 'e4', 0);
    s.v[SCORE + 1] = 1; s.v[COIN_SUPPLY] -= 1;
    play(s, 'W1 b4$');
    expect(G.outcome(s).ranks).toEqual([1, 1]); // white: W1, W3 and Ben; yellow: three
  });
  it('line 1104 with 994, FAQ 1247: Friday and the preaching missionary are no living pirates; the converted missionary is one', () => {
    const end = (s: State): number[] => { s.v[SCORE + 1] = 1; s.v[COIN_SUPPLY] -= 1; return G.outcome(play(s, 'W1 b4$')).ranks; };
    const x: Scene = { pieces: { W1: 'c4', W2: 'dead' }, coins: { c4: 1 }, open: { g7: 'empty' } };
    expect(end(withFriday(x, 'e4', 0))).toEqual([2, 1]);
    expect(end(scene({ ...x, missionary: { at: 'e4', crew: 0 } }))).toEqual([2, 1]);
    expect(end(scene({ ...x, missionary: { at: 'e4', crew: 0, converted: true } }))).toEqual([1, 1]);
  });
});

describe('back to the ship, and contact at sea (lines 820, 872, 1089-1090, 1208)', () => {
  it('line 1208: a knight\'s jump onto the own ship takes the pirate aboard (d5 to b4)', () => {
    const s = play(scene({ pieces: { W1: 'c5' }, open: { d5: 'horse' } }), 'W1 d5', '> b4');
    expect(at(s, 'W1')).toBe(ABOARD + 0);
  });
  it('line 1089: the trampoline onto an enemy ship kills the pirate', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { c5: 'trampoline' }, ships: { Y: 'a5' } }), 'W1 c5', '> a5');
    expect(at(s, 'W1')).toBe(OUT);
  });
  it('line 1090: the cannon throws the pirate onto an enemy swimmer: the swimmer dies', () => {
    const s = play(scene({ pieces: { W1: 'e6', Y1: 'e2' }, open: { e5: 'cannon' } }), 'W1 e5');
    expect([at(s, 'W1'), at(s, 'Y1')]).toEqual([cell('e2'), OUT]);
  });
  it('line 820 "И так будет с каждым": the balloon carries the next pirate too', () => {
    const s = play(scene({ pieces: { W1: 'c5', W2: 'c4' }, open: { d5: 'balloon' } }), 'W1 d5', 'sail h7', 'W2 d5');
    expect([at(s, 'W1'), at(s, 'W2')]).toEqual([ABOARD + 0, ABOARD + 0]);
  });
  it('line 966 with 958: Ben Gunn on the spyglass gives the ship one cell more (three aboard: four cells)', () => {
    const s = withBen({ open: { e4: 'spyglass' } }, 'e4', 0);
    expect(sails(s)).toContain('sail b8');
    expect(sails(scene({}))).not.toContain('sail b8');
  });
  it('line 1102: the last coin aboard does not end the game while a tile is still closed', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, coins: { c4: 1 } }), 'W1 b4$');
    expect(G.isTerminal(s)).toBe(false);
  });
  it('line 701: a chest once opened is an empty tile with its coins on it', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'chest2' } }), 'W1 d4', 'sail h7', 'W1 e4', 'sail i6', 'W1 d4');
    expect([at(s, 'W1'), s.u8[COINS + cell('d4')]]).toEqual([cell('d4'), 2]);
  });
});

// The discrepancies this hunt found, each failing on the engine before (docs/RULES.md A-R31).
describe('the islanders meeting, the bank and the jungle (lines 788, 914, 994; A-R31)', () => {
  it('line 994: Friday turning over the missionary\'s tile stands on one cell with him: both leave the game', () => {
    const s = play(withFriday({ closed: { d4: 'missionary' } }, 'c4', 0), 'F d4');
    expect([s.u8[P_CELL + FRIDAY], at(s, 'M')]).toEqual([OUT, OUT]);
    sound(s);
  });
  it('line 994: and the missionary turning over Friday\'s tile: both leave the game', () => {
    const s = play(scene({ closed: { d4: 'friday' }, missionary: { at: 'c4', crew: 0 } }), 'M d4');
    expect([s.u8[P_CELL + FRIDAY], at(s, 'M')]).toEqual([OUT, OUT]);
  });
  it('line 788 "В банке может стоять только один пират": the preaching missionary does not come into the bank where a comrade stands, as the comrade does not come to him there (A-R20)', () => {
    expect(legal(scene({ pieces: { W1: 'd4' }, open: { d4: 'bank' }, missionary: { at: 'c4', crew: 0 } }))).not.toContain('M d4');
    expect(legal(scene({ pieces: { W1: 'c4' }, open: { d4: 'bank' }, missionary: { at: 'd4', crew: 0 } }))).not.toContain('W1 d4');
    expect(legal(scene({ open: { d4: 'bank' }, missionary: { at: 'c4', crew: 0 } }))).toContain('M d4');
  });
  it('line 788 with 1092: the preacher or Friday carried into a taken bank dies there, as a pirate does (arrow1 on c5 points to d4)', () => {
    const m = play(scene({ pieces: { W1: 'd4' }, open: { d4: 'bank', c5: 'arrow1' }, missionary: { at: 'c6', crew: 0 } }), 'M c5');
    expect([at(m, 'M'), at(m, 'W1')]).toEqual([OUT, cell('d4')]);
    const f = play(withFriday({ pieces: { W1: 'd4' }, open: { d4: 'bank', c5: 'arrow1' } }, 'c6', 0), 'F c5');
    expect([f.u8[P_CELL + FRIDAY], at(f, 'W1')]).toEqual([OUT, cell('d4')]);
    const w = play(scene({ pieces: { W2: 'c6' }, open: { d4: 'bank', c5: 'arrow1' }, missionary: { at: 'd4', crew: 0 } }), 'W2 c5');
    expect([at(w, 'W2'), at(w, 'M')]).toEqual([OUT, cell('d4')]);
    sound(m); sound(f);
  });
  it('line 994 over 788: Friday carried into the bank onto the lone preacher meets him there: both leave (A-B20)', () => {
    const s = play(withFriday({ open: { d4: 'bank', c5: 'arrow1' }, missionary: { at: 'd4', crew: 1 } }, 'c6', 0), 'F c5');
    expect([s.u8[P_CELL + FRIDAY], at(s, 'M')]).toEqual([OUT, OUT]);
  });
  it('line 914 in the jungle (A-R30): the preacher carried into a jungle where enemies stand dies there, as an enemy carried onto him does', () => {
    const s = play(scene({ pieces: { Y1: 'd4' }, open: { d4: 'jungle', c5: 'arrow1' }, missionary: { at: 'c6', crew: 0 } }), 'M c5');
    expect([at(s, 'M'), at(s, 'Y1')]).toEqual([OUT, cell('d4')]);
    const t = play(scene({ pieces: { W1: 'c6' }, open: { d4: 'jungle', c5: 'arrow1' }, missionary: { at: 'd4', crew: 1 } }), 'W1 c5');
    expect([at(t, 'W1'), at(t, 'M')]).toEqual([OUT, cell('d4')]);
    sound(s);
  });
});
