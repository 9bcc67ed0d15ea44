/**
 * Issue 12: Friday leaving the game with a coin in hand, and Friday on a spinner step
 * held by an enemy (docs/RULES.md TI-R6). Both were found by the random-game invariant
 * run: a coin vanished (37 -> 36), and the engine reached a position its own reader
 * rejects ("enemies b2 and fri share a step of the spinner"). Hand-built boards hold no
 * full tile set, so the state checker and the position reader see these rules in the
 * random-game run (test/jackal/invariants.test.ts); here each rule is pinned on its own.
 */
import { describe, expect, it } from 'vitest';
import type { State } from '../../../../src/jackal/state.js';
import {
  BoardSpec, board, carries, coinTotal, coinsAt, holdsTreasure, legal, lost, play, stepOf, treasureAt, where,
} from '../board.js';
import { disagreementsAfter } from '../../../support/differential.js';

const ti = (spec: BoardSpec): State => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('Friday leaves the game holding a coin or the treasure: it stays on his cell', () => {
  // he holds one standing only on a spinner (he stands on its last step) or lost in a cave
  const onSpinner = { tiles: { d5: 'empty', e5: 'mountains' }, coins: { e5: 0 } };

  it('a bottle given to him: the coin he held lies on the spinner', () => {
    const s = ti({ ...onSpinner, pirates: { w1: 'd5', fri: { at: 'e5', crew: 'w', step: 5, carry: true } }, bottles: { w: 1 } });
    const total = coinTotal(s);
    expect(carries(s, 'fri')).toBe(true);
    play(s, 'rum fri');
    expect([where(s, 'fri'), coinsAt(s, 'e5'), lost(s), coinTotal(s)]).toEqual(['dead', 1, 0, total]);
  });

  it('the missionary comes to his spinner: both vanish, the coin stays there', () => {
    const s = ti({ ...onSpinner, pirates: { mis: { at: 'd5', crew: 'y' }, fri: { at: 'e5', crew: 'w', step: 5, carry: true } }, turn: 'y' });
    const total = coinTotal(s);
    play(s, 'mis e5');
    expect([where(s, 'fri'), where(s, 'mis'), coinsAt(s, 'e5'), coinTotal(s)]).toEqual(['dead', 'dead', 1, total]);
  });

  it('the treasure he held stays on his cell too', () => {
    const s = ti({ ...onSpinner, pirates: { w1: 'd5', fri: { at: 'e5', crew: 'w', step: 5, treasure: true } }, bottles: { w: 1 } });
    expect(holdsTreasure(s, 'fri')).toBe(true);
    play(s, 'rum fri');
    expect([where(s, 'fri'), treasureAt(s)]).toEqual(['dead', 'e5']);
  });
});

describe('Friday and an enemy on the last step of a spinner', () => {
  it('he may not step onto a spinner whose last step (where he would stand) an enemy holds: he cannot strike', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'mountains' }, pirates: { fri: { at: 'd5', crew: 'w' }, b2: { at: 'e5', step: 5 } } });
    expect(legal(s)).not.toContain('fri e5');
    const free = ti({ tiles: { d5: 'empty', e5: 'mountains' }, pirates: { fri: { at: 'd5', crew: 'w' }, b2: { at: 'e5', step: 3 } } });
    play(free, 'fri e5');
    expect([where(free, 'fri'), stepOf(free, 'fri')]).toEqual(['e5', 5]);
  });

  it('a chain that brings him there kills him (a chain that ends on an enemy)', () => {
    // c5 arrow pointing east (arrow1 turned a quarter) sends him on to d5... onto the spinner e5
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'mountains' }, pirates: { fri: { at: 'c5', crew: 'w' }, b2: { at: 'e5', step: 5 } } });
    play(s, 'fri d5');
    expect([where(s, 'fri'), where(s, 'b2')]).toEqual(['dead', 'e5']);
  });
});

describe('Friday brings a coin to the meeting with the missionary: it stays on the meeting cell (TI-R6)', () => {
  // Found by the differential test (seed test-ti-18, 2p, ply 206): the engine did not let
  // Friday carry the coin he held on a spinner's last step onto his missionary's cell.
  it('from the last step of a spinner, holding a coin: both vanish, the coin lies where they met', () => {
    const s = ti({ tiles: { e5: 'mountains', f5: 'empty' }, coins: { e5: 0 }, pirates: { fri: { at: 'e5', crew: 'w', step: 5, carry: true }, mis: { at: 'f5', crew: 'w' } } });
    const total = coinTotal(s);
    expect(legal(s)).toEqual(expect.arrayContaining(['fri f5', 'fri f5 coin']));
    expect(disagreementsAfter(s, 'fri-f5$')).toEqual([]); // the reference model says the same
    play(s, 'fri f5 coin');
    expect([where(s, 'fri'), where(s, 'mis'), coinsAt(s, 'e5'), coinsAt(s, 'f5'), coinTotal(s)]).toEqual(['dead', 'dead', 0, 1, total]);
  });

  it('from a plain cell, taking the coin lying there; without it the coin stays behind', () => {
    const spec = { tiles: { d5: 'empty', e5: 'empty' }, coins: { d5: 1 }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'e5', crew: 'w' } } };
    const s = ti(spec);
    expect(disagreementsAfter(s, 'fri-e5$')).toEqual([]);
    play(s, 'fri e5 coin');
    expect([where(s, 'fri'), where(s, 'mis'), coinsAt(s, 'd5'), coinsAt(s, 'e5')]).toEqual(['dead', 'dead', 0, 1]);
    const t = ti(spec);
    play(t, 'fri e5');
    expect([where(t, 'fri'), where(t, 'mis'), coinsAt(t, 'd5'), coinsAt(t, 'e5')]).toEqual(['dead', 'dead', 1, 0]);
  });

  it('brought by an arrow: the coin lies where they met; in the jungle (no gold) it goes back where the move began', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'empty' }, coins: { c5: 1 }, pirates: { fri: { at: 'c5', crew: 'w' }, mis: { at: 'e5', crew: 'w' } } });
    expect(disagreementsAfter(s, 'fri-d5$')).toEqual([]);
    play(s, 'fri d5 coin');
    expect([where(s, 'fri'), where(s, 'mis'), coinsAt(s, 'c5'), coinsAt(s, 'e5')]).toEqual(['dead', 'dead', 0, 1]);
    const t = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'thicket' }, coins: { c5: 1 }, pirates: { fri: { at: 'c5', crew: 'w' }, mis: { at: 'e5', crew: 'w' } } });
    expect(disagreementsAfter(t, 'fri-d5$')).toEqual([]);
    play(t, 'fri d5 coin');
    expect([where(t, 'fri'), where(t, 'mis'), coinsAt(t, 'c5'), coinsAt(t, 'e5')]).toEqual(['dead', 'dead', 1, 0]);
  });

  it('an enemy missionary: Friday may go to meet him, with a coin too (meeting him is no strike; issue 26: friday-meets.test.ts)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, coins: { d5: 1 }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'e5', crew: 'y' } } });
    expect(legal(s)).toContain('fri e5');
    expect(legal(s)).toContain('fri e5 coin');
  });
});
