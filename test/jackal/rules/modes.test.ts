/**
 * The four modes: who commands which crews, who is allied, and the turn order
 * (rulebook "How to Move", "Pair-Against-Pair (or Two-Player) Game"; FAQ 479;
 * README ruling 7; docs/RULES.md R2).
 */
import { describe, expect, it } from 'vitest';
import { currentPlayer, playerCount, playerOfCrew } from '../../../src/jackal/outcome.js';
import { board, legal, play, turn, where } from './board.js';

/** Crew letters to move over n turns, every crew sailing. */
function order(s: ReturnType<typeof board>, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += turn(s);
    play(s, legal(s).find((d) => d.startsWith('ship '))!);
  }
  return out;
}

describe('turn order', () => {
  it('4p, 2v2, 2p: white moves first, then clockwise: yellow, black, red', () => {
    for (const mode of ['4p', '2v2', '2p'] as const) expect(order(board({ options: { mode } }), 8)).toBe('wybrwybr');
  });

  it('3p: white, yellow, black; the east is empty sea with no ship', () => {
    const s = board({ options: { mode: '3p' } });
    expect(order(s, 6)).toBe('wybwyb');
    expect(where(s, 'b1')).not.toBe('dead');
    expect(() => board({ options: { mode: '3p' }, pirates: { r1: 'e5' } })).toThrow();
  });

  it('the first crew is configurable (README ruling 7)', () => {
    expect(order(board({ options: { mode: '4p', firstCrew: 2 } }), 5)).toBe('brwyb');
  });
});

describe('players and alliances', () => {
  it('4p and 2v2: one player per crew; 2p: player 0 commands white and black, player 1 yellow and red; 3p: three players', () => {
    const seats = (mode: '4p' | '2v2' | '2p' | '3p', crews: number) => {
      const s = board({ options: { mode } });
      return [playerCount(s), [0, 1, 2, 3].slice(0, crews).map((k) => playerOfCrew(s, k))];
    };
    expect(seats('4p', 4)).toEqual([4, [0, 1, 2, 3]]);
    expect(seats('2v2', 4)).toEqual([4, [0, 1, 2, 3]]);
    expect(seats('2p', 4)).toEqual([2, [0, 1, 0, 1]]);
    expect(seats('3p', 3)).toEqual([3, [0, 1, 2]]);
    const s = board({ options: { mode: '2p' }, turn: 'b' });
    expect(currentPlayer(s)).toBe(0);
  });

  it('4p: every other crew is an enemy: stepping onto any of them strikes', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', b1: 'e5' } });
    play(s, 'w1 e5');
    expect(where(s, 'b1')).toBe('g13');
  });

  for (const mode of ['2v2', '2p'] as const) {
    it(`${mode}: opposite crews are allies: they share cells; the others are enemies`, () => {
      const s = board({ options: { mode }, tiles: { d5: 'empty', e5: 'empty', f5: 'empty' }, pirates: { w1: 'd5', b1: 'e5', r1: 'f5' } });
      play(s, 'w1 e5');
      expect([where(s, 'w1'), where(s, 'b1')]).toEqual(['e5', 'e5']);
      const t = board({ options: { mode }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { y1: 'd5', r1: 'e5' }, turn: 'y' });
      play(t, 'y1 e5');
      expect([where(t, 'y1'), where(t, 'r1')]).toEqual(['e5', 'e5']);
      const u = board({ options: { mode }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', r1: 'e5' } });
      play(u, 'w1 e5');
      expect(where(u, 'r1')).toBe('m7');
    });
  }
});
