/**
 * Chess rules on the Pirate chess board, on open empty tiles (the tiles' own effects are in
 * tiles.test.ts): castling, en passant, promotion with the short files' limits, pins,
 * checkmate, stalemate, the 50-move rule and threefold repetition.
 */
import { describe, expect, it } from 'vitest';
import { outcome } from '../../src/pirate-chess/game.js';
import { HALFMOVE, MAX_PLIES, PHASE, Phase, PLY, RESULT, Result } from '../../src/pirate-chess/state.js';
import { legal, pieces, play, scene } from './scene.js';

describe('chess on the Pirate chess board', () => {
  it('castling: O-O puts the king on i1 and the rook on h1, O-O-O the king on e1 and the rook on f1', () => {
    const base = { pieces: { g1: 'wK', c1: 'wR', j1: 'wR', g11: 'bK' }, castling: 15 };
    expect(legal(scene(base))).toContain('O-O');
    expect(legal(scene(base))).toContain('O-O-O');
    const short = pieces(play(scene(base), 'O-O'));
    expect([short.i1, short.h1, short.j1]).toEqual(['wK', 'wR', undefined]);
    const long = pieces(play(scene(base), 'O-O-O'));
    expect([long.e1, long.f1, long.c1]).toEqual(['wK', 'wR', undefined]);
  });

  it('castling: not out of check, not across a controlled cell, not after the king has moved', () => {
    const across = scene({ pieces: { g1: 'wK', c1: 'wR', j1: 'wR', g11: 'bK', h9: 'bR' }, castling: 15 });
    expect(legal(across)).not.toContain('O-O');
    expect(legal(across)).toContain('O-O-O');
    const check = scene({ pieces: { g1: 'wK', c1: 'wR', j1: 'wR', h11: 'bK', g9: 'bR' }, castling: 15 });
    expect(legal(check).filter((m) => m.startsWith('O'))).toEqual([]);
    const moved = play(scene({ pieces: { g1: 'wK', c1: 'wR', j1: 'wR', g11: 'bK', a5: 'bP' }, castling: 15 }), 'g1-g2', 'a5-a4', 'g2-g1', 'a4-a3');
    expect(legal(moved).filter((m) => m.startsWith('O'))).toEqual([]);
  });

  it('en passant: a pawn that stepped two past an enemy pawn may be taken as if it stepped one', () => {
    const s = play(scene({ pieces: { g1: 'wK', g11: 'bK', e8: 'wP', f10: 'bP' }, toMove: 'black' }), 'f10-f8');
    expect(legal(s)).toContain('e8xf9');
    const p = pieces(play(s, 'e8xf9'));
    expect([p.f9, p.f8, p.e8]).toEqual(['wP', undefined, undefined]);
  });

  it('en passant takes no pawn in a fortress or the safe jungle (seed: "Крепость (2) – пока фигура находится здесь, её нельзя бить"; "Безопасные джунгли … её нельзя бить")', () => {
    // the white pawn's double step ends on an open fortress (or jungle) beside the black pawn on f4
    for (const tile of ['fortress', 'native-fortress', 'jungle']) {
      const s = play(scene({ pieces: { g1: 'wK', g11: 'bK', e2: 'wP', f4: 'bP' }, open: { e4: tile } }), 'e2-e4');
      expect(legal(s).filter((m) => m.startsWith('f4'))).toEqual(['f4-f3']);
    }
    // on an open empty tile the same pawn is taken
    expect(legal(play(scene({ pieces: { g1: 'wK', g11: 'bK', e2: 'wP', f4: 'bP' } }), 'e2-e4'))).toContain('f4xe3');
  });

  it('promotion on c–j: any of knight, bishop, rook, queen; a promoted piece remembers it was a pawn', () => {
    const s = play(scene({ pieces: { g1: 'wK', g9: 'bK', e10: 'wP' } }), 'e10-e11');
    expect(legal(s)).toEqual(['=B', '=N', '=Q', '=R']);
    expect(pieces(play(s, '=Q')).e11).toBe('wQ+');
  });

  it('promotion at a short file\'s end (b9, a3): a knight or a bishop only', () => {
    expect(legal(play(scene({ pieces: { g1: 'wK', g11: 'bK', b8: 'wP' } }), 'b8-b9'))).toEqual(['=B', '=N']);
    expect(legal(play(scene({ pieces: { g1: 'wK', g11: 'bK', a4: 'bP' }, toMove: 'black' }), 'a4-a3'))).toEqual(['=B', '=N']);
  });

  it('a pinned piece may not leave the line to its king', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', g4: 'wN', g8: 'bR' } });
    expect(legal(s).filter((m) => m.startsWith('g4'))).toEqual([]);
  });

  it('checkmate ends the game: a rook on the back rank behind three pawns', () => {
    const s = play(scene({ pieces: { g1: 'wK', g11: 'bK', f10: 'bP', g10: 'bP', h10: 'bP', d1: 'wR' } }), 'd1-d11');
    expect(legal(s)).toEqual([]);
    expect(s.v[RESULT]).toBe(Result.WhiteMates);
    expect(outcome(s)).toMatchObject({ reason: 'checkmate', scores: [1, 0], ranks: [1, 2] });
  });

  it('stalemate is a draw: the black king on c11 with no move and not in check', () => {
    const s = play(scene({ pieces: { g1: 'wK', c11: 'bK', e9: 'wQ' } }), 'e9-e10');
    expect(s.v[RESULT]).toBe(Result.Stalemate);
    expect(outcome(s)).toMatchObject({ reason: 'stalemate', scores: [0.5, 0.5] });
  });

  it('the 50-move rule: the hundredth turn without a capture or a pawn move draws', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', d1: 'wR' } });
    s.v[HALFMOVE] = 99;
    play(s, 'd1-d2');
    expect(outcome(s).reason).toBe('fifty-moves');
    const t = scene({ pieces: { g1: 'wK', g11: 'bK', d1: 'wR', e5: 'wP' } });
    t.v[HALFMOVE] = 99;
    play(t, 'e5-e6');
    expect(t.v[RESULT]).toBe(Result.Playing);
    expect(t.v[HALFMOVE]).toBe(0);
  });

  it('threefold repetition draws', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', d1: 'wN', d11: 'bN' } });
    play(s, 'd1-e3', 'd11-e9', 'e3-d1', 'e9-d11', 'd1-e3', 'd11-e9', 'e3-d1');
    expect(s.v[RESULT]).toBe(Result.Playing);
    play(s, 'e9-d11');
    expect(outcome(s).reason).toBe('repetition');
  });

  it('the ply limit ends the game at exactly maxPlies decisions, also when a follow-up is owed', () => {
    // e10-e11 is decision 1 and owes the promotion (decision 2): with maxPlies 1 the game ends after it, promotion unmade
    const s = scene({ pieces: { g1: 'wK', g9: 'bK', e10: 'wP' } });
    s.v[MAX_PLIES] = 1;
    play(s, 'e10-e11');
    expect([s.v[PLY], s.v[PHASE], outcome(s).reason]).toEqual([1, Phase.Promote, 'ply-limit']);
    expect(legal(s)).toEqual([]);
    // with maxPlies 2 the promotion is made and the game ends with the turn
    const t = scene({ pieces: { g1: 'wK', g9: 'bK', e10: 'wP' } });
    t.v[MAX_PLIES] = 2;
    play(t, 'e10-e11', '=Q');
    expect([t.v[PLY], outcome(t).reason, pieces(t).e11]).toEqual([2, 'ply-limit', 'wQ+']);
  });

  it('kings never stand next to each other', () => {
    const s = scene({ pieces: { e5: 'wK', e7: 'bK' } });
    expect(legal(s).filter((m) => /-[def]6$/.test(m))).toEqual([]);
  });
});
