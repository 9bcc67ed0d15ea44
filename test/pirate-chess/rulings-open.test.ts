/**
 * PC33 (ruling, engine right): buying back a pawn does not start the 50-move count again.
 * The seed names the rule (FAQ line 140) and reads its words narrowly: a suicide onto the
 * cannibal, though a piece leaves the game for good, saves no draw, since "Взятие – это ход,
 * на котором фигура уничтожает фигуру противника". Buying back (lines 18-26) is a move
 * ("Воскрешение считается ходом") but neither a capture nor a pawn's movement: the pawn is set
 * down ("ставится на поле"); PC31's spinner step is a pawn moving, so it counts.
 */
import { describe, expect, it } from 'vitest';
import { COINS, HALFMOVE, LOST, RESULT, Result } from '../../src/pirate-chess/state.js';
import { legal, pieces, play, scene } from './scene.js';

describe('PC33 (ruling): line 26 "Воскрешение считается ходом" with FAQ line 140 "Можно ли таким ходом избежать ничьей по правилу 50 ходов?"', () => {
  it('buying back a pawn is no pawn move: at the 100th half-move it draws; the pawn\'s own step would have started the count again', () => {
    const bought = scene({ pieces: { g1: 'wK', g11: 'bK', c3: 'wP' } });
    bought.v[LOST] = 1; bought.v[COINS] = 1; bought.v[HALFMOVE] = 99;
    expect(legal(bought)).toContain('buy P@d2');
    play(bought, 'buy P@d2');
    expect(pieces(bought).d2).toBe('wP');
    expect(bought.v[RESULT]).toBe(Result.FiftyMoves);
    // the same position, the pawn on c3 stepping instead: the count starts again
    const stepped = scene({ pieces: { g1: 'wK', g11: 'bK', c3: 'wP' } });
    stepped.v[LOST] = 1; stepped.v[COINS] = 1; stepped.v[HALFMOVE] = 99;
    play(stepped, 'c3-c4');
    expect([stepped.v[RESULT], stepped.v[HALFMOVE]]).toEqual([Result.Playing, 0]);
  });

  it('below 100 the count goes on through the buying back (98 -> 99), as through any quiet move', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK' } });
    s.v[LOST] = 1; s.v[COINS] = 1; s.v[HALFMOVE] = 98;
    play(s, 'buy P@c2');
    expect([s.v[RESULT], s.v[HALFMOVE], s.v[COINS]]).toEqual([Result.Playing, 99, 0]);
  });
});
