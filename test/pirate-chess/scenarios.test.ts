/**
 * Black-box scenarios (session 24): written from the seed's text (pirate-chess-ru.txt, the
 * classic tiles of full-rules-ru.txt 1–620 it refers to) before the engine was read, each a
 * position and the consequence a passage states. This file: the board's shape, arrows, the
 * horse, ice, the crocodile and the cannibal; scenarios-pieces.test.ts: the other tiles, the
 * island's people, castling, en passant, buying back, check and mate through tiles.
 */
import { describe, expect, it } from 'vitest';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { EP, HALFMOVE, LIGHT, LOST, RESULT, Result } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { cell, legal, pieces, play, scene, tileByte } from './scene.js';
import type { State } from '../../src/pirate-chess/state.js';

const K = { g1: 'wK', g11: 'bK' };
const LOST_ROOK_W = LOST + 3, LOST_KNIGHT_W = LOST + 1, LOST_KNIGHT_B = LOST + 5 + 1;

/** The lighthouse's extension cell added to the board, face down over an empty tile. */
function extend(s: State, name: string): State {
  s.tile[cell(name)] = Tile.FaceDown; s.under[cell(name)] = tileByte('empty'); s.v[LIGHT + 3] = cell(name);
  return s;
}

describe('the board\'s shape (lines 31, 65: short files a, b, k, l; b2, k2, b10, k10 added by the lighthouse)', () => {
  it('no line runs across the missing b2: a bishop on c1 reaches a3 only once the lighthouse adds b2', () => {
    // "добавьте как поле b2, k2, b10 или k10": b2 is not on the board until then
    const s = scene({ pieces: { ...K, c1: 'wB' } });
    expect(legal(s).filter((m) => m === 'c1-b2' || m === 'c1-a3')).toEqual([]);
    expect(legal(extend(scene({ pieces: { ...K, c1: 'wB' } }), 'b2'))).toEqual(expect.arrayContaining(['c1-b2', 'c1-a3']));
  });

  it('"Дойдя до последнего поля на коротких вертикалях … только в коня или слона": a pawn taking onto b9 promotes to a knight or bishop', () => {
    const s = play(scene({ pieces: { ...K, c8: 'wP', b9: 'bN' } }), 'c8xb9');
    expect(legal(s)).toEqual(['=B', '=N']);
    // black's last cell on a short file is rank 3
    expect(legal(play(scene({ pieces: { ...K, c4: 'bP', b3: 'wN' }, toMove: 'black' }), 'c4xb3'))).toEqual(['=B', '=N']);
  });

  it('a pawn taking from a short file onto c9 does not promote: c9 is not the last cell of file c', () => {
    const s = play(scene({ pieces: { ...K, b8: 'wP', c9: 'bN' } }), 'b8xc9');
    expect(pieces(s).c9).toBe('wP');
    expect(legal(s)).toContain('g11-g10'); // black's turn, no promotion owed
  });

  it('"Если вертикаль была увеличена с помощью маяка и пешка дошла до десятой": with b10 added, b9 is no longer the last cell, so a pawn there does not promote', () => {
    const s = play(extend(scene({ pieces: { ...K, b8: 'wP' } }), 'b10'), 'b8-b9');
    expect(pieces(s).b9).toBe('wP');
    expect(legal(s)).toContain('g11-g10');
  });
});

