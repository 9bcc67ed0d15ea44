/**
 * Readings ruled in session 26 (docs/RULES.md PC14, PC18 with PC20): where the seed
 * (pirate-chess-ru.txt, line numbers of that file) could be read two ways, the reading of
 * record, each test named after the passage it rests on.
 */
import { describe, expect, it } from 'vitest';
import { COINS, HALFMOVE, LOST, RESULT, Result } from '../../src/pirate-chess/state.js';
import { legal, pieces, play, scene } from './scene.js';

const K = { g1: 'wK', g11: 'bK' };

describe('PC14 (kept): line 9 "как в обычных шахматах" and FAQ line 140 "правилу 50 ходов": king against king', () => {
  it('lines 19-26: bare kings with a coin to spend are no dead position: buying back a pawn is offered and the game plays on', () => {
    const s = scene({ pieces: K });
    s.v[LOST] = 1; s.v[COINS] = 1; // white lost a pawn and holds one coin
    expect(legal(s)).toContain('buy P@c2');
    play(s, 'g1-f1');
    expect(s.v[RESULT]).toBe(Result.Playing);
  });

  it('with nothing to buy and every tile open, bare kings still play on, and the 50-move rule draws them (no draw by material)', () => {
    const s = scene({ pieces: K });
    play(s, 'g1-f1', 'g11-f11');
    expect([s.v[RESULT], s.v[HALFMOVE]]).toEqual([Result.Playing, 2]);
    s.v[HALFMOVE] = 99;
    play(s, 'f1-g1');
    expect(s.v[RESULT]).toBe(Result.FiftyMoves);
  });
});

describe('PC18 with PC20 (kept): line 77 "Попав в пещеру первый раз за игру, фигура застревает" with line 69 "Сразу исчезает, если … встретит миссионера"', () => {
  it('Friday lost in the only open cave still stands on its cell: the missionary stepping beside it meets him, and both leave', () => {
    const s = play(scene({ pieces: { ...K, d7: 'wM', c9: 'bP', f4: 'bF' }, open: { e5: 'cave' }, toMove: 'black' }), 'f4-e5');
    expect(pieces(s).e5).toBe('bF'); // lost there: it does not move
    expect(legal(s).some((m) => m.startsWith('e5'))).toBe(false);
    play(s, 'd7-d6');
    expect([pieces(s).e5, pieces(s).d6]).toEqual([undefined, undefined]);
  });

  it('the same with the roles the other way: the missionary lost in the cave, Friday stepping beside it', () => {
    const s = play(scene({ pieces: { ...K, d7: 'wF', c9: 'bP', f4: 'bM' }, open: { e5: 'cave' }, toMove: 'black' }), 'f4-e5');
    expect(pieces(s).e5).toBe('bM');
    play(s, 'd7-d6');
    expect([pieces(s).e5, pieces(s).d6]).toEqual([undefined, undefined]);
  });
});
