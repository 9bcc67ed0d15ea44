/**
 * Game end, plies, scores and ranks (README ruling 6; docs/RULES.md R3, R16).
 */
import { describe, expect, it } from 'vitest';
import { isTerminal, ranksOf, result, scores } from '../../../src/jackal/outcome.js';
import { board, legal, play, turn } from './board.js';

describe('game end', () => {
  it('the game ends when every coin (37) is aboard a ship or lost', () => {
    const s = board({ tiles: { g2: 'chest1' }, pirates: { w1: 'g2' }, aboard: { w: 10, y: 20 }, lost: 6 });
    expect(isTerminal(s)).toBe(false);
    play(s, 'w1 g1 coin');
    expect(isTerminal(s)).toBe(true);
    expect(result(s)).toMatchObject({ reason: 'all-coins', plies: 1, scores: [11, 20, 0, 0], ranks: [2, 1, 3, 3], lost: 6 });
    expect(legal(s)).toEqual([]);
  });

  it('the last coin sinking ends the game too', () => {
    const s = board({ tiles: { e3: 'chest1', e2: 'arrow1:2' }, pirates: { w1: 'e3' }, aboard: { b: 36 } });
    play(s, 'w1 e2 coin');
    expect(result(s).reason).toBe('all-coins');
    expect(result(s).lost).toBe(1);
  });

  it('the ply limit ends the game; every decision, a follow-up choice included, is one ply', () => {
    const s = board({ options: { maxPlies: 3 }, tiles: { d5: 'empty', e5: 'arrow4' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(result(s).plies).toBe(1);
    play(s, 'w1 > e6');
    expect(result(s).plies).toBe(2);
    expect(isTerminal(s)).toBe(false);
    play(s, legal(s)[0]);
    expect(result(s).reason).toBe('ply-limit');
  });

  it('the game never ends in the middle of a turn: a choice owed is played first', () => {
    const s = board({ options: { maxPlies: 1 }, tiles: { d5: 'empty', e5: 'arrow4' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(isTerminal(s)).toBe(false);
    play(s, 'w1 > f5');
    expect(result(s).reason).toBe('ply-limit');
  });

  it('stall: the game ends after stallPlies plies with no reveal and no coin aboard or lost; a reveal resets the count (R16)', () => {
    const s = board({ options: { stallPlies: 3 } });
    play(s, 'ship w f1', 'ship y a6');
    play(s, 'b1 g12'); // reveals: progress
    play(s, 'ship r m6', 'ship w g1');
    expect(isTerminal(s)).toBe(false);
    play(s, 'ship y a7');
    expect(result(s).reason).toBe('stalled');
  });

  it('a crew that cannot move at all must pass; pass is offered only then (R3)', () => {
    const s = board({ pirates: { w1: 'dead', w2: 'dead', w3: 'dead' } });
    expect(legal(s)).toEqual(['pass']);
    play(s, 'pass');
    expect(turn(s)).toBe('y');
    const t = board({ tiles: { e5: 'trap', f5: 'rum' }, pirates: { w1: { at: 'e5', trapped: true }, w2: { at: 'f5', drunk: true }, w3: 'dead' } });
    expect(legal(t)).toEqual(['pass']);
    expect(legal(board())).not.toContain('pass');
  });
});

describe('scores and ranks', () => {
  it('ranks: equal coins share the place; the next place counts the players ahead', () => {
    expect(ranksOf([5, 5, 3, 0])).toEqual([1, 1, 3, 4]);
    expect(ranksOf([2, 7, 7, 7])).toEqual([4, 1, 1, 1]);
    expect(ranksOf([0, 0, 0, 0])).toEqual([1, 1, 1, 1]);
  });

  it('4p: each crew scores its own ship; 2v2: both partners score the team total; 2p: a player pools his two crews; 3p: three scores', () => {
    const aboard = { w: 4, y: 3, b: 2, r: 1 };
    expect(scores(board({ options: { mode: '4p' }, aboard }))).toEqual([4, 3, 2, 1]);
    expect(scores(board({ options: { mode: '2v2' }, aboard }))).toEqual([6, 4, 6, 4]);
    expect(scores(board({ options: { mode: '2p' }, aboard }))).toEqual([6, 4]);
    expect(scores(board({ options: { mode: '3p' }, aboard: { w: 4, y: 3, b: 4 } }))).toEqual([4, 3, 4]);
    const r = result(board({ options: { mode: '2v2' }, aboard: { w: 3, y: 2, b: 0, r: 1 } }));
    expect(r.ranks).toEqual([1, 1, 1, 1]);
  });
});
