/**
 * Black-box hunt on Friday and the preaching missionary, second pass (session 25), Archipelago:
 * the dice crossroads (848), the bear (898-902, 994 "Медведь съедает Пятницу насовсем"), the
 * bank (788). Written from the text before the engine was read. Scenes of island 1 (scene.ts):
 * the dice on d4 sends a roll of 1 north (d3) and of 3 south-east (e5); an arrow on c5 points
 * north-east at d4; ships W b4, Y i6, B e8, R e2.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { BEAR, FRIDAY, MISSIONARY, OUT, P_CELL, State } from '../../src/archipelago/state.js';
import { at, cell, legal, play, scene } from './scene.js';
import { withFriday } from './friday-scene.js';

const gone = (s: State): number[] => [s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY]];
const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);

describe('the dice crossroads (848 "Бросьте кубик, он определяет направление движения")', () => {
  it('848, 994: Friday rolled onto his own preacher: both leave the game', () => {
    const s = play(withFriday({ open: { d4: 'dice' }, missionary: { at: 'd3', crew: 0 } }, 'c4', 0), 'F d4', 'roll 1');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });

  it('848, 914: the preacher rolled onto the enemy\'s Friday: both leave the game', () => {
    const s = play(withFriday({ open: { d4: 'dice' }, missionary: { at: 'c4', crew: 0 } }, 'e5', 1), 'M d4', 'roll 3');
    expect(gone(s)).toEqual([OUT, OUT]);
    sound(s);
  });
});

describe('the bear (898, 902, 994)', () => {
  it('994 "Медведь съедает Пятницу насовсем": the bear walking through Friday\'s cell eats him for good (d4 to f6 by e5)', () => {
    const s = play(withFriday({ pieces: { Y1: 'f6' }, bear: { at: 'd4', crew: 0 } }, 'e5', 1), 'sail b3');
    expect([s.v[BEAR], s.u8[P_CELL + FRIDAY], at(s, 'Y1')]).toEqual([cell('e5'), OUT, cell('f6')]);
    sound(s);
  });

  it('898 "Любой, кого вынесло на клетку с медведем" with 902: the preacher carried onto the bear by an arrow is killed, not sent aboard', () => {
    const s = play(scene({ open: { c5: 'arrow1' }, missionary: { at: 'c6', crew: 0 }, bear: { at: 'd4', crew: 1 } }), 'M c5');
    expect([at(s, 'M'), s.v[BEAR]]).toEqual([OUT, cell('d4')]);
    sound(s);
  });
});

describe('the bank (788 "Если на этой клетке стоит пират с монетой, его нельзя атаковать")', () => {
  it('788, 994: Friday holding a coin in the bank cannot be struck, so he is not won over', () => {
    const s = withFriday({ pieces: { Y1: 'c4' }, open: { d4: 'bank' }, coins: { d4: 1 }, turn: 1 }, 'd4', 0);
    expect(legal(s)).not.toContain('Y1 d4');
  });

  it('788 "только один пират" (A-R20: one piece at a time): Friday in the bank with no coin is not struck, as the striker would stay there with him', () => {
    // read alone, 788's "empty cell" would let the enemy step in and win him over; the ruling of
    // record A-R20 keeps one piece in the bank, and Friday struck stays (994), so the step is refused
    const s = withFriday({ pieces: { Y1: 'c4' }, open: { d4: 'bank' }, turn: 1 }, 'd4', 0);
    expect(legal(s)).not.toContain('Y1 d4');
    expect(legal(s)).toContain('Y1 d3');
  });
});
