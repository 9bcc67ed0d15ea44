/**
 * Ben Gunn (line 955), the spyglass (line 963) and Friday (line 987) on hand-built scenes of
 * island 1 (scene.ts; rulings A-B1..A-B6 in docs/RULES.md). Every expected square and count
 * is worked out by hand from the text and island 1's picture: ships W b4, Y i6; row 4 is
 * c4 (beach) d4 e4 f4 g4 h4, row 5 c5 d5 e5 f5.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import {
  ABOARD, BEAR, BEN_GUNN, BOTTLES, CONVERTED, FALLEN, FRIDAY, LAB_MASK, LOST, MISSIONARY, OUT, P_CELL, P_CREW, P_STAT, State,
} from '../../src/archipelago/state.js';
import { cell, legal, play, scene, type Scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
/** A scene with Ben Gunn and/or Friday placed for a crew. */
function withIslanders(x: Scene, ben?: [string, number], friday?: [string, number]): State {
  const s = scene(x);
  const put = (p: number, where: string, crew: number): void => {
    s.u8[P_CELL + p] = where === 'ship' ? ABOARD + crew : where === 'dead' ? OUT : cell(where);
    s.u8[P_CREW + p] = crew; s.u8[P_STAT + p] = p === BEN_GUNN ? CONVERTED : 0;
  };
  if (ben) put(BEN_GUNN, ben[0], ben[1]);
  if (friday) put(FRIDAY, friday[0], friday[1]);
  return s;
}

describe('Ben Gunn (line 955; A-B1, A-B2)', () => {
  it('turned over, his piece stands on the tile and plays for the finder\'s crew as one more pirate', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'bengunn' } }), 'W1 d4', 'sail i7');
    expect(s.u8[P_CELL + BEN_GUNN]).toBe(cell('d4'));
    expect(s.u8[P_CREW + BEN_GUNN]).toBe(0);
    expect(legal(s)).toEqual(expect.arrayContaining(['G e4', 'G d5', 'G c5']));
    sound(s);
  });
  it('he rows the ship (one more pirate, line 957), carries a coin and is struck back to his crew\'s ship', () => {
    const s = withIslanders({ pieces: { W1: 'c4', W2: 'c5' }, coins: { d4: 1 } }, ['ship', 0]);
    expect(legal(s)).toContain('sail b2'); // W3 and Ben aboard: two steps
    expect(legal(s)).not.toContain('sail b1');
    const t = withIslanders({ pieces: { W1: 'c4' }, coins: { d4: 1 } }, ['d4', 0]);
    expect(legal(t)).toContain('G e4$');
    const u = play(withIslanders({ pieces: { Y1: 'e4' }, turn: 1 }, ['d4', 0]), 'Y1 d4');
    expect(u.u8[P_CELL + BEN_GUNN]).toBe(ABOARD + 0);
    sound(u);
  });
  it('the sanctuary does not revive him (green, not the crew\'s colour: FAQ line 1246), but he counts among the fighters (line 836)', () => {
    const alive = withIslanders({ open: { d4: 'sanctuary' }, pieces: { W1: 'd4', W2: 'dead' } }, ['e4', 0]);
    expect(legal(alive).filter((t) => t.startsWith('revive'))).toEqual([]); // W1, W3, Ben: three fighters
    const dead = withIslanders({ open: { d4: 'sanctuary' }, pieces: { W1: 'd4', W2: 'dead' } }, ['dead', 0]);
    expect(legal(dead).filter((t) => t.startsWith('revive'))).toEqual(['revive W2']);
  });
});

describe('the spyglass (line 963; A-B3)', () => {
  it('an own pirate on it: the ship sails one cell further; an ally on it does not count; an empty ship still does not sail', () => {
    const on = scene({ open: { d4: 'spyglass' }, pieces: { W1: 'd4' } });
    expect(legal(on)).toContain('sail b1'); // two aboard + 1: three steps north of b4
    const off = scene({ pieces: { W1: 'e4' } });
    expect(legal(off)).not.toContain('sail b1');
    const ally = scene({ mode: '2v2', open: { d4: 'spyglass' }, pieces: { W1: 'e4', B1: 'd4' } });
    expect(legal(ally)).not.toContain('sail b1');
    const empty = scene({ open: { d4: 'spyglass' }, pieces: { W1: 'd4', W2: 'e4', W3: 'f4' } });
    expect(legal(empty).filter((t) => t.startsWith('sail'))).toEqual([]);
  });
});

