/**
 * Black-box hunt on Friday and the preaching missionary (session 25), Archipelago: the combinations
 * the Treasure Island part of this hunt found wrong there (docs/RULES.md TI-R21..TI-R23), read
 * in this game's own text before its engine was read: the cannibal (938) with Friday resting on
 * him (994 "ходит по … людоеду как по пустым клеткам"; the classic FAQ 476: the cannibal eats
 * before Friday is won over), the preacher and Friday in the water among enemy pirates (914, 994;
 * A-B16, A-B19, A-B20), the labyrinth (994, 1081). Scenes of island 1 (scene.ts): arrow1/3 on d4
 * points north-west to c3, the sea; b5 and b6 are sea cells touching the land.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { FRIDAY, MISSIONARY, OUT, P_CELL, P_CREW, State } from '../../src/archipelago/state.js';
import { at, cell, legal, play } from './scene.js';
import { withFriday } from './friday-scene.js';

const gone = (s: State): number[] => [s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY]];
const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);

describe('the cannibal where Friday rests (938, 994; classic FAQ 476)', () => {
  it('938, 994: the enemy preacher stepping onto the cannibal is eaten before he meets Friday; Friday stays', () => {
    const s = play(withFriday({ open: { e4: 'cannibal' }, missionary: { at: 'f4', crew: 1 }, turn: 1 }, 'e4', 0), 'M e4');
    expect(gone(s)).toEqual([cell('e4'), OUT]);
    expect(s.u8[P_CREW + FRIDAY]).toBe(0);
    sound(s);
  });

  it('938, 994: the own preacher stepping onto the cannibal where Friday rests is eaten; Friday stays', () => {
    const s = play(withFriday({ open: { e4: 'cannibal' }, missionary: { at: 'f4', crew: 0 } }, 'e4', 0), 'M e4');
    expect(gone(s)).toEqual([cell('e4'), OUT]);
    sound(s);
  });

  it('938, FAQ 476: an enemy pirate stepping onto the cannibal where Friday rests is eaten; Friday keeps his side', () => {
    const s = play(withFriday({ open: { e4: 'cannibal' }, pieces: { Y1: 'f4' }, turn: 1 }, 'e4', 0), 'Y1 e4');
    expect([at(s, 'Y1'), s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY]]).toEqual([OUT, cell('e4'), 0]);
    sound(s);
  });
});

describe('the preacher and Friday in the water among enemy pirates (914, 994; A-B16, A-B19, A-B20)', () => {
  it('914: the preacher may not swim onto the enemy Friday where an enemy pirate swims with him', () => {
    const s = withFriday({ pieces: { Y1: 'b6' }, missionary: { at: 'b5', crew: 0 } }, 'b6', 1);
    expect(legal(s)).not.toContain('M b6');
    sound(s);
  });

  it('914, A-B16: an arrow carrying the preacher into the water onto the enemy Friday and an enemy swimmer kills him alone', () => {
    const s = play(withFriday({ open: { d4: 'arrow1/3' }, pieces: { Y1: 'c3' }, missionary: { at: 'e5', crew: 0 } }, 'c3', 1), 'M d4');
    expect([...gone(s), at(s, 'Y1'), s.u8[P_CREW + FRIDAY]]).toEqual([cell('c3'), OUT, cell('c3'), 1]);
    sound(s);
  });

  it('994, A-B19: an arrow carrying Friday into the water onto the enemy preacher and an enemy swimmer kills him alone', () => {
    const s = play(withFriday({ open: { d4: 'arrow1/3' }, pieces: { Y1: 'c3' }, missionary: { at: 'c3', crew: 1 } }, 'e5', 0), 'F d4');
    expect([...gone(s), at(s, 'Y1')]).toEqual([OUT, cell('c3'), cell('c3')]);
    sound(s);
  });

  it('994: Friday swimming onto his own preacher and his own swimmer: the two leave the game, the pirate swims on', () => {
    const s = play(withFriday({ pieces: { W1: 'b6' }, missionary: { at: 'b6', crew: 0 } }, 'b5', 0), 'F b6');
    expect([...gone(s), at(s, 'W1')]).toEqual([OUT, OUT, cell('b6')]);
    sound(s);
  });
});

describe('the labyrinth (994 "ходит по … лабиринтам … как по пустым клеткам", 1081)', () => {
  it('994: the enemy preacher stepping onto the labyrinth where Friday stands: both leave the game', () => {
    const s = play(withFriday({ open: { e4: 'lab3' }, missionary: { at: 'f4', crew: 1 }, turn: 1 }, 'e4', 0), 'M e4');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });

  it('994: Friday stepping onto the labyrinth where the enemy preacher has just come in: both leave the game', () => {
    const s = play(withFriday({ open: { e4: 'lab3' }, missionary: { at: 'f4', crew: 1 }, turn: 1 }, 'd4', 0), 'M e4');
    expect(legal(s)).toContain('F e4');
    play(s, 'F e4');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });
});

describe('the pit (994 "ходит по ямам … как по пустым клеткам"; A-R21: the preacher falls)', () => {
  it('994: Friday stepping onto the pit where the enemy preacher has fallen: both leave the game', () => {
    const s = play(withFriday({ open: { e4: 'pit' }, missionary: { at: 'f4', crew: 1 }, turn: 1 }, 'd4', 0), 'M e4');
    play(s, 'F e4');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });

  it('914: an enemy pirate may not step onto the pit where the preacher has fallen (he cannot be attacked)', () => {
    const s = play(withFriday({ open: { e4: 'pit' }, pieces: { W1: 'd4' }, missionary: { at: 'f4', crew: 1 }, turn: 1 }, 'g6', 0), 'M e4');
    expect(legal(s)).not.toContain('W1 e4');
    expect(legal(s)).toContain('W1 d5');
  });
});
