/**
 * Rulings the audits left open (docs/RULES.md, section "Treasure Island"): TI-R9's closed cave
 * exit holds against an enemy Friday and the enemy missionary; TI-R13's lighthouse works for the
 * first piece of any kind; TI-R15's jungle lets the sober missionary and enemies share it.
 * Expected cells worked out by hand from the passages quoted in each name.
 */
import { describe, expect, it } from 'vitest';
import { BoardSpec, board, crewOf, isConverted, kindAt, legal, movesOf, play, turn, where } from '../board.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('TI-R9 (ruling): 381 "Если на выходе из пещеры стоит ваш пират, то для врагов ход закрыт" with FAQ 587 "На том выходе из пещеры стоит враг … Нет, если выход заблокирован, выйти из пещеры не получится"', () => {
  it('an enemy Friday on the only other exit closes it: the pirate stays at the mouth and Friday is not won over', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'd5', fri: { at: 'j10', crew: 'y' } } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'fri'), crewOf(s, 'fri'), turn(s)]).toEqual(['e5', 'j10', 'y', 'y']);
  });

  it('the enemy missionary on the exit closes it too (341 "сам не может быть атакован"; enemies never join him outside the jungle)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'd5', mis: { at: 'j10', crew: 'y' } } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'mis')]).toEqual(['e5', 'j10']);
  });

  it('with a free exit beside the held one he comes out at the free one only; his own Friday on an exit closes nothing', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave', c3: 'cave' }, pirates: { w1: 'd5', fri: { at: 'j10', crew: 'y' } } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'fri'), crewOf(s, 'fri')]).toEqual(['c3', 'j10', 'y']);
    const own = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'd5', fri: { at: 'j10', crew: 'w' } } });
    play(own, 'w1 e5');
    expect([where(own, 'w1'), where(own, 'fri')]).toEqual(['j10', 'j10']);
  });
});

describe('TI-R13 (ruling): 318 "пирату, который первым нашел это строение" read with 351 "Пятница может открывать клетки, как обычный пират" and 341 "Миссионер может открывать закрытые клетки"', () => {
  const hidden = { j10: 'chest5', c3: 'cave', k11: 'grass', b5: 'earthquake' };

  it('Friday first on the lighthouse picks the 4 cells (Deluxe), and it is spent for the pirate after him', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'lighthouse', f5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: 'f5' }, hidden });
    play(s, 'fri e5');
    expect(legal(s)).toContain('fri > j10');
    play(s, 'fri > j10', 'fri > c3', 'fri > k11', 'fri > b5', 'fri order 0');
    expect(turn(s)).toBe('y');
    play(s, 'y1 e5');
    expect(legal(s).some((d) => d.includes('>'))).toBe(false);
  });

  it('the sober missionary first on the lighthouse opens the 4 tiles for good (old rule)', () => {
    const s = ti({ options: { lighthouse: 'open' }, tiles: { d5: 'empty', e5: 'lighthouse' }, pirates: { mis: { at: 'd5', crew: 'w' } }, hidden });
    play(s, 'mis e5', 'mis > j10', 'mis > c3', 'mis > k11', 'mis > b5');
    expect(['j10', 'c3', 'k11', 'b5'].map((c) => kindAt(s, c))).toEqual(['chest', 'cave', 'grass', 'earthquake']);
    expect(isConverted(s, 'mis')).toBe(false);
  });
});

describe('TI-R15 (ruling): 397 "В Джунглях нельзя сражаться … зато здесь могут одновременно находиться пираты из разных команд" against 341 "Миссионер не заходит на клетки с врагами"', () => {
  it('an enemy pirate comes into the jungle where the sober missionary stands, and they share it', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'thicket' }, pirates: { w1: 'd5', mis: { at: 'e5', crew: 'y' } } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'mis'), crewOf(s, 'mis')]).toEqual(['e5', 'e5', 'y']);
  });

  it('the sober missionary comes into a jungle where enemies stand; outside the jungle their cell is refused him', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'thicket', d6: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w' }, y1: 'e5', y2: 'd6' } });
    expect(movesOf(s, 'mis')).toContain('mis e5');
    expect(movesOf(s, 'mis')).not.toContain('mis d6');
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'y1')]).toEqual(['e5', 'e5']);
  });
});
