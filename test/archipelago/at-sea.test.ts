/**
 * Friday and the preaching missionary in the water (lines 914, 994, 1090; rulings A-B5, A-B6,
 * A-R15 in docs/RULES.md) on hand-built scenes of island 1 (scene.ts). Expected squares are
 * worked out by hand from the text and island 1's picture: ships W b4, Y i6; the sea cells
 * b5, b6, b7 and c7 touch the land (c4, c5, c6, d7), so a swimmer moves along them.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { COINS, FRIDAY, LOST, MISSIONARY, OUT, P_CELL, P_CREW, State } from '../../src/archipelago/state.js';
import { cell, legal, play, scene } from './scene.js';
import { withFriday } from './friday-scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
describe('Friday in the water (line 994: attacked, he plays for the enemy; he cannot attack)', () => {
  it('a pirate swimming onto the enemy Friday wins him over: Friday stays, alive, and now plays for the swimmer', () => {
    const s = play(withFriday({ pieces: { W1: 'b5' } }, 'b6', 1), 'W1 b6');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY], s.u8[P_CELL + 0]]).toEqual([cell('b6'), 0, cell('b6')]);
    sound(s);
  });

  it('with an enemy pirate beside him: the pirate dies (line 1090), Friday changes sides', () => {
    const s = play(withFriday({ pieces: { W1: 'b5', Y1: 'b6' } }, 'b6', 1), 'W1 b6');
    expect([s.u8[P_CELL + 3], s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY]]).toEqual([OUT, cell('b6'), 0]);
  });

  it('carried into the water onto him by an arrow, a pirate wins him over too (arrow1/3 on d4 points to c3)', () => {
    const s = play(withFriday({ pieces: { W1: 'c5' }, open: { d4: 'arrow1/3' } }, 'c3', 1), 'W1 d4');
    expect([s.u8[P_CELL + 0], s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY]]).toEqual([cell('c3'), cell('c3'), 0]);
  });

  it('Friday does not swim onto an enemy pirate: he attacks no one', () => {
    const s = withFriday({ pieces: { Y1: 'b5' } }, 'b6', 0);
    expect(legal(s).filter((t) => t.startsWith('F ')).sort()).toEqual(['F b7', 'F c7']);
  });
});

describe('the preaching missionary in the water (line 914: enemies may not enter his cell; line 994)', () => {
  it('a pirate may not swim onto the enemy missionary', () => {
    const s = scene({ pieces: { W1: 'b5' }, missionary: { at: 'b6', crew: 1 } });
    expect(legal(s).filter((t) => t.startsWith('W1 '))).toEqual(['W1 b4']);
  });

  it('a pirate carried into the water onto the enemy missionary dies (A-R7); the coin he carried goes back where he began', () => {
    const s = play(scene({ pieces: { W1: 'c5' }, coins: { c5: 1 }, open: { d4: 'arrow1/3' }, missionary: { at: 'c3', crew: 1 } }), 'W1 d4$');
    expect([s.u8[P_CELL + 0], s.u8[COINS + cell('c5')], s.v[LOST]]).toEqual([OUT, 1, 0]);
    sound(s);
  });

  it('a pirate swimming with his own missionary attacks no one: not an enemy swimmer, not the enemy Friday', () => {
    const s = scene({ pieces: { W1: 'b5', Y1: 'b6' }, missionary: { at: 'b5', crew: 0 } });
    expect(legal(s).filter((t) => t.startsWith('W1 '))).toEqual(['W1 b4']);
    const t = withFriday({ pieces: { W1: 'b5' }, missionary: { at: 'b5', crew: 0 } }, 'b6', 1);
    expect(legal(t).filter((x) => x.startsWith('W1 '))).toEqual(['W1 b4']);
    const apart = scene({ pieces: { W1: 'b5', Y1: 'b6' }, missionary: { at: 'c5', crew: 0 } });
    expect(legal(apart).filter((x) => x.startsWith('W1 '))).toEqual(['W1 b4', 'W1 b6']);
  });

  it('on land too, a pirate beside his own missionary does not step onto the enemy Friday to win him over', () => {
    const s = withFriday({ pieces: { W1: 'c4' }, missionary: { at: 'c4', crew: 0 } }, 'd4', 1);
    expect(legal(s)).not.toContain('W1 d4');
    expect(legal(withFriday({ pieces: { W1: 'c4' }, missionary: { at: 'c5', crew: 0 } }, 'd4', 1))).toContain('W1 d4');
  });

  it('Friday swimming onto his own crew\'s missionary: both leave the game', () => {
    const s = play(withFriday({ missionary: { at: 'b5', crew: 0 } }, 'b6', 0), 'F b5');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY]]).toEqual([OUT, OUT]);
    sound(s);
  });

  it('Friday swimming onto the enemy missionary: both leave the game, as onto his own (Friday is none of line 914\'s "враги"; A-B16)', () => {
    const s = withFriday({ missionary: { at: 'b5', crew: 1 } }, 'b6', 0);
    expect(legal(s)).toContain('F b5');
    play(s, 'F b5');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY]]).toEqual([OUT, OUT]);
    sound(s);
  });
});
