/**
 * Coins (rulebook "How to Dig for Gold" a-e; docs/RULES.md R7): one at a time,
 * one per pirate, only over open tiles, never into a fortress or onto an enemy,
 * sinking at sea, aboard a friendly ship; every coin stays accounted for.
 */
import { describe, expect, it } from 'vitest';
import { aboard, board, can, coinTotal, coinsAt, lost, movesOf, play, untilTurn, where } from './board.js';

describe('coins', () => {
  it('a pirate carries one coin at a time off a chest (rulebook a)', () => {
    const s = board({ tiles: { e5: 'chest3', f5: 'empty' }, pirates: { w1: 'e5' } });
    expect(coinsAt(s, 'e5')).toBe(3);
    expect(movesOf(s, 'w1').filter((d) => d.startsWith('w1 f5'))).toEqual(['w1 f5', 'w1 f5 coin']);
    play(s, 'w1 f5 coin');
    expect(coinsAt(s, 'e5')).toBe(2);
    expect(coinsAt(s, 'f5')).toBe(1);
  });

  it('a pirate moves with a coin only over open tiles (rulebook b)', () => {
    const s = board({ tiles: { e5: 'chest1', f5: 'empty' }, pirates: { w1: 'e5' } });
    const withCoin = movesOf(s, 'w1').filter((d) => d.endsWith('coin'));
    expect(withCoin).toEqual(['w1 f5 coin']);
  });

  it('no striking with a coin in hand: the pirate leaves it and strikes empty-handed (rulebook c)', () => {
    const s = board({ tiles: { e5: 'chest2', f5: 'empty' }, pirates: { w1: 'e5', y1: 'f5' } });
    expect(can(s, 'w1 f5 coin')).toBe(false);
    play(s, 'w1 f5');
    expect(where(s, 'y1')).toBe('a7');
    expect(coinsAt(s, 'e5')).toBe(2);
    expect(coinsAt(s, 'f5')).toBe(0);
  });

  it('a coin lying on a cell stays there when the pirate standing on it is struck (rulebook d)', () => {
    const s = board({ tiles: { e5: 'chest2', f5: 'empty' }, pirates: { w1: 'f5', y1: 'e5' } });
    play(s, 'w1 e5');
    expect(where(s, 'y1')).toBe('a7');
    expect(coinsAt(s, 'e5')).toBe(2);
  });

  it('no swimming with a coin: a coin that falls into the sea sinks; the pirate swims (rulebook e)', () => {
    const s = board({ tiles: { e3: 'chest1', e2: 'ice' }, pirates: { w1: 'e3' } });
    play(s, 'w1 e2 coin');
    expect(where(s, 'w1')).toBe('e1');
    expect(lost(s)).toBe(1);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1').some((d) => d.endsWith('coin'))).toBe(false);
  });

  it('a pirate may not step into the sea on purpose to drown a coin (FAQ 464)', () => {
    const s = board({ tiles: { e2: 'chest1' }, pirates: { w1: 'e2' } });
    expect(movesOf(s, 'w1').filter((d) => /[a-m]1( coin)?$/.test(d))).toEqual([]);
  });

  it('every coin stays accounted for across reveal, carrying, boarding, sinking and the cannibal', () => {
    const s = board({
      tiles: { g3: 'empty', g2: 'empty', h3: 'empty', f3: 'cannibal', h2: 'ice' },
      hidden: { g4: 'chest5' }, pirates: { w1: 'g3', w2: 'g2', w3: 'h3' },
    });
    expect(coinTotal(s)).toBe(0);
    play(s, 'w1 g4');
    expect(coinTotal(s)).toBe(5);
    untilTurn(s, 'w');
    play(s, 'w1 g3 coin');
    untilTurn(s, 'w');
    play(s, 'w1 h2 coin'); // ice at h2 slides him south-east into i1: the coin sinks
    expect(where(s, 'w1')).toBe('i1');
    untilTurn(s, 'w');
    play(s, 'w3 g4');
    untilTurn(s, 'w');
    play(s, 'w3 f3 coin');
    untilTurn(s, 'w');
    expect(lost(s)).toBe(2);
    expect(coinTotal(s)).toBe(5);
    expect(coinsAt(s, 'g4')).toBe(3);
    expect(aboard(s, 'w')).toBe(0);
  });
});
