/**
 * Caves (full-rules-ru.txt "Пещера"; FAQ 569, 572, 584, 587 are in faq.test.ts).
 * docs/RULES.md, section "Treasure Island", cites these names.
 */
import { describe, expect, it } from 'vitest';
import { disagreementsAfter } from '../../../support/differential.js';
import { BoardSpec, board, carries, coinsAt, holdsTreasure, isLost, legal, movesOf, pending, play, shipCell, turn, untilTurn, where } from '../board.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('cave', () => {
  it('with only one cave open, a pirate entering it is lost underground, holding what he carried', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), isLost(s, 'w1'), carries(s, 'w1'), coinsAt(s, 'e5')]).toEqual(['e5', true, true, 0]);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual([]);
  });

  it('revealing the first cave: the revealer is lost at once', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { w1: 'd5' }, hidden: { e5: 'cave' } });
    play(s, 'w1 e5');
    expect(isLost(s, 'w1')).toBe(true);
  });

  it('the galleon treasure is lost with its carrier too', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave' }, pirates: { w1: 'd5' }, treasure: 'd5' });
    play(s, 'w1 e5 treasure');
    expect([isLost(s, 'w1'), holdsTreasure(s, 'w1')]).toEqual([true, true]);
  });

  it('when a second cave opens, the lost come out there (putting down what they held) and the opener goes to their cave', () => {
    const s = ti({ tiles: { e5: 'cave', i9: 'empty' }, pirates: { w1: { at: 'e5', lost: true, carry: true }, y1: 'i9' }, hidden: { j10: 'cave' }, turn: 'y' });
    play(s, 'y1 j10');
    expect([where(s, 'w1'), isLost(s, 'w1'), coinsAt(s, 'j10'), where(s, 'y1'), isLost(s, 'y1')]).toEqual(['j10', false, 1, 'e5', false]);
  });

  it('entering the only open cave where enemies are lost strikes them back to their ship', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave' }, pirates: { w1: 'd5', y1: { at: 'e5', lost: true, carry: true } } });
    play(s, 'w1 e5');
    expect([where(s, 'y1'), isLost(s, 'y1'), isLost(s, 'w1')]).toEqual([shipCell(s, 'y'), false, true]);
    expect(carries(s, 'w1')).toBe(true); // he took the coin the struck pirate held (as FAQ 584)
  });

  it('with two caves open, entering one brings the pirate out of the other in the same move, with his coin', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), coinsAt(s, 'j10'), turn(s)]).toEqual(['j10', 1, 'y']);
  });

  it('with three open, the pirate chooses the exit; an exit held by an enemy is closed; a friend does not block it', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave', c10: 'cave' }, pirates: { w1: 'd5', w2: 'c10' } });
    play(s, 'w1 e5');
    expect(legal(s).sort()).toEqual(['w1 > c10', 'w1 > j10']);
    play(s, 'w1 > c10');
    expect(where(s, 'w1')).toBe('c10');
    const t = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave', c10: 'cave' }, pirates: { w1: 'd5', y1: 'c10' } });
    play(t, 'w1 e5');
    expect([where(t, 'w1'), where(t, 'y1'), pending(t)]).toEqual(['j10', 'c10', 0]);
  });

  it('with every exit held by enemies the pirate stays at the mouth he entered', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'd5', y1: 'j10' } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'y1'), turn(s)]).toEqual(['e5', 'j10', 'y']);
  });

  it('enemies standing at the mouth are struck first, then the pirate goes through', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'd5', y1: 'e5' } });
    play(s, 'w1 e5');
    expect([where(s, 'y1'), where(s, 'w1')]).toEqual([shipCell(s, 'y'), 'j10']);
  });

  it('a chain (arrow) into a cave goes through it too', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'cave', j10: 'cave' }, pirates: { w1: 'c5' } });
    play(s, 'w1 d5');
    expect(where(s, 'w1')).toBe('j10');
  });
});

describe('one who may not strike, brought by a chain into a cave where enemies are lost (TI-R6, TI-R9; differential D6)', () => {
  // Found by the long differential run (seeds differential-treasure-island-394 and -407): the
  // reference model let Friday and the missionary strike the lost enemies there.
  it('Friday dies there; the enemy stays lost; a direct step there is not offered', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'cave' }, pirates: { fri: { at: 'c5', crew: 'w' }, y1: { at: 'e5', lost: true } } });
    expect(disagreementsAfter(s, 'fri-d5')).toEqual([]); // the reference model says the same
    play(s, 'fri d5');
    expect([where(s, 'fri'), where(s, 'y1'), isLost(s, 'y1')]).toEqual(['dead', 'e5', true]);
    const t = ti({ tiles: { d5: 'empty', e5: 'cave' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: { at: 'e5', lost: true } } });
    expect(legal(t)).not.toContain('fri e5');
  });

  it('the missionary likewise', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'cave' }, pirates: { mis: { at: 'c5', crew: 'w' }, y1: { at: 'e5', lost: true } } });
    expect(disagreementsAfter(s, 'mis-d5')).toEqual([]);
    play(s, 'mis d5');
    expect([where(s, 'mis'), where(s, 'y1'), isLost(s, 'y1')]).toEqual(['dead', 'e5', true]);
  });
});
