/**
 * Forced chains and cycles (rules README ruling 3; rulebook Death d; FAQ 518;
 * docs/RULES.md R6, R7, R8, R9).
 */
import { describe, expect, it } from 'vitest';
import { board, coinsAt, kindAt, legal, lost, pending, play, turn, where } from './board.js';

describe('cycles', () => {
  it('two single arrows pointing at each other are a cycle: the pirate dies and his coin stays where the turn began', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'arrow1:3' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect(where(s, 'w1')).toBe('dead');
    expect(coinsAt(s, 'd5')).toBe(1);
    expect(lost(s)).toBe(0);
    expect(turn(s)).toBe('y');
  });

  it('a single arrow pointing at a crocodile is a cycle: the pirate dies, not back to his ship (FAQ 518)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'crocodile' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('dead');
  });

  it('arrow, ice and crocodile that send the pirate round and round are a cycle', () => {
    // d5 points east onto the ice at e5, which slides him onto the crocodile at f5, which
    // sends him back onto the ice moving west, which slides him back onto d5's arrow...
    const s = board({ tiles: { d4: 'empty', d5: 'arrow1:1', e5: 'ice', f5: 'crocodile' }, pirates: { w1: 'd4' } });
    play(s, 'w1 d5');
    expect(where(s, 'w1')).toBe('dead');
  });

  it('a multi-way arrow met again is no cycle: the player chooses again (R6)', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'arrow2:1', f5: 'arrow1:3' }, pirates: { w1: 'e4' } });
    play(s, 'w1 e5', 'w1 > f5');
    expect(where(s, 'w1')).toBe('e5');
    expect(turn(s)).toBe('w');
    play(s, 'w1 > d5');
    expect(where(s, 'w1')).toBe('d5');
  });

  it('a single arrow met again after a choice in between is no cycle: the player could have chosen otherwise (R6)', () => {
    // c5 -> d5 (points east) -> e5 (east or west): choosing west goes back over d5 onto e5 again
    const s = board({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'arrow2:1' }, pirates: { w1: 'c5' } });
    play(s, 'w1 d5');
    expect(where(s, 'w1')).toBe('e5');
    play(s, 'w1 > d5');
    expect(where(s, 'w1')).toBe('e5');
    expect(turn(s)).toBe('w');
    play(s, 'w1 > f5');
    expect(where(s, 'w1')).toBe('f5');
    expect(turn(s)).toBe('y');
  });
});

describe('coins in chains (R7)', () => {
  it('a chain ending on a face-down cell leaves the coin where the turn began; the pirate goes on alone (tile-notes Fortress)', () => {
    const s = board({ tiles: { c5: 'empty', d5: 'arrow1:1' }, pirates: { w1: 'c5' }, coins: { c5: 1 }, hidden: { e5: 'chest2' } });
    play(s, 'w1 d5 coin');
    expect(where(s, 'w1')).toBe('e5');
    expect(coinsAt(s, 'c5')).toBe(1);
    expect(coinsAt(s, 'e5')).toBe(2);
  });

  it('a knight jump with a coin onto a face-down cell leaves the coin where the turn began', () => {
    const s = board({ tiles: { f6: 'empty', f7: 'horse' }, pirates: { w1: 'f6' }, coins: { f6: 1 } });
    play(s, 'w1 f7 coin', 'w1 > g9');
    expect(where(s, 'w1')).toBe('g9');
    expect(coinsAt(s, 'f6')).toBe(1);
    expect(coinsAt(s, 'g9')).toBe(0);
  });

  it('a chain ending on an enemy strikes him, and the coin is left where the turn began (rulebook coins c)', () => {
    const s = board({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'empty' }, pirates: { w1: 'c5', y1: 'e5' }, coins: { c5: 1 } });
    play(s, 'w1 d5 coin');
    expect(where(s, 'w1')).toBe('e5');
    expect(where(s, 'y1')).toBe('a7');
    expect(coinsAt(s, 'c5')).toBe(1);
    expect(coinsAt(s, 'e5')).toBe(0);
  });

  it('a chain ending in an empty fortress takes the pirate in and leaves the coin where the turn began (tile-notes Fortress)', () => {
    const s = board({ tiles: { c5: 'chest1', d5: 'arrow1:1', e5: 'fortress' }, pirates: { w1: 'c5' } });
    play(s, 'w1 d5 coin');
    expect(where(s, 'w1')).toBe('e5');
    expect(coinsAt(s, 'c5')).toBe(1);
    expect(coinsAt(s, 'e5')).toBe(0);
  });

  it('a coin carried by a chain onto an enemy ship sinks with the pirate\'s death', () => {
    const s = board({ tiles: { c7: 'chest1', b7: 'arrow1:3' }, pirates: { w1: 'c7' } });
    play(s, 'w1 b7 coin');
    expect(where(s, 'w1')).toBe('dead');
    expect(lost(s)).toBe(1);
    expect(coinsAt(s, 'c7')).toBe(0);
  });

  it('a chain ending on an open tile carries the coin there', () => {
    const s = board({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'ice', f5: 'empty' }, pirates: { w1: 'c5' }, coins: { c5: 1 } });
    play(s, 'w1 d5 coin');
    expect(where(s, 'w1')).toBe('f5');
    expect(coinsAt(s, 'f5')).toBe(1);
    expect(coinsAt(s, 'c5')).toBe(0);
  });
});

describe('crocodile after a knight jump or a flight (R8)', () => {
  it('flight onto ice, flight onto a crocodile: back on the ice, the pirate flies again (not a cycle)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane', j10: 'ice', c3: 'crocodile' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3');
    expect(where(s, 'w1')).toBe('j10');
    expect(turn(s)).toBe('w');
    expect(pending(s)).not.toBe(0);
    expect(legal(s).length).toBe(116);
    play(s, 'w1 > k11');
    expect(where(s, 'w1')).toBe('k11');
  });

  it('knight jump onto ice, knight jump onto a crocodile: back on the ice, the pirate jumps again', () => {
    const s = board({ tiles: { f6: 'empty', f7: 'horse', g9: 'ice', h11: 'crocodile' }, pirates: { w1: 'f6' } });
    play(s, 'w1 f7', 'w1 > g9', 'w1 > h11');
    expect(where(s, 'w1')).toBe('g9');
    expect(turn(s)).toBe('w');
    expect(legal(s)).toContain('w1 > e8');
    expect(kindAt(s, 'h11')).toBe('crocodile');
  });
});
