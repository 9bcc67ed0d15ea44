/**
 * Friday and the preaching missionary coming onto each other (docs/RULES.md A-B16, A-B20).
 * Line 994 says what happens when the two "окажутся на одной клетке": "оба выбывают из игры",
 * whoever's they are, by a forced move (A-B20) or by a step or swim of either (A-B16, ruling:
 * Friday is none of line 914's "враги", who may not enter the preacher's cell; he cannot
 * attack, 994, and the classic text, 341, and the publisher's note on the water, tn 93, have
 * both coming onto the other). Only enemy pirates standing there too (whom Friday may not
 * join outside the jungle, A-B19) still refuse his step and kill him carried. Scenes of island
 * 1 (scene.ts): arrow1 on d4 points north-east to e3; arrow1/3 north-west to c3, the sea; the
 * sea cells b5, b6 touch the land. Expected cells worked out by hand from the text.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { COINS, FRIDAY, LOST, MISSIONARY, OUT, P_CELL, State } from '../../src/archipelago/state.js';
import { at, cell, legal, play } from './scene.js';
import { withFriday } from './friday-scene.js';

const gone = (s: State): number[] => [s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY]];
const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);

describe('Friday carried onto the enemy preacher (lines 994, 914; A-B20)', () => {
  it('on land both leave the game; the coin Friday carried lies where they met', () => {
    const s = play(withFriday({ open: { d4: 'arrow1' }, coins: { c5: 1 }, missionary: { at: 'e3', crew: 1 } }, 'c5', 0), 'F d4$');
    expect(gone(s)).toEqual([OUT, OUT]); // Friday used to die alone, the preacher staying on e3
    expect([s.u8[COINS + cell('e3')], s.u8[COINS + cell('c5')]]).toEqual([1, 0]);
    sound(s);
  });
  it('in the water both leave the game; the coin sinks', () => {
    const s = play(withFriday({ open: { d4: 'arrow1/3' }, coins: { e5: 1 }, missionary: { at: 'c3', crew: 1 } }, 'e5', 0), 'F d4$');
    expect(gone(s)).toEqual([OUT, OUT]);
    expect([s.u8[COINS + cell('e5')], s.v[LOST]]).toEqual([0, 1]);
    sound(s);
  });
  it('in the jungle too (no fight is needed to meet)', () => {
    const s = play(withFriday({ open: { d4: 'arrow1', e3: 'jungle' }, missionary: { at: 'e3', crew: 1 } }, 'c5', 0), 'F d4');
    expect(gone(s)).toEqual([OUT, OUT]);
  });
  it('on a cave entrance both leave the game there, as when the preacher comes onto Friday\'s (A-B10)', () => {
    const s = play(withFriday({ open: { d4: 'arrow1', e3: 'cave', f5: 'cave' }, missionary: { at: 'e3', crew: 1 } }, 'c5', 0), 'F d4');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });
  it('with an enemy pirate beside the preacher Friday dies alone (he joins no enemy pirate, A-B19); the two stay', () => {
    const s = play(withFriday({ open: { d4: 'arrow1' }, pieces: { Y1: 'e3' }, missionary: { at: 'e3', crew: 1 } }, 'c5', 0), 'F d4');
    expect([...gone(s), at(s, 'Y1')]).toEqual([OUT, cell('e3'), cell('e3')]);
    sound(s);
  });
});

describe('Friday and the enemy preacher stepping onto each other (line 994; A-B16, ruling: Friday is none of line 914\'s "враги")', () => {
  it('Friday steps onto the enemy preacher on land: both leave the game; the coin he brings lies where they met', () => {
    const s = withFriday({ coins: { d4: 1 }, missionary: { at: 'e4', crew: 1 } }, 'd4', 0);
    expect(legal(s).filter((t) => t.startsWith('F e4'))).toEqual(['F e4', 'F e4$']); // both used to be refused
    play(s, 'F e4$');
    expect(gone(s)).toEqual([OUT, OUT]);
    expect([s.u8[COINS + cell('e4')], s.u8[COINS + cell('d4')]]).toEqual([1, 0]);
    sound(s);
  });
  it('Friday swims onto the enemy preacher in the water: both leave the game', () => {
    const s = withFriday({ missionary: { at: 'b5', crew: 1 } }, 'b6', 0);
    expect(legal(s)).toContain('F b5'); // used to be refused
    play(s, 'F b5');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });
  it('Friday steps onto the enemy preacher on a cave entrance: both leave the game there', () => {
    const s = play(withFriday({ open: { d4: 'cave', f4: 'cave' }, missionary: { at: 'd4', crew: 1 } }, 'c4', 0), 'F d4');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });
  it('the preacher steps onto the enemy Friday on land: both leave the game', () => {
    const s = play(withFriday({ missionary: { at: 'd4', crew: 0 } }, 'e4', 1), 'M e4');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });
  it('the preacher swims onto the enemy Friday in the water: both leave the game', () => {
    const s = play(withFriday({ missionary: { at: 'b5', crew: 0 } }, 'b6', 1), 'M b6');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });
  it('not where an enemy pirate stands with the preacher, on land or in the water: Friday attacks no one (A-B19)', () => {
    expect(legal(withFriday({ pieces: { Y1: 'e4' }, missionary: { at: 'e4', crew: 1 } }, 'd4', 0))).not.toContain('F e4');
    expect(legal(withFriday({ pieces: { Y1: 'b5' }, missionary: { at: 'b5', crew: 1 } }, 'b6', 0))).not.toContain('F b5');
  });
  it('in the jungle, where nobody fights, he steps in among them: he and the preacher leave, the enemy pirate stays', () => {
    const s = play(withFriday({ open: { e4: 'jungle' }, pieces: { Y1: 'e4' }, missionary: { at: 'e4', crew: 1 } }, 'd4', 0), 'F e4');
    expect([...gone(s), at(s, 'Y1')]).toEqual([OUT, OUT, cell('e4')]);
    sound(s);
  });
});

describe('the mirror and the same side (line 994: whoever\'s they are)', () => {
  it('the preacher carried onto the enemy Friday: both leave the game', () => {
    const s = play(withFriday({ open: { d4: 'arrow1' }, missionary: { at: 'c5', crew: 0 } }, 'e3', 1), 'M d4');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });
  it('the preacher carried into the water onto the enemy Friday: both leave the game', () => {
    const s = play(withFriday({ open: { d4: 'arrow1/3' }, missionary: { at: 'e5', crew: 0 } }, 'c3', 1), 'M d4');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });
  it('Friday carried onto his own crew\'s preacher: both leave the game', () => {
    const s = play(withFriday({ open: { d4: 'arrow1' }, missionary: { at: 'e3', crew: 0 } }, 'c5', 0), 'F d4');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });
});