describe('arrows (line 38: "сдвигают фигуру на одну клетку … Так можно бить … не действует, если все поля … заняты своими фигурами")', () => {
  it('a two-way arrow with one way held by one\'s own piece sends the piece the other way', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', e6: 'wP' }, closed: { e5: 'arrow-2s/0' } }), 'a5-e5');
    if (pieces(s).e5) { expect(legal(s)).toEqual(['> e4']); play(s, '> e4'); }
    expect([pieces(s).e4, pieces(s).e5, pieces(s).e6]).toEqual(['wR', undefined, 'wP']);
  });

  it('a two-way arrow whose ways are off the board and one\'s own piece still acts on a rook: it falls off and dies (line 29)', () => {
    const s = play(scene({ pieces: { ...K, a3: 'wR', b5: 'wP' }, closed: { a5: 'arrow-2s/1' } }), 'a3-a5');
    expect([pieces(s).a5, s.v[LOST_ROOK_W]]).toEqual([undefined, 1]);
  });

  it('a two-way arrow turned over by a king, one way off the board: he takes the other way ("не действует на королей" only where it forces him off)', () => {
    const s = play(scene({ pieces: { b5: 'wK', g11: 'bK' }, closed: { a5: 'arrow-2s/1' } }), 'b5-a5');
    if (pieces(s).a5) { expect(legal(s)).toEqual(['> b5']); play(s, '> b5'); }
    expect(pieces(s).b5).toBe('wK');
  });

  it('a pawn\'s straight step onto a diagonal arrow takes the enemy the arrow points at', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wP', f6: 'bN' }, closed: { e5: 'arrow-1d/0' } }), 'e4-e5');
    expect([pieces(s).f6, pieces(s).e5, s.v[LOST_KNIGHT_B]]).toEqual(['wP', undefined, 1]);
  });

  it('a capture made by the arrow is a capture for the 50-move rule (FAQ: "Взятие – это ход, на котором фигура уничтожает фигуру противника")', () => {
    const s = scene({ pieces: { ...K, a5: 'wR', e6: 'bN' }, closed: { e5: 'arrow-1s/0' } });
    s.v[HALFMOVE] = 40;
    play(s, 'a5-e5');
    expect([pieces(s).e6, s.v[HALFMOVE]]).toEqual(['wR', 0]);
  });

  it('a rook pinned on its file may step onto an open arrow that keeps it on the file, and take the pinner through it', () => {
    const s = scene({ pieces: { e1: 'wK', g11: 'bK', e2: 'wR', e9: 'bR' }, open: { e8: 'arrow-1s/0', e4: 'arrow-1s/1' } });
    expect(legal(s)).toContain('e2-e8');
    expect(legal(s)).not.toContain('e2-e4'); // the arrow on e4 would take it off the file
    expect(pieces(play(s, 'e2-e8')).e9).toBe('wR');
  });
});

describe('the horse (line 40: "с этого поля фигура ходит так, как будто является конём. Так можно бить")', () => {
  it('a pawn stepping onto a horse jumps as a knight; onto rank 11 it promotes (line 32 "по обычным правилам")', () => {
    const s = play(scene({ pieces: { ...K, e8: 'wP' }, closed: { e9: 'horse' } }), 'e8-e9');
    expect(legal(s)).toContain('> f11');
    play(s, '> f11');
    expect(legal(s)).toEqual(['=B', '=N', '=Q', '=R']);
  });
});

describe('ice (line 43: "повторить только что сделанный ход в том же направлении и на столько же клеток")', () => {
  it('a pawn\'s double step onto ice repeats the two steps, and leaves no en passant behind', () => {
    const s = play(scene({ pieces: { ...K, e2: 'wP' }, closed: { e4: 'ice' } }), 'e2-e4');
    expect([pieces(s).e4, pieces(s).e6, s.v[EP]]).toEqual([undefined, 'wP', 0]);
  });

  it('a pawn\'s diagonal capture onto ice repeats the diagonal step and takes the enemy there', () => {
    const s = play(scene({ pieces: { ...K, d4: 'wP', e5: 'bN', f6: 'bB' }, open: { e5: 'ice' } }), 'd4xe5');
    expect([pieces(s).e5, pieces(s).f6]).toEqual([undefined, 'wP']);
  });

  it('a pawn\'s straight step onto ice before an enemy stops on the ice: a pawn does not take straight ahead', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wP', e6: 'bN' }, open: { e5: 'ice' } }), 'e4-e5');
    expect([pieces(s).e5, pieces(s).e6]).toEqual(['wP', 'bN']);
  });

  it('ice after an arrow repeats the arrow\'s step (full-rules 206: "если пришли по стрелке, продолжайте движение")', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, closed: { e5: 'arrow-1s/0', e6: 'ice' } }), 'a5-e5');
    expect(pieces(s).e7).toBe('wR');
  });

  it('ice repeating a knight\'s jump off the board kills the knight (line 29)', () => {
    const s = play(scene({ pieces: { ...K, d5: 'wN' }, closed: { b4: 'ice' } }), 'd5-b4');
    expect([pieces(s).b4, s.v[LOST_KNIGHT_W]]).toEqual([undefined, 1]);
  });

  it('a king turning over ice whose repeat would put him in check stays on the ice (line 15)', () => {
    const s = play(scene({ pieces: { e1: 'wK', g11: 'bK', a3: 'bR' }, closed: { e2: 'ice' } }), 'e1-e2');
    expect(pieces(s).e2).toBe('wK');
    expect(legal(scene({ pieces: { e1: 'wK', g11: 'bK', a3: 'bR' }, open: { e2: 'ice' } }))).not.toContain('e1-e2');
  });
});

