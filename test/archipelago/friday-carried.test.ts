/**
 * Friday carried onto an enemy pirate by a forced move (docs/RULES.md A-B19). He cannot
 * attack (line 994 "Пятница не может атаковать"), so he may not come to stand with an enemy
 * pirate, and a forced move that ends there is an impossible move: it kills him, and a coin he
 * carried goes back where the move began (line 1092 "Или в другую невозможную ситуацию";
 * FAQ 1226 "Любое невозможное действие приводит к смерти пирата. Монета остаётся там, где
 * пират начинал ход"). The jungle, where enemies share a cell, is the exception (line 796).
 * Scenes of island 1 (scene.ts): arrow1 on d4 points north-east to e3; arrow1/3 north-west
 * to c3, the sea.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { COINS, FRIDAY, OUT, P_CELL, P_CREW } from '../../src/archipelago/state.js';
import { at, cell, play } from './scene.js';
import { withFriday } from './friday-scene.js';

describe('Friday carried onto an enemy pirate (lines 994, 1092; FAQ 1226)', () => {
  it('on land he dies there, the enemy stays, his coin goes back where he began', () => {
    const s = play(withFriday({ open: { d4: 'arrow1' }, pieces: { Y1: 'e3' }, coins: { c5: 1 } }, 'c5', 0), 'F d4$');
    expect([s.u8[P_CELL + FRIDAY], at(s, 'Y1'), s.u8[COINS + cell('c5')]]).toEqual([OUT, cell('e3'), 1]);
    expect(checkState(s, false)).toEqual([]);
  });
  it('in the jungle he shares the cell with the enemy and keeps his side (line 796)', () => {
    const s = play(withFriday({ open: { d4: 'arrow1', e3: 'jungle' }, pieces: { Y1: 'e3' } }, 'c5', 0), 'F d4');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY], at(s, 'Y1')]).toEqual([cell('e3'), 0, cell('e3')]);
  });
  it('in the water onto an enemy swimmer he dies; the swimmer stays', () => {
    const s = play(withFriday({ open: { d4: 'arrow1/3' }, pieces: { Y1: 'c3' } }, 'e5', 0), 'F d4');
    expect([s.u8[P_CELL + FRIDAY], at(s, 'Y1')]).toEqual([OUT, cell('c3')]);
    expect(checkState(s, false)).toEqual([]);
  });
});
