/**
 * Fighting, death and revival (rulebook "How to Strike Enemies" a-d, "Death of a
 * Pirate!" a-e; README ruling 2).
 */
import { describe, expect, it } from 'vitest';
import { board, legal, movesOf, play, untilTurn, where } from './board.js';

describe('striking', () => {
  it('a pirate strikes by moving onto the enemy: the enemy flies back to his own ship and plays on from there (a)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', y1: 'e5' } });
    play(s, 'w1 e5');
    expect(where(s, 'y1')).toBe('a7');
    expect(where(s, 'w1')).toBe('e5');
    untilTurn(s, 'y');
    expect(movesOf(s, 'y1')).toEqual(['y1 b7']);
  });

  it('all enemies on the cell are struck, each to his own ship (a; FAQ 509)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', y1: 'e5', y2: 'e5' }, turn: 'w' });
    play(s, 'w1 e5');
    expect([where(s, 'y1'), where(s, 'y2')]).toEqual(['a7', 'a7']);
    // in 4p two crews never share a land cell, but the rule is "each to his own ship":
    const t = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', y1: 'e5', r1: 'e5' } });
    play(t, 'w1 e5');
    expect([where(t, 'y1'), where(t, 'r1')]).toEqual(['a7', 'm7']);
  });

  it('2v2: a struck pirate returns to his own ship, not his ally\'s', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { g11: 'empty', g12: 'empty' }, pirates: { y1: 'g11', w1: 'g12' }, turn: 'y' });
    play(s, 'y1 g12');
    expect(where(s, 'w1')).toBe('g1');
  });

  it('landing on an enemy standing in front of the ship strikes him', () => {
    const s = board({ tiles: { g2: 'empty' }, pirates: { y1: 'g2' } });
    play(s, 'w1 g2');
    expect(where(s, 'y1')).toBe('a7');
  });

  it('outside spinners two enemy crews never share a cell (rulebook Note to d)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'trap', f5: 'rum' }, pirates: { w1: 'd5', y1: 'e5', y2: 'f5' } });
    play(s, 'w1 e5');
    expect(where(s, 'y1')).toBe('a7');
  });
});

describe('death and revival', () => {
  it('a pirate dies on an enemy ship (a) or at the cannibal (c) and is out of play until revived; at sea and cycles: swimming, chains tests', () => {
    const s = board({ tiles: { b6: 'empty', d5: 'empty', e5: 'cannibal' }, pirates: { w1: 'b6', w2: 'd5' } });
    play(s, 'w1 a7');
    untilTurn(s, 'w');
    play(s, 'w2 e5');
    expect([where(s, 'w1'), where(s, 'w2')]).toEqual(['dead', 'dead']);
    untilTurn(s, 'w');
    expect(legal(s).filter((d) => d.startsWith('w1') || d.startsWith('w2') || d.startsWith('revive'))).toEqual([]);
  });

  it('a dead pirate is revived at the native woman, one per turn, and starts from the fortress (e)', () => {
    const s = board({ tiles: { e5: 'native' }, pirates: { w1: 'e5', w2: 'dead', w3: 'dead' } });
    play(s, 'revive w2');
    untilTurn(s, 'w');
    expect(legal(s).filter((d) => d.startsWith('revive'))).toEqual(['revive w3']);
    play(s, 'revive w3');
    expect([where(s, 'w1'), where(s, 'w2'), where(s, 'w3')]).toEqual(['e5', 'e5', 'e5']);
    untilTurn(s, 'w');
    expect(legal(s).some((d) => d.startsWith('revive'))).toBe(false);
  });
});
