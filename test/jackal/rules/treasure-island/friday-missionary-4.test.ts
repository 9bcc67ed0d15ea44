/**
 * Black-box hunt on Friday and the missionary (session 25), part 4: caves, the crocodile sending
 * them back onto a spinner or a trap, chains ending on a caught enemy or a ship. Written from the
 * text before the engine was read: full-rules-ru.txt 341, 351, the trap 214, the crocodile 224,
 * the cave 381, FAQ 587; README rulings 1, 4; the rulings of record TI-R9 (an enemy islander on
 * an exit closes it) and R8 (the crocodile's cell acts again).
 */
import { describe, expect, it } from 'vitest';
import type { State } from '../../../../src/jackal/state.js';
import { BoardSpec, aboard, board, coinsAt, isTrapped, lost, play, stepOf, where } from '../board.js';

const ti = (spec: BoardSpec): State => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('caves (381, FAQ 587, TI-R9)', () => {
  it('381, 341: Friday going through the caves onto his own missionary at the other mouth: both vanish', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'j10', crew: 'w' } } });
    play(s, 'fri e5');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });

  it('381, 341: the missionary going through the caves onto his own Friday holding nothing: both vanish', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { mis: { at: 'd5', crew: 'w' }, fri: { at: 'j10', crew: 'w' } } });
    play(s, 'mis e5');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });

  it('FAQ 587, TI-R9: the enemy missionary on the only exit closes it to Friday, who stays at the mouth he entered', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'j10', crew: 'y' } } });
    play(s, 'fri e5');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['e5', 'j10']);
  });

  it('FAQ 587, TI-R9: Friday on the only exit closes it to an enemy pirate, who stays at his mouth; Friday keeps his side', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { y1: 'd5', fri: { at: 'j10', crew: 'w' } }, turn: 'y' });
    play(s, 'y1 e5');
    expect([where(s, 'y1'), where(s, 'fri')]).toEqual(['e5', 'j10']);
  });
});

describe('the crocodile sends them back (224, README ruling 4, R8)', () => {
  it('224, 351: Friday stepping off a spinner\'s last step onto a crocodile is sent back and crosses it again at once', () => {
    const s = ti({ tiles: { d5: 'desert', e5: 'crocodile' }, pirates: { fri: { at: 'd5', crew: 'w', step: 3 } } });
    play(s, 'fri e5');
    expect([where(s, 'fri'), stepOf(s, 'fri')]).toEqual(['d5', 3]);
  });

  it('224, R8: the missionary sent back onto the spinner he left enters it anew on step I', () => {
    const s = ti({ tiles: { d5: 'desert', e5: 'crocodile' }, pirates: { mis: { at: 'd5', crew: 'w', step: 3 } } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), stepOf(s, 'mis')]).toEqual(['d5', 1]);
  });

  it('224, 351: Friday stepping off a trap onto a crocodile is sent back onto the trap and not caught', () => {
    const s = ti({ tiles: { d5: 'trap', e5: 'crocodile' }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    play(s, 'fri e5');
    expect([where(s, 'fri'), isTrapped(s, 'fri')]).toEqual(['d5', false]);
  });

  it('224, 214: the missionary sent back onto the trap he left is caught there', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'trap', e5: 'crocodile' }, pirates: { mis: { at: 'd5', crew: 'w' }, w1: 'c5' } });
    // he stands on the trap freed (w1 came and left); a missionary caught there could not step off
    play(s, 'mis e5');
    expect([where(s, 'mis'), isTrapped(s, 'mis')]).toEqual(['d5', true]);
  });
});

describe('chains ending on a caught enemy or a ship (351, ruling 1)', () => {
  it('351, 214: ice carrying Friday into a trap where an enemy is caught kills Friday; the enemy stays caught', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'ice', e5: 'trap' }, pirates: { fri: { at: 'c5', crew: 'w' }, y1: { at: 'e5', trapped: true } } });
    play(s, 'fri d5');
    expect([where(s, 'fri'), where(s, 'y1'), isTrapped(s, 'y1')]).toEqual(['dead', 'e5', true]);
  });

  it('ruling 1: an arrow carries Friday with a coin onto his own ship: both aboard', () => {
    const s = ti({ tiles: { f2: 'empty', g2: 'arrow1:2' }, coins: { f2: 1 }, pirates: { fri: { at: 'f2', crew: 'w' } } });
    play(s, 'fri g2 coin');
    expect([where(s, 'fri'), aboard(s, 'w'), coinsAt(s, 'f2')]).toEqual(['g1', 1, 0]);
  });

  it('ruling 2: an arrow carries the enemy Friday with a coin onto white\'s ship: he dies and the coin sinks', () => {
    const s = ti({ tiles: { f2: 'empty', g2: 'arrow1:2' }, coins: { f2: 1 }, pirates: { fri: { at: 'f2', crew: 'y' } }, turn: 'y' });
    play(s, 'fri g2 coin');
    expect([where(s, 'fri'), aboard(s, 'w'), lost(s)]).toEqual(['dead', 0, 1]);
  });
});
