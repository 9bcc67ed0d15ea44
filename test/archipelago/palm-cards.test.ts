/**
 * A pirate up a palm and the ability cards (full-rules-ru.txt line 1040 "На него не действуют
 * способности"; docs/RULES.md A-J13): up there his own card does not act either, since the card
 * is a sticker on him (line 1114). Scenes of island 1 (scene.ts): ships W b4, Y i6; c4 d4 e4
 * on row 4, c4 the beach next to b4 and b5. Each case is paired with the same scene with him
 * standing below, where the card acts (test/archipelago/abilities.test.ts pins the cards).
 */
import { describe, expect, it } from 'vitest';
import { cardByName, giveCard } from '../../src/archipelago/abilities.js';
import { checkState } from '../../src/archipelago/check.js';
import { ABOARD, FALLEN, KNOWN, P_STAT, UP, type State } from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play, scene, type Scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
/** The scene with `who` holding `card`, up the palm on his cell when `up`. */
function holding(x: Scene, who: string, card: string, up: boolean): State {
  const s = scene(x);
  giveCard(s, PIECE(who), cardByName(card));
  if (up) s.v[UP] |= 1 << PIECE(who);
  return s;
}

describe('up a palm his card does not act (line 1040)', () => {
  it('the bodyguard up the palm does not guard the comrade below: an enemy strikes him there', () => {
    const x: Scene = { open: { e4: 'palm' }, pieces: { W1: 'd4', Y1: 'e4', Y2: 'e4' } };
    expect(legal(holding(x, 'Y1', 'bodyguard', false))).not.toContain('W1 e4');
    const s = holding(x, 'Y1', 'bodyguard', true);
    sound(s);
    play(s, 'W1 e4');
    expect([at(s, 'W1'), at(s, 'Y2'), at(s, 'Y1')]).toEqual([cell('e4'), ABOARD + 1, cell('e4')]);
    sound(s);
  });

  it('the gunner up the palm does not fire', () => {
    const x: Scene = { open: { e4: 'palm' }, pieces: { W1: 'e4' } };
    expect(legal(holding(x, 'W1', 'gunner', false))).toContain('W1 fire');
    expect(legal(holding(x, 'W1', 'gunner', true))).toEqual(expect.not.arrayContaining(['W1 fire']));
  });

  it('the rescuer up the palm raises no fallen comrade next to him', () => {
    const x: Scene = { open: { c4: 'palm', d4: 'pit' }, pieces: { W1: 'c4', W2: 'd4' }, stat: { W2: FALLEN } };
    expect(play(holding(x, 'W1', 'rescuer', false), 'sail b5').u8[P_STAT + PIECE('W2')] & FALLEN).toBe(0);
    expect(play(holding(x, 'W1', 'rescuer', true), 'sail b5').u8[P_STAT + PIECE('W2')] & FALLEN).toBe(FALLEN);
  });

  it('the lookout up the palm sees no closed tile next to him', () => {
    const x: Scene = { open: { c4: 'palm' }, closed: { d4: 'chest3' }, pieces: { W1: 'c4' } };
    expect(play(holding(x, 'W1', 'lookout', false), 'sail b5').u8[KNOWN + cell('d4')]).toBe(1);
    expect(play(holding(x, 'W1', 'lookout', true), 'sail b5').u8[KNOWN + cell('d4')]).toBe(0);
  });
});
