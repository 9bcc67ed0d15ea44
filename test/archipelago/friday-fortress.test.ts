/**
 * Friday in a fortress or the sanctuary (full-rules-ru.txt 946 "Пока вы здесь, вы в
 * безопасности"; 948 "В крепости могут находиться сколько угодно пиратов из своей или
 * дружественной команды"; 836 "Никто из врагов не может сунуться в святилище, пока вы
 * внутри"; docs/RULES.md A-B18): he plays for his crew, so an enemy may not come in and win
 * him over, and one carried in dies (line 1092: an impossible move). Scenes of island 1
 * (scene.ts): c4, d4 on row 4; e5, f5 on row 5; arrow1/3 on e5 points north-west, to d4.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { FRIDAY, OUT, P_CELL, P_CREW } from '../../src/archipelago/state.js';
import { cell, legal, play } from './scene.js';
import { withFriday } from './friday-scene.js';

describe('Friday in a fortress or the sanctuary (lines 946, 836)', () => {
  it.each([['fortress'], ['sanctuary']])('no enemy steps into the %s he holds', (tile) => {
    const s = withFriday({ open: { d4: tile }, pieces: { W1: 'c4' } }, 'd4', 1);
    expect(legal(s)).not.toContain('W1 d4');
    expect(legal(withFriday({ open: { d4: tile }, pieces: { W1: 'c4' } }, 'd4', 0))).toContain('W1 d4'); // his own crew may
  });

  it('an enemy carried into it by an arrow dies there; Friday keeps his side', () => {
    const s = play(withFriday({ open: { d4: 'fortress', e5: 'arrow1/3' }, pieces: { W1: 'f5' } }, 'd4', 1), 'W1 e5');
    expect([s.u8[P_CELL + 0], s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY]]).toEqual([OUT, cell('d4'), 1]);
    expect(checkState(s, false)).toEqual([]);
  });
});
