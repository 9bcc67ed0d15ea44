/**
 * Issue 26, Treasure Island rulings the text contradicted (docs/RULES.md TI-R6): Friday
 * meeting the missionary where an enemy pirate stands with him, Friday bringing a coin to an
 * enemy's missionary, and Friday bringing a coin to the cannibal. Each also checks the
 * reference model (src/reference/) on the position: both must list the same moves and reach
 * the same position.
 */
import { describe, expect, it } from 'vitest';
import type { State } from '../../../../src/jackal/state.js';
import { BoardSpec, board, coinTotal, coinsAt, legal, lost, play, where } from '../board.js';
import { disagreementsAfter } from '../../../support/differential.js';

const ti = (spec: BoardSpec): State => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('Friday and the missionary where an enemy pirate stands with him (lines 341, 351)', () => {
  // y1 stands with yellow's missionary on e5: he cannot be struck (341), Friday strikes nobody (351)
  const guarded = { tiles: { c5: 'empty', d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'e5', crew: 'y' }, y1: 'e5' } };

  it('Friday may not step there: meeting the missionary would mean standing with an enemy he cannot strike', () => {
    const s = ti(guarded);
    expect(legal(s)).not.toContain('fri e5');
    expect(disagreementsAfter(s, 'fri-c5')).toEqual([]);
  });

  it('a chain that brings him there kills him; the missionary and the pirate stay', () => {
    // c5 is an arrow pointing east: Friday stepping onto it from b5 is sent on to d5... here to e5 via d5's arrow
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'empty' }, pirates: { fri: { at: 'c5', crew: 'w' }, mis: { at: 'e5', crew: 'y' }, y1: 'e5' } });
    expect(disagreementsAfter(s, 'fri-d5')).toEqual([]);
    play(s, 'fri d5');
    expect([where(s, 'fri'), where(s, 'mis'), where(s, 'y1')]).toEqual(['dead', 'e5', 'e5']);
  });

  it('the missionary may not step onto Friday where an enemy of his stands with Friday (he enters no cell with enemies)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'y' }, fri: { at: 'e5', crew: 'w' }, w1: 'e5' }, turn: 'y' });
    expect(legal(s)).not.toContain('mis e5');
    expect(disagreementsAfter(s, 'mis-d6')).toEqual([]);
  });

  it('alone with the missionary, Friday still meets him and both vanish', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'e5', crew: 'y' } } });
    expect(disagreementsAfter(s, 'fri-e5')).toEqual([]);
    play(s, 'fri e5');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });
});

describe('Friday brings a coin to an enemy\'s missionary (no line forbids it)', () => {
  it('he may step onto the enemy missionary with the coin; both vanish and the coin lies there', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, coins: { d5: 1 }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'e5', crew: 'y' } } });
    const total = coinTotal(s);
    expect(legal(s)).toContain('fri e5 coin');
    expect(disagreementsAfter(s, 'fri-e5$')).toEqual([]);
    play(s, 'fri e5 coin');
    expect([where(s, 'fri'), where(s, 'mis'), coinsAt(s, 'd5'), coinsAt(s, 'e5'), coinTotal(s)]).toEqual(['dead', 'dead', 0, 1, total]);
  });
});

describe('Friday brings a coin to the cannibal: the cannibal eats it (FAQ 545; line 994)', () => {
  it('the coin leaves the game; Friday stands on the cannibal unharmed', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cannibal' }, coins: { d5: 1 }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    expect(legal(s)).toEqual(expect.arrayContaining(['fri e5', 'fri e5 coin']));
    expect(disagreementsAfter(s, 'fri-e5$')).toEqual([]);
    play(s, 'fri e5 coin');
    expect([where(s, 'fri'), coinsAt(s, 'd5'), coinsAt(s, 'e5'), lost(s)]).toEqual(['e5', 0, 0, 1]);
  });

  it('brought by a chain, the coin is eaten too', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'cannibal' }, coins: { c5: 1 }, pirates: { fri: { at: 'c5', crew: 'w' } } });
    expect(disagreementsAfter(s, 'fri-d5$')).toEqual([]);
    play(s, 'fri d5 coin');
    expect([where(s, 'fri'), coinsAt(s, 'c5'), lost(s)]).toEqual(['e5', 0, 1]);
  });
});
