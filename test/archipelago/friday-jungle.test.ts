/**
 * Friday in the jungle (full-rules-ru.txt 796 "В джунглях нельзя сражаться … зато здесь могут
 * одновременно находиться пираты из разных команд"; 994 "Если его атакуют, начинает играть за
 * врага"; docs/RULES.md A-B17): winning him over is attacking him, and nobody fights in the
 * jungle, so an enemy coming into the jungle where he stands shares it with him. Scenes of
 * island 1 (scene.ts): c4 and d4 are neighbours on row 4.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { FRIDAY, P_CELL, P_CREW } from '../../src/archipelago/state.js';
import { cell, play } from './scene.js';
import { withFriday } from './friday-scene.js';

describe('Friday in the jungle (line 796: nobody fights there)', () => {
  it('an enemy pirate coming into the jungle where he stands does not win him over; elsewhere he does', () => {
    const s = play(withFriday({ open: { d4: 'jungle' }, pieces: { W1: 'c4' } }, 'd4', 1), 'W1 d4');
    expect([s.u8[P_CELL + 0], s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY]]).toEqual([cell('d4'), cell('d4'), 1]);
    expect(checkState(s, false)).toEqual([]);
    const t = play(withFriday({ pieces: { W1: 'c4' } }, 'd4', 1), 'W1 d4');
    expect(t.u8[P_CREW + FRIDAY]).toBe(0);
  });
});