describe('Friday (line 987; A-B4..A-B6)', () => {
  it('turned over, he stands on the tile and plays for the finder; he cannot attack', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'friday' } }), 'W1 d4', 'sail i7');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY]]).toEqual([cell('d4'), 0]);
    expect(legal(s)).toContain('F e4');
    const t = withIslanders({ pieces: { Y1: 'e4' } }, undefined, ['d4', 0]);
    expect(legal(t)).not.toContain('F e4');
    expect(legal(t)).toContain('F e5');
  });
  it('attacked, he plays for the enemy and stays where he is', () => {
    const s = play(withIslanders({ pieces: { Y1: 'e4' }, turn: 1 }, undefined, ['d4', 0]), 'Y1 d4');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY]]).toEqual([cell('d4'), 1]);
    sound(s);
  });
  it('a bottle he finds takes him out of the game (the rest go to his crew); one handed to him too', () => {
    const s = play(withIslanders({ closed: { e4: 'bottle2' } }, undefined, ['d4', 0]), 'F e4');
    expect(s.u8[P_CELL + FRIDAY]).toBe(OUT);
    expect(s.v[BOTTLES + 0]).toBe(1);
    const t = play(withIslanders({ pieces: { W1: 'c4' }, bottles: [1, 0] }, undefined, ['e4', 0]), 'W1 d4');
    expect(legal(t)).toContain('bottle F');
    play(t, 'bottle F');
    expect(t.u8[P_CELL + FRIDAY]).toBe(OUT);
  });
  it('with the missionary on one cell both leave the game', () => {
    const s = play(withIslanders({ missionary: { at: 'e4', crew: 0 } }, undefined, ['d4', 0]), 'F e4');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY]]).toEqual([OUT, OUT]);
  });
  it('he walks over pits, labyrinths and the cannibal as empty tiles; coins he leaves at the cannibal leave the game', () => {
    const pit = play(withIslanders({ open: { e4: 'pit' } }, undefined, ['d4', 0]), 'F e4');
    expect(pit.u8[P_STAT + FRIDAY] & FALLEN).toBe(0);
    const lab = play(withIslanders({ open: { e4: 'lab3' } }, undefined, ['d4', 0]), 'F e4', 'sail i7');
    expect(lab.u8[P_STAT + FRIDAY] & LAB_MASK).toBe(0);
    expect(legal(lab)).toContain('F f4');
    const cannibal = play(withIslanders({ open: { e4: 'cannibal' }, coins: { d4: 1 } }, undefined, ['d4', 0]), 'F e4$');
    expect(cannibal.u8[P_CELL + FRIDAY]).toBe(cell('e4'));
    expect(cannibal.v[LOST]).toBe(1);
    sound(cannibal);
  });
  it('a fallen comrade on the pit he walks onto climbs out: the pit is empty to Friday, and he is the comrade line 762 waits for (A-B7)', () => {
    // Line 762 "ждите, пока на клетку придёт товарищ"; line 994 "Пятница ходит по ямам ... как по пустым клеткам",
    // "Он играет за вас". W1 has fallen on d4; Friday (white's) steps from e4 onto d4.
    const s = play(withIslanders({ open: { d4: 'pit' }, pieces: { W1: 'd4' }, stat: { W1: FALLEN } }, undefined, ['e4', 0]), 'F d4');
    expect(s.u8[P_STAT + 0] & FALLEN).toBe(0);
    expect(s.u8[P_STAT + FRIDAY] & FALLEN).toBe(0);
    sound(s);
    // The other way round as ever: a pirate stepping onto the pit where Friday stands does not fall.
    const t = play(withIslanders({ open: { d4: 'pit' }, pieces: { W1: 'c4' } }, undefined, ['d4', 0]), 'W1 d4');
    expect(t.u8[P_STAT + 0] & FALLEN).toBe(0);
  });
  it('a pirate stepping onto the pit where the enemy\'s Friday stands wins him over and falls: Friday was there before him, he has not come to the pit (A-B26)', () => {
    // Line 762 "ждите, пока на клетку придёт товарищ"; 994 "Если его атакуют, начинает играть за врага".
    // Yellow's Friday on the pit d4; W1 steps from c4 onto him with empty hands.
    const s = play(withIslanders({ open: { d4: 'pit' }, pieces: { W1: 'c4' } }, undefined, ['d4', 1]), 'W1 d4');
    expect(s.u8[P_CREW + FRIDAY]).toBe(0); // won over
    expect(s.u8[P_CELL + FRIDAY]).toBe(cell('d4'));
    expect(s.u8[P_STAT + 0] & FALLEN).toBe(FALLEN);
    expect(s.u8[P_STAT + FRIDAY] & FALLEN).toBe(0); // Friday never falls
    sound(s);
    // A comrade who comes later raises him as usual: W2 from c5 onto d4 (yellow passes by sailing).
    const t = withIslanders({ open: { d4: 'pit' }, pieces: { W1: 'c4', W2: 'c5' } }, undefined, ['d4', 1]);
    play(t, 'W1 d4', 'sail i7', 'W2 d4');
    expect(t.u8[P_STAT + 0] & FALLEN).toBe(0);
    expect(t.u8[P_STAT + 1] & FALLEN).toBe(0);
    sound(t);
  });
  it('the bear eats him for good; he does not row', () => {
    const s = withIslanders({ bear: { at: 'e4', crew: 1 } }, undefined, ['d4', 0]);
    play(s, 'F e4');
    expect(s.u8[P_CELL + FRIDAY]).toBe(OUT);
    expect(s.v[BEAR]).toBe(cell('e4'));
    const row = withIslanders({ pieces: { W1: 'c4', W2: 'c5' } }, undefined, ['ship', 0]);
    expect(legal(row)).not.toContain('sail b2'); // W3 alone rows
  });
});

describe('the preaching missionary at sea (a fix found by the islands 1-10 invariant run)', () => {
  it('an ally\'s ship sailing onto him drowns him: he boards only his own crew\'s ship (line 924, A-R rulings of boarding)', () => {
    const s = play(scene({ mode: '2v2', missionary: { at: 'b3', crew: 2 } }), 'sail b3');
    expect(s.u8[P_CELL + MISSIONARY]).toBe(OUT);
    sound(s);
  });
});
