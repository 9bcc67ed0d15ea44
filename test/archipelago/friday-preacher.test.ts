/**
 * Friday and the preaching missionary brought together by a forced move (docs/RULES.md
 * A-B20). Line 994 says what happens when the two "окажутся на одной клетке": "оба выбывают
 * из игры"; line 914's "враги не могут зайти на клетку с миссионером" bars an enemy's own step
 * in, not where a forced move leaves him. So Friday carried onto the enemy preacher meets him
 * and both leave, whoever's they are, as the preacher carried onto Friday does; only enemy
 * pirates standing there too (whom Friday may not join, A-B19) still make it an impossible
 * move. Scenes of island 1 (scene.ts): arrow1 on d4 points north-east to e3; arrow1/3
 * north-west to c3, the sea. Expected cells worked out by hand from the text.
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
  it('by his own step he still may not go onto the enemy preacher (line 914 "враги не могут зайти")', () => {
    expect(legal(withFriday({ missionary: { at: 'e4', crew: 1 } }, 'd4', 0))).not.toContain('F e4');
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
