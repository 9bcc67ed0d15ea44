/**
 * Black-box hunt on Friday and the missionary, second pass (session 25): the grass, the caves'
 * swap, Ben Gunn and the converted missionary meeting them, rum thrown and found in one move.
 * Written from the text before the engine was read: full-rules-ru.txt 88, 117, 331, 341, 351,
 * 365, 381, 405; README ruling 2 (the water).
 */
import { describe, expect, it } from 'vitest';
import type { State } from '../../../../src/jackal/state.js';
import { BoardSpec, board, bottles, can, crewOf, isConverted, isLost, play, startShip, where } from '../board.js';

const ti = (spec: BoardSpec): State => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('the grass (405 "каждый ходит пиратами своего соседа", 88 the islanders are the crew\'s)', () => {
  it('405, 88, 341: under the grass the neighbour walks the crew\'s Friday onto its own missionary: both vanish', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'e5', crew: 'w' } }, grass: 2 });
    play(s, 'fri e5');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });

  it('405, 341 "Миссионер не заходит на клетки с врагами": under the grass the crew\'s missionary still may not enter the crew\'s enemy', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w' }, y1: 'e5' }, grass: 2 });
    expect(can(s, 'mis e5')).toBe(false);
  });

  it('405, 351: under the grass a crew\'s pirate walked onto the enemy\'s Friday wins him over for his crew, not for the player moving him', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', fri: { at: 'e5', crew: 'y' } }, grass: 2 });
    play(s, 'w1 e5');
    expect([crewOf(s, 'fri'), where(s, 'fri'), where(s, 'w1')]).toEqual(['w', 'e5', 'e5']);
  });

  it('405 "Командовать чужим ромом нельзя" is about the store, not the tiles: the neighbour walking the crew\'s Friday onto a rum barrel, he drinks and leaves', () => {
    const s = ti({ tiles: { d5: 'empty' }, hidden: { e5: 'rum' }, pirates: { fri: { at: 'd5', crew: 'w' } }, grass: 2 });
    play(s, 'fri e5');
    expect(where(s, 'fri')).toBe('dead');
  });

  it('405, 365 "бутылки тут же появляются на корабле": the crew\'s missionary walked onto bottles drinks one, the rest go to his crew\'s store, not the mover\'s', () => {
    const s = ti({ tiles: { d5: 'empty' }, hidden: { e5: 'bottles2' }, pirates: { mis: { at: 'd5', crew: 'w' } }, grass: 2 });
    play(s, 'mis e5');
    expect([isConverted(s, 'mis'), bottles(s, 'w'), bottles(s, 'y') + bottles(s, 'b') + bottles(s, 'r')]).toEqual([true, 1, 0]);
  });
});

describe('the caves (381): the lost one and the finder change places', () => {
  it('381 "Белый пират открывает выход и переносится на вход": the missionary turning over the second cave swaps with Friday lost in the first; they never share a cell', () => {
    const s = ti({ tiles: { e5: 'cave', i10: 'empty' }, hidden: { j10: 'cave' }, pirates: { fri: { at: 'e5', crew: 'y', lost: true }, mis: { at: 'i10', crew: 'w' } } });
    play(s, 'mis j10');
    expect([where(s, 'mis'), where(s, 'fri'), isLost(s, 'fri'), crewOf(s, 'fri')]).toEqual(['e5', 'j10', false, 'y']);
  });

  it('381, 341: the missionary walking into the only open cave where Friday is lost joins him there: both vanish', () => {
    const s = ti({ tiles: { e5: 'cave', d5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w', lost: true }, mis: { at: 'd5', crew: 'w' } } });
    play(s, 'mis e5');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });

  it('381, 351: Friday turning over the second cave swaps with the missionary lost in the first: both free, both stay', () => {
    const s = ti({ tiles: { e5: 'cave', i10: 'empty' }, hidden: { j10: 'cave' }, pirates: { mis: { at: 'e5', crew: 'y', lost: true }, fri: { at: 'i10', crew: 'w' } } });
    play(s, 'fri j10');
    expect([where(s, 'fri'), where(s, 'mis'), isLost(s, 'mis')]).toEqual(['e5', 'j10', false]);
  });
});

describe('Ben Gunn and the converted missionary are pirates (117, 331, 341)', () => {
  it('117, 331, 351: Ben Gunn stepping onto the enemy\'s Friday wins him over', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { ben: { at: 'd5', crew: 'y' }, fri: { at: 'e5', crew: 'w' } }, turn: 'y' });
    play(s, 'ben e5');
    expect([crewOf(s, 'fri'), where(s, 'fri')]).toEqual(['y', 'e5']);
  });

  it('341 "сам не может быть атакован": Ben Gunn may not step onto the enemy\'s missionary', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { ben: { at: 'd5', crew: 'y' }, mis: { at: 'e5', crew: 'w' } }, turn: 'y' });
    expect(can(s, 'ben e5')).toBe(false);
  });

  it('341 "станет самым что ни на есть обычным пиратом": the converted missionary steps onto his own Friday and nothing happens', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w', converted: true }, fri: { at: 'e5', crew: 'w' } } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'fri'), crewOf(s, 'fri')]).toEqual(['e5', 'e5', 'w']);
  });

  it('341, 351: the converted missionary steps onto the enemy\'s Friday and wins him over', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w', converted: true }, fri: { at: 'e5', crew: 'y' } } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'fri'), crewOf(s, 'fri')]).toEqual(['e5', 'e5', 'w']);
  });

  it('341: Friday walking onto the converted missionary of the enemy is refused like onto any enemy pirate (he cannot attack)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'e5', crew: 'y', converted: true } } });
    expect(can(s, 'fri e5')).toBe(false);
  });

  it('341: the converted missionary may strike the enemy pirate; the sober one may not', () => {
    const spec = (converted: boolean): BoardSpec => ({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w', converted }, y1: 'e5' } });
    expect(can(ti(spec(false)), 'mis e5')).toBe(false);
    const s = ti(spec(true));
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'y1'), isConverted(s, 'mis')]).toEqual(['e5', startShip('y'), true]); // struck back to his ship
  });
});
