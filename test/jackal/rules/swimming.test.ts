/**
 * Swimming (rulebook "How to Move" e; rules README ruling 2; tile-notes "water and
 * ships"): one cell a turn to a neighbouring sea cell, round the island's corners
 * diagonally, never onto land; striking at sea kills.
 */
import { describe, expect, it } from 'vitest';
import { board, movesOf, play, setTurn, where } from './board.js';

describe('swimming', () => {
  it('a swimmer moves to any of the 8 neighbouring sea cells and never climbs onto land', () => {
    const s = board({ pirates: { w1: 'e1' } });
    expect(movesOf(s, 'w1').sort()).toEqual(['w1 d1', 'w1 f1']);
    const t = board({ pirates: { w1: 'a1' } });
    expect(movesOf(t, 'w1').sort()).toEqual(['w1 a2', 'w1 b1', 'w1 b2']);
  });

  it('a swimmer turns the island\'s corner diagonally (tile-notes line 75)', () => {
    const s = board({ pirates: { w1: 'c1' } });
    expect(movesOf(s, 'w1').sort()).toEqual(['w1 b1', 'w1 b2', 'w1 d1']);
    play(s, 'w1 b2');
    setTurn(s, 'w');
    expect(movesOf(s, 'w1').sort()).toEqual(['w1 a1', 'w1 a2', 'w1 a3', 'w1 b1', 'w1 c1']);
    play(s, 'w1 a3');
    expect(where(s, 'w1')).toBe('a3');
  });

  it('a swimmer who swims onto an enemy swimmer kills him (rulebook Death b)', () => {
    const s = board({ pirates: { w1: 'e1', y1: 'f1' } });
    play(s, 'w1 f1');
    expect(where(s, 'y1')).toBe('dead');
    expect(where(s, 'w1')).toBe('f1');
  });

  it('a pirate carried by an arrow onto an enemy swimmer kills him, and swims (FAQ 488)', () => {
    // arrow1 turned south on e2: stepping on it throws the pirate into e1
    const s = board({ tiles: { e3: 'empty', e2: 'arrow1:2' }, pirates: { w1: 'e3', y1: 'e1' } });
    play(s, 'w1 e2');
    expect(where(s, 'y1')).toBe('dead');
    expect(where(s, 'w1')).toBe('e1');
  });

  it('2v2: allied swimmers share a sea cell', () => {
    const s = board({ options: { mode: '2v2' }, pirates: { w1: 'e1', b1: 'f1' } });
    play(s, 'w1 f1');
    expect([where(s, 'w1'), where(s, 'b1')]).toEqual(['f1', 'f1']);
  });

  it('a swimmer climbs aboard from a diagonal sea cell (round the corner, onto a ship at the end of its side)', () => {
    const s = board({ ships: { y: 'a3' }, pirates: { y1: 'b2' }, turn: 'y' });
    expect(movesOf(s, 'y1')).toContain('y1 a3');
    play(s, 'y1 a3');
    expect(where(s, 'y1')).toBe('a3');
  });
});
