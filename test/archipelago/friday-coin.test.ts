/**
 * Winning the enemy Friday over is an attack (line 994 "Если его атакуют, начинает играть за
 * врага"), and a pirate attacks with empty hands (line 1064 "Бить врага с золотишком в руках
 * нельзя"; line 914 says "бить" and "атаковать" of one act): docs/RULES.md A-B22. His step
 * with a coin onto the enemy Friday is refused; carried there by a forced move (or coming
 * onto a cave entrance where he stands) he wins him over and the coin goes back where the
 * move began, as when he strikes a pirate (A-R6, A-B10); the daredevil keeps it (A-E11).
 * Scenes of island 1 (scene.ts): arrow1 on d4 points north-east to e3. Expected cells and
 * counts worked out by hand from the text.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { cardByName, giveCard } from '../../src/archipelago/abilities.js';
import { COINS, FRIDAY, P_CELL, P_CREW, State } from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play } from './scene.js';
import { withFriday } from './friday-scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const steps = (s: State, to: string): string[] => legal(s).filter((t) => t.startsWith(`W1 ${to}`)).sort();

describe('A-B22: a pirate wins the enemy Friday over with empty hands (lines 994, 1064)', () => {
  it('his step with a coin onto the enemy Friday is refused; without it he goes; onto his own Friday the coin comes along', () => {
    expect(steps(withFriday({ pieces: { W1: 'd4' }, coins: { d4: 1 } }, 'e4', 1), 'e4')).toEqual(['W1 e4']); // 'W1 e4$' used to be offered
    expect(steps(withFriday({ pieces: { W1: 'd4' }, coins: { d4: 1 } }, 'e4', 0), 'e4')).toEqual(['W1 e4', 'W1 e4$']);
    const s = play(withFriday({ pieces: { W1: 'd4' }, coins: { d4: 1 } }, 'e4', 1), 'W1 e4');
    expect([s.u8[P_CREW + FRIDAY], s.u8[P_CELL + FRIDAY], s.u8[COINS + cell('d4')]]).toEqual([0, cell('e4'), 1]);
    sound(s);
  });

  it('on a labyrinth too, where he stands with no step (A-B7)', () => {
    expect(steps(withFriday({ open: { e4: 'lab2' }, pieces: { W1: 'd4' }, coins: { d4: 1 } }, 'e4', 1), 'e4')).toEqual(['W1 e4']);
  });

  it('carried onto him by an arrow, the pirate wins him over and the coin goes back to the cell the move began on', () => {
    const s = play(withFriday({ open: { d4: 'arrow1' }, pieces: { W1: 'c5' }, coins: { c5: 1 } }, 'e3', 1), 'W1 d4$');
    expect([at(s, 'W1'), s.u8[P_CREW + FRIDAY], s.u8[COINS + cell('c5')], s.u8[COINS + cell('e3')]]).toEqual([cell('e3'), 0, 1, 0]); // the coin used to lie on e3
    sound(s);
  });

  it('carried onto a cave entrance where he stands, the pirate wins him over and goes through; the coin goes back (A-B10)', () => {
    const s = play(withFriday({ open: { d4: 'arrow1', e3: 'cave', f5: 'cave' }, pieces: { W1: 'c5' }, coins: { c5: 1 } }, 'e3', 1), 'W1 d4$');
    expect([at(s, 'W1'), s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY], s.u8[COINS + cell('c5')], s.u8[COINS + cell('f5')]]).toEqual([cell('f5'), cell('e3'), 0, 1, 0]); // the coin used to come out at f5
    sound(s);
  });

  it('the daredevil strikes with a coin in hand (A-E11): his coin comes onto Friday\'s cell, by a step or an arrow', () => {
    const s = withFriday({ pieces: { W1: 'd4' }, coins: { d4: 1 } }, 'e4', 1);
    giveCard(s, PIECE('W1'), cardByName('daredevil'));
    expect(steps(s, 'e4')).toEqual(['W1 e4', 'W1 e4$']);
    const t = withFriday({ open: { d4: 'arrow1' }, pieces: { W1: 'c5' }, coins: { c5: 1 } }, 'e3', 1);
    giveCard(t, PIECE('W1'), cardByName('daredevil'));
    play(t, 'W1 d4$');
    expect([t.u8[P_CREW + FRIDAY], t.u8[COINS + cell('e3')]]).toEqual([0, 1]);
    sound(t);
  });
});