describe('the crocodile and the cannibal (lines 47, 49)', () => {
  it('a pawn\'s double step onto a crocodile brings it back to its start: no en passant, and it may step again', () => {
    const s = play(scene({ pieces: { ...K, e2: 'wP', d4: 'bP' }, closed: { e4: 'crocodile' } }), 'e2-e4');
    expect([pieces(s).e2, s.v[EP]]).toEqual(['wP', 0]);
    expect(legal(s)).not.toContain('d4-e3');
    play(s, 'g11-g10');
    expect(legal(s)).toContain('e2-e3');
  });

  it('an arrow onto a crocodile sends the piece back onto the arrow, which acts again: an endless loop loses the piece (FAQ "Это бесконечный цикл")', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, open: { e5: 'arrow-1s/0' }, closed: { e6: 'crocodile' } }), 'a5-e5');
    expect([pieces(s).e5, pieces(s).e6, s.v[LOST_ROOK_W]]).toEqual([undefined, undefined, 1]);
  });

  it('an arrow onto the cannibal: the piece is eaten, and it is no capture (FAQ line 140)', () => {
    const s = scene({ pieces: { ...K, a5: 'wR' }, closed: { e5: 'arrow-1s/0', e6: 'cannibal' } });
    s.v[HALFMOVE] = 40;
    play(s, 'a5-e5');
    expect([pieces(s).e6, s.v[LOST_ROOK_W], s.v[HALFMOVE]]).toEqual([undefined, 1, 41]);
  });

  it('a king stepping by chance onto the cannibal goes back where he came from, as from a crocodile', () => {
    const s = play(scene({ pieces: { e1: 'wK', g11: 'bK' }, closed: { d2: 'cannibal' } }), 'e1-d2');
    expect([pieces(s).e1, pieces(s).d2]).toEqual(['wK', undefined]);
    expect(legal(s)).toContain('g11-g10');
  });

  it('a king fleeing check onto the cannibal stays on it alive: going back would be into check (FAQ on the crocodile, line 49 "как крокодил")', () => {
    const s = play(scene({ pieces: { e1: 'wK', g11: 'bK', e9: 'bR' }, closed: { d2: 'cannibal' } }), 'e1-d2');
    expect([pieces(s).d2, s.v[RESULT]]).toEqual(['wK', Result.Playing]);
    expect(inCheck(s, 0)).toBe(false);
  });

  it('Friday is not eaten; Ben Gunn is ("кроме короля или Пятницы")', () => {
    expect(pieces(play(scene({ pieces: { ...K, e4: 'wF' }, closed: { e5: 'cannibal' } }), 'e4-e5')).e5).toBe('wF');
    expect(pieces(play(scene({ pieces: { ...K, e4: 'wA' }, closed: { e5: 'cannibal' } }), 'e4-e5')).e5).toBeUndefined();
  });
});
